/// JUnit XML for CI systems: one testcase per fixture and scenario, failures with the readable
/// account, and an `<error>` testcase for every fixture that could not be checked at all.
public enum JUnitReport {
    /// A fixture that could not be checked (an invalid trace, expect block or scenario).
    public struct Unchecked: Sendable, Hashable {
        public var file: String
        public var problems: [String]

        public init(file: String, problems: [String]) {
            self.file = file
            self.problems = problems
        }
    }

    /// - Parameter nothingChecked: why a run checked nothing, when it did: a failing testcase says
    ///   so, so a CI system shows a red run, not an empty green one.
    public static func xml(
        for cases: [CheckCase], unchecked: [Unchecked] = [], nothingChecked: String? = nil,
        suiteName: String = "gesture-replay check"
    ) -> String {
        let failures = cases.filter { !$0.passed }.count + (nothingChecked == nil ? 0 : 1)
        let tests = cases.count + unchecked.count + (nothingChecked == nil ? 0 : 1)
        let totals = #"tests="\#(tests)" failures="\#(failures)" errors="\#(unchecked.count)""#
        var lines = [
            #"<?xml version="1.0" encoding="UTF-8"?>"#,
            #"<testsuites name="\#(escape(suiteName))" \#(totals)>"#,
            #"  <testsuite name="\#(escape(suiteName))" \#(totals) skipped="0">"#,
        ]
        for checkCase in cases {
            let open =
                #"    <testcase classname="\#(escape(className(checkCase.file)))" name="\#(escape(checkCase.handler))""#
            if checkCase.isFragile {
                // Passing, and marked: a CI system shows the property and the output beside the pass.
                let flips = checkCase.fragility.map(\.description)
                lines.append(open + ">")
                lines.append("      <properties>")
                lines.append(#"        <property name="fragile" value="\#(escape(flips.joined(separator: "; ")))" />"#)
                lines.append("      </properties>")
                lines.append(
                    "      <system-out>\(escape(flips.map { "fragile: " + $0 }.joined(separator: "\n")))</system-out>")
                lines.append("    </testcase>")
            } else if checkCase.passed {
                lines.append(open + " />")
            } else {
                let account = checkCase.mismatches.map(\.description)
                lines.append(open + ">")
                lines.append(
                    #"      <failure message="\#(escape(account.first ?? "failed"))" type="mismatch">\#(escape(account.joined(separator: "\n")))</failure>"#
                )
                lines.append("    </testcase>")
            }
        }
        if let nothingChecked {
            lines.append(#"    <testcase classname="gesture-replay check" name="nothing checked">"#)
            lines.append(
                #"      <failure message="\#(escape(nothingChecked))" type="nothing checked">\#(escape(nothingChecked))</failure>"#
            )
            lines.append("    </testcase>")
        }
        for fixture in unchecked {
            lines.append(#"    <testcase classname="\#(escape(className(fixture.file)))" name="unchecked">"#)
            lines.append(
                #"      <error message="\#(escape(fixture.problems.first ?? "cannot be checked"))" type="bad input">\#(escape(fixture.problems.joined(separator: "\n")))</error>"#
            )
            lines.append("    </testcase>")
        }
        lines.append("  </testsuite>")
        lines.append("</testsuites>")
        return lines.joined(separator: "\n") + "\n"
    }

    /// A class name from a fixture's path, without the dots CI systems read as package separators:
    /// `Fixtures/edge/left-slow-drag-finish.json` → `Fixtures/edge/left-slow-drag-finish`,
    /// `corpus.jsonl:3` → `corpus:3`.
    static func className(_ file: String) -> String {
        var path = Substring(file)
        var line = ""
        if let colon = path.lastIndex(of: ":"), colon != path.startIndex, path.index(after: colon) != path.endIndex,
            path[path.index(after: colon)...].allSatisfy(\.isNumber)
        {
            line = String(path[colon...])
            path = path[..<colon]
        }
        for suffix in [".jsonl", ".json"] where path.hasSuffix(suffix) {
            path = path.dropLast(suffix.count)
            break
        }
        return String(path.map { $0 == "." ? "_" : $0 }) + line
    }

    /// Text safe in XML 1.0 text and attributes (the plots and the HTML report use it too): the five
    /// special characters as entities, line breaks and tabs as character references, control
    /// characters as spaces and the non-characters U+FFFE and U+FFFF as U+FFFD.
    static func escape(_ text: String) -> String {
        var out = ""
        // Control characters are shown as escapes first, as on a terminal; XML's own syntax after.
        for scalar in text.escapingControls.unicodeScalars {
            if let entity = entities[scalar] {
                out += entity
            } else if scalar.value < 0x20 {
                out += " "  // control characters XML 1.0 does not allow
            } else if scalar.value == 0xFFFE || scalar.value == 0xFFFF {
                out.unicodeScalars.append("\u{FFFD}")  // non-characters XML 1.0 does not allow
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// The characters XML text and attributes must spell as entities.
    private static let entities: [Unicode.Scalar: String] = [
        "&": "&amp;", "<": "&lt;", ">": "&gt;", "\"": "&quot;", "'": "&apos;", "\n": "&#10;", "\t": "&#9;",
        "\r": "&#13;",
    ]
}
