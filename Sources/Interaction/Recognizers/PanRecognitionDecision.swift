import GestureModel

/// What a recognition rule says about a move while possible.
public enum PanRecognitionDecision: Sendable, Hashable {
    case wait
    /// Begin, with the translation rebased to this value (the hysteresis removed, P2).
    case begin(translation: Vector)
    case fail(RecognizerFailure)
}
