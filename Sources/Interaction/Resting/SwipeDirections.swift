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
}
