/// UIPercentDrivenInteractiveTransition and its transition context, as a value (T1–T9).
///
/// ```
///  idle ─start─► interactive ─finish/cancel─► completing ─advance past the end─► completed
///                  │  ⟲ update                  (update, finish, cancel here are misuse: T7)
///                  └─ never finished or cancelled ─► "stuck" (T9)
/// ```
/// Every method takes the time of the call and returns what happened: the effect on the
/// animation and any diagnostics. Misuse never traps; it is reported and ignored, as UIKit's
/// developer-error paths are modelled (T6, T7).
public struct PercentDrivenTransition: Sendable, Hashable {
    public struct Configuration: Sendable, Hashable {
        /// The animator's transitionDuration, seconds.
        public var duration: Double
        public var completionSpeed: CompletionSpeed
        public var completionCurve: CompletionCurve
        /// uikit: T3/T4 from completionSpeed; otherwise another platform's completion timing,
        /// which the handler applies at finish and cancel.
        public var timing: CompletionTiming
        /// Whether the animator is interruptible (it implements interruptibleAnimator): only then
        /// does pause() during a completion make the transition interactive again (T10).
        public var interruptible: Bool
        /// The spring the `uikit-spring` timing runs on.
        public var spring: UIKitSpring

        /// Whether the completion runs on `completionCurve`: UIKit's and the system pop's timings
        /// do, and a UIKit spring that only times an animator continued on its own curve (US6).
        public var completesOnCurve: Bool {
            timing.readsCurve || (timing == .uikitSpring && spring.continuesOn == .animatorCurve)
        }

        /// Setting completionSpeed stores a constant; an installed override or `1 − percentComplete`
        /// still wins, as a subclass's getter does.
        public mutating func setCompletionSpeed(_ value: Double) {
            completionSpeed = completionSpeed(afterSetting: value)
        }

        /// What completionSpeed reads after `setCompletionSpeed(value)`, with nothing set.
        func completionSpeed(afterSetting value: Double) -> CompletionSpeed {
            switch completionSpeed {
            case .constant: .constant(value)
            case .remaining, .override: completionSpeed
            }
        }

        public init(
            duration: Double, completionSpeed: CompletionSpeed = .constant(1),
            completionCurve: CompletionCurve = .easeInOut,
            timing: CompletionTiming = .uikit, interruptible: Bool = false, spring: UIKitSpring = .system
        ) {
            self.spring = spring
            self.duration = duration
            self.completionSpeed = completionSpeed
            self.completionCurve = completionCurve
            self.timing = timing
            self.interruptible = interruptible
        }
    }

    public enum Direction: String, Sendable, Hashable {
        case finish, cancel
    }

    /// How long the completion a finish or cancel begins from `percent` runs, after the handler
    /// set `completionSpeed` (when it did): an override's own duration, or UIKit's (T3/T4) from
    /// the configuration, within C2's limit, as `complete` works it out with the same functions;
    /// a sweep reads it without completing a transition.
    package static func completionDuration(
        _ direction: Direction, from percent: Double, configuration: Configuration, completionSpeed: Double?,
        override: TimingOverride?
    ) -> Double {
        if let override { return bounded(override.duration) }
        let speed = completionSpeed.map(configuration.completionSpeed(afterSetting:)) ?? configuration.completionSpeed
        return uikitDuration(direction, percentComplete: percent, speed: speed, duration: configuration.duration)
    }

    /// The completion animation that finish() or cancel() starts.
    public struct Completion: Sendable, Hashable {
        public var direction: Direction
        public var startTime: Double
        /// percentComplete when the completion began.
        public var fromPercent: Double
        /// The speed used, after T3's guard.
        public var speed: Double
        /// The speed as the getter returned it, before any guard.
        public var requestedSpeed: Double
        /// Wall-clock seconds: (1 − p)·d/s on finish, p·d/s on cancel (T3, T4).
        public var duration: Double
        public var curve: CompletionCurve
        /// Which timing produced the duration: uikit (T3, T4) or another platform's.
        public var timing: CompletionTiming = .uikit
        /// The numbers behind the duration, for timings other than UIKit's.
        public var basis: TimingBasis?
        /// The duration's formula in numbers, for timings other than UIKit's.
        public var formula: String? { basis?.formula }

        public var toPercent: Double { direction == .finish ? 1 : 0 }
        public var endTime: Double { startTime + duration }

        /// percentComplete during the completion: from p toward the end along the curve.
        /// The fraction complete at `time`, within [0, 1] like every percentComplete (T2): a curve that
        /// overshoots (a spring seeded against its direction, a Bézier with y outside [0, 1]) moves the
        /// views past an end, but the transition is never more than done or less than not begun.
        public func percentComplete(at time: Double) -> Double {
            percentComplete(at: time, along: curve.resolved)
        }

        /// percentComplete at `time` with the curve already resolved: a report's frames resolve it
        /// once for the whole completion.
        package func percentComplete(at time: Double, along curve: CompletionCurve.Resolved) -> Double {
            guard duration > 0 else { return time >= startTime ? toPercent : fromPercent }
            let fraction = min(max((time - startTime) / duration, 0), 1)
            let value = fromPercent + (toPercent - fromPercent) * curve.value(at: fraction)
            return value.isNaN ? toPercent : min(max(value, 0), 1)
        }
    }

    /// The public, data-free state (T1).
    public enum Phase: String, Sendable, Hashable {
        case idle, interactive, completing, completed
    }

    /// What a call did to the transition.
    public enum Effect: Sendable, Hashable {
        /// Nothing changed (an equal update, or a call that was ignored with a diagnostic).
        case none
        case started
        case setPercentComplete(Double)
        /// Boxed: a completion is large and begins once, while every update's step is copied.
        indirect case beganCompletion(Completion)
        case completed(Direction)
        /// pause() stopped a completion where it was: interactive again at this percentComplete (T10).
        case paused(Double)
    }

    /// One call's result: its effect, and the diagnostics it raised.
    public struct Step: Sendable, Hashable {
        public var effect: Effect
        /// The diagnostics, nil for none: most steps are an update with nothing to say, and an
        /// empty list was still made and released on every one of them.
        var raised: [Diagnostic]?

        public var diagnostics: [Diagnostic] {
            get { raised ?? [] }
            set { raised = newValue.isEmpty ? nil : newValue }
        }

        public init(effect: Effect, diagnostics: [Diagnostic]) {
            self.effect = effect
            raised = diagnostics.isEmpty ? nil : diagnostics
        }

        public init(effect: Effect) {
            self.effect = effect
            raised = nil
        }
    }

    @usableFromInline enum State: Sendable, Hashable {
        case idle
        case interactive(startTime: Double, percentComplete: Double)
        // Boxed: the state is read on every event, a completion is large and begins once.
        indirect case completing(Completion)
        indirect case completed(Completion)
    }

    /// What finish() and cancel() read: a handler may change the completion speed and curve
    /// between calls, as an app sets them on its interactor before finishing.
    public var configuration: Configuration
    /// Internal but inlinable: the replay reads the phase and percentComplete on every event.
    @usableFromInline var state: State = .idle

    public init(configuration: Configuration) {
        self.configuration = configuration
    }

    @inlinable
    public var phase: Phase {
        switch state {
        case .idle: .idle
        case .interactive: .interactive
        case .completing: .completing
        case .completed: .completed
        }
    }

    /// The last accepted percentComplete (T2); during a completion, where the animation is at its start.
    @inlinable
    public var percentComplete: Double {
        switch state {
        case .idle: 0
        case .interactive(_, let percent): percent
        case .completing(let completion), .completed(let completion): completion.fromPercent
        }
    }

    /// T4: true from the moment of cancel().
    @inlinable
    public var transitionWasCancelled: Bool {
        switch state {
        case .idle, .interactive: false
        case .completing(let completion), .completed(let completion): completion.direction == .cancel
        }
    }

    /// The completion animation, once finish() or cancel() started one.
    @inlinable
    public var completion: Completion? {
        switch state {
        case .idle, .interactive: nil
        case .completing(let completion), .completed(let completion): completion
        }
    }

    /// What is on screen at `time`: the interactive percent, or the completion's position on its curve.
    public func visiblePercentComplete(at time: Double) -> Double {
        switch state {
        case .idle: 0
        case .interactive(_, let percent): percent
        case .completing(let completion): completion.percentComplete(at: time)
        case .completed(let completion): completion.toPercent
        }
    }

    /// T1: the transition starts interactively at percentComplete 0.
    public mutating func start(at time: Double) -> Step {
        switch state {
        case .idle:
            state = .interactive(startTime: time, percentComplete: 0)
            return Step(effect: .started)
        case .interactive, .completing, .completed:
            return Step(
                effect: .none,
                diagnostics: [
                    Diagnostic(time: time, detail: .transitionAlreadyRunning(phase: phase))
                ])
        }
    }

    /// T2: accepted only while interactive; clamped to [0, 1]; an equal value is ignored.
    @inline(__always)
    public mutating func update(_ percent: Double, at time: Double) -> Step {
        switch state {
        case .interactive(let startTime, let current):
            // In range (nan fails both comparisons): taken as it is, with no list of diagnostics
            // made, and none released, on the every-event path.
            guard percent >= 0, percent <= 1 else {
                return updateOutOfRange(percent, at: time, startTime: startTime, current: current)
            }
            guard percent != current else { return Step(effect: .none) }
            state = .interactive(startTime: startTime, percentComplete: percent)
            return Step(effect: .setPercentComplete(percent))
        case .idle:
            return Step(
                effect: .none,
                diagnostics: [
                    Diagnostic(time: time, detail: .updateWithoutTransition(requested: percent))
                ])
        case .completing(let completion), .completed(let completion):
            return Step(
                effect: .none,
                diagnostics: [
                    Diagnostic(
                        time: time,
                        detail: .updateAfterCompletion(
                            requested: percent, completion: completion.direction, since: completion.startTime))
                ])
        }
    }

    /// T2's clamp: nan keeps the current value, anything else out of [0, 1] is clamped, and the
    /// report says which.
    private mutating func updateOutOfRange(
        _ percent: Double, at time: Double, startTime: Double, current: Double
    ) -> Step {
        let accepted = percent.isNaN ? current : min(max(percent, 0), 1)
        // A division by a zero width gives nan or inf: a bug in the handler, never a crash here.
        let detail: DiagnosticDetail =
            percent.isFinite
            ? .progressClamped(requested: percent, accepted: accepted)
            : .progressNotFinite(requested: percent, accepted: accepted)
        let diagnostics = [Diagnostic(time: time, detail: detail)]
        guard accepted != current else { return Step(effect: .none, diagnostics: diagnostics) }
        state = .interactive(startTime: startTime, percentComplete: accepted)
        return Step(effect: .setPercentComplete(accepted), diagnostics: diagnostics)
    }

    /// Another platform's completion, replacing T3/T4's duration and curve.
    public struct TimingOverride: Sendable, Hashable {
        public var timing: CompletionTiming
        public var duration: Double
        public var curve: CompletionCurve
        public var basis: TimingBasis

        public init(timing: CompletionTiming, duration: Double, curve: CompletionCurve, basis: TimingBasis) {
            self.timing = timing
            self.duration = duration
            self.curve = curve
            self.basis = basis
        }
    }

    /// T3: a completion from p to 1 lasting (1 − p)·d/s, unless another platform's timing is given.
    public mutating func finish(at time: Double, timing: TimingOverride? = nil) -> Step {
        complete(.finish, at: time, override: timing)
    }

    /// T4: a completion from p back to 0 lasting p·d/s; transitionWasCancelled is true at once.
    public mutating func cancel(at time: Double, timing: TimingOverride? = nil) -> Step {
        complete(.cancel, at: time, override: timing)
    }

    /// The completion's duration alone, for sweeps: T3/T4 from completionSpeed (with its guard and
    /// T8's instant completion), or the platform timing's.
    public static func completionDuration(
        _ direction: Direction, percentComplete p: Double, configuration: Configuration, speed: Double, extent: Double
    ) -> Double {
        if configuration.timing != .uikit {
            return bounded(
                configuration.timing.completion(
                    direction: direction, progress: p, speed: speed, extent: extent, duration: configuration.duration,
                    curve: configuration.completionCurve, spring: configuration.spring)?.duration ?? 0)
        }
        return uikitDuration(
            direction, percentComplete: p, speed: configuration.completionSpeed, duration: configuration.duration)
    }

    /// C2: the longest completion the model runs. A longer one (a duration of 1e308, a speed of
    /// 1e-300) is an app that looks stuck: reported, and ended here so every replay ends.
    public static let maximumCompletionDuration = 3600.0

    /// A completion's duration as the model runs it: at most `maximumCompletionDuration`; nan (0 × ∞) is
    /// treated as unending too.
    static func bounded(_ duration: Double) -> Double {
        duration.isNaN ? maximumCompletionDuration : min(max(duration, 0), maximumCompletionDuration)
    }

    /// Whether `duration` is past C2's limit (or not a number).
    static func unending(_ duration: Double) -> Bool { !(duration <= maximumCompletionDuration) }

    /// T3/T4: (1 − p)·d/s or p·d/s, with s after the base getter's guard; 0 when an override's s ≤ 0 (T8).
    /// Unbounded: C2 applies on top. It takes the two parts of a configuration it reads, the
    /// duration d and what completionSpeed reads, so none is copied to change its speed.
    static func uikitRawDuration(
        _ direction: Direction, percentComplete p: Double, speed: CompletionSpeed, duration: Double
    ) -> Double {
        let resolved = speed.resolve(percentComplete: p, duration: duration, direction: direction)
        guard resolved.speed > 0 else { return 0 }
        return (direction == .finish ? 1 - p : p) * duration / resolved.speed
    }

    static func uikitDuration(
        _ direction: Direction, percentComplete p: Double, speed: CompletionSpeed, duration: Double
    ) -> Double {
        bounded(uikitRawDuration(direction, percentComplete: p, speed: speed, duration: duration))
    }

    private mutating func complete(_ direction: Direction, at time: Double, override: TimingOverride?) -> Step {
        switch state {
        case .interactive(_, let percent):
            if let override {
                var completion = Completion(
                    direction: direction, startTime: time, fromPercent: percent, speed: 1, requestedSpeed: 1,
                    duration: Self.bounded(override.duration), curve: override.curve)
                completion.timing = override.timing
                completion.basis = override.basis
                state = .completing(completion)
                var diagnostics =
                    Self.unending(override.duration)
                    ? [
                        Diagnostic(
                            time: time,
                            detail: .unendingCompletion(
                                direction: direction, duration: override.duration, timing: override.timing,
                                remaining: direction == .finish ? 1 - percent : percent,
                                transitionDuration: configuration.duration, speed: 1))
                    ]
                    : []
                if override.basis.springSettled == false {
                    diagnostics.append(
                        Diagnostic(
                            time: time,
                            detail: .springNotSettled(direction: direction, formula: override.basis.formula)
                        ))
                }
                return Step(effect: .beganCompletion(completion), diagnostics: diagnostics)
            }
            var diagnostics: [Diagnostic] = []
            let resolved = configuration.completionSpeed.resolve(
                percentComplete: percent, duration: configuration.duration, direction: direction)
            let remaining = direction == .finish ? 1 - percent : percent
            let d = configuration.duration
            let rawDuration = Self.uikitRawDuration(
                direction, percentComplete: percent, speed: configuration.completionSpeed, duration: d)
            let duration = Self.bounded(rawDuration)
            if resolved.replaced {
                diagnostics.append(
                    Diagnostic(
                        time: time,
                        detail: .completionSpeedReplaced(requested: resolved.requested, direction: direction)))
            } else if !(resolved.speed > 0) {
                // T8: an overriding getter bypasses the guard; the property-animator path completes at once.
                diagnostics.append(
                    Diagnostic(
                        time: time,
                        detail: .completionSpeedOverride(
                            speed: resolved.speed, getter: configuration.completionSpeed.description,
                            percentComplete: percent)))
            } else if resolved.speed == .infinity {
                diagnostics.append(
                    Diagnostic(time: time, detail: .completionSpeedInfinite(direction: direction, remaining: remaining))
                )
            }
            let completion = Completion(
                direction: direction, startTime: time, fromPercent: percent, speed: resolved.speed,
                requestedSpeed: resolved.requested, duration: duration, curve: configuration.completionCurve)
            if Self.unending(rawDuration) {
                diagnostics.append(
                    Diagnostic(
                        time: time,
                        detail: .unendingCompletion(
                            direction: direction, duration: rawDuration, timing: .uikit, remaining: remaining,
                            transitionDuration: d,
                            speed: resolved.speed)))
            } else if duration > 2 * d {
                diagnostics.append(
                    Diagnostic(
                        time: time,
                        detail: .longCompletion(
                            direction: direction, duration: duration, remaining: remaining, transitionDuration: d,
                            speed: resolved.speed)))
            }
            state = .completing(completion)
            return Step(effect: .beganCompletion(completion), diagnostics: diagnostics)
        case .idle:
            return Step(
                effect: .none,
                diagnostics: [
                    Diagnostic(time: time, detail: .completionWithoutTransition(direction: direction))
                ])
        case .completing(let completion), .completed(let completion):
            return Step(
                effect: .none,
                diagnostics: [
                    Diagnostic(
                        time: time,
                        detail: .secondCompletion(
                            direction: direction, first: completion.direction, since: completion.startTime))
                ])
        }
    }

    /// T10: pause() during a completion, with an interruptible animator, stops it where it is and
    /// makes the transition interactive again at that percentComplete. Anywhere else it does nothing:
    /// while interactive there is nothing to pause; without an interruptible animator UIKit ignores it.
    public mutating func pause(at time: Double) -> Step {
        switch state {
        case .interactive:
            return Step(effect: .none)
        case .completing(let completion) where configuration.interruptible:
            let percent = completion.percentComplete(at: time)
            state = .interactive(startTime: completion.startTime, percentComplete: percent)
            return Step(effect: .paused(percent))
        case .completing(let completion):
            return Step(
                effect: .none,
                diagnostics: [
                    Diagnostic(time: time, detail: .pauseDuringCompletion(direction: completion.direction))
                ])
        case .idle, .completed:
            return Step(
                effect: .none,
                diagnostics: [
                    Diagnostic(time: time, detail: .pauseWithoutCompletion(idle: phase == .idle))
                ])
        }
    }

    /// Moves the clock to `time`: a completion whose end has passed completes.
    public mutating func advance(to time: Double) -> Step {
        guard case .completing(let completion) = state, time >= completion.endTime else { return Step(effect: .none) }
        state = .completed(completion)
        return Step(effect: .completed(completion.direction))
    }
}
