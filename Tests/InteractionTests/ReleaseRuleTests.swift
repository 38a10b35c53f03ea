import Foundation
import GestureModel
import Testing

@testable import Interaction

private func state(
    progress: Double, translation: Double = 0, velocity: Double, extent: Double = 390, trigger: RecognizerPhase = .ended,
    duration: Double = 0.35
) -> ReleaseState {
    ReleaseState(
        time: 1, progress: progress, translation: translation, velocity: velocity, extent: extent, trigger: trigger,
        duration: duration)
}

/// S3 statistics for a finger moving at a constant `widthsPerSecond` for 10 samples of 10 ms.
private func steady(widthsPerSecond: Double, from start: Double = 0) -> IOSPopStatistics {
    var statistics = IOSPopStatistics()
    for step in 0 ... 10 {
        statistics.add(time: Double(step) * 0.01, position: start + widthsPerSecond * Double(step) * 0.01)
    }
    return statistics
}

@Suite("Release rules")
struct ReleaseRuleTests {
    @Test(
        "ios-pop: from p = 0.1 on a 390 pt view the threshold is 187.5/390 = 0.481, so the pop needs v > (0.481 − 0.1)/0.35 = 1.088 widths/s (424 pt/s)",
        arguments: [(1.10, PercentDrivenTransition.Direction.finish), (1.07, .cancel)])
    func iosPopBoundary(widthsPerSecond: Double, expected: PercentDrivenTransition.Direction) {
        let statistics = steady(widthsPerSecond: widthsPerSecond)
        #expect(abs(statistics.averageVelocity - widthsPerSecond) < 1e-9)
        #expect(abs(statistics.averageAcceleration) < 1e-6)
        #expect(IOSPopRule().decide(state(progress: 0.1, velocity: 0), statistics: statistics).direction == expected)
    }

    @Test("ios-pop: on a 1024 pt view the threshold is 187.5/1024 = 0.183; with fewer than 3 samples only the sign of v̄ counts")
    func iosPopWideAndFewSamples() {
        let still = steady(widthsPerSecond: 0)
        #expect(IOSPopRule().decide(state(progress: 0.19, velocity: 0, extent: 1024), statistics: still).direction == .finish)
        #expect(IOSPopRule().decide(state(progress: 0.18, velocity: 0, extent: 1024), statistics: still).direction == .cancel)
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

    @Test(
        "flutter-cupertino: 1 width/s decides by direction; below, progress ≥ 0.5 pops; the fling gate zeroes ≤ 50 px/s",
        arguments: [
            // FC4's worked examples in Flutter's terms (W = 390): 40 % at +500 px/s pops; 60 % at +100 px/s pops by position; 30 % at 40 px/s cancels.
            (0.4, 156.0, 500.0, PercentDrivenTransition.Direction.finish),
            (0.6, 234.0, 100.0, .finish),
            (0.3, 117.0, 40.0, .cancel),
            (0.3, 117.0, 390.0, .finish),  // exactly 1 width/s
            (0.3, 117.0, 389.0, .cancel),  // just below
            (0.7, 273.0, -390.0, .cancel),  // a flick back toward the edge after passing half
            (0.5, 195.0, 0.0, .finish),  // exactly half pops
            (0.8, 312.0, 50.0, .finish),  // at the gate: zeroed, position decides
        ])
    func flutter(progress: Double, translation: Double, velocity: Double, expected: PercentDrivenTransition.Direction) {
        let decision = FlutterCupertinoRule().decide(state(progress: progress, translation: translation, velocity: velocity))
        #expect(decision.direction == expected, "\(decision.reason)")
    }

    @Test("flutter-cupertino: a cancelled gesture ends with velocity 0, and a drag inside the 18 px slop reports no fling")
    func flutterCancelAndSlop() {
        #expect(FlutterCupertinoRule().decide(state(progress: 0.3, translation: 117, velocity: 2000, trigger: .cancelled)).direction == .cancel)
        #expect(FlutterCupertinoRule().gatedVelocity(state(progress: 0.04, translation: 17, velocity: 2000)) == 0)
        #expect(FlutterCupertinoRule().gatedVelocity(state(progress: 0.05, translation: 19, velocity: 2000)) == 2000.0 / 390)
    }

    @Test(
        "react-navigation: close if T + 0.3·V > W/2 (RN2's worked examples, and the boundary)",
        arguments: [
            (100.0, 400.0, PercentDrivenTransition.Direction.finish),
            (150.0, -200.0, .cancel),
            (40.0, 600.0, .finish),
            (135.0, 200.0, .cancel),  // 135 + 60 = 195: not more than half
            (135.0, 201.0, .finish),
        ])
    func reactNavigation(translation: Double, velocity: Double, expected: PercentDrivenTransition.Direction) {
        #expect(ReactNavigationRule().decide(state(progress: translation / 390, translation: translation, velocity: velocity)).direction == expected)
        #expect(ReactNavigationRule().decide(state(progress: 0.9, translation: 351, velocity: 1000, trigger: .cancelled)).direction == .cancel)
    }

    @Test("android-back: ENTRY commits past 16 pt or on a fling; ACTIVE commits; INACTIVE commits only on a fling")
    func androidBack() {
        let rule = AndroidBackRule()
        // ENTRY, released at 12 pt without a fling: cancel; at 17 pt: commit (past the trigger threshold).
        var entry = AndroidBackStateMachine(rule: rule)
        entry.update(time: 0, x: 6, y: 0, speed: 40)
        entry.update(time: 0.01, x: 12, y: 0, speed: 40)
        #expect(entry.state == .entry)
        #expect(entry.decide(state(progress: 0.03, translation: 12, velocity: 40)).direction == .cancel)
        #expect(entry.decide(state(progress: 0.04, translation: 17, velocity: 40)).direction == .finish)
        // 25 pt since the last turn and 60 pt/s away from the edge is a fling (3 × 8 pt, 50 pt/s).
        var fling = AndroidBackStateMachine(rule: rule)
        fling.update(time: 0, x: 0, y: 0, speed: 60)
        fling.update(time: 0.005, x: 15, y: 0, speed: 60)
        #expect(fling.isFlungAway(x: 25, velocity: 60))
        #expect(!fling.isFlungAway(x: 23, velocity: 60))
        #expect(!fling.isFlungAway(x: 25, velocity: 50))
        // Past 16 pt for the dwell (100 ms when slow): ACTIVE, which commits.
        var active = AndroidBackStateMachine(rule: rule)
        for step in 0 ... 20 { active.update(time: Double(step) * 0.01, x: 20 + Double(step), y: 0, speed: 100) }
        #expect(active.state == .active)
        #expect(active.decide(state(progress: 0.1, translation: 40, velocity: 0)).direction == .finish)
        // After 300 ms in ACTIVE, 32 pt back toward the edge deactivates; releasing slowly then cancels.
        for step in 1 ... 40 { active.update(time: 0.2 + Double(step) * 0.01, x: 40 - Double(step), y: 0, speed: -100) }
        #expect(active.state == .inactive)
        #expect(active.decide(state(progress: 0.0, translation: 0, velocity: -100)).direction == .cancel)
        #expect(active.decide(state(progress: 0.1, translation: 40, velocity: 10, trigger: .cancelled)).direction == .cancel)
    }

    @Test("android-back: ENTRY's dwell runs from 100 ms for a slow swipe to 10 ms for a fast one")
    func androidDwell() {
        #expect(AndroidBackRule.entryDwell(speed: 50) == 0.100)
        #expect(abs(AndroidBackRule.entryDwell(speed: 550) - 0.055) < 1e-12)
        #expect(abs(AndroidBackRule.entryDwell(speed: 5000) - 0.010) < 1e-12)
    }
}

@Suite("Completion timings")
struct CompletionTimingTests {
    private let curve = CompletionCurve.easeInOut

    @Test("ios-pop: min(D, r·W/|v|): 0.6 remaining of 390 pt at 1000 pt/s is 0.234 s; slower than that, D = 0.35 s")
    func iosPop() throws {
        let fast = try #require(CompletionTiming.iosPop.completion(direction: .finish, progress: 0.4, speed: 1000, extent: 390, duration: 0.35, curve: curve))
        #expect(abs(fast.duration - 0.234) < 1e-12)
        let slow = try #require(CompletionTiming.iosPop.completion(direction: .cancel, progress: 0.4, speed: 100, extent: 390, duration: 0.35, curve: curve))
        #expect(slow.duration == 0.35)
        let still = try #require(CompletionTiming.iosPop.completion(direction: .finish, progress: 0.4, speed: 0, extent: 390, duration: 0.35, curve: curve))
        #expect(still.duration == 0.35)
    }

    @Test(
        "flutter: a pop takes floor(800·(1 − p)) ms uncapped, a cancel min(floor(800·p), 300) ms",
        arguments: [
            (PercentDrivenTransition.Direction.finish, 0.4, 0.48), (.finish, 0.6, 0.32), (.finish, 0.0, 0.8),
            (.cancel, 0.3, 0.24), (.cancel, 0.7, 0.3),
        ])
    func flutter(direction: PercentDrivenTransition.Direction, progress: Double, seconds: Double) throws {
        let timing = try #require(CompletionTiming.flutter.completion(direction: direction, progress: progress, speed: 0, extent: 390, duration: 0.5, curve: curve))
        #expect(abs(timing.duration - seconds) < 1e-12)
        #expect(timing.curve == CompletionTiming.fastLinearToSlowEaseIn)
    }

    @Test("flutter-legacy ends a pop once the value falls below 0.02, earlier than the full lerp")
    func flutterLegacy() throws {
        let current = try #require(CompletionTiming.flutter.completion(direction: .finish, progress: 0.4, speed: 0, extent: 390, duration: 0.5, curve: curve))
        let legacy = try #require(CompletionTiming.flutterLegacy.completion(direction: .finish, progress: 0.4, speed: 0, extent: 390, duration: 0.5, curve: curve))
        #expect(legacy.duration < current.duration)
        // At that moment the curve has covered (0.98 − 0.4) / 0.6 of the way.
        let fraction = legacy.duration / current.duration
        #expect(abs(legacy.curve.value(at: fraction) - 0.58 / 0.6) < 0.01)
    }

    @Test("springs: the closed form matches a numerical integration of m·x'' = −k·x − c·x'")
    func springClosedForm() {
        for (k, c, m, v0) in [(1000.0, 500.0, 3.0, 400.0), (1500.0, 2 * 1500.0.squareRoot(), 1.0, 30.0), (200.0, 10.0, 1.0, 0.0)] {
            let spring = Spring(stiffness: k, damping: c, mass: m, distance: 100, initialVelocity: v0, restDisplacement: 0.5, restSpeed: 0.5, clampsOvershoot: false)
            var x = 100.0
            var v = -v0
            let dt = 1e-5
            for step in 1 ... 50_000 {
                let a = (-k * x - c * v) / m
                v += a * dt
                x += v * dt
                if step % 10_000 == 0 {
                    let exact = spring.state(at: Double(step) * dt)
                    #expect(abs(exact.displacement - x) < 0.05, "k \(k) c \(c) m \(m) at \(Double(step) * dt)")
                }
            }
        }
    }

    @Test("the project's exp and sine agree with the platform's to 1e-12")
    func elementaryFunctions() {
        for x in stride(from: -20.0, through: 5.0, by: 0.37) {
            #expect(abs(x.exp - Foundation.exp(x)) <= 1e-12 * max(1, Foundation.exp(x)))
            #expect(abs(x.sine - Foundation.sin(x)) < 1e-12)
        }
    }

    @Test("the react-navigation spring rests within 10 px and 10 px/s, and a clamped spring ends at the target")
    func reactNavigationSpring() throws {
        let timing = try #require(CompletionTiming.reactNavigationSpring.completion(direction: .finish, progress: 0.5, speed: 0, extent: 390, duration: 0.5, curve: curve))
        guard case .spring(let spring) = timing.curve else {
            Issue.record("not a spring")
            return
        }
        let end = spring.state(at: timing.duration)
        #expect(abs(end.displacement) < 10 && abs(end.velocity) < 10)
        let before = spring.state(at: timing.duration - 0.002)
        #expect(!(abs(before.displacement) < 10 && abs(before.velocity) < 10))
        #expect(spring.fraction(at: timing.duration) <= 1)
    }
}
