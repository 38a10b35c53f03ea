import GestureModel
import Testing

@testable import Interaction
@testable import Replay

/// A replay makes a platform tracker's fit only for the changes something reads: the first change
/// (the timeline shows its velocity) and the release, unless the handler reads every change's.
@Suite("Velocity estimates where they are read")
struct VelocityWhereReadTests {
    /// A 120 Hz left-edge swipe, 300 pt in 0.25 s at a steady pace.
    private static let swipe: Trace = try! {
        var events = [TouchEvent(time: 0, touches: [TouchSample(id: 1, phase: .began, location: Point(x: 5, y: 400))])]
        for step in 1...30 {
            let x = 5 + Double(step) * 10
            let phase: TouchPhase = step == 30 ? .ended : .moved
            events.append(
                TouchEvent(
                    time: Double(step) / 120, touches: [TouchSample(id: 1, phase: phase, location: Point(x: x, y: 400))]
                ))
        }
        return try Trace(name: "steady", screen: Screen(size: Size(width: 390, height: 844)), events: events)
    }()

    @Test(
        "told not to estimate every change, a pan under each platform strategy estimates the began, the first change and the end, as the every-change recognizer does",
        arguments: [VelocityStrategy.flutter, .lsq2, .impulse, .last, .swiftui])
    func estimatesWhereRead(strategy: VelocityStrategy) {
        let frame = Rect(origin: .zero, size: Size(width: 390, height: 844))
        var every = ScreenEdgePanRecognizer(
            rule: ScreenEdgeRule(edges: [.left], screen: frame.size), viewFrame: frame, velocityStrategy: strategy)
        var read = every
        read.estimatesVelocityOfEveryChange = false
        var changes = 0
        for index in Self.swipe.events.indices {
            let event = Self.swipe.events[index]
            let (expected, actual) = (every.handle(event), read.handle(event))
            guard let sample = actual.sample, let full = expected.sample else {
                #expect(expected.phase == actual.phase)
                continue
            }
            #expect(sample.translation == full.translation)
            if case .changed = actual { changes += 1 }
            if changes >= 2, case .changed = actual {
                #expect(sample.velocity.dx.isNaN && sample.flingOffset.dx.isNaN, "change \(changes)")
                #expect(!full.velocity.dx.isNaN)
            } else {
                #expect(sample.velocity == full.velocity, "\(actual.phase.map { "\($0)" } ?? "none") at \(event.time)")
                #expect(sample.flingOffset == full.flingOffset)
            }
        }
        // Recognized at the second move (20 pt past the 15 pt distance): 27 changes follow.
        #expect(changes == 27)
    }

    @Test("UIKit's own velocity (P6) is every change's either way")
    func uikitEveryChange() {
        let frame = Rect(origin: .zero, size: Size(width: 390, height: 844))
        var read = ScreenEdgePanRecognizer(rule: ScreenEdgeRule(edges: [.left], screen: frame.size), viewFrame: frame)
        read.estimatesVelocityOfEveryChange = false
        for index in Self.swipe.events.indices {
            if let sample = read.handle(Self.swipe.events[index]).sample { #expect(!sample.velocity.dx.isNaN) }
        }
    }

    @Test(
        "every fixture under every preset: the report is the same, text and JSON, whether every change is estimated or only where read",
        arguments: Scenario.presets)
    func sameReports(scenario: Scenario) {
        var decided = 0
        var kept = 0
        for fixture in Fixture.all {
            // Keeping the actions has every change estimated; the usual replay estimates where read.
            var every = Replayer.replay(fixture.trace, scenario: scenario, keepingActions: true)
            let read = Replayer.replay(fixture.trace, scenario: scenario)
            #expect(read.actions.isEmpty)
            kept += every.actions.count
            every.actions = []
            #expect(read.json == every.json, "\(fixture.trace.name) under \(scenario.name)")
            #expect(read.text == every.text, "\(fixture.trace.name) under \(scenario.name)")
            if read.decision != nil || read.resting?.last != nil { decided += 1 }
        }
        // Enough to compare: photo-transitioning's delegate begins only downward pans, so it
        // decides the fewest fixtures (5, keeping 277 actions).
        #expect(decided >= 5)
        #expect(kept > 250)
    }
}
