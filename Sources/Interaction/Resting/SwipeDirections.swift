/// Which way a list item may be swiped away.
public enum SwipeDirections: String, Sendable, Hashable, CaseIterable {
    /// Either way (Flutter's `DismissDirection.horizontal`).
    case both
    /// Only toward the left (Flutter's `endToStart` in a left-to-right layout).
    case left
    /// Only toward the right (`startToEnd`).
    case right

    /// A list item's places: swiped away to the left, kept, swiped away to the right.
    public static let keptName = "kept"
    public static let dismissedLeftName = "dismissed-left"
    public static let dismissedRightName = "dismissed-right"

    public static let kept = RestingPlace(name: keptName, offset: 0)

    /// Swiped away `width` points to the right, or to the left.
    static func dismissed(right: Bool, width: Double) -> RestingPlace {
        right
            ? RestingPlace(name: dismissedRightName, offset: width)
            : RestingPlace(name: dismissedLeftName, offset: -width)
    }

    /// Whether an item may be swiped away to the right, or to the left.
    func allow(right: Bool) -> Bool { right ? self != .left : self != .right }

    /// An item's places, left to right, `width` points wide: the ways it may go and kept.
    func places(width: Double) -> [RestingPlace] {
        (allow(right: false) ? [Self.dismissed(right: false, width: width)] : []) + [Self.kept]
            + (allow(right: true) ? [Self.dismissed(right: true, width: width)] : [])
    }
}
