import GestureModel

/// H5: the completionSpeed a handler sets from the release velocity v (points per second along
/// the gesture, signed: forward is positive) just before it calls finish() or cancel():
/// min(max(minimum, base + perVelocity · v), maximum). swiftui-navigation-transitions sets
/// min(max(0.99, v / 800), 2.25) before finish() and leaves cancel() at the stored speed.
/// H7: or the completion's length, min(max(minimum, base + perVelocity · |v|), maximum) seconds,
/// which the handler gets by setting completionSpeed = remaining × duration / that length.
public struct ReleaseSpeed: Sendable, Hashable {
    /// What the formula gives.
    public enum Measure: String, Sendable, Hashable {
        /// completionSpeed, from the signed velocity (H5).
        case completionSpeed
        /// The completion's length in seconds, from the speed |v| (H7).
        case duration
    }

    public var base: Double
    /// Speed per point per second.
    public var perVelocity: Double
    /// −∞: no lower bound.
    public var minimum: Double
    /// +∞: no upper bound.
    public var maximum: Double
    /// The completion it is set before; nil: both.
    public var direction: PercentDrivenTransition.Direction?
    public var measure: Measure

    public init(
        base: Double = 0, perVelocity: Double, minimum: Double = -.infinity, maximum: Double = .infinity,
        direction: PercentDrivenTransition.Direction? = nil, measure: Measure = .completionSpeed
    ) {
        self.measure = measure
        self.base = base
        self.perVelocity = perVelocity
        self.minimum = minimum
        self.maximum = maximum
        self.direction = direction
    }

    /// The speed set before a `direction` completion released at `velocity` with `remaining` of
    /// the transition (of `duration` seconds) still to run; nil when this rule is not set before
    /// that completion.
    public func completionSpeed(
        _ direction: PercentDrivenTransition.Direction, velocity: Double, remaining: Double, duration: Double
    ) -> Double? {
        guard self.direction == nil || self.direction == direction else { return nil }
        switch measure {
        case .completionSpeed:
            return min(max(minimum, base + perVelocity * velocity), maximum)
        case .duration:
            // Nothing left to run: the completion is instant whatever the speed, which stays as it is.
            guard remaining > 0 else { return nil }
            // A length of 0 is an instant completion; a negative one a speed of 0, which UIKit's guard replaces (T3).
            let length = min(max(minimum, base + perVelocity * abs(velocity)), maximum)
            return length > 0 ? remaining * duration / length : length == 0 ? .infinity : 0
        }
    }
}
