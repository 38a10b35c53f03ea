import GestureModel

/// The lifecycle every continuous recognizer here shares (G1, G3), each state with the data it
/// needs and only the phases it can be in.
enum ContinuousState<Tracking: Sendable & Hashable>: Sendable, Hashable {
    /// Waiting for a first touch (`nil`), or following touches not yet recognized as the gesture.
    case possible(Tracking?)
    /// Began or changed, following the touches.
    case recognizing(Tracking, Recognizing)
    /// Ended, cancelled or failed, until every touch of the sequence has lifted.
    case finished(Finished)

    enum Recognizing: Sendable, Hashable {
        case began, changed

        var phase: RecognizerPhase { self == .began ? .began : .changed }
    }

    enum Finished: Sendable, Hashable {
        case ended, cancelled, failed

        var phase: RecognizerPhase {
            switch self {
            case .ended: .ended
            case .cancelled: .cancelled
            case .failed: .failed
            }
        }
    }

    var phase: RecognizerPhase {
        switch self {
        case .possible: .possible
        case .recognizing(_, let stage): stage.phase
        case .finished(let end): end.phase
        }
    }

    /// G3: reset before delivering the events of a new sequence. Returns whether it reset, so the
    /// replay records the reset the recognizer decided rather than deciding it again.
    mutating func resetIfSequenceEnded(_ touchesDown: TouchesDown) -> Bool {
        guard case .finished = self, touchesDown.isEmpty else { return false }
        self = .possible(nil)
        return true
    }
}
