import Foundation
import GestureModel
import Testing

@testable import Interaction

@Suite("Completion timings")
struct CompletionTimingTests {
    private let curve = CompletionCurve.easeInOut

    @Test("ios-pop: min(D, r·W/|v|): 0.6 remaining of 390 pt at 1000 pt/s is 0.234 s; slower than that, D = 0.35 s")
    func iosPop() throws {
        let fast = try #require(
            CompletionTiming.iosPop.completion(
                direction: .finish, progress: 0.4, speed: 1000, extent: 390, duration: 0.35, curve: curve))
        #expect(abs(fast.duration - 0.234) < 1e-12)
        let slow = try #require(
            CompletionTiming.iosPop.completion(
                direction: .cancel, progress: 0.4, speed: 100, extent: 390, duration: 0.35, curve: curve))
        #expect(slow.duration == 0.35)
        let still = try #require(
            CompletionTiming.iosPop.completion(
                direction: .finish, progress: 0.4, speed: 0, extent: 390, duration: 0.35, curve: curve))
        #expect(still.duration == 0.35)
    }

    @Test(
        "flutter-3.24: a pop takes floor(800·(1 − p)) ms uncapped, a cancel min(floor(800·p), 300) ms",
        arguments: [
            (PercentDrivenTransition.Direction.finish, 0.4, 0.48), (.finish, 0.6, 0.32), (.finish, 0.0, 0.8),
            (.cancel, 0.3, 0.24), (.cancel, 0.7, 0.3),
        ])
    func flutter324(direction: PercentDrivenTransition.Direction, progress: Double, seconds: Double) throws {
        let timing = try #require(
            CompletionTiming.flutter324.completion(
                direction: direction, progress: progress, speed: 0, extent: 390, duration: 0.5, curve: curve))
        #expect(abs(timing.duration - seconds) < 1e-12)
        #expect(timing.curve == CompletionTiming.fastLinearToSlowEaseIn)
    }

    @Test("flutter-legacy ends a pop once the value falls below 0.02, earlier than the full lerp")
    func flutterLegacy() throws {
        let current = try #require(
            CompletionTiming.flutter324.completion(
                direction: .finish, progress: 0.4, speed: 0, extent: 390, duration: 0.5, curve: curve))
        let legacy = try #require(
            CompletionTiming.flutterLegacy.completion(
                direction: .finish, progress: 0.4, speed: 0, extent: 390, duration: 0.5, curve: curve))
        #expect(legacy.duration < current.duration)
        // At that moment the curve has covered (0.98 − 0.4) / 0.6 of the way.
        let fraction = legacy.duration / current.duration
        #expect(abs(legacy.curve.value(at: fraction) - 0.58 / 0.6) < 0.01)
    }

    @Test(
        "flutter (3.27 and later): 350 ms either way on fastEaseInToSlowEaseOut, whatever the progress",
        arguments: [
            (PercentDrivenTransition.Direction.finish, 0.1), (.finish, 0.9), (.cancel, 0.2), (.cancel, 0.8),
        ])
    func flutterCurrent(direction: PercentDrivenTransition.Direction, progress: Double) throws {
        let timing = try #require(
            CompletionTiming.flutter.completion(
                direction: direction, progress: progress, speed: 0, extent: 390, duration: 0.5, curve: curve))
        #expect(timing.duration == 0.35)
        #expect(timing.curve == .fastEaseInToSlowEaseOut)
        #expect(timing.basis.formula == "350 ms, fixed (Flutter 3.27+)")
    }

    @Test("fastEaseInToSlowEaseOut passes through Flutter's midpoint (0.198, 0.541) and its ends, and rises throughout")
    func threePointCubic() {
        let curve = CompletionCurve.fastEaseInToSlowEaseOut
        #expect(curve.value(at: 0) == 0 && curve.value(at: 1) == 1)
        #expect(abs(curve.value(at: 0.198) - 0.541) < 1e-9)
        let samples = stride(from: 0.0, through: 1.0, by: 0.01).map(curve.value(at:))
        #expect(zip(samples, samples.dropFirst()).allSatisfy { $0 <= $1 + 1e-9 })
        // Fast at first: more than half the way in the first fifth of the time.
        #expect(curve.value(at: 0.2) > 0.5)
    }
}
