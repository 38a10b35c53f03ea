import GestureModel

/// The handler's rules: the part of an app's gesture handler that decides.
public struct HandlerRules: Sendable, Hashable {
    public var onEnded: ReleaseResponse
    public var onCancelled: ReleaseResponse
    public var decideWith: DecisionProgress
    public var threshold: Double
    /// The threshold rule's velocity threshold, points per second; nil: not used.
    public var velocityThreshold: Double?
    /// How `decide` decides: the threshold, or a platform's rule.
    public var rule: ReleaseRule

    public init(
        onEnded: ReleaseResponse = .decide, onCancelled: ReleaseResponse = .decide,
        decideWith: DecisionProgress = .release, threshold: Double = 0.5, velocityThreshold: Double? = nil,
        rule: ReleaseRule = .threshold
    ) {
        self.onEnded = onEnded
        self.onCancelled = onCancelled
        self.decideWith = decideWith
        self.threshold = threshold
        self.velocityThreshold = velocityThreshold
        self.rule = rule
    }
}
