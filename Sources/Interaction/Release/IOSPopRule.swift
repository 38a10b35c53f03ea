import GestureModel

public struct IOSPopRule: Sendable, Hashable {
    /// The distance in points that sets the threshold min(distance / W, 0.5): 187.5.
    public var thresholdDistance: Double

    public init(thresholdDistance: Double = 187.5) {
        self.thresholdDistance = thresholdDistance
    }

    /// S3, augmented: with at least 3 samples, pop iff p + v̄·D + ½·ā·D² > min(187.5/W, 0.5);
    /// otherwise pop iff v̄ > 0 and at least one changed was seen. v̄, ā in widths per second (²).
    /// The projected position p + v̄·D + ½·ā·D², and the threshold it must pass.
    public func projection(_ state: ReleaseState, statistics: IOSPopStatistics) -> (projected: Double, threshold: Double) {
        let D = state.duration
        return (
            state.progress + statistics.averageVelocity * D + 0.5 * statistics.averageAcceleration * D * D,
            min(thresholdDistance / state.extent, 0.5)
        )
    }

    /// The decision alone, for sweeps.
    public func finishes(_ state: ReleaseState, statistics: IOSPopStatistics) -> Bool {
        guard statistics.count >= 3 else { return statistics.averageVelocity > 0 && statistics.count > 0 }
        let (projected, threshold) = projection(state, statistics: statistics)
        return projected > threshold
    }

    public func decide(_ state: ReleaseState, statistics: IOSPopStatistics) -> RuleDecision {
        let pop = finishes(state, statistics: statistics)
        let D = state.duration
        guard statistics.count >= 3 else {
            return RuleDecision(
                direction: pop ? .finish : .cancel,
                reason: "\(statistics.count) velocity sample(s): v̄ = \(fixed(statistics.averageVelocity, 3)) widths/s \(pop ? ">" : "≤") 0 → \(pop ? "finish" : "cancel")")
        }
        let (projected, threshold) = projection(state, statistics: statistics)
        let shown = distinguishing(projected, from: threshold)
        return RuleDecision(
            direction: pop ? .finish : .cancel,
            reason: "p + v̄·D + ½·ā·D² = \(fixed(state.progress, 3)) + \(fixed(statistics.averageVelocity, 3))·\(fixed(D, 2)) + ½·\(fixed(statistics.averageAcceleration, 2))·\(fixed(D, 2))² = \(shown.value) \(pop ? ">" : "≤") min(\(JSONWriter.formatNumber(thresholdDistance))/\(fixed(state.extent, 0)), 0.5) = \(shown.threshold) → \(pop ? "finish" : "cancel")")
    }
}
