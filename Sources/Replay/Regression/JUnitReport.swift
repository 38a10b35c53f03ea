/// JUnit XML for CI systems: one testcase per fixture and scenario, failures with the readable account.
public enum JUnitReport {
    public static func xml(for cases: [CheckCase], suiteName: String = "gesture-replay check") -> String {
        let failures = cases.filter { !$0.passed }.count
        var lines = [
            #"<?xml version="1.0" encoding="UTF-8"?>"#,
            #"<testsuites name="\#(escape(suiteName))" tests="\#(cases.count)" failures="\#(failures)" errors="0">"#,
            #"  <testsuite name="\#(escape(suiteName))" tests="\#(cases.count)" failures="\#(failures)" errors="0" skipped="0">"#,
        ]
        for checkCase in cases {
            let open = #"    <testcase classname="\#(escape(checkCase.file))" name="\#(escape(checkCase.handler))""#
            if checkCase.passed {
                lines.append(open + " />")
            } else {
                let account = checkCase.mismatches.map(\.description)
                lines.append(open + ">")
                lines.append(#"      <failure message="\#(escape(account.first ?? "failed"))" type="mismatch">\#(escape(account.joined(separator: "\n")))</failure>"#)
                lines.append("    </testcase>")
            }
        }
        lines.append("  </testsuite>")
        lines.append("</testsuites>")
        return lines.joined(separator: "\n") + "\n"
    }

    /// XML text and attribute escaping (the plots and the HTML report use it too); control characters
    /// XML 1.0 cannot carry become spaces.
    static func escape(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            if let entity = entities[scalar] {
                out += entity
            } else {
                out.unicodeScalars.append(scalar.value < 0x20 ? " " : scalar)
            }
        }
        return out
    }

    /// The characters XML text and attributes must spell as entities.
    private static let entities: [Unicode.Scalar: String] = [
        "&": "&amp;", "<": "&lt;", ">": "&gt;", "\"": "&quot;", "'": "&apos;", "\n": "&#10;", "\t": "&#9;",
    ]
}
