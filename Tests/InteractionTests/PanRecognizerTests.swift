import GestureModel
import Testing

@testable import Interaction

private let screen = Size(width: 390, height: 844)

private func makePan(hysteresis: Double = 10, maximumNumberOfTouches: Int = .max) -> PanRecognizer {
    PanRecognizer(
        rule: PanHysteresisRule(hysteresis: hysteresis, maximumNumberOfTouches: maximumNumberOfTouches),
        viewFrame: Rect(origin: .zero, size: screen))
}

private func makeEdgePan(_ edge: ScreenEdge = .left, region: Double = 13) -> ScreenEdgePanRecognizer {
    ScreenEdgePanRecognizer(
        rule: ScreenEdgeRule(edges: [edge], screen: screen, edgeRegion: region),
        viewFrame: Rect(origin: .zero, size: screen))
}

/// Feeds events in order and checks the action's phase and the recognizer's phase at every step.
private func expectScript<Rule>(
    _ recognizer: inout PanGestureRecognizer<Rule>, _ steps: [(TouchEvent, RecognizerPhase?, RecognizerPhase)],
    sourceLocation: SourceLocation = #_sourceLocation
) -> [PanAction] {
    var actions: [PanAction] = []
    for (index, step) in steps.enumerated() {
        let action = recognizer.handle(step.0)
        actions.append(action)
        #expect(
            action.phase == step.1, "step \(index) at t=\(step.0.time): action \(action)",
            sourceLocation: sourceLocation)
        #expect(recognizer.phase == step.2, "step \(index) at t=\(step.0.time): phase", sourceLocation: sourceLocation)
    }
    return actions
}

@Suite("Pan recognizer (P1–P7)")
struct PanRecognizerTests {
    @Test("P2: begins when one axis passes 10 pt, with the hysteresis removed per axis")
    func hysteresisRebasing() {
        var pan = makePan()
        let actions = expectScript(
            &pan,
            [
                (Touch.down(100, 100, at: 0), nil, .possible),
                (Touch.move(105, 104, at: 0.01), nil, .possible),
                // Δ = (12, 3): x crossed 10, so translation = (12 − 10, 0) = (2, 0), not (12, 3).
                (Touch.move(112, 103, at: 0.02), .began, .began),
                // From then on translation = location − rebased origin: (30 − 10, 10 − 0) = (20, 7)... on y 110 − 103 + 0.
                (Touch.move(130, 110, at: 0.03), .changed, .changed),
            ])
        #expect(actions[2].sample?.translation == Vector(dx: 2, dy: 0))
        #expect(actions[3].sample?.translation == Vector(dx: 20, dy: 7))
    }

    @Test("P2: the test is per axis, not Euclidean: (8, 8) is 11.3 pt away and does not begin")
    func perAxis() {
        var pan = makePan()
        _ = expectScript(
            &pan,
            [
                (Touch.down(100, 100, at: 0), nil, .possible),
                (Touch.move(108, 108, at: 0.01), nil, .possible),
                (Touch.move(90, 100, at: 0.02), .began, .began),
            ])
    }

    @Test("P6: velocity is 0.2 × the latest sample + 0.8 × the previous one, with no decay at the lift")
    func velocityBlend() {
        var pan = makePan()
        let actions = expectScript(
            &pan,
            [
                (Touch.down(100, 100, at: 0), nil, .possible),
                (Touch.move(110, 100, at: 0.01), .began, .began),  // sample 1000 pt/s
                (Touch.move(130, 100, at: 0.02), .changed, .changed),  // 2000 → 0.2·2000 + 0.8·1000 = 1200
                (Touch.move(160, 100, at: 0.03), .changed, .changed),  // 3000 → 0.2·3000 + 0.8·2000 = 2200
                (Touch.up(175, 100, at: 0.5), .ended, .ended),  // the lift's location and the 470 ms gap change nothing
            ])
        let velocities = actions.compactMap { $0.sample?.velocity.dx }
        #expect(velocities.count == 4)
        #expect(abs(velocities[0] - 1000) < 1e-9)
        #expect(abs(velocities[1] - 1200) < 1e-9)
        #expect(abs(velocities[2] - 2200) < 1e-9)
        #expect(abs(velocities[3] - 2200) < 1e-9)
        #expect(actions[4].sample?.translation == Vector(dx: 50, dy: 0))
    }

    @Test("P6: samples under 1 ms count as zero velocity; equal timestamps make no sample")
    func shortSamples() {
        var pan = makePan()
        let actions = expectScript(
            &pan,
            [
                (Touch.down(100, 100, at: 0), nil, .possible),
                (Touch.move(120, 100, at: 0.01), .began, .began),  // 2000
                (Touch.move(125, 100, at: 0.01), .changed, .changed),  // dt = 0: no sample, still 2000
                (Touch.move(126, 100, at: 0.0105), .changed, .changed),  // dt = 0.5 ms: sample 0 → 0.2·0 + 0.8·2000
            ])
        #expect(actions[2].sample?.velocity.dx == 2000)
        #expect(abs((actions[3].sample?.velocity.dx ?? 0) - 1600) < 1e-9)
    }

    @Test("P1, P4: the centroid of two touches; a finger landing or lifting does not make the translation jump")
    func centroidWithoutJump() {
        var pan = makePan()
        let actions = expectScript(
            &pan,
            [
                (Touch.down(1, 100, 100, at: 0), nil, .possible),
                (Touch.move(1, 120, 100, at: 0.01), .began, .began),  // translation (10, 0)
                (Touch.down(2, 300, 300, at: 0.02), nil, .began),  // lands far away: no action, no jump
                (Touch.event(at: 0.03, [(1, .moved, 130, 100), (2, .moved, 310, 300)]), .changed, .changed),  // centroid +10
                (Touch.up(2, 310, 300, at: 0.04), nil, .changed),
                (Touch.move(1, 140, 100, at: 0.05), .changed, .changed),
            ])
        #expect(actions[1].sample?.translation == Vector(dx: 10, dy: 0))
        #expect(actions[3].sample?.translation == Vector(dx: 20, dy: 0))
        #expect(actions[3].sample?.numberOfTouches == 2)
        #expect(actions[5].sample?.translation == Vector(dx: 30, dy: 0))
    }

    @Test("P7: setTranslation moves the origin; velocity resets as the docs say, or is kept as iOS 26.1 does")
    func setTranslation() {
        for resets in [true, false] {
            var pan = makePan()
            _ = pan.handle(Touch.down(100, 100, at: 0))
            _ = pan.handle(Touch.move(120, 100, at: 0.01))  // began, translation (10, 0), 2000 pt/s
            pan.setTranslation(.zero, resetsVelocity: resets)
            let changed = pan.handle(Touch.move(125, 100, at: 0.02))  // sample 500 pt/s
            #expect(changed.sample?.translation == Vector(dx: 5, dy: 0))
            // Reset: the 500 pt/s sample alone. Kept: 0.2 × 500 + 0.8 × 2000 = 1700.
            #expect(changed.sample?.velocity.dx == (resets ? 500 : 1700))
        }
    }

    @Test("P5, G4: cancelled touches cancel a recognized pan and fail a possible one")
    func cancellation() {
        var recognized = makePan()
        let actions = expectScript(
            &recognized,
            [
                (Touch.down(100, 100, at: 0), nil, .possible),
                (Touch.move(130, 100, at: 0.01), .began, .began),
                (Touch.cancel(150, 100, at: 0.02), .cancelled, .cancelled),
            ])
        #expect(actions[2].sample?.translation == Vector(dx: 20, dy: 0))
        var possible = makePan()
        let failed = expectScript(
            &possible,
            [
                (Touch.down(100, 100, at: 0), nil, .possible),
                (Touch.cancel(101, 100, at: 0.01), .failed, .failed),
            ])
        #expect(failed[1] == .failed(.cancelledBeforeRecognition))
    }

    @Test("P5: lifting before the hysteresis fails; G3: the next sequence starts from possible")
    func liftBeforeRecognitionThenReset() {
        var pan = makePan()
        _ = expectScript(
            &pan,
            [
                (Touch.down(100, 100, at: 0), nil, .possible),
                (Touch.up(105, 100, at: 0.05), .failed, .failed),
                (Touch.down(100, 100, at: 1), nil, .possible),
                (Touch.move(100, 120, at: 1.01), .began, .began),
                (Touch.up(100, 120, at: 1.02), .ended, .ended),
            ])
    }

    @Test(
        "G5: the delegate is asked once, with the movement since touch-down, when the pan would begin; a refusal fails it"
    )
    func shouldBegin() {
        func pan(_ gate: BeginGate) -> PanRecognizer {
            PanRecognizer(rule: PanHysteresisRule(shouldBegin: gate), viewFrame: Rect(origin: .zero, size: screen))
        }
        // Δ = (12, 3): mostly rightward.
        let sideways = [Touch.down(100, 100, at: 0), Touch.move(112, 103, at: 0.02), Touch.move(112, 160, at: 0.04)]
        // Δ = (3, 14): downward; (0, 10), straight down, reads (0, 10), not the rebased (0, 0).
        let downward = [Touch.down(100, 100, at: 0), Touch.move(103, 114, at: 0.02), Touch.move(180, 120, at: 0.04)]
        func phases(_ gate: BeginGate, _ events: [TouchEvent]) -> [RecognizerPhase?] {
            var recognizer = pan(gate)
            return events.map { recognizer.handle($0).phase }
        }
        // PhotoTransitioning's `translation.y > 0 && |y| > |x|`: a sideways start never begins,
        // though the finger then moves 57 pt down; a downward start begins and then follows any way.
        #expect(phases(.direction(.down), sideways) == [nil, .failed, nil])
        #expect(phases(.direction(.down), downward) == [nil, .began, .changed])
        #expect(phases(.direction(.up), downward) == [nil, .failed, nil])
        #expect(
            phases(.direction(.down), [Touch.down(100, 100, at: 0), Touch.move(100, 110, at: 0.02)]) == [nil, .began])
        // Touchwonders' |dx| > |dy|: the other way round.
        #expect(phases(.dominantAxis(.horizontal), sideways) == [nil, .began, .changed])
        #expect(phases(.dominantAxis(.horizontal), downward) == [nil, .failed, nil])
        #expect(phases(.dominantAxis(.vertical), downward) == [nil, .began, .changed])
        // A region tests where the touches are when asked: (103, 114) is inside 100…110 × 110…120, (112, 103) is not.
        let region = BeginGate.region(Rect(x: 100, y: 110, width: 10, height: 10))
        #expect(phases(region, downward) == [nil, .began, .changed])
        #expect(phases(region, sideways) == [nil, .failed, nil])
        var refused = pan(.direction(.down))
        _ = refused.handle(sideways[0])
        guard case .failed(let reason) = refused.handle(sideways[1]) else {
            Issue.record("the refused pan did not fail")
            return
        }
        #expect(
            reason.description
                == "the delegate's shouldBegin refused it: it begins only when the translation points down, and the translation was (12.0, 3.0) pt at (112.0, 103.0) (G5)"
        )
    }

    @Test("P4: a touch beyond the maximum fails a possible pan and is ignored by a recognized one")
    func maximumTouches() {
        var possible = makePan(maximumNumberOfTouches: 1)
        _ = expectScript(
            &possible,
            [
                (Touch.down(1, 100, 100, at: 0), nil, .possible),
                (Touch.down(2, 200, 100, at: 0.01), .failed, .failed),
                (Touch.move(1, 150, 100, at: 0.02), nil, .failed),  // G3: ignored until every touch lifts
            ])
        var recognized = makePan(maximumNumberOfTouches: 1)
        let actions = expectScript(
            &recognized,
            [
                (Touch.down(1, 100, 100, at: 0), nil, .possible),
                (Touch.move(1, 120, 100, at: 0.01), .began, .began),
                (Touch.down(2, 300, 100, at: 0.02), nil, .began),
                (Touch.event(at: 0.03, [(1, .moved, 125, 100), (2, .moved, 400, 100)]), .changed, .changed),
                (Touch.up(1, 125, 100, at: 0.04), .ended, .ended),
                (Touch.up(2, 400, 100, at: 0.05), nil, .ended),
            ])
        #expect(actions[3].sample?.translation == Vector(dx: 15, dy: 0))
    }
}

@Suite("Screen-edge pan recognizer (E1–E4)")
struct ScreenEdgePanRecognizerTests {
    @Test(
        "E2: the edge region boundary: 12.9 pt recognizes, 13.1 pt fails",
        arguments: [(12.9, true), (13.0, true), (13.1, false)])
    func edgeRegionBoundary(startX: Double, recognizes: Bool) {
        var edge = makeEdgePan()
        let down = edge.handle(Touch.down(startX, 400, at: 0))
        let move = edge.handle(Touch.move(startX + 40, 400, at: 0.05))
        if recognizes {
            #expect(down == .none)
            #expect(move.phase == .began)
        } else {
            #expect(down == .failed(.outsideEdgeRegion(edge: .left, distance: startX, region: 13)))
            #expect(move == .none)
            #expect(edge.phase == .failed)
        }
    }

    @Test(
        "E2: a touch at the right edge under a left-edge rule names the left edge's distance and the right edge it started at"
    )
    func failureNamesTheNearerEdge() {
        var edge = makeEdgePan()
        // 390 pt wide: x = 386 is 386 pt from the left edge and 4 pt from the right.
        let down = edge.handle(Touch.down(386, 400, at: 0))
        #expect(down == .failed(.outsideEdgeRegion(edge: .left, distance: 386, region: 13, nearer: .right)))
        guard case .failed(let failure) = down else { return }
        #expect(
            failure.description
                == "the touch started 386.0 pt from the left edge, outside its 13.0 pt edge region (E2); it started at the right edge, which a scenario watching the right edge (--edge right) recognizes"
        )
        // In the middle of the screen no edge is nearer: nothing is suggested.
        var middle = makeEdgePan()
        #expect(
            middle.handle(Touch.down(195, 400, at: 0))
                == .failed(.outsideEdgeRegion(edge: .left, distance: 195, region: 13)))
    }

    @Test("E3: recognized after 15 pt of inward movement, translation rebased by 10 pt per axis")
    func recognitionDistance() {
        var edge = makeEdgePan()
        let actions = expectScript(
            &edge,
            [
                (Touch.down(5, 400, at: 0), nil, .possible),
                (Touch.move(19, 400, at: 0.01), nil, .possible),  // 14 pt
                (Touch.move(20, 400, at: 0.02), .began, .began),  // 15 pt → translation (15 − 10, 0)
                (Touch.move(60, 402, at: 0.03), .changed, .changed),
            ])
        #expect(actions[2].sample?.translation == Vector(dx: 5, dy: 0))
        #expect(actions[3].sample?.translation == Vector(dx: 45, dy: 2))
    }

    @Test("E3: movement along or away from the edge fails", arguments: [(13.0, 420.0), (0.0, 390.0), (24.0, 416.0)])
    func notInward(x: Double, y: Double) {
        var edge = makeEdgePan()
        _ = edge.handle(Touch.down(12, 400, at: 0))
        let action = edge.handle(Touch.move(x, y, at: 0.02))
        guard case .failed(.notInward) = action else {
            Issue.record("expected a not-inward failure, got \(action)")
            return
        }
        #expect(edge.phase == .failed)
    }

    @Test(
        "E2: each edge measures from its own side; translation is in view coordinates", arguments: ScreenEdge.allCases)
    func everyEdge(edge: ScreenEdge) {
        var recognizer = makeEdgePan(edge)
        let start: Point =
            switch edge {
            case .left: Point(x: 2, y: 400)
            case .right: Point(x: 388, y: 400)
            case .top: Point(x: 200, y: 2)
            case .bottom: Point(x: 200, y: 842)
            }
        let end = start + edge.inward * 100
        _ = recognizer.handle(Touch.down(start.x, start.y, at: 0))
        let began = recognizer.handle(Touch.move(end.x, end.y, at: 0.05))
        #expect(began.sample?.translation == edge.inward * 90)
    }

    @Test("E1, P4: a second finger fails the edge pan before recognition and is ignored after it")
    func secondFinger() {
        var before = makeEdgePan()
        _ = before.handle(Touch.down(1, 5, 400, at: 0))
        #expect(before.handle(Touch.down(2, 200, 400, at: 0.01)) == .failed(.tooManyTouches(maximum: 1)))
        var after = makeEdgePan()
        _ = after.handle(Touch.down(1, 5, 400, at: 0))
        _ = after.handle(Touch.move(1, 40, 400, at: 0.01))
        #expect(after.handle(Touch.down(2, 200, 400, at: 0.02)) == .none)
        let moved = after.handle(Touch.event(at: 0.03, [(1, .moved, 50, 400), (2, .moved, 300, 400)]))
        #expect(moved.sample?.translation == Vector(dx: 35, dy: 0))
    }

    @Test("E4: location is reported in the view's coordinates")
    func viewCoordinates() {
        var edge = ScreenEdgePanRecognizer(
            rule: ScreenEdgeRule(edges: [.left], screen: screen), viewFrame: Rect(x: 0, y: 100, width: 390, height: 600)
        )
        _ = edge.handle(Touch.down(5, 400, at: 0))
        let began = edge.handle(Touch.move(45, 400, at: 0.01))
        #expect(began.sample?.location == Point(x: 45, y: 300))
    }

    @Test("A recognizer is a value: a copy taken mid-gesture goes on alone (its tracker is copied on write)")
    func copiesAreIndependent() {
        var pan = makePan()
        _ = pan.handle(Touch.down(100, 100, at: 0))
        _ = pan.handle(Touch.move(130, 100, at: 0.01))  // began: translation (20, 0)
        var copy = pan
        #expect(copy == pan)
        let moved = copy.handle(Touch.move(160, 100, at: 0.02))
        #expect(moved.sample?.translation == Vector(dx: 50, dy: 0))
        #expect(copy != pan)
        // The original never saw the copy's move: from its own last point, 140 is 10 further.
        let original = pan.handle(Touch.move(140, 100, at: 0.02))
        #expect(original.sample?.translation == Vector(dx: 30, dy: 0))
        let pinch = PinchRecognizer(
            configuration: .init(
                window: Rect(origin: .zero, size: screen), viewFrame: Rect(origin: .zero, size: screen)))
        var pinchCopy = pinch
        _ = pinchCopy.handle(Touch.event(at: 0, [(1, .began, 100, 100), (2, .began, 200, 100)]))
        #expect(pinchCopy != pinch && pinch.phase == .possible)
    }
}
