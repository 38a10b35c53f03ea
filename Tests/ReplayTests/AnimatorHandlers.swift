import GestureModel
import Interaction
import Replay

// Handlers written against UIViewPropertyAnimator, as their sources write them.

// docs/handler-code.md animator example begins
/// Touchwonders' TransitionDriver under its PanInteractionController: progress = translation.x /
/// width; past 1/3 (or a flick forward) it continues with durationFactor 1 − f, else it reverses
/// and continues on linear timing with durationFactor f (its workaround for rdar 34674968).
struct TouchwondersDriver: AnimatorGestureHandler {
    var reversedTiming: AnimatorTimingParameters? = .cubic(.linear)

    mutating func handle(_ gesture: inout Gesture, animator: inout some PropertyAnimatorInteraction) {
        let progress = min(max(gesture.translation.dx / gesture.bounds.width, 0), 1)
        switch gesture.state {
        case .began:
            animator.startInteractiveTransition()
            animator.addCompletion(.completesTransition)
        case .changed:
            animator.fractionComplete = progress
        case .ended, .cancelled:
            let velocity = gesture.velocity.dx
            let finishes = abs(velocity) > 1200 ? velocity > 0 : progress > 0.3333
            animator.isReversed = !finishes
            let fraction = animator.fractionComplete
            animator.continueAnimation(
                withTimingParameters: finishes ? nil : reversedTiming,
                durationFactor: finishes ? 1 - fraction : fraction)
        default:
            break
        }
    }
}
// docs/handler-code.md animator example ends

/// Apple's PhotoTransitioning AssetTransitionDriver: progress = translation.y / (height / 2); a
/// release faster than 1200 pt/s decides by its vertical direction (`dy > 0` pops, `dy < 0` does
/// not, neither falls through), else finish past 0.33; the animator (easeOut) is reversed for a
/// cancel and continued with no new timing for as long as the item frames' spring (mass 4.5,
/// stiffness 1300, damping 95, initialVelocity = v / remaining distance clipped to ±35) takes to
/// settle: `continueAnimation(withTimingParameters: nil, durationFactor: spring duration / its own)`.
struct PhotoTransitioningDriver: AnimatorGestureHandler {
    static let spring = UIKitSpring(definition: .physical(mass: 4.5, stiffness: 1300, damping: 95), velocityClip: 35)

    mutating func handle(_ gesture: inout Gesture, animator: inout some PropertyAnimatorInteraction) {
        let extent = gesture.bounds.height / 2
        let progress = min(max(gesture.translation.dy / extent, 0), 1)
        switch gesture.state {
        case .began:
            animator.startInteractiveTransition()
            animator.addCompletion(.completesTransition)
        case .changed:
            animator.fractionComplete = progress
        case .ended, .cancelled:
            let velocity = gesture.velocity
            let speed = (velocity.dx * velocity.dx + velocity.dy * velocity.dy).squareRoot()
            let isFlick = speed > 1200
            let finishes =
                isFlick && velocity.dy > 0 ? true : isFlick && velocity.dy < 0 ? false : progress > 0.33
            animator.isReversed = !finishes
            // The remaining distance from where the last change left the transition.
            let fraction = animator.fractionComplete
            let remaining = finishes ? 1 - fraction : fraction
            // The item frames' remaining distance: that share of the half height a progress of 1 covers.
            let relative = Self.spring.initialVelocity(
                speed: finishes ? velocity.dy : -velocity.dy, remaining: remaining, extent: extent
            ).velocity
            let springDuration = remaining > 0 ? Self.spring.spring(initialVelocity: relative).settlingTime : 0
            animator.continueAnimation(withTimingParameters: nil, durationFactor: springDuration / animator.duration)
        default:
            break
        }
    }
}

/// An animator handler that makes one of the mistakes A2–A8 diagnose: progress = translation.x /
/// width while it moves; on the release it continues (reversed when `reversed`) with
/// durationFactor 1 − f (or f reversed) on the animator's own curve, with the mistake on top.
struct MisusingDriver: AnimatorGestureHandler {
    enum Mistake: Sendable {
        case none
        /// fractionComplete set again right after continueAnimation.
        case fractionWhileRunning
        /// continueAnimation twice in one action.
        case continueTwice
        /// continueAnimation before the transition started.
        case continueBeforeStart
        /// fractionComplete = 1, then continueAnimation with durationFactor 1.
        case waitAfterEnd
        /// No completion block at all.
        case noCompletion
        /// pausesOnCompletion on: the block never runs.
        case pausesOnCompletion
        /// A block that always calls completeTransition(true).
        case alwaysCompletes
    }

    var mistake: Mistake
    var reversed: Bool

    mutating func handle(_ gesture: inout Gesture, animator: inout some PropertyAnimatorInteraction) {
        let progress = min(max(gesture.translation.dx / gesture.bounds.width, 0), 1)
        switch gesture.state {
        case .began:
            if mistake == .continueBeforeStart {
                animator.continueAnimation(withTimingParameters: nil, durationFactor: 1)
            }
            animator.startInteractiveTransition()
            switch mistake {
            case .noCompletion: break
            case .alwaysCompletes: animator.addCompletion(AnimatorCompletion("completeTransition(true)") { _ in true })
            default: animator.addCompletion(.completesTransition)
            }
            if mistake == .pausesOnCompletion { animator.pausesOnCompletion = true }
        case .changed:
            animator.fractionComplete = progress
        case .ended, .cancelled:
            if mistake == .waitAfterEnd {
                animator.fractionComplete = 1
                animator.continueAnimation(withTimingParameters: nil, durationFactor: 1)
                return
            }
            animator.isReversed = reversed
            let fraction = animator.fractionComplete
            animator.continueAnimation(withTimingParameters: nil, durationFactor: reversed ? fraction : 1 - fraction)
            if mistake == .fractionWhileRunning { animator.fractionComplete = 0.9 }
            if mistake == .continueTwice { animator.continueAnimation(withTimingParameters: nil, durationFactor: 1) }
        default:
            break
        }
    }
}

/// nathangitter/fluid-interfaces' Momentum drawer, pulled down to close: progress = translation.y
/// / (0.6 × height); a release decides by the sign of its velocity (at rest it continues as it
/// is, unreversed); the animator continues on a spring of damping ratio 0.8 and response 0.3
/// seeded with min(|v| / remaining distance, 30), for as long as that spring takes to settle.
struct FluidMomentumDriver: AnimatorGestureHandler {
    static let spring = UIKitSpring(definition: .dampingRatio(0.8, response: 0.3))

    mutating func handle(_ gesture: inout Gesture, animator: inout some PropertyAnimatorInteraction) {
        let closedOffset = 0.6 * gesture.bounds.height
        switch gesture.state {
        case .began:
            animator.startInteractiveTransition()
            animator.addCompletion(.completesTransition)
        case .changed:
            animator.fractionComplete = min(max(gesture.translation.dy / closedOffset, 0), 1)
        case .ended, .cancelled:
            let velocity = gesture.velocity.dy
            if velocity == 0 {
                animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
                return
            }
            animator.isReversed = velocity < 0
            let fraction = animator.fractionComplete
            let distanceRemaining = (animator.isReversed ? fraction : 1 - fraction) * closedOffset
            guard distanceRemaining > 0 else {
                animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
                return
            }
            let relative = min(abs(velocity) / distanceRemaining, 30)
            let preferredDuration = Self.spring.spring(initialVelocity: relative).settlingTime
            animator.continueAnimation(
                withTimingParameters: .spring(dampingRatio: 0.8, initialVelocity: relative),
                durationFactor: preferredDuration / animator.duration)
        default:
            break
        }
    }
}
