import GestureModel
import Interaction
import Testing

@testable import Replay

/// Transitions driven by UIViewPropertyAnimator (A1–A8), with numbers worked out by hand from
/// `HandMadeTraces.edgeSwipe`: the release's translation is the distance less 10 pt (E3), over a
/// 390 pt view, on edge-back's recognizer with a 0.5 s animator.
@Suite("Property animator transitions")
struct PropertyAnimatorTests {
    static func replay<Handler: AnimatorGestureHandler>(
        _ distance: Double, _ handler: Handler, curve: CompletionCurve = .easeInOut
    ) throws -> ReplayReport {
        Replayer.replay(
            try HandMadeTraces.edgeSwipe(moving: distance), setup: Scenario.edgeBack.setup,
            handler: AnimatorDriven(handler, duration: 0.5, curve: curve))
    }

    @Test(
        "Touchwonders' driver: under 1/3 it reverses and runs f × 0.5 s on linear timing; past it, (1 − f) × 0.5 s on the animator's curve"
    )
    func touchwonders() throws {
        // 90/390 = 3/13 ≤ 1/3: a cancel of 3/13 × 0.5 = 3/26 s.
        let cancel = try Self.replay(100, TouchwondersDriver())
        #expect(cancel.decision == .cancel)
        #expect(cancel.outcome == .cancelled)
        let back = try #require(cancel.completion)
        #expect(abs(back.fromPercent - 3.0 / 13) < 1e-12)
        #expect(abs(back.duration - 3.0 / 26) < 1e-12)
        #expect(back.curve == .linear)
        #expect(cancel.diagnostics.isEmpty)
        #expect(
            cancel.release?.decision.reason
                == "released at 0.23 → cancel (the handler's continueAnimation, reversed, runs the animator to its start)"
        )
        #expect(back.formula == "continueAnimation reversed: durationFactor 0.231 × 0.500 s = 0.115 s")
        // 190/390 = 19/39 > 1/3: a finish of 20/39 × 0.5 = 10/39 s on easeInOut.
        let finish = try Self.replay(200, TouchwondersDriver())
        #expect(finish.decision == .finish)
        #expect(abs((finish.completion?.duration ?? 0) - 10.0 / 39) < 1e-12)
        #expect(finish.completion?.curve == .easeInOut)
        #expect(finish.diagnostics.isEmpty)
        // The account names the animator's run.
        #expect(
            finish.text.contains(
                "completion finish from 0.487 to 1 by the handler's animator: continueAnimation: durationFactor 0.513 × 0.500 s = 0.256 s"
            ))
    }

    @Test("A6: reversed on the animator's own easeInOut is rdar 34674968's jump")
    func reversedCurve() throws {
        let report = try Self.replay(100, TouchwondersDriver(reversedTiming: nil))
        #expect(report.diagnostics.map(\.code) == [.animatorReversedCurve])
        #expect(report.completion?.curve == .easeInOut)
    }

    @Test(
        "A2, A4, A7, A8: each misuse is its diagnostic, at its time, and never a crash",
        arguments: [
            (MisusingDriver.Mistake.fractionWhileRunning, false, [DiagnosticCode.animatorFractionWhileRunning]),
            (.continueTwice, false, [.animatorContinueNotPaused]),
            (.continueBeforeStart, false, [.animatorContinueNotPaused]),
            // Setting fractionComplete from 0.49 to 1 in one action is a progress jump too (D1).
            (.waitAfterEnd, false, [.progressJump, .animatorWaitAfterEnd]),
            (.noCompletion, false, [.transitionNeverCompleted]),
            (.pausesOnCompletion, false, [.transitionNeverCompleted]),
            (.alwaysCompletes, true, [.animatorReversedCurve, .completeTransitionMismatch]),
            (.alwaysCompletes, false, []),
            (.none, false, []),
        ])
    func misuse(mistake: MisusingDriver.Mistake, reversed: Bool, codes: [DiagnosticCode]) throws {
        let report = try Self.replay(200, MisusingDriver(mistake: mistake, reversed: reversed))
        #expect(report.diagnostics.map(\.code) == codes)
    }

    @Test(
        "A7: a finished animator continued with durationFactor 1 still waits the whole 0.5 s; A8's check names the time the run ended"
    )
    func waitAfterEnd() throws {
        let report = try Self.replay(200, MisusingDriver(mistake: .waitAfterEnd, reversed: false))
        let completion = try #require(report.completion)
        #expect(completion.fromPercent == 1)
        #expect(completion.duration == 0.5)
        #expect(report.diagnostics.last?.message.contains("the completion still waits 0.500 s") == true)
        // The swipe lifts at 101/120 s: the block-less run ends 0.5 × (1 − 19/39) s later.
        let never = try Self.replay(200, MisusingDriver(mistake: .noCompletion, reversed: false))
        let diagnostic = try #require(never.diagnostics.first)
        #expect(abs(diagnostic.time - (101.0 / 120 + 10.0 / 39)) < 1e-12)
        #expect(diagnostic.message.contains("no completion block was added"))
    }

    @Test(
        "the PhotoTransitioning driver written against the animator decides and completes as the photo-transitioning preset, at each boundary"
    )
    func photoTransitioningTwin() throws {
        let traces = [
            // 120 pt/s down: 149 frames are 149 pt, p = 139/422 = 0.329 (cancel); 151 frames, 0.334 (finish).
            try ShippedPresetTests.pan(vx: 0, vy: 120, frames: 149),
            try ShippedPresetTests.pan(vx: 0, vy: 120, frames: 151),
            // Flicks: |(800, 900)| = 1204 > 1200 downward finishes; |(800, 880)| = 1189 does not.
            try ShippedPresetTests.pan(vx: 800, vy: 900, frames: 6),
            try ShippedPresetTests.pan(vx: 800, vy: 880, frames: 6),
        ]
        let setup = Scenario.photoTransitioning.setup
        for trace in traces {
            let preset = Replayer.replay(trace, scenario: .photoTransitioning)
            let twin = Replayer.replay(
                trace, setup: setup, handler: AnimatorDriven(PhotoTransitioningDriver(), duration: 0.5, curve: .easeOut)
            )
            #expect(twin.decision == preset.decision)
            // The transition runs on the animator's easeOut, not on the item frames' spring (US6).
            #expect(twin.progress.count == preset.progress.count)
            for (a, b) in zip(twin.progress, preset.progress) {
                #expect(abs(a.time - b.time) < 1e-9 && abs(a.percentComplete - b.percentComplete) < 1e-9)
            }
            #expect(twin.completion?.direction == preset.completion?.direction)
            #expect(twin.completion?.fromPercent == preset.completion?.fromPercent)
            #expect(abs((twin.completion?.duration ?? -1) - (preset.completion?.duration ?? -2)) < 1e-12)
            #expect(twin.outcome == preset.outcome)
            #expect(!twin.diagnostics.contains { $0.severity == .error })
        }
        #expect(
            traces.map { Replayer.replay($0, scenario: .photoTransitioning).decision } == [
                .cancel, .finish, .finish, .cancel,
            ])
    }

    @Test("the Momentum drawer written against the animator decides and completes as the fluid-interfaces preset")
    func fluidInterfacesTwin() throws {
        let traces = [
            // 60 pt/s down for 60 frames: progress (30 − 10) / 506.4 = 0.039, moving down → close.
            try ShippedPresetTests.pan(vx: 0, vy: 60, frames: 60),
            // The same upward: progress 0, moving up → stay open.
            try ShippedPresetTests.pan(vx: 0, vy: -60, frames: 60, from: Point(x: 100, y: 600)),
            // 300 pt down, then three frames back up at 1300 pt/s: progress 0.56, moving up → stay open.
            try ShippedPresetTests.extended(
                try ShippedPresetTests.pan(vx: 0, vy: 120, frames: 300), vx: 0, vy: -1300, frames: 3),
            // A fast close from near the end: |v| over the little left is clipped at 30.
            try ShippedPresetTests.pan(vx: 0, vy: 2400, frames: 24),
            // 60 frames down, then two frames at rest: UIKit's velocity is 0 (P6), so the drawer
            // continues with durationFactor 0 on its own spring (US7).
            try ShippedPresetTests.extended(
                try ShippedPresetTests.pan(vx: 0, vy: 60, frames: 60), vx: 0, vy: 0, frames: 2),
        ]
        // The drawer's own animator: UISpringTimingParameters(damping: 1, response: 0.4), whose
        // duration is its spring's settling time.
        let own = UIKitSpring(definition: .dampingRatio(1, response: 0.4)).spring(initialVelocity: 0)
        for trace in traces {
            let preset = Replayer.replay(trace, scenario: .fluidInterfaces)
            let twin = Replayer.replay(
                trace, setup: Scenario.fluidInterfaces.setup,
                handler: AnimatorDriven(FluidMomentumDriver(), duration: own.settlingTime, curve: .spring(own)))
            #expect(twin.decision == preset.decision)
            #expect(twin.completion?.direction == preset.completion?.direction)
            #expect(twin.completion?.fromPercent == preset.completion?.fromPercent)
            #expect(abs((twin.completion?.duration ?? -1) - (preset.completion?.duration ?? -2)) < 1e-12)
            #expect(!twin.diagnostics.contains { $0.severity == .error })
        }
        #expect(
            traces.map { Replayer.replay($0, scenario: .fluidInterfaces).decision } == [
                .finish, .cancel, .cancel, .finish, .finish,
            ])
        // At rest: 20 / 506.4 = 0.039 of the way, so 0.961 of the own spring's settling time.
        let rest = try #require(Replayer.replay(traces[4], scenario: .fluidInterfaces).completion)
        #expect(abs(rest.fromPercent - 20 / 506.4) < 1e-9)
        #expect(abs(rest.duration - (1 - 20 / 506.4) * own.settlingTime) < 1e-12)
        // The last one's seed is clipped: 2400 pt/s over (1 − 0.45) × 506.4 pt is 8.6, not clipped; the formula says which.
        #expect(Replayer.replay(traces[3], scenario: .fluidInterfaces).completion?.formula?.contains("ζ 0.80") == true)
    }

    @Test(
        "pauseAnimation during the run makes the transition interactive where the run had brought it (A3), and the report keeps the first run"
    )
    func pauseDuringRun() throws {
        // Two edge swipes: the first (100 pt) reverses on linear timing from 3/13 over 3/26 s; the
        // second lands during it and its began pauses the animator.
        struct Grabbing: AnimatorGestureHandler {
            var driver = TouchwondersDriver()
            mutating func handle(_ gesture: inout Gesture, animator: inout some PropertyAnimatorInteraction) {
                if gesture.state == .began, animator.isRunning {
                    animator.pauseAnimation()
                    return
                }
                driver.handle(&gesture, animator: &animator)
            }
        }
        let trace = try HandMadeTraces.twoEdgeSwipes(first: 100, gap: 2, second: 200)
        let report = Replayer.replay(
            trace, setup: Scenario.edgeBack.setup, handler: AnimatorDriven(Grabbing(), duration: 0.5))
        // Paused at 57/120 s: 1/20 s into the 3/26 s run, 13/30 of it on linear timing: 3/13 × 17/30 = 17/130.
        let first = try #require(report.interrupted.first)
        #expect(abs(first.grabPercent - 17.0 / 130) < 1e-12)
        #expect(first.release?.decision.direction == .cancel)
        // The second gesture's fraction is its own translation (the driver does not add the grab): 190/390 > 1/3.
        #expect(report.decision == .finish)
        #expect(report.outcome == .finished)
    }
}
