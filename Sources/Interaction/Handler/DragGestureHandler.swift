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
            time: gesture.time, location: gesture.location, startLocation: gesture.location - gesture.translation, velocity: gesture.velocity)
    }
}

/// A SwiftUI view's drag logic, as its `.onChanged` and `.onEnded` closures write it, over the
/// transition the view drives (in the app an adapter over its `@State`, in tests the replay's
/// model). `onEnded` runs only when the drag ends successfully; `gestureStateReset` runs after
/// every end, as SwiftUI resets `@GestureState` (SD3).
public protocol DragGestureHandler {
    /// Names the handler in reports; by default its type's name.
    var name: String { get }
    mutating func onChanged(_ value: DragValue, transition: inout some PercentDrivenInteraction)
    mutating func onEnded(_ value: DragValue, transition: inout some PercentDrivenInteraction)
    /// What `@GestureState` resets when the drag ends, successfully or not; by default nothing.
    mutating func gestureStateReset()
    /// The velocity the handler's logic computes from a value, when it computes its own (apps
    /// before iOS 17, which have no `value.velocity`); nil by default. A replay checks it.
    func velocity(from value: DragValue) -> Vector?
}

extension DragGestureHandler {
    public var name: String { String(describing: Self.self) }
    public mutating func gestureStateReset() {}
    public func velocity(from value: DragValue) -> Vector? { nil }
}

/// Runs a `DragGestureHandler` where a replay takes a `GestureHandler`: began and changed call
/// `onChanged`, ended calls `onEnded`, a system cancel calls neither (SD3); each end resets the
/// gesture state.
public struct SwiftUIDrag<Handler: DragGestureHandler>: GestureHandler {
    /// SV1: a velocity within 5 % (or 1 pt/s) of a quarter of the drag's is `predictedEndLocation −
    /// location` taken for a velocity: 0.25 s × velocity, four times too small. Only a moving drag
    /// (over 40 pt/s) tells the two apart.
    static func isQuarter(_ computed: Vector, of velocity: Vector) -> Bool {
        let speed = velocity.length
        guard speed > 40 else { return false }
        return (computed - velocity * DragValue.prediction).length <= max(1, 0.05 * speed * DragValue.prediction)
    }

    public var handler: Handler
    /// onChanged calls since the drag began.
    private var changes = 0

    public init(_ handler: Handler) {
        self.handler = handler
    }

    public var name: String { handler.name }

    public mutating func handle(_ gesture: inout Gesture, transition: inout some PercentDrivenInteraction) {
        let value = DragValue(gesture)
        switch gesture.state {
        case .began, .changed:
            changes += 1
            handler.onChanged(value, transition: &transition)
        case .ended:
            changes = 0
            if let computed = handler.velocity(from: value), Self.isQuarter(computed, of: value.velocity) {
                transition.diagnose(Diagnostic(time: gesture.time, detail: .dragVelocityQuarter(computed: computed, velocity: value.velocity)))
            }
            handler.onEnded(value, transition: &transition)
            handler.gestureStateReset()
        case .cancelled:
            transition.diagnose(Diagnostic(time: gesture.time, detail: .dragNotEnded(changes: changes, percentComplete: transition.percentComplete)))
            changes = 0
            handler.gestureStateReset()
        case .possible, .failed: break
        }
    }
}
