import Foundation
import GestureModel
import Interaction
import Testing

@testable import Replay

@Suite("Fidelity")
struct FidelityTests {
    @Test("the Android recordings agree with the lsq2 model at the lift, every one of them")
    func androidGroundTruth() throws {
        let traces = AndroidGroundTruth.traces()
        #expect(
            traces.map(\.name) == [
                "SailfishFlingUpSlow1", "SailfishFlingUpSlow3", "SailfishFlingUpFaster1", "SailfishFlingUpFast1",
                "SailfishFlingDownSlow1",
                "SailfishFlingDownSlow2", "SailfishFlingDownSlow3", "SailfishFlingDownFaster2",
                "SailfishFlingDownFast3",
            ])
        let results = traces.compactMap {
            FidelityCheck.check(
                $0, file: "android.jsonl", scenario: AndroidGroundTruth.scenario, tolerances: FidelityTolerances())
        }
        let summary = FidelitySummary(traces: results, tolerances: FidelityTolerances())
        for result in results where !result.agrees {
            Issue.record("\(result.name): \(result.findings.filter { !$0.agrees })")
        }
        let agrees = summary.agrees
        #expect(agrees)
        let velocity = try #require(summary.statistics.first { $0.measure == .velocity })
        #expect(velocity.compared == traces.count)
        #expect((velocity.maximumRelative ?? 1) < 0.005, "LSQ2 in float agrees with Android's to well under 1 %")
    }

    @Test("a pager's rest against the device's report after its release; no report means it stayed")
    func rests() throws {
        var trace = try #require(Fixture.all.first { $0.trace.name == "pager-flick-to-next-page" }).trace
        let report = Replayer.replay(trace, scenario: .uikitPaging)
        let release = try #require(report.resting?.releases.first)
        #expect(release.decision.place.name == "page 1", "1368 pt/s > 300 forward")
        func findings(_ rests: [ObservedRest]) throws -> [FidelityFinding] {
            trace.observed = ObservedBehaviour()
            trace.observed?.rest = rests
            let result = try #require(
                FidelityCheck.check(trace, file: "p.json", scenario: .uikitPaging, tolerances: FidelityTolerances()))
            return result.findings.filter { $0.measure == .rest }
        }
        let agreeing = try findings([ObservedRest(time: release.time + 0.33, place: "page 1")])
        #expect(agreeing.map(\.agrees) == [true])
        let other = try findings([ObservedRest(time: release.time + 0.33, place: "page 0")])
        #expect(other.map(\.observed) == ["page 0"] && other.map(\.agrees) == [false])
        // A report before the release belongs to an earlier gesture: this release had none, so the
        // pager stayed at page 0, where it began.
        let stale = try findings([ObservedRest(time: release.time - 0.1, place: "page 1")])
        #expect(stale.map(\.observed) == ["page 0 (no report: unchanged)"])
        #expect(stale.map(\.agrees) == [false])
    }

    @Test("the same velocities perturbed by 30 % disagree, every one")
    func perturbed() {
        let results = AndroidGroundTruth.traces(scale: 1.3).compactMap {
            FidelityCheck.check(
                $0, file: "perturbed.jsonl", scenario: AndroidGroundTruth.scenario, tolerances: FidelityTolerances())
        }
        #expect(results.count == 9)
        for result in results {
            let caught = result.findings.contains { $0.measure == .velocity && !$0.agrees && ($0.relative ?? 0) > 0.2 }
            #expect(caught, "\(result.name)")
        }
        let summary = FidelitySummary(traces: results, tolerances: FidelityTolerances())
        let agrees = summary.agrees
        #expect(!agrees)
        #expect(summary.text.contains("0 of \(results.count) recordings agree within the tolerances"))
        // Each perturbed recording disagrees on its one velocity: "(1 disagreement)", not "(1 disagreements)".
        #expect(summary.text.contains(" (1 disagreement)") && !summary.text.contains("(1 disagreements)"))
    }

    /// The corpus the tool's own test and the README use, made by `AndroidGroundTruth` and committed.
    static let corpusFile =
        (AndroidGroundTruth.dataFile as NSString).deletingLastPathComponent + "/sailfish-flings-observed.jsonl"

    @Test(
        "Tests/Conformance/sailfish-flings-observed.jsonl is what the converter makes of Android's data (GESTURE_REPLAY_UPDATE=1 rewrites it)"
    )
    func committedCorpus() throws {
        let made = AndroidGroundTruth.traces().map { JSONWriter.string(TraceWriter.json($0), pretty: false) + "\n" }
            .joined()
        try Golden.expect(made, equalsFile: Self.corpusFile, "the converted Android corpus")
    }

    @Test(
        "a long observed block is compared in one pass: 160,000 callbacks against 160,000 events",
        .timeLimit(.minutes(1)))
    func longObservedBlock() throws {
        let count = 160_000
        var events = [
            TouchEvent(time: 0, touches: [TouchSample(id: 1, phase: .began, location: Point(x: 200, y: 100))])
        ]
        var samples: [ObservedRecognizerSample] = []
        for step in 1...count {
            let time = Double(step) / 120
            let phase: TouchPhase = step == count ? .ended : .moved
            events.append(
                TouchEvent(
                    time: time,
                    touches: [TouchSample(id: 1, phase: phase, location: Point(x: 200, y: 100 + Double(step % 400)))]))
            samples.append(ObservedRecognizerSample(time: time, state: .changed))
        }
        var trace = try Trace(name: "long", screen: Screen(size: Size(width: 390, height: 844)), events: events)
        trace.observed = ObservedBehaviour(recognizer: ObservedRecognizer(kind: "pan", samples: samples))
        let fidelity = try #require(
            FidelityCheck.check(trace, file: "long.json", scenario: .swipeDismiss, tolerances: FidelityTolerances()))
        #expect(fidelity.findings.filter { $0.measure == .states }.count == count)
    }

    @Test(
        "a SwiftUI drag's observed predicted end is compared with translation + 0.25 s × velocity; a recording of a drag is not a pan's"
    )
    func swiftUIPredictedEnd() throws {
        // 1000 pt/s down at 120 Hz from (100, 100): the drag begins at the second move (16.7 pt),
        // and every later callback sees v = 1000 pt/s, so the predicted end is T + 250 pt.
        var events = [
            TouchEvent(time: 0, touches: [TouchSample(id: 1, phase: .began, location: Point(x: 100, y: 100))])
        ]
        var samples: [ObservedRecognizerSample] = []
        for frame in 1...6 {
            let time = Double(frame) / 120
            let y = 1000 * time
            events.append(
                TouchEvent(
                    time: time, touches: [TouchSample(id: 1, phase: .moved, location: Point(x: 100, y: 100 + y))]))
            guard frame >= 3 else { continue }
            // The device's reading is 2 pt past the model's at frame 3 and 12 pt past at frame 6.
            let off = frame == 6 ? 12.0 : 2.0
            samples.append(
                ObservedRecognizerSample(
                    time: time, state: .changed, translation: Vector(dx: 0, dy: y), velocity: Vector(dx: 0, dy: 1000),
                    predictedEndTranslation: Vector(dx: 0, dy: y + 250 + off)))
        }
        var trace = try Trace(name: "drag", screen: Screen(size: Size(width: 390, height: 844)), events: events)
        trace.observed = ObservedBehaviour(recognizer: ObservedRecognizer(kind: "drag", samples: samples))
        let fidelity = try #require(
            FidelityCheck.check(trace, file: "drag.json", scenario: .swiftUIDismiss, tolerances: FidelityTolerances()))
        let predicted = fidelity.findings.filter { $0.measure == .predictedEnd }
        // The allowance is 1 pt + 0.25 s × max(10, 5 % of 1000) pt/s = 13.5 pt: 2 and 12 pt agree.
        #expect(predicted.count == 4)
        #expect(predicted.allSatisfy { $0.agrees })
        #expect(predicted.map { ($0.error * 1e6).rounded() / 1e6 } == [2, 2, 2, 12])
        #expect(
            FidelityCheck.modelMismatch(trace, scenario: .swipeDismiss)
                == "the recording observed a SwiftUI drag; swipe-dismiss models a pan: pass --preset or --scenario")
        #expect(FidelityCheck.modelMismatch(trace, scenario: .swiftUIDismiss) == nil)
    }

    @Test(
        "the system's own decisions: each coordinator report against the model's gesture, and the system gesture picks its preset"
    )
    func systemDecisions() throws {
        // The grabbed-cancel fixture: the content pop cancels at 0.153 and, grabbed at 0.136, pops at 0.701.
        var trace = try Trace(
            contentsOfFile: Fixture.packageRoot + "/Fixtures/interrupted/content-pop-grabbed-during-cancel.json")
        trace.scenario = nil
        var observed = ObservedBehaviour()
        observed.recognizers = [ObservedRecognizer(kind: "contentPan", owner: .system, role: .contentPop)]
        observed.coordinator = [
            ObservedCoordinator(time: 0.425, isCancelled: true, percentComplete: 0.15),
            ObservedCoordinator(time: 0.69, isCancelled: false, percentComplete: 0.70, gesture: 2),
        ]
        trace.observed = observed
        // No inline scenario: a recording of the system's content pop replays under its model.
        #expect(Scenario.systemModel(for: trace)?.name == "ios-content-pop")
        let scenario = try Scenario.resolve(for: trace, file: "t.json").get()
        #expect(scenario.name == "ios-content-pop")
        let fidelity = try #require(
            FidelityCheck.check(trace, file: "t.json", scenario: scenario, tolerances: FidelityTolerances()))
        let decisions = fidelity.findings.filter { $0.measure == .decision }
        #expect(decisions.map(\.model) == ["cancel", "finish"])
        #expect(decisions.allSatisfy { $0.agrees })
        let percents = fidelity.findings.filter { $0.measure == .percentComplete }
        // |0.153487 − 0.15| and |0.70066 − 0.70|: within the 0.01 tolerance.
        #expect(percents.map { ($0.error * 1000).rounded() / 1000 } == [0.003, 0.001])
        #expect(fidelity.agrees)

        // A device that popped on the first release disagrees with the model's cancel; a third
        // report has no gesture to compare with.
        trace.observed?.coordinator[0].isCancelled = false
        trace.observed?.coordinator.append(ObservedCoordinator(time: 1.2, isCancelled: false, gesture: 3))
        let flipped = try #require(
            FidelityCheck.check(trace, file: "t.json", scenario: scenario, tolerances: FidelityTolerances()))
        let flippedDecisions = flipped.findings.filter { $0.measure == .decision }
        #expect(flippedDecisions.map(\.agrees) == [false, true, false])
        #expect(flippedDecisions.last?.model == "no gesture 3")
        // Under ios-pop (an edge recognizer) the recording's kind does not match.
        #expect(
            FidelityCheck.modelMismatch(trace, scenario: .iosPop)
                == "the recording observed a content pop; ios-pop models a screen-edge pan: pass --preset or --scenario"
        )
    }

    @Test(
        "a device that cancelled its completion disagrees with a model that finished; fields the check does not compare are named"
    )
    func completedAndUncompared() throws {
        // Under edge-back the slow drag finishes at 0.615 of the width; the device's log says its
        // completion ended when the model's did, but cancelled.
        var trace = try Trace(contentsOfFile: Fixture.packageRoot + "/Fixtures/edge/left-slow-drag-finish.json")
        let model = Replayer.replay(trace, scenario: .edgeBack)
        let end = try #require(model.completion?.endTime)
        trace.observed = ObservedBehaviour(
            transition: [
                ObservedTransitionCall(time: 0.1, call: .start), ObservedTransitionCall(time: 0.2, call: .update),
                ObservedTransitionCall(time: 0.9, call: .finish, completionSpeed: 1, duration: 0.5),
            ],
            completion: ObservedCompletion(time: end, completed: false))
        let cancelled = try #require(
            FidelityCheck.check(trace, file: "t.json", scenario: .edgeBack, tolerances: FidelityTolerances()))
        let completed = try #require(cancelled.findings.first { $0.measure == .completed })
        #expect(completed.model == "completed" && completed.observed == "cancelled" && !completed.agrees)
        #expect(cancelled.findings.first { $0.measure == .completionTime }?.agrees == true)
        #expect(!cancelled.agrees)
        #expect(
            cancelled.notCompared == ["start calls", "update calls", "completionSpeed at finish", "duration at finish"])
        #expect(
            FidelitySummary(traces: [cancelled], tolerances: FidelityTolerances()).text.contains(
                "not compared: start calls (1 of 1), update calls (1 of 1), completionSpeed at finish (1 of 1), duration at finish (1 of 1)"
            ))

        trace.observed?.completion?.completed = true
        let agreeing = try #require(
            FidelityCheck.check(trace, file: "t.json", scenario: .edgeBack, tolerances: FidelityTolerances()))
        #expect(agreeing.findings.first { $0.measure == .completed }?.agrees == true)
        #expect(agreeing.findings.filter { !$0.agrees }.map(\.measure) == [])

        // A log of animator calls alone compares nothing, and says what it held.
        trace.observed = ObservedBehaviour(transition: [
            ObservedTransitionCall(time: 0.2, call: .fractionComplete),
            ObservedTransitionCall(time: 0.9, call: .continueAnimation),
        ])
        let nothing = try #require(
            FidelityCheck.check(trace, file: "t.json", scenario: .edgeBack, tolerances: FidelityTolerances()))
        #expect(!nothing.compared)
        #expect(
            FidelitySummary(traces: [nothing], tolerances: FidelityTolerances()).text.contains(
                "it holds animator calls (fractionComplete, continueAnimation), which fidelity does not compare"))
    }
}
