import GestureModel

/// The system back swipe's release rule (S3); v̄, ā in widths per second (²).
public struct IOSPopRule: Sendable, Hashable {
    /// The distance in points that sets the threshold min(distance / W, 0.5): 187.5.
    public var thresholdDistance: Double

    public init(thresholdDistance: Double = 187.5) {
        self.thresholdDistance = thresholdDistance
    }

    /// How far the projection follows the motion over D (S3 as this project models it: the
    /// acceleration only slows the motion, to rest at the most; see docs/model.md's deviations).
    public enum Projection: Sendable, Hashable {
        /// Decelerating without reaching rest within D: p + v̄·D + ½·ā·D².
        case full
        /// Decelerating to rest after `time` < D: the position where it comes to rest.
        case toRest(time: Double)
        /// At rest, or speeding up: the acceleration is left out, p + v̄·D.
        case withoutAcceleration
    }

    /// The projected position, the threshold it must pass, and how it was projected.
    public func projection(
        _ state: ReleaseState, statistics: IOSPopStatistics
    ) -> (projected: Double, threshold: Double, kind: Projection) {
        let threshold = min(thresholdDistance / state.extent, 0.5)
        let (projected, kind) = Self.project(
            progress: state.progress, averageVelocity: statistics.averageVelocity,
            averageAcceleration: statistics.averageAcceleration,
            duration: state.duration)
        return (projected, threshold, kind)
    }

    /// Where a release at p moving at v̄ and accelerating at ā is projected D seconds on; the
    /// projection grows with p and with v̄ (ā fixed), so a margin can be searched along either.
    public static func project(
        progress p: Double, averageVelocity v: Double, averageAcceleration a: Double, duration D: Double
    ) -> (projected: Double, kind: Projection) {
        guard v * a < 0 else { return (p + v * D, .withoutAcceleration) }
        let rest = -v / a
        guard rest < D else { return (p + v * D + 0.5 * a * D * D, .full) }
        return (p + v * rest + 0.5 * a * rest * rest, .toRest(time: rest))
    }

    /// S3, augmented: with at least 3 samples, pop iff the projected position passes
    /// min(187.5/W, 0.5); otherwise pop iff v̄ > 0 and at least one changed was seen.
    public func decide(_ state: ReleaseState, statistics: IOSPopStatistics) -> RuleDecision {
        guard statistics.count >= 3 else {
            let pop = statistics.averageVelocity > 0 && statistics.count > 0
            return RuleDecision(
                direction: pop ? .finish : .cancel,
                evidence: .iosFewSamples(count: statistics.count, averageVelocity: statistics.averageVelocity))
        }
        let (projected, threshold, kind) = projection(state, statistics: statistics)
        return RuleDecision(
            direction: projected > threshold ? .finish : .cancel,
            evidence: .iosProjection(
                progress: state.progress, averageVelocity: statistics.averageVelocity, duration: state.duration,
                averageAcceleration: statistics.averageAcceleration, projected: projected, threshold: threshold,
                thresholdDistance: thresholdDistance, extent: state.extent, kind: kind))
    }
}
