/// The seed handler's rule: finish if progress > threshold, else cancel. With a velocity threshold
/// (the common `|| velocity > 500` in app code), a release at that speed or faster finishes, one as
/// fast back toward the edge cancels, and otherwise the progress decides.
public struct ThresholdRule: Sendable, Hashable {
    public var threshold: Double
    /// Points per second along the gesture; nil: velocity is not looked at.
    public var velocityThreshold: Double?

    public init(threshold: Double = 0.5, velocityThreshold: Double? = nil) {
        self.threshold = threshold
        self.velocityThreshold = velocityThreshold
    }

    /// Whether a release at `progress` and `velocity` finishes.
    public func finishes(progress: Double, velocity: Double) -> Bool {
        guard let velocityThreshold else { return progress > threshold }
        if velocity >= velocityThreshold { return true }
        if velocity <= -velocityThreshold { return false }
        return progress > threshold
    }

    public func decide(progress: Double, velocity: Double = 0, trigger: RecognizerPhase) -> ReleaseDecision {
        ReleaseDecision(
            direction: finishes(progress: progress, velocity: velocity) ? .finish : .cancel, progress: progress, threshold: threshold,
            trigger: trigger, basis: .threshold(velocity: velocity, velocityThreshold: velocityThreshold))
    }
}
