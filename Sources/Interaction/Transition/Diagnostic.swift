import GestureModel

/// Something the replay saw go wrong in the interaction logic or in the model's use: what happened,
/// as numbers (`detail`); its code and its sentence follow from them.
public struct Diagnostic: Sendable, Hashable, CustomStringConvertible {
    public enum Severity: String, Sendable, Hashable {
        case warning, error

        /// Whether this severity is `other` or worse (an error is at least a warning).
        public func isAtLeast(_ other: Severity) -> Bool {
            switch (self, other) {
            case (.error, _), (.warning, .warning): true
            case (.warning, .error): false
            }
        }
    }

    /// Seconds on the trace's clock.
    public var time: Double
    public var detail: DiagnosticDetail

    public init(time: Double, detail: DiagnosticDetail) {
        self.time = time
        self.detail = detail
    }

    public var code: DiagnosticCode { detail.code }
    public var severity: Severity { code.severity }
    /// One plain sentence, built when asked for.
    public var message: String { detail.message(at: time) }

    /// The message with its times counted from `origin`: a report's first touch.
    public func message(since origin: Double) -> String { detail.message(at: time, origin: origin) }
    public var description: String { "[\(code.rawValue)] \(message)" }
}

/// What a diagnostic saw, with the numbers that show it: one case per situation.
public enum DiagnosticDetail: Sendable, Hashable {
    /// start() while a transition was already running.
    case transitionAlreadyRunning(phase: PercentDrivenTransition.Phase)
    /// update(nan) or update(±inf): `accepted` is what the transition kept.
    case progressNotFinite(requested: Double, accepted: Double)
    case progressClamped(requested: Double, accepted: Double)
    case updateWithoutTransition(requested: Double)
    case updateAfterCompletion(requested: Double, completion: PercentDrivenTransition.Direction, since: Double)
    /// A stored completionSpeed ≤ 0, replaced by 1 (T3).
    case completionSpeedReplaced(requested: Double, direction: PercentDrivenTransition.Direction)
    /// A getter override gave a speed ≤ 0 (T8).
    case completionSpeedOverride(speed: Double, getter: String, percentComplete: Double)
    /// An infinite completionSpeed passed the guard: the `remaining` progress runs in 0 s (T3).
    case completionSpeedInfinite(direction: PercentDrivenTransition.Direction, remaining: Double)
    /// A spring completion not at rest within the settling search's horizon, ended there at its
    /// target; `formula` is its timing's (`TimingBasis.formula`).
    case springNotSettled(direction: PercentDrivenTransition.Direction, formula: String)
    case longCompletion(
        direction: PercentDrivenTransition.Direction, duration: Double, remaining: Double, transitionDuration: Double,
        speed: Double)
    /// C2: the completion's own duration (possibly infinite or nan) beyond the model's limit, with
    /// what it came from: T3/T4's remaining × d / s under UIKit timing, else the platform timing.
    case unendingCompletion(
        direction: PercentDrivenTransition.Direction, duration: Double, timing: CompletionTiming, remaining: Double,
        transitionDuration: Double, speed: Double)
    case completionWithoutTransition(direction: PercentDrivenTransition.Direction)
    case secondCompletion(
        direction: PercentDrivenTransition.Direction, first: PercentDrivenTransition.Direction, since: Double)
    case pauseDuringCompletion(direction: PercentDrivenTransition.Direction)
    case pauseWithoutCompletion(idle: Bool)
    case progressJump(from: Double, to: Double, limit: Double)
    case illegalRecognizerTransition(from: RecognizerPhase, to: RecognizerPhase)
    /// `lastPhase` at `since`: the recognizer's last state before the end, which says whether
    /// the gesture was released (ended, cancelled) or failed before the touch left still down.
    case recordingEndedWithTouchDown(lastPhase: RecognizerPhase, since: Double)
    case stuckTransition(since: Double, lastPhase: RecognizerPhase, lastTime: Double, percentComplete: Double)
    case directionContradiction(sample: GestureSample, pinchDirection: PinchDirection?)
    case staleVelocity(gap: Double, sample: GestureSample)
    /// SD3: a system cancel after `changes` onChanged calls, the transition at `percentComplete`.
    case dragNotEnded(changes: Int, percentComplete: Double)
    /// SV1: the velocity a handler computed, against the drag's.
    case dragVelocityQuarter(computed: Vector, velocity: Vector)
    /// A2: fractionComplete set while the animator runs (at `running`); ignored.
    case animatorFractionWhileRunning(requested: Double, running: Double)
    /// A4: continueAnimation on an animator that is not paused (inactive, or running); ignored.
    case animatorContinueNotPaused(running: Bool)
    /// A6: a reversed run on a non-linear cubic curve (rdar 34674968).
    case animatorReversedCurve(curve: String)
    /// A7: a non-zero durationFactor with nothing left to animate (rdar 35743469).
    case animatorWaitAfterEnd(durationFactor: Double, wait: Double)
    /// A8: completeTransition(_:) with the opposite of where the animator went; `block` names
    /// the completion block that made the call, nil for the handler's own call.
    case completeTransitionMismatch(didComplete: Bool, reversed: Bool, block: String?)
    /// A8: the animator ended and nothing called completeTransition(_:).
    case transitionNeverCompleted(pausesOnCompletion: Bool, blocks: Int)

    public var code: DiagnosticCode {
        switch self {
        case .transitionAlreadyRunning: .transitionAlreadyRunning
        case .progressNotFinite: .progressNotFinite
        case .progressClamped: .progressClamped
        case .updateWithoutTransition: .updateWithoutTransition
        case .updateAfterCompletion: .updateAfterCompletion
        case .completionSpeedReplaced, .completionSpeedOverride: .completionSpeedNotPositive
        case .completionSpeedInfinite: .completionSpeedInfinite
        case .springNotSettled: .springNotSettled
        case .longCompletion: .longCompletion
        case .unendingCompletion: .unendingCompletion
        case .completionWithoutTransition: .completionWithoutTransition
        case .secondCompletion: .secondCompletion
        case .pauseDuringCompletion, .pauseWithoutCompletion: .pauseIgnored
        case .progressJump: .progressJump
        case .illegalRecognizerTransition: .illegalRecognizerTransition
        case .recordingEndedWithTouchDown: .recordingEndedWithTouchDown
        case .stuckTransition: .stuckTransition
        case .directionContradiction: .directionContradiction
        case .staleVelocity: .staleVelocity
        case .dragNotEnded: .dragNotEnded
        case .dragVelocityQuarter: .dragVelocityQuarter
        case .animatorFractionWhileRunning: .animatorFractionWhileRunning
        case .animatorContinueNotPaused: .animatorContinueNotPaused
        case .animatorReversedCurve: .animatorReversedCurve
        case .animatorWaitAfterEnd: .animatorWaitAfterEnd
        case .completeTransitionMismatch: .completeTransitionMismatch
        case .transitionNeverCompleted: .transitionNeverCompleted
        }
    }
}
