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

    /// The decision alone, for sweeps.
    public func finishes(progress: Double, velocity: Double) -> Bool {
        guard let velocityThreshold else { return progress > threshold }
        if velocity >= velocityThreshold { return true }
        if velocity <= -velocityThreshold { return false }
        return progress > threshold
    }

    public func decide(progress: Double, velocity: Double = 0, trigger: RecognizerPhase) -> ReleaseDecision {
        let finish = finishes(progress: progress, velocity: velocity)
        let verb = trigger == .cancelled ? "gesture cancelled" : "released"
        let direction: PercentDrivenTransition.Direction = finish ? .finish : .cancel
        var reason = thresholdReason(verb: verb, progress: progress, threshold: threshold)
        if let velocityThreshold {
            let fast = velocity >= velocityThreshold ? "≥" : velocity <= -velocityThreshold ? "≤ −" : "within ±"
            reason += ", velocity \(fixed(velocity, 0)) pt/s \(fast)\(fixed(velocityThreshold, 0)) pt/s"
        }
        return ReleaseDecision(
            direction: direction, progress: progress, threshold: threshold, trigger: trigger,
            reason: reason + " → \(direction.rawValue)")
    }
}
