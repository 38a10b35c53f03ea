import GestureModel

/// What a pan recognizer reports with each action: UIKit's translation(in:), velocity(in:) and
/// location(in:) at the moment of the event, so the handler never has to ask again.
public struct PanSample: Sendable, Hashable {
    public var time: Double
    /// Total translation since recognition began, after the hysteresis was removed (P2).
    public var translation: Vector
    /// Points per second: P6, or the velocity strategy's estimate.
    public var velocity: Vector
    /// The centroid of the tracked touches, in the view's coordinates.
    public var location: Point
    public var numberOfTouches: Int
    /// The time of the last move event: velocity is not decayed after it (P6), so a late lift reports a stale value.
    public var lastMovementTime: Double
    /// The offset a drag's fling test reads (FC3): the velocity estimate's own, newest minus oldest
    /// sample of its window, where the strategy has one (Flutter's); otherwise how far the touches
    /// have moved since they came down, no hysteresis removed.
    public var flingOffset: Vector
    /// When the tracked touches came down: how long a touch was held before the pan began (a
    /// drawer's peek, DA3).
    public var touchDownTime: Double

    /// What a change carries inside a replay whose handler reads no change's velocity, where its
    /// estimate was not made (`ReplayRecognizer`): not a number, so a reading of it shows in every
    /// result it reaches. A handler of the package's own that says it reads no such velocity is the
    /// only one that ever gets it.
    package static let unestimated = Vector(dx: .nan, dy: .nan)

    public init(
        time: Double, translation: Vector, velocity: Vector, location: Point, numberOfTouches: Int,
        lastMovementTime: Double,
        flingOffset: Vector? = nil, touchDownTime: Double? = nil
    ) {
        self.flingOffset = flingOffset ?? translation
        self.touchDownTime = touchDownTime ?? time
        self.time = time
        self.translation = translation
        self.velocity = velocity
        self.location = location
        self.numberOfTouches = numberOfTouches
        self.lastMovementTime = lastMovementTime
    }
}
