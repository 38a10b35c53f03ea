import GestureModel

/// A platform rule's decision, with the numbers that made it. The words come from
/// `RuleEvidence.text(for:)` when a report asks for them; a sweep reads only the direction.
public struct RuleDecision: Sendable, Hashable {
    public var direction: PercentDrivenTransition.Direction
    public var evidence: RuleEvidence
    /// The release velocity the rule used, points per second, when it is not the recognizer's
    /// estimate (Flutter's gated and clamped fling velocity); nil when it used the estimate.
    public var usedVelocity: Double?

    public init(direction: PercentDrivenTransition.Direction, evidence: RuleEvidence, usedVelocity: Double? = nil) {
        self.direction = direction
        self.evidence = evidence
        self.usedVelocity = usedVelocity
    }

    /// The reason in numbers: "fling 1.28 widths/s, |v| ≥ 1.00: toward the trailing edge → finish".
    public var reason: String { evidence.text(for: direction) }
}
