import GestureModel

/// A decision and its reason in numbers.
public struct RuleDecision: Sendable, Hashable {
    public var direction: PercentDrivenTransition.Direction
    public var reason: String
}
