import Foundation
import GestureModel
import Testing

@testable import Interaction

@Suite("flutter-cupertino (FC3, FC4)")
struct FlutterCupertinoRuleTests {
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

    @Test("FC3: the fling gate reads the offset from the touch-down, not the slop-reduced translation")
    func gateReadsOffsetFromDown() {
        // 30 pt from the down, 12 pt after the 18 pt slop was swallowed, released at 600 pt/s.
        let state = ReleaseState(
            time: 1, progress: 0.03, translation: 12, velocity: 600, extent: 390, trigger: .ended, duration: 0.5,
            speed: 600, offsetFromDown: 30)
        #expect(FlutterCupertinoRule().reportedVelocity(state) == 600)
        #expect(FlutterCupertinoRule().decide(state).direction == .finish)
        var still = state
        still.offsetFromDown = 17
        #expect(FlutterCupertinoRule().reportedVelocity(still) == 0)
    }

    @Test("FC3: a fling is clamped by its magnitude in every direction at once, not per axis")
    func isotropicClamp() {
        // (6000, 8000) pt/s has magnitude 10000: scaled to 8000, its x part is 4800.
        let state = ReleaseState(
            time: 1, progress: 0.3, translation: 117, velocity: 6000, extent: 390, trigger: .ended, duration: 0.5,
            speed: 10000, offsetFromDown: 135)
        #expect(abs(FlutterCupertinoRule().reportedVelocity(state) - 4800) < 1e-9)
        #expect(FlutterCupertinoRule().decide(state).usedVelocity.map { abs($0 - 4800) < 1e-9 } == true)
    }
}
