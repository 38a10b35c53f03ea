import GestureModel
import Interaction

/// Everything one replay found: what the recognizer did, how the progress moved, what the
/// handler decided, how the completion ran, how it ended and what went wrong.
public struct ReplayReport: Sendable, Hashable {
    public enum Outcome: String, Sendable, Hashable, CaseIterable {
        case finished, cancelled
        /// The transition began and was never finished or cancelled.
        case stuck
        /// No transition started (for example, the recognizer failed).
        case noTransition
        /// The recording stopped with a touch down before the transition was decided.
        case incomplete
        /// A later gesture grabbed this gesture's completion (T12): an earlier gesture's outcome,
        /// never a whole trace's.
        case interrupted
        /// A resting surface was released and settled at one of its places (`resting`).
        case rested
    }

    /// One change of the recognizer's state.
    public struct RecognizerEntry: Sendable, Hashable {
        public var time: Double
        public var phase: RecognizerPhase
        /// The sample sent with the action, if any.
        public var sample: GestureSample?
        /// Why it failed, for failed.
        public var failure: RecognizerFailure?
    }

    public struct ProgressSample: Sendable, Hashable {
        public enum Phase: String, Sendable, Hashable {
            case interactive, completing
        }

        public var time: Double
        public var percentComplete: Double
        public var phase: Phase
    }

    /// One action the recognizer sent (G2): what the handler was called with. The fidelity check
    /// compares these with a device's callbacks; the JSON report leaves them out (the recognizer
    /// timeline has its changes of state).
    public struct Action: Sendable, Hashable {
        public var time: Double
        public var state: RecognizerPhase
        public var sample: GestureSample
    }

    /// A completion's frames in the progress: they come after the first `position` interactive
    /// samples, up to `stop` when a pause stopped the completion there.
    struct CompletionFrames: Sendable, Hashable {
        var position: Int
        var completion: PercentDrivenTransition.Completion
        var stop: Double?
    }

    /// The moment the handler decided: the recognizer's ended or cancelled action.
    public struct Release: Sendable, Hashable {
        public var time: Double
        public var sample: GestureSample
        public var decision: ReleaseDecision
    }

    public struct TraceSummary: Sendable, Hashable {
        public var name: String
        public var eventCount: Int
        public var startTime: Double
        public var endTime: Double
        public var screen: Size
        public var view: Rect
    }

    public var trace: TraceSummary
    /// The handler's name: the scenario's, or the handler code's (its type name by default).
    public var handler: String
    /// The recognizer, transition, velocity strategy and sample rate the replay ran with.
    public var setup: ReplaySetup
    /// The scenario, when the handler was one; nil for the app's own handler code.
    public var scenario: Scenario?
    /// The sample rate used for completion frames, Hz.
    public var sampleRate: Double
    public var recognizer: [RecognizerEntry]
    /// Every action, in order, when the replay was asked to keep them (`keepingActions`); empty
    /// otherwise.
    public var actions: [Action] = []
    /// The interactive phase's progress: each event's percentComplete while the transition was
    /// interactive.
    var interactiveProgress: [ProgressSample]
    /// The completions whose frames `progress` shows, each with its place among the interactive
    /// samples.
    var completionFrames: [CompletionFrames]
    public var release: Release?
    public var completion: PercentDrivenTransition.Completion?
    public var outcome: Outcome

    /// A time of this replay (on the trace's clock) as the accounts show it: seconds since the
    /// trace's first touch, whatever clock the recorder used.
    public func sinceFirstTouch(_ time: Double) -> Double { time - trace.startTime }

    /// A diagnostic's message with its times since the trace's first touch, as the accounts show them.
    public func message(of diagnostic: Diagnostic) -> String { diagnostic.message(since: trace.startTime) }

    /// Whether the scenario sees the trace's motion: its recognizer began and moved the
    /// transition's progress off 0 (a horizontal swipe under a pull down never does), or moved
    /// the resting surface.
    public var sawMotion: Bool {
        guard recognizerBegan else { return false }
        if let resting { return resting.track.contains { $0.offset != resting.track.first?.offset } }
        return interactiveProgress.contains { $0.percentComplete > 0 }
    }

    /// Whether the recognizer began (its states hold a began). A sweep counts a trace on which it
    /// began at no grid point apart (`SweepResult.unseen`).
    public var recognizerBegan: Bool { recognizer.contains { $0.phase == .began } }
    public var diagnostics: [Diagnostic]

    /// What the replay decided, as a comparison and a robustness check compare it: a transition's
    /// decision (finish, cancel, none), or the place a resting surface came to rest at ("none"
    /// without a release).
    public var verdict: String {
        if let resting { return resting.last?.decision.place.name ?? "none" }
        return ReplayExpectation.Decision(decision).rawValue
    }

    /// The rule's numbers behind the verdict: the release's reason, or the resting rule's for its
    /// place; nil when nothing decided.
    public var verdictReason: String? {
        resting != nil ? resting?.last?.decision.reason : release?.decision.reason
    }

    /// finish, cancel, or nil when the handler never decided.
    public var decision: PercentDrivenTransition.Direction? { release?.decision.direction }

    /// The pinch direction the handler chose on began, for pinch scenarios.
    public var pinchDirection: PinchDirection?

    /// A gesture whose completion a later pause() stopped (T10, T12): its release, the completion
    /// it started, and where the pause found it.
    public struct InterruptedGesture: Sendable, Hashable {
        /// Nil when the handler paused a completion it had not decided by a release of its own.
        public var release: Release?
        public var completion: PercentDrivenTransition.Completion
        public var grabTime: Double
        public var grabPercent: Double
    }

    /// What a resting scenario's surface did: its offsets, its releases and settles. Nil for a
    /// scenario that drives a transition, and for handler code.
    public var resting: RestingRun?

    /// The gestures before the last whose completions were grabbed, in order: gesture 1 is the
    /// first. Empty for a trace whose first decision decided the transition. `release`,
    /// `completion` and `outcome` are the last gesture's: the one that decided the transition.
    public var interrupted: [InterruptedGesture] = []

    /// How many gestures decided: the grabbed ones and the last, if it decided.
    public var decidedGestureCount: Int { interrupted.count + (release == nil ? 0 : 1) }

    /// Gesture `number` (from 1) of the report as a report of its own: the last gesture is the
    /// report itself; an earlier one has its release and its completion, and the outcome
    /// `interrupted`. Nil past the last gesture.
    public func gesture(_ number: Int) -> ReplayReport? {
        guard number >= 1 else { return nil }
        if number == interrupted.count + 1 { return self }
        guard number <= interrupted.count else { return nil }
        let earlier = interrupted[number - 1]
        var view = self
        view.release = earlier.release
        view.completion = earlier.completion
        view.outcome = .interrupted
        return view
    }
}

extension ReplayReport {
    /// The rules `release` was decided by, and how sure docs/model.md is of them: the recognizer's
    /// where it decides whether a gesture is a back swipe at all (CP1), then the release rule's.
    /// Nil where no rule decided (a fixed response, handler code).
    public func confidence(of release: Release) -> DecisionConfidence? {
        let recognizing: [String] = if case .contentPan = setup.recognizer { ["CP1"] } else { [] }
        let rules = recognizing + release.decision.decidingRules
        return rules.isEmpty ? nil : DecisionConfidence(rules: rules)
    }

    /// "low: decided by CP1 (low), S3 (low); see docs/model.md", where a rule below high confidence
    /// decided; nil otherwise.
    public func confidenceNote(of release: Release) -> String? {
        guard let confidence = confidence(of: release), confidence.level < .high else { return nil }
        return
            "\(confidence.level.rawValue): decided by \(confidence.doubtful.joined(separator: ", ")); see docs/model.md"
    }

    /// Why the handler never decided, in the replay's own terms: the recognizer's failure, a
    /// recording that stopped with the finger down, a recognizer that never began. Nil when there
    /// was a release.
    public var noReleaseReason: String? {
        guard release == nil else { return nil }
        if let failure = recognizer.last(where: { $0.failure != nil }), let reason = failure.failure {
            return "the recognizer failed at \(prose(sinceFirstTouch(failure.time), 3)) s: \(reason)"
        }
        let began = recognizer.contains { $0.phase == .began }
        if outcome == .incomplete || diagnostics.contains(where: { $0.code == .recordingEndedWithTouchDown }) {
            return began
                ? "the recording ended with the finger down: the gesture was never released"
                : "the recording ended with the finger down before the recognizer began"
        }
        if !began {
            if case .screenEdgePan(let edge) = setup.recognizer, edge.pointers == .each {
                // Each pointer is its own gesture (FC1): a touch outside the strip is not failed, only ignored.
                return
                    "the recognizer never began: no touch started within \(prose(edge.edgeRegion, 1)) pt of the \(edge.edge) edge (FC1), or none moved far enough"
            }
            return "the recognizer never began: the touches did not move far enough, or lifted first"
        }
        return "the gesture never ended or was cancelled"
    }
}

extension ReplayReport {
    /// How the progress moved: each event's percentComplete while the transition was interactive,
    /// and each completion's frames at the sample rate from its start with one at its exact end
    /// (or at the pause that stopped it), in the order they came. The frames are made here, when
    /// the progress is read: a decision, a check or a sweep reads none of them.
    public var progress: [ProgressSample] {
        guard !completionFrames.isEmpty else { return interactiveProgress }
        var all: [ProgressSample] = []
        all.reserveCapacity(interactiveProgress.count + completionFrames.count)
        var next = 0
        for frames in completionFrames {
            all.append(contentsOf: interactiveProgress[next..<frames.position])
            next = frames.position
            Self.appendFrames(of: frames.completion, until: frames.stop, sampleRate: sampleRate, to: &all)
        }
        all.append(contentsOf: interactiveProgress[next...])
        return all
    }

    /// Appends the completion's frames at the sample rate from its start, and one at its exact end
    /// (or at `stop`, before it), to `progress` (room made for them first, so the list grows once
    /// at most). A completion longer than `maximumFrames` frames is sampled more sparsely, so a
    /// report stays readable. Never inlined: the performance gate counts the frames inside it.
    @inline(never)
    static func appendFrames(
        of completion: PercentDrivenTransition.Completion, until stop: Double?, sampleRate: Double,
        to progress: inout [ProgressSample]
    ) {
        let maximumFrames = 20_000.0
        let interval = max(1 / sampleRate, completion.duration / maximumFrames)
        let expected = completion.duration / interval
        if expected.isFinite, expected >= 0, expected <= maximumFrames {
            progress.reserveCapacity(progress.count + Int(expected) + 2)
        }
        let curve = completion.curve.resolved
        // A completion paused before its end has its frames up to the pause, and one at it.
        let end = stop.map { min($0, completion.endTime) } ?? completion.endTime
        var index = 0
        while true {
            let time = completion.startTime + Double(index) * interval
            if time >= end - 1e-9 { break }
            progress.append(
                .init(
                    time: time, percentComplete: completion.percentComplete(at: time, along: curve), phase: .completing)
            )
            index += 1
        }
        let last = end < completion.endTime ? completion.percentComplete(at: end, along: curve) : completion.toPercent
        progress.append(.init(time: end, percentComplete: last, phase: .completing))
    }
}
