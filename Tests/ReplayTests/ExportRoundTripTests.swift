import Foundation
import Interaction
import Testing

@testable import GestureModel
@testable import Replay

/// An export replays the gesture it was made from. W3C actions hold whole milliseconds and a lift
/// with no position of its own, so the export of a trace is compared with that trace on a
/// millisecond clock, lifted in place (`reference`): exported and imported back one sample per
/// move (what the document holds), every fixture keeps its reference's decision, outcome and
/// release under every preset, within `progressTolerance` and `velocityTolerance`. Imported at
/// 120 Hz, as a driver fills a longer move, the decisions and outcomes stay.
@Suite("Exports keep the gesture")
struct ExportRoundTripTests {
    static let progressTolerance = 1e-6
    /// Relative, against the larger of the speed and 100 pt/s.
    static let velocityTolerance = 0.01

    /// The trace as its export can hold it: each event at whole milliseconds since the first, as
    /// the export rounds them, and every lift where its finger last moved.
    static func reference(_ trace: Trace) -> Trace {
        let start = trace.startTime
        return Trace(
            name: trace.name, screen: trace.screen, view: trace.view, label: trace.label, meta: trace.meta,
            eventTimes: trace.eventTimes.map { (($0 - start) * 1000).rounded() / 1000 },
            touchStarts: trace.touchStarts, touchSamples: trace.touchSamples
        ).liftedInPlace
    }

    static func roundTrip(_ trace: Trace, rate: Double) throws -> Trace {
        let document = try W3CActions.checkedExport(trace).get().document
        var options = W3CActions.ImportOptions()
        options.screen = trace.screen.size
        options.rate = rate
        let back = try W3CActions.importTrace(
            Array(JSONWriter.string(document, pretty: false).utf8), file: trace.name, options: options
        ).get()
        return try #require(back.traces.first)
    }

    @Test("W3C actions: every fixture under every preset, same decision, same release", arguments: Scenario.presets)
    func w3cActions(preset: Scenario) throws {
        var compared = 0
        for fixture in Fixture.all {
            let original = Replayer.replay(Self.reference(fixture.trace), scenario: preset)
            let exported = Replayer.replay(try Self.roundTrip(fixture.trace, rate: 1), scenario: preset)
            let filled = Replayer.replay(try Self.roundTrip(fixture.trace, rate: 120), scenario: preset)
            let name = "\(fixture.trace.name) under \(preset.name)"
            #expect(exported.decision == original.decision, "\(name)")
            #expect(exported.outcome == original.outcome, "\(name)")
            #expect(filled.decision == original.decision, "\(name) at 120 Hz")
            #expect(filled.outcome == original.outcome, "\(name) at 120 Hz")
            guard let before = original.release, let after = exported.release else {
                #expect((original.release == nil) == (exported.release == nil), "\(name)")
                continue
            }
            compared += 1
            #expect(
                abs(after.decision.progress - before.decision.progress) <= Self.progressTolerance,
                "\(name): progress \(before.decision.progress) → \(after.decision.progress)")
            let (v0, v1) = (Self.velocity(before.sample), Self.velocity(after.sample))
            let scale = max(v0.map(abs).max() ?? 0, 100)
            #expect(
                zip(v0, v1).allSatisfy { abs($0 - $1) <= Self.velocityTolerance * scale },
                "\(name): velocity \(v0) → \(v1)")
        }
        #expect(compared >= 5)
    }

    /// A release's velocity: a pan's two components (pt/s), a pinch's scale per second.
    static func velocity(_ sample: GestureSample) -> [Double] {
        switch sample {
        case .pan(let pan): [pan.velocity.dx, pan.velocity.dy]
        case .pinch(let pinch): [pinch.velocity * 100]
        }
    }

    /// Seven moves of 10 pt at 60 Hz from x = 5, then a lift 20 pt further on: the pan's translation
    /// at the release is the moves' 60 pt (the lift's position is no movement, P-rules), 60/390 of
    /// the width. Written as a move, the lift would have made it 80 pt.
    @Test("a lift away from the last move is written in place: the release stays at 60 pt, 0.154 of the width")
    func liftInPlace() throws {
        var events = [#"{"t": 0, "touches": [{"id": 1, "phase": "began", "x": 5, "y": 400}]}"#]
        for step in 1...7 {
            events.append(
                #"{"t": \#(Double(step) / 60), "touches": [{"id": 1, "phase": "moved", "x": \#(5 + step * 10), "y": 400}]}"#
            )
        }
        events.append(#"{"t": \#(8.0 / 60), "touches": [{"id": 1, "phase": "ended", "x": 85, "y": 400}]}"#)
        let text = #"{"screen": {"width": 390, "height": 844}, "events": ["# + events.joined(separator: ", ") + "]}"
        let trace = try TraceDecoder.decode(Array(text.utf8), file: "lift.json").get().trace
        for rate in [1.0, 120] {
            let report = Replayer.replay(try Self.roundTrip(trace, rate: rate), scenario: .edgeBack)
            guard case .pan(let pan)? = report.release?.sample else {
                Issue.record("no pan release at \(rate) Hz")
                continue
            }
            #expect(pan.translation.dx == 60)
            #expect(abs((report.release?.decision.progress ?? 0) - 60.0 / 390) < 1e-12)
        }
        let hammer = try HammerExport.source(trace).get()
        #expect(!hammer.contains("to: [CGPoint(x: 85, y: 400)]"))
        #expect(hammer.contains("try fingerMove([.rightIndex], to: [CGPoint(x: 75, y: 400)])\n        try wait("))
        #expect(trace.liftedInPlace.touchSamples.last?.location == Point(x: 75, y: 400))
    }
}
