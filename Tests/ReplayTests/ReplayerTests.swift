import GestureModel
import Interaction
import Testing

@testable import Replay

private let screen = Screen(size: Size(width: 400, height: 800), refreshRate: 60)

/// A left-edge drag from x = 5 to `endX` in 10 steps of 10 ms, then a lift (or a cancel) 10 ms later.
private func drag(to endX: Double, end: TouchPhase? = .ended) throws -> Trace {
    var events = [TouchEvent(time: 0, touches: [TouchSample(id: 1, phase: .began, location: Point(x: 5, y: 400))])]
    for step in 1...10 {
        let x = 5 + (endX - 5) * Double(step) / 10
        events.append(
            TouchEvent(
                time: Double(step) * 0.01, touches: [TouchSample(id: 1, phase: .moved, location: Point(x: x, y: 400))]))
    }
    if let end {
        events.append(
            TouchEvent(time: 0.11, touches: [TouchSample(id: 1, phase: end, location: Point(x: endX, y: 400))]))
    }
    return try Trace(name: "drag", screen: screen, events: events)
}

@Suite("Replay")
struct ReplayerTests {
    @Test(
        "a drag of 250 pt on a 400 pt view releases at (250 − 10) / 400 = 0.6 and finishes in (1 − 0.6) × 0.5 = 0.2 s")
    func finishNumbers() throws {
        let report = Replayer.replay(try drag(to: 255), scenario: .edgeBack)
        let release = try #require(report.release)
        #expect(abs(release.decision.progress - 0.6) < 1e-9)
        #expect(release.time == 0.11)
        #expect(report.decision == .finish)
        let completion = try #require(report.completion)
        #expect(abs(completion.duration - 0.2) < 1e-9)
        #expect(abs(completion.endTime - 0.31) < 1e-9)
        #expect(report.outcome == .finished)
        #expect(report.diagnostics.isEmpty)
    }

    @Test("completion frames run at the trace's refresh rate (60 Hz) and end exactly at the completion's end")
    func completionFrames() throws {
        let report = Replayer.replay(try drag(to: 255), scenario: .edgeBack)
        let frames = report.progress.filter { $0.phase == .completing }
        // 0.2 s at 60 Hz: frames at 0, 1/60, … 11/60 (12 frames), then the end.
        #expect(frames.count == 13)
        #expect(report.sampleRate == 60)
        #expect(abs(frames[1].time - frames[0].time - 1.0 / 60) < 1e-12)
        #expect(frames.last?.percentComplete == 1)
        var scenario = Scenario.edgeBack
        scenario.sampleRate = 120
        #expect(
            Replayer.replay(try drag(to: 255), scenario: scenario).progress.filter { $0.phase == .completing }.count
                == 25)
    }

    @Test("interactive samples are taken at every touch event after the transition starts, and at the lift")
    func interactiveSamples() throws {
        let report = Replayer.replay(try drag(to: 255), scenario: .edgeBack)
        let interactive = report.progress.filter { $0.phase == .interactive }
        // Began at the first move past 15 pt (t = 0.01, Δ = 25 pt), then 9 more moves, then the
        // lift, where the transition still stood where the last move left it.
        #expect(interactive.count == 11)
        #expect(interactive.first?.percentComplete == 0)
        #expect(abs((interactive.last?.percentComplete ?? 0) - 0.6) < 1e-9)
        let lift = try #require(report.release?.time)
        #expect(interactive.last?.time == lift)
    }

    @Test(
        "a finger at rest before the lift is interactive time: the completion starts at the release, not the last move")
    func restBeforeLift() throws {
        // The last move at 0.1 s, the lift at 0.41 s: the plot's dashed completion, which starts at
        // the last interactive sample, starts at the lift.
        let moved = try drag(to: 255)
        var events = Array(moved.events)
        let lift = try #require(events.last)
        events.removeLast()
        events.append(TouchEvent(time: lift.time + 0.3, touches: lift.touches))
        let resting = try Trace(name: "resting", screen: moved.screen, events: events)
        let report = Replayer.replay(resting, scenario: .edgeBack)
        let completion = try #require(report.completion)
        #expect(abs(completion.startTime - (lift.time + 0.3)) < 1e-12)
        let interactive = report.progress.filter { $0.phase == .interactive }
        #expect(interactive.last?.time == completion.startTime)
        #expect(interactive.last?.percentComplete == completion.fromPercent)
    }

    @Test("with completionSpeed = 1 − percentComplete a cancel at 0.9 lasts 4.5 s and is reported as long")
    func lateCancelWithRemainingSpeed() throws {
        var scenario = Scenario.edgeBack
        scenario.handler.threshold = 0.95
        scenario.transition.completionSpeed = .remaining
        let report = Replayer.replay(try drag(to: 375), scenario: scenario)  // (375 − 5 − 10) / 400 = 0.9
        #expect(report.decision == .cancel)
        #expect(abs((report.completion?.duration ?? 0) - 4.5) < 1e-9)
        #expect(report.diagnostics.map(\.code) == [.longCompletion])
        #expect(report.outcome == .cancelled)
    }

    @Test("the seed handler finishes a system-cancelled gesture past the threshold")
    func systemCancel() throws {
        let report = Replayer.replay(try drag(to: 255, end: .cancelled), scenario: .edgeBack)
        #expect(report.release?.decision.trigger == .cancelled)
        #expect(report.release?.decision.reason == "gesture cancelled at 0.60 > threshold 0.50 → finish")
        #expect(report.outcome == .finished)
    }

    @Test("a recording that stops with the finger down is incomplete, with a warning")
    func incomplete() throws {
        let report = Replayer.replay(try drag(to: 255, end: nil), scenario: .edgeBack)
        #expect(report.outcome == .incomplete)
        #expect(report.decision == nil)
        #expect(report.diagnostics.map(\.code) == [.recordingEndedWithTouchDown])
    }

    @Test("a progress over the view is clamped to 1 by the handler before update")
    func clampedByHandler() throws {
        var scenario = Scenario.edgeBack
        scenario.handler.threshold = 0.5
        let report = Replayer.replay(try drag(to: 399), scenario: scenario)
        #expect(report.progress.allSatisfy { $0.percentComplete <= 1 })
        #expect(report.decision == .finish)
    }

    @Test("the JSON report has the documented top-level keys")
    func jsonKeys() throws {
        let report = Replayer.replay(try drag(to: 255), scenario: .edgeBack)
        guard case .object(let object) = report.json else {
            Issue.record("not an object")
            return
        }
        for key in [
            "decision", "outcome", "release", "completion", "progress", "recognizer", "diagnostics", "trace",
            "scenario",
        ] {
            #expect(object[key] != nil, "missing \(key)")
        }
        #expect(object["decision"] == .string("finish"))
        #expect(object["outcome"] == .string("finished"))
    }

    @Test("the simulated clock never moves backwards")
    func clock() {
        var clock = SimulatedClock(start: 1)
        clock.advance(to: 2)
        clock.advance(to: 1.5)
        #expect(clock.now == 2)
    }
}

@Suite("Times far from zero")
struct LargeTimeTests {
    @Test(
        "a valid trace whose times are epoch-like (1e10 s) replays under every preset and velocity strategy, as the same trace at 0 does",
        arguments: Scenario.presets)
    func epochTimes(preset: Scenario) throws {
        let fixture = try #require(Fixture.all.first { $0.trace.name == "left-slow-drag-finish" })
        let original = fixture.trace
        let shift = 1e10
        let events = original.events.map { TouchEvent(time: $0.time + shift, touches: $0.touches) }
        let shifted = try Trace(name: original.name, screen: original.screen, label: original.label, events: events)
        for strategy in VelocityStrategy.allCases {
            var scenario = preset
            scenario.velocity = strategy
            let near = Replayer.replay(original, scenario: scenario)
            let far = Replayer.replay(shifted, scenario: scenario)
            // A flick line within the velocities' tolerance of the release (a drag across a
            // vertical drawer whose flick is 1 pt/s) may be crossed; nothing else may flip.
            if let flick = scenario.handler.flick, case .pan(let a)? = near.release?.sample,
                case .pan(let b)? = far.release?.sample
            {
                let forward = scenario.progress.forward(edge: scenario.recognizer.edge)
                let speeds = [a, b].map { abs($0.velocity.dx * forward.dx + $0.velocity.dy * forward.dy) }
                if (speeds.min()!...speeds.max()!).contains(flick.velocity)
                    || abs(speeds[0] - flick.velocity) <= 0.05 * speeds[0] + 1
                {
                    continue
                }
            }
            #expect(far.decision == near.decision, "\(preset.name) \(strategy)")
            #expect(far.outcome == near.outcome, "\(preset.name) \(strategy)")
            // 1e10 s leaves about 2e-6 s of resolution in a Double: velocities agree to a few percent.
            if case .pan(let a)? = near.release?.sample, case .pan(let b)? = far.release?.sample {
                #expect(
                    abs(a.velocity.dx - b.velocity.dx) <= 0.05 * abs(a.velocity.dx) + 1, "\(preset.name) \(strategy)")
            }
        }
    }
}

@Suite("compare")
struct ComparisonTieTests {
    @Test("a tie has no majority, whatever the order of the presets, and marks no one")
    func tie() throws {
        let trace = try #require(Fixture.all.first { $0.trace.name == "left-slow-drag-finish" }).trace
        for order in [[Scenario.iosPop, .swipeDismiss], [.swipeDismiss, .iosPop]] {
            let comparison = Comparison(trace: trace, scenarios: order)
            #expect(comparison.majority == nil)
            #expect(comparison.rows.allSatisfy { !$0.disagrees })
            #expect(comparison.text.contains("no majority: 1 finish, 1 cancel"))
        }
        let three = Comparison(trace: trace, scenarios: [.iosPop, .swipeDismiss, .edgeBack])
        #expect(three.majority == .finish)
    }
}

@Suite("Coalesced samples")
struct CoalescedSampleTests {
    @Test("G7: coalesced samples between the events never reach the recognizer: the replay is the one without them")
    func skipped() throws {
        for fixture in Fixture.all.prefix(12) {
            // Between every two moves, a coalesced sample 300 pt away: any recognizer that saw it would jump.
            var events: [TouchEvent] = []
            for event in fixture.trace.events {
                if let previous = events.last, event.touches.allSatisfy({ $0.phase == .moved }) {
                    let noise = event.touches.map {
                        TouchSample(
                            id: $0.id, phase: .moved, location: Point(x: $0.location.x + 300, y: $0.location.y),
                            coalesced: true)
                    }
                    events.append(TouchEvent(time: (previous.time + event.time) / 2, touches: noise))
                }
                events.append(event)
            }
            let withCoalesced = try Trace(
                name: fixture.trace.name, screen: fixture.trace.screen, view: fixture.trace.view, events: events)
            #expect(withCoalesced.touchSamples.count > fixture.trace.touchSamples.count)
            let scenario = try fixture.scenario()
            #expect(
                Replayer.replay(withCoalesced, scenario: scenario).text
                    == Replayer.replay(fixture.trace, scenario: scenario).text
                    .replacingOccurrences(
                        of: "\(fixture.trace.events.count) events", with: "\(withCoalesced.events.count) events"))
        }
    }
}
