import GestureModel
import Interaction
import Testing

@testable import Replay

/// The one-line calls the README and docs/handler-code.md show, each written here as it is there,
/// on a recording whose decision under each is known.
@Suite("The docs' one-line calls")
struct DocCallExamples {
    @Test("the README's replay through handler code: the sheet's finish recording dismisses")
    func readmeCall() throws {
        let trace = try Trace(
            contentsOfFile: Fixture.packageRoot + "/Tests/ReplayTests/Recordings/swipe-dismiss-finish.json")
        // swift-format-ignore
        let report = Replayer.replay(trace, setup: sheetDismissal, handler: SheetDismissHandler())
        #expect(report.decision == .finish)
    }

    @Test("handler-code.md's SwiftUI drag and animator calls: the same decisions as their presets")
    func handlerCodeCalls() throws {
        do {
            let trace = try Trace(contentsOfFile: Fixture.packageRoot + "/Fixtures/pan/swipe-dismiss-finish.json")
            // swift-format-ignore
            let report = Replayer.replay(trace, setup: Scenario.swiftUIDismiss.setup, handler: SwiftUIDrag(SheetDismissDrag(height: trace.view.height)))
            #expect(report.decision == Replayer.replay(trace, scenario: .swiftUIDismiss).decision)
        }
        do {
            let trace = try Trace(contentsOfFile: Fixture.packageRoot + "/Fixtures/edge/left-slow-drag-finish.json")
            // swift-format-ignore
            let report = Replayer.replay(trace, setup: Scenario.edgeBack.setup, handler: AnimatorDriven(TouchwondersDriver(), duration: 0.5))
            #expect(report.decision == .finish)
        }
    }
}
