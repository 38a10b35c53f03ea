import GestureModel

/// What a platform rule looked at, as numbers: one case per way each rule decides.
public enum RuleEvidence: Sendable, Hashable {
    /// S3 with fewer than three samples: the average velocity's sign decides.
    case iosFewSamples(count: Int, averageVelocity: Double)
    /// S3: the projected position against min(distance / W, 0.5).
    case iosProjection(
        progress: Double, averageVelocity: Double, duration: Double, averageAcceleration: Double, projected: Double,
        threshold: Double, thresholdDistance: Double, extent: Double, kind: IOSPopRule.Projection)
    /// FC4: a fling (widths per second) decides by its direction.
    case flutterFling(velocity: Double, minimum: Double)
    /// FC4: too slow for a fling; the position decides at half.
    case flutterPosition(velocity: Double, minimum: Double, progress: Double)
    /// RN2: a system-cancelled gesture animates back.
    case reactNavigationCancelled
    /// RN2: T + k·V against half the width.
    case reactNavigationProjection(
        translation: Double, impact: Double, velocity: Double, projected: Double, half: Double)
    /// AB4: a system-cancelled gesture cancels, in whatever state.
    case androidCancelled(AndroidBackStateMachine.State)
    /// AB4: released in ACTIVE.
    case androidActive
    /// AB4: released in ENTRY: past the trigger threshold, or flung away.
    case androidEntry(translation: Double, triggerThreshold: Double, fling: AndroidFling)
    /// AB4: released in INACTIVE: only a fling away commits.
    case androidInactive(fling: AndroidFling)
}

/// The fling test of AB4, with its numbers.
public struct AndroidFling: Sendable, Hashable {
    public var flungAway: Bool
    /// Points moved since the last change of direction.
    public var sinceTurn: Double
    public var velocity: Double
}
