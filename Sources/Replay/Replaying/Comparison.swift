import GestureModel
import Interaction

/// One recording under several scenarios: the same motion judged by each platform's rules, and
/// by the trace's own scenario.
public struct Comparison: Sendable {
    public struct Row: Sendable {
        public var scenario: Scenario
        public var report: ReplayReport
        /// The decision differs from the one most presets took.
        public var disagrees: Bool
        /// This row is the trace's own scenario (its inline one, else edge-back).
        public var isOwn = false

        /// What the row decided (`ReplayReport.verdict`).
        public var verdict: String { report.verdict }
    }

    public var traceName: String
    public var rows: [Row]
    /// The verdict more presets took than any other (`Row.verdict`); nil on a tie, which has no
    /// majority.
    public var majorityVerdict: String?
    /// The majority's decision, where the rows are transitions'.
    public var majority: ReplayExpectation.Decision? { majorityVerdict.flatMap(ReplayExpectation.Decision.init) }
    /// The rows are resting surfaces': they come to rest at places rather than decide.
    public var comparesPlaces: Bool { rows.first?.report.resting != nil }
    /// Candidates left out because their recognizer never began on the motion (`seeing`).
    public var leftOut: [String] = []

    /// `own` is the trace's own scenario: the first row, and not repeated where `scenarios` has it.
    public init(trace: Trace, own: Scenario, scenarios: [Scenario]) {
        self.init(trace: trace, scenarios: [own] + scenarios.filter { $0 != own })
        rows[0].isOwn = true
    }

    public init(trace: Trace, scenarios: [Scenario]) {
        traceName = trace.name
        rows = scenarios.map { Row(scenario: $0, report: Replayer.replay(trace, scenario: $0), disagrees: false) }
        markMajority()
    }

    /// `own` first, then those of `candidates` that see the motion (`ReplayReport.sawMotion`): a
    /// preset that cannot (an edge pan under a pinch, a horizontal swipe under a pull down) would
    /// only say so, so it is named in `leftOut` instead.
    public init(trace: Trace, own: Scenario, seeing candidates: [Scenario]) {
        self.init(trace: trace, own: own, scenarios: candidates)
        let others = rows.dropFirst()
        leftOut = others.filter { !$0.report.sawMotion }.map(\.scenario.name)
        rows = [rows[0]] + others.filter(\.report.sawMotion)
        markMajority()
    }

    /// The verdict most rows took, and the rows that took another.
    private mutating func markMajority() {
        let verdicts = rows.map(\.verdict)
        var counts: [String: Int] = [:]
        for verdict in verdicts { counts[verdict, default: 0] += 1 }
        let best = counts.values.max() ?? 0
        let leaders = Set(verdicts.filter { counts[$0] == best })
        let majority = leaders.count == 1 ? leaders.first : nil
        majorityVerdict = majority
        for index in rows.indices {
            rows[index].disagrees = majority.map { verdicts[index] != $0 } ?? false
        }
    }

    /// The velocity along the gesture at the release, points per second (scale per second for pinches).
    static func releaseVelocity(_ report: ReplayReport, scenario: Scenario) -> Double? {
        guard let release = report.release else { return nil }
        return scenario.progress.motion(
            for: release.sample, viewSize: report.trace.view.size, edge: scenario.recognizer.edge,
            direction: report.pinchDirection
        ).velocity
    }

    /// "high", or the level with the rules below high: "low: S3".
    static func confidenceCell(_ confidence: DecisionConfidence) -> String {
        guard confidence.level < .high else { return confidence.level.rawValue }
        return "\(confidence.level.rawValue): \(confidence.doubtfulRules.joined(separator: ", "))"
    }

    public var text: String {
        let header =
            comparesPlaces
            ? ["scenario", "rest", "confidence", "released at", "velocity", "settle", "at rest"]
            : ["scenario", "decision", "confidence", "outcome", "progress", "velocity", "completion", "timing"]
        var table: [[String]] = [header]
        for row in rows where comparesPlaces {
            let report = row.report
            let name = row.scenario.name.escapingControls + (row.isOwn ? " (own)" : "")
            let last = report.resting?.last
            let surface = report.resting?.surface
            let confidence = surface.map { surface in
                surface.confidence < .high
                    ? "\(surface.confidence.rawValue): \(surface.ruleCodes.joined(separator: ", "))"
                    : surface.confidence.rawValue
            }
            table.append([
                name, row.verdict + (row.disagrees ? " ≠" : ""), confidence ?? "—",
                last.map { "\(prose($0.release.offset, 1)) pt" } ?? "—",
                last.map { "\(prose($0.release.velocity, 0)) pt/s \(row.scenario.velocity.rawValue)" } ?? "—",
                last.map { "\(prose($0.settle.duration, 3)) s" } ?? "—",
                last.map { "\(prose(report.sinceFirstTouch($0.restTime), 3)) s" } ?? "—",
            ])
        }
        for row in rows where !comparesPlaces {
            let report = row.report
            let decision = ReplayExpectation.Decision(report.decision).rawValue + (row.disagrees ? " ≠" : "")
            let name = row.scenario.name.escapingControls + (row.isOwn ? " (own)" : "")
            let velocity =
                Self.releaseVelocity(report, scenario: row.scenario).map {
                    "\(prose($0, 0)) pt/s \(row.scenario.velocity.rawValue)"
                } ?? "—"
            let confidence = report.release.flatMap(report.confidence(of:))
            table.append([
                name, decision, confidence.map { Self.confidenceCell($0) } ?? "—", report.outcome.rawValue,
                report.release.map { prose($0.decision.progress, 3) } ?? "—", velocity,
                report.completion.map { "\(prose($0.duration, 3)) s" } ?? "—",
                report.completion?.timing.rawValue ?? "—",
            ])
        }
        let widths = header.indices.map { column in table.map { $0[column].count }.max() ?? 0 }
        var lines = ["compare    \(traceName.escapingControls) under \(counted(rows.count, "scenario"))", ""]
        for (index, cells) in table.enumerated() {
            let line = cells.enumerated().map { column, cell in
                column == cells.count - 1 ? cell : cell + String(repeating: " ", count: widths[column] - cell.count)
            }.joined(separator: "  ")
            lines.append(line)
            if index == 0 { lines.append(widths.map { String(repeating: "─", count: $0) }.joined(separator: "  ")) }
        }
        lines.append("")
        let disagreeing = rows.filter(\.disagrees).map(\.scenario.name.escapingControls)
        if let majority = majorityVerdict {
            if disagreeing.isEmpty {
                let decided = majority == "none" ? (comparesPlaces ? "no release" : "no decision") : majority
                lines.append(
                    rows.count == 1 ? "one scenario: \(decided)" : "all \(rows.count) scenarios: \(decided)")
            } else {
                lines.append(
                    "≠ disagrees with the majority (\(majority.escapingControls)): \(disagreeing.joined(separator: ", "))"
                )
            }
        } else {
            // Decisions in their own order (finish, cancel, none); places in the order rows give them.
            var order: [String] = comparesPlaces ? [] : ReplayExpectation.Decision.allCases.map(\.rawValue)
            var tally: [String: Int] = [:]
            for row in rows {
                if !order.contains(row.verdict) { order.append(row.verdict) }
                tally[row.verdict, default: 0] += 1
            }
            order.removeAll { tally[$0] == nil }
            let parts = order.map { "\(tally[$0] ?? 0) \($0.escapingControls)" }
            lines.append("no majority: \(parts.joined(separator: ", "))")
        }
        if !leftOut.isEmpty {
            lines.append(
                "left out: \(leftOut.map(\.escapingControls).joined(separator: ", ")) (their recognizer never began on this motion, or it never moved their progress)"
            )
        }
        lines.append("")
        lines.append(
            "why"
                + (rows.contains(where: \.isOwn)
                    ? " ((own): the trace's own scenario, its inline one or edge-back)" : ""))
        let nameWidth = rows.map(\.scenario.name.escapingControls.count).max() ?? 0
        for row in rows {
            // A place is named before its reason; a decision's reason says it.
            let reason =
                row.report.verdictReason.map { row.report.resting != nil ? "\(row.verdict): \($0)" : $0 }
                ?? "no release (\(row.report.outcome.rawValue)): \(row.report.noReleaseReason ?? "")"
            lines.append(
                "  \(row.scenario.name.escapingControls)\(String(repeating: " ", count: nameWidth - row.scenario.name.escapingControls.count))  \(reason)"
            )
        }
        return lines.joined(separator: "\n") + "\n"
    }

    public var json: JSONValue {
        .object([
            "trace": .string(traceName),
            "majority": majorityVerdict.map { .string($0) } ?? .null,
            "leftOut": .array(leftOut.map { .string($0) }),
            "presets": .array(
                rows.map { row in
                    let report = row.report
                    let rest: JSONValue = report.resting?.last.map { .string($0.decision.place.name) } ?? .null
                    return .object([
                        "preset": .string(row.scenario.name),
                        "decision": .string(ReplayExpectation.Decision(report.decision).rawValue),
                        "disagrees": .bool(row.disagrees),
                        "confidence": report.release.flatMap(report.confidence(of:)).map {
                            .string($0.level.rawValue)
                        } ?? .null,
                        "outcome": .string(report.outcome.rawValue),
                        "releaseProgress": report.release.map { number($0.decision.progress) } ?? .null,
                        "releaseVelocity": Self.releaseVelocity(report, scenario: row.scenario).map(number) ?? .null,
                        "velocityStrategy": .string(row.scenario.velocity.rawValue),
                        "completionDuration": report.completion.map { number($0.duration) } ?? .null,
                        "timing": report.completion.map { .string($0.timing.rawValue) } ?? .null,
                        "rest": rest,
                        "reason": .string(report.verdictReason ?? report.noReleaseReason ?? ""),
                        "own": .bool(row.isOwn),
                    ])
                }),
        ])
    }
}
