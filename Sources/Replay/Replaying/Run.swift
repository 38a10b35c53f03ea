import GestureModel
import Interaction

/// One action through the handler: the controller learns the action's time and motion, then the
/// handler's calls drive the transition. Replays and every sweep grid point come here. Always
/// inlined: its callers are few, and its own entry and exit cost more than its work.
@inline(__always)
func respond<Handler: ReplayHandler>(
    to gesture: inout Gesture, handler: inout Handler, controller: inout InteractionController
) {
    controller.begin(at: gesture.time, state: gesture.state, motion: gesture.motionAlongTravel)
    handler.handle(&gesture, controller: &controller)
}

/// The state of one replay in progress: the one event loop behind replays, checks and sweeps,
/// specialized for the recognizer's own type (`ReplaySetup.withRecognizer` picks it).
/// Noncopyable: a run is never copied, and it is then taken apart at its end by the loop's own
/// code, not through the generic value witnesses of a copyable struct this large.
struct Run<Handler: ReplayHandler, Recognizing: ReplayRecognizer>: ~Copyable {
    /// The trace's events, and what the report says of the trace: not the trace itself, whose
    /// every copy retained and released a dozen references.
    let events: Trace.Events
    let summary: ReplayReport.TraceSummary
    let sampleRate: Double
    /// What every action's `Gesture` carries besides its sample, worked out once.
    let bounds: Rect
    let edge: ScreenEdge?
    /// What the run is for: what it keeps, and whether it hands changes over as their last one.
    let mode: RunMode
    /// Whether the handler reads some change's velocity (its rule does not change during a run):
    /// only then is it asked, after each action, whether it reads the next one's.
    let handlerReadsChanges: Bool
    var clock: SimulatedClock
    var recognizer: Recognizing
    var handler: Handler
    var controller: InteractionController
    /// Appended to by `enter`, which also keeps `timelinePhase`.
    private(set) var timeline: [ReplayReport.RecognizerEntry]
    /// The phase of the timeline's last entry: read on every event, where taking the last entry out
    /// of the array would copy its sample; nothing that runs on every entry may read the array.
    private var timelinePhase = RecognizerPhase.possible
    var actions: [ReplayReport.Action] = []
    /// The interactive phase's progress, one sample per event; the completions' frames are
    /// marked in `completionFrames` and made by the report when read.
    var progress: [ReplayReport.ProgressSample] = []
    var completionFrames: [ReplayReport.CompletionFrames] = []
    /// Set once, by `decide(_:)`, which also sets `released`.
    private(set) var release: ReplayReport.Release?
    /// Whether `release` is set: read on every event, where asking the large optional would copy
    /// the whole release.
    private var released = false
    var diagnostics: [Diagnostic] = []
    /// The gestures whose completion a later pause() stopped (T10, T12), in order, each with its
    /// release.
    private var interrupted: [ReplayReport.InterruptedGesture] = []
    /// The release a sweep's interactive phase stopped at, not handled.
    private var heldRelease: Gesture?
    /// The change held: its time and sample (the gesture is built only when it is handed over).
    private var heldChange: (time: Double, sample: GestureSample)?

    init(
        trace: Trace, setup: borrowing ReplaySetup, recognizer: consuming Recognizing, handler: Handler, mode: RunMode
    ) {
        events = trace.events
        summary = ReplayReport.TraceSummary(
            name: trace.name, eventCount: trace.eventTimes.count, startTime: trace.startTime, endTime: trace.endTime,
            screen: trace.screen.size, view: trace.view)
        self.handler = handler
        self.mode = mode
        sampleRate = setup.frameRate(for: trace)
        clock = SimulatedClock(start: trace.startTime)
        self.recognizer = recognizer
        handlerReadsChanges = handler.readsVelocityWhileChanging
        bounds = Rect(origin: .zero, size: trace.view.size)
        edge = setup.recognizer.edge
        controller = InteractionController(configuration: setup.transition, recordsCalls: mode.recordsReport)
        timeline = []
        if mode.keepsActions { actions.reserveCapacity(events.count) }
        // A capture keeps no timeline and no progress.
        if mode.recordsReport {
            // Room for a gesture's usual entries (possible, began, changed, ended, possible) in one
            // allocation, so a usual replay never grows the timeline.
            timeline.reserveCapacity(8)
            timeline.append(ReplayReport.RecognizerEntry(time: trace.startTime, phase: .possible))
            // One progress sample per event at most, so the array never grows by copying.
            progress.reserveCapacity(events.count)
        }
        // A platform velocity tracker's fit is made for a change only where something reads it.
        self.recognizer.estimatesVelocityOfEveryChange = mode.keepsActions || handlerReadsChanges
    }

    mutating func deliverAll() {
        _ = deliverEvents(stoppingAtRelease: false)
    }

    /// Runs the events up to the first ended or cancelled action and returns it without handling
    /// it: the release a sweep's grid points each decide. Nil when the gesture never ends.
    mutating func runUntilRelease() -> Gesture? {
        if deliverEvents(stoppingAtRelease: true) { return heldRelease }
        // No release: the change still held is handled, so the capture is the whole interactive phase.
        handleHeldChange()
        return nil
    }

    /// Delivers the trace's events in order as one event value moved along the trace
    /// (`Trace.Events.place`), not a new event per step; true when it stopped at a release.
    @inline(__always)
    private mutating func deliverEvents(stoppingAtRelease: Bool) -> Bool {
        guard var event = events.first else { return false }
        let mayHaveCoalesced = events.hasCoalescedSamples
        for index in events.indices {
            events.place(&event, at: index)
            if deliver(event, stoppingAtRelease: stoppingAtRelease, mayHaveCoalesced: mayHaveCoalesced) { return true }
        }
        return false
    }

    /// Delivers one event: the recognizer's action goes to the handler, whose calls drive the
    /// transition. True when it stopped at a release, left unhandled in `heldRelease` (a flag
    /// rather than an optional gesture returned from every event, which would be copied each time).
    /// Always inlined into the loops that move an event along the trace.
    @inline(__always)
    mutating func deliver(
        _ recorded: TouchEvent, stoppingAtRelease: Bool = false, mayHaveCoalesced: Bool = true
    ) -> Bool {
        // G7: coalesced samples never reach a recognizer (UIKit delivers them only on request).
        // Checked first, so an event without them is passed on as it is, never copied; not at all
        // when the trace has none.
        if mayHaveCoalesced, recorded.touchIndices.contains(where: { !recorded.touch(at: $0).isDelivered }) {
            let delivered = recorded.touches.filter(\.isDelivered)
            if delivered.isEmpty { return false }
            return deliverOutOfLine(
                uncoalesced: TouchEvent(time: recorded.time, touches: delivered), stoppingAtRelease: stoppingAtRelease)
        }
        return deliver(uncoalesced: recorded, stoppingAtRelease: stoppingAtRelease)
    }

    /// The delivery of an event rebuilt without its coalesced samples, which few traces have: out
    /// of line, so the event loop holds one copy of the delivery.
    @inline(never)
    private mutating func deliverOutOfLine(uncoalesced event: TouchEvent, stoppingAtRelease: Bool) -> Bool {
        deliver(uncoalesced: event, stoppingAtRelease: stoppingAtRelease)
    }

    /// Always inlined into the event loop, which holds one copy of it (`deliverOutOfLine` takes
    /// the rare rebuilt event): its frame is large, and a call would save and restore it for
    /// every event.
    @inline(__always)
    private mutating func deliver(uncoalesced event: TouchEvent, stoppingAtRelease: Bool) -> Bool {
        clock.advance(to: event.time)
        let now = clock.now
        // Only a running completion can end as the clock moves: asked inline, so an interactive
        // event makes no call and no step.
        if controller.transition.phase == .completing { record(controller.advance(to: now).diagnostics) }
        // G3: the recognizer resets itself before a new sequence; the timeline records when it did.
        if recognizer.resetIfSequenceEnded(), mode.recordsReport {
            enter(.possible, at: now)
        }
        let action = recognizer.recognize(event)
        if mode.recordsReport, let phase = action.phase, !(phase == .changed && timelinePhase == .changed) {
            var failure: RecognizerFailure?
            if case .failed(let reason) = action { failure = reason }
            enter(phase, at: now, sample: action.sample, failure: failure)
        }
        if let state = action.phase, let sample = action.sample {
            if mode.keepsActions { actions.append(ReplayReport.Action(time: now, state: state, sample: sample)) }
            if stoppingAtRelease, mode.coalescesChanges {
                if state == .changed {
                    heldChange = (now, sample)
                    return false
                }
                handleHeldChange()
            }
            var gesture = Gesture(
                state: state, time: now, sample: sample, bounds: bounds, edge: edge)
            if stoppingAtRelease, state == .ended || state == .cancelled {
                heldRelease = gesture
                return true
            }
            // The transition stayed where the last move left it until the lift: a finger at rest
            // before lifting is interactive time, and the completion starts at the release. A
            // release the handler leaves interactive keeps this one sample.
            if mode.recordsReport, state == .ended || state == .cancelled, controller.transition.phase == .interactive {
                progress.append(.init(time: now, percentComplete: controller.percentComplete, phase: .interactive))
                handle(&gesture)
                return false
            }
            handle(&gesture)
        }
        if mode.recordsReport, controller.transition.phase == .interactive {
            progress.append(.init(time: now, percentComplete: controller.percentComplete, phase: .interactive))
        }
        return false
    }

    /// Hands the handler the change held, if there is one.
    private mutating func handleHeldChange() {
        guard let (time, sample) = heldChange else { return }
        heldChange = nil
        var change = Gesture(state: .changed, time: time, sample: sample, bounds: bounds, edge: edge)
        handle(&change)
    }

    /// One action through the handler, and what its calls did. Always inlined into the event loop.
    @inline(__always)
    mutating func handle(_ gesture: inout Gesture) {
        respond(to: &gesture, handler: &handler, controller: &controller)
        // Only handling an action changes what the handler reads next.
        if !mode.keepsActions, handlerReadsChanges {
            recognizer.estimatesVelocityOfEveryChange = handler.readsNextChangeVelocity
        }
        let now = gesture.time
        record(controller.callDiagnostics)
        record(controller.handlerDiagnostics)
        if mode.recordsReport {
            if gesture.state == .ended, let stale = TransitionHandler.staleVelocity(gesture.sample, at: now) {
                diagnostics.append(stale)
            }
        }
        // The first decision is the one that decided the transition; a later gesture's decision
        // can only misuse it, and its diagnostics say so. A release the handler left alone is a
        // decision too: to do nothing.
        assert(released == (release != nil), "released does not mirror release")
        if !released {
            if controller.isDecided, let decision = controller.decision {
                decide(ReplayReport.Release(time: now, sample: gesture.sample, decision: decision))
            } else if gesture.state == .ended || gesture.state == .cancelled {
                let decision = ReleaseDecision(
                    direction: nil, progress: controller.percentComplete, threshold: nil, trigger: gesture.state,
                    basis: .noCall)
                decide(ReplayReport.Release(time: now, sample: gesture.sample, decision: decision))
            }
        }
        if !controller.interruptions.isEmpty { takeInterruptions() }
        if let translation = gesture.requestedTranslation { recognizer.setTranslation(translation) }
    }

    /// A completion that pause() stopped: its gesture, release and frames up to the pause join the
    /// report's earlier gestures, and the next release decides the transition again.
    private mutating func takeInterruptions() {
        for interruption in controller.takeInterruptions() {
            if mode.recordsReport { markFrames(of: interruption.completion, until: interruption.time) }
            interrupted.append(
                ReplayReport.InterruptedGesture(
                    release: release.take(), completion: interruption.completion, grabTime: interruption.time,
                    grabPercent: interruption.percentComplete))
            released = false
        }
    }

    /// The release that decided the transition.
    private mutating func decide(_ decided: ReplayReport.Release) {
        release = decided
        released = true
    }

    /// Records a recognizer state change, checking it against the lifecycle (G1).
    mutating func enter(
        _ phase: RecognizerPhase, at time: Double, sample: GestureSample? = nil, failure: RecognizerFailure? = nil
    ) {
        if !RecognizerPhase.isAllowed(from: timelinePhase, to: phase) {
            diagnostics.append(
                Diagnostic(time: time, detail: .illegalRecognizerTransition(from: timelinePhase, to: phase)))
        }
        timeline.append(ReplayReport.RecognizerEntry(time: time, phase: phase, sample: sample, failure: failure))
        timelinePhase = phase
    }

    /// Keeps diagnostics for the report (a sweep's interactive phase keeps none): what an action's
    /// calls raised, a completion's step, or what the handler saw wrong. Takes the list, not the
    /// step, so a step is not copied.
    mutating func record(_ raised: [Diagnostic]) {
        if mode.recordsReport, !raised.isEmpty { diagnostics.append(contentsOf: raised) }
    }

    /// The end of the data: run the completion to its end, then decide the outcome. The last call
    /// of a run: its lists move into the report.
    /// The setup and scenario the report names are handed over here, not kept by the run: a
    /// sweep's run never reports, and a replay's moves them into its report.
    mutating func finish(
        handlerName: String, setup: consuming ReplaySetup, scenario: consuming Scenario?
    ) -> ReplayReport {
        let end = clock.now
        var outcome: ReplayReport.Outcome
        // The completion taken once and the transition read where it is: a copy of the whole
        // transition was made and destroyed per replay. Running the completion to its end changes
        // neither the completion nor what is read below, which matters only when there is none.
        let completion = controller.transition.completion
        let resting = handler.restingRun
        if let completion {
            markFrames(of: completion)
            clock.advance(to: completion.endTime)
            record(controller.advance(to: completion.endTime).diagnostics)
            outcome = completion.direction == .finish ? .finished : .cancelled
        } else if resting?.last != nil {
            outcome = .rested
        } else {
            outcome = controller.transition.phase == .idle ? .noTransition : .stuck
        }
        if recognizer.hasTouchesDown {
            let last = timeline.last ?? ReplayReport.RecognizerEntry(time: end, phase: .possible)
            diagnostics.append(
                Diagnostic(time: end, detail: .recordingEndedWithTouchDown(lastPhase: last.phase, since: last.time)))
            if completion == nil { outcome = .incomplete }
        }
        record(handler.diagnostics(atEndOf: end))
        if outcome == .stuck {
            let since = timeline.last(where: { $0.phase == .began })?.time ?? summary.startTime
            let last = timeline.last ?? ReplayReport.RecognizerEntry(time: end, phase: .possible)
            diagnostics.append(
                Diagnostic(
                    time: end,
                    detail: .stuckTransition(
                        since: since, lastPhase: last.phase, lastTime: last.time,
                        percentComplete: controller.transition.percentComplete)))
        }
        // The run's lists and release move into the report (the run ends here), rather than being
        // retained for it and released with the run.
        return ReplayReport(
            trace: summary,
            handler: handlerName, setup: setup, scenario: scenario, sampleRate: sampleRate,
            recognizer: Self.take(&timeline),
            actions: Self.take(&actions), interactiveProgress: Self.take(&progress),
            completionFrames: Self.take(&completionFrames), release: release.take(),
            completion: completion,
            outcome: outcome, diagnostics: Self.take(&diagnostics), pinchDirection: handler.pinchDirection,
            resting: resting, interrupted: Self.take(&interrupted))
    }

    /// A list moved out, leaving an empty one behind.
    private static func take<Element>(_ list: inout [Element]) -> [Element] {
        var taken: [Element] = []
        swap(&taken, &list)
        return taken
    }

    /// Marks where a completion's frames go in the progress: the report makes them when its
    /// progress is read (`ReplayReport.progress`). A completion paused before its end has its
    /// frames up to `stop`, and one at it.
    mutating func markFrames(of completion: PercentDrivenTransition.Completion, until stop: Double? = nil) {
        completionFrames.append(.init(position: progress.count, completion: completion, stop: stop))
    }
}
