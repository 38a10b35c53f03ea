import GestureModel
import Interaction
import Testing

@testable import Replay

/// The report as JSON without the parts that describe who handled the gesture rather than what
/// happened: the scenario's description, the reason's wording, and the margin and confidence in the rule's
/// terms (handler code says only what it compared), the pinch direction a scenario
/// declares, and direction-contradiction (it needs the progress direction a scenario declares and
/// handler code does not).
private func behaviour(_ report: ReplayReport) -> String {
    guard case .object(var top) = report.json else { return "" }
    top.members.removeAll { $0.key == "scenario" || $0.key == "pinchDirection" }
    if case .object(var release)? = top["release"] {
        release.members.removeAll {
            $0.key == "reason" || $0.key == "velocityStrategy" || $0.key == "margin" || $0.key == "confidence"
        }
        top["release"] = .object(release)
    }
    if case .array(let diagnostics)? = top["diagnostics"] {
        top["diagnostics"] = .array(diagnostics.filter { $0 != .null && !"\($0)".contains("direction-contradiction") })
    }
    return JSONWriter.string(.object(top))
}

@Suite("Handler code")
struct CodeHandlerTests {
    @Test(
        "each seed handler written as code gives its preset's report, field for field, on every fixture",
        arguments: SeedHandlerCase.all)
    func seedsReproducePresets(seed: SeedHandlerCase) {
        #expect(Fixture.all.count >= 40)
        var decided = 0
        for fixture in Fixture.all {
            let expected = Replayer.replay(fixture.trace, scenario: seed.preset)
            let actual = seed.replay(fixture.trace, seed.setup)
            #expect(behaviour(actual) == behaviour(expected), "\(fixture.trace.name) under \(seed.preset.name)")
            #expect(actual.release?.decision.reason.isEmpty == expected.release?.decision.reason.isEmpty)
            if actual.decision != nil { decided += 1 }
        }
        // The comparison means something only if the fixtures exercise the handler (8 pinch fixtures).
        #expect(decided >= 8, "\(seed.preset.name): only \(decided) fixtures decided")
    }

    @Test("a SwiftUI drag handler written as code gives swiftui-dismiss's report, field for field, on every fixture")
    func swiftUIDragReproducesPreset() {
        var decided = 0
        var notEnded = 0
        for fixture in Fixture.all {
            let expected = Replayer.replay(fixture.trace, scenario: .swiftUIDismiss)
            var actual = Replayer.replay(
                fixture.trace, setup: Scenario.swiftUIDismiss.setup,
                handler: SwiftUIDrag(SheetDismissDrag(height: fixture.trace.view.height)))
            // SwiftUIDrag says why a cancelled drag stays (SD3); the preset's handler, a scenario,
            // knows no SwiftUI and says only that the transition is stuck.
            let before = actual.diagnostics.count
            actual.diagnostics.removeAll { $0.code == .dragNotEnded }
            if actual.diagnostics.count < before {
                notEnded += 1
                #expect(expected.outcome == .stuck, "\(fixture.trace.name)")
            }
            #expect(behaviour(actual) == behaviour(expected), "\(fixture.trace.name)")
            if actual.decision != nil { decided += 1 }
        }
        #expect(decided >= 20, "only \(decided) fixtures decided")
        #expect(notEnded >= 2, "only \(notEnded) system-cancelled drags")
    }

    @Test("a threshold handler's reason reads like the threshold rule's")
    func thresholdReason() throws {
        let fixture = try #require(Fixture.all.first { $0.trace.name == "left-slow-drag-finish" })
        let report = Replayer.replay(
            fixture.trace, setup: Scenario.edgeBack.setup, handler: GLInteractiveTransitionHandler())
        #expect(report.release?.decision.reason == "released at 0.62 > threshold 0.50 → finish")
        #expect(report.handler == "GLInteractiveTransitionHandler")
        #expect(report.scenario == nil)
        #expect(
            report.text.contains(
                "handler    GLInteractiveTransitionHandler (code): screenEdgePan; left edge, region 13.0 pt; duration 0.500 s, completionSpeed 1, curve easeInOut"
            ))
    }

    /// A handler that does whatever the test needs at each state.
    struct Scripted: GestureHandler {
        var began: @Sendable (inout Gesture, inout InteractionController) -> Void = { _, transition in
            transition.start()
        }
        var changed: @Sendable (inout Gesture, inout InteractionController) -> Void = { _, _ in }
        var ended: @Sendable (inout Gesture, inout InteractionController) -> Void = { _, _ in }
        var cancelled: @Sendable (inout Gesture, inout InteractionController) -> Void = { _, _ in }
        var name: String { "scripted" }

        /// Runs on the replay's model only, which is all these tests use.
        mutating func handle<T: PercentDrivenInteraction>(_ gesture: inout Gesture, transition: inout T) {
            guard var controller = transition as? InteractionController else { return }
            switch gesture.state {
            case .began: began(&gesture, &controller)
            case .changed: changed(&gesture, &controller)
            case .ended: ended(&gesture, &controller)
            case .cancelled: cancelled(&gesture, &controller)
            default: break
            }
            if let back = controller as? T { transition = back }
        }
    }

    private func slowDrag() throws -> Trace {
        try #require(Fixture.all.first { $0.trace.name == "left-slow-drag-finish" }).trace
    }

    @Test("misuse by handler code is diagnosed: update after finish, a second finish, nan and out-of-range updates")
    func misuse() throws {
        var handler = Scripted()
        handler.changed = { gesture, transition in
            transition.update(gesture.translation.dx / 100)  // passes 1 early: clamped
        }
        handler.ended = { _, transition in
            transition.finish()
            transition.update(.nan)
            transition.finish()
        }
        let report = Replayer.replay(try slowDrag(), setup: Scenario.edgeBack.setup, handler: handler)
        let codes = Set(report.diagnostics.map(\.code))
        #expect(codes.contains(.progressClamped))
        #expect(codes.contains(.updateAfterCompletion))
        #expect(codes.contains(.secondCompletion))
        #expect(report.decision == .finish)
        #expect(report.outcome == .finished)
        // Clamped at 1, the finish has nothing left to run: (1 − 1) × 0.5 s.
        #expect(report.completion?.fromPercent == 1)
        #expect(report.completion?.duration == 0)
    }

    @Test(
        "D1: a handler that updates twice in one action jumps once: each update is measured from where the action found percentComplete, not from the update before it"
    )
    func twoUpdatesInOneAction() throws {
        var handler = Scripted()
        handler.began = { _, transition in
            transition.start()
            transition.update(0.2)
        }
        // Every changed action first overshoots to 0.9, then settles at 0.3: the frame shows 0.2 → 0.3.
        handler.changed = { _, transition in
            transition.update(0.9)
            transition.update(0.3)
        }
        handler.ended = { _, transition in transition.cancel() }
        let report = Replayer.replay(
            try slowDrag(), setup: Scenario.edgeBack.setup, handler: handler, keepingActions: true)
        let jumps = report.diagnostics.filter { $0.code == .progressJump }
        // The first changed action found 0.2; every later one found 0.3. Each reports its 0.9 once
        // (0.7 and 0.6 away); the update back to 0.3 (0.1 and 0 away) is no jump, where
        // consecutive updates (0.9 → 0.3) would count a second one per action.
        let changedActions = report.actions.filter { $0.state == .changed }.count
        #expect(changedActions > 10)
        #expect(jumps.count == changedActions)
        #expect(jumps.first?.detail == .progressJump(from: 0.2, to: 0.9, limit: 0.25))
        #expect(jumps.dropFirst().allSatisfy { $0.detail == .progressJump(from: 0.3, to: 0.9, limit: 0.25) })
        #expect(
            jumps.first?.message
                == "Progress jumped from 0.200 to 0.900 at t=0.192 s, more than 0.25 from where this action found it (the value the previous frame showed)."
        )
    }

    @Test("a nan or infinite update is a diagnostic, never a crash: nan is ignored, an infinity clamped")
    func nonFiniteUpdate() throws {
        var handler = Scripted()
        handler.changed = { gesture, transition in
            transition.update(gesture.translation.dx / 390)
            transition.update(0 / 0.0)
        }
        handler.ended = { _, transition in
            transition.update(.infinity)
            transition.cancel()
        }
        let report = Replayer.replay(try slowDrag(), setup: Scenario.edgeBack.setup, handler: handler)
        let notFinite = report.diagnostics.filter { $0.code == .progressNotFinite }
        #expect(notFinite.count >= 2)
        #expect(notFinite.first?.message.contains("update(nan)") == true)
        #expect(notFinite.last?.message.contains("update(inf)") == true)
        // The infinity clamps to 1 before cancel: the cancel runs from 1 back to 0 in 1 × 0.5 s.
        #expect(report.completion?.fromPercent == 1)
        #expect(report.completion?.duration == 0.5)
        #expect(report.outcome == .cancelled)
    }

    @Test("a cancelled gesture nobody handled leaves the transition stuck, and the report says so")
    func stuck() throws {
        var handler = Scripted()
        handler.changed = { gesture, transition in transition.update(gesture.translation.dx / 390) }
        let report = Replayer.replay(try slowDrag(), setup: Scenario.edgeBack.setup, handler: handler)
        #expect(report.outcome == .stuck)
        #expect(report.decision == nil)
        #expect(
            report.release?.decision.reason
                == "released at 0.62 → nothing: the handler called neither finish() nor cancel()")
        #expect(report.diagnostics.contains { $0.code == .stuckTransition })
    }

    @Test("completionSpeed: a stored value ≤ 0 becomes 1; an override bypasses the guard and is read at finish")
    func completionSpeed() throws {
        var stored = Scripted()
        stored.changed = { gesture, transition in transition.update(gesture.translation.dx / 390) }
        stored.ended = { _, transition in
            transition.completionSpeed = 0
            #expect(transition.completionSpeed == 1)
            transition.completionCurve = .linear
            transition.finish()
        }
        let a = Replayer.replay(try slowDrag(), setup: Scenario.edgeBack.setup, handler: stored)
        #expect(a.diagnostics.contains { $0.code == .completionSpeedNotPositive })
        #expect(a.completion?.speed == 1)
        #expect(a.completion?.curve == .linear)

        var overriding = Scripted()
        overriding.began = { _, transition in
            transition.overrideCompletionSpeed(
                CompletionSpeedOverride("twice on cancel") { $0.direction == .cancel ? 2 : 1 })
            transition.start()
        }
        overriding.changed = { gesture, transition in transition.update(gesture.translation.dx / 390) }
        overriding.ended = { _, transition in transition.cancel() }
        let b = Replayer.replay(try slowDrag(), setup: Scenario.edgeBack.setup, handler: overriding)
        let completion = try #require(b.completion)
        #expect(completion.speed == 2)
        // p·d/s with the last accepted p.
        #expect(abs(completion.duration - completion.fromPercent * 0.5 / 2) < 1e-12)
    }

    @Test(
        "pause(): ignored without an interruptible animator; with one, the completion stops and the transition is interactive again"
    )
    func pause() throws {
        var handler = Scripted()
        handler.changed = { gesture, transition in transition.update(gesture.translation.dx / 390) }
        handler.ended = { _, transition in
            transition.cancel()
            transition.pause()
        }
        let ignored = Replayer.replay(try slowDrag(), setup: Scenario.edgeBack.setup, handler: handler)
        #expect(ignored.diagnostics.contains { $0.code == .pauseIgnored })
        #expect(ignored.outcome == .cancelled)

        var setup = Scenario.edgeBack.setup
        setup.transition.interruptible = true
        let paused = Replayer.replay(try slowDrag(), setup: setup, handler: handler)
        #expect(!paused.diagnostics.contains { $0.code == .pauseIgnored })
        // Paused at the start of its completion and never finished again: stuck where it was.
        #expect(paused.outcome == .stuck)
        #expect(paused.completion == nil)
        // The cancel it paused is the report's gesture 1, stopped where it began.
        #expect(paused.interrupted.count == 1)
        #expect(paused.interrupted.first?.grabTime == paused.interrupted.first?.completion.startTime)
    }

    @Test("setTranslation(.zero) on every changed makes each translation the movement since the last action (P7)")
    func setTranslation() throws {
        final class Box: @unchecked Sendable {
            var began = 0.0
            var deltas: [Double] = []
        }
        let box = Box()
        var handler = Scripted()
        handler.began = { gesture, transition in
            box.began = gesture.translation.dx
            transition.start()
        }
        handler.changed = { gesture, _ in
            box.deltas.append(gesture.translation.dx)
            gesture.setTranslation(.zero)
            #expect(gesture.translation == .zero)
        }
        handler.ended = { _, transition in transition.cancel() }
        let trace = try slowDrag()
        _ = Replayer.replay(trace, setup: Scenario.edgeBack.setup, handler: handler)
        guard case .pan(let pan)? = Replayer.replay(trace, scenario: .edgeBack).release?.sample else {
            Issue.record("no pan release")
            return
        }
        // The first changed still sees the whole translation since recognition (began's included);
        // each later one the movement since the last zeroing: together, the whole translation at the
        // lift (which does not move it, P5).
        #expect(box.began > 0 && box.deltas.first.map { $0 > box.began } == true)
        #expect(box.deltas.count > 50)
        #expect(abs(box.deltas.reduce(0, +) - pan.translation.dx) < 1e-9)
        #expect(box.deltas.allSatisfy { abs($0) < 20 })
    }

    @Test("a handler that finishes during changed decides there: the release is that action")
    func finishDuringChanged() throws {
        var handler = Scripted()
        handler.changed = { gesture, transition in
            let progress = gesture.translation.dx / 390
            transition.update(progress)
            if progress > 0.3 { transition.finish() }
        }
        let report = Replayer.replay(try slowDrag(), setup: Scenario.edgeBack.setup, handler: handler)
        let release = try #require(report.release)
        #expect(release.decision.trigger == .changed)
        #expect(release.decision.direction == .finish)
        #expect(release.decision.progress > 0.3)
        #expect(report.outcome == .finished)
        #expect(report.diagnostics.contains { $0.code == .updateAfterCompletion })
    }
}
