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
                "delay-lift-16.7ms", "noise-3.2pt-seed-1", "lift-on-6.4pt", "lift-back-6.4pt",
            ])
        // 0.5 mm and 1 mm at 163 points to the inch.
        #expect(Perturbation.defaultNoise == 3.2 && Perturbation.defaultLift == 6.4 && Perturbation.defaultFloor == 3.2)
    }

    @Test("noise moves every sample by at most ± N on each axis; the lift rolls M along the motion over its last 50 ms")
    func positions() throws {
        let trace = try Self.trace()
        let noisy = try #require(Perturbation.positionNoise(points: 2, seed: 3).apply(to: trace))
        let offsets = zip(noisy.events, trace.events).flatMap { zip($0.touches, $1.touches) }.map {
            ($0.location.x - $1.location.x, $0.location.y - $1.location.y)
        }
        #expect(offsets.count == 5)
        #expect(offsets.allSatisfy { abs($0.0) <= 2 && abs($0.1) <= 2 })
        #expect(offsets.contains { $0.0 != 0 })
        // The motion runs +x; the lift at 40 ms moves 6 pt on, the moves at 30, 20 and 10 ms
        // 6 × (1 − 10/50), 6 × (1 − 20/50), 6 × (1 − 30/50): 4.8, 3.6, 2.4.
        let rolled = try #require(Perturbation.displaceLift(points: 6).apply(to: trace))
        #expect(Self.close(Self.moves(rolled), [(0.01, 12.4), (0.02, 23.6), (0.03, 34.8)]))
        #expect(rolled.events.last?.touches.first?.location == Point(x: 36, y: 100))
        let back = try #require(Perturbation.displaceLift(points: -6).apply(to: trace))
        #expect(back.events.last?.touches.first?.location == Point(x: 24, y: 100))
        // A touch that never moved has no direction to roll along.
        let still = try Trace(
            name: "still", screen: trace.screen,
            events: [
                TouchEvent(time: 0, touches: [TouchSample(id: 1, phase: .began, location: Point(x: 5, y: 5))]),
                TouchEvent(time: 0.01, touches: [TouchSample(id: 1, phase: .moved, location: Point(x: 5, y: 5))]),
                TouchEvent(time: 0.02, touches: [TouchSample(id: 1, phase: .ended, location: Point(x: 5, y: 5))]),
            ])
        #expect(Perturbation.displaceLift(points: 6).apply(to: still) == nil)
    }

    @Test(
        "a drag at rest 1.2 pt past the line: robust to every change of time, fragile by position (its margin under 3.2 pt)"
    )
    func knifeEdge() throws {
        // Edge-back from x 5, rebased by 10 pt (E3): 206.2 pt of travel is T 196.2, 1.2 pt past
        // 390 / 2; it rests there for 20 frames and lifts.
        var swipe = try HandMadeTraces.edgeSwipe(moving: 206.2)
        var events = Array(swipe.events.dropLast())
        let last = try #require(events.last)
        for frame in 1...20 {
            events.append(
                TouchEvent(
                    time: last.time + Double(frame) / 120,
                    touches: [TouchSample(id: 1, phase: .moved, location: Point(x: 211.2, y: 400))]))
        }
        events.append(
            TouchEvent(
                time: last.time + 21.0 / 120,
                touches: [TouchSample(id: 1, phase: .ended, location: Point(x: 211.2, y: 400))]))
        swipe = try Trace(name: "knife", screen: swipe.screen, events: events)
        let report = Replayer.replay(swipe, scenario: .edgeBack)
        #expect(report.decision == .finish)
        let timeOnly = Perturbation.defaults(noise: 0, lift: 0)
        #expect(Fragility.find(swipe, scenario: .edgeBack, report: report, perturbations: timeOnly, floor: 0).isEmpty)
        let flips = Fragility.find(swipe, scenario: .edgeBack, report: report, perturbations: Perturbation.defaults())
        let descriptions = flips.map(\.description)
        #expect(
            descriptions.first?.hasPrefix("a margin of 1.2 pt, under the 3.2 pt any touch's noise moves it") == true)
        #expect(descriptions.contains("lift-back-6.4pt flips the decision: finish → cancel"))
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
        #expect(
            flips.map(\.description) == [
                "a margin of 0.3 pt, under the 3.2 pt any touch's noise moves it: the decision finish is on a knife edge",
                "coalesce-last-move flips the decision: finish → cancel",
            ])
        let clear = try HandMadeTraces.edgeSwipe(moving: 240)
        let clearReport = Replayer.replay(clear, scenario: .edgeBack)
        #expect(
            Fragility.find(clear, scenario: .edgeBack, report: clearReport, perturbations: Perturbation.defaults())
                .isEmpty)
    }

    @Test("a fragile case passes and is marked so in the JUnit file and the HTML report, without --robust")
    func fragileMarked() throws {
        let fixture = try #require(Fixture.all.first { $0.trace.name == "release-exactly-at-threshold" })
        let cases = try RegressionCheck.check(fixture.trace, file: fixture.file).get().map {
            $0.withFragility(of: fixture.trace, perturbations: Perturbation.defaults())
        }
        #expect(!cases.isEmpty && cases.allSatisfy { $0.passed && $0.isFragile })
        let xml = JUnitReport.xml(for: cases)
        #expect(xml.contains(#"failures="0""#))
        #expect(xml.contains(#"<property name="fragile" value="a margin of 0.0 pt, under the 3.2 pt"#))
        #expect(xml.contains("<system-out>fragile: a margin of 0.0 pt"))
        let html = HTMLReport.html([
            HTMLReport.Entry(file: fixture.file, trace: fixture.trace, report: cases[0].report, cases: cases)
        ])
        #expect(html.contains(#"<span class="pass">PASS</span> <span class="fragile">fragile</span>"#))
        #expect(html.contains(#"<span class="fragile">1 fragile</span>"#))
        // A clear one is not marked.
        let clear = try #require(Fixture.all.first { $0.trace.name == "left-slow-drag-finish" })
        let clearCases = try RegressionCheck.check(clear.trace, file: clear.file).get().map {
            $0.withFragility(of: clear.trace, perturbations: Perturbation.defaults())
        }
        #expect(!clearCases.isEmpty && clearCases.allSatisfy { !$0.isFragile })
        #expect(!JUnitReport.xml(for: clearCases).contains("fragile"))
    }
}
