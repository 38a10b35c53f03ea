import GestureModel
import Interaction

extension Scenario {
    /// The scenario's recognizer, transition, velocity and sample rate: all of it but the handler.
    public var setup: ReplaySetup {
        ReplaySetup(recognizer: recognizer, transition: transition, velocity: velocity, sampleRate: sampleRate)
    }

    /// The scenario's handler, described by its data, for a trace's view.
    public func makeHandler(for trace: Trace) -> TransitionHandler {
        TransitionHandler(rules: handler, progress: progress, viewSize: trace.view.size, edge: recognizer.edge)
    }
}
