import GestureModel
import Interaction
import Testing

@testable import Replay

/// FC1 against Flutter's own back-swipe tests: alone in the gesture arena the back gesture is
/// accepted at the touch-down, so a 400 px drag puts the page at exactly 400 px, and a drag released
/// at exactly half the width pops.
@Suite("flutter-cupertino's gesture arena")
struct FlutterArenaTests {
    /// A slow straight drag from x = 5 by `distance` on an 800 pt wide screen, released at rest.
    private func drag(_ distance: Double) throws -> Trace {
        let screen = Screen(size: Size(width: 800, height: 600), refreshRate: 120)
        var events = [TouchEvent(time: 0, touches: [TouchSample(id: 1, phase: .began, location: Point(x: 5, y: 300))])]
        for step in 1...100 {
            events.append(
                TouchEvent(
                    time: Double(step) * 0.01,
                    touches: [
                        TouchSample(id: 1, phase: .moved, location: Point(x: 5 + distance * Double(step) / 100, y: 300))
                    ]))
        }
        // Resting 100 ms before the lift: no fling, the position decides.
        events.append(
            TouchEvent(
                time: 1.1, touches: [TouchSample(id: 1, phase: .ended, location: Point(x: 5 + distance, y: 300))]))
        return try Trace(name: "drag-\(distance)", screen: screen, events: events)
    }

    @Test(
        "alone (the preset): accepted at the down, a 400 px drag puts the page at exactly 400 px, and exactly half pops"
    )
    func alone() throws {
        let report = Replayer.replay(try drag(400), scenario: .flutterCupertino)
        #expect(report.recognizer.first { $0.phase == .began }?.time == 0)
        guard case .pan(let pan)? = report.release?.sample else {
            Issue.record("no release")
            return
        }
        #expect(pan.translation.dx == 400)
        #expect(report.release?.decision.progress == 0.5)
        #expect(report.decision == .finish)
    }

    @Test("competing: the 18 px slop is swallowed first, so the same half-width drag stops short of half and cancels")
    func competing() throws {
        var scenario = Scenario.flutterCupertino
        guard case .screenEdgePan(var parameters) = scenario.recognizer else { return }
        parameters.arena = .competing
        scenario.recognizer = .screenEdgePan(parameters)
        let report = Replayer.replay(try drag(400), scenario: scenario)
        guard case .pan(let pan)? = report.release?.sample else {
            Issue.record("no release")
            return
        }
        #expect(pan.translation.dx == 382)
        #expect(report.decision == .cancel)
    }

    @Test("a scenario file chooses the arena, and rejects any other word")
    func scenarioFile() throws {
        let competing = try Scenario.decode(
            bytes: Array(#"{"preset": "flutter-cupertino", "recognizer": {"arena": "competing"}}"#.utf8), file: "s.json"
        ).get()
        if case .screenEdgePan(let p) = competing.recognizer { #expect(p.arena == .competing) }
        guard
            case .failure(let failure) = Scenario.decode(
                bytes: Array(#"{"recognizer": {"arena": "crowded"}}"#.utf8), file: "s.json")
        else {
            Issue.record("accepted an unknown arena")
            return
        }
        #expect(failure.description.contains(#"recognizer.arena: "crowded" is not an arena (alone, competing)"#))
    }

    /// A finger resting at (400, 500) from t = 0, and a strip finger at x = 5 from t = 0.1 dragged 400 pt
    /// by t = 1.1 and lifted at rest at t = 1.2; the resting finger lifts at t = 1.3.
    private func dragWithFingerDownElsewhere() throws -> Trace {
        let screen = Screen(size: Size(width: 800, height: 600), refreshRate: 120)
        let resting = Point(x: 400, y: 500)
        var events = [
            TouchEvent(time: 0, touches: [TouchSample(id: 1, phase: .began, location: resting)]),
            TouchEvent(time: 0.1, touches: [TouchSample(id: 2, phase: .began, location: Point(x: 5, y: 300))]),
        ]
        for step in 1...100 {
            events.append(
                TouchEvent(
                    time: 0.1 + Double(step) * 0.01,
                    touches: [TouchSample(id: 2, phase: .moved, location: Point(x: 5 + 4 * Double(step), y: 300))]))
        }
        events.append(
            TouchEvent(time: 1.2, touches: [TouchSample(id: 2, phase: .ended, location: Point(x: 405, y: 300))]))
        events.append(TouchEvent(time: 1.3, touches: [TouchSample(id: 1, phase: .ended, location: resting)]))
        return try Trace(name: "finger-elsewhere", screen: screen, events: events)
    }

    private func withPointers(_ pointers: EdgePointers) -> Scenario {
        var scenario = Scenario.flutterCupertino
        if case .screenEdgePan(var parameters) = scenario.recognizer {
            parameters.pointers = pointers
            scenario.recognizer = .screenEdgePan(parameters)
        }
        return scenario
    }

    @Test("each pointer (the preset): a finger down elsewhere first does not stop a back swipe from the strip")
    func fingerDownElsewhere() throws {
        let report = Replayer.replay(try dragWithFingerDownElsewhere(), scenario: .flutterCupertino)
        #expect(report.recognizer.map(\.phase) == [.possible, .began, .changed, .ended, .possible])
        #expect(report.recognizer.first { $0.phase == .began }?.time == 0.1)
        guard case .pan(let pan)? = report.release?.sample else {
            Issue.record("no release")
            return
        }
        #expect(pan.translation.dx == 400)
        #expect(report.release?.time == 1.2)
        #expect(report.decision == .finish)

        // UIKit's sequence (E1): the first touch landed outside the strip, so the recognizer failed
        // and nothing starts until every finger has lifted.
        let sequence = Replayer.replay(try dragWithFingerDownElsewhere(), scenario: withPointers(.sequence))
        #expect(sequence.recognizer.map(\.phase) == [.possible, .failed])
        #expect(sequence.outcome == .noTransition)
    }

    @Test(
        "each pointer: a second strip finger during a back swipe is ignored, and after the lift the next strip finger starts a new one while another finger is still down"
    )
    func secondStripFinger() throws {
        let screen = Screen(size: Size(width: 800, height: 600), refreshRate: 120)
        let events = [
            TouchEvent(time: 0, touches: [TouchSample(id: 1, phase: .began, location: Point(x: 5, y: 100))]),
            TouchEvent(time: 0.1, touches: [TouchSample(id: 1, phase: .moved, location: Point(x: 105, y: 100))]),
            // A second finger lands in the strip and moves 300 pt: not this gesture's.
            TouchEvent(time: 0.2, touches: [TouchSample(id: 2, phase: .began, location: Point(x: 8, y: 400))]),
            TouchEvent(
                time: 0.3,
                touches: [
                    TouchSample(id: 1, phase: .moved, location: Point(x: 125, y: 100)),
                    TouchSample(id: 2, phase: .moved, location: Point(x: 308, y: 400)),
                ]),
            TouchEvent(time: 0.4, touches: [TouchSample(id: 1, phase: .ended, location: Point(x: 125, y: 100))]),
            // Finger 2 is still down; a third lands in the strip: a new back gesture.
            TouchEvent(time: 0.5, touches: [TouchSample(id: 3, phase: .began, location: Point(x: 4, y: 500))]),
            TouchEvent(time: 0.6, touches: [TouchSample(id: 3, phase: .moved, location: Point(x: 54, y: 500))]),
            TouchEvent(time: 0.7, touches: [TouchSample(id: 3, phase: .ended, location: Point(x: 54, y: 500))]),
            TouchEvent(time: 0.8, touches: [TouchSample(id: 2, phase: .ended, location: Point(x: 308, y: 400))]),
        ]
        let trace = try Trace(name: "three-fingers", screen: screen, events: events)
        let report = Replayer.replay(trace, scenario: .flutterCupertino)
        #expect(
            report.recognizer.map(\.phase) == [
                .possible, .began, .changed, .ended, .possible, .began, .changed, .ended, .possible,
            ])
        #expect(report.recognizer.filter { $0.phase == .began }.map(\.time) == [0, 0.5])
        // The first gesture's release: finger 1's 120 pt, finger 2's 300 pt left out.
        guard case .pan(let pan)? = report.release?.sample else {
            Issue.record("no release")
            return
        }
        #expect(pan.translation.dx == 120)
        #expect(report.release?.time == 0.4)

        // UIKit's sequence: finger 2 is ignored too, but no new gesture starts while it is down.
        let sequence = Replayer.replay(trace, scenario: withPointers(.sequence))
        #expect(sequence.recognizer.filter { $0.phase == .began }.map(\.time) == [0])
    }

    @Test("a scenario file chooses the pointers, and rejects any other word")
    func pointersInScenarioFile() throws {
        let sequence = try Scenario.decode(
            bytes: Array(#"{"preset": "flutter-cupertino", "recognizer": {"pointers": "sequence"}}"#.utf8),
            file: "s.json"
        ).get()
        if case .screenEdgePan(let p) = sequence.recognizer { #expect(p.pointers == .sequence) }
        guard case .screenEdgePan(let uikit) = Scenario.iosPop.recognizer else {
            Issue.record("ios-pop is not an edge pan")
            return
        }
        #expect(uikit.pointers == .sequence)
        guard
            case .failure(let failure) = Scenario.decode(
                bytes: Array(#"{"recognizer": {"pointers": "all"}}"#.utf8), file: "s.json")
        else {
            Issue.record("accepted an unknown pointers value")
            return
        }
        #expect(failure.description.contains(#"recognizer.pointers: "all" is not one of sequence, each"#))
    }

    /// `flutter-cupertino` with its strip on `edge` and `edgeRegion` wide.
    private func strip(_ edge: ScreenEdge, region: Double = 20) -> Scenario {
        var scenario = Scenario.flutterCupertino
        if case .screenEdgePan(var parameters) = scenario.recognizer {
            parameters.edge = edge
            parameters.edgeRegion = region
            scenario.recognizer = .screenEdgePan(parameters)
        }
        return scenario
    }

    /// A straight drag on an 800 × 600 screen from x = `start` to `end` in 1 s, 100 moves at 10 ms.
    /// `restsBeforeLift` true: released 100 ms later at rest; false: lifted right after the last move.
    private func drag(from start: Double, to end: Double, restsBeforeLift: Bool) throws -> Trace {
        try stroke(from: start, to: end, moves: 100, liftAt: restsBeforeLift ? 1.1 : 1.008)
    }

    /// 200 pt in 0.1 s (2000 pt/s = 2.5 widths/s), lifted while moving.
    private func fling(from start: Double, to end: Double) throws -> Trace {
        try stroke(from: start, to: end, moves: 10, liftAt: 0.108)
    }

    /// A straight stroke on an 800 × 600 screen along y = 300, a move every 10 ms, lifted at `liftAt`.
    private func stroke(from start: Double, to end: Double, moves: Int, liftAt: Double) throws -> Trace {
        let screen = Screen(size: Size(width: 800, height: 600), refreshRate: 120)
        func touch(_ phase: TouchPhase, at x: Double) -> [TouchSample] {
            [TouchSample(id: 1, phase: phase, location: Point(x: x, y: 300))]
        }
        var events = [TouchEvent(time: 0, touches: touch(.began, at: start))]
        for step in 1...moves {
            let x = start + (end - start) * Double(step) / Double(moves)
            events.append(TouchEvent(time: Double(step) * 0.01, touches: touch(.moved, at: x)))
        }
        events.append(TouchEvent(time: liftAt, touches: touch(.ended, at: end)))
        return try Trace(name: "stroke", screen: screen, events: events)
    }

    @Test(
        "right-to-left: the strip is on the right, a 400 px drag leftward is half and pops, and the fling's sign flips")
    func rightToLeft() throws {
        let half = Replayer.replay(try drag(from: 795, to: 395, restsBeforeLift: true), scenario: strip(.right))
        #expect(half.recognizer.first { $0.phase == .began }?.time == 0)
        #expect(half.release?.decision.progress == 0.5)
        #expect(half.decision == .finish)
        // A left-edge strip never sees a touch at x = 795.
        #expect(
            Replayer.replay(try drag(from: 795, to: 395, restsBeforeLift: true), scenario: .flutterCupertino).outcome
                == .noTransition)
        // Moving leftward (toward the trailing edge, away from the strip) at 200 pt/s = 0.25 widths/s:
        // below 1, the position decides, a quarter → cancel; at 2000 pt/s = 2.5 widths/s it pops
        // with the same quarter dragged, as the mirrored left-edge fling does.
        let slow = Replayer.replay(try drag(from: 795, to: 595, restsBeforeLift: false), scenario: strip(.right))
        #expect(slow.decision == .cancel)
        let fast = Replayer.replay(try fling(from: 795, to: 595), scenario: strip(.right))
        #expect(fast.decision == .finish)
        let mirrored = Replayer.replay(try fling(from: 5, to: 205), scenario: .flutterCupertino)
        #expect(mirrored.decision == .finish)
    }

    @Test(
        "a safe-area inset widens the strip to max(20, inset): a touch 40 pt in starts a back swipe under a 44 pt inset, not under 20"
    )
    func safeAreaInset() throws {
        let trace = try drag(from: 40, to: 440, restsBeforeLift: true)
        let notch = Replayer.replay(trace, scenario: strip(.left, region: 44))
        #expect(notch.recognizer.first { $0.phase == .began }?.time == 0)
        #expect(notch.release?.decision.progress == 0.5)
        let plain = Replayer.replay(trace, scenario: .flutterCupertino)
        #expect(plain.outcome == .noTransition)
    }
}

@Suite("Flutter's drag end velocity (FC3)")
struct FlutterDragEndTests {
    @Test(
        "the fling gate reads the estimate's window: a finger easing to rest spans 15 pt in its last 100 ms, so no fling, though it moved 90 pt from the down"
    )
    func windowOffsetGate() throws {
        let fixture = try #require(Fixture.all.first { $0.trace.name == "left-past-half-then-back-cancel" })
        let report = Replayer.replay(fixture.trace, scenario: .flutterCupertino)
        guard case .object(let json) = report.json, case .object(let release)? = json["release"],
            case .object(let velocity)? = release["velocity"], case .number(let vx)? = velocity["x"],
            case .object(let translation)? = release["translation"], case .number(let tx)? = translation["x"]
        else {
            Issue.record("no release")
            return
        }
        // The estimate is above the 50 px/s gate and the finger is 90 pt from its down (past the
        // 18 px slop): the offset-from-down reading called it a fling. Its window (t = 0.9…1.0 s,
        // x 113.49 → 98.14, or from 0.908 s, 110.39 → 98.14) spans under 18 pt: no fling.
        #expect(vx > 50)
        #expect(tx > 18)
        #expect(release["ruleVelocity"] == .number(0))
        #expect(report.decision == .cancel)
    }

    @Test("a scenario file chooses the drag recognizer; the changed preset is named after it and round-trips")
    func dragInScenarioFile() throws {
        let text =
            #"{"preset": "flutter-cupertino", "handler": {"rule": {"kind": "flutter-cupertino", "drag": "vertical"}}}"#
        let scenario = try Scenario.decode(bytes: Array(text.utf8), file: "s.json").get()
        guard case .flutterCupertino(let rule) = scenario.handler.rule else {
            Issue.record("not a flutter rule")
            return
        }
        #expect(rule.drag == .vertical)
        #expect(scenario.name == "flutter-cupertino+drag=vertical")
        let again = try Scenario.decode(bytes: Array(JSONWriter.string(scenario.json).utf8), file: "t.json").get()
        #expect(again == scenario)
        let bad =
            #"{"preset": "flutter-cupertino", "handler": {"rule": {"kind": "flutter-cupertino", "drag": "diagonal"}}}"#
        guard case .failure(let failure) = Scenario.decode(bytes: Array(bad.utf8), file: "b.json") else {
            Issue.record("diagonal was read")
            return
        }
        #expect(
            failure.problems.first?.description.contains(
                "\"diagonal\" is not a Flutter drag recognizer (horizontal, vertical, pan)") == true)
    }
}
