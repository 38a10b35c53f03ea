import GestureModel
import Testing

@testable import Interaction

/// SwiftUI's drag (SD1–SD3) and its velocity sampler (SV1), on numbers worked out by hand.
@Suite("SwiftUI's DragGesture and its velocity")
struct SwiftUIDragTests {
    static func sampler(_ samples: [(Double, Double)]) -> SwiftUIVelocitySampler {
        var sampler = SwiftUIVelocitySampler()
        for (time, x) in samples { sampler.add(time: time, position: Vector(dx: x, dy: 0)) }
        return sampler
    }

    @Test("SV1: 1 per second, then 2: 0.25 × 2 + 0.75 × 1 = 1.25; with two samples the one interval; with one, zero")
    func velocity() {
        #expect(Self.sampler([(1, 1)]).velocity == .zero)
        #expect(Self.sampler([(1, 1), (2, 2)]).velocity.dx == 1)
        #expect(Self.sampler([(1, 1), (2, 2), (3, 4)]).velocity.dx == 1.25)
        // The oldest sample leaves: (2, 2), (3, 4), (4, 10): 0.25 × 6 + 0.75 × 2 = 3.
        #expect(Self.sampler([(1, 1), (2, 2), (3, 4), (4, 10)]).velocity.dx == 3)
        // Uneven intervals: 1 over 1 s, then 2 over 2 s: 1 either way.
        #expect(Self.sampler([(1, 1), (2, 2), (4, 4)]).velocity.dx == 1)
    }

    @Test("SV1: a sample at the same time replaces the newest; one from before the last is ignored")
    func repeatedAndEarlier() {
        // (2, 2) replaced by (2, 3): 2 per second.
        #expect(Self.sampler([(1, 1), (2, 2), (2, 3)]).velocity.dx == 2)
        // A lone sample replaced: (1, 5) then (2, 6): 1 per second.
        #expect(Self.sampler([(1, 1), (1, 5), (2, 6)]).velocity.dx == 1)
        #expect(Self.sampler([(1, 1), (2, 2), (1.5, 100)]).velocity.dx == 1)
    }

    static func move(
        _ recognizer: inout DragRecognizer, id: Int = 1, _ phase: TouchPhase, x: Double, y: Double, at time: Double
    ) -> PanAction {
        recognizer.handle(
            TouchEvent(time: time, touches: [TouchSample(id: id, phase: phase, location: Point(x: x, y: y))]))
    }

    @Test(
        "SD1: (4, 4) pt a frame begins at 11.3 pt, the second move, with the translation not rebased; a pan waits for 10 pt on one axis"
    )
    func beginsOnDistance() throws {
        var drag = DragRecognizer(rule: DragDistanceRule(), viewFrame: Rect(x: 0, y: 0, width: 390, height: 844))
        _ = Self.move(&drag, .began, x: 100, y: 100, at: 0)
        #expect(Self.move(&drag, .moved, x: 104, y: 104, at: 1.0 / 120) == .none)
        let began = Self.move(&drag, .moved, x: 108, y: 108, at: 2.0 / 120)
        guard case .began(let sample) = began else {
            Issue.record("no began: \(began)")
            return
        }
        #expect(sample.translation == Vector(dx: 8, dy: 8))
        var pan = PanRecognizer(rule: PanHysteresisRule(), viewFrame: Rect(x: 0, y: 0, width: 390, height: 844))
        _ = pan.handle(
            TouchEvent(time: 0, touches: [TouchSample(id: 1, phase: .began, location: Point(x: 100, y: 100))]))
        _ = pan.handle(
            TouchEvent(time: 1.0 / 120, touches: [TouchSample(id: 1, phase: .moved, location: Point(x: 104, y: 104))]))
        #expect(
            pan.handle(
                TouchEvent(
                    time: 2.0 / 120, touches: [TouchSample(id: 1, phase: .moved, location: Point(x: 108, y: 108))]))
                == .none)
    }

    @Test("SD2: a lift at 8 pt, before 10, fails the drag")
    func liftBeforeDistance() {
        var drag = DragRecognizer(rule: DragDistanceRule(), viewFrame: Rect(x: 0, y: 0, width: 390, height: 844))
        _ = Self.move(&drag, .began, x: 100, y: 100, at: 0)
        _ = Self.move(&drag, .moved, x: 100, y: 108, at: 1.0 / 120)
        let lifted = Self.move(&drag, .ended, x: 100, y: 108, at: 2.0 / 120)
        #expect(lifted.phase == .failed, "\(lifted)")
    }
}
