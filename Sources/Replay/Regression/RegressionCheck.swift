import GestureModel
import Interaction

/// The regression suite's core: replays a fixture under each of its expectations and compares.
/// The command-line `check`, app tests and the project's own tests go through this one path.
public enum RegressionCheck {
    /// Every expectation of `trace`, checked; the fixture's own problems (a bad `"expect"` block or
    /// inline scenario, a scenario file that cannot be read) as a failure naming the file, the place
    /// and the rule.
    /// - Parameters:
    ///   - file: the fixture's path (with `:LINE` for a corpus line), for messages; scenario files an
    ///     expectation names are found relative to its folder.
    ///   - ownScenario: replaces the trace's own scenario (its inline one, else edge-back) for the
    ///     expectations that name none (`check --scenario FILE`).
    public static func check(
        _ trace: Trace, file: String, ownScenario: Scenario? = nil
    ) -> Result<[CheckCase], ExpectationLoadFailure> {
        guard let block = trace.expect else { return .success([]) }
        let expectations: [ReplayExpectation]
        switch ReplayExpectation.decodeAll(block, file: file) {
        case .success(let decoded): expectations = decoded
        case .failure(let failure): return .failure(failure)
        }
        var cases: [CheckCase] = []
        for (index, expectation) in expectations.enumerated() {
            let scenario: Scenario
            switch expectation.scenario {
            case .preset(let name):
                guard let preset = Scenario.preset(named: name) else { continue }  // decodeAll checked the name
                scenario = preset
            case .file(let path):
                let place = TracePath.root.appending("expect").appending(index).appending("scenario")
                switch scenarioFile(path, relativeTo: file, place: place) {
                case .success(let loaded): scenario = loaded.scenario
                case .failure(let failure): return .failure(failure)
                }
            case .own:
                if let ownScenario {
                    scenario = ownScenario
                    break
                }
                switch Scenario.resolve(for: trace, file: file) {
                case .success(let own): scenario = own
                case .failure(let failure): return .failure(ExpectationLoadFailure(problems: failure.problems))
                }
            }
            let report = Replayer.replay(trace, scenario: scenario)
            cases.append(
                CheckCase(
                    file: file, expectation: expectation, report: report, mismatches: expectation.mismatches(in: report)
                ))
        }
        return .success(cases)
    }

    /// A trace with no `"expect"` block checked against its `label` instead (`check --labels`):
    /// meant finish must finish, meant cancel must cancel, under its own scenario (or `ownScenario`);
    /// under a resting scenario, the surface must come to rest at the trace's `rest`. No case for
    /// a trace with neither.
    public static func checkLabel(
        _ trace: Trace, file: String, ownScenario: Scenario? = nil
    ) -> Result<[CheckCase], ExpectationLoadFailure> {
        guard trace.label != nil || trace.rest != nil else { return .success([]) }
        let scenario: Scenario
        if let ownScenario {
            scenario = ownScenario
        } else {
            switch Scenario.resolve(for: trace, file: file) {
            case .success(let own): scenario = own
            case .failure(let failure): return .failure(ExpectationLoadFailure(problems: failure.problems))
            }
        }
        let report = Replayer.replay(trace, scenario: scenario)
        let expectation: ReplayExpectation
        let mismatches: [ReplayExpectation.Mismatch]
        switch (scenario.resting, trace.rest, trace.label) {
        case (_?, let rest?, _), (nil, let rest?, nil):
            // Under a transition, a place is said, not checked: it finishes or cancels.
            expectation = ReplayExpectation(rest: rest)
            mismatches =
                scenario.resting == nil
                ? [
                    ReplayExpectation.Mismatch(
                        field: "rest", expected: rest, actual: "a transition",
                        because: "\(scenario.name) finishes or cancels; a trace's \"label\" says which was meant")
                ] : expectation.mismatches(in: report)
        case (let surface, _, let label?):
            expectation = ReplayExpectation(decision: label == .finish ? .finish : .cancel)
            // A label names finish or cancel, which a resting surface never does: said, not checked.
            mismatches =
                surface == nil
                ? expectation.mismatches(in: report)
                : [
                    ReplayExpectation.Mismatch(
                        field: "label", expected: label.rawValue, actual: "a resting surface",
                        because:
                            "\(scenario.name) comes to rest at a place; a trace's \"rest\" (or an expect entry's) names the place"
                    )
                ]
        case (_, nil, nil):
            return .success([])
        }
        return .success([CheckCase(file: file, expectation: expectation, report: report, mismatches: mismatches)])
    }

    /// The expectations of `trace` that name no scenario of their own, checked against the app's
    /// handler code with `setup` (entries naming a preset or a scenario file are for those).
    public static func check<Handler: GestureHandler>(
        _ trace: Trace, file: String, setup: ReplaySetup, handler: Handler
    ) -> Result<[CheckCase], ExpectationLoadFailure> {
        guard let block = trace.expect else { return .success([]) }
        let expectations: [ReplayExpectation]
        switch ReplayExpectation.decodeAll(block, file: file) {
        case .success(let decoded): expectations = decoded.filter { $0.scenario == .own }
        case .failure(let failure): return .failure(failure)
        }
        guard !expectations.isEmpty else { return .success([]) }
        let report = Replayer.replay(trace, setup: setup, handler: handler)
        return .success(
            expectations.map { expectation in
                CheckCase(
                    file: file, expectation: expectation, report: report, mismatches: expectation.mismatches(in: report)
                )
            })
    }

    /// Every problem of a trace's own extensions, as `check` meets them: the `"expect"` block, the
    /// inline scenario, and the scenario files the expectations name, errors and warnings alike.
    /// `validate` and `check` both report these, so what one accepts the other does too.
    public static func problems(for trace: Trace, file: String) -> [TraceProblem] {
        var scenarios = InlineScenarioReader()
        return problems(for: trace, file: file, scenarios: &scenarios)
    }

    /// `problems(for:file:)` for one trace of many, their inline scenarios read by `scenarios`.
    public static func problems(
        for trace: Trace, file: String, scenarios: inout InlineScenarioReader
    ) -> [TraceProblem] {
        var problems: [TraceProblem] = []
        if trace.scenario != nil {
            switch scenarios.resolveLoaded(for: trace, file: file) {
            case .success(let loaded): problems += loaded.warnings
            case .failure(let failure): problems += failure.problems
            }
        }
        guard let block = trace.expect else { return problems }
        switch ReplayExpectation.decodeAll(block, file: file) {
        case .failure(let failure):
            problems += failure.problems
        case .success(let expectations):
            for (index, expectation) in expectations.enumerated() {
                guard case .file(let path) = expectation.scenario else { continue }
                let place = TracePath.root.appending("expect").appending(index).appending("scenario")
                switch scenarioFile(path, relativeTo: file, place: place) {
                case .success(let loaded): problems += loaded.warnings
                case .failure(let failure): problems += failure.problems
                }
            }
        }
        return problems
    }

    /// A scenario file named by an expectation: `path` as written, relative to the fixture's folder.
    static func scenarioFile(
        _ path: String, relativeTo fixture: String, place: TracePath
    ) -> Result<LoadedScenario, ExpectationLoadFailure> {
        let resolved = path.hasPrefix("/") ? path : folder(of: fixture) + path
        let bytes: [UInt8]
        do {
            bytes = try TraceLoader.readFile(at: resolved)
        } catch {
            let names = Scenario.presets.map(\.name).joined(separator: ", ")
            let problem = TraceProblem(
                severity: .error, file: fixture, path: place,
                rule: .invalid(
                    value: "\"\(path)\"", expected: "a preset (\(names)) or a scenario file; \(error.reason)",
                    reference: "expectations"))
            return .failure(ExpectationLoadFailure(problems: [problem]))
        }
        switch Scenario.load(bytes: bytes, file: resolved) {
        case .success(let loaded): return .success(loaded)
        case .failure(let failure): return .failure(ExpectationLoadFailure(problems: failure.problems))
        }
    }

    /// The folder part of a path, with its slash ("Fixtures/edge/" for "Fixtures/edge/a.json"); empty for a bare name.
    public static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return String(path[...slash])
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
