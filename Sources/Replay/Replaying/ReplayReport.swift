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
    /// Every action, in order.
    public var actions: [Action] = []
    public var progress: [ProgressSample]
    public var release: Release?
    public var completion: PercentDrivenTransition.Completion?
    public var outcome: Outcome
    public var diagnostics: [Diagnostic]

    /// finish, cancel, or nil when the handler never decided.
    public var decision: PercentDrivenTransition.Direction? { release?.decision.direction }

    /// The pinch direction the handler chose on began, for pinch scenarios.
    public var pinchDirection: PinchDirection?
}

extension ReplayReport {
    /// Why the handler never decided, in the replay's own terms: the recognizer's failure, a
    /// recording that stopped with the finger down, a recognizer that never began. Nil when there
    /// was a release.
    public var noReleaseReason: String? {
        guard release == nil else { return nil }
        if let failure = recognizer.last(where: { $0.failure != nil }), let reason = failure.failure {
            return "the recognizer failed at \(prose(failure.time, 3)) s: \(reason)"
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
                return "the recognizer never began: no touch started within \(prose(edge.edgeRegion, 1)) pt of the \(edge.edge) edge (FC1), or none moved far enough"
            }
            return "the recognizer never began: the touches did not move far enough, or lifted first"
        }
        return "the gesture never ended or was cancelled"
    }
}
