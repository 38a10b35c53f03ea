import GestureModel
import Interaction

/// Runs one trace through a recognizer and a handler on the trace's own clock.
public enum Replayer {
    /// Replays `trace` under `scenario`, then runs any completion animation to its end.
    /// The same input always gives the same report.
    public static func replay(_ trace: Trace, scenario: Scenario) -> ReplayReport {
        var run = Run(trace: trace, setup: scenario.setup, handler: scenario.makeHandler(for: trace))
        run.deliverAll()
        var report = run.finish(handlerName: scenario.name, scenario: scenario)
        report.pinchDirection = run.handler.pinchDirection
        return report
    }

    /// Replays `trace` through the app's own handler code with `setup`'s recognizer and transition.
    /// The report is the one a scenario gets: decision, outcome, release, completion, progress,
    /// recognizer states and diagnostics.
    public static func replay<Handler: GestureHandler>(_ trace: Trace, setup: ReplaySetup, handler: Handler) -> ReplayReport {
        var run = Run(trace: trace, setup: setup, handler: handler)
        run.deliverAll()
        return run.finish(handlerName: handler.name, scenario: nil)
    }
}
