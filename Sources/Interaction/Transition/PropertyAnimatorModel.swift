import GestureModel

/// A `UIViewPropertyAnimator` driving an interactive transition, as a value (A1–A8): what the
/// animator keeps between a handler's actions. The transition itself is the percent-driven model
/// underneath (T1–T12): a paused animator is an interactive transition at its fractionComplete, a
/// running one a completion, so the report, the curve and every transition diagnostic are the same.
public struct PropertyAnimatorModel: Sendable, Hashable {
    /// The animator's duration, seconds, and its own timing curve.
    public var duration: Double
    public var curve: CompletionCurve
    public var isReversed = false
    public var scrubsLinearly = true
    public var pausesOnCompletion = false
    public internal(set) var completions: [AnimatorCompletion] = []
    public internal(set) var phase: Phase = .inactive
    /// What the handler passed to completeTransition(_:) itself, if it called it.
    public internal(set) var completedTransition: Bool?
    /// The last run started (by startAnimation or continueAnimation), for the end-of-trace check.
    public internal(set) var lastRun: Run?

    /// Where the animator stands.
    public enum Phase: Sendable, Hashable {
        /// Not started, or ended (A8).
        case inactive
        /// Active and paused at this fractionComplete.
        case paused(Double)
        case running(Run)
    }

    /// One run toward the end (or the start, reversed).
    public struct Run: Sendable, Hashable {
        public var start: Double
        /// How long it runs, seconds.
        public var length: Double
        public var from: Double
        public var reversed: Bool
        public var curve: CompletionCurve

        public var target: Double { reversed ? 0 : 1 }
        public var end: Double { start + length }

        /// fractionComplete at `time` along the run.
        public func fraction(at time: Double) -> Double {
            guard length > 0 else { return time >= start ? target : from }
            let t = min(max((time - start) / length, 0), 1)
            return from + (target - from) * curve.resolved.value(at: t)
        }
    }

    public init(duration: Double, curve: CompletionCurve = .easeInOut) {
        self.duration = duration
        self.curve = curve
    }

    /// Moves the animator to `time`: a run whose end has passed ends, paused there with
    /// `pausesOnCompletion`, else inactive (A8).
    public mutating func settle(at time: Double) {
        guard case .running(let run) = phase, time >= run.end else { return }
        phase = pausesOnCompletion ? .paused(run.target) : .inactive
    }

    public var state: AnimatingState {
        switch phase {
        case .inactive: .inactive
        case .paused, .running: .active
        }
    }

    public var isRunning: Bool {
        if case .running = phase { return true }
        return false
    }

    /// fractionComplete at `time`.
    public func fractionComplete(at time: Double) -> Double {
        switch phase {
        case .inactive: lastRun?.target ?? 0
        case .paused(let fraction): fraction
        case .running(let run): run.fraction(at: time)
        }
    }

    /// The run a continueAnimation or startAnimation makes from `fraction` at `time` (A4, A5):
    /// the remaining path in `durationFactor` × duration on `parameters`' curve (the animator's
    /// own when nil), a spring's shape fitted into that time.
    func run(
        from fraction: Double, at time: Double, parameters: AnimatorTimingParameters?, durationFactor: Double
    ) -> Run {
        let length = PercentDrivenTransition.bounded(max(durationFactor, 0) * duration)
        let runCurve: CompletionCurve
        switch parameters {
        case nil: runCurve = curve
        case .cubic(let cubic): runCurve = cubic
        case .spring(let ratio, let velocity):
            runCurve = .spring(
                UIKitSpring(definition: .dampingRatio(ratio, response: max(length, 1e-3))).spring(
                    initialVelocity: velocity))
        case .springPhysical(let mass, let stiffness, let damping, let velocity):
            runCurve = .spring(
                UIKitSpring(definition: .physical(mass: mass, stiffness: stiffness, damping: damping)).spring(
                    initialVelocity: velocity))
        }
        return Run(start: time, length: length, from: fraction, reversed: isReversed, curve: runCurve)
    }

    /// A7's rule: what the completion blocks pass to completeTransition(_:) when `run` ends; nil
    /// when none calls it (or, with `pausesOnCompletion`, none runs).
    func completionCall(after run: Run) -> (value: Bool, name: String)? {
        guard !pausesOnCompletion else { return nil }
        let position: AnimatingPosition = run.reversed ? .start : .end
        for completion in completions {
            if let value = completion.completeTransition(position) { return (value, completion.name) }
        }
        return nil
    }
}
