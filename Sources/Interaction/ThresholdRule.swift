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

/// The seed handler's rule: finish if progress > threshold, else cancel.
public struct ThresholdRule: Sendable, Hashable {
    public var threshold: Double

    public init(threshold: Double = 0.5) {
        self.threshold = threshold
    }

    public func decide(progress: Double, trigger: RecognizerPhase) -> ReleaseDecision {
        let finish = progress > threshold
        let verb = trigger == .cancelled ? "gesture cancelled" : "released"
        let comparison = finish ? ">" : "≤"
        let direction: PercentDrivenTransition.Direction = finish ? .finish : .cancel
        let distinct = distinguishing(progress, from: threshold)
        return ReleaseDecision(
            direction: direction, progress: progress, threshold: threshold, trigger: trigger,
            reason: "\(verb) at \(distinct.value) \(comparison) threshold \(distinct.threshold) → \(direction.rawValue)")
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
