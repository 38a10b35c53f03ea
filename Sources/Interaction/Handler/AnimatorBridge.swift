import GestureModel

/// The animator model over the replay's transition for one action: each call changes the animator
/// and makes the matching call on the transition (A1–A8).
struct AnimatorBridge<Transition: PercentDrivenInteraction>: PropertyAnimatorInteraction {
    var animator: PropertyAnimatorModel
    var transition: Transition
    let time: Double
    let trigger: RecognizerPhase

    var duration: Double { animator.duration }
    var isRunning: Bool { animator.isRunning }
    var state: AnimatingState { animator.state }

    var scrubsLinearly: Bool {
        get { animator.scrubsLinearly }
        set { animator.scrubsLinearly = newValue }
    }

    var pausesOnCompletion: Bool {
        get { animator.pausesOnCompletion }
        set { animator.pausesOnCompletion = newValue }
    }

    /// A2: settable while paused (or inactive, which makes the animator active there); while it
    /// runs the value is ignored, `animator-fraction-while-running`.
    var fractionComplete: Double {
        get { animator.fractionComplete(at: time) }
        set {
            switch animator.phase {
            case .running(let run):
                transition.diagnose(
                    Diagnostic(
                        time: time,
                        detail: .animatorFractionWhileRunning(requested: newValue, running: run.fraction(at: time))))
            case .inactive, .paused:
                animator.phase = .paused(newValue)
                transition.update(newValue)
            }
        }
    }

    /// Reversing a running animator pauses it and runs it back over its share of the duration on
    /// its own curve (our reading of Apple's advice to pause before reversing).
    var isReversed: Bool {
        get { animator.isReversed }
        set {
            guard newValue != animator.isReversed else { return }
            if animator.isRunning {
                pauseAnimation()
                animator.isReversed = newValue
                startAnimation()
            } else {
                animator.isReversed = newValue
            }
        }
    }

    /// A1.
    mutating func startInteractiveTransition() {
        transition.start()
        animator.phase = .paused(0)
    }

    /// A3: a running animator stops where it is and the transition is interactive there (T10).
    mutating func pauseAnimation() {
        switch animator.phase {
        case .running(let run):
            animator.phase = .paused(run.fraction(at: time))
            transition.pause()
        case .inactive:
            animator.phase = .paused(0)
        case .paused:
            break
        }
    }

    /// A5: from paused, the remaining path on the animator's own curve in its share of the duration.
    mutating func startAnimation() {
        switch animator.phase {
        case .paused(let fraction):
            let remaining = animator.isReversed ? fraction : 1 - fraction
            begin(
                animator.run(from: fraction, at: time, parameters: nil, durationFactor: remaining),
                call: "startAnimation", durationFactor: remaining)
        case .inactive:
            if !transition.isCompleting { transition.start() }
            begin(
                animator.run(from: 0, at: time, parameters: nil, durationFactor: 1), call: "startAnimation",
                durationFactor: 1)
        case .running:
            break
        }
    }

    /// A4, A6, A7.
    mutating func continueAnimation(withTimingParameters parameters: AnimatorTimingParameters?, durationFactor: Double)
    {
        guard case .paused(let fraction) = animator.phase else {
            transition.diagnose(Diagnostic(time: time, detail: .animatorContinueNotPaused(running: animator.isRunning)))
            return
        }
        // A4: a durationFactor of 0 runs in the animator's remaining share of its duration, as
        // startAnimation does (A5).
        let factor = durationFactor == 0 ? (animator.isReversed ? fraction : 1 - fraction) : durationFactor
        let run = animator.run(from: fraction, at: time, parameters: parameters, durationFactor: factor)
        // A6 (rdar 34674968): a reversed run on a non-linear cubic jumps to the end first.
        if run.reversed, case .cubic = run.curve.resolved {
            transition.diagnose(Diagnostic(time: time, detail: .animatorReversedCurve(curve: run.curve.description)))
        }
        // A7 (rdar 35743469): nothing left to animate, and the completion still waits.
        if run.from == run.target, durationFactor > 0 {
            transition.diagnose(
                Diagnostic(time: time, detail: .animatorWaitAfterEnd(durationFactor: durationFactor, wait: run.length)))
        }
        begin(
            run,
            call: durationFactor == 0
                ? "continueAnimation with durationFactor 0, its remaining share" : "continueAnimation",
            durationFactor: factor)
    }

    mutating func addCompletion(_ completion: AnimatorCompletion) {
        animator.completions.append(completion)
    }

    /// The context's completeTransition(_:): against the way the animator went, when it went one.
    mutating func completeTransition(_ didComplete: Bool) {
        animator.completedTransition = didComplete
        if let run = animator.lastRun, didComplete == run.reversed {
            transition.diagnose(
                Diagnostic(
                    time: time,
                    detail: .completeTransitionMismatch(didComplete: didComplete, reversed: run.reversed, block: nil)))
        }
    }

    /// Starts `run` on the transition: a finish toward the end, a cancel back to the start, lasting
    /// the run's time on its curve; and checks what the completion blocks will pass (A8).
    private mutating func begin(_ run: PropertyAnimatorModel.Run, call: String, durationFactor: Double) {
        animator.phase = .running(run)
        animator.lastRun = run
        let direction: PercentDrivenTransition.Direction = run.reversed ? .cancel : .finish
        let decision = ReleaseDecision(
            direction: direction, progress: run.from, threshold: nil, trigger: trigger,
            basis: .animator(call: call, reversed: run.reversed))
        let timing = PercentDrivenTransition.TimingOverride(
            timing: transition.completionTiming, duration: run.length, curve: run.curve,
            basis: .animatorRun(
                call: call, durationFactor: durationFactor, duration: animator.duration, reversed: run.reversed))
        transition.complete(decision, timing: timing)
        if let completion = animator.completionCall(after: run), completion.value == run.reversed {
            transition.diagnose(
                Diagnostic(
                    time: run.end,
                    detail: .completeTransitionMismatch(
                        didComplete: completion.value, reversed: run.reversed, block: completion.name)))
        }
    }
}
