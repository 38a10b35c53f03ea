import GestureModel
import Testing

@testable import Interaction
@testable import Replay

/// The pan tracker's one-finger path against its general path: the same tracker (translation,
/// velocity samples, estimator) and the same report of what each event did, event by event, on
/// every fixture and on synthesized edge, pan and pinch traces (whose second finger takes the
/// general path), under every velocity strategy.
@Suite("Pan tracker: the one-finger path against the general one")
struct PanTrackerPathTests {
    @Test("identical trackers after every event", arguments: VelocityStrategy.allCases)
    func samePaths(strategy: VelocityStrategy) throws {
        var traces = Fixture.all.map(\.trace)
        for kind in [Synthesizer.Kind.edgeLeft, .panDown, .pinchOpen] {
            let synthesizer = Synthesizer(kind: kind, parameters: Synthesizer.Parameters())
            traces += try (0..<40).map { try synthesizer.trace(index: $0, seed: 29).trace }
        }
        var fastEvents = 0
        for trace in traces {
            guard let first = trace.events.firstIndex(where: { $0.touches.contains { $0.phase == .began } }) else {
                continue
            }
            let down = trace.events[first]
            let began = down.touches.filter { $0.phase == .began }.map(PanTracker.TrackedTouch.init)
            var fast = PanTracker(tracking: began, time: down.time, velocityStrategy: strategy)
            var general = fast
            for index in trace.events.indices.dropFirst(first + 1) {
                let event = trace.events[index]
                if fast.touches.count == 1, event.touches.count == 1 { fastEvents += 1 }
                let fastResult = fast.absorb(
                    event, maximumNumberOfTouches: 2, acceptsNewTouches: true, oneFingerPath: true)
                let generalResult = general.absorb(
                    event, maximumNumberOfTouches: 2, acceptsNewTouches: true, oneFingerPath: false)
                #expect(fastResult == generalResult, "\(trace.name) event \(index)")
                #expect(fast == general, "\(trace.name) event \(index)")
                #expect(
                    fast.sample(at: event.time, viewOrigin: .zero) == general.sample(at: event.time, viewOrigin: .zero))
                if fast.isEmpty { break }
            }
        }
        #expect(fastEvents > 1000)
    }

    @Test(
        "the general path's lookups by scan and by hash agree on every event, with up to 40 fingers landing, moving and lifting"
    )
    func scanAgainstHash() throws {
        // 40 fingers land in waves of 8, move, and lift in waves of 5: every kind of event, with
        // more fingers than the scan limit.
        var events: [TouchEvent] = []
        var down: [Int: Point] = [:]
        var time = 0.0
        for wave in 0..<5 {
            let ids = (wave * 8 + 1)...(wave * 8 + 8)
            var touches = down.keys.sorted().map {
                TouchSample(id: $0, phase: .moved, location: down[$0]! + Vector(dx: 3, dy: 1))
            }
            for id in ids {
                touches.append(TouchSample(id: id, phase: .began, location: Point(x: Double(id) * 7, y: 300)))
            }
            for touch in touches { down[touch.id] = touch.location }
            events.append(TouchEvent(time: time, touches: touches))
            time += 0.01
        }
        while !down.isEmpty {
            let lifting = Set(down.keys.sorted().prefix(5))
            let touches = down.keys.sorted().map {
                TouchSample(
                    id: $0, phase: lifting.contains($0) ? .ended : .moved, location: down[$0]! + Vector(dx: 2, dy: 0))
            }
            for id in lifting { down[id] = nil }
            for touch in touches where !lifting.contains(touch.id) { down[touch.id] = touch.location }
            events.append(TouchEvent(time: time, touches: touches))
            time += 0.01
        }
        let first = events[0].touches.map(PanTracker.TrackedTouch.init)
        var scanned = PanTracker(tracking: first, time: 0)
        var hashed = scanned
        for event in events.dropFirst() {
            let a = scanned.absorbEveryTouch(
                event, maximumNumberOfTouches: .max, acceptsNewTouches: true, scanLimit: .max)
            let b = hashed.absorbEveryTouch(event, maximumNumberOfTouches: .max, acceptsNewTouches: true, scanLimit: 0)
            #expect(a == b)
            #expect(scanned == hashed)
        }
        #expect(scanned.isEmpty)
        #expect(events.map(\.touches.count).max() == 40)
    }
}

@Suite("A pan under many fingers")
struct ManyFingerPanTests {
    static func touch(_ id: Int, _ phase: TouchPhase) -> TouchSample {
        TouchSample(id: id, phase: phase, location: Point(x: 50 + Double(id % 300), y: 100 + Double(id % 500)))
    }

    /// `count` fingers landing one per event, then lifting one per event in the order they landed,
    /// the last 20 ended and cancelled in one event; finger 0 stays down throughout.
    static func landingAndLifting(_ count: Int) -> [TouchEvent] {
        var events = (1...count).map { TouchEvent(time: Double($0) * 0.001, touches: [touch($0, .began)]) }
        events += (1...count - 20).map { TouchEvent(time: 1000 + Double($0) * 0.001, touches: [touch($0, .ended)]) }
        events.append(
            TouchEvent(time: 2000, touches: (count - 19...count).map { touch($0, $0 % 2 == 0 ? .ended : .cancelled) }))
        return events
    }

    @Test("fingers landing and lifting one by one leave the tracker as the general path does")
    func landingAndLiftingAsGeneral() throws {
        // The same events with finger 0 also reported stationary take the general path (its place
        // is unchanged, so the centroid is too): both trackers must say the same after every event.
        var onlyEdges = PanTracker(tracking: [PanTracker.TrackedTouch(Self.touch(0, .began))], time: 0)
        var general = onlyEdges
        var holesSeen = 0
        for (index, event) in Self.landingAndLifting(1000).enumerated() {
            let withStill = TouchEvent(time: event.time, touches: [Self.touch(0, .stationary)] + event.touches)
            let a = onlyEdges.absorb(event, maximumNumberOfTouches: .max)
            let b = general.absorb(withStill, maximumNumberOfTouches: .max)
            holesSeen = max(holesSeen, onlyEdges.holes)
            guard a == b, onlyEdges.trackedCount == general.trackedCount,
                onlyEdges.translation == general.translation, onlyEdges.isEmpty == general.isEmpty
            else {
                Issue.record(
                    "event \(index): \(a) against \(b), \(onlyEdges.trackedCount) tracked against \(general.trackedCount)"
                )
                return
            }
        }
        #expect(holesSeen > 300, "lifts left holes rather than shifting the list")
        #expect(onlyEdges.trackedCount == 1)
        #expect(onlyEdges.holes == 0)
    }

    @Test("100,000 fingers landing, then lifting, one per event, in the time of their touches", .timeLimit(.minutes(1)))
    func landingAndLiftingOneByOne() throws {
        var tracker = PanTracker(tracking: [PanTracker.TrackedTouch(Self.touch(0, .began))], time: 0)
        for event in Self.landingAndLifting(100_000) { _ = tracker.absorb(event, maximumNumberOfTouches: .max) }
        #expect(tracker.trackedCount == 1)
    }

    @Test("100,000 fingers down under a pan replay in the time of their touches", .timeLimit(.minutes(1)))
    func manyFingers() throws {
        let count = 100_000
        var events = [
            TouchEvent(
                time: 0,
                touches: (0..<count).map {
                    TouchSample(id: $0, phase: .began, location: Point(x: 100 + Double($0 % 100), y: 300))
                })
        ]
        for step in 1...4 {
            events.append(
                TouchEvent(
                    time: Double(step) * 0.01,
                    touches: (0..<count).map {
                        TouchSample(
                            id: $0, phase: .moved,
                            location: Point(x: 100 + Double($0 % 100), y: 300 + Double(step) * 40))
                    }))
        }
        events.append(
            TouchEvent(
                time: 0.06,
                touches: (0..<count).map {
                    TouchSample(id: $0, phase: .ended, location: Point(x: 100 + Double($0 % 100), y: 460))
                }))
        let trace = try Trace(name: "crowd", screen: Screen(size: Size(width: 390, height: 844)), events: events)
        let report = Replayer.replay(trace, scenario: .swipeDismiss)
        // The centroid moves 160 pt down: (160 − 10) / (844 × 0.5) = 0.355 at the last change.
        #expect(report.recognizer.map(\.phase).contains(.began))
        #expect(abs((report.release?.decision.progress ?? 0) - 150.0 / 422) < 1e-9)
    }
}
