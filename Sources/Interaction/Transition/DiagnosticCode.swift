import GestureModel

/// Stable diagnostic codes: scripts match on them, so a code is never renamed or reused.
public enum DiagnosticCode: String, Sendable, Hashable, CaseIterable {
    /// T2: update() received a value outside [0, 1] and clamped it.
    case progressClamped = "progress-clamped"
    /// T7: update() after finish() or cancel().
    case updateAfterCompletion = "update-after-completion"
    /// T6: update() while no transition is running.
    case updateWithoutTransition = "update-without-transition"
    /// T7: a second finish() or cancel().
    case secondCompletion = "second-completion"
    /// T6: finish() or cancel() while no transition is running.
    case completionWithoutTransition = "completion-without-transition"
    /// T3, T8: completionSpeed ≤ 0 (replaced by 1, or an instant completion from an override).
    case completionSpeedNotPositive = "completion-speed-not-positive"
    /// T3: an infinite completionSpeed (a division by a zero length): the completion runs in 0 s.
    case completionSpeedInfinite = "completion-speed-infinite"
    /// A spring completion not at rest within the settling search's horizon: ended there.
    case springNotSettled = "spring-not-settled"
    /// C1: a completion animation lasting more than twice the transition's duration.
    case longCompletion = "long-completion"
    /// T9: the transition began and never completed.
    case stuckTransition = "stuck-transition"
    /// A transition was started while one was already running; the second start is ignored.
    case transitionAlreadyRunning = "transition-already-running"
    /// G1: the recognizer made a transition its lifecycle does not allow.
    case illegalRecognizerTransition = "illegal-recognizer-transition"
    /// Trace lifecycle rule 5: the recording stopped with a touch down.
    case recordingEndedWithTouchDown = "recording-ended-with-touch-down"
    /// D1: an update more than 0.25 from where its action found percentComplete (the value the
    /// previous frame showed), each such update once.
    case progressJump = "progress-jump"
    /// P6: the finger lifted more than 50 ms after its last movement; UIKit does not decay velocity.
    case staleVelocity = "stale-velocity"
    /// The gesture moves against the transition it drives (a pinch-in that pushes, a pan up that dismisses down).
    case directionContradiction = "direction-contradiction"
    /// T2: update() received nan or an infinity (a division by a zero extent, usually).
    case progressNotFinite = "progress-not-finite"
    /// T10: pause() where it does nothing (no interruptible animator, or no completion running).
    case pauseIgnored = "pause-ignored"
    /// C2: a completion that would last longer than an hour, or longer than any clock holds.
    case unendingCompletion = "unending-completion"
    /// SD3: the system cancelled a SwiftUI drag that had changed: no onEnded runs.
    case dragNotEnded = "drag-not-ended"
    /// SV1: a handler's velocity is `predictedEndLocation − location`, a quarter of the drag's.
    case dragVelocityQuarter = "drag-velocity-quarter"
    /// A2: fractionComplete set while the animator runs.
    case animatorFractionWhileRunning = "animator-fraction-while-running"
    /// A4: continueAnimation on an animator that is not paused.
    case animatorContinueNotPaused = "animator-continue-not-paused"
    /// A6: a reversed continue on a non-linear cubic curve jumps (rdar 34674968).
    case animatorReversedCurve = "animator-reversed-curve"
    /// A7: a non-zero durationFactor with nothing left to animate still waits (rdar 35743469).
    case animatorWaitAfterEnd = "animator-wait-after-end"
    /// A8: completeTransition(_:) with the opposite of where the animator went.
    case completeTransitionMismatch = "complete-transition-mismatch"
    /// A8: the animator ended and nothing called completeTransition(_:).
    case transitionNeverCompleted = "transition-never-completed"

    public var severity: Diagnostic.Severity {
        switch self {
        case .progressClamped, .longCompletion, .recordingEndedWithTouchDown, .progressJump, .staleVelocity,
            .directionContradiction, .pauseIgnored, .dragNotEnded, .dragVelocityQuarter, .animatorFractionWhileRunning,
            .animatorReversedCurve, .animatorWaitAfterEnd, .completionSpeedInfinite, .springNotSettled:
            .warning
        case .progressNotFinite, .updateAfterCompletion, .updateWithoutTransition, .secondCompletion,
            .completionWithoutTransition,
            .completionSpeedNotPositive, .stuckTransition, .transitionAlreadyRunning, .illegalRecognizerTransition,
            .unendingCompletion, .animatorContinueNotPaused, .completeTransitionMismatch, .transitionNeverCompleted:
            .error
        }
    }

    /// What the code means, for docs/diagnostics.md and `--help`.
    public var summary: String {
        switch self {
        case .progressClamped: "update() got a value outside [0, 1]; it was clamped (T2)"
        case .updateAfterCompletion: "update() after finish() or cancel(); ignored (T7)"
        case .updateWithoutTransition: "update() with no transition running; ignored (T6)"
        case .secondCompletion: "a second finish() or cancel(); ignored (T7)"
        case .completionWithoutTransition: "finish() or cancel() with no transition running; dropped (T6)"
        case .completionSpeedNotPositive:
            "completionSpeed ≤ 0: a stored value becomes 1, an override completes instantly (T3, T8)"
        case .completionSpeedInfinite:
            "completionSpeed is infinite (a division by a zero length): the completion runs in 0 s, a jump to its end (T3)"
        case .springNotSettled:
            "the spring completion is not at rest within \(prose(Spring.horizon, 0)) s (its release velocity, or its constants); the model ends it there, at its target"
        case .longCompletion: "the completion animation lasts more than twice the duration (C1)"
        case .stuckTransition: "the transition began and was never finished or cancelled (T9)"
        case .transitionAlreadyRunning: "the handler started a transition while one was running; ignored"
        case .illegalRecognizerTransition: "the recognizer made a transition G1 does not allow"
        case .recordingEndedWithTouchDown: "the recording stopped with a touch down; the end of data is not a lift"
        case .progressJump: "an update moves percentComplete more than 0.25 from where its action found it"
        case .staleVelocity: "the lift came more than 50 ms after the last movement; velocity is not decayed (P6)"
        case .directionContradiction: "the gesture moves against the transition it drives (a pinch-in that pushes)"
        case .progressNotFinite: "update() got nan or an infinity: nan is ignored, an infinity clamped (T2)"
        case .pauseIgnored: "pause() did nothing: no interruptible animator, or no completion running (T10)"
        case .unendingCompletion:
            "the completion would last more than an hour (or forever); the model ends it at the hour (C2)"
        case .dragNotEnded:
            "the system cancelled a SwiftUI drag: no onEnded ran, so what onChanged set stays unless a @GestureState holds it (SD3)"
        case .dragVelocityQuarter:
            "the handler's velocity is predictedEndLocation − location: 0.25 s of movement, four times too small (SV1)"
        case .animatorFractionWhileRunning: "fractionComplete set while the animator runs; ignored (A2)"
        case .animatorContinueNotPaused:
            "continueAnimation on an animator that is not paused (inactive or running); ignored (A4)"
        case .animatorReversedCurve:
            "a reversed continueAnimation on a non-linear cubic curve: the views jump to the end first (A6, rdar 34674968)"
        case .animatorWaitAfterEnd:
            "a non-zero durationFactor with nothing left to animate: the completion still waits that long (A7, rdar 35743469)"
        case .completeTransitionMismatch: "completeTransition(_:) said the opposite of where the animator went (A8)"
        case .transitionNeverCompleted:
            "the animator ended and nothing called completeTransition(_:): the transition never ends (A8)"
        }
    }
}
