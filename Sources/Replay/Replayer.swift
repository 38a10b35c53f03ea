import GestureModel
import Interaction

/// Runs one trace through one scenario on the trace's own clock.
public enum Replayer {
    /// Replays `trace` under `scenario`, then runs any completion animation to its end.
    /// The same input always gives the same report.
    public static func replay(_ trace: Trace, scenario: Scenario) -> ReplayReport {
        var run = Run(trace: trace, scenario: scenario)
        for event in trace.events {
            run.deliver(event)
        }
        return run.finish()
    }
}

/// The state of one replay in progress.
private struct Run {
    let trace: Trace
    let scenario: Scenario
    let sampleRate: Double
    var clock: SimulatedClock
    var recognizer: Recognizer
    var handler: TransitionHandler
    var transition: PercentDrivenTransition
    var timeline: [ReplayReport.RecognizerEntry]
    var progress: [ReplayReport.ProgressSample] = []
    var release: ReplayReport.Release?
    var diagnostics: [Diagnostic] = []

    /// Consecutive updates further apart than this are reported as a jump.
    static let jumpLimit = 0.25

    init(trace: Trace, scenario: Scenario) {
        self.trace = trace
        self.scenario = scenario
        let rate = scenario.sampleRate ?? trace.screen.refreshRate ?? 120
        sampleRate = rate > 0 && rate.isFinite ? rate : 120
        clock = SimulatedClock(start: trace.startTime)
        recognizer = scenario.recognizer.makeRecognizer(screen: trace.screen.size, view: trace.view, velocity: scenario.velocity)
        handler = TransitionHandler(
            rules: scenario.handler, progress: scenario.progress, viewSize: trace.view.size, edge: scenario.recognizer.edge)
        transition = PercentDrivenTransition(configuration: scenario.transition)
        timeline = [ReplayReport.RecognizerEntry(time: trace.startTime, phase: .possible)]
    }

    mutating func deliver(_ event: TouchEvent) {
        clock.advance(to: event.time)
        let now = clock.now
        record(transition.advance(to: now))
        // G3: a recognizer whose sequence has ended is reset before the next one begins.
        if let last = timeline.last, last.phase.isTerminal, !recognizer.hasTouchesDown {
            enter(.possible, at: now)
        }
        let action = recognizer.handle(event)
        if let phase = action.phase, !(phase == .changed && timeline.last?.phase == .changed) {
            var failure: RecognizerFailure?
            if case .failed(let reason) = action { failure = reason }
            enter(phase, at: now, sample: action.sample, failure: failure)
        }
        let before = transition.percentComplete
        let response = handler.handle(action, at: now, transition: &transition)
        for step in response.steps {
            record(step)
            if case .setPercentComplete(let value) = step.effect, abs(value - before) > Self.jumpLimit {
                diagnostics.append(
                    Diagnostic(
                        code: .progressJump, time: now,
                        message: "Progress jumped from \(fixed(before, 3)) to \(fixed(value, 3)) at t=\(fixed(now, 3)) s, more than \(fixed(Self.jumpLimit, 2)) in one update."))
            }
        }
        diagnostics.append(contentsOf: response.diagnostics)
        // The first release is the one that decided the transition; a later gesture's decision
        // can only misuse it, and its diagnostics say so.
        if release == nil, let decision = response.decision, let sample = action.sample {
            release = ReplayReport.Release(time: now, sample: sample, decision: decision)
        }
        if transition.phase == .interactive {
            progress.append(.init(time: now, percentComplete: transition.percentComplete, phase: .interactive))
        }
    }

    /// Records a recognizer state change, checking it against the lifecycle (G1).
    mutating func enter(_ phase: RecognizerPhase, at time: Double, sample: GestureSample? = nil, failure: RecognizerFailure? = nil) {
        if let previous = timeline.last?.phase, !RecognizerPhase.isAllowed(from: previous, to: phase) {
            diagnostics.append(
                Diagnostic(
                    code: .illegalRecognizerTransition, time: time,
                    message: "The recognizer went from \(previous) to \(phase) at t=\(fixed(time, 3)) s, which G1 does not allow."))
        }
        timeline.append(ReplayReport.RecognizerEntry(time: time, phase: phase, sample: sample, failure: failure))
    }

    mutating func record(_ step: PercentDrivenTransition.Step) {
        diagnostics.append(contentsOf: step.diagnostics)
    }

    /// The end of the data: run the completion to its end, then decide the outcome.
    mutating func finish() -> ReplayReport {
        let end = clock.now
        var outcome: ReplayReport.Outcome
        if let completion = transition.completion {
            progress.append(contentsOf: frames(of: completion))
            clock.advance(to: completion.endTime)
            record(transition.advance(to: completion.endTime))
            outcome = completion.direction == .finish ? .finished : .cancelled
        } else {
            outcome = transition.phase == .idle ? .noTransition : .stuck
        }
        if recognizer.hasTouchesDown {
            diagnostics.append(
                Diagnostic(
                    code: .recordingEndedWithTouchDown, time: end,
                    message: "The recording stopped at t=\(fixed(end, 3)) s with a touch down; the end of the data is not a lift, so the gesture was never released."))
            if transition.completion == nil { outcome = .incomplete }
        }
        if outcome == .stuck {
            let since = timeline.last(where: { $0.phase == .began })?.time ?? trace.startTime
            let last = timeline.last ?? ReplayReport.RecognizerEntry(time: end, phase: .possible)
            diagnostics.append(
                Diagnostic(
                    code: .stuckTransition, time: end,
                    message: "The transition began at t=\(fixed(since, 3)) s and never completed: the gesture \(last.phase == .cancelled ? "was cancelled" : "ended as \(last.phase)") at t=\(fixed(last.time, 3)) s and the handler neither finished nor cancelled the transition, so it stays at \(fixed(transition.percentComplete, 3)) forever."))
        }
        var report = ReplayReport(
            trace: .init(
                name: trace.name, eventCount: trace.events.count, startTime: trace.startTime, endTime: trace.endTime,
                screen: trace.screen.size, view: trace.view),
            scenario: scenario, sampleRate: sampleRate, recognizer: timeline, progress: progress, release: release,
            completion: transition.completion, outcome: outcome, diagnostics: diagnostics)
        report.pinchDirection = handler.pinchDirection
        return report
    }

    /// Completion frames at the sample rate from its start, and one at its exact end. A completion
    /// longer than `maximumFrames` frames is sampled more sparsely, so a report stays readable.
    func frames(of completion: PercentDrivenTransition.Completion) -> [ReplayReport.ProgressSample] {
        let maximumFrames = 20_000.0
        var samples: [ReplayReport.ProgressSample] = []
        let interval = max(1 / sampleRate, completion.duration / maximumFrames)
        var index = 0
        while true {
            let time = completion.startTime + Double(index) * interval
            if time >= completion.endTime - 1e-9 { break }
            samples.append(.init(time: time, percentComplete: completion.percentComplete(at: time), phase: .completing))
            index += 1
        }
        samples.append(.init(time: completion.endTime, percentComplete: completion.toPercent, phase: .completing))
        return samples
    }
}
