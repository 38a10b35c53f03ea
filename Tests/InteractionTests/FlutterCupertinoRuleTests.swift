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
        let decision = FlutterCupertinoRule().decide(
            state(progress: progress, translation: translation, velocity: velocity))
        #expect(decision.direction == expected, "\(decision.reason)")
    }

    @Test(
        "flutter-cupertino: a cancelled gesture ends with velocity 0, and a drag inside the 18 px slop reports no fling"
    )
    func flutterCancelAndSlop() {
        #expect(
            FlutterCupertinoRule().decide(state(progress: 0.3, translation: 117, velocity: 2000, trigger: .cancelled))
                .direction == .cancel)
        #expect(FlutterCupertinoRule().gatedVelocity(state(progress: 0.04, translation: 17, velocity: 2000)) == 0)
        #expect(
            FlutterCupertinoRule().gatedVelocity(state(progress: 0.05, translation: 19, velocity: 2000)) == 2000.0 / 390
        )
    }

    /// A release at `velocity` with the estimate's window offset `offset`, in the screen's axes,
    /// moving the transition forward along `forward`.
    func planar(
        _ velocity: Vector, offset: Vector, forward: Vector = Vector(dx: 1, dy: 0), progress: Double = 0.3
    ) -> ReleaseState {
        ReleaseState(
            time: 1, progress: progress, translation: 117,
            velocity: velocity.dx * forward.dx + velocity.dy * forward.dy, extent: 390,
            trigger: .ended, duration: 0.5, planarVelocity: velocity, flingOffset: offset, forward: forward)
    }

    @Test("FC3: the fling gate reads the estimate's own offset along the axis, not the offset from the touch-down")
    func gateReadsTheEstimatesOffset() {
        // 600 pt/s to the right; the estimate's window spans 30 pt: a fling.
        let fling = planar(Vector(dx: 600, dy: 0), offset: Vector(dx: 30, dy: 0))
        #expect(FlutterCupertinoRule().reportedVelocity(fling) == Vector(dx: 600, dy: 0))
        #expect(FlutterCupertinoRule().decide(fling).direction == .finish)
        // The same speed over a window that spans 17 pt along x (and 40 pt along y): no fling.
        let short = planar(Vector(dx: 600, dy: 0), offset: Vector(dx: 17, dy: 40))
        #expect(FlutterCupertinoRule().reportedVelocity(short) == .zero)
        #expect(FlutterCupertinoRule().decide(short).direction == .cancel)
    }

    @Test(
        "FC3: a one-axis drag clamps its own axis to ±8000 and ignores the other; a pan clamps the magnitude (drag_test.dart's diagonal releases)",
        arguments: [
            // (drag, velocity, window offset, reported velocity)
            (FlutterDrag.vertical, Vector(dx: -9000, dy: -9000), Vector(dx: -90, dy: -90), Vector(dx: 0, dy: -8000)),
            (.vertical, Vector(dx: -9000, dy: 1000), Vector(dx: -90, dy: 20), Vector(dx: 0, dy: 1000)),
            (.horizontal, Vector(dx: -9000, dy: -9000), Vector(dx: -90, dy: -90), Vector(dx: -8000, dy: 0)),
            (.horizontal, Vector(dx: 1000, dy: -9000), Vector(dx: 20, dy: -90), Vector(dx: 1000, dy: 0)),
            // 9000·√2 = 12727.9 scaled to 8000: each axis −9000 · 8000 / 12727.9 = −5656.85.
            (
                .pan, Vector(dx: -9000, dy: -9000), Vector(dx: -90, dy: -90),
                Vector(dx: -8000 / 2.0.squareRoot(), dy: -8000 / 2.0.squareRoot())
            ),
            // √(9000² + 1000²) = 9055.39 scaled to 8000: (−7951.1, 883.5).
            (
                .pan, Vector(dx: -9000, dy: 1000), Vector(dx: -90, dy: 20),
                Vector(dx: -9000 * 8000 / 9055.385138137417, dy: 1000 * 8000 / 9055.385138137417)
            ),
            // (30, 40) is exactly 50 pt/s: not above the gate.
            (.pan, Vector(dx: 30, dy: 40), Vector(dx: 30, dy: 40), .zero),
            // A one-axis gate: 40 pt/s along y is not a vertical fling, whatever x does.
            (.vertical, Vector(dx: 3000, dy: 40), Vector(dx: 90, dy: 40), .zero),
        ])
    func dragRecognizers(drag: FlutterDrag, velocity: Vector, offset: Vector, expected: Vector) {
        let rule = FlutterCupertinoRule(drag: drag)
        let reported = rule.reportedVelocity(planar(velocity, offset: offset))
        #expect(abs(reported.dx - expected.dx) < 1e-6 && abs(reported.dy - expected.dy) < 1e-6, "\(drag): \(reported)")
    }

    @Test("FC4 reads the reported velocity along the gesture: a vertical drag driving a downward sheet")
    func verticalSheet() {
        let rule = FlutterCupertinoRule(drag: .vertical)
        // Dragged down 30 % of 390 pt, released at 9000 pt/s down and 9000 pt/s sideways: 8000 pt/s along the sheet.
        let state = planar(Vector(dx: 9000, dy: 9000), offset: Vector(dx: 90, dy: 90), forward: Vector(dx: 0, dy: 1))
        let decision = rule.decide(state)
        #expect(decision.direction == .finish)
        #expect(decision.usedVelocity == 8000)
        #expect(abs(rule.gatedVelocity(state) - 8000.0 / 390) < 1e-12)
    }
}
