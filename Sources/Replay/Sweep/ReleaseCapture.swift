import GestureModel
import Interaction

/// The interactive phase of one trace, run once through the replay's own event loop and stopped
/// at the release: every grid point then hands that release to copies of the handler and the
/// transition, with its own handler rules, progress and transition configuration, through the same
/// `Run.respond` a replay uses.
struct ReleaseCapture {
    let handler: TransitionHandler
    let controller: InteractionController
    let release: Gesture?

    init(trace: Trace, scenario: Scenario) {
        var run = Run(trace: trace, setup: scenario.setup, handler: scenario.makeHandler(for: trace), recordsReport: false)
        release = run.runUntilRelease()
        handler = run.handler
        controller = run.controller
    }

    /// The decision and completion duration under a grid point's handler rules, progress and
    /// transition (which share this capture's interactive parameters).
    func evaluate(
        rules: HandlerRules, progress: ProgressMapping, transition: PercentDrivenTransition.Configuration
    ) -> Sweep.PointOutcome {
        guard var gesture = release else { return (nil, nil) }
        var handler = handler
        handler.rules = rules
        handler.progress = progress
        var controller = controller
        controller.reconfigure(transition)
        Run.respond(to: &gesture, handler: &handler, controller: &controller)
        guard let direction = controller.decision?.direction else { return (nil, nil) }
        return (direction, controller.transition.completion?.duration)
    }
}
