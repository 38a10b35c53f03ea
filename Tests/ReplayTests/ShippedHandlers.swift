import GestureModel
import Interaction
import Replay

// Handlers from shipped code that the newer presets describe as data, written as their sources
// write them: plain Swift against the recognizer and the interactive transition.

/// Touchwonders' PanInteractionController: progress = translation.x / width; on a release or a
/// cancel, a flick faster than 1200 pt/s along x decides by its direction, else finish past 1/3.
struct TouchwondersPanHandler: GestureHandler {
    var completionThreshold = 0.3333
    var flickVelocity = 1200.0

    mutating func handle(_ gesture: inout Gesture, transition: inout some PercentDrivenInteraction) {
        let progress = min(max(gesture.translation.dx / gesture.bounds.width, 0), 1)
        switch gesture.state {
        case .began:
            transition.start()
        case .changed:
            transition.update(progress)
        case .ended, .cancelled:
            let velocity = gesture.velocity.dx
            let finishes = abs(velocity) > flickVelocity ? velocity > 0 : progress > completionThreshold
            if finishes {
                transition.finish(decidedAt: progress, threshold: completionThreshold)
            } else {
                transition.cancel(decidedAt: progress, threshold: completionThreshold)
            }
        default:
            break
        }
    }
}

/// Hero's AppStoreCardExample: progress = translation.y / height; on any end, finish iff
/// (translation.y + velocity.y × 1 s) / height > 0.5.
struct HeroCardHandler: GestureHandler {
    mutating func handle(_ gesture: inout Gesture, transition: inout some PercentDrivenInteraction) {
        let height = gesture.bounds.height
        let progress = min(max(gesture.translation.dy / height, 0), 1)
        switch gesture.state {
        case .began:
            transition.start()
        case .changed:
            transition.update(progress)
        case .ended, .cancelled:
            if (gesture.translation.dy + gesture.velocity.dy) / height > 0.5 {
                transition.finish(decidedAt: progress, threshold: 0.5)
            } else {
                transition.cancel(decidedAt: progress, threshold: 0.5)
            }
        default:
            break
        }
    }
}

/// swiftui-navigation-transitions' `handleInteraction`: percent = translation.x / width clamped;
/// on ended finish iff v > 675 or (percent ≥ 0.2 and v > −200), with completionSpeed
/// min(max(0.99, v / 800), 2.25); a cancelled or failed gesture cancels.
struct NavigationTransitionsHandler: GestureHandler {
    mutating func handle(_ gesture: inout Gesture, transition: inout some PercentDrivenInteraction) {
        let percent = max(0, min(1, gesture.translation.dx / gesture.bounds.width))
        switch gesture.state {
        case .began:
            transition.start()
        case .changed:
            transition.update(percent)
        case .ended:
            let velocity = gesture.velocity.dx
            if velocity > 675 || (percent >= 0.2 && velocity > -200) {
                transition.completionSpeed = min(max(0.99, velocity / 800), 2.25)
                transition.finish(decidedAt: percent, threshold: 0.2)
            } else {
                transition.cancel(decidedAt: percent, threshold: 0.2)
            }
        case .cancelled:
            transition.cancel(decidedAt: percent)
        default:
            break
        }
    }
}
