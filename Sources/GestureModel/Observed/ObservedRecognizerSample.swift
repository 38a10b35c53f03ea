/// One action callback of the real recognizer, at the time of the touch event that caused it,
/// with what its kind reports.
public struct ObservedRecognizerSample: Sendable, Hashable {
    /// The states an action callback can see.
    public enum State: String, Sendable, Hashable, CaseIterable {
        case began, changed, ended, cancelled, failed
    }

    /// The numbers a recording gives its gestures (`gesture`, here and on transition calls and
    /// coordinator reports).
    public static let gestureNumbers = 1...1_000_000
    /// The touch counts a callback may report (`numberOfTouches`).
    public static let touchCounts = 0...1000

    public var time: Double
    public var state: State
    /// A pan's translation in the view's coordinates, points.
    public var translation: Vector?
    /// A pan's velocity, points per second.
    public var velocity: Vector?
    /// A pinch's scale.
    public var scale: Double?
    /// A pinch's scale velocity, per second.
    public var scaleVelocity: Double?
    /// A SwiftUI drag's `predictedEndTranslation`, points.
    public var predictedEndTranslation: Vector?
    /// The touches' centroid, screen points.
    public var location: Point?
    public var numberOfTouches: Int?
    /// Which gesture of the recording it belongs to (1, 2, …); nil for the first.
    public var gesture: Int?

    public init(
        time: Double, state: State, translation: Vector? = nil, velocity: Vector? = nil, scale: Double? = nil,
        scaleVelocity: Double? = nil, location: Point? = nil, numberOfTouches: Int? = nil,
        predictedEndTranslation: Vector? = nil
    ) {
        self.predictedEndTranslation = predictedEndTranslation
        self.time = time
        self.state = state
        self.translation = translation
        self.velocity = velocity
        self.scale = scale
        self.scaleVelocity = scaleVelocity
        self.location = location
        self.numberOfTouches = numberOfTouches
    }
}
