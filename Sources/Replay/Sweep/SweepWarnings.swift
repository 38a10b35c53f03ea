import GestureModel
import Interaction

extension Sweep {
    /// What makes a sweep unable to mean what it seems to: the same parameter varied twice, a
    /// parameter the scenario's rule or timing never reads, a recognizer that recognized no trace,
    /// and a best point on the edge of the grid. Each is one sentence for stderr.
    public static func warnings(base: Scenario, axes: [SweepAxis], result: SweepResult) -> [String] {
        var warnings: [String] = []
        var seen: Set<String> = []
        for axis in axes where !seen.insert(axis.name).inserted {
            warnings.append("\(axis.name) is varied twice: the grid multiplies the same parameter with itself")
        }
        // Two parameters that set one setting: at each grid point the later replaces the earlier.
        let sharing = axes.map { axis in (try? base.parameter(named: axis.name))?.shares }
        for (index, shares) in sharing.enumerated() {
            guard let shares,
                let later = sharing.indices.first(where: {
                    $0 > index && sharing[$0] == shares && axes[$0].name != axes[index].name
                })
            else { continue }
            warnings.append(
                "\(axes[index].name) and \(axes[later].name) both set \(shares): at every grid point \(axes[later].name) replaces \(axes[index].name), so vary one"
            )
        }
        for axis in axes {
            if let reason = ignored(axis.name, by: base) {
                warnings.append("\(axis.name) changes nothing under \(base.name.escapingControls): \(reason)")
            }
        }
        if result.unseen > 0, result.countedTraces > 0 {
            warnings.append(
                "\(result.unseen) of \(counted(result.traceCount, "trace")) left out of every count: \(base.name.escapingControls)'s \(base.recognizer.kind) recognizer began on none of them at any grid point"
            )
        }
        if result.traceCount > 0, result.counts.allSatisfy({ $0.undecided == result.countedTraces }) {
            warnings.append(
                "no trace was decided at any grid point: \(base.name.escapingControls)'s \(base.recognizer.kind) recognizer does not recognize this corpus (or nothing released)"
            )
        }
        let accuracies = Set(result.counts.compactMap(\.accuracy))
        if let best = result.best, accuracies.count > 1 {
            // A named axis has no order, so no edge.
            for (index, axis) in axes.enumerated()
            where axis.labels == nil && axis.values.count >= 3 && ignored(axis.name, by: base) == nil {
                let value = result.points[best][index]
                if value == axis.values.first || value == axis.values.last {
                    warnings.append(
                        "the best \(axis.name) (\(JSONWriter.formatNumber(value))) is at the edge of the grid (\(JSONWriter.formatNumber(axis.values.first ?? value))…\(JSONWriter.formatNumber(axis.values.last ?? value))): widen the range"
                    )
                }
            }
        }
        return warnings
    }

    /// Why a parameter cannot change a sweep under `scenario`; nil when it can.
    static func ignored(_ name: String, by scenario: Scenario) -> String? {
        scenario.reachableParameters.first { $0.name == name }?.unreadReason(in: scenario)
    }
}
