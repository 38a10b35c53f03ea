import GestureModel
import Interaction

extension ReplayExpectation {
    /// The `"expect"` array of a trace file: every problem names the file, the place and the rule.
    public static func decodeAll(
        _ value: JSONValue, file: String
    ) -> Result<[ReplayExpectation], ExpectationLoadFailure> {
        var reader = JSONDocumentReader(file: file)
        let root = TracePath.root.appending("expect")
        var expectations: [ReplayExpectation] = []
        if let elements = reader.array(value, at: root) {
            for (index, element) in elements.enumerated() {
                if let expectation = read(element, at: root.appending(index), reader: &reader) {
                    expectations.append(expectation)
                }
            }
        }
        if reader.hasErrors { return .failure(ExpectationLoadFailure(problems: reader.problems)) }
        return .success(expectations)
    }

    private static let reference = "expectations"
    /// The fields an expect entry may have: anything else is a misspelling that would check nothing.
    static let knownFields =
        "scenario, gesture, decision, outcome, rest, releaseProgress, completionDuration, tolerance, diagnostics, absentDiagnostics"

    private static func read(
        _ value: JSONValue, at path: TracePath, reader: inout JSONDocumentReader
    ) -> ReplayExpectation? {
        guard let object = reader.object(value, at: path) else { return nil }
        var expectation = ReplayExpectation()
        for member in reader.members(object, at: path) {
            let memberPath = path.appending(member.key)
            switch member.key {
            case "scenario":
                // A preset's name, else a scenario file's path (read when the fixture is checked).
                guard let name = reader.string(member.value, at: memberPath) else { break }
                if Scenario.preset(named: name) != nil {
                    expectation.scenario = .preset(name)
                } else if name.isEmpty {
                    let names = Scenario.presets.map(\.name).joined(separator: ", ")
                    reader.error(
                        memberPath,
                        .invalid(
                            value: "\"\"", expected: "a preset (\(names)) or a scenario file", reference: reference))
                } else {
                    expectation.scenario = .file(name)
                }
            case "gesture":
                if let number = reader.integer(member.value, at: memberPath, in: 1...1_000_000, reference: reference) {
                    expectation.gesture = number
                }
            case "decision":
                if let decision = reader.word(
                    member.value, at: memberPath, as: Decision.self, expected: "a decision (finish, cancel, none)",
                    reference: reference)
                {
                    expectation.decision = decision
                }
            case "outcome":
                if let outcome = reader.word(
                    member.value, at: memberPath, as: ReplayReport.Outcome.self, naming: "an outcome",
                    reference: reference)
                {
                    expectation.outcome = outcome
                }
            case "rest":
                // A place's name, or a pager's page index (2 is "page 2").
                if case .number = member.value {
                    if let page = reader.integer(member.value, at: memberPath, in: 0...9_999, reference: reference) {
                        expectation.rest = "page \(page)"
                    }
                } else if let name = reader.string(member.value, at: memberPath) {
                    expectation.rest = name
                }
            case "releaseProgress": expectation.releaseProgress = reader.finite(member.value, at: memberPath)
            case "completionDuration": expectation.completionDuration = reader.finite(member.value, at: memberPath)
            case "tolerance":
                guard let tolerances = reader.object(member.value, at: memberPath) else { break }
                for tolerance in reader.members(tolerances, at: memberPath) {
                    let tolerancePath = memberPath.appending(tolerance.key)
                    switch tolerance.key {
                    case "releaseProgress":
                        if let v = nonNegative(tolerance.value, at: tolerancePath, reader: &reader) {
                            expectation.releaseProgressTolerance = v
                        }
                    case "completionDuration":
                        if let v = nonNegative(tolerance.value, at: tolerancePath, reader: &reader) {
                            expectation.completionDurationTolerance = v
                        }
                    default:
                        reader.error(
                            tolerancePath,
                            .unknownExpectationField(tolerance.key, known: "releaseProgress, completionDuration"))
                    }
                }
            case "diagnostics": expectation.diagnostics = codes(member.value, at: memberPath, reader: &reader)
            case "absentDiagnostics":
                expectation.absentDiagnostics = codes(member.value, at: memberPath, reader: &reader)
            default: reader.error(memberPath, .unknownExpectationField(member.key, known: knownFields))
            }
        }
        return expectation
    }

    private static func nonNegative(_ value: JSONValue, at path: TracePath, reader: inout JSONDocumentReader) -> Double?
    {
        guard let number = reader.finite(value, at: path) else { return nil }
        guard number >= 0 else {
            reader.error(
                path,
                .invalid(value: JSONWriter.formatNumber(number), expected: "a tolerance ≥ 0", reference: reference))
            return nil
        }
        return number
    }

    private static func codes(
        _ value: JSONValue, at path: TracePath, reader: inout JSONDocumentReader
    ) -> [DiagnosticCode] {
        guard let elements = reader.array(value, at: path) else { return [] }
        var codes: [DiagnosticCode] = []
        for (index, element) in elements.enumerated() {
            if let code = reader.word(
                element, at: path.appending(index), as: DiagnosticCode.self,
                expected: "a diagnostic code (see docs/diagnostics.md)", reference: reference)
            {
                codes.append(code)
            }
        }
        return codes
    }

    /// The expectation as it stands in a fixture: only the fields it checks, tolerances only when not the default.
    public var json: JSONValue {
        var object = JSONObject()
        switch scenario {
        case .own: break
        case .preset(let name), .file(let name): object["scenario"] = .string(name)
        }
        if let gesture { object["gesture"] = .number(Double(gesture)) }
        if let decision { object["decision"] = .string(decision.rawValue) }
        if let outcome { object["outcome"] = .string(outcome.rawValue) }
        if let rest { object["rest"] = .string(rest) }
        if let releaseProgress { object["releaseProgress"] = .number(releaseProgress) }
        if let completionDuration { object["completionDuration"] = .number(completionDuration) }
        var tolerance = JSONObject()
        if releaseProgressTolerance != Self.defaultProgressTolerance {
            tolerance["releaseProgress"] = .number(releaseProgressTolerance)
        }
        if completionDurationTolerance != Self.defaultDurationTolerance {
            tolerance["completionDuration"] = .number(completionDurationTolerance)
        }
        if !tolerance.members.isEmpty { object["tolerance"] = .object(tolerance) }
        if !diagnostics.isEmpty { object["diagnostics"] = .array(diagnostics.map { .string($0.rawValue) }) }
        if !absentDiagnostics.isEmpty {
            object["absentDiagnostics"] = .array(absentDiagnostics.map { .string($0.rawValue) })
        }
        return .object(object)
    }
}
