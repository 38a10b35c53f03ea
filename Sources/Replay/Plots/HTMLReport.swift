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
        var parts: [String] = []
        parts.append("""
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
            ul { margin: 6px 0; padding-left: 20px; }
            li { font-size: 14px; }
            svg { max-width: 100%; height: auto; }
            nav a { margin-right: 8px; font-size: 13px; }
            </style></head><body>
            <h1>\(SVG.escape(title))</h1>
            <p class="summary">\(entries.count) fixtures · <span class="pass">\(passed) passed</span> · <span class="\(failed > 0 ? "fail" : "summary")">\(failed) failed</span></p>
            """)
        for (index, entry) in entries.enumerated() {
            let description: String = {
                if case .object(let meta)? = entry.trace.meta, case .string(let text)? = meta["description"] { return text }
                return ""
            }()
            let ok = entry.cases.allSatisfy(\.passed)
            parts.append("<section class=\"fixture\" id=\"fixture-\(index)\">")
            parts.append("<h2>\(SVG.escape(entry.trace.name)) <span class=\"\(ok ? "pass" : "fail")\">\(entry.cases.isEmpty ? "" : ok ? "pass" : "fail")</span></h2>")
            parts.append("<p class=\"meta\">\(SVG.escape(entry.file)) · \(SVG.escape(description))</p>")
            parts.append("<p>outcome <b>\(entry.report.outcome.rawValue)</b>\(entry.report.release.map { " · " + SVG.escape($0.decision.reason) } ?? "")</p>")
            if !entry.cases.isEmpty {
                parts.append("<ul>")
                for checkCase in entry.cases {
                    let account = checkCase.mismatches.map { SVG.escape($0.description) }.joined(separator: "; ")
                    parts.append("<li><span class=\"\(checkCase.passed ? "pass" : "fail")\">\(checkCase.passed ? "PASS" : "FAIL")</span> \(SVG.escape(checkCase.handler))\(account.isEmpty ? "" : ": " + account)</li>")
                }
                parts.append("</ul>")
            }
            if let reason = ProgressPlot.unplottable([entry.trace]) {
                parts.append("<p class=\"meta\">not drawn: \(SVG.escape(reason))</p>")
            } else {
                parts.append(ProgressPlot.svg(entry.report, standalone: false))
            }
            parts.append("</section>")
        }
        parts.append("</body></html>")
        return parts.joined(separator: "\n") + "\n"
    }
}
