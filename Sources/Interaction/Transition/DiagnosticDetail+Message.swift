import GestureModel

extension DiagnosticDetail {
    /// The diagnostic in one plain sentence, for a report, its times counted from `origin` (a
    /// report's times are since the trace's first touch: `origin` is the trace's start).
    public func message(at time: Double, origin: Double = 0) -> String {
        let seconds = { (time: Double) in Interaction.seconds(time - origin) }
        switch self {
        case .transitionAlreadyRunning(let phase):
            return
                "The handler started a transition at \(seconds(time)) while one was already \(phase.rawValue); the second start was ignored."
        case .progressNotFinite(let requested, let accepted):
            return
                "update(\(prose(requested, 3))) at \(seconds(time)) is not a finite number; \(requested.isNaN ? "it was ignored" : "it was clamped to \(prose(accepted, 0))")."
        case .progressClamped(let requested, let accepted):
            return
                "update(\(prose(requested, 3))) at \(seconds(time)) is outside [0, 1]; it was clamped to \(prose(accepted, 3))."
        case .updateWithoutTransition(let requested):
            return "update(\(prose(requested, 3))) at \(seconds(time)) with no transition running; it was ignored."
        case .updateAfterCompletion(let requested, let completion, let since):
            return
                "update(\(prose(requested, 3))) at \(seconds(time)) after \(completion.rawValue)() at \(seconds(since)); it was ignored (on a device it can freeze or jump the completion)."
        case .completionSpeedReplaced(let requested, let direction):
            return
                "completionSpeed \(prose(requested, 3)) at \(direction.rawValue)() is not greater than 0; UIKit's getter uses 1.0 instead (T3)."
        case .completionSpeedOverride(let speed, let getter, let percent):
            return
                "completionSpeed computed as \(prose(speed, 3)) (\(getter)) at percentComplete \(prose(percent, 3)); the completion is instant on an animator-driven transition and never ends on a layer-driven one (T8)."
        case .completionSpeedInfinite(let direction, let remaining):
            return
                "completionSpeed inf at \(direction.rawValue)(): the remaining \(prose(remaining, 3)) of the transition runs in 0 s, a jump to its end (T3)."
        case .springNotSettled(let direction, let formula):
            return
                "the \(direction.rawValue) spring is not at rest within \(prose(Spring.horizon, 0)) s (\(formula)); the model ends it there, at its target."
        case .longCompletion(let direction, let duration, let remaining, let d, let speed):
            return
                "The \(direction.rawValue) animation lasts \(prose(duration, 3)) s = \(prose(remaining, 3)) × \(prose(d, 3)) s / \(prose(speed, 3)), more than twice the \(prose(d, 3)) s duration."
        case .unendingCompletion(let direction, let duration, let timing, let remaining, let d, let speed):
            let formula =
                timing == .uikit
                ? "\(prose(remaining, 3)) × \(JSONWriter.formatNumber(d)) s / \(JSONWriter.formatNumber(speed))"
                : "the \(timing.rawValue) timing"
            let length =
                duration.isNaN
                ? "an undefined time" : duration.isFinite ? "\(prose(duration, 3)) s" : "longer than any clock"
            return
                "The \(direction.rawValue) animation at \(seconds(time)) would last \(length) (\(formula)): the app looks stuck. The model ends it after \(prose(PercentDrivenTransition.maximumCompletionDuration, 0)) s (C2)."
        case .completionWithoutTransition(let direction):
            return "\(direction.rawValue)() at \(seconds(time)) with no transition running; it was dropped."
        case .secondCompletion(let direction, let first, let since):
            return
                "\(direction.rawValue)() at \(seconds(time)) after \(first.rawValue)() at \(seconds(since)); the second call was ignored."
        case .pauseDuringCompletion(let direction):
            return
                "pause() at \(seconds(time)) during the \(direction.rawValue) animation does nothing without an interruptible animator (T10); the completion runs on."
        case .pauseWithoutCompletion(let idle):
            return
                "pause() at \(seconds(time)) with no \(idle ? "transition running" : "completion running, the transition has completed"); it does nothing (T10)."
        case .progressJump(let from, let to, let limit):
            return
                "Progress jumped from \(prose(from, 3)) to \(prose(to, 3)) at \(seconds(time)), more than \(prose(limit, 2)) from where this action found it (the value the previous frame showed)."
        case .illegalRecognizerTransition(let from, let to):
            return "The recognizer went from \(from) to \(to) at \(seconds(time)), which G1 does not allow."
        case .recordingEndedWithTouchDown(let lastPhase, let since):
            switch lastPhase {
            case .ended, .cancelled:
                return
                    "The recording stopped at \(seconds(time)) with a touch down, after the gesture \(lastPhase == .ended ? "ended" : "was cancelled") at \(seconds(since)): that touch began no gesture the replay decides, and the decision stands."
            case .failed:
                return
                    "The recording stopped at \(seconds(time)) with a touch down, after the recognizer failed at \(seconds(since)): the end of the data is not a lift."
            case .possible, .began, .changed:
                return
                    "The recording stopped at \(seconds(time)) with a touch down; the end of the data is not a lift, so the gesture was never released."
            }
        case .stuckTransition(let since, let lastPhase, let lastTime, let percent):
            return
                "The transition began at \(seconds(since)) and never completed: the gesture \(lastPhase == .cancelled ? "was cancelled" : "ended as \(lastPhase)") at \(seconds(lastTime)) and the handler neither finished nor cancelled the transition, so it stays at \(prose(percent, 3)) forever."
        case .directionContradiction(let sample, let pinchDirection):
            let what: String =
                switch sample {
                case .pinch(let pinch):
                    "the pinch is at scale \(prose(pinch.scale, 3)) but the transition \(pinchDirection == .close ? "closes (scale should shrink)" : "opens (scale should grow)")"
                case .pan(let pan):
                    "the translation is (\(prose(pan.translation.dx, 1)), \(prose(pan.translation.dy, 1))) pt, against the transition's direction"
                }
            return "At \(seconds(time)) \(what); the gesture moves against the transition it drives."
        case .staleVelocity(let gap, let sample):
            let velocity: String =
                switch sample {
                case .pan(let pan): "(\(prose(pan.velocity.dx, 1)), \(prose(pan.velocity.dy, 1))) pt/s"
                case .pinch(let pinch): "\(prose(pinch.velocity, 3)) scale/s"
                }
            return
                "The lift at \(seconds(time)) came \(prose(gap * 1000, 0)) ms after the last movement; UIKit still reports that movement's velocity \(velocity), with no decay (P6)."
        case .dragNotEnded(let changes, let percent):
            return
                "The system cancelled the drag at \(seconds(time)) after \(counted(changes, "onChanged call")): SwiftUI runs no onEnded then, so what onChanged set stays (the transition at \(prose(percent, 3))) unless a @GestureState holds it (SD3)."
        case .dragVelocityQuarter(let computed, let velocity):
            return
                "At the drag's end (\(seconds(time))) the handler's velocity (\(prose(computed.dx, 1)), \(prose(computed.dy, 1))) pt/s is a quarter of the drag's (\(prose(velocity.dx, 1)), \(prose(velocity.dy, 1))) pt/s: predictedEndLocation − location is 0.25 s of movement, not a velocity; multiply it by 4, or read value.velocity (iOS 17) (SV1)."
        case .animatorFractionWhileRunning(let requested, let running):
            return
                "fractionComplete = \(prose(requested, 3)) at \(seconds(time)) while the animator runs (at \(prose(running, 3))); it is settable only while paused, and was ignored (A2)."
        case .animatorContinueNotPaused(let running):
            return
                "continueAnimation at \(seconds(time)) on \(running ? "a running" : "an inactive") animator; it must be active and paused, and was ignored (A4)."
        case .animatorReversedCurve(let curve):
            return
                "continueAnimation at \(seconds(time)) runs reversed on \(curve): on a device the views jump to the end position first (rdar 34674968); continue a reversed animator on linear timing (A6)."
        case .animatorWaitAfterEnd(let factor, let wait):
            return
                "continueAnimation at \(seconds(time)) with durationFactor \(prose(factor, 3)) and nothing left to animate: the completion still waits \(prose(wait, 3)) s (rdar 35743469); pass 0 (A7)."
        case .completeTransitionMismatch(let didComplete, let reversed, let block):
            let who = block.map { "The completion block \($0)" } ?? "The handler"
            return
                "\(who) calls completeTransition(\(didComplete)) at \(seconds(time)), but the animator ran \(reversed ? "back to the start (a cancel)" : "to the end (a finish)"): the app and the screen disagree (A8)."
        case .transitionNeverCompleted(let pauses, let blocks):
            let why =
                pauses
                ? "pausesOnCompletion is on, so no completion block runs"
                : blocks == 0 ? "no completion block was added" : "no completion block calls it"
            return
                "The animator ended at \(seconds(time)) and nothing called completeTransition(_:) (\(why)): the transition context never completes and the app is stuck (A8)."
        }
    }
}
