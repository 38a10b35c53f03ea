import GestureModel

/// What a handler does when the recognizer ends or is cancelled.
public enum ReleaseResponse: String, Sendable, Hashable, CaseIterable {
    /// Apply the release rule (by default: finish if progress > threshold, else cancel).
    case decide
    case finish
    case cancel
    /// Neither: the transition is left running (BookOpeningTransition on cancelled).
    case nothing
}
