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
    /// skipped. With `gesture`, that gesture's decision and outcome are compared (T12).
    public static func find(
        _ trace: Trace, scenario: Scenario, report: ReplayReport, perturbations: [Perturbation], gesture: Int? = nil
    ) -> [Fragility] {
        func checked(_ whole: ReplayReport) -> (decision: String, outcome: String) {
            guard let view = gesture.map({ whole.gesture($0) }) ?? whole else {
                return ("none", "no gesture \(gesture ?? 0)")
            }
            return (view.decision?.rawValue ?? "none", view.outcome.rawValue)
        }
        let recorded = checked(report)
        var found: [Fragility] = []
        for perturbation in perturbations {
            guard let changed = perturbation.apply(to: trace) else { continue }
            let perturbed = checked(Replayer.replay(changed, scenario: scenario))
            if perturbed.decision != recorded.decision {
                found.append(
                    Fragility(
                        perturbation: perturbation, field: "decision", recorded: recorded.decision,
                        perturbed: perturbed.decision))
            } else if perturbed.outcome != recorded.outcome {
                found.append(
                    Fragility(
                        perturbation: perturbation, field: "outcome", recorded: recorded.outcome,
                        perturbed: perturbed.outcome))
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
                field: "robust", expected: "the same \(flip.field) under \(flip.perturbation)", actual: flip.perturbed,
                because: flip.description)
        }
        return failing
    }
}
