import GestureModel

/// `DragGesture.Value` as a SwiftUI drag reports it (SD1, SV1), in the view's coordinates: the
/// translation runs from the touch-down (never rebased), the predicted end is 0.25 s on at the
/// drag's velocity.
public struct DragValue: Sendable, Hashable {
    /// Seconds on the trace's clock (SwiftUI's is a `Date`).
    public var time: Double
    public var location: Point
    public var startLocation: Point
    /// Points per second.
    public var velocity: Vector

    public init(time: Double, location: Point, startLocation: Point, velocity: Vector) {
        self.time = time
        self.location = location
        self.startLocation = startLocation
        self.velocity = velocity
    }

    /// `location − startLocation`.
    public var translation: Vector { location - startLocation }
    /// `location + 0.25 s × velocity`.
    public var predictedEndLocation: Point { location + velocity * Self.prediction }
    /// `translation + 0.25 s × velocity`.
    public var predictedEndTranslation: Vector { translation + velocity * Self.prediction }

    /// SwiftUI's prediction horizon, seconds (SV1).
    public static let prediction = ThresholdRule.swiftUIPrediction

    /// The value of a drag's action: the start is where the translation was measured from.
    public init(_ gesture: Gesture) {
        self.init(
            time: gesture.time, location: gesture.location, startLocation: gesture.location - gesture.translation,
            velocity: gesture.velocity)
    }
}
