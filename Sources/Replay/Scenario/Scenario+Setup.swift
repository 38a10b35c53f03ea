import GestureModel
import Interaction

extension Scenario {
    /// The scenario's recognizer, transition, velocity and sample rate: all of it but the handler.
    /// A handler that grabs a running completion (T12) needs an animator that can be paused.
    public var setup: ReplaySetup {
        var transition = transition
        if handler.onBeganDuringCompletion == .grab { transition.interruptible = true }
        return ReplaySetup(recognizer: recognizer, transition: transition, velocity: velocity, sampleRate: sampleRate)
    }

    /// The scenario's handler, described by its data, for a trace's view.
    public func makeHandler(for trace: Trace) -> TransitionHandler {
        TransitionHandler(rules: handler, progress: progress, viewSize: trace.view.size, edge: recognizer.edge)
    }
}

extension Scenario {
    /// Everything that shapes a replay up to the release: the recognizer and its velocity, the
    /// progress the handler reports while the gesture moves, and the running state its rule keeps
    /// (the Android state machine's thresholds; only the kind for the others). Two scenarios with
    /// the same interactive phase differ only in how the release is decided and completed.
    public struct InteractivePhase: Sendable, Hashable {
        public var recognizer: RecognizerConfiguration
        public var velocity: VelocityStrategy
        public var progress: ProgressMapping
        /// The Android rule itself (its thresholds drive the state machine); other rules by name.
        public var rule: String
        public var androidBack: AndroidBackRule?
    }

    public var interactivePhase: InteractivePhase {
        var android: AndroidBackRule?
        if case .androidBack(let rule) = handler.rule { android = rule }
        return InteractivePhase(
            recognizer: recognizer, velocity: velocity, progress: progress, rule: handler.rule.name,
            androidBack: android)
    }
}
