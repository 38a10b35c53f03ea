import GestureModel

/// The handler's rules: the part of an app's gesture handler that decides.
public struct HandlerRules: Sendable, Hashable {
    public var onEnded: ReleaseResponse
    public var onCancelled: ReleaseResponse
    public var decideWith: DecisionProgress
    public var threshold: Double
    /// The threshold rule's velocity threshold, points per second; nil: not used.
    public var velocityThreshold: Double?
    /// The threshold rule's back speed that cancels (H2); nil: the velocity threshold's.
    public var cancelVelocity: Double?
    /// The completionSpeed the handler sets from the release velocity before it finishes or
    /// cancels (H5); nil: it leaves completionSpeed alone.
    public var releaseSpeed: ReleaseSpeed?
    /// The threshold rule's look-ahead (H3); nil: the progress itself is compared.
    public var projection: Projection?
    /// The threshold rule's predicted threshold (H6); nil: none.
    public var predictedThreshold: Double?
    /// The threshold rule's flick (H4); nil: none.
    public var flick: ThresholdRule.Flick?
    /// How `decide` decides: the threshold, or a platform's rule.
    public var rule: ReleaseRule
    /// What a gesture that begins during the completion does (T12).
    public var onBeganDuringCompletion: BeganDuringCompletion

    public init(
        onEnded: ReleaseResponse = .decide, onCancelled: ReleaseResponse = .decide,
        decideWith: DecisionProgress = .release, threshold: Double = 0.5, velocityThreshold: Double? = nil,
        cancelVelocity: Double? = nil, projection: Projection? = nil, flick: ThresholdRule.Flick? = nil,
        releaseSpeed: ReleaseSpeed? = nil, predictedThreshold: Double? = nil, rule: ReleaseRule = .threshold,
        onBeganDuringCompletion: BeganDuringCompletion = .ignore
    ) {
        self.onBeganDuringCompletion = onBeganDuringCompletion
        self.predictedThreshold = predictedThreshold
        self.cancelVelocity = cancelVelocity
        self.releaseSpeed = releaseSpeed
        self.projection = projection
        self.flick = flick
        self.onEnded = onEnded
        self.onCancelled = onCancelled
        self.decideWith = decideWith
        self.threshold = threshold
        self.velocityThreshold = velocityThreshold
        self.rule = rule
    }
}

/// How far ahead the threshold rule projects a release (H3): in seconds, or as a scroll view's
/// deceleration rate r, which WWDC18's `project(v, r) = (v / 1000) · r / (1 − r)` turns into
/// r / (1000 · (1 − r)) seconds (0.499 s for `.normal`, 0.998; 0.099 s for `.fast`, 0.99).
public enum Projection: Sendable, Hashable {
    case lookahead(Double)
    case decelerationRate(Double)

    public var seconds: Double {
        switch self {
        case .lookahead(let seconds): seconds
        case .decelerationRate(let rate): rate / (1000 * (1 - rate))
        }
    }
}

extension HandlerRules {
    /// The threshold rule these rules decide with, at `threshold`.
    public func thresholdRule(at threshold: Double) -> ThresholdRule {
        ThresholdRule(
            threshold: threshold, velocityThreshold: velocityThreshold, cancelVelocity: cancelVelocity,
            lookahead: projection?.seconds,
            flick: flick, predictedThreshold: predictedThreshold)
    }
}
