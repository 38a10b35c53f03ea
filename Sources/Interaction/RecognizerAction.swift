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

    public var sample: Sample? {
        switch self {
        case .began(let sample), .changed(let sample), .ended(let sample), .cancelled(let sample): sample
        case .none, .failed: nil
        }
    }

    /// The same action with its sample transformed.
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

/// Why a recognizer failed.
public enum RecognizerFailure: Sendable, Hashable, CustomStringConvertible {
    /// E2: the touch started farther from every configured edge than the edge region.
    case outsideEdgeRegion(distance: Double, region: Double)
    /// E3: after enough movement, the inward component did not dominate.
    case notInward(inward: Double, along: Double)
    /// P4: a touch beyond maximumNumberOfTouches landed before recognition.
    case tooManyTouches(maximum: Int)
    /// P5, N5: every touch lifted before the gesture was recognized.
    case liftedBeforeRecognition
    /// G4: the touches were cancelled before recognition.
    case cancelledBeforeRecognition

    public var description: String {
        switch self {
        case .outsideEdgeRegion(let distance, let region):
            "the touch started \(fixed(distance, 1)) pt from the edge, outside the \(fixed(region, 1)) pt edge region (E2)"
        case .notInward(let inward, let along):
            "the touch moved \(fixed(inward, 1)) pt inward and \(fixed(along, 1)) pt along the edge: not an inward swipe (E3)"
        case .tooManyTouches(let maximum):
            "a touch beyond the maximum of \(maximum) landed before recognition (P4)"
        case .liftedBeforeRecognition:
            "every touch lifted before the gesture was recognized (P5, N5)"
        case .cancelledBeforeRecognition:
            "the touches were cancelled before recognition (G4)"
        }
    }
}
