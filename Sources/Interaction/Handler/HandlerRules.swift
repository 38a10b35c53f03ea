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

    public init(
        onEnded: ReleaseResponse = .decide, onCancelled: ReleaseResponse = .decide,
        decideWith: DecisionProgress = .release, threshold: Double = 0.5, velocityThreshold: Double? = nil,
        cancelVelocity: Double? = nil, projection: Projection? = nil, flick: ThresholdRule.Flick? = nil,
        releaseSpeed: ReleaseSpeed? = nil, predictedThreshold: Double? = nil, rule: ReleaseRule = .threshold
    ) {
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
            threshold: threshold, velocityThreshold: velocityThreshold, cancelVelocity: cancelVelocity, lookahead: projection?.seconds,
            flick: flick, predictedThreshold: predictedThreshold)
    }
}

/// H5: the completionSpeed a handler sets from the release velocity v (points per second along
/// the gesture, signed: forward is positive) just before it calls finish() or cancel():
/// min(max(minimum, base + perVelocity · v), maximum). swiftui-navigation-transitions sets
/// min(max(0.99, v / 800), 2.25) before finish() and leaves cancel() at the stored speed.
public struct ReleaseSpeed: Sendable, Hashable {
    public var base: Double
    /// Speed per point per second.
    public var perVelocity: Double
    /// −∞: no lower bound.
    public var minimum: Double
    /// +∞: no upper bound.
    public var maximum: Double
    /// The completion it is set before; nil: both.
    public var direction: PercentDrivenTransition.Direction?

    public init(
        base: Double = 0, perVelocity: Double, minimum: Double = -.infinity, maximum: Double = .infinity,
        direction: PercentDrivenTransition.Direction? = nil
    ) {
        self.base = base
        self.perVelocity = perVelocity
        self.minimum = minimum
        self.maximum = maximum
        self.direction = direction
    }

    /// The speed set before a `direction` completion released at `velocity`; nil when this rule is
    /// not set before that completion.
    public func completionSpeed(_ direction: PercentDrivenTransition.Direction, velocity: Double) -> Double? {
        guard self.direction == nil || self.direction == direction else { return nil }
        return min(max(minimum, base + perVelocity * velocity), maximum)
    }
}
