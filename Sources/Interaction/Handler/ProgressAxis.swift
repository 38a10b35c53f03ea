import GestureModel

/// The direction a translation counts in.
public enum ProgressAxis: String, Sendable, Hashable, CaseIterable {
    /// +x: to the right; the extent is the view's width.
    case x
    /// +y: down; the extent is the view's height.
    case y
    /// Away from the screen edge the recognizer watches; the extent is the width for left and
    /// right edges, the height for top and bottom.
    case inward
}

extension ProgressAxis {
    /// The unit vector this axis counts along, in the screen's axes (`inward` from `edge`, the
    /// left edge when there is none).
    @inline(__always)
    public func forward(edge: ScreenEdge?) -> Vector {
        switch self {
        case .x: Vector(dx: 1, dy: 0)
        case .y: Vector(dx: 0, dy: 1)
        case .inward: (edge ?? .left).inward
        }
    }
}
