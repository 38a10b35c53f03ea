import GestureModel
import Interaction

/// An app's handler code as a replay drives it: code may read any action's velocity, so every
/// change carries its estimate.
struct CodeHandler<Code: GestureHandler>: ReplayHandler {
    var code: Code

    var name: String { code.name }
    static var drivesInterruptibleAnimator: Bool { Code.drivesInterruptibleAnimator }
    var pinchDirection: PinchDirection? { code.pinchDirection }
    func diagnostics(atEndOf time: Double) -> [Diagnostic] { code.diagnostics(atEndOf: time) }

    mutating func handle(_ gesture: inout Gesture, transition: inout some PercentDrivenInteraction) {
        code.handle(&gesture, transition: &transition)
    }

    mutating func handle(_ gesture: inout Gesture, controller: inout InteractionController) {
        code.handle(&gesture, transition: &controller)
    }

    var readsVelocityWhileChanging: Bool { true }
    var readsNextChangeVelocity: Bool { true }
}
