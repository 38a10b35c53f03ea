import GestureModel
import Testing

@testable import Interaction

private let screen = Rect(x: 0, y: 0, width: 390, height: 844)

private func makePinch() -> PinchRecognizer {
    PinchRecognizer(configuration: .init(window: screen, viewFrame: screen))
}

/// Two touches on a horizontal line through y = 400, `distance` apart around x = 195.
private func pair(_ distance: Double, at time: Double, phase: TouchPhase = .moved) -> TouchEvent {
    Touch.event(at: time, [(1, phase, 195 - distance / 2, 400), (2, phase, 195 + distance / 2, 400)])
}

@Suite("Pinch recognizer (N1–N5)")
struct PinchRecognizerTests {
    @Test("N2: begins once the distance changed by more than 8 pt, with the base moved 8 pt so scale starts near 1")
    func beginsPastHysteresis() throws {
        var pinch = makePinch()
        #expect(pinch.handle(pair(100, at: 0, phase: .began)) == .none)
        #expect(pinch.handle(pair(108, at: 0.01)) == .none)  // exactly 8: not more
        let began = pinch.handle(pair(110, at: 0.02))
        let sample = try #require(began.sample)
        #expect(began.phase == .began)
        // B = 100 + 8 = 108, so scale = 110 / 108, not 110 / 100.
        #expect(abs(sample.scale - 110.0 / 108) < 1e-12)
        #expect(pinch.phase == .began)
    }

    @Test("N3: scale is cumulative: 100 → 400 pt apart gives 400 / 108")
    func cumulativeScale() throws {
        var pinch = makePinch()
        _ = pinch.handle(pair(100, at: 0, phase: .began))
        _ = pinch.handle(pair(120, at: 0.01))
        let changed = pinch.handle(pair(400, at: 0.02))
        #expect(changed.phase == .changed)
        #expect(abs((changed.sample?.scale ?? 0) - 400.0 / 108) < 1e-12)
    }

    @Test("N4: velocity is 0.75 × the previous per-update velocity + 0.25 × the latest when the previous is not 0")
    func velocity() throws {
        var pinch = makePinch()
        _ = pinch.handle(pair(108, at: 0, phase: .began))  // B = 108 after the shift below
        let began = try #require(pinch.handle(pair(126, at: 0.1)).sample)  // B = 116: scale 126/116, v = (126/116 − 1) / 0.1
        let v1 = (126.0 / 116 - 1) / 0.1
        #expect(abs(began.velocity - v1) < 1e-9)
        let changed = try #require(pinch.handle(pair(232, at: 0.2)).sample)  // scale 2: v2 = (2 − 126/116) / 0.1
        let v2 = (2 - 126.0 / 116) / 0.1
        #expect(abs(changed.scale - 2) < 1e-12)
        #expect(abs(changed.velocity - (0.75 * v1 + 0.25 * v2)) < 1e-9)
    }

    @Test("N5: one finger lifting freezes the scale; landing again continues without a jump; both up ends")
    func liftAndLandAgain() throws {
        var pinch = makePinch()
        _ = pinch.handle(pair(100, at: 0, phase: .began))
        let opened = try #require(pinch.handle(pair(216, at: 0.1)).sample)  // began: 216 / 108 = 2
        #expect(abs(opened.scale - 2) < 1e-12)
        #expect(pinch.handle(Touch.up(2, 303, 400, at: 0.2)) == .none)
        #expect(pinch.handle(Touch.move(1, 20, 400, at: 0.3)) == .none)  // alone: frozen, no action
        #expect(pinch.phase == .began)
        #expect(pinch.handle(Touch.down(3, 120, 400, at: 0.4)) == .none)  // 100 pt from touch 1: B = 100 / 2
        let continued = try #require(
            pinch.handle(Touch.event(at: 0.5, [(1, .moved, 20, 400), (3, .moved, 170, 400)])).sample)
        #expect(abs(continued.scale - 3) < 1e-12)  // 150 / 50
        #expect(pinch.handle(Touch.up(1, 20, 400, at: 0.6)) == .none)
        let ended = pinch.handle(Touch.up(3, 170, 400, at: 0.7))
        #expect(ended.phase == .ended)
        #expect(abs((ended.sample?.scale ?? 0) - 3) < 1e-12)
    }

    @Test("N5: cancelled touches cancel a begun pinch and fail one that never began; lifting before beginning fails")
    func cancellationAndFailure() {
        var begun = makePinch()
        _ = begun.handle(pair(100, at: 0, phase: .began))
        _ = begun.handle(pair(150, at: 0.1))
        #expect(begun.handle(pair(150, at: 0.2, phase: .cancelled)).phase == .cancelled)
        var possible = makePinch()
        _ = possible.handle(pair(100, at: 0, phase: .began))
        #expect(possible.handle(pair(100, at: 0.1, phase: .cancelled)) == .failed(.cancelledBeforeRecognition))
        var single = makePinch()
        _ = single.handle(Touch.down(1, 100, 400, at: 0))
        _ = single.handle(Touch.move(1, 200, 400, at: 0.1))
        #expect(single.handle(Touch.up(1, 200, 400, at: 0.2)) == .failed(.liftedBeforeRecognition))
        // G3: after the sequence, a new pinch starts from possible.
        _ = single.handle(pair(100, at: 1, phase: .began))
        #expect(single.phase == .possible)
        #expect(single.handle(pair(130, at: 1.1)).phase == .began)
    }

    @Test("N2: a touch outside the window does not begin the pinch")
    func outsideWindow() {
        var pinch = makePinch()
        _ = pinch.handle(Touch.event(at: 0, [(1, .began, 300, 400), (2, .began, 380, 400)]))
        #expect(pinch.handle(Touch.event(at: 0.1, [(1, .moved, 300, 400), (2, .moved, 400, 400)])) == .none)
        #expect(pinch.phase == .possible)
    }
}
