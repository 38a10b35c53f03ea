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

    private struct GestureInProgress: Sendable, Hashable {
        /// Chosen on began for a pinch (scale ≥ 1 opens).
        var pinchDirection: PinchDirection?
        /// The last changed sample: its progress is what a `lastChanged` decision compares.
        var lastChanged: GestureSample?
        var contradictionReported = false
        /// The running state the platform rule keeps on every began and changed, if it keeps one.
        var platform: PlatformTracker?
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
        if case .iosPop(let statistics)? = current?.platform { return statistics }
        return IOSPopStatistics()
    }

    /// The Android state machine of the gesture in progress, or a fresh one.
    private func androidMachine(_ rule: AndroidBackRule) -> AndroidBackStateMachine {
        if case .androidBack(let machine)? = current?.platform { return machine }
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
        progress.progress(for: sample, viewSize: viewSize, edge: edge, direction: pinchDirection).progress
    }

    /// The state a release rule looks at, for a release with `sample`.
    func releaseState(sample: GestureSample, trigger: RecognizerPhase, at time: Double, duration: Double) -> ReleaseState {
        let motion = progress.motion(for: sample, viewSize: viewSize, edge: edge, direction: pinchDirection)
        let compared = rules.decideWith == .release ? progress(for: sample) : (current?.lastChanged.map { progress(for: $0) } ?? 0)
        return ReleaseState(
            time: time, progress: compared, translation: motion.translation, velocity: motion.velocity,
            extent: motion.extent, trigger: trigger, duration: duration)
    }

    /// The handler's decision for a release, without its reason: what a sweep's grid point needs.
    /// Nil when it does nothing.
    func releaseDirection(sample: GestureSample, trigger: RecognizerPhase, at time: Double, duration: Double) -> PercentDrivenTransition.Direction? {
        switch trigger == .cancelled ? rules.onCancelled : rules.onEnded {
        case .finish: return .finish
        case .cancel: return .cancel
        case .nothing: return nil
        case .decide:
            let state = releaseState(sample: sample, trigger: trigger, at: time, duration: duration)
            let finishes: Bool = switch rules.rule {
            case .threshold:
                ThresholdRule(threshold: rules.threshold, velocityThreshold: rules.velocityThreshold)
                    .finishes(progress: state.progress, velocity: state.velocity)
            case .iosPop(let rule): rule.finishes(state, statistics: iosStatistics)
            case .flutterCupertino(let rule): rule.finishes(state)
            case .androidBack(let rule): androidMachine(rule).finishes(state)
            case .reactNavigation(let rule): rule.finishes(state)
            }
            return finishes ? .finish : .cancel
        }
    }

    /// Feeds the platform rule's running state.
    private mutating func track(_ sample: GestureSample, at time: Double) {
        guard var gesture = current, let platform = gesture.platform else { return }
        let motion = progress.motion(for: sample, viewSize: viewSize, edge: edge, direction: gesture.pinchDirection)
        switch platform {
        case .iosPop(var statistics):
            statistics.add(time: time, position: motion.translation / motion.extent)
            gesture.platform = .iosPop(statistics)
        case .androidBack(var machine):
            guard case .pan(let pan) = sample else { return }
            let across = edge.map { e in abs(pan.translation.dx * e.inward.dy - pan.translation.dy * e.inward.dx) } ?? 0
            machine.update(time: time, x: motion.translation, y: across, speed: motion.velocity)
            gesture.platform = .androidBack(machine)
        }
        current = gesture
    }

    private func release(
        _ response: ReleaseResponse, sample: GestureSample, trigger: RecognizerPhase, at time: Double,
        transition: inout some PercentDrivenInteraction
    ) {
        let motion = progress.motion(for: sample, viewSize: viewSize, edge: edge, direction: pinchDirection)
        let decision = transition.explainsDecisions
            ? explainedDecision(response, sample: sample, trigger: trigger, at: time, transition: transition)
            : ReleaseDecision(
                direction: releaseDirection(sample: sample, trigger: trigger, at: time, duration: transition.duration),
                progress: 0, threshold: nil, trigger: trigger, reason: "")
        guard let direction = decision.direction else {
            transition.complete(decision, timing: nil)
            return
        }
        let timing = transition.completionTiming
        let override = timing.completion(
            direction: direction, progress: transition.percentComplete, speed: motion.velocity, extent: motion.extent,
            duration: transition.duration, curve: transition.completionCurve
        ).map { PercentDrivenTransition.TimingOverride(timing: timing, duration: $0.duration, curve: $0.curve, formula: $0.formula) }
        transition.complete(decision, timing: override)
    }

    /// The decision with its reason in numbers, for reports.
    private func explainedDecision(
        _ response: ReleaseResponse, sample: GestureSample, trigger: RecognizerPhase, at time: Double,
        transition: some PercentDrivenInteraction
    ) -> ReleaseDecision {
        let verb = trigger == .cancelled ? "gesture cancelled" : "released"
        let current = progress(for: sample)
        let motion = progress.motion(for: sample, viewSize: viewSize, edge: edge, direction: pinchDirection)
        switch response {
        case .decide:
            let state = releaseState(sample: sample, trigger: trigger, at: time, duration: transition.duration)
            switch rules.rule {
            case .threshold:
                return ThresholdRule(threshold: rules.threshold, velocityThreshold: rules.velocityThreshold)
                    .decide(progress: state.progress, velocity: motion.velocity, trigger: trigger)
            case .iosPop(let rule):
                return platform(rule.decide(state, statistics: iosStatistics), state, verb)
            case .flutterCupertino(let rule):
                return platform(rule.decide(state), state, verb)
            case .androidBack(let rule):
                return platform(androidMachine(rule).decide(state), state, verb)
            case .reactNavigation(let rule):
                return platform(rule.decide(state), state, verb)
            }
        case .finish, .cancel:
            let direction: PercentDrivenTransition.Direction = response == .finish ? .finish : .cancel
            return ReleaseDecision(
                direction: direction, progress: current, threshold: nil, trigger: trigger,
                reason: "\(verb) at \(fixed(current, 2)) → \(direction.rawValue) (the handler always \(direction == .finish ? "finishes" : "cancels") on \(trigger))")
        case .nothing:
            return ReleaseDecision(
                direction: nil, progress: current, threshold: nil, trigger: trigger,
                reason: "\(verb) at \(fixed(current, 2)) → nothing: the handler neither finishes nor cancels on \(trigger)")
        }
    }

    /// A platform rule's decision, with the state it saw.
    private func platform(_ decision: RuleDecision, _ state: ReleaseState, _ verb: String) -> ReleaseDecision {
        ReleaseDecision(
            direction: decision.direction, progress: state.progress, threshold: nil, trigger: state.trigger,
            reason: "\(verb) at \(fixed(state.progress, 2)): \(rules.rule.name): \(decision.reason)")
    }

    private mutating func checkDirection(_ sample: GestureSample, at time: Double, into transition: inout some PercentDrivenInteraction) {
        guard current?.contradictionReported == false else { return }
        let signed = progress.progress(for: sample, viewSize: viewSize, edge: edge, direction: pinchDirection).signed
        guard signed < -Self.contradictionTolerance else { return }
        current?.contradictionReported = true
        let what: String = switch sample {
        case .pinch(let pinch):
            "the pinch is at scale \(fixed(pinch.scale, 3)) but the transition \(pinchDirection == .close ? "closes (scale should shrink)" : "opens (scale should grow)")"
        case .pan(let pan):
            "the translation is (\(fixed(pan.translation.dx, 1)), \(fixed(pan.translation.dy, 1))) pt, against the transition's direction"
        }
        transition.diagnose(
            Diagnostic(
                code: .directionContradiction, time: time,
                message: "At t=\(fixed(time, 3)) s \(what); the gesture moves against the transition it drives."))
    }

    /// P6: the diagnostic for a lift long after the last movement, whatever the handler.
    public static func staleVelocity(_ sample: GestureSample, at time: Double) -> Diagnostic? {
        guard time - sample.lastMovementTime > staleVelocityGap else { return nil }
        let gap = time - sample.lastMovementTime
        let velocity: String = switch sample {
        case .pan(let pan): "(\(fixed(pan.velocity.dx, 1)), \(fixed(pan.velocity.dy, 1))) pt/s"
        case .pinch(let pinch): "\(fixed(pinch.velocity, 3)) scale/s"
        }
        return Diagnostic(
            code: .staleVelocity, time: time,
            message: "The lift at t=\(fixed(time, 3)) s came \(fixed(gap * 1000, 0)) ms after the last movement; UIKit still reports that movement's velocity \(velocity), with no decay (P6).")
    }
}

extension TransitionHandler: GestureHandler {
    /// On began it starts the transition, on changed it updates it with the mapped progress, on
    /// ended and cancelled it does what its rules say.
    public mutating func handle(_ gesture: inout Gesture, transition: inout some PercentDrivenInteraction) {
        let sample = gesture.sample
        let time = gesture.time
        switch gesture.state {
        case .began:
            var gesture = GestureInProgress()
            if case .pinch(let pinch) = sample { gesture.pinchDirection = pinch.scale >= 1 ? .open : .close }
            switch rules.rule {
            case .iosPop: gesture.platform = .iosPop(IOSPopStatistics())
            case .androidBack(let rule): gesture.platform = .androidBack(AndroidBackStateMachine(rule: rule))
            case .threshold, .flutterCupertino, .reactNavigation: break
            }
            current = gesture
            transition.start()
            track(sample, at: time)
            checkDirection(sample, at: time, into: &transition)
        case .changed:
            let value = progress(for: sample)
            current?.lastChanged = sample
            transition.update(value)
            track(sample, at: time)
            checkDirection(sample, at: time, into: &transition)
        case .ended:
            release(rules.onEnded, sample: sample, trigger: .ended, at: time, transition: &transition)
        case .cancelled:
            release(rules.onCancelled, sample: sample, trigger: .cancelled, at: time, transition: &transition)
        case .possible, .failed:
            break
        }
    }
}
