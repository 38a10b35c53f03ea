/// A finish-or-cancel decision, with the numbers that made it.
public struct ReleaseDecision: Sendable, Hashable {
    /// finish or cancel; nil when the handler did nothing.
    public var direction: PercentDrivenTransition.Direction?
    /// The progress the handler looked at.
    public var progress: Double
    /// The threshold it was compared with, when the handler compares.
    public var threshold: Double?
    /// The recognizer state that triggered the decision: ended (a release) or cancelled (by the system).
    public var trigger: RecognizerPhase
    /// One line in numbers: "released at 0.43 ≤ threshold 0.50 → cancel".
    public var reason: String

    public init(
        direction: PercentDrivenTransition.Direction?, progress: Double, threshold: Double?, trigger: RecognizerPhase,
        reason: String
    ) {
        self.direction = direction
        self.progress = progress
        self.threshold = threshold
        self.trigger = trigger
        self.reason = reason
    }
}
