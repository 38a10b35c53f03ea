import GestureModel

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
                transition.diagnose(
                    Diagnostic(
                        time: gesture.time, detail: .dragVelocityQuarter(computed: computed, velocity: value.velocity)))
            }
            handler.onEnded(value, transition: &transition)
            handler.gestureStateReset()
        case .cancelled:
            transition.diagnose(
                Diagnostic(
                    time: gesture.time,
                    detail: .dragNotEnded(changes: changes, percentComplete: transition.percentComplete)))
            changes = 0
            handler.gestureStateReset()
        case .possible, .failed: break
        }
    }
}
