import GestureModel

/// The lifecycle every continuous recognizer here shares (G1, G3), each state with the data it needs.
enum ContinuousState<Tracking: Sendable & Hashable>: Sendable, Hashable {
    /// Waiting for a first touch (`nil`), or following touches not yet recognized as the gesture.
    case possible(Tracking?)
    /// Began or changed.
    case recognizing(Tracking, RecognizerPhase)
    /// Ended, cancelled or failed, until every touch of the sequence has lifted.
    case finished(RecognizerPhase)

    var phase: RecognizerPhase {
        switch self {
        case .possible: .possible
        case .recognizing(_, let phase): phase
        case .finished(let phase): phase
        }
    }

    /// G3, D-SM: reset before delivering the events of a new sequence.
    mutating func resetIfSequenceEnded(_ touchesDown: TouchesDown) {
        if case .finished = self, touchesDown.isEmpty { self = .possible(nil) }
    }
}
