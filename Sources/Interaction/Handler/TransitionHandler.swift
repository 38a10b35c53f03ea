import GestureModel

/// An app's gesture handler, as data: on began it starts the transition, on changed it updates
/// it with the mapped progress, on ended and cancelled it does what its rules say.
public struct TransitionHandler: Sendable, Hashable {
    /// Sweeps change these between grid points; the interactive state below does not depend on them.
    public var rules: HandlerRules
    public var progress: ProgressMapping
    public let viewSize: Size
    /// The screen-edge recognizer's edge, for progress along the inward axis.
    public let edge: ScreenEdge?

    /// What the handler keeps for the gesture in progress: made new on each began, so nothing is
    /// reset by hand. Nil before the first gesture.
    private var current: GestureInProgress?
    /// Whether `current` keeps a platform tracker: read on every event.
    private var tracksPlatform = false
    /// The percentComplete the gesture in progress grabbed the transition at (T12), added to its
    /// mapped progress; 0 for a gesture that started the transition. Kept beside `current`, not in
    /// it, as it is read on every event.
    private var grabbedAt = 0.0

    private struct GestureInProgress: Sendable, Hashable {
        /// Chosen on began for a pinch (scale ≥ 1 opens).
        var pinchDirection: PinchDirection?
        /// The progress of the last changed action: what a `lastChanged` decision compares. The
        /// progress, not the sample: the mapping is the gesture's from began to release (a sweep
        /// groups its grid points by it), and copying the sample on every change was a large copy.
        var lastChangedProgress: Double?
        var contradictionReported = false
        /// The running state the platform rule keeps on every began and changed, if it keeps one.
        /// Out of line: it is large, and the record is changed in place on every changed action.
        var platform: OutOfLine<PlatformTracker>?
    }

    /// S3's statistics for the iOS rule, or the Android state machine.
    private enum PlatformTracker: Sendable, Hashable {
        case iosPop(IOSPopStatistics)
        case androidBack(AndroidBackStateMachine)
    }

    /// Chosen on began for a pinch (scale ≥ 1 opens).
    public var pinchDirection: PinchDirection? { current?.pinchDirection }

    /// S3's statistics of the gesture in progress (empty when the rule is not the iOS one).
    private var iosStatistics: IOSPopStatistics {
        if case .iosPop(let statistics)? = current?.platform?.value { return statistics }
        return IOSPopStatistics()
    }

    /// The Android state machine of the gesture in progress, or a fresh one.
    private func androidMachine(_ rule: AndroidBackRule) -> AndroidBackStateMachine {
        if case .androidBack(let machine)? = current?.platform?.value { return machine }
        return AndroidBackStateMachine(rule: rule)
    }

    /// Movement against the transition by more than this (in progress) is reported once per gesture.
    static let contradictionTolerance = 0.01
    /// P6: a lift this long after the last movement reports a stale velocity.
    public static let staleVelocityGap = 0.05

    public init(rules: HandlerRules, progress: ProgressMapping, viewSize: Size, edge: ScreenEdge?) {
        self.rules = rules
        self.progress = progress
        self.viewSize = viewSize
        self.edge = edge
    }

    /// The handler's progress for a sample.
    public func progress(for sample: GestureSample) -> Double {
        mapped(sample).progress
    }

    /// The progress mapping's progress for a sample, and its signed value before clamping. Always
    /// inlined: called as a method, the whole handler was copied for it on every change.
    /// A gesture that grabbed the transition (T12) moves it on from where it grabbed it: its
    /// progress is that percentComplete plus its own, within [0, 1]; the signed value stays its own.
    @inline(__always)
    private func mapped(_ sample: GestureSample) -> (progress: Double, signed: Double) {
        let own = progress.progress(for: sample, viewSize: viewSize, edge: edge, direction: pinchDirection)
        guard grabbedAt != 0 else { return own }
        return (min(max(grabbedAt + own.progress, 0), 1), own.signed)
    }

    /// The state a release rule looks at, for a release with `sample`.
    func releaseState(
        sample: GestureSample, trigger: RecognizerPhase, at time: Double, duration: Double
    ) -> ReleaseState {
        let motion = progress.motion(for: sample, viewSize: viewSize, edge: edge, direction: pinchDirection)
        let compared = rules.decideWith == .release ? progress(for: sample) : (current?.lastChangedProgress ?? 0)
        let forward = progress.forward(edge: edge)
        var planarVelocity = forward * motion.velocity
        var flingOffset = forward * motion.translation
        if case .pan(let pan) = sample {
            planarVelocity = pan.velocity
            flingOffset = pan.flingOffset
        }
        return ReleaseState(
            time: time, progress: compared, translation: motion.translation, velocity: motion.velocity,
            extent: motion.extent, trigger: trigger, duration: duration, planarVelocity: planarVelocity,
            flingOffset: flingOffset,
            forward: forward, progressExtent: motion.extent * progress.extentScale)
    }

    /// What the threshold rule compares at this release (the progress and the velocity along the
    /// gesture), when it is the threshold rule that decides it; nil when the release is decided
    /// otherwise. A sweep reads each trace's flip threshold from it: `ThresholdRule.finishes` is
    /// true below that threshold and false above, so a threshold axis needs one comparison per trace.
    package func thresholdComparison(_ gesture: Gesture, duration: Double) -> ThresholdRule.Release? {
        let response: ReleaseResponse
        switch gesture.state {
        case .ended: response = rules.onEnded
        case .cancelled: response = rules.onCancelled
        case .possible, .began, .changed, .failed: return nil
        }
        guard response == .decide, case .threshold = rules.rule else { return nil }
        let state = releaseState(sample: gesture.sample, trigger: gesture.state, at: gesture.time, duration: duration)
        return Self.thresholdRelease(state)
    }

    /// What the threshold rule looks at in a release state.
    static func thresholdRelease(_ state: ReleaseState) -> ThresholdRule.Release {
        let v = state.planarVelocity
        return ThresholdRule.Release(
            progress: state.progress, velocity: state.velocity, speed: (v.dx * v.dx + v.dy * v.dy).squareRoot(),
            extent: state.progressExtent, across: abs(v.dx * state.forward.dy - v.dy * state.forward.dx))
    }

    /// Whether a run of changed actions leaves this handler and its transition as the last of them
    /// alone leaves them, diagnostics aside: each one only records its sample as the last changed
    /// and updates the transition to its progress, which the mapping clamps to [0, 1] (never nan),
    /// so the last update wins. Not so for rules that keep running statistics on every change
    /// (the iOS pop's S3, Android's state machine). A sweep's interactive phase, which keeps no
    /// diagnostics, then hands the handler only the last change before a release.
    package var changedActionsCoalesce: Bool { freshPlatformTracker() == nil }

    /// The running state the rule keeps on every began and changed, as a new gesture starts it;
    /// nil for rules that keep none.
    private func freshPlatformTracker() -> PlatformTracker? {
        switch rules.rule {
        case .iosPop: .iosPop(IOSPopStatistics())
        case .androidBack(let rule): .androidBack(AndroidBackStateMachine(rule: rule))
        case .threshold, .flutterCupertino, .reactNavigation: nil
        }
    }

    /// Feeds the platform rule's running state. Most rules keep none: the handler tests
    /// `tracksPlatform` where it calls this, before the sample is handed over, since an argument
    /// is copied out of the gesture at the call even when the flag is false.
    private mutating func feedPlatform(_ sample: GestureSample, at time: Double) {
        guard let platform = current?.platform?.value else { return }
        let motion = progress.motion(for: sample, viewSize: viewSize, edge: edge, direction: current?.pinchDirection)
        switch platform {
        case .iosPop(var statistics):
            statistics.add(time: time, position: motion.translation / motion.extent)
            current?.platform?.value = .iosPop(statistics)
        case .androidBack(var machine):
            guard case .pan(let pan) = sample else { return }
            let across = edge.map { e in abs(pan.translation.dx * e.inward.dy - pan.translation.dy * e.inward.dx) } ?? 0
            machine.update(time: time, x: motion.translation, y: across, speed: motion.velocity)
            current?.platform?.value = .androidBack(machine)
        }
    }

    private func release(
        _ response: ReleaseResponse, sample: GestureSample, trigger: RecognizerPhase, at time: Double,
        transition: inout some PercentDrivenInteraction
    ) {
        let decision = decision(response, sample: sample, trigger: trigger, at: time, duration: transition.duration)
        guard let direction = decision.direction else {
            transition.complete(decision, timing: nil)
            return
        }
        let plan = completion(
            direction, sample: sample, releaseSpeed: rules.releaseSpeed, progress: progress,
            percentComplete: transition.percentComplete, duration: transition.duration,
            timing: transition.completionTiming, curve: transition.completionCurve, spring: transition.completionSpring)
        if let speed = plan.completionSpeed { transition.completionSpeed = speed }
        transition.complete(decision, timing: plan.override)
    }

    /// What a release in `direction` sets before it completes: the completionSpeed its release
    /// speed asks (H5, H7), and another platform's completion timing (nil for UIKit's). The one
    /// place a release's completion is worked out: `release` applies it to the transition, and a
    /// sweep's grid point reads its duration from it without completing a copy of the controller.
    package func completion(
        _ direction: PercentDrivenTransition.Direction, sample: GestureSample, releaseSpeed: ReleaseSpeed?,
        progress: ProgressMapping, percentComplete: Double, duration: Double, timing: CompletionTiming,
        curve: CompletionCurve, spring: UIKitSpring
    ) -> (completionSpeed: Double?, override: PercentDrivenTransition.TimingOverride?) {
        Self.completion(
            direction, sample: sample, frame: motionFrame, releaseSpeed: releaseSpeed, progress: progress,
            percentComplete: percentComplete, duration: duration, timing: timing, curve: curve, spring: spring)
    }

    /// What a completion reads of the handler: how a sample becomes motion along the progress.
    package struct MotionFrame: Sendable {
        let viewSize: Size
        let edge: ScreenEdge?
        let pinchDirection: PinchDirection?
    }

    /// This handler's motion frame, for the gesture in progress.
    package var motionFrame: MotionFrame {
        MotionFrame(viewSize: viewSize, edge: edge, pinchDirection: pinchDirection)
    }

    /// `completion` with the handler's part given as its motion frame.
    static func completion(
        _ direction: PercentDrivenTransition.Direction, sample: GestureSample, frame: MotionFrame,
        releaseSpeed: ReleaseSpeed?, progress: ProgressMapping, percentComplete: Double, duration: Double,
        timing: CompletionTiming, curve: CompletionCurve, spring: UIKitSpring
    ) -> (completionSpeed: Double?, override: PercentDrivenTransition.TimingOverride?) {
        let motion = progress.motion(
            for: sample, viewSize: frame.viewSize, edge: frame.edge, direction: frame.pinchDirection)
        let remaining = direction == .finish ? 1 - percentComplete : percentComplete
        let speed = releaseSpeed?.completionSpeed(
            direction, velocity: motion.velocity, remaining: remaining, duration: duration)
        let override = timing.completion(
            direction: direction, progress: percentComplete, speed: motion.velocity,
            extent: motion.extent * progress.extentScale, duration: duration, curve: curve, spring: spring
        ).map {
            PercentDrivenTransition.TimingOverride(
                timing: timing, duration: $0.duration, curve: $0.curve, basis: $0.basis)
        }
        return (speed, override)
    }

    /// How long the completion `completion` plans for a release in `direction` runs, under a
    /// transition `configuration`, worked out as `release` would complete it (with
    /// `PercentDrivenTransition.completionDuration`) and with no transition completed: a sweep's
    /// grid point reads it here, in the handler's module, so the plan is never handed across, and
    /// from the handler's motion frame, taken once per trace, so no handler is copied to ask.
    package static func completionDuration(
        _ direction: PercentDrivenTransition.Direction, sample: GestureSample, frame: MotionFrame,
        releaseSpeed: ReleaseSpeed?, progress: ProgressMapping, percentComplete: Double,
        configuration: PercentDrivenTransition.Configuration
    ) -> Double {
        let plan = completion(
            direction, sample: sample, frame: frame, releaseSpeed: releaseSpeed, progress: progress,
            percentComplete: percentComplete, duration: configuration.duration, timing: configuration.timing,
            curve: configuration.completionCurve, spring: configuration.spring)
        return PercentDrivenTransition.completionDuration(
            direction, from: percentComplete, configuration: configuration, completionSpeed: plan.completionSpeed,
            override: plan.override)
    }

    /// A completion the release's motion does not change: UIKit's own timing (T3/T4) with no
    /// release speed, for which `completion` plans neither a speed nor an override, and a
    /// completionSpeed that is a value or `1 − percentComplete` (an override's getter is code, and
    /// code is not copied per grid point). A sweep takes it once per line and reads each grid
    /// point's duration from it; it holds no reference, so reading it retains nothing.
    package struct MotionFreeCompletion: Sendable {
        enum Speed {
            case constant(Double)
            case remaining
        }
        let speed: Speed
        let duration: Double

        /// `completionDuration` for this completion, whatever the release's sample and frame.
        package func duration(_ direction: PercentDrivenTransition.Direction, percentComplete: Double) -> Double {
            let completionSpeed: CompletionSpeed =
                switch speed {
                case .constant(let value): .constant(value)
                case .remaining: .remaining
                }
            return PercentDrivenTransition.uikitDuration(
                direction, percentComplete: percentComplete, speed: completionSpeed, duration: duration)
        }
    }

    /// The configuration's completion when the release's motion does not change it, else nil.
    package static func motionFreeCompletion(
        releaseSpeed: ReleaseSpeed?, configuration: PercentDrivenTransition.Configuration
    ) -> MotionFreeCompletion? {
        guard configuration.timing == .uikit, releaseSpeed == nil else { return nil }
        let speed: MotionFreeCompletion.Speed
        switch configuration.completionSpeed {
        case .constant(let value): speed = .constant(value)
        case .remaining: speed = .remaining
        case .override: return nil
        }
        return MotionFreeCompletion(speed: speed, duration: configuration.duration)
    }

    /// The decision for a release, with what it rested on: the one place the rules decide, for
    /// replays and for every sweep grid point alike.
    func decision(
        _ response: ReleaseResponse, sample: GestureSample, trigger: RecognizerPhase, at time: Double, duration: Double
    ) -> ReleaseDecision {
        let current = progress(for: sample)
        switch response {
        case .decide:
            let state = releaseState(sample: sample, trigger: trigger, at: time, duration: duration)
            let ruleDecision: RuleDecision
            switch rules.rule {
            case .threshold:
                return rules.thresholdRule(at: rules.threshold).decide(Self.thresholdRelease(state), trigger: trigger)
            case .iosPop(let rule): ruleDecision = rule.decide(state, statistics: iosStatistics)
            case .flutterCupertino(let rule): ruleDecision = rule.decide(state)
            case .androidBack(let rule): ruleDecision = androidMachine(rule).decide(state)
            case .reactNavigation(let rule): ruleDecision = rule.decide(state)
            }
            return ReleaseDecision(
                direction: ruleDecision.direction, progress: state.progress, threshold: nil, trigger: trigger,
                basis: .rule(name: rules.rule.name, ruleDecision))
        case .finish, .cancel:
            return ReleaseDecision(
                direction: response == .finish ? .finish : .cancel, progress: current, threshold: nil, trigger: trigger,
                basis: .always)
        case .nothing:
            return ReleaseDecision(direction: nil, progress: current, threshold: nil, trigger: trigger, basis: .neither)
        }
    }

    /// A movement against the transition, reported once per gesture. Always inlined, so its guard
    /// is asked before copies of the sample are handed over.
    @inline(__always)
    private mutating func checkDirection(
        _ sample: GestureSample, signed: Double, at time: Double, into transition: inout some PercentDrivenInteraction
    ) {
        guard signed < -Self.contradictionTolerance, current?.contradictionReported == false else { return }
        current?.contradictionReported = true
        transition.diagnose(
            Diagnostic(time: time, detail: .directionContradiction(sample: sample, pinchDirection: pinchDirection)))
    }

    /// P6: the diagnostic for a lift long after the last movement, whatever the handler.
    public static func staleVelocity(_ sample: GestureSample, at time: Double) -> Diagnostic? {
        guard time - sample.lastMovementTime > staleVelocityGap else { return nil }
        return Diagnostic(time: time, detail: .staleVelocity(gap: time - sample.lastMovementTime, sample: sample))
    }
}

extension TransitionHandler: ReplayHandler {
    /// Only Android's state machine reads the velocity of every change (its fling test); every
    /// other rule reads the release's.
    package var readsVelocityWhileChanging: Bool {
        if case .androidBack = rules.rule { return true }
        return false
    }

    /// Android's state machine reads a change's velocity only while it is in ENTRY
    /// (`AndroidBackStateMachine.readsSpeed`); before a gesture has begun, the next change may.
    package var readsNextChangeVelocity: Bool {
        guard tracksPlatform, case .androidBack(let machine)? = current?.platform?.value else {
            return readsVelocityWhileChanging
        }
        return machine.readsSpeed
    }

    /// Specialized for the replay's model here, in the handler's own module; inlinable, so the
    /// replay's specialized event loop calls it directly.
    @inlinable
    package mutating func handle(_ gesture: inout Gesture, controller: inout InteractionController) {
        handle(&gesture, transition: &controller)
    }

    /// On began it starts the transition, on changed it updates it with the mapped progress, on
    /// ended and cancelled it does what its rules say.
    /// The gesture's sample is read where it is, not copied out first (a ~90-byte copy per action).
    public mutating func handle(_ gesture: inout Gesture, transition: inout some PercentDrivenInteraction) {
        let time = gesture.time
        switch gesture.state {
        case .began:
            var inProgress = GestureInProgress()
            if case .pinch(let pinch) = gesture.sample { inProgress.pinchDirection = pinch.scale >= 1 ? .open : .close }
            inProgress.platform = freshPlatformTracker().map(OutOfLine.init)
            tracksPlatform = inProgress.platform != nil
            current = inProgress
            // T12: a gesture that begins while the completion runs takes the transition over
            // where it is, rather than starting another.
            if rules.onBeganDuringCompletion == .grab, transition.isCompleting {
                transition.pause()
                grabbedAt = transition.percentComplete
            } else {
                grabbedAt = 0
                transition.start()
            }
            if tracksPlatform { feedPlatform(gesture.sample, at: time) }
            checkDirection(gesture.sample, signed: mapped(gesture.sample).signed, at: time, into: &transition)
        case .changed:
            assert(tracksPlatform == (current?.platform != nil), "tracksPlatform does not mirror the platform tracker")
            // Mapped once: the update takes the progress, the direction check its signed value.
            let value = mapped(gesture.sample)
            current?.lastChangedProgress = value.progress
            transition.update(value.progress)
            if tracksPlatform { feedPlatform(gesture.sample, at: time) }
            checkDirection(gesture.sample, signed: value.signed, at: time, into: &transition)
        case .ended:
            release(rules.onEnded, sample: gesture.sample, trigger: .ended, at: time, transition: &transition)
        case .cancelled:
            release(rules.onCancelled, sample: gesture.sample, trigger: .cancelled, at: time, transition: &transition)
        case .possible, .failed:
            break
        }
    }
}
