import GestureModel

/// Which way a resting surface moves with the finger, and what its offset measures: declared once
/// for the drag, the reports, the plots, the synthesizer and the recorder's prompts.
public enum RestingAxis: String, Sendable, Hashable, CaseIterable {
    /// A sheet: its top, along y, y down; a finger moving down moves it down.
    case sheet
    /// A pager: its scroll offset, along x; a finger moving left scrolls it toward later pages.
    case pager
    /// A list item swiped aside: its offset from where it rests, along x; it moves with the finger.
    case item

    public var isHorizontal: Bool {
        switch self {
        case .sheet: false
        case .pager, .item: true
        }
    }

    /// The offset in words, for accounts and plots.
    public var offsetName: String {
        switch self {
        case .sheet: "top"
        case .pager: "scroll offset"
        case .item: "offset"
        }
    }

    /// The translation along the axis, as the offset moves.
    @inline(__always)
    public func along(_ translation: Vector) -> Double {
        switch self {
        case .sheet: translation.dy
        case .pager: -translation.dx
        case .item: translation.dx
        }
    }

    /// A velocity in the screen's axes as the offset's velocity and the velocity across the axis.
    @inline(__always)
    public func split(_ velocity: Vector) -> (along: Double, across: Double) {
        switch self {
        case .sheet: (velocity.dy, velocity.dx)
        case .pager: (-velocity.dx, velocity.dy)
        case .item: (velocity.dx, velocity.dy)
        }
    }
}
