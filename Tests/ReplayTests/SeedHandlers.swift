import GestureModel
import Interaction
import Replay

// The seed handlers the presets describe as data, written as an app writes them: plain Swift
// against the recognizer and the interactive transition. Each reports what it decided on with
// `finish(decidedAt:threshold:)`, so its report carries the same numbers as the preset's.

/// GLInteractiveTransition's UIScreenEdgePanGestureRecognizer handler: progress = |translation.x| /
/// width; on ended or cancelled, finish if progress > 0.5, else cancel.
struct GLInteractiveTransitionHandler: GestureHandler {
    var threshold = 0.5

    mutating func handle(_ gesture: inout Gesture, transition: inout some PercentDrivenInteraction) {
        let progress = min(max(abs(gesture.translation.dx) / gesture.bounds.width, 0), 1)
        switch gesture.state {
        case .began:
            transition.start()
        case .changed:
            transition.update(progress)
        case .ended, .cancelled:
            if progress > threshold {
                transition.finish(decidedAt: progress, threshold: threshold)
            } else {
                transition.cancel(decidedAt: progress, threshold: threshold)
            }
        default:
            break
        }
    }
}

/// SPPercentSwipeTransition's UIPanGestureRecognizer handler: progress = translation / (half the
/// view's extent) along one axis; `canEndTransition` is set on every changed; ended finishes only
/// when it is set; cancelled always cancels. Its interactor overrides completionSpeed with
/// 1 − percentComplete.
struct SPPercentSwipeTransitionHandler: GestureHandler {
    enum Axis { case vertical, horizontal }

    let axis: Axis
    private var canEndTransition = false
    private var lastProgress = 0.0

    init(axis: Axis) {
        self.axis = axis
    }

    static let remaining = CompletionSpeedOverride("1 − percentComplete") { 1 - $0.percentComplete }

    mutating func handle(_ gesture: inout Gesture, transition: inout some PercentDrivenInteraction) {
        let progress: Double =
            switch axis {
            case .vertical: min(max(gesture.translation.dy / (gesture.bounds.height / 2), 0), 1)
            case .horizontal: min(max(gesture.translation.dx / (gesture.bounds.width / 2), 0), 1)
            }
        switch gesture.state {
        case .began:
            canEndTransition = false
            lastProgress = 0
            transition.overrideCompletionSpeed(Self.remaining)
            transition.start()
        case .changed:
            transition.update(progress)
            canEndTransition = progress > 0.5
            lastProgress = progress
        case .ended:
            if canEndTransition {
                transition.finish(decidedAt: lastProgress, threshold: 0.5)
            } else {
                transition.cancel(decidedAt: lastProgress, threshold: 0.5)
            }
        case .cancelled:
            transition.cancel(decidedAt: progress)
        default:
            break
        }
    }
}

/// BookOpeningTransition's UIPinchGestureRecognizer handler: scale ≥ 1 on began opens the book
/// (progress = |scale − 1| / 5), else closes it (|1 − scale|); ended always finishes; cancelled does
/// nothing, which leaves the transition stuck.
struct BookOpeningTransitionHandler: GestureHandler {
    private var opening = true

    mutating func handle(_ gesture: inout Gesture, transition: inout some PercentDrivenInteraction) {
        let progress = opening ? min(abs(gesture.scale - 1) / 5, 1) : min(abs(1 - gesture.scale) / 1, 1)
        switch gesture.state {
        case .began:
            opening = gesture.scale >= 1
            transition.start()
        case .changed:
            transition.update(progress)
        case .ended:
            transition.finish(decidedAt: progress)
        default:
            break
        }
    }
}

/// Each seed handler with the preset that describes it as data, and the setup it runs with (the
/// preset's, with completionSpeed left to the handler's own override where it has one).
struct SeedHandlerCase: Sendable, CustomStringConvertible {
    var preset: Scenario
    var setup: ReplaySetup
    var replay: @Sendable (Trace, ReplaySetup) -> ReplayReport

    var description: String { preset.name }

    static let all: [SeedHandlerCase] = {
        var swipeSetup = Scenario.swipeDismiss.setup
        swipeSetup.transition.completionSpeed = .constant(1)
        var swipeBackSetup = Scenario.swipeBack.setup
        swipeBackSetup.transition.completionSpeed = .constant(1)
        return [
            SeedHandlerCase(preset: .edgeBack, setup: Scenario.edgeBack.setup) {
                Replayer.replay($0, setup: $1, handler: GLInteractiveTransitionHandler())
            },
            SeedHandlerCase(preset: .swipeDismiss, setup: swipeSetup) {
                Replayer.replay($0, setup: $1, handler: SPPercentSwipeTransitionHandler(axis: .vertical))
            },
            SeedHandlerCase(preset: .swipeBack, setup: swipeBackSetup) {
                Replayer.replay($0, setup: $1, handler: SPPercentSwipeTransitionHandler(axis: .horizontal))
            },
            SeedHandlerCase(preset: .bookPinch, setup: Scenario.bookPinch.setup) {
                Replayer.replay($0, setup: $1, handler: BookOpeningTransitionHandler())
            },
            SeedHandlerCase(preset: .touchwonders, setup: Scenario.touchwonders.setup) {
                Replayer.replay($0, setup: $1, handler: TouchwondersPanHandler())
            },
            SeedHandlerCase(preset: .heroExample, setup: Scenario.heroExample.setup) {
                Replayer.replay($0, setup: $1, handler: HeroCardHandler())
            },
            SeedHandlerCase(preset: .navigationTransitions, setup: Scenario.navigationTransitions.setup) {
                Replayer.replay($0, setup: $1, handler: NavigationTransitionsHandler())
            },
        ]
    }()
}
