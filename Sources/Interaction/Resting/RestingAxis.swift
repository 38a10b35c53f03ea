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
    /// A drawer pulled out from the left edge: how far it is open, along x; it moves with the finger.
    case drawer
    /// A list pulled down past its top to refresh: how far the finger has pulled it, along y.
    case pull

    public var isHorizontal: Bool {
        switch self {
        case .sheet, .pull: false
        case .pager, .item, .drawer: true
        }
    }

    /// What moves, for prompts: "Drag the drawer right to open".
    public var noun: String {
        switch self {
        case .sheet: "sheet"
        case .pager: "page"
        case .item: "item"
        case .drawer: "drawer"
        case .pull: "list"
        }
    }

    /// Where a stroke that moves the surface starts, in words, when it must start somewhere: a
    /// closed drawer opens only from its edge.
    public var strokeStart: String? {
        switch self {
        case .drawer: "in from the left edge"
        case .sheet, .pager, .item, .pull: nil
        }
    }

    /// Which way the finger moves to take the offset from `from` to `to`, in words.
    public func way(from: Double, to: Double) -> String {
        switch self {
        case .sheet, .pull: to < from ? "up" : "down"
        case .pager: to < from ? "right" : "left"
        case .item, .drawer: to < from ? "left" : "right"
        }
    }

    /// The offset in words, for accounts and plots.
    public var offsetName: String {
        switch self {
        case .sheet: "top"
        case .pager: "scroll offset"
        case .item: "offset"
        case .drawer: "opening"
        case .pull: "pull"
        }
    }

    /// The translation along the axis, as the offset moves.
    @inline(__always)
    public func along(_ translation: Vector) -> Double {
        switch self {
        case .sheet, .pull: translation.dy
        case .pager: -translation.dx
        case .item, .drawer: translation.dx
        }
    }

    /// A velocity in the screen's axes as the offset's velocity and the velocity across the axis.
    @inline(__always)
    public func split(_ velocity: Vector) -> (along: Double, across: Double) {
        switch self {
        case .sheet, .pull: (velocity.dy, velocity.dx)
        case .pager: (-velocity.dx, velocity.dy)
        case .item, .drawer: (velocity.dx, velocity.dy)
        }
    }
}
