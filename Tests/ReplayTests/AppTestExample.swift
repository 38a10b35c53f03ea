// README example begins
import Foundation
import GestureModel
import Replay
import Testing

@Test func systemCancelledDismissCancelsQuickly() throws {
    let recordings = Bundle.module.url(forResource: "Recordings", withExtension: nil)?.path ?? "Recordings"
    let trace = try Trace(contentsOfFile: recordings + "/swipe-dismiss-system-cancel.json")
    var scenario = Scenario.swipeDismiss
    scenario.transition.completionSpeed = .constant(1)  // the fix under test: no 1 − percentComplete
    let report = Replayer.replay(trace, scenario: scenario)
    #expect(report.decision == .cancel)
    #expect(report.outcome == .cancelled)
    #expect(try #require(report.completion).duration < 1.5)
    #expect(!report.diagnostics.contains { $0.code == .stuckTransition })
    #expect(ReplayExpectation(decision: .cancel, completionDuration: 1.03).mismatches(in: report).isEmpty)
}
// README example ends
