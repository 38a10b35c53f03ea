import Testing

@testable import Interaction

private func makeTransition(
    duration: Double = 0.5, speed: CompletionSpeed = .constant(1), curve: CompletionCurve = .easeInOut
) -> PercentDrivenTransition {
    PercentDrivenTransition(configuration: .init(duration: duration, completionSpeed: speed, completionCurve: curve))
}

/// A transition started at t = 0 and updated to `percent` at t = 0.1.
private func interactive(
    at percent: Double, duration: Double = 0.5, speed: CompletionSpeed = .constant(1)
) -> PercentDrivenTransition {
    var transition = makeTransition(duration: duration, speed: speed)
    _ = transition.start(at: 0)
    _ = transition.update(percent, at: 0.1)
    return transition
}

private func completion(_ step: PercentDrivenTransition.Step) -> PercentDrivenTransition.Completion? {
    if case .beganCompletion(let completion) = step.effect { return completion }
    return nil
}

@Suite("Percent-driven transition (T1–T9)")
struct PercentDrivenTransitionTests {
    @Test("T3: finish at p = 0.6 with d = 0.5 s and s = 1 lasts (1 − 0.6) × 0.5 / 1 = 0.2 s")
    func finishDuration() throws {
        var transition = interactive(at: 0.6)
        let step = transition.finish(at: 0.2)
        let animation = try #require(completion(step))
        #expect(abs(animation.duration - 0.2) < 1e-12)
        #expect(animation.speed == 1)
        #expect(abs(animation.endTime - 0.4) < 1e-12)
        #expect(step.diagnostics.isEmpty)
        #expect(transition.transitionWasCancelled == false)
        #expect(transition.phase == .completing)
    }

    @Test("C1: with s = 1 − percentComplete every finish lasts the full 0.5 s", arguments: [0.1, 0.3, 0.6, 0.9, 0.99])
    func remainingSpeedFinish(percent: Double) throws {
        var transition = interactive(at: percent, speed: .remaining)
        let animation = try #require(completion(transition.finish(at: 0.2)))
        #expect(abs(animation.duration - 0.5) < 1e-9)
        #expect(abs(animation.speed - (1 - percent)) < 1e-12)
    }

    @Test("T4, C1: cancel at p = 0.9 with s = 1 − p lasts 0.9 × 0.5 / 0.1 = 4.5 s and is reported as long")
    func lateCancelIsLong() throws {
        var transition = interactive(at: 0.9, speed: .remaining)
        let step = transition.cancel(at: 0.3)
        let animation = try #require(completion(step))
        #expect(abs(animation.duration - 4.5) < 1e-9)
        #expect(step.diagnostics.map(\.code) == [.longCompletion])
        #expect(transition.transitionWasCancelled, "T4: true from the moment of cancel")
    }

    @Test(
        "C2: cancel at p = 0.5 with d = 1e308 s and s = 1e-300 would last forever: an error, and the model ends it after 3600 s"
    )
    func unendingCompletion() throws {
        var transition = interactive(at: 0.5, duration: 1e308, speed: .constant(1e-300))
        let step = transition.cancel(at: 0.3)
        let animation = try #require(completion(step))
        #expect(animation.duration == 3600)
        #expect(animation.endTime == 3600.3)
        #expect(step.diagnostics.map(\.code) == [.unendingCompletion])
        #expect(step.diagnostics.first?.severity == .error)
        #expect(
            step.diagnostics.first?.message
                == "The cancel animation at t=0.300 s would last longer than any clock (0.500 × 1e+308 s / 1e-300): the app looks stuck. The model ends it after 3600 s (C2)."
        )
        _ = transition.advance(to: 3600.3)
        #expect(transition.phase == .completed)
    }

    @Test(
        "C2: 0.5 × 10 s / 0.001 = 5000 s is past the hour (an error, ended at 3600 s); 0.5 × 10 s / 0.002 = 2500 s is only long (C1)"
    )
    func hourLimit() throws {
        var past = interactive(at: 0.5, duration: 10, speed: .constant(0.001))
        let pastStep = past.finish(at: 0.2)
        #expect(try #require(completion(pastStep)).duration == 3600)
        #expect(
            pastStep.diagnostics.first?.message
                == "The finish animation at t=0.200 s would last 5000.000 s (0.500 × 10 s / 0.001): the app looks stuck. The model ends it after 3600 s (C2)."
        )
        var long = interactive(at: 0.5, duration: 10, speed: .constant(0.002))
        let longStep = long.finish(at: 0.2)
        #expect(abs(try #require(completion(longStep)).duration - 2500) < 1e-9)
        #expect(longStep.diagnostics.map(\.code) == [.longCompletion])
        // The sweep's duration alone agrees with the replay's.
        let configuration = PercentDrivenTransition.Configuration(
            duration: 10, completionSpeed: .constant(0.001), completionCurve: .easeInOut)
        #expect(
            PercentDrivenTransition.completionDuration(
                .finish, percentComplete: 0.5, configuration: configuration, speed: 0, extent: 390) == 3600)
    }

    @Test("T4: cancel at p = 0.4 with s = 1 lasts 0.4 × 0.5 = 0.2 s, which is not long")
    func cancelDuration() throws {
        var transition = interactive(at: 0.4)
        let step = transition.cancel(at: 0.3)
        #expect(abs((completion(step)?.duration ?? 0) - 0.2) < 1e-12)
        #expect(step.diagnostics.isEmpty)
    }

    @Test("T2: update clamps to [0, 1] with a diagnostic; an equal value changes nothing")
    func clamping() {
        var transition = makeTransition()
        _ = transition.start(at: 0)
        let high = transition.update(1.3, at: 0.1)
        #expect(high.effect == .setPercentComplete(1))
        #expect(high.diagnostics.map(\.code) == [.progressClamped])
        let low = transition.update(-0.2, at: 0.2)
        #expect(low.effect == .setPercentComplete(0))
        #expect(low.diagnostics.map(\.code) == [.progressClamped])
        let same = transition.update(0, at: 0.3)
        #expect(same == .init(effect: .none))
        // nan keeps the value and infinities clamp, each said once; the range's own ends are in range.
        let notNumber = transition.update(.nan, at: 0.4)
        #expect(notNumber.effect == .none && notNumber.diagnostics.map(\.code) == [.progressNotFinite])
        let infinite = transition.update(.infinity, at: 0.5)
        #expect(infinite.effect == .setPercentComplete(1) && infinite.diagnostics.map(\.code) == [.progressNotFinite])
        #expect(transition.update(0, at: 0.6) == .init(effect: .setPercentComplete(0)))
        #expect(transition.update(1, at: 0.7).diagnostics.isEmpty)
    }

    @Test("a step with no diagnostics is the same whether made with an empty list or none")
    func stepWithoutDiagnostics() {
        var step = PercentDrivenTransition.Step(effect: .none, diagnostics: [])
        #expect(step == PercentDrivenTransition.Step(effect: .none) && step.diagnostics.isEmpty)
        let raised = Diagnostic(time: 1, detail: .progressClamped(requested: 2, accepted: 1))
        step.diagnostics = [raised]
        #expect(step.diagnostics == [raised] && step != PercentDrivenTransition.Step(effect: .none))
        step.diagnostics = []
        #expect(step == PercentDrivenTransition.Step(effect: .none))
    }

    @Test("T6, T7: misuse is reported and ignored, never trapped")
    func misuse() {
        var idle = makeTransition()
        #expect(idle.update(0.5, at: 0).diagnostics.map(\.code) == [.updateWithoutTransition])
        #expect(idle.finish(at: 0).diagnostics.map(\.code) == [.completionWithoutTransition])
        #expect(idle.cancel(at: 0).diagnostics.map(\.code) == [.completionWithoutTransition])
        #expect(idle.phase == .idle)

        var finished = interactive(at: 0.7)
        _ = finished.finish(at: 0.2)
        #expect(finished.update(0.8, at: 0.21).diagnostics.map(\.code) == [.updateAfterCompletion])
        #expect(finished.cancel(at: 0.22).diagnostics.map(\.code) == [.secondCompletion])
        #expect(finished.finish(at: 0.23).diagnostics.map(\.code) == [.secondCompletion])
        #expect(finished.start(at: 0.24).diagnostics.map(\.code) == [.transitionAlreadyRunning])
        #expect(finished.transitionWasCancelled == false)
        #expect(finished.completion?.startTime == 0.2)
    }

    @Test(
        "T3, T8: a stored speed ≤ 0 becomes 1; an override that yields 0 completes instantly", arguments: [0.0, -2.0])
    func nonPositiveSpeed(stored: Double) throws {
        var constant = interactive(at: 0.6, speed: .constant(stored))
        let step = constant.finish(at: 0.2)
        #expect(step.diagnostics.map(\.code) == [.completionSpeedNotPositive])
        let animation = try #require(completion(step))
        #expect(animation.speed == 1)
        #expect(animation.requestedSpeed == stored)
        #expect(abs(animation.duration - 0.2) < 1e-12)
    }

    @Test("T8: s = 1 − percentComplete at percentComplete 1 is 0: reported, and the completion is instant")
    func remainingAtOne() throws {
        var transition = interactive(at: 1, speed: .remaining)
        let step = transition.finish(at: 0.2)
        #expect(step.diagnostics.map(\.code) == [.completionSpeedNotPositive])
        #expect(completion(step)?.duration == 0)
        #expect(transition.advance(to: 0.2).effect == .completed(.finish))
    }

    @Test("the completion follows its curve and completes when the clock passes its end")
    func completionRuns() throws {
        var transition = interactive(at: 0.6)
        let animation = try #require(completion(transition.finish(at: 1.0)))
        // Half-way through easeInOut is half-way along: 0.6 + 0.4 × 0.5 = 0.8.
        #expect(abs(transition.visiblePercentComplete(at: 1.1) - 0.8) < 1e-9)
        #expect(transition.advance(to: 1.19).effect == .none)
        #expect(transition.advance(to: animation.endTime).effect == .completed(.finish))
        #expect(transition.phase == .completed)
        #expect(transition.visiblePercentComplete(at: 5) == 1)
    }
}

@Suite("Completion curves")
struct CompletionCurveTests {
    /// x(u) = t solved by plain bisection on the Bézier polynomial, written out independently.
    private func reference(_ t: Double, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> Double {
        func cubic(_ u: Double, _ p1: Double, _ p2: Double) -> Double {
            let a = 1 - u
            return 3 * a * a * u * p1 + 3 * a * u * u * p2 + u * u * u
        }
        var low = 0.0
        var high = 1.0
        for _ in 0..<200 {
            let middle = (low + high) / 2
            if cubic(middle, x1, x2) < t { low = middle } else { high = middle }
        }
        return cubic((low + high) / 2, y1, y2)
    }

    @Test("easeInOut(0.5) = 0.5 exactly, by symmetry")
    func easeInOutMidpoint() {
        #expect(abs(CompletionCurve.easeInOut.value(at: 0.5) - 0.5) < 1e-12)
    }

    @Test("easeInOut at 0.25 and 0.75 matches an independent bisection, and the two sum to 1")
    func easeInOutQuarters() {
        let quarter = CompletionCurve.easeInOut.value(at: 0.25)
        let threeQuarters = CompletionCurve.easeInOut.value(at: 0.75)
        #expect(abs(quarter - reference(0.25, 0.42, 0, 0.58, 1)) < 1e-9)
        #expect(abs(threeQuarters - reference(0.75, 0.42, 0, 0.58, 1)) < 1e-9)
        #expect(abs(quarter + threeQuarters - 1) < 1e-9)
        // About 0.129: the curve starts slowly.
        #expect(quarter > 0.12 && quarter < 0.14)
    }

    @Test(
        "every named curve and a custom one match the reference across [0, 1]",
        arguments: [
            CompletionCurve.linear, .easeIn, .easeOut, .easeInOut, .default,
            .custom(x1: 0.1, y1: 0.9, x2: 0.2, y2: 1.0),
        ])
    func curvesMatchReference(curve: CompletionCurve) {
        let p = curve.controlPoints
        for step in 0...20 {
            let t = Double(step) / 20
            #expect(abs(curve.value(at: t) - reference(t, p.x1, p.y1, p.x2, p.y2)) < 1e-9, "t = \(t)")
        }
    }

    @Test("curves parse from their names and from cubic(x1,y1,x2,y2)")
    func parsing() {
        #expect(CompletionCurve(parsing: "easeOut") == .easeOut)
        #expect(CompletionCurve(parsing: "cubic(0.1, 0.2,0.3,0.4)") == .custom(x1: 0.1, y1: 0.2, x2: 0.3, y2: 0.4))
        #expect(CompletionCurve(parsing: "cubic(1.5,0,0,1)") == nil)
        #expect(CompletionCurve(parsing: "bouncy") == nil)
        #expect(CompletionCurve.custom(x1: 0.1, y1: 0.2, x2: 0.3, y2: 0.4).description == "cubic(0.1,0.2,0.3,0.4)")
    }
}

@Suite("Threshold rule")
struct ThresholdRuleTests {
    @Test(
        "finish only when progress > threshold; the reason says it in numbers",
        arguments: [
            (
                0.43, RecognizerPhase.ended, PercentDrivenTransition.Direction.cancel,
                "released at 0.43 ≤ threshold 0.50 → cancel"
            ),
            (0.5, .ended, .cancel, "released at 0.50 ≤ threshold 0.50 → cancel"),
            (0.503, .ended, .finish, "released at 0.503 > threshold 0.500 → finish"),
            (0.62, .cancelled, .finish, "gesture cancelled at 0.62 > threshold 0.50 → finish"),
        ])
    func decisions(
        progress: Double, trigger: RecognizerPhase, direction: PercentDrivenTransition.Direction, reason: String
    ) {
        let decision = ThresholdRule(threshold: 0.5).decide(progress: progress, trigger: trigger)
        #expect(decision.direction == direction)
        #expect(decision.reason == reason)
    }
}

@Suite("Reasons read as sentences")
struct ReasonSpacingTests {
    @Test(
        "a velocity threshold's comparison has spaces around its sign",
        arguments: [
            (800.0, "velocity 800 pt/s ≥ 500 pt/s → finish"), (-800, "velocity −800 pt/s ≤ −500 pt/s → cancel"),
            (100, "velocity 100 pt/s within ±500 pt/s → cancel"),
        ])
    func spacing(velocity: Double, ending: String) {
        let decision = ThresholdRule(threshold: 0.5, velocityThreshold: 500).decide(
            progress: 0.3, velocity: velocity, trigger: .ended)
        #expect(decision.reason.hasSuffix(ending), "\(decision.reason)")
    }
}
