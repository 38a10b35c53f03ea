import GestureModel

/// A screen edge, in the interface orientation.
public enum ScreenEdge: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    case left, right, top, bottom

    /// The unit vector pointing from this edge into the screen.
    public var inward: Vector {
        switch self {
        case .left: Vector(dx: 1, dy: 0)
        case .right: Vector(dx: -1, dy: 0)
        case .top: Vector(dx: 0, dy: 1)
        case .bottom: Vector(dx: 0, dy: -1)
        }
    }

    /// Whether a swipe from this edge moves along x (left and right) or y (top and bottom).
    public var isHorizontal: Bool {
        switch self {
        case .left, .right: true
        case .top, .bottom: false
        }
    }

    /// How far `point` is from this edge of `screen`.
    public func distance(of point: Point, in screen: Size) -> Double {
        switch self {
        case .left: point.x
        case .right: screen.width - point.x
        case .top: point.y
        case .bottom: screen.height - point.y
        }
    }

    public var description: String { rawValue }
}
