/// The target-action message a continuous recognizer sends for one event (G2), carrying the
/// recognizer's sample so the handler never has to ask again.
public enum RecognizerAction<Sample: Sendable & Hashable>: Sendable, Hashable {
    /// Nothing to deliver: below the hysteresis, a touch without movement, or a terminal state.
    case none
    case began(Sample)
    case changed(Sample)
    case ended(Sample)
    /// G4: one final action on cancellation, with the last values.
    case cancelled(Sample)
    /// UIKit sends no action on failure (G2); the reason is returned for the report.
    case failed(RecognizerFailure)

    /// The phase this action moves the recognizer to, if any.
    @inlinable
    public var phase: RecognizerPhase? {
        switch self {
        case .none: nil
        case .began: .began
        case .changed: .changed
        case .ended: .ended
        case .cancelled: .cancelled
        case .failed: .failed
        }
    }

    @inlinable
    public var sample: Sample? {
        switch self {
        case .began(let sample), .changed(let sample), .ended(let sample), .cancelled(let sample): sample
        case .none, .failed: nil
        }
    }

    /// The same action with its sample transformed.
    @inlinable
    public func map<Other>(_ transform: (Sample) -> Other) -> RecognizerAction<Other> {
        switch self {
        case .none: .none
        case .began(let sample): .began(transform(sample))
        case .changed(let sample): .changed(transform(sample))
        case .ended(let sample): .ended(transform(sample))
        case .cancelled(let sample): .cancelled(transform(sample))
        case .failed(let reason): .failed(reason)
        }
    }
}
