import Foundation
import GestureModel
import Testing

@testable import Interaction

@Suite("ios-pop (S3)")
struct IOSPopRuleTests {
    @Test(
        "ios-pop: from p = 0.1 on a 390 pt view the threshold is 187.5/390 = 0.481, so the pop needs v > (0.481 − 0.1)/0.35 = 1.088 widths/s (424 pt/s)",
        arguments: [(1.10, PercentDrivenTransition.Direction.finish), (1.07, .cancel)])
    func iosPopBoundary(widthsPerSecond: Double, expected: PercentDrivenTransition.Direction) {
        let statistics = steady(widthsPerSecond: widthsPerSecond)
        #expect(abs(statistics.averageVelocity - widthsPerSecond) < 1e-9)
        #expect(abs(statistics.averageAcceleration) < 1e-6)
        #expect(IOSPopRule().decide(state(progress: 0.1, velocity: 0), statistics: statistics).direction == expected)
    }

    @Test(
        "ios-pop: on a 1024 pt view the threshold is 187.5/1024 = 0.183; with fewer than 3 samples only the sign of v̄ counts"
    )
    func iosPopWideAndFewSamples() {
        let still = steady(widthsPerSecond: 0)
        #expect(
            IOSPopRule().decide(state(progress: 0.19, velocity: 0, extent: 1024), statistics: still).direction
                == .finish)
        #expect(
            IOSPopRule().decide(state(progress: 0.18, velocity: 0, extent: 1024), statistics: still).direction
                == .cancel)
        var two = IOSPopStatistics()
        two.add(time: 0, position: 0)
        two.add(time: 0.01, position: 0.001)
        two.add(time: 0.02, position: 0.002)
        #expect(two.count == 2)
        #expect(IOSPopRule().decide(state(progress: 0.01, velocity: 0), statistics: two).direction == .finish)
    }

    @Test("ios-pop statistics: each acceleration moves at most 5 widths/s² from the previous one, starting from 0")
    func iosPopAccelerationLimit() {
        var statistics = IOSPopStatistics()
        statistics.add(time: 0, position: 0)
        statistics.add(time: 0.01, position: 0)  // v 0 (accepted: 10 ms)
        statistics.add(time: 0.02, position: 0.01)  // v 1: a would be 100, limited to 5
        statistics.add(time: 0.03, position: 0.02)  // v 1: a 0, limited to 5 − 5 = 0
        #expect(abs(statistics.averageAcceleration - 2.5) < 1e-9)
    }
}
