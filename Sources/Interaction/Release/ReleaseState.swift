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

    public init(
        time: Double, progress: Double, translation: Double, velocity: Double, extent: Double, trigger: RecognizerPhase,
        duration: Double
    ) {
        self.time = time
        self.progress = progress
        self.translation = translation
        self.velocity = velocity
        self.extent = extent
        self.trigger = trigger
        self.duration = duration
    }
}
