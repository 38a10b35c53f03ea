import GestureModel
import Interaction

/// One fixture checked under one expectation.
public struct CheckCase: Sendable {
    public var file: String
    public var expectation: ReplayExpectation
    /// The scenario the expectation ran under.
    public var scenario: Scenario
    public var report: ReplayReport
    public var mismatches: [ReplayExpectation.Mismatch]

    /// `Fixtures/edge/left-slow-drag-finish.json [edge-back]`: what `--filter` matches and JUnit names.
    public var name: String { "\(file) [\(scenario.name)]" }
    public var passed: Bool { mismatches.isEmpty }
}

/// The regression suite's core: replays a fixture under each of its expectations and compares.
/// The command-line `check` and the project's own tests go through this one path.
public enum RegressionCheck {
    /// Every expectation of `trace`, checked; the fixture's own problems (a bad `"expect"` block or
    /// inline scenario) as a failure naming the file, the place and the rule.
    public static func check(_ trace: Trace, file: String) -> Result<[CheckCase], ExpectationLoadFailure> {
        guard let block = trace.expect else { return .success([]) }
        let expectations: [ReplayExpectation]
        switch ReplayExpectation.decodeAll(block, file: file) {
        case .success(let decoded): expectations = decoded
        case .failure(let failure): return .failure(failure)
        }
        var cases: [CheckCase] = []
        for expectation in expectations {
            let scenario: Scenario
            switch expectation.scenario {
            case .preset(let name):
                guard let preset = Scenario.preset(named: name) else { continue }  // decodeAll checked the name
                scenario = preset
            case .own:
                switch Scenario.resolve(for: trace, file: file) {
                case .success(let own): scenario = own
                case .failure(let failure): return .failure(ExpectationLoadFailure(problems: failure.problems))
                }
            }
            let report = Replayer.replay(trace, scenario: scenario)
            cases.append(
                CheckCase(
                    file: file, expectation: expectation, scenario: scenario, report: report,
                    mismatches: expectation.mismatches(in: report)))
        }
        return .success(cases)
    }

    /// The file's bytes with its `"expect"` value replaced by `expectations`, every other byte kept.
    /// Returns nil when the file has no `"expect"` member or is not a JSON object.
    public static func rewritingExpectations(in bytes: [UInt8], with expectations: [ReplayExpectation]) -> [UInt8]? {
        guard let layout = try? JSONParser.topLevelMemberRanges(bytes),
            let range = layout.members.last(where: { $0.key == "expect" })?.value
        else { return nil }
        // Indent the new block like the line the member starts on.
        var lineStart = range.lowerBound
        while lineStart > 0 && bytes[lineStart - 1] != UInt8(ascii: "\n") { lineStart -= 1 }
        let indentation = bytes[lineStart...].prefix { $0 == UInt8(ascii: " ") }.count
        var text = ""
        JSONWriter.write(.array(expectations.map(\.json)), into: &text, indent: indentation / 2)
        return Array(bytes[..<range.lowerBound]) + Array(text.utf8) + Array(bytes[range.upperBound...])
    }
}
