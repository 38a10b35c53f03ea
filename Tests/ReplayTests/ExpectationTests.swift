import GestureModel
import Interaction
import Testing

@testable import Replay

/// The slow drag fixture under edge-back: finish at 0.615, completion 0.192 s, no diagnostics.
private func slowDragReport() throws -> ReplayReport {
    let fixture = try #require(Fixture.all.first { $0.trace.name == "left-slow-drag-finish" })
    return Replayer.replay(fixture.trace, scenario: .edgeBack)
}

@Suite("Expectations")
struct ExpectationTests {
    @Test("a matching expectation has no mismatches")
    func passes() throws {
        let report = try slowDragReport()
        let expectation = ReplayExpectation(
            decision: .finish, outcome: .finished, releaseProgress: 0.615, completionDuration: 0.192)
        #expect(expectation.mismatches(in: report).isEmpty)
    }

    @Test(
        "each kind of mismatch is named with expected and actual, and why in numbers",
        arguments: [
            (
                ReplayExpectation(decision: .cancel),
                "decision: expected cancel, got finish (released at 0.62 > threshold 0.50 → finish)"
            ),
            (
                ReplayExpectation(outcome: .stuck),
                "outcome: expected stuck, got finished (released at 0.62 > threshold 0.50 → finish)"
            ),
            (
                ReplayExpectation(releaseProgress: 0.5),
                "releaseProgress: expected 0.500 ± 0.010, got 0.615 (released at 0.62 > threshold 0.50 → finish)"
            ),
            (
                ReplayExpectation(completionDuration: 0.5),
                "completionDuration: expected 0.500 s ± 0.010, got 0.192 s (finish from 0.615 at speed 1.000)"
            ),
            (
                ReplayExpectation(diagnostics: [.longCompletion]),
                "diagnostics: expected long-completion to appear, got none"
            ),
        ])
    func mismatchAccounts(expectation: ReplayExpectation, account: String) throws {
        let mismatches = expectation.mismatches(in: try slowDragReport())
        #expect(mismatches.map(\.description) == [account])
    }

    @Test("an absent code that appears is a mismatch carrying the diagnostic's own sentence")
    func absentDiagnostic() throws {
        let fixture = try #require(Fixture.all.first { $0.trace.name == "pinch-cancelled" })
        let report = Replayer.replay(fixture.trace, scenario: .bookPinch)
        let mismatches = ReplayExpectation(absentDiagnostics: [.stuckTransition]).mismatches(in: report)
        #expect(mismatches.count == 1)
        #expect(
            mismatches.first?.description.hasPrefix(
                "diagnostics: expected no stuck-transition, got one (The transition began") == true)
    }

    @Test("tolerances hold at their edges: exactly the tolerance away passes, a little more fails")
    func toleranceEdges() throws {
        let report = try slowDragReport()
        let actual = try #require(report.release?.decision.progress)
        let duration = try #require(report.completion?.duration)
        #expect(ReplayExpectation(releaseProgress: actual + 0.01).mismatches(in: report).isEmpty)
        #expect(ReplayExpectation(releaseProgress: actual - 0.01).mismatches(in: report).isEmpty)
        #expect(ReplayExpectation(releaseProgress: actual + 0.0101).mismatches(in: report).count == 1)
        #expect(
            ReplayExpectation(releaseProgress: actual + 0.05, releaseProgressTolerance: 0.05).mismatches(in: report)
                .isEmpty)
        #expect(ReplayExpectation(releaseProgress: actual, releaseProgressTolerance: 0).mismatches(in: report).isEmpty)
        #expect(ReplayExpectation(completionDuration: duration + 0.01).mismatches(in: report).isEmpty)
        #expect(ReplayExpectation(completionDuration: duration + 0.011).mismatches(in: report).count == 1)
        #expect(
            ReplayExpectation(completionDuration: duration - 0.2, completionDurationTolerance: 0.2).mismatches(
                in: report
            ).isEmpty)
    }

    @Test("updating from a report makes the expectation pass and keeps its scenario, tolerances and absent codes")
    func updated() throws {
        let report = try slowDragReport()
        let stale = ReplayExpectation(
            scenario: .preset("edge-back"), decision: .cancel, outcome: .cancelled, releaseProgress: 0.3,
            releaseProgressTolerance: 0.02, absentDiagnostics: [.stuckTransition])
        let fresh = stale.updated(from: report)
        #expect(fresh.mismatches(in: report).isEmpty)
        #expect(fresh.scenario == .preset("edge-back"))
        #expect(fresh.releaseProgressTolerance == 0.02)
        #expect(fresh.absentDiagnostics == [.stuckTransition])
        #expect(fresh.decision == .finish)
        #expect(fresh.updated(from: report) == fresh)
        // Fields that were not checked stay unchecked: nothing is pinned.
        #expect(fresh.completionDuration == nil)
    }

    @Test("a passing entry is untouched by an update, and an entry that checks nothing fails and is filled in")
    func passingUntouched() throws {
        let report = try slowDragReport()
        let loose = ReplayExpectation(decision: .finish)
        #expect(loose.mismatches(in: report).isEmpty)
        #expect(loose.updated(from: report) == loose)
        let empty = ReplayExpectation()
        #expect(empty.mismatches(in: report).map(\.field) == ["expect"])
        let filled = empty.updated(from: report)
        #expect(filled.decision == .finish && filled.outcome == .finished)
        #expect(filled.releaseProgress == 0.6151)
        #expect(filled.mismatches(in: report).isEmpty)
    }

    @Test("expectations round-trip through their JSON form")
    func jsonRoundTrip() throws {
        let expectation = ReplayExpectation(
            scenario: .preset("swipe-dismiss"), decision: ReplayExpectation.Decision.none, outcome: .stuck,
            releaseProgress: 0.25,
            releaseProgressTolerance: 0.05, completionDuration: 1.5, diagnostics: [.stuckTransition],
            absentDiagnostics: [.progressJump])
        let decoded = try ReplayExpectation.decodeAll(.array([expectation.json]), file: "f.json").get()
        #expect(decoded == [expectation])
    }

    @Test(
        "a bad expect block names the file, the place and the rule",
        arguments: [
            (
                #"[{"decision": "maybe"}]"#,
                "f.json: expect[0].decision: \"maybe\" is not a decision (finish, cancel, none) (expectations)"
            ),
            (
                #"[{"scenario": ""}]"#,
                "f.json: expect[0].scenario: \"\" is not a preset (edge-back, swipe-dismiss, swipe-back, book-pinch, ios-pop, flutter-cupertino, android-back, react-navigation, photo-transitioning, touchwonders, hero-example, navigation-transitions, navigation-transitions-content, swiftui-dismiss, ios-content-pop, fluid-interfaces, android-sheet, compose-sheet, flutter-sheet, floating-panel, flutter-page, android-viewpager, android-pager-snap, uikit-sheet, uikit-paging, flutter-dismissible, android-item-swipe, uikit-swipe-actions, android-drawer, flutter-drawer, android-swipe-refresh, flutter-refresh, uikit-refresh-control) or a scenario file (expectations)"
            ),
            (
                #"[{"diagnostics": ["stuck"]}]"#,
                "f.json: expect[0].diagnostics[0]: \"stuck\" is not a diagnostic code (see docs/diagnostics.md) (expectations)"
            ),
            (
                #"[{"tolerance": {"releaseProgress": -1}}]"#,
                "f.json: expect[0].tolerance.releaseProgress: -1 is not a tolerance ≥ 0 (expectations)"
            ),
            (#"[{"outcome": 3}]"#, "f.json: expect[0].outcome: expected a string, found a number (field types)"),
        ])
    func badExpectBlock(text: String, message: String) throws {
        guard case .failure(let failure) = ReplayExpectation.decodeAll(try JSONParser.parse(text), file: "f.json")
        else {
            Issue.record("accepted \(text)")
            return
        }
        #expect(failure.problems.first?.description == message)
    }

    @Test("rewriting the expect block keeps every other byte of the file")
    func rewriteKeepsBytes() throws {
        let original = """
            {
              "name": "x",   "screen": {"width": 390,"height": 844},
              "expect": [
                {"decision": "cancel"}
              ],
              "events": [{"t": 0, "touches": [{"id": 1, "phase": "began", "x": 4, "y": 400}]}]
            }

            """
        let replaced = try #require(
            RegressionCheck.rewritingExpectations(
                in: Array(original.utf8), with: [ReplayExpectation(decision: .finish, outcome: .finished)]))
        let text = String(decoding: replaced, as: UTF8.self)
        let expected = original.replacingOccurrences(
            of: "[\n    {\"decision\": \"cancel\"}\n  ]",
            with: "[\n    {\"decision\": \"finish\", \"outcome\": \"finished\"}\n  ]")
        #expect(text == expected)
    }

    @Test("JUnit XML counts cases and failures and escapes the account")
    func junit() throws {
        let report = try slowDragReport()
        let pass = CheckCase(file: "a.json", expectation: ReplayExpectation(), report: report, mismatches: [])
        let fail = CheckCase(
            file: "b&c.json", expectation: ReplayExpectation(decision: .cancel), report: report,
            mismatches: ReplayExpectation(decision: .cancel).mismatches(in: report))
        let xml = JUnitReport.xml(for: [pass, fail])
        #expect(xml.contains(#"tests="2" failures="1""#))
        #expect(xml.contains(#"<testcase classname="b&amp;c" name="edge-back">"#))
        #expect(xml.contains("released at 0.62 &gt; threshold 0.50 → finish"))
    }
}

@Suite("JUnit")
struct JUnitTests {
    @Test(
        "a fixture that cannot be checked is an <error> testcase, and class names carry no dots",
        arguments: [
            ("Fixtures/edge/left-slow-drag-finish.json", "Fixtures/edge/left-slow-drag-finish"),
            ("corpus.v2.jsonl:12", "corpus_v2:12"),
            ("a.json", "a"),
        ])
    func unchecked(file: String, className: String) {
        let xml = JUnitReport.xml(
            for: [], unchecked: [JUnitReport.Unchecked(file: file, problems: ["expect[0].decison: misspelt"])])
        #expect(xml.contains(#"tests="1" failures="0" errors="1""#))
        #expect(xml.contains(#"<testcase classname="\#(className)" name="unchecked">"#))
        #expect(xml.contains(#"<error message="expect[0].decison: misspelt" type="bad input">"#))
    }
}

@Suite("check --update's rewrite")
struct ExpectationUpdateTests {
    private func slowDrag() throws -> (bytes: [UInt8], trace: Trace, file: String) {
        let file = Fixture.packageRoot + "/Fixtures/edge/left-slow-drag-finish.json"
        let bytes = Array(try String(contentsOfFile: file, encoding: .utf8).utf8)
        return (bytes, try TraceDecoder.decode(bytes, file: file).get().trace, file)
    }

    @Test("a failing field takes the current value, a holding one stays, and only the expect block changes")
    func rewrite() throws {
        let (original, trace, file) = try slowDrag()
        var stale = trace
        stale.expect = try JSONParser.parse(#"[{"decision": "cancel", "releaseProgress": 0.615}]"#)
        let cases = try RegressionCheck.check(stale, file: file).get()
        let update = try #require(
            try RegressionCheck.update(file: file, bytes: original, cases: cases, selected: { _ in true }).get())
        #expect(update.changes == ["updated \(file) [edge-back]: decision cancel → finish"])
        let text = String(decoding: update.bytes, as: UTF8.self)
        #expect(text.contains(#"{"decision": "finish", "releaseProgress": 0.615}"#))
        // Everything before the expect block is the original, byte for byte.
        let before = String(decoding: original, as: UTF8.self)
        let head = try #require(before.range(of: "\"expect\""))
        #expect(text.hasPrefix(String(before[..<head.lowerBound])))
    }

    @Test("nothing to change gives nil; unselected cases keep their expectation as written")
    func untouched() throws {
        let (original, trace, file) = try slowDrag()
        let cases = try RegressionCheck.check(trace, file: file).get()
        #expect(
            try RegressionCheck.update(file: file, bytes: original, cases: cases, selected: { _ in true }).get() == nil)
        var stale = trace
        stale.expect = try JSONParser.parse(#"[{"decision": "cancel"}]"#)
        let staleCases = try RegressionCheck.check(stale, file: file).get()
        #expect(
            try RegressionCheck.update(file: file, bytes: original, cases: staleCases, selected: { _ in false }).get()
                == nil)
    }

    @Test(
        "rebased onto the file as it is now: another run's expectation is kept; a changed motion or expect block is refused"
    )
    func rebase() throws {
        let (_, trace, file) = try slowDrag()
        var checked = trace
        checked.expect = try JSONParser.parse(
            #"[{"scenario": "edge-back", "decision": "cancel"}, {"scenario": "ios-pop"}]"#)
        let cases = try RegressionCheck.check(checked, file: file).get()
        // Another run wrote ios-pop's decision meanwhile: this run's edge-back update keeps it.
        var current = checked
        current.expect = try JSONParser.parse(
            #"[{"scenario": "edge-back", "decision": "cancel"}, {"scenario": "ios-pop", "decision": "finish"}]"#)
        let rebased = try RegressionCheck.rebased(cases, checked: checked, onto: current, file: file).get()
        #expect(rebased.map(\.expectation.decision) == [.cancel, .finish])
        #expect(rebased.map(\.mismatches.isEmpty) == [false, true])

        var events = Array(current.events)
        var touch = events[1].touches[events[1].touches.startIndex]
        touch.location.x += 1
        events[1].touches = [touch]
        var moved = try Trace(name: current.name, screen: current.screen, view: current.view, events: events)
        moved.expect = current.expect
        guard case .failure(let failure) = RegressionCheck.rebased(cases, checked: checked, onto: moved, file: "t.json")
        else {
            Issue.record("rebased onto another motion")
            return
        }
        #expect(
            failure.message
                == "t.json: its events changed while it was checked, so its results no longer hold; nothing was written to it: run check --update again"
        )
        var reordered = checked
        reordered.expect = try JSONParser.parse(#"[{"scenario": "ios-pop"}, {"scenario": "edge-back"}]"#)
        #expect(throws: ExpectationUpdateFailure.self) {
            try RegressionCheck.rebased(cases, checked: checked, onto: reordered, file: "t.json").get()
        }
    }

    @Test("a file without a top-level expect member cannot be rewritten, and says so")
    func noExpectMember() throws {
        let (_, trace, file) = try slowDrag()
        var stale = trace
        stale.expect = try JSONParser.parse(#"[{"decision": "cancel"}]"#)
        let cases = try RegressionCheck.check(stale, file: file).get()
        let bytes = Array(#"{"screen": {"width": 1, "height": 1}, "events": []}"#.utf8)
        guard
            case .failure(let failure) = RegressionCheck.update(
                file: "x.json", bytes: bytes, cases: cases, selected: { _ in true })
        else {
            Issue.record("rewrote a file with no expect member")
            return
        }
        #expect(failure.message == #"x.json: no top-level "expect" member to rewrite"#)
    }
}

@Suite("Expectations with scenario files")
struct ScenarioFileExpectationTests {
    /// The system-cancelled dismissal with `expect`, as if it were a fixture in Tests/ReplayTests.
    private func fixture(_ expect: String) throws -> (trace: Trace, file: String) {
        var trace = try #require(Fixture.all.first { $0.trace.name == "swipe-dismiss-system-cancel" }).trace
        trace.expect = try JSONParser.parse(expect)
        return (trace, Fixture.packageRoot + "/Tests/ReplayTests/fixture.json")
    }

    @Test("an expectation's scenario may be a scenario file, found relative to the fixture's folder")
    func scenarioFile() throws {
        // completionSpeed 1 instead of 1 − percentComplete: the cancel from 0.685 takes 0.685 × 1.5 s = 1.03 s.
        let (trace, file) = try fixture(
            #"[{"scenario": "ScenarioFiles/dismiss-speed-1.json", "decision": "cancel", "completionDuration": 1.03}, {"decision": "cancel"}]"#
        )
        let cases = try RegressionCheck.check(trace, file: file).get()
        #expect(cases.count == 2)
        #expect(cases[0].name.hasSuffix("fixture.json [dismiss-speed-1]"))
        #expect(cases[0].passed, "\(cases[0].mismatches)")
        #expect(cases[1].handler == "swipe-dismiss")
        // The file's scenario really differs from the trace's own: 1 − percentComplete takes much longer.
        let own = try #require(cases[1].report.completion?.duration)
        #expect(own > 2)
    }

    @Test("a scenario that is neither a preset nor a readable, valid file fails the fixture, naming the place")
    func badScenarioFile() throws {
        let (missing, file) = try fixture(#"[{"scenario": "my-dismiss", "decision": "cancel"}]"#)
        guard case .failure(let failure) = RegressionCheck.check(missing, file: file) else {
            Issue.record("a missing scenario file passed")
            return
        }
        #expect(failure.description.contains("fixture.json: expect[0].scenario: \"my-dismiss\" is not a preset"))
        #expect(failure.description.contains("or a scenario file"))
        let (broken, _) = try fixture(#"[{"scenario": "ScenarioFiles/broken.json"}]"#)
        guard case .failure(let invalid) = RegressionCheck.check(broken, file: file) else {
            Issue.record("an invalid scenario file passed")
            return
        }
        #expect(invalid.description.contains("broken.json: transition.duration"))
    }

    @Test("ownScenario (check --scenario FILE) replaces the trace's own scenario, not a named preset's")
    func ownScenario() throws {
        let (trace, file) = try fixture(
            #"[{"decision": "cancel", "completionDuration": 1.03}, {"scenario": "swipe-dismiss", "completionDuration": 1.03}]"#
        )
        var speedOne = Scenario.swipeDismiss
        speedOne.name = "speed-one"
        speedOne.transition.completionSpeed = .constant(1)
        let cases = try RegressionCheck.check(trace, file: file, ownScenario: speedOne).get()
        #expect(cases.map(\.handler) == ["speed-one", "swipe-dismiss"])
        #expect(cases.map(\.passed) == [true, false])
    }

    @Test("a file scenario round-trips through the expectation's JSON")
    func roundTrip() throws {
        let expectation = ReplayExpectation(scenario: .file("../scenarios/my-dismiss.json"), decision: .finish)
        #expect(try ReplayExpectation.decodeAll(.array([expectation.json]), file: "f.json").get() == [expectation])
    }
}

extension String {
    fileprivate func replacingOccurrences(of target: String, with replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}

@Suite("Expectations of a resting surface")
struct RestExpectationTests {
    static func fixture(_ name: String) throws -> Trace {
        try #require(Fixture.all.first { $0.trace.name == name }).trace
    }

    @Test("`rest` names the place: a wrong one is a mismatch with the rule's numbers, a page index reads as its page")
    func rest() throws {
        let trace = try Self.fixture("sheet-flick-up-to-half")
        let report = Replayer.replay(trace, scenario: .androidSheet)
        #expect(ReplayExpectation(rest: "half-expanded").mismatches(in: report).isEmpty)
        let wrong = ReplayExpectation(rest: "expanded").mismatches(in: report)
        #expect(
            wrong.map(\.description) == [
                "rest: expected expanded, got half-expanded (moving up from below half-expanded → half-expanded)"
            ])
        // Under a transition there is no place to come to rest at.
        let transition = Replayer.replay(trace, scenario: .swipeDismiss)
        #expect(
            ReplayExpectation(rest: "half-expanded").mismatches(in: transition).first?.actual == "no resting surface")
        // `--update` writes the place an empty entry did not check.
        #expect(ReplayExpectation().updated(from: report).rest == "half-expanded")
        let document = try JSONParser.parse(Array(#"[{"rest": 1}, {"rest": "page 2"}]"#.utf8))
        let read = try ReplayExpectation.decodeAll(document, file: "t.json").get()
        #expect(read.map(\.rest) == ["page 1", "page 2"])
    }
}
