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
            traces += try (0 ..< 40).map { try synthesizer.trace(index: $0, seed: 29).trace }
        }
        var fastEvents = 0
        for trace in traces {
            guard let first = trace.events.firstIndex(where: { $0.touches.contains { $0.phase == .began } }) else { continue }
            let down = trace.events[first]
            let began = down.touches.filter { $0.phase == .began }.map(PanTracker.TrackedTouch.init)
            var fast = PanTracker(tracking: began, time: down.time, velocityStrategy: strategy)
            var general = fast
            for index in trace.events.indices.dropFirst(first + 1) {
                let event = trace.events[index]
                if fast.touches.count == 1, event.touches.count == 1 { fastEvents += 1 }
                let fastResult = fast.absorb(event, maximumNumberOfTouches: 2, acceptsNewTouches: true, oneFingerPath: true)
                let generalResult = general.absorb(event, maximumNumberOfTouches: 2, acceptsNewTouches: true, oneFingerPath: false)
                #expect(fastResult == generalResult, "\(trace.name) event \(index)")
                #expect(fast == general, "\(trace.name) event \(index)")
                #expect(fast.sample(at: event.time, viewOrigin: .zero) == general.sample(at: event.time, viewOrigin: .zero))
                if fast.isEmpty { break }
            }
        }
        #expect(fastEvents > 1000)
    }
}
