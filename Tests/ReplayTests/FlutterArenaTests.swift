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
        for step in 1 ... 100 {
            events.append(TouchEvent(time: Double(step) * 0.01, touches: [TouchSample(id: 1, phase: .moved, location: Point(x: 5 + distance * Double(step) / 100, y: 300))]))
        }
        // Resting 100 ms before the lift: no fling, the position decides.
        events.append(TouchEvent(time: 1.1, touches: [TouchSample(id: 1, phase: .ended, location: Point(x: 5 + distance, y: 300))]))
        return try Trace(name: "drag-\(distance)", screen: screen, events: events)
    }

    @Test("alone (the preset): accepted at the down, a 400 px drag puts the page at exactly 400 px, and exactly half pops")
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
        let competing = try Scenario.decode(bytes: Array(#"{"preset": "flutter-cupertino", "recognizer": {"arena": "competing"}}"#.utf8), file: "s.json").get()
        if case .screenEdgePan(let p) = competing.recognizer { #expect(p.arena == .competing) }
        guard case .failure(let failure) = Scenario.decode(bytes: Array(#"{"recognizer": {"arena": "crowded"}}"#.utf8), file: "s.json") else {
            Issue.record("accepted an unknown arena")
            return
        }
        #expect(failure.description.contains(#"recognizer.arena: "crowded" is not an arena (alone, competing)"#))
    }
}
