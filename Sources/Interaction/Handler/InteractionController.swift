import GestureModel

/// The interactive transition as a handler drives it, shaped like UIPercentDrivenInteractiveTransition:
/// `start()` (the app's push, pop or present), `update(_:)`, `finish()`, `cancel()`, `pause()`,
/// `percentComplete`, and settable `completionSpeed` and `completionCurve`.
///
/// Each call takes effect at once, at the time of the action being handled, on the model of the
/// transition (T1–T10); misuse never traps, it becomes a diagnostic in the report. The replay
/// keeps one controller for the whole trace, so settings made in one action hold in the next.
public struct InteractionController: PercentDrivenInteraction, Sendable {
    /// The model underneath, as it stands after the calls made so far.
    public private(set) var transition: PercentDrivenTransition

    /// The action being handled: its time, its state, and the gesture's motion along the transition
    /// (for platform completion timings).
    @usableFromInline var time = 0.0
    @usableFromInline var trigger = RecognizerPhase.possible
    @usableFromInline var motion = Motion(speed: 0, extent: 1)
    /// False in sweeps: only the decision and the completion matter there, so the calls' steps and
    /// the handler's diagnostics are not kept.
    public let recordsCalls: Bool

    /// What the current action's calls raised, in order: each call's diagnostics, and after an
    /// update that moved percentComplete more than `jumpLimit` from where the action found it, a
    /// progress jump. One list for all calls, so an action makes, copies and destroys no step of
    /// its own.
    public private(set) var callDiagnostics: [Diagnostic] = []
    /// percentComplete when the current action began: what its updates are measured against.
    @usableFromInline var percentAtBegin = 0.0
    /// What a scenario's handler saw wrong in its own gesture, for the report.
    public private(set) var handlerDiagnostics: [Diagnostic] = []
    /// The first finish or cancel of the current action (or a scenario handler's "nothing"), with its reason.
    public private(set) var decision: ReleaseDecision?
    /// Whether `decision` is set: read on every event, where asking the large optional is not free.
    @usableFromInline package private(set) var isDecided = false

    /// The gesture's velocity along the direction that drives the transition forward, and the
    /// view's extent along it.
    public struct Motion: Sendable, Hashable {
        public var speed: Double
        public var extent: Double

        public init(speed: Double, extent: Double) {
            self.speed = speed
            self.extent = extent
        }
    }

    public init(configuration: PercentDrivenTransition.Configuration, recordsCalls: Bool = true) {
        transition = PercentDrivenTransition(configuration: configuration)
        self.recordsCalls = recordsCalls
    }

    /// Starts handling one action: the calls that follow happen at `time`.
    public mutating func begin(_ gesture: Gesture, motion: Motion) {
        begin(at: gesture.time, state: gesture.state, motion: motion)
    }

    /// Starts handling the action of `state` at `time`: what the replay calls with the gesture's
    /// own values (handing over the whole gesture copied it for the call on every event).
    /// Inlinable, with what the last action left behind cleared out of line: a call per action
    /// cost more than the few stores it makes.
    @inlinable
    public mutating func begin(at time: Double, state: RecognizerPhase, motion: Motion) {
        // The shadow flag the every-event path reads stands for the decision it mirrors.
        assert(isDecided == (decision != nil), "isDecided does not mirror decision")
        self.time = time
        trigger = state
        self.motion = motion
        percentAtBegin = transition.percentComplete
        if isDecided || !callDiagnostics.isEmpty || !handlerDiagnostics.isEmpty { clearLastAction() }
    }

    /// Forgets the last action's diagnostics and decision.
    @usableFromInline
    mutating func clearLastAction() {
        if !callDiagnostics.isEmpty { callDiagnostics.removeAll(keepingCapacity: true) }
        if !handlerDiagnostics.isEmpty { handlerDiagnostics.removeAll(keepingCapacity: true) }
        if isDecided {
            decision = nil
            isDecided = false
        }
    }

    /// Moves the clock: a completion whose end has passed completes.
    public mutating func advance(to time: Double) -> PercentDrivenTransition.Step {
        transition.advance(to: time)
    }

    /// Replaces what the next finish() or cancel() reads (a sweep's grid point).
    public mutating func reconfigure(_ configuration: PercentDrivenTransition.Configuration) {
        transition.configuration = configuration
    }

    // MARK: UIPercentDrivenInteractiveTransition

    /// The last accepted percentComplete (T2).
    @inlinable
    public var percentComplete: Double { transition.percentComplete }
    /// The animator's transitionDuration, seconds.
    @inlinable
    public var duration: Double { transition.configuration.duration }
    @inlinable
    public var isInteractive: Bool { transition.phase == .interactive }
    /// True from the moment of cancel() (T4).
    @inlinable
    public var transitionWasCancelled: Bool { transition.transitionWasCancelled }

    /// What UIKit's getter returns now: an override's value, or the stored value with the
    /// `≤ 0 → 1` guard (T3). Setting it stores a constant; an installed override still wins, as a
    /// subclass's getter does.
    public var completionSpeed: Double {
        get {
            transition.configuration.completionSpeed.resolve(
                percentComplete: transition.percentComplete, duration: transition.configuration.duration
            ).speed
        }
        set { transition.configuration.setCompletionSpeed(newValue) }
    }

    /// The curve of the completion animation (T3, T5).
    public var completionCurve: CompletionCurve {
        get { transition.configuration.completionCurve }
        set { transition.configuration.completionCurve = newValue }
    }

    /// Overrides the completionSpeed getter, as a subclass does (`1 − percentComplete` is the common
    /// one). It is read at finish() and cancel() and bypasses the `≤ 0` guard (T8).
    public mutating func overrideCompletionSpeed(_ getter: CompletionSpeedOverride) {
        transition.configuration.completionSpeed = .override(getter)
    }

    /// The app's push, pop or present call that starts the interactive transition (T1).
    public mutating func start() {
        record(transition.start(at: time))
    }

    /// T2: clamped to [0, 1]; nan and infinities are diagnosed, never a crash.
    public mutating func update(_ percentComplete: Double) {
        record(transition.update(percentComplete, at: time))
    }

    public mutating func finish() {
        complete(.finish, decidedAt: nil, threshold: nil)
    }

    public mutating func cancel() {
        complete(.cancel, decidedAt: nil, threshold: nil)
    }

    /// finish(), telling the report which progress the handler decided on and, if it compared it
    /// with one, the threshold: the report then reads "released at 0.62 > threshold 0.50 → finish".
    public mutating func finish(decidedAt progress: Double, threshold: Double?) {
        complete(.finish, decidedAt: progress, threshold: threshold)
    }

    /// cancel(), with the progress the handler decided on and its threshold, for the report.
    public mutating func cancel(decidedAt progress: Double, threshold: Double?) {
        complete(.cancel, decidedAt: progress, threshold: threshold)
    }

    /// T10: only an interruptible animator's completion can be paused; elsewhere it does nothing.
    /// A completion paused is kept in `interruptions`, in order.
    public mutating func pause() {
        let running = transition.completion
        let step = transition.pause(at: time)
        if case .paused(let percent) = step.effect, let running {
            interruptions.append(Interruption(completion: running, time: time, percentComplete: percent))
        }
        record(step)
    }

    /// Whether a completion is running now (T12's grab asks it on began).
    public var isCompleting: Bool { transition.phase == .completing }

    /// A completion that pause() stopped: the transition was interactive again from `time`, at
    /// `percentComplete`.
    public struct Interruption: Sendable, Hashable {
        public var completion: PercentDrivenTransition.Completion
        public var time: Double
        public var percentComplete: Double
    }

    /// The completions pause() stopped since they were last taken, in order: the replay takes
    /// them for its report, which shows each gesture whose completion the next one grabbed.
    public private(set) var interruptions: [Interruption] = []

    /// The completions pause() stopped, moved out.
    public mutating func takeInterruptions() -> [Interruption] {
        var taken: [Interruption] = []
        swap(&taken, &interruptions)
        return taken
    }

    // MARK: For scenario handlers

    public var completionTiming: CompletionTiming { transition.configuration.timing }
    public var completionSpring: UIKitSpring { transition.configuration.spring }

    /// finish() or cancel() with a decision already made and, for another platform's completion,
    /// the timing the handler computed.
    /// The decision is consumed: kept as the action's decision, it moves there rather than being copied.
    public mutating func complete(
        _ decision: consuming ReleaseDecision, timing: PercentDrivenTransition.TimingOverride?
    ) {
        // A release the handler leaves alone (no direction) is a decision too, with its reason.
        guard let direction = decision.direction else {
            keepFirst(decision)
            return
        }
        keepFirst(decision)
        switch direction {
        case .finish: record(transition.finish(at: time, timing: timing))
        case .cancel: record(transition.cancel(at: time, timing: timing))
        }
    }

    /// The first finish, cancel or decline of an action is its decision: only that one is kept.
    private mutating func keepFirst(_ decision: consuming ReleaseDecision) {
        if !isDecided {
            self.decision = decision
            isDecided = true
        }
    }

    /// Something the handler saw wrong in its own gesture (a movement against the transition).
    public mutating func diagnose(_ diagnostic: Diagnostic) {
        if recordsCalls { handlerDiagnostics.append(diagnostic) }
    }

    /// The state of the action being handled: began, changed, ended or cancelled.
    public var actionState: RecognizerPhase { trigger }

    // MARK: Private

    private mutating func complete(
        _ direction: PercentDrivenTransition.Direction, decidedAt progress: Double?, threshold: Double?
    ) {
        let decision = ReleaseDecision(
            direction: direction, progress: progress ?? transition.percentComplete, threshold: threshold,
            trigger: trigger,
            basis: threshold == nil ? .call : .threshold(velocity: 0, velocityThreshold: nil))
        complete(decision, timing: platformTiming(direction))
    }

    /// Another platform's completion timing for this release, from the gesture's own motion; nil for UIKit's.
    private func platformTiming(
        _ direction: PercentDrivenTransition.Direction
    ) -> PercentDrivenTransition.TimingOverride? {
        let configuration = transition.configuration
        return configuration.timing.completion(
            direction: direction, progress: transition.percentComplete, speed: motion.speed, extent: motion.extent,
            duration: configuration.duration, curve: configuration.completionCurve
        ).map { .init(timing: configuration.timing, duration: $0.duration, curve: $0.curve, basis: $0.basis) }
    }

    /// An update that moves percentComplete further than this from where its action found it is
    /// reported as a progress jump.
    public static var jumpLimit: Double { 0.25 }

    /// Inlined with the transition's update: the compiler then sees a plain update's step (a new
    /// percentComplete, no diagnostics) and makes, checks and destroys nothing.
    @inline(__always)
    private mutating func record(_ step: PercentDrivenTransition.Step) {
        guard recordsCalls else { return }
        if let raised = step.raised { callDiagnostics.append(contentsOf: raised) }
        if case .setPercentComplete(let value) = step.effect, abs(value - percentAtBegin) > Self.jumpLimit {
            callDiagnostics.append(
                Diagnostic(time: time, detail: .progressJump(from: percentAtBegin, to: value, limit: Self.jumpLimit)))
        }
    }
}
