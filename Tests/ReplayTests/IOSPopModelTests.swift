import GestureModel
import Interaction
import Testing

@testable import Replay

/// S3 against what an iPhone does: a deliberate slow back swipe released past 60 % pops, and a
/// real fling decides by its direction (docs/model.md, deviations: the projection never carries the
/// deceleration past rest, and leaves out an acceleration that would only speed the motion).
@Suite("ios-pop against deliberate swipes")
struct IOSPopModelTests {
    private func corpus(_ parameters: Synthesizer.Parameters, seed: UInt64, count: Int = 200) throws -> [Trace] {
        let synthesizer = Synthesizer(kind: .edgeLeft, parameters: parameters)
        return try (0..<count).map { try synthesizer.trace(index: $0, seed: seed).trace }
    }

    @Test(
        "slow drags (0.45–0.9 s) released at rest past 60 % of the width pop, with the synthesizer's default jitter",
        arguments: [UInt64(11), 12])
    func slowDragsPop(seed: UInt64) throws {
        var parameters = Synthesizer.Parameters()
        parameters.label = .finish
        parameters.distance = 0.6...0.85
        parameters.duration = 0.45...0.9
        let traces = try corpus(parameters, seed: seed)
        let popped = traces.filter { Replayer.replay($0, scenario: .iosPop).decision == .finish }.count
        #expect(Double(popped) >= 0.95 * Double(traces.count), "\(popped) of \(traces.count) popped")
    }

    @Test("a quick flick back toward the edge after passing half still cancels: the direction decides")
    func flickBacksCancel() throws {
        var parameters = Synthesizer.Parameters()
        parameters.label = .cancel
        parameters.distance = 0.5...0.8
        parameters.duration = 0.4...0.8
        parameters.flickBack = 0.4...0.7
        let traces = try corpus(parameters, seed: 5)
        let cancelled = traces.filter { Replayer.replay($0, scenario: .iosPop).decision == .cancel }.count
        #expect(cancelled == traces.count)
    }

    @Test("decelerating to rest projects to where the motion stops; speeding up leaves the acceleration out")
    func projection() {
        let rule = IOSPopRule()
        let state = ReleaseState(
            time: 1, progress: 0.6, translation: 234, velocity: 0, extent: 390, trigger: .ended, duration: 0.35)
        // v̄ = 0.1 widths/s slowing at 2 widths/s² stops after 0.05 s, 0.0025 further on.
        var statistics = IOSPopStatistics()
        for (t, x) in [(0.0, 0.5), (0.01, 0.503), (0.02, 0.504), (0.03, 0.5045)] {
            statistics.add(time: t, position: x)
        }
        let (projected, _, kind) = rule.projection(state, statistics: statistics)
        let v = statistics.averageVelocity
        let a = statistics.averageAcceleration
        #expect(v > 0 && a < 0)
        if case .toRest(let time) = kind {
            #expect(abs(time - (-v / a)) < 1e-12)
            #expect(abs(projected - (0.6 + v * v / (2 * -a))) < 1e-12)
        } else {
            Issue.record("expected a projection to rest, got \(kind)")
        }
    }
}
