import GestureModel

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
