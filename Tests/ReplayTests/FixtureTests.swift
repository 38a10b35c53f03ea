import GestureModel
import Interaction
import Testing

@testable import Replay

/// The whole Fixtures corpus, checked through the same code path as `gesture-replay check`.
@Suite("Fixtures")
struct FixtureTests {
    @Test(
        "the Fixtures folder holds the corpus: at least 25 cancel-path traces, each with a label or a rest, a description and expectations (the sheets corpus its rests)"
    )
    func fixturesExist() {
        #expect(Fixture.loadError == nil, "Fixtures did not load: \(Fixture.loadError ?? "")")
        #expect(Fixture.all.count >= 40)
        #expect(Fixture.all.filter { $0.group == "cancel-paths" }.count >= 25)
        #expect(Fixture.all.filter { $0.group == "edge" }.count >= 8)
        for fixture in Fixture.all {
            // A label says finish or cancel: a resting surface's traces name a place instead.
            let resting = ["resting", "sheets", "lists", "drawers", "pulls"].contains(fixture.group)
            #expect(
                (fixture.trace.label != nil) == !resting,
                "\(fixture.trace.name): a label for a transition's trace, none for a resting surface's")
            #expect(
                (fixture.trace.rest != nil) == resting,
                "\(fixture.trace.name): a rest for a resting surface's trace, none for a transition's")
            // The sheets corpus is for tuning: its rests are its expectations (`check --labels`).
            #expect(
                (fixture.trace.expect != nil) == (fixture.group != "sheets"),
                "\(fixture.trace.name): an expect block, except in the tuning corpus")
            guard case .object(let meta) = fixture.trace.meta, case .string(let description) = meta["description"]
            else {
                Issue.record("\(fixture.trace.name) has no meta.description")
                continue
            }
            #expect(!description.isEmpty)
        }
    }

    @Test("every expectation of every fixture holds", arguments: Fixture.all.filter { $0.group != "sheets" })
    func expectationsHold(fixture: Fixture) throws {
        let cases = try RegressionCheck.check(fixture.trace, file: fixture.file).get()
        #expect(!cases.isEmpty)
        for checkCase in cases {
            #expect(
                checkCase.passed,
                "\(checkCase.name): \(checkCase.mismatches.map(\.description).joined(separator: "; "))")
        }
    }

    @Test("the readable account explains the decision in numbers", arguments: Fixture.all)
    func accountExplainsDecision(fixture: Fixture) throws {
        let report = Replayer.replay(fixture.trace, scenario: try fixture.scenario())
        let text = report.text
        if let run = report.resting {
            let last = try #require(run.last)
            #expect(text.contains("rest       \(last.decision.place.name): \(last.decision.reason)"))
            #expect(text.contains("settle     ") && text.contains(last.settle.account))
            #expect(!text.contains("decision "))
        } else if let release = report.release {
            #expect(text.contains("decision   \(release.decision.reason)"))
            if release.decision.threshold != nil {
                #expect(text.contains(release.decision.direction == .finish ? "> threshold" : "≤ threshold"))
            }
            if let direction = release.decision.direction {
                #expect(text.contains("completion \(direction.rawValue) from"))
            }
        } else {
            #expect(text.contains("decision   none"))
        }
        #expect(text.contains("outcome    \(report.outcome.rawValue)"))
    }

    @Test(
        "G1: every recognizer change is allowed; progress stays in [0, 1]; completions end where they should",
        arguments: Fixture.all)
    func invariants(fixture: Fixture) throws {
        let report = Replayer.replay(fixture.trace, scenario: try fixture.scenario())
        for (previous, next) in zip(report.recognizer, report.recognizer.dropFirst()) {
            #expect(
                RecognizerPhase.isAllowed(from: previous.phase, to: next.phase), "\(previous.phase) → \(next.phase)")
        }
        #expect(!report.diagnostics.contains { $0.code == .illegalRecognizerTransition })
        #expect(report.progress.allSatisfy { (0...1).contains($0.percentComplete) })
        #expect(zip(report.progress, report.progress.dropFirst()).allSatisfy { $0.time <= $1.time })
        if let completion = report.completion {
            #expect(report.progress.last?.percentComplete == completion.toPercent)
            #expect(report.progress.last?.time == completion.endTime)
        }
    }

    @Test("replays are deterministic: the same input gives byte-identical JSON", arguments: Fixture.all)
    func deterministic(fixture: Fixture) throws {
        let scenario = try fixture.scenario()
        let first = JSONWriter.string(Replayer.replay(fixture.trace, scenario: scenario).json)
        let second = JSONWriter.string(Replayer.replay(fixture.trace, scenario: scenario).json)
        #expect(first == second)
    }

    @Test(
        "the same fling at 60, 120 and 240 Hz gets the same decision under every platform's rule",
        arguments: Scenario.comparisonPresets.map(\.name))
    func samplingRateIndependence(preset: String) throws {
        let scenario = try #require(Scenario.preset(named: preset))
        let flings = Fixture.all.filter { $0.trace.name.hasPrefix("fling-") }
        #expect(flings.map(\.trace.name).sorted() == ["fling-120hz", "fling-240hz", "fling-60hz"])
        let decisions = flings.map {
            ReplayExpectation.Decision(Replayer.replay($0.trace, scenario: scenario).decision)
        }
        #expect(Set(decisions).count == 1, "\(preset): \(decisions)")
        #expect(decisions.first != ReplayExpectation.Decision.none)
    }
}
