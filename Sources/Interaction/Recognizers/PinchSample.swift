import GestureModel

/// What a pinch recognizer reports with each action: UIKit's scale and velocity at the event.
public struct PinchSample: Sendable, Hashable {
    public var time: Double
    /// Cumulative: current distance / base distance (N3).
    public var scale: Double
    /// Scale per second: N4, or the velocity strategy's estimate; not a number on a change past
    /// the first where the recognizer was told not to estimate every change.
    public var velocity: Double
    /// The midpoint of the two touches, in the view's coordinates.
    public var location: Point
    public var numberOfTouches: Int
    /// The time of the last scale update: velocity is not decayed after it.
    public var lastMovementTime: Double

    public init(
        time: Double, scale: Double, velocity: Double, location: Point, numberOfTouches: Int, lastMovementTime: Double
    ) {
        self.time = time
        self.scale = scale
        self.velocity = velocity
        self.location = location
        self.numberOfTouches = numberOfTouches
        self.lastMovementTime = lastMovementTime
    }
}
