import GestureModel
import Interaction

/// How one recording's model replay compares with what its device did.
public struct TraceFidelity: Sendable, Hashable {
    public var name: String
    public var file: String
    /// The scenario the model ran.
    public var scenario: String
    public var findings: [FidelityFinding]
    /// The replay the findings come from (for the plot).
    public var report: ReplayReport
    public var observed: ObservedBehaviour

    /// The observed block's fields no finding compares (`FidelityCheck.notCompared`), named so a
    /// block is never taken as checked in full.
    public var notCompared: [String]

    /// Whether anything was compared: an observed block with nothing the model produces (no
    /// callback, no finish or cancel, no completion) compares nothing, and agrees with nothing.
    public var compared: Bool { !findings.isEmpty }

    /// Every comparison made agrees, and one was made.
    public var agrees: Bool { compared && findings.allSatisfy(\.agrees) }

    /// The worst finding of each measure compared: the largest error, a disagreement first.
    public var worst: [FidelityMeasure: FidelityFinding] {
        var worst: [FidelityMeasure: FidelityFinding] = [:]
        for finding in findings {
            guard let current = worst[finding.measure] else {
                worst[finding.measure] = finding
                continue
            }
            if (!finding.agrees && current.agrees)
                || (finding.agrees == current.agrees && finding.error > current.error)
            {
                worst[finding.measure] = finding
            }
        }
        return worst
    }
}
