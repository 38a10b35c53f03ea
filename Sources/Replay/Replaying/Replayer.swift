import GestureModel
import Interaction

/// Runs one trace through a recognizer and a handler on the trace's own clock.
public enum Replayer {
    /// Replays `trace` under `scenario`, then runs any completion animation to its end.
    /// The same input always gives the same report. `keepingActions` keeps every action the
    /// recognizer sent, each change with its velocity estimate, in the report's `actions`.
    /// Never inlined: the performance gate counts the instructions inside a replay's own function.
    @inline(never)
    public static func replay(_ trace: Trace, scenario: Scenario, keepingActions: Bool = false) -> ReplayReport {
        let setup = scenario.setup
        let mode: RunMode = keepingActions ? .replayKeepingActions : .replay
        if let surface = scenario.resting {
            let scale = trace.screen.scale ?? 1
            let handler = RestingHandler(
                surface: surface.onScreen(scale: scale), viewWidth: trace.view.size.width, scale: scale,
                frame: 1 / setup.frameRate(for: trace))
            return setup.withRecognizer(
                for: trace,
                WholeReplay(setup: setup, handler: handler, handlerName: scenario.name, mode: mode, scenario: scenario))
        }
        let replay = WholeReplay(
            setup: setup, handler: scenario.makeHandler(for: trace), handlerName: scenario.name,
            mode: mode, scenario: scenario)
        return setup.withRecognizer(for: trace, replay)
    }

    /// Replays `trace` through the app's own handler code with `setup`'s recognizer and transition.
    /// The report is the one a scenario gets: decision, outcome, release, completion, progress,
    /// recognizer states and diagnostics.
    /// A handler that drives an interruptible animator gets an interruptible transition (T10).
    @inline(never)
    public static func replay<Handler: GestureHandler>(
        _ trace: Trace, setup: ReplaySetup, handler: Handler, keepingActions: Bool = false
    ) -> ReplayReport {
        var setup = setup
        if Handler.drivesInterruptibleAnimator { setup.transition.interruptible = true }
        let mode: RunMode = keepingActions ? .replayKeepingActions : .replay
        return setup.withRecognizer(
            for: trace,
            WholeReplay(
                setup: setup, handler: CodeHandler(code: handler), handlerName: handler.name, mode: mode, scenario: nil)
        )
    }

    /// Replays `trace` on `surface` (its places, how it follows the finger, its release velocity
    /// and settle) with the app's own rule choosing each place, under `setup`'s recognizer. The
    /// report is a resting scenario's: the place, the rule's numbers, the settle.
    @inline(never)
    public static func replay(
        _ trace: Trace, setup: ReplaySetup, surface: RestingSurface, chooser: some RestingPlaceChooser,
        keepingActions: Bool = false
    ) -> ReplayReport {
        let scale = trace.screen.scale ?? 1
        let handler = RestingHandler(
            surface: surface.onScreen(scale: scale), viewWidth: trace.view.size.width, scale: scale,
            frame: 1 / setup.frameRate(for: trace), chooser: chooser)
        return setup.withRecognizer(
            for: trace,
            WholeReplay(
                setup: setup, handler: handler, handlerName: chooser.name,
                mode: keepingActions ? .replayKeepingActions : .replay, scenario: nil))
    }

    /// One whole replay with the recognizer as its own type: its report.
    private struct WholeReplay<Handler: ReplayHandler>: RecognizerBody {
        let setup: ReplaySetup
        let handler: Handler
        /// The name the report gives the handler: the scenario's, or the handler code's.
        let handlerName: String
        let mode: RunMode
        /// The scenario the handler describes, when it is a scenario's: the report carries it.
        /// Taken out for it (a field of a consumed value is otherwise copied, not moved).
        var scenario: Scenario?

        consuming func run<Recognizing: ReplayRecognizer>(
            _ recognizer: consuming Recognizing, on trace: Trace
        ) -> ReplayReport {
            var run = Run(trace: trace, setup: setup, recognizer: recognizer, handler: handler, mode: mode)
            run.deliverAll()
            return run.finish(handlerName: handlerName, setup: setup, scenario: scenario.take())
        }
    }
}

/// What runs with a setup's recognizer as its concrete type: the event loop specialized for it.
/// The trace is handed over as an argument rather than kept in the body: a trace is a dozen
/// references, and each copy of it retained and released them all.
protocol RecognizerBody {
    associatedtype Output
    /// Consuming, body and recognizer alike: what they carry moves into the run and its report
    /// rather than being copied there at each step.
    consuming func run<Recognizing: ReplayRecognizer>(_ recognizer: consuming Recognizing, on trace: Trace) -> Output
}

extension ReplaySetup {
    /// A fresh recognizer for `trace`, handed to `body` as its own type.
    func withRecognizer<Body: RecognizerBody>(for trace: Trace, _ body: consuming Body) -> Body.Output {
        let (screen, view) = (trace.screen.size, trace.view)
        return switch recognizer {
        case .pan(let p): body.run(p.recognizer(view: view, velocity: velocity), on: trace)
        case .screenEdgePan(let p): body.run(p.recognizer(screen: screen, view: view, velocity: velocity), on: trace)
        case .pinch(let p): body.run(p.recognizer(screen: screen, view: view, velocity: velocity), on: trace)
        case .drag(let p): body.run(p.recognizer(view: view, velocity: velocity), on: trace)
        case .contentPan(let p): body.run(p.recognizer(view: view, velocity: velocity), on: trace)
        }
    }
}
