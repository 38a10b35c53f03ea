import GestureModel
import Testing

@testable import Interaction

/// A pan action at `time` with a translation along x (and y), on a 400 × 800 view.
private func pan(_ state: RecognizerPhase, _ time: Double, dx: Double, dy: Double = 0, vx: Double = 0) -> Gesture {
    let sample = PanSample(
        time: time, translation: Vector(dx: dx, dy: dy), velocity: Vector(dx: vx, dy: 0),
        location: Point(x: dx, y: 400),
        numberOfTouches: 1, lastMovementTime: time)
    return Gesture(
        state: state, time: time, sample: .pan(sample), bounds: Rect(x: 0, y: 0, width: 400, height: 800), edge: .left)
}

private func pinch(_ state: RecognizerPhase, _ time: Double, scale: Double) -> Gesture {
    let sample = PinchSample(
        time: time, scale: scale, velocity: 0, location: Point(x: 200, y: 400), numberOfTouches: 2,
        lastMovementTime: time)
    return Gesture(
        state: state, time: time, sample: .pinch(sample), bounds: Rect(x: 0, y: 0, width: 400, height: 800), edge: nil)
}

/// Runs the handler over `gestures` as a replay does, returning the controller after each action.
private func drive(
    _ handler: inout TransitionHandler, _ gestures: [Gesture], duration: Double = 0.5
) -> [InteractionController] {
    var controller = InteractionController(configuration: .init(duration: duration))
    var after: [InteractionController] = []
    for var gesture in gestures {
        controller.begin(gesture, motion: gesture.motionAlongTravel)
        handler.handle(&gesture, transition: &controller)
        after.append(controller)
    }
    return after
}

private let edgeBack = TranslationProgress(axis: .inward, divisor: 1, absolute: true)

@Suite("The scenario's handler")
struct TransitionHandlerTests {
    @Test("began starts, changed updates with the mapped progress, ended decides by the threshold with its reason")
    func threshold() throws {
        var handler = TransitionHandler(
            rules: HandlerRules(), progress: .translation(edgeBack), viewSize: Size(width: 400, height: 800),
            edge: .left)
        let steps = drive(
            &handler,
            [
                pan(.began, 0, dx: 5), pan(.changed, 0.1, dx: 100), pan(.changed, 0.2, dx: 240),
                pan(.ended, 0.3, dx: 240),
            ])
        #expect(steps[0].transition.phase == .interactive)
        #expect(steps[0].percentComplete == 0)
        #expect(steps[1].percentComplete == 0.25)
        #expect(steps[2].percentComplete == 0.6)
        let decision = try #require(steps[3].decision)
        #expect(decision.direction == .finish)
        #expect(decision.progress == 0.6)
        #expect(decision.threshold == 0.5)
        #expect(decision.reason == "released at 0.60 > threshold 0.50 → finish")
        // (1 − 0.6) × 0.5 s.
        #expect(abs((steps[3].transition.completion?.duration ?? 0) - 0.2) < 1e-12)
    }

    @Test("lastChanged compares the last changed progress, not the release's; with no changed it compares 0")
    func lastChanged() throws {
        let rules = HandlerRules(onEnded: .decide, onCancelled: .cancel, decideWith: .lastChanged, threshold: 0.5)
        var handler = TransitionHandler(
            rules: rules, progress: .translation(edgeBack), viewSize: Size(width: 400, height: 800), edge: .left)
        // The lift reports more translation than the last changed: only the changed counts.
        let steps = drive(&handler, [pan(.began, 0, dx: 5), pan(.changed, 0.1, dx: 180), pan(.ended, 0.2, dx: 260)])
        #expect(steps[2].decision?.progress == 0.45)
        #expect(steps[2].decision?.direction == .cancel)
        var fresh = TransitionHandler(
            rules: rules, progress: .translation(edgeBack), viewSize: Size(width: 400, height: 800), edge: .left)
        let quick = drive(&fresh, [pan(.began, 0, dx: 300), pan(.ended, 0.05, dx: 300)])
        #expect(quick[1].decision?.progress == 0)
        #expect(quick[1].decision?.direction == .cancel)
    }

    @Test("on cancelled it does what its rules say: cancel always, or nothing (the transition stays interactive)")
    func cancelled() throws {
        var cancelling = TransitionHandler(
            rules: HandlerRules(onCancelled: .cancel), progress: .translation(edgeBack),
            viewSize: Size(width: 400, height: 800), edge: .left)
        let a = drive(&cancelling, [pan(.began, 0, dx: 5), pan(.changed, 0.1, dx: 300), pan(.cancelled, 0.2, dx: 300)])
        #expect(a[2].decision?.direction == .cancel)
        #expect(a[2].decision?.reason == "gesture cancelled at 0.75 → cancel (the handler always cancels on cancelled)")
        var leaving = TransitionHandler(
            rules: HandlerRules(onCancelled: .nothing), progress: .translation(edgeBack),
            viewSize: Size(width: 400, height: 800), edge: .left)
        let b = drive(&leaving, [pan(.began, 0, dx: 5), pan(.changed, 0.1, dx: 300), pan(.cancelled, 0.2, dx: 300)])
        #expect(b[2].decision?.direction == nil)
        #expect(b[2].isInteractive)
        #expect(
            b[2].decision?.reason
                == "gesture cancelled at 0.75 → nothing: the handler neither finishes nor cancels on cancelled")
    }

    @Test(
        "a pinch's direction is chosen on began: below scale 1 it closes, and growing then contradicts it, reported once"
    )
    func pinchDirection() throws {
        var handler = TransitionHandler(
            rules: HandlerRules(onEnded: .finish, onCancelled: .nothing), progress: .pinchScale(PinchProgress()),
            viewSize: Size(width: 400, height: 800), edge: nil)
        let steps = drive(
            &handler,
            [
                pinch(.began, 0, scale: 0.9), pinch(.changed, 0.1, scale: 0.7), pinch(.changed, 0.2, scale: 1.2),
                pinch(.changed, 0.3, scale: 1.3),
            ])
        #expect(handler.pinchDirection == .close)
        #expect(abs(steps[1].percentComplete - 0.3) < 1e-12)
        let contradictions = steps.flatMap(\.handlerDiagnostics).filter { $0.code == .directionContradiction }
        #expect(contradictions.count == 1)
        #expect(contradictions.first?.time == 0.2)
    }

    @Test("each gesture starts afresh: a second began forgets the first gesture's last changed")
    func freshGesture() throws {
        let rules = HandlerRules(onEnded: .decide, decideWith: .lastChanged, threshold: 0.5)
        var handler = TransitionHandler(
            rules: rules, progress: .translation(edgeBack), viewSize: Size(width: 400, height: 800), edge: .left)
        _ = drive(&handler, [pan(.began, 0, dx: 5), pan(.changed, 0.1, dx: 350), pan(.ended, 0.2, dx: 350)])
        let second = drive(&handler, [pan(.began, 1, dx: 5), pan(.ended, 1.1, dx: 5)])
        #expect(second[1].decision?.progress == 0)
    }
}
