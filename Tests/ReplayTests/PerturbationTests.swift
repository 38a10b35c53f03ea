import GestureModel
import Interaction
import Testing

@testable import Replay

/// The perturbations `check` tries, on a trace small enough to work out by hand: a touch down at
/// x 0, moves to 10, 20 and 30 every 10 ms, lifted at 40 ms where it last moved.
@Suite("Perturbations of a recorded motion")
struct PerturbationTests {
    static func trace() throws -> Trace {
        var events = [TouchEvent(time: 0, touches: [TouchSample(id: 1, phase: .began, location: Point(x: 0, y: 100))])]
        for step in 1...3 {
            events.append(
                TouchEvent(
                    time: Double(step) / 100,
                    touches: [TouchSample(id: 1, phase: .moved, location: Point(x: Double(step) * 10, y: 100))]))
        }
        events.append(
            TouchEvent(time: 0.04, touches: [TouchSample(id: 1, phase: .ended, location: Point(x: 30, y: 100))]))
        return try Trace(name: "t", screen: Screen(size: Size(width: 390, height: 844)), events: events)
    }

    static func moves(_ trace: Trace?) -> [(Double, Double)] {
        guard let trace else { return [] }
        return trace.events.filter { $0.touches.first?.phase == .moved }.map {
            ($0.time, $0.touches.first?.location.x ?? .nan)
        }
    }

    static func close(_ a: [(Double, Double)], _ b: [(Double, Double)]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { abs($0.0 - $1.0) < 1e-9 && abs($0.1 - $1.1) < 1e-9 }
    }

    @Test(
        "resampling: 50 Hz keeps the move at 20 ms; 200 Hz interpolates every 5 ms up to the last move, none after it")
    func resample() throws {
        let trace = try Self.trace()
        #expect(Self.close(Self.moves(Perturbation.resample(rate: 50).apply(to: trace)), [(0.02, 20)]))
        let fast = Self.moves(Perturbation.resample(rate: 200).apply(to: trace))
        #expect(Self.close(fast, [(0.005, 5), (0.01, 10), (0.015, 15), (0.02, 20), (0.025, 25), (0.03, 30)]))
        // The touch-down and the lift keep their times and places.
        let events = try #require(Perturbation.resample(rate: 200).apply(to: trace)).events
        #expect(events.first?.time == 0 && events.last?.time == 0.04 && events.last?.touches.first?.location.x == 30)
    }

    @Test(
        "a 5000 s rest between moves is resampled only within 1 s of its ends: 26 grid moves at 10 Hz, not 50,005")
    func restingGap() throws {
        func event(_ time: Double, _ phase: TouchPhase, _ x: Double) -> TouchEvent {
            TouchEvent(time: time, touches: [TouchSample(id: 1, phase: phase, location: Point(x: x, y: 100))])
        }
        let trace = try Trace(
            name: "rest", screen: Screen(size: Size(width: 390, height: 844)),
            events: [
                event(0, .began, 0), event(0.5, .moved, 10), event(5000.5, .moved, 20), event(5000.51, .ended, 20),
            ])
        let moves = Self.moves(Perturbation.resample(rate: 10).apply(to: trace))
        // 0.1 … 0.5 up to the first move, 0.6 … 1.5 after it, 4999.5 … 5000.5 before the last.
        #expect(moves.count == 5 + 10 + 11)
        #expect(moves.map(\.0).filter { $0 > 1.5 && $0 < 4999.5 }.isEmpty)
        let resting = moves.first { $0.0 == 1.5 }
        let arriving = moves.first { $0.0 == 4999.5 }
        #expect(abs((resting?.1 ?? 0) - 10.002) < 1e-9 && abs((arriving?.1 ?? 0) - 19.998) < 1e-9)
        #expect(moves.last?.0 == 5000.5 && moves.last?.1 == 20)
    }

    @Test(
        "a straight line from (0, 100) to the lift at (30, 100) in 40 ms: 7.5 pt every 10 ms, the last just before the lift"
    )
    func straightLine() throws {
        let moves = Self.moves(Perturbation.straightLine(rate: 100).apply(to: try Self.trace()))
        let last = 0.04 - Perturbation.timeRounding
        #expect(Self.close(moves, [(0.01, 7.5), (0.02, 15), (0.03, 22.5), (last, 30 * last / 0.04)]))
    }

    @Test("dropped frames, the coalesced last move and the late lift remove or move exactly what they say")
    func dropCoalesceDelay() throws {
        let trace = try Self.trace()
        #expect(Self.moves(Perturbation.dropFrames(fraction: 0, seed: 1).apply(to: trace)).count == 3)
        let dropped = try #require(Perturbation.dropFrames(fraction: 0.999, seed: 1).apply(to: trace))
        #expect(dropped.events.count == 2)
        #expect(Self.close(Self.moves(Perturbation.coalesceLastMove.apply(to: trace)), [(0.01, 10), (0.02, 20)]))
        let late = try #require(Perturbation.delayLift(seconds: 1.0 / 60).apply(to: trace))
        #expect(abs((late.events.last?.time ?? 0) - (0.04 + 1.0 / 60)) < 1e-12)
        #expect(Self.close(Self.moves(late), Self.moves(trace)))
    }

    @Test(
        "jitter moves each time by at most its bound, never past the middle of a gap, and is the same for the same seed"
    )
    func jitter() throws {
        let trace = try Self.trace()
        let jittered = try #require(Perturbation.jitter(seconds: 0.002, seed: 7).apply(to: trace))
        let times = jittered.events.map(\.time)
        #expect(zip(times, trace.events.map(\.time)).allSatisfy { abs($0 - $1) <= 0.002 + 1e-15 })
        #expect(zip(times, times.dropFirst()).allSatisfy { $0 <= $1 })
        #expect(times != trace.events.map(\.time))
        #expect(Perturbation.jitter(seconds: 0.002, seed: 7).apply(to: trace)?.events.map(\.time) == times)
        // A 10 ms bound is held to the middle of each 10 ms gap: ± 5 ms.
        let wide = try #require(Perturbation.jitter(seconds: 0.01, seed: 7).apply(to: trace)).events.map(\.time)
        #expect(zip(wide, trace.events.map(\.time)).allSatisfy { abs($0 - $1) <= 0.005 + 1e-15 })
    }

    @Test("names say what changed and with which seed")
    func names() {
        #expect(
            Perturbation.defaults().map(\.description) == [
                "resample-60hz", "resample-80hz", "resample-120hz", "drop-10%-seed-1", "jitter-2ms-seed-1",
                "coalesce-last-move",
                "delay-lift-16.7ms",
            ])
    }

    @Test("a release 0.3 pt past the threshold flips when its last move is coalesced; one 40 pt past does not")
    func fragility() throws {
        // Edge-back from x 5 in 2 pt moves at 120 Hz, the edge pan rebasing by 10 pt (E3): a swipe
        // of 205.3 pt releases at T 195.3, 0.3 pt past half of 390 (0.5008 > 0.5); without its last
        // move the release is at 204 pt, T 194 (0.4974), and cancels.
        let knife = try HandMadeTraces.edgeSwipe(moving: 205.3)
        let report = Replayer.replay(knife, scenario: .edgeBack)
        #expect(report.decision == .finish)
        let flips = Fragility.find(knife, scenario: .edgeBack, report: report, perturbations: [.coalesceLastMove])
        #expect(flips.map(\.description) == ["coalesce-last-move flips the decision: finish → cancel"])
        let clear = try HandMadeTraces.edgeSwipe(moving: 240)
        let clearReport = Replayer.replay(clear, scenario: .edgeBack)
        #expect(
            Fragility.find(clear, scenario: .edgeBack, report: clearReport, perturbations: Perturbation.defaults())
                .isEmpty)
    }
}
