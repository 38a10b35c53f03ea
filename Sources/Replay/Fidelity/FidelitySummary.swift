import GestureModel
import Interaction

/// A corpus's fidelity: each recording's comparison, and for each measure how often the model
/// agreed and how large its errors were.
public struct FidelitySummary: Sendable {
    public struct Statistics: Sendable, Hashable {
        public var measure: FidelityMeasure
        public var compared: Int
        public var agreeing: Int
        /// Nearest-rank quantiles of the absolute error, in the measure's unit.
        public var median: Double
        public var p95: Double
        public var maximum: Double
        /// The largest relative error, where the measure has one.
        public var maximumRelative: Double?
    }

    public var traces: [TraceFidelity]
    public var tolerances: FidelityTolerances
    /// Every recording that compared something agrees, and at least one compared something.
    public var agrees: Bool { traces.contains(where: \.compared) && traces.filter(\.compared).allSatisfy(\.agrees) }

    /// The recordings whose observed block held nothing to compare.
    public var uncompared: [TraceFidelity] { traces.filter { !$0.compared } }

    public init(traces: [TraceFidelity], tolerances: FidelityTolerances) {
        self.traces = traces
        self.tolerances = tolerances
    }

    public var statistics: [Statistics] {
        FidelityMeasure.allCases.compactMap { measure in
            let findings = traces.flatMap(\.findings).filter { $0.measure == measure }
            guard !findings.isEmpty else { return nil }
            let errors = findings.map(\.error).sorted()
            func quantile(_ q: Double) -> Double {
                let rank = max(1, Int((q * Double(errors.count)).rounded(.up)))
                return errors[min(rank, errors.count) - 1]
            }
            return Statistics(
                measure: measure, compared: findings.count, agreeing: findings.filter(\.agrees).count,
                median: quantile(0.5),
                p95: quantile(0.95), maximum: errors.last ?? 0, maximumRelative: findings.compactMap(\.relative).max())
        }
    }

    /// The recordings that disagree, the most disagreements first.
    public var worst: [TraceFidelity] {
        traces.filter { $0.compared && !$0.agrees }.sorted {
            let (a, b) = ($0.findings.filter { !$0.agrees }.count, $1.findings.filter { !$0.agrees }.count)
            return a != b ? a > b : $0.name < $1.name
        }
    }

    static func amount(_ value: Double, _ measure: FidelityMeasure) -> String {
        guard value.isFinite else { return "—" }
        if measure.isCategorical { return value == 0 ? "same" : "different" }
        switch measure {
        case .scale, .percentComplete: return prose(value, 4)
        case .scaleVelocity: return "\(prose(value, 3)) /s"
        default: return "\(prose(value, 1)) \(measure.unit)"
        }
    }

    /// One line per recording, then the corpus's statistics and its worst recordings.
    public var text: String {
        var lines: [String] = []
        for trace in traces {
            let worst = trace.worst
            let parts = FidelityMeasure.allCases.compactMap { measure -> String? in
                guard let finding = worst[measure] else { return nil }
                let mark = finding.agrees ? "" : "✗ "
                if !finding.agrees || measure.isCategorical {
                    if finding.agrees {
                        return "\(measure.rawValue) \(measure == .states ? "as observed" : finding.model)"
                    }
                    return
                        "\(mark)\(measure.rawValue) model \(finding.model), device \(finding.observed) at t=\(prose(trace.report.sinceFirstTouch(finding.time), 3)) s"
                }
                let relative = finding.relative.map { " (\(prose($0 * 100, 2)) %)" } ?? ""
                return "\(measure.rawValue) ≤ \(Self.amount(finding.error, measure))\(relative)"
            }
            guard trace.compared else {
                lines.append(
                    "NOTHING   \(trace.name.escapingControls) [\(trace.scenario.escapingControls)]: its observed block holds no callback, finish or cancel, or completion to compare"
                        + (trace.notCompared.isEmpty
                            ? ""
                            : "; it holds \(trace.notCompared.joined(separator: ", ")), which fidelity does not compare")
                )
                continue
            }
            lines.append(
                "\(trace.agrees ? "agrees   " : "DISAGREES") \(trace.name.escapingControls) [\(trace.scenario.escapingControls)]: \(parts.joined(separator: " · "))"
            )
        }
        lines.append("")
        let stats = statistics
        if !stats.isEmpty {
            let header = ["measure", "agree", "median", "p95", "max", "max %"]
            var rows = [header]
            for entry in stats {
                rows.append([
                    entry.measure.rawValue, "\(entry.agreeing)/\(entry.compared)",
                    Self.amount(entry.median, entry.measure),
                    Self.amount(entry.p95, entry.measure), Self.amount(entry.maximum, entry.measure),
                    entry.maximumRelative.map { "\(prose($0 * 100, 2)) %" } ?? "",
                ])
            }
            let widths = header.indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
            for (index, row) in rows.enumerated() {
                lines.append(
                    row.enumerated().map { column, cell in
                        column == 0
                            ? cell + String(repeating: " ", count: widths[column] - cell.count)
                            : String(repeating: " ", count: widths[column] - cell.count) + cell
                    }.joined(separator: "  "))
                if index == 0 { lines.append(widths.map { String(repeating: "─", count: $0) }.joined(separator: "  ")) }
            }
            lines.append("")
        }
        let disagreeing = worst
        let compared = traces.filter(\.compared).count
        lines.append(
            "\(compared - disagreeing.count) of \(counted(compared, "recording")) \(compared - disagreeing.count == 1 ? "agrees" : "agree") within the tolerances"
                + (compared < traces.count ? "; \(traces.count - compared) compared nothing" : ""))
        // Fields the block holds that no finding compared, so agreement is not read as more than it is.
        var uncomparedFields: [(name: String, recordings: Int)] = []
        for trace in traces where trace.compared {
            for name in trace.notCompared {
                if let index = uncomparedFields.firstIndex(where: { $0.name == name }) {
                    uncomparedFields[index].recordings += 1
                } else {
                    uncomparedFields.append((name, 1))
                }
            }
        }
        if !uncomparedFields.isEmpty {
            lines.append(
                "not compared: "
                    + uncomparedFields.map { "\($0.name) (\($0.recordings) of \(compared))" }.joined(separator: ", "))
        }
        if !disagreeing.isEmpty {
            lines.append(
                "worst: "
                    + disagreeing.prefix(5).map {
                        "\($0.name) (\(counted($0.findings.filter { !$0.agrees }.count, "disagreement")))"
                    }.joined(separator: ", "))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    public var json: JSONValue {
        func finding(_ f: FidelityFinding) -> JSONValue {
            var object: JSONObject = [
                "measure": .string(f.measure.rawValue), "t": number(f.time), "model": .string(f.model),
                "observed": .string(f.observed),
                "error": number(f.error), "agrees": .bool(f.agrees),
            ]
            if let relative = f.relative { object["relative"] = number(relative) }
            return .object(object)
        }
        var tolerancesObject = JSONObject()
        for entry in FidelityTolerances.names { tolerancesObject[entry.name] = number(tolerances[keyPath: entry.path]) }
        return .object([
            "agrees": .bool(agrees),
            "tolerances": .object(tolerancesObject),
            "traces": .array(
                traces.map { trace in
                    .object([
                        "name": .string(trace.name), "file": .string(trace.file), "scenario": .string(trace.scenario),
                        "agrees": .bool(trace.agrees), "compared": .bool(trace.compared),
                        "findings": .array(trace.findings.map(finding)),
                        "notCompared": .array(trace.notCompared.map { .string($0) }),
                    ])
                }),
            "statistics": .array(
                statistics.map { entry in
                    var object: JSONObject = [
                        "measure": .string(entry.measure.rawValue), "compared": .number(Double(entry.compared)),
                        "agreeing": .number(Double(entry.agreeing)), "median": number(entry.median),
                        "p95": number(entry.p95),
                        "max": number(entry.maximum),
                    ]
                    if let relative = entry.maximumRelative { object["maxRelative"] = number(relative) }
                    return .object(object)
                }),
        ])
    }
}
