import GestureModel
import Interaction
import Testing

@testable import Replay

/// T12: a gesture that begins while the completion runs grabs the transition (`grab`), or the
/// completion runs on (`ignore`). Numbers worked out by hand from `HandMadeTraces.twoEdgeSwipes`.
@Suite("Interruptible transitions")
struct InterruptibleTransitionTests {
    /// edge-back on a linear curve, grabbing or ignoring a gesture during the completion.
    static func scenario(_ choice: BeganDuringCompletion) -> Scenario {
        var scenario = Scenario.edgeBack
        scenario.transition.completionCurve = .linear
        scenario.handler.onBeganDuringCompletion = choice
        return scenario
    }

    /// The first swipe moves 100 pt and lifts at 51/120 s: translation 100 − 10 (E3) = 90, progress
    /// p₁ = 90/390 = 3/13 < 0.5, a cancel of p₁ · 0.5 s = 3/26 s. The second lands 2 frames later
    /// (53/120 s), moves 4 pt a frame and begins at 16 pt (E3: 15 pt), at 57/120 s: 1/20 s into
    /// the cancel, 13/30 of it, so it grabs at 3/13 · (1 − 13/30) = 17/130. It moves 200 pt:
    /// 190/390 of its own, p₂ = 51/390 + 190/390 = 241/390 > 0.5, a finish of
    /// (1 − p₂) · 0.5 s = 149/780 s.
    static func trace() throws -> Trace { try HandMadeTraces.twoEdgeSwipes(first: 100, gap: 2, second: 200) }

    @Test("grab: the second gesture takes the cancel over where it is and finishes; one report has both decisions")
    func grab() throws {
        let report = Replayer.replay(try Self.trace(), scenario: Self.scenario(.grab))
        #expect(report.interrupted.count == 1)
        let first = try #require(report.interrupted.first)
        #expect(first.release?.decision.direction == .cancel)
        #expect(abs((first.release?.decision.progress ?? 0) - 3.0 / 13) < 1e-12)
        #expect(first.completion.direction == .cancel)
        #expect(abs(first.completion.duration - 3.0 / 26) < 1e-12)
        #expect(abs(first.grabTime - 57.0 / 120) < 1e-12)
        #expect(abs(first.grabPercent - 17.0 / 130) < 1e-9)
        #expect(report.decision == .finish)
        #expect(abs((report.release?.decision.progress ?? 0) - 241.0 / 390) < 1e-9)
        #expect(abs((report.completion?.duration ?? 0) - 149.0 / 780) < 1e-9)
        #expect(report.outcome == .finished)
        #expect(!report.diagnostics.contains { $0.code == .transitionAlreadyRunning })
        #expect(report.decidedGestureCount == 2)
        // The curve: the cancel's frames down to the grab, then the second gesture from there.
        let grabbed = try #require(report.progress.firstIndex { $0.phase == .interactive && $0.time >= first.grabTime })
        #expect(report.progress[grabbed - 1].phase == .completing)
        #expect(report.progress[grabbed - 1].percentComplete == first.grabPercent)
        #expect(report.progress[grabbed].percentComplete == first.grabPercent)
        #expect(report.text.contains("gesture    1 of 2"))
        #expect(
            report.text.contains(
                "grabbed    at 0.475 s, percentComplete 0.131: the next gesture took the transition over (T12)"))
        // The JSON names each earlier gesture, its decision and where it was grabbed.
        guard case .object(let top) = report.json, case .array(let earlier)? = top["interrupted"],
            case .object(let gesture)? = earlier.first, case .object(let grab)? = gesture["grabbed"]
        else {
            Issue.record("no interrupted gestures in the JSON report")
            return
        }
        #expect(gesture["decision"] == .string("cancel"))
        #expect(grab["percentComplete"] == .number(0.130769))
    }

    @Test("ignore: the cancel runs on and the second gesture's calls are misuse, as before")
    func ignore() throws {
        let report = Replayer.replay(try Self.trace(), scenario: Self.scenario(.ignore))
        #expect(report.interrupted.isEmpty)
        #expect(report.decision == .cancel)
        #expect(report.outcome == .cancelled)
        #expect(report.diagnostics.contains { $0.code == .transitionAlreadyRunning })
        guard case .object(let top) = report.json else { return }
        #expect(top["interrupted"] == nil)
    }

    @Test("grab: a gesture that lands after the cancel ended has nothing to grab")
    func afterTheEnd() throws {
        // The cancel ends at 51/120 + 3/26 s ≈ 0.540 s; the second finger begins at 16 pt, 75/120 = 0.625 s.
        let report = Replayer.replay(
            try HandMadeTraces.twoEdgeSwipes(first: 100, gap: 20, second: 200), scenario: Self.scenario(.grab))
        #expect(report.interrupted.isEmpty)
        #expect(report.decision == .cancel)
        #expect(report.diagnostics.contains { $0.code == .transitionAlreadyRunning })
    }

    @Test("an expectation names the gesture it checks; a gesture the trace does not have is a mismatch")
    func expectationOfAGesture() throws {
        let report = Replayer.replay(try Self.trace(), scenario: Self.scenario(.grab))
        #expect(ReplayExpectation(decision: .cancel, outcome: .interrupted, gesture: 1).mismatches(in: report).isEmpty)
        #expect(ReplayExpectation(decision: .finish, outcome: .finished, gesture: 2).mismatches(in: report).isEmpty)
        #expect(ReplayExpectation(decision: .finish, outcome: .finished).mismatches(in: report).isEmpty)
        let wrong = ReplayExpectation(decision: .finish, gesture: 1).mismatches(in: report)
        #expect(wrong.map(\.field) == ["decision"])
        let missing = ReplayExpectation(decision: .finish, gesture: 3).mismatches(in: report)
        #expect(
            missing.map(\.description).first?.hasPrefix("gesture: expected gesture 3, got 2 gestures that decided")
                == true)
        // --update fills in gesture 1's own numbers, and leaves a missing gesture for a person.
        let updated = ReplayExpectation(gesture: 1).updated(from: report)
        #expect(updated.decision == .cancel)
        #expect(updated.outcome == .interrupted)
        #expect(updated.releaseProgress == 0.2308)
        #expect(updated.completionDuration == 0.1154)
        #expect(ReplayExpectation(decision: .finish, gesture: 3).updated(from: report).gesture == 3)
    }

    @Test("a sweep replays a trace whose first release may be grabbed whole at each grid point, by both methods")
    func sweep() throws {
        let traces = [try Self.trace(), try HandMadeTraces.twoEdgeSwipes(first: 230, gap: 2, second: 40)]
        let axes = [SweepAxis(name: "threshold", values: [0.3, 0.5, 0.7])]
        for method in [Sweep.Method.thresholdLines, .pointByPoint] {
            let result = try Sweep.run(
                traces: traces, base: Self.scenario(.grab), axes: axes, threads: 1, method: method
            ).get()
            for (index, threshold) in [0.3, 0.5, 0.7].enumerated() {
                var scenario = Self.scenario(.grab)
                scenario.handler.threshold = threshold
                let reports = traces.map { Replayer.replay($0, scenario: scenario) }
                #expect(
                    result.counts[index].finished == reports.filter { $0.decision == .finish }.count,
                    "\(method) at \(threshold)")
                #expect(
                    result.counts[index].cancelled == reports.filter { $0.decision == .cancel }.count,
                    "\(method) at \(threshold)")
            }
        }
    }
}
