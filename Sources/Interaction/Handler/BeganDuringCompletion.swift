import GestureModel

/// What the handler does with a gesture that begins while the transition's completion runs.
public enum BeganDuringCompletion: String, Sendable, Hashable, CaseIterable {
    /// The completion runs on; the new gesture's start() is misuse (`transition-already-running`),
    /// as with a transition that is not interruptible.
    case ignore
    /// The gesture grabs the transition (T12): pause() stops the completion where it is, and the
    /// gesture drives it on from that percentComplete, as iOS 26's interruptible navigation
    /// transitions do.
    case grab
}
