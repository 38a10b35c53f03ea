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
    /// The velocity in the screen's axes, points per second: what Flutter's drag recognizers gate
    /// and clamp (FC3).
    public var planarVelocity: Vector
    /// The offset a drag's fling test reads, in the screen's axes (FC3; `PanSample.flingOffset`).
    public var flingOffset: Vector
    /// The unit vector along which the gesture moves the transition forward, in the screen's axes.
    public var forward: Vector
    /// The distance a progress of 1 covers, points: the view's extent × the mapping's divisor
    /// (half the height for progress = Δy / (H / 2)). The threshold rule's look-ahead (H3) moves
    /// the progress by velocity over it; platform rules keep the view's own `extent`.
    public var progressExtent: Double

    /// Without the planar values the gesture is taken to move along x: `velocity` and
    /// `translation` stand for the planar velocity and the fling offset.
    public init(
        time: Double, progress: Double, translation: Double, velocity: Double, extent: Double, trigger: RecognizerPhase,
        duration: Double, planarVelocity: Vector? = nil, flingOffset: Vector? = nil,
        forward: Vector = Vector(dx: 1, dy: 0),
        progressExtent: Double? = nil
    ) {
        self.progressExtent = progressExtent ?? extent
        self.forward = forward
        self.planarVelocity = planarVelocity ?? forward * velocity
        self.flingOffset = flingOffset ?? forward * translation
        self.time = time
        self.progress = progress
        self.translation = translation
        self.velocity = velocity
        self.extent = extent
        self.trigger = trigger
        self.duration = duration
    }
}
