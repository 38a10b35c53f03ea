import GestureModel
import Interaction

/// What a fixture expects of one replay: the regression suite's unit.
///
/// Every field but `scenario` is optional; only what is given is checked. Tolerances have defaults
/// (`defaultProgressTolerance`, `defaultDurationTolerance`) and can be set per expectation.
public struct ReplayExpectation: Sendable, Hashable {
    /// Which scenario the expectation is for.
    public enum ScenarioChoice: Sendable, Hashable, CustomStringConvertible {
        /// The trace's own: its inline scenario, else the preset of the system gesture it observed,
        /// else edge-back (or the handler code under test).
        case own
        case preset(String)
        /// A scenario file, its path as written in the fixture (relative to the fixture's folder).
        case file(String)

        public var description: String {
            switch self {
            case .own: "own scenario"
            case .preset(let name): name
            case .file(let path): path
            }
        }
    }

    /// finish, cancel, or none (the handler never decided).
    public enum Decision: String, Sendable, Hashable, CaseIterable {
        case finish, cancel, none

        public init(_ direction: PercentDrivenTransition.Direction?) {
            switch direction {
            case .finish: self = .finish
            case .cancel: self = .cancel
            case nil: self = .none
            }
        }
    }

    public static let defaultProgressTolerance = 0.01
    public static let defaultDurationTolerance = 0.01

    public var scenario: ScenarioChoice
    /// Which gesture of the trace is checked, from 1, when a later gesture grabbed an earlier
    /// one's completion (T12); nil: the last, the one that decided the transition. Diagnostics are
    /// always the whole trace's.
    public var gesture: Int?
    public var decision: Decision?
    public var outcome: ReplayReport.Outcome?
    /// The place a resting surface came to rest at, by name ("half-expanded", "page 1"): the last
    /// release's.
    public var rest: String?
    /// The progress the handler decided on.
    public var releaseProgress: Double?
    public var releaseProgressTolerance: Double
    /// The completion animation's duration, seconds.
    public var completionDuration: Double?
    public var completionDurationTolerance: Double
    /// Codes that must appear.
    public var diagnostics: [DiagnosticCode]
    /// Codes that must not appear.
    public var absentDiagnostics: [DiagnosticCode]

    public init(
        scenario: ScenarioChoice = .own, decision: Decision? = nil, outcome: ReplayReport.Outcome? = nil,
        releaseProgress: Double? = nil, releaseProgressTolerance: Double = ReplayExpectation.defaultProgressTolerance,
        completionDuration: Double? = nil,
        completionDurationTolerance: Double = ReplayExpectation.defaultDurationTolerance,
        diagnostics: [DiagnosticCode] = [], absentDiagnostics: [DiagnosticCode] = [], gesture: Int? = nil,
        rest: String? = nil
    ) {
        self.rest = rest
        self.gesture = gesture
        self.scenario = scenario
        self.decision = decision
        self.outcome = outcome
        self.releaseProgress = releaseProgress
        self.releaseProgressTolerance = releaseProgressTolerance
        self.completionDuration = completionDuration
        self.completionDurationTolerance = completionDurationTolerance
        self.diagnostics = diagnostics
        self.absentDiagnostics = absentDiagnostics
    }

    /// One field that differs, with an account a person can read.
    public struct Mismatch: Sendable, Hashable, CustomStringConvertible {
        public var field: String
        public var expected: String
        public var actual: String
        /// Why the replay did what it did, in numbers, when there is something to say.
        public var because: String?

        public var description: String {
            "\(field): expected \(expected), got \(actual)" + (because.map { " (\($0))" } ?? "")
        }
    }

    /// Every way `report` differs from this expectation; empty when it passes.
    public func mismatches(in whole: ReplayReport) -> [Mismatch] {
        var found: [Mismatch] = []
        guard checksSomething else {
            return [
                Mismatch(
                    field: "expect", expected: "at least one field to check", actual: "none",
                    because: "an entry that checks nothing cannot fail")
            ]
        }
        guard let report = checkedGesture(of: whole) else {
            let count = whole.decidedGestureCount
            return [
                Mismatch(
                    field: "gesture", expected: "gesture \(gesture ?? 0)",
                    actual: count == 1 ? "1 gesture that decided" : "\(count) gestures that decided",
                    because: whole.release?.decision.reason ?? whole.noReleaseReason)
            ]
        }
        let reason = report.verdictReason ?? report.noReleaseReason
        if let decision {
            let actual = Decision(report.decision)
            if actual != decision {
                found.append(
                    Mismatch(field: "decision", expected: decision.rawValue, actual: actual.rawValue, because: reason))
            }
        }
        if let outcome, report.outcome != outcome {
            found.append(
                Mismatch(field: "outcome", expected: outcome.rawValue, actual: report.outcome.rawValue, because: reason)
            )
        }
        if let rest {
            if let run = report.resting {
                let actual = run.last?.decision.place.name
                if actual != rest {
                    found.append(
                        Mismatch(
                            field: "rest", expected: rest, actual: actual ?? "no release",
                            because: run.last?.decision.reason ?? report.noReleaseReason))
                }
            } else {
                found.append(
                    Mismatch(
                        field: "rest", expected: rest, actual: "no resting surface",
                        because: "the scenario drives a transition; a resting scenario names its places"))
            }
        }
        if let releaseProgress {
            let expected = "\(prose(releaseProgress, 3)) ± \(prose(releaseProgressTolerance, 3))"
            if let actual = report.release?.decision.progress {
                if abs(actual - releaseProgress) > releaseProgressTolerance + 1e-12 {
                    found.append(
                        Mismatch(
                            field: "releaseProgress", expected: expected, actual: prose(actual, 3), because: reason))
                }
            } else {
                found.append(
                    Mismatch(field: "releaseProgress", expected: expected, actual: "no release", because: reason))
            }
        }
        if let completionDuration {
            let expected = "\(prose(completionDuration, 3)) s ± \(prose(completionDurationTolerance, 3))"
            if let completion = report.completion {
                if abs(completion.duration - completionDuration) > completionDurationTolerance + 1e-12 {
                    let how =
                        "\(completion.direction.rawValue) from \(prose(completion.fromPercent, 3)) at speed \(prose(completion.speed, 3))"
                    found.append(
                        Mismatch(
                            field: "completionDuration", expected: expected,
                            actual: "\(prose(completion.duration, 3)) s", because: how))
                }
            } else {
                found.append(
                    Mismatch(
                        field: "completionDuration", expected: expected, actual: "no completion",
                        because: report.noReleaseReason))
            }
        }
        let codes = Set(report.diagnostics.map(\.code))
        for code in diagnostics where !codes.contains(code) {
            found.append(
                Mismatch(field: "diagnostics", expected: "\(code.rawValue) to appear", actual: "none", because: nil))
        }
        for code in absentDiagnostics where codes.contains(code) {
            let first = report.diagnostics.first { $0.code == code }
            found.append(
                Mismatch(
                    field: "diagnostics", expected: "no \(code.rawValue)", actual: "one",
                    because: first.map(report.message(of:))))
        }
        return found
    }

    /// Whether the expectation checks anything at all: an entry with no field passes vacuously,
    /// so `mismatches` reports it, and `--update` fills it in.
    public var checksSomething: Bool {
        decision != nil || outcome != nil || rest != nil || releaseProgress != nil || completionDuration != nil
            || !diagnostics.isEmpty
            || !absentDiagnostics.isEmpty
    }

    /// This expectation rewritten to what `report` shows. A passing expectation is returned as it
    /// is; in a failing one each field that fails takes the current value and every other field
    /// stays as written (hand-derived numbers stay, and nothing is pinned that was not checked). An
    /// entry that checks nothing gets the decision, the outcome and, when there are any, the release
    /// progress and the completion duration. The scenario and tolerances never change; an absent
    /// code that now appears is dropped.
    public func updated(from whole: ReplayReport) -> ReplayExpectation {
        let failing = Set(mismatches(in: whole).map(\.field))
        guard !failing.isEmpty else { return self }
        // A gesture the trace no longer has is not made up: the entry is left for a person to fix.
        guard let report = checkedGesture(of: whole) else { return self }
        var next = self
        let empty = !checksSomething
        if empty || failing.contains("decision") { next.decision = Decision(report.decision) }
        if empty || failing.contains("outcome") { next.outcome = report.outcome }
        if failing.contains("rest") || (empty && report.resting?.last != nil) {
            next.rest = report.resting?.last?.decision.place.name
        }
        if failing.contains("releaseProgress") || (empty && report.release != nil) {
            next.releaseProgress = report.release.map { rounded($0.decision.progress) }
        }
        if failing.contains("completionDuration") || (empty && report.completion != nil) {
            next.completionDuration = report.completion.map { rounded($0.duration) }
        }
        if failing.contains("diagnostics") {
            var seen: Set<DiagnosticCode> = []
            next.diagnostics = report.diagnostics.map(\.code).filter {
                seen.insert($0).inserted && !absentDiagnostics.contains($0)
            }
            next.absentDiagnostics = absentDiagnostics.filter { code in !report.diagnostics.contains { $0.code == code }
            }
        }
        return next
    }

    private func rounded(_ value: Double) -> Double { (value * 1e4).rounded() / 1e4 }

    /// The report of the gesture this expectation checks: the whole report, or gesture N's view
    /// of it; nil when the trace has no gesture N.
    private func checkedGesture(of report: ReplayReport) -> ReplayReport? {
        guard let gesture else { return report }
        return report.gesture(gesture)
    }
}
