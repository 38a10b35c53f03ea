import GestureModel
import Interaction

/// A decision or outcome that changed under a perturbation, or a decision whose margin is under
/// the floor any touch noise crosses.
public struct Fragility: Sendable, Hashable, CustomStringConvertible {
    /// What makes the case fragile.
    public enum Cause: Sendable, Hashable, CustomStringConvertible {
        case perturbation(Perturbation)
        /// The smallest change of position that flips the decision, in points, was under the floor.
        case margin(points: Double, floor: Double)

        public var description: String {
            switch self {
            case .perturbation(let perturbation): perturbation.description
            case .margin(let points, let floor):
                "a margin of \(prose(points, 1)) pt, under the \(prose(floor, 1)) pt any touch's noise moves it"
            }
        }
    }

    public var cause: Cause
    public var field: String
    public var recorded: String
    public var perturbed: String

    public var description: String {
        switch cause {
        case .perturbation: "\(cause) flips the \(field): \(recorded) → \(perturbed)"
        case .margin: "\(cause): the \(field) \(recorded) is on a knife edge"
        }
    }

    /// Every perturbation under which `trace`'s decision (a resting surface's place) or outcome
    /// under `scenario` differs from `report`, the replay of the trace as recorded, and a decision
    /// whose position margin (in points, where the progress is a translation or the surface's
    /// offset) is under `floor`; a perturbation that leaves no valid trace is skipped. With
    /// `gesture`, that gesture's decision and outcome are compared (T12).
    public static func find(
        _ trace: Trace, scenario: Scenario, report: ReplayReport, perturbations: [Perturbation],
        floor: Double = Perturbation.defaultFloor, gesture: Int? = nil
    ) -> [Fragility] {
        // What a perturbation may not change: the decision, or where a resting surface rests.
        let field = report.resting == nil ? "decision" : "rest"
        func checked(_ whole: ReplayReport) -> (decision: String, outcome: String) {
            guard let view = gesture.map({ whole.gesture($0) }) ?? whole else {
                return ("none", "no gesture \(gesture ?? 0)")
            }
            return (view.verdict, view.outcome.rawValue)
        }
        let recorded = checked(report)
        var found: [Fragility] = []
        let release = gesture.map { report.gesture($0)?.release } ?? report.release
        let margin: Double? =
            if let run = report.resting {
                run.last.flatMap { restMarginInPoints($0, surface: run.surface) }
            } else {
                release.flatMap { marginInPoints($0, scenario: scenario, view: trace.view.size) }
            }
        if floor > 0, let points = margin, points < floor {
            found.append(
                Fragility(
                    cause: .margin(points: points, floor: floor), field: field, recorded: recorded.decision,
                    perturbed: recorded.decision))
        }
        for perturbation in perturbations {
            guard let changed = perturbation.apply(to: trace) else { continue }
            let perturbed = checked(Replayer.replay(changed, scenario: scenario))
            if perturbed.decision != recorded.decision {
                found.append(
                    Fragility(
                        cause: .perturbation(perturbation), field: field, recorded: recorded.decision,
                        perturbed: perturbed.decision))
            } else if perturbed.outcome != recorded.outcome {
                found.append(
                    Fragility(
                        cause: .perturbation(perturbation), field: "outcome", recorded: recorded.outcome,
                        perturbed: perturbed.outcome))
            }
        }
        return found
    }

    /// The smallest change of a resting surface's offset at the release, either way, that makes
    /// its rule choose another place (`RestMargin`), in points; nil when none within reach does.
    static func restMarginInPoints(_ release: RestingRelease, surface: RestingSurface) -> Double? {
        let margin = RestMargin.of(release.release, under: surface)
        return [margin.lowerOffset, margin.higherOffset].compactMap { $0.map { abs($0.change) } }.min()
    }

    /// The smallest change of position that flips `release`'s decision, in points: its margin's
    /// translation, or its progress change over the distance a progress of 1 covers. Nil where no
    /// position flips it or the progress is not a distance (a pinch's scale).
    static func marginInPoints(_ release: ReplayReport.Release, scenario: Scenario, view: Size) -> Double? {
        guard let margin = release.decision.margin, let change = margin.positionChange else { return nil }
        switch margin.positionUnit {
        case .translation: return abs(change)
        case .progress:
            guard let perProgress = scenario.progress.pointsPerProgress(viewSize: view, edge: scenario.recognizer.edge)
            else { return nil }
            return abs(change) * perProgress
        }
    }
}

extension CheckCase {
    /// This case with what flips it (`fragility`), looked for where a recorded expectation ran
    /// under a scenario (a label check of a corpus is a tuning run, whose traces straddle the
    /// line on purpose): `check` fails such a case with `--robust` and warns without, and `report`
    /// and JUnit mark it.
    public func withFragility(
        of trace: Trace, perturbations: [Perturbation], floor: Double = Perturbation.defaultFloor
    ) -> CheckCase {
        guard trace.expect != nil, let scenario else { return self }
        var marked = self
        marked.fragility = Fragility.find(
            trace, scenario: scenario, report: report, perturbations: perturbations, floor: floor,
            gesture: expectation.gesture)
        return marked
    }

    /// This case failing on each flip, as `check --robust` reports it (and JUnit with it).
    public func failing(on flips: [Fragility]) -> CheckCase {
        var failing = self
        failing.mismatches += flips.map { flip in
            ReplayExpectation.Mismatch(
                field: "robust", expected: "the same \(flip.field) under \(flip.cause)", actual: flip.perturbed,
                because: flip.description)
        }
        return failing
    }
}
