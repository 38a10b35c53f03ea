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

/// Two numbers with two decimals, or as many more (up to six) as it takes to tell them apart,
/// so that "0.503 > 0.500" never reads "0.50 > 0.50".
public func distinguishing(_ value: Double, from threshold: Double) -> (value: String, threshold: String) {
    var digits = 2
    while digits < 6, value != threshold, fixed(value, digits) == fixed(threshold, digits) {
        digits += 1
    }
    return (fixed(value, digits), fixed(threshold, digits))
}
