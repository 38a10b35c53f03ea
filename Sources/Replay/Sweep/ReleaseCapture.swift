import GestureModel
import Interaction

/// The interactive phase of one trace, run once through the replay's own event loop and stopped
/// at the release: every grid point then hands that release to copies of the handler and the
/// transition, with its own handler rules, progress and transition configuration, through the same
/// `respond` a replay uses.
struct ReleaseCapture {
    let handler: TransitionHandler
    let controller: InteractionController
    let release: Gesture?
    /// The release's sample and percentComplete when it finds the transition interactive, and the
    /// handler's motion frame: what every grid point's `completionOutcome` reads, taken once.
    private let interactiveRelease: (sample: GestureSample, percentComplete: Double)?
    private let motionFrame: TransitionHandler.MotionFrame
    /// Whether a touch lands after the release under a handler that grabs a running completion
    /// (T12): the release may then not decide the transition, and the sweep replays the trace
    /// whole at each grid point instead of deciding this release.
    private(set) var decidesLater = false

    /// Whether the scenario's recognizer began on the trace: with no release the transition stays
    /// idle only when no action ever reached the handler.
    var recognizerBegan: Bool { release != nil || controller.transition.phase != .idle }

    /// `coalescingChanges` false hands the handler every changed action, as a replay does (a
    /// test compares the two).
    init(trace: Trace, scenario: Scenario, coalescingChanges: Bool = true) {
        self = scenario.setup.withRecognizer(
            for: trace, Interactive(scenario: scenario, coalescingChanges: coalescingChanges))
        if scenario.handler.onBeganDuringCompletion == .grab, let release {
            decidesLater = trace.events.indices.contains { index in
                let event = trace.events[index]
                return event.time > release.time && event.touchIndices.contains { event.touch(at: $0).phase == .began }
            }
        }
    }

    init(handler: TransitionHandler, controller: InteractionController, release: Gesture?) {
        self.handler = handler
        self.controller = controller
        self.release = release
        interactiveRelease =
            controller.transition.phase == .interactive
            ? release.map { ($0.sample, controller.transition.percentComplete) } : nil
        motionFrame = handler.motionFrame
    }

    /// The interactive phase on the event loop specialized for the scenario's recognizer.
    private struct Interactive: RecognizerBody {
        let scenario: Scenario
        let coalescingChanges: Bool

        consuming func run<Recognizing: ReplayRecognizer>(
            _ recognizer: consuming Recognizing, on trace: Trace
        ) -> ReleaseCapture {
            let handler = scenario.makeHandler(for: trace)
            var run = Run(
                trace: trace, setup: scenario.setup, recognizer: recognizer, handler: handler,
                mode: .sweepCapture(coalescingChanges: coalescingChanges && handler.changedActionsCoalesce))
            let release = run.runUntilRelease()
            return ReleaseCapture(handler: run.handler, controller: run.controller, release: release)
        }
    }

    /// The decision and completion duration under a grid point's handler rules, progress and
    /// transition (which share this capture's interactive parameters).
    func evaluate(
        rules: HandlerRules, progress: ProgressMapping, transition: PercentDrivenTransition.Configuration
    ) -> Sweep.PointOutcome {
        var controller = controller
        guard respond(rules: rules, progress: progress, transition: transition, controller: &controller),
            let direction = controller.decision?.direction
        else { return (nil, nil) }
        return (direction, controller.transition.completion?.duration)
    }

    /// `evaluate`, with the decision itself (for its margin).
    func evaluateWithDecision(
        rules: HandlerRules, progress: ProgressMapping, transition: PercentDrivenTransition.Configuration
    ) -> (outcome: Sweep.PointOutcome, decision: ReleaseDecision?) {
        var controller = controller
        guard respond(rules: rules, progress: progress, transition: transition, controller: &controller) else {
            return ((nil, nil), nil)
        }
        guard let decision = controller.decision, let direction = decision.direction else {
            return ((nil, nil), controller.decision)
        }
        return ((direction, controller.transition.completion?.duration), decision)
    }

    /// Responds to the release in `controller` (a copy of this capture's) with a grid point's
    /// rules, progress and transition; false without a release. Always inlined into both callers,
    /// so the sweep's own path reads only what it needs out of the controller, in place.
    @inline(__always)
    private func respond(
        rules: HandlerRules, progress: ProgressMapping, transition: PercentDrivenTransition.Configuration,
        controller: inout InteractionController
    ) -> Bool {
        guard var gesture = release else { return false }
        var handler = handler
        handler.rules = rules
        handler.progress = progress
        controller.reconfigure(transition)
        Replay.respond(to: &gesture, handler: &handler, controller: &controller)
        return true
    }

    /// Whether a change of the progress of at most `within` flips this decision (its margin's
    /// position change, when the rule's position is progress).
    static func isClose(_ decision: ReleaseDecision?, within: Double) -> Bool {
        guard let margin = decision?.margin, margin.positionUnit == .progress, let change = margin.positionChange else {
            return false
        }
        return abs(change) <= within
    }

    /// The completion after a finish, or after a cancel, whatever decided it: the same call as
    /// `evaluate` with the handler told to finish (or cancel) on this release. A threshold line's
    /// grid points that finish all share one such outcome, and so do those that cancel.
    func outcome(
        _ direction: PercentDrivenTransition.Direction, rules: HandlerRules, progress: ProgressMapping,
        transition: PercentDrivenTransition.Configuration
    ) -> Sweep.PointOutcome {
        var told = rules
        let response: ReleaseResponse = direction == .finish ? .finish : .cancel
        told.onEnded = response
        told.onCancelled = response
        return evaluate(rules: told, progress: progress, transition: transition)
    }

    /// `outcome` worked out as values, for a release that finds the transition interactive: the
    /// completion's duration by `TransitionHandler.completionDuration`, from the functions
    /// `outcome`'s finish or cancel runs, with no copy of the controller or the handler completed
    /// (or, when the release's motion does not change the completion, from the line's
    /// `motionFreeCompletion`). Anything else takes `outcome`. A test compares the two on every
    /// fixture.
    func completionOutcome(
        _ direction: PercentDrivenTransition.Direction, settings: ThresholdLine.Settings
    ) -> Sweep.PointOutcome {
        guard let interactiveRelease else {
            return outcome(
                direction, rules: settings.rules, progress: settings.progress, transition: settings.transition)
        }
        if let completion = settings.motionFreeCompletion {
            return (direction, completion.duration(direction, percentComplete: interactiveRelease.percentComplete))
        }
        let duration = TransitionHandler.completionDuration(
            direction, sample: interactiveRelease.sample, frame: motionFrame,
            releaseSpeed: settings.rules.releaseSpeed, progress: settings.progress,
            percentComplete: interactiveRelease.percentComplete, configuration: settings.transition)
        return (direction, duration)
    }

    /// What the threshold rule compares at the release, when the threshold rule decides it under `rules`.
    func thresholdComparison(
        rules: HandlerRules, progress: ProgressMapping, transition: PercentDrivenTransition.Configuration
    ) -> ThresholdRule.Release? {
        guard let release else { return nil }
        var handler = handler
        handler.rules = rules
        handler.progress = progress
        return handler.thresholdComparison(release, duration: transition.duration)
    }
}
