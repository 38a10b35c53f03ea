/// The phase of one touch in one event, with UITouch.Phase's names.
public enum TouchPhase: UInt8, Sendable, CaseIterable, CustomStringConvertible {
    case began, moved, stationary, ended, cancelled

    public init?(name: String) {
        switch name {
        case "began": self = .began
        case "moved": self = .moved
        case "stationary": self = .stationary
        case "ended": self = .ended
        case "cancelled": self = .cancelled
        default: return nil
        }
    }

    public var description: String {
        switch self {
        case .began: "began"
        case .moved: "moved"
        case .stationary: "stationary"
        case .ended: "ended"
        case .cancelled: "cancelled"
        }
    }

    /// True for the phases that end a contact and free its id (lifecycle rule 3). Inlinable: a
    /// recognizer asks it of every touch of every event.
    @inlinable
    public var endsContact: Bool { self == .ended || self == .cancelled }
}
