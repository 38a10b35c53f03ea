import GestureModel

/// A sample from any recognizer a scenario can attach.
public enum GestureSample: Sendable, Hashable {
    case pan(PanSample)
    case pinch(PinchSample)

    public var time: Double {
        switch self {
        case .pan(let sample): sample.time
        case .pinch(let sample): sample.time
        }
    }

    /// The time of the last movement: a release long after it carries a stale velocity (P6).
    public var lastMovementTime: Double {
        switch self {
        case .pan(let sample): sample.lastMovementTime
        case .pinch(let sample): sample.lastMovementTime
        }
    }
}

public typealias GestureAction = RecognizerAction<GestureSample>
