import GestureModel

/// Everything a release rule may look at, in the gesture's own direction (inward for an edge swipe):
/// positive translation and velocity move the transition forward.
public struct ReleaseState: Sendable, Hashable {
    public var time: Double
    /// The handler's progress, 0…1.
    public var progress: Double
    /// Translation along the gesture, points.
    public var translation: Double
    /// Velocity along the gesture, points per second.
    public var velocity: Double
    /// The view's extent along the gesture (its width for a horizontal swipe), points.
    public var extent: Double
    /// ended (a lift) or cancelled (by the system).
    public var trigger: RecognizerPhase
    /// The transition's duration, seconds (D of the iOS rule).
    public var duration: Double
    /// The velocity's magnitude in every direction, points per second (Flutter clamps this, FC3).
    public var speed: Double
    /// The movement along the gesture since the touch-down, no hysteresis removed, points (FC3).
    public var offsetFromDown: Double

    public init(
        time: Double, progress: Double, translation: Double, velocity: Double, extent: Double, trigger: RecognizerPhase,
        duration: Double, speed: Double? = nil, offsetFromDown: Double? = nil
    ) {
        self.speed = speed ?? abs(velocity)
        self.offsetFromDown = offsetFromDown ?? translation
        self.time = time
        self.progress = progress
        self.translation = translation
        self.velocity = velocity
        self.extent = extent
        self.trigger = trigger
        self.duration = duration
    }
}
