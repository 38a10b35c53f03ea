import GestureModel
import Interaction

/// One self-contained HTML page: every fixture's outcome, its expectations' pass or fail, and its plot.
public enum HTMLReport {
    public struct Entry: Sendable {
        public var file: String
        public var trace: Trace
        public var report: ReplayReport
        public var cases: [CheckCase]

        public init(file: String, trace: Trace, report: ReplayReport, cases: [CheckCase]) {
            self.file = file
            self.trace = trace
            self.report = report
            self.cases = cases
        }
    }

    public static func html(_ entries: [Entry], title: String = "gesture-replay report") -> String {
        let passed = entries.flatMap(\.cases).filter(\.passed).count
        let failed = entries.flatMap(\.cases).filter { !$0.passed }.count
        let fragile = entries.flatMap(\.cases).filter(\.isFragile).count
        var parts: [String] = []
        parts.append(
            """
            <!DOCTYPE html>
            <html lang="en"><head><meta charset="utf-8"><title>\(SVG.escape(title))</title>
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <style>
            body { font-family: -apple-system, 'Helvetica Neue', Arial, sans-serif; color: #222; margin: 24px auto; max-width: 900px; padding: 0 16px; }
            h1 { font-size: 24px; margin-bottom: 4px; }
            h2 { font-size: 18px; margin: 32px 0 4px; }
            .summary { color: #555; }
            .fixture { border-top: 1px solid #ddd; padding-top: 8px; }
            .pass { color: #009E73; font-weight: bold; }
            .fail { color: #D55E00; font-weight: bold; }
            .meta { color: #555; font-size: 14px; }
            .confidence { color: #D55E00; font-size: 14px; }
            .fragile { color: #CC79A7; font-weight: bold; }
            ul { margin: 6px 0; padding-left: 20px; }
            li { font-size: 14px; }
            svg { max-width: 100%; height: auto; }
            nav a { margin-right: 8px; font-size: 13px; }
            table.cases { border-collapse: collapse; font-size: 13px; margin: 12px 0; }
            table.cases th, table.cases td { text-align: left; padding: 3px 10px 3px 0; border-bottom: 1px solid #eee; vertical-align: top; }
            </style></head><body>
            <h1>\(SVG.escape(title))</h1>
            <p class="summary">\(counted(entries.count, "fixture")) · <span class="pass">\(passed) passed</span> · <span class="\(failed > 0 ? "fail" : "summary")">\(failed) failed</span>\(fragile > 0 ? " · <span class=\"fragile\">\(fragile) fragile</span>" : "")</p>
            """)
        parts.append(caseTable(entries))
        for (index, entry) in entries.enumerated() {
            let description: String = {
                if case .object(let meta)? = entry.trace.meta, case .string(let text)? = meta["description"] {
                    return text
                }
                return ""
            }()
            let ok = entry.cases.allSatisfy(\.passed)
            parts.append("<section class=\"fixture\" id=\"fixture-\(index)\">")
            parts.append(
                "<h2>\(SVG.escape(entry.trace.name)) <span class=\"\(ok ? "pass" : "fail")\">\(entry.cases.isEmpty ? "" : ok ? "pass" : "fail")</span></h2>"
            )
            parts.append("<p class=\"meta\">\(SVG.escape(entry.file)) · \(SVG.escape(description))</p>")
            let why = entry.report.release?.decision.reason ?? entry.report.noReleaseReason
            parts.append(
                "<p>outcome <b>\(entry.report.outcome.rawValue)</b>\(why.map { " · " + SVG.escape($0) } ?? "")</p>")
            if let decision = entry.report.release?.decision, let direction = decision.direction,
                let margin = decision.margin
            {
                parts.append("<p class=\"meta\">margin: \(SVG.escape(margin.text(deciding: direction)))</p>")
            }
            if let release = entry.report.release, let note = entry.report.confidenceNote(of: release) {
                parts.append("<p class=\"confidence\">confidence \(SVG.escape(note))</p>")
            }
            if !entry.cases.isEmpty {
                parts.append("<ul>")
                for checkCase in entry.cases {
                    let account = checkCase.mismatches.map { SVG.escape($0.description) }.joined(separator: "; ")
                    let fragile =
                        checkCase.isFragile
                        ? " <span class=\"fragile\">fragile</span>: "
                            + checkCase.fragility.map { SVG.escape($0.description) }.joined(separator: "; ") : ""
                    parts.append(
                        "<li><span class=\"\(checkCase.passed ? "pass" : "fail")\">\(checkCase.passed ? "PASS" : "FAIL")</span> \(SVG.escape(checkCase.handler))\(account.isEmpty ? "" : ": " + account)\(fragile)</li>"
                    )
                }
                parts.append("</ul>")
            }
            if let reason = ProgressPlot.unplottable([entry.trace]) {
                parts.append("<p class=\"meta\">not drawn: \(SVG.escape(reason))</p>")
            } else {
                // A failing case is drawn under the scenario that failed; a passing fixture under its own.
                var drawn: Set<String> = []
                let failing = entry.cases.filter { !$0.passed }.filter { drawn.insert($0.handler).inserted }
                for checkCase in failing {
                    parts.append("<p class=\"meta\">under \(SVG.escape(checkCase.handler)), which failed:</p>")
                    parts.append(ProgressPlot.svg(checkCase.report, standalone: false))
                }
                if failing.isEmpty { parts.append(ProgressPlot.svg(entry.report, standalone: false)) }
            }
            parts.append("</section>")
        }
        parts.append("</body></html>")
        return parts.joined(separator: "\n") + "\n"
    }

    /// Every case in one table, failures first, each linking to its fixture's section.
    static func caseTable(_ entries: [Entry]) -> String {
        let rows = entries.enumerated().flatMap { index, entry in
            entry.cases.map { (index: index, entry: entry, checkCase: $0) }
        }
        guard !rows.isEmpty else { return "<p class=\"summary\">no expectations were checked</p>" }
        let ordered = rows.filter { !$0.checkCase.passed } + rows.filter(\.checkCase.passed)
        var lines = [
            "<table class=\"cases\"><thead><tr><th>status</th><th>fixture</th><th>scenario</th><th>first difference</th></tr></thead><tbody>"
        ]
        for row in ordered {
            let status =
                row.checkCase.isFragile
                ? "<span class=\"pass\">PASS</span> <span class=\"fragile\">fragile</span>"
                : row.checkCase.passed ? "<span class=\"pass\">PASS</span>" : "<span class=\"fail\">FAIL</span>"
            let first =
                row.checkCase.mismatches.first.map { SVG.escape($0.description) }
                ?? row.checkCase.fragility.first.map { SVG.escape($0.description) } ?? ""
            lines.append(
                "<tr><td>\(status)</td><td><a href=\"#fixture-\(row.index)\">\(SVG.escape(row.entry.file))</a></td><td>\(SVG.escape(row.checkCase.handler))</td><td>\(first)</td></tr>"
            )
        }
        lines.append("</tbody></table>")
        return lines.joined(separator: "\n")
    }
}
