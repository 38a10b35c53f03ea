import GestureModel

/// The system back swipe's release rule (S3); v̄, ā in widths per second (²).
public struct IOSPopRule: Sendable, Hashable {
    /// The distance in points that sets the threshold min(distance / W, 0.5): 187.5.
    public var thresholdDistance: Double

    public init(thresholdDistance: Double = 187.5) {
        self.thresholdDistance = thresholdDistance
    }

    /// The projected position p + v̄·D + ½·ā·D², and the threshold it must pass.
    public func projection(_ state: ReleaseState, statistics: IOSPopStatistics) -> (projected: Double, threshold: Double) {
        let D = state.duration
        return (
            state.progress + statistics.averageVelocity * D + 0.5 * statistics.averageAcceleration * D * D,
            min(thresholdDistance / state.extent, 0.5)
        )
    }

    /// S3, augmented: with at least 3 samples, pop iff p + v̄·D + ½·ā·D² > min(187.5/W, 0.5);
    /// otherwise pop iff v̄ > 0 and at least one changed was seen.
    public func decide(_ state: ReleaseState, statistics: IOSPopStatistics) -> RuleDecision {
        guard statistics.count >= 3 else {
            let pop = statistics.averageVelocity > 0 && statistics.count > 0
            return RuleDecision(
                direction: pop ? .finish : .cancel,
                evidence: .iosFewSamples(count: statistics.count, averageVelocity: statistics.averageVelocity))
        }
        let (projected, threshold) = projection(state, statistics: statistics)
        return RuleDecision(
            direction: projected > threshold ? .finish : .cancel,
            evidence: .iosProjection(
                progress: state.progress, averageVelocity: statistics.averageVelocity, duration: state.duration,
                averageAcceleration: statistics.averageAcceleration, projected: projected, threshold: threshold,
                thresholdDistance: thresholdDistance, extent: state.extent))
    }
}
