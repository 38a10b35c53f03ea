import GestureModel
import Testing

@testable import Interaction

@Suite("The interaction controller's record of an action's calls")
struct InteractionControllerTests {
    private let still = InteractionController.Motion(speed: 0, extent: 400)

    @Test(
        "each call's diagnostics come in call order, a jump right after the update that made it, measured from where the action began"
    )
    func callDiagnosticsInOrder() {
        var controller = InteractionController(configuration: .init(duration: 0.5))
        controller.begin(at: 0, state: .began, motion: still)
        controller.start()
        #expect(controller.callDiagnostics.isEmpty)

        controller.begin(at: 0.1, state: .changed, motion: still)
        // 1.4 is clamped to 1 (one diagnostic), then 1 is 1.0 from the action's 0 (a jump);
        // 0.9 is 0.9 from the action's 0, not 0.1 from the previous call: a jump again.
        controller.update(1.4)
        controller.update(0.9)
        #expect(controller.callDiagnostics.map(\.code) == [.progressClamped, .progressJump, .progressJump])
        #expect(controller.callDiagnostics.map(\.time) == [0.1, 0.1, 0.1])
        #expect(controller.callDiagnostics[1].detail == .progressJump(from: 0, to: 1, limit: 0.25))
        #expect(controller.callDiagnostics[2].detail == .progressJump(from: 0, to: 0.9, limit: 0.25))

        // The next action starts with an empty list; exactly the limit (0.5 to 0.75) is not a jump.
        controller.begin(at: 0.2, state: .changed, motion: still)
        controller.update(0.5)
        #expect(controller.callDiagnostics.map(\.detail) == [.progressJump(from: 0.9, to: 0.5, limit: 0.25)])
        controller.begin(at: 0.3, state: .changed, motion: still)
        controller.update(0.75)
        #expect(controller.callDiagnostics.isEmpty)
    }

    @Test("a controller that records no calls (a sweep's) keeps no diagnostics")
    func sweepKeepsNothing() {
        var controller = InteractionController(configuration: .init(duration: 0.5), recordsCalls: false)
        controller.begin(at: 0, state: .began, motion: still)
        controller.update(0.5)
        controller.start()
        controller.update(1.4)
        #expect(controller.callDiagnostics.isEmpty)
        #expect(controller.percentComplete == 1)
    }
}
