import GestureModel
import Interaction

/// A decision or outcome that changed under a perturbation.
public struct Fragility: Sendable, Hashable, CustomStringConvertible {
    public var perturbation: Perturbation
    public var field: String
    public var recorded: String
    public var perturbed: String

    public var description: String { "\(perturbation) flips the \(field): \(recorded) → \(perturbed)" }

    /// Every perturbation under which `trace`'s decision or outcome under `scenario` differs from
    /// `report`, the replay of the trace as recorded; a perturbation that leaves no valid trace is
    /// skipped.
    public static func find(_ trace: Trace, scenario: Scenario, report: ReplayReport, perturbations: [Perturbation]) -> [Fragility] {
        var found: [Fragility] = []
        for perturbation in perturbations {
            guard let changed = perturbation.apply(to: trace) else { continue }
            let replayed = Replayer.replay(changed, scenario: scenario)
            if replayed.decision != report.decision {
                found.append(Fragility(
                    perturbation: perturbation, field: "decision", recorded: report.decision?.rawValue ?? "none",
                    perturbed: replayed.decision?.rawValue ?? "none"))
            } else if replayed.outcome != report.outcome {
                found.append(Fragility(perturbation: perturbation, field: "outcome", recorded: report.outcome.rawValue, perturbed: replayed.outcome.rawValue))
            }
        }
        return found
    }
}

extension CheckCase {
    /// This case failing on each flip, as `check --robust` reports it (and JUnit with it).
    public func failing(on flips: [Fragility]) -> CheckCase {
        var failing = self
        failing.mismatches += flips.map { flip in
            ReplayExpectation.Mismatch(
                field: "robust", expected: "the same \(flip.field) under \(flip.perturbation)", actual: flip.perturbed, because: flip.description)
        }
        return failing
    }
}
