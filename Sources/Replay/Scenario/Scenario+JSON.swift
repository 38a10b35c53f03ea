import GestureModel
import Interaction

extension Scenario: ScenarioFields {
    /// A scenario file's fields, in the order the writer writes them. `preset`, read first
    /// wherever it stands, is not one of them: it names the scenario the others change.
    static let fields: [ScenarioField<Self>] = [
        .text("name", \.name, help: "shown in reports"),
        .text("source", \.source, help: "where the scenario comes from"),
        .union(
            "recognizer", get: \.recognizer, set: { $0.recognizer = $1 }, RecognizerConfiguration.union,
            help: "the recognizer"),
        .union(
            "resting", get: \.resting, set: { $0.resting = $1 }, RestingSurface.union,
            help: "a sheet or pager that settles at one of its places", omittedWhen: { $0 == nil }),
        .union(
            "progress", get: \.progress, set: { $0.progress = $1 }, ProgressMapping.union,
            help: "how the handler computes progress", unread: RestingSurface.drivesNoTransition),
        .section(
            "handler", get: \.handler, modify: { scenario, change in change(&scenario.handler) },
            help: "the handler's responses and its release rule", unread: RestingSurface.drivesNoTransition),
        .section(
            "transition", get: \.transition, modify: { scenario, change in change(&scenario.transition) },
            help: "the transition and its completion", unread: RestingSurface.drivesNoTransition),
        .word(
            "velocity", \.velocity, naming: "a velocity strategy",
            help: "how the recognizer estimates velocity: `uikit`, `lsq2`, `impulse`, `flutter`, `last`, `swiftui`"),
        .number(
            "sampleRate", \.sampleRate, .hertz, .positive,
            help: "completion samples per second; `null` uses the trace's refreshRate, else 120"),
    ]

    /// What a file's omitted fields take without a `preset`: edge-back's values, named `custom`.
    static var fileDefaults: Scenario {
        var scenario = Scenario.edgeBack
        scenario.name = "custom"
        scenario.source = nil
        return scenario
    }

    /// The scenario as a scenario file: every field, so it is a complete place to start from.
    public var json: JSONValue { .object(Self.fields.written(self, scenario: self)) }
}

extension Scenario {
    /// Decodes a scenario file, or an inline `"scenario"` of a trace (pass its path as `at`).
    /// Omitted fields take the defaults documented in docs/scenarios.md.
    public static func decode(
        _ value: JSONValue, file: String, at root: TracePath = .root
    ) -> Result<Scenario, ScenarioLoadFailure> {
        load(value, file: file, at: root).map(\.scenario)
    }

    /// Decodes a scenario, keeping its warnings (unknown or renamed fields) for the caller to show.
    public static func load(
        _ value: JSONValue, file: String, at root: TracePath = .root
    ) -> Result<LoadedScenario, ScenarioLoadFailure> {
        var reader = JSONDocumentReader(file: file)
        let scenario = ScenarioReader.read(value, at: root, reader: &reader)
        if let scenario, !reader.hasErrors {
            return .success(
                LoadedScenario(scenario: scenario, warnings: reader.problems.filter { $0.severity == .warning }))
        }
        return .failure(ScenarioLoadFailure(problems: reader.problems))
    }

    /// The scenario a trace asks for: its inline `"scenario"`, else edge-back.
    public static func resolve(for trace: Trace, file: String) -> Result<Scenario, ScenarioLoadFailure> {
        resolveLoaded(for: trace, file: file).map(\.scenario)
    }

    /// The scenario a trace asks for, with the inline scenario's warnings: its inline scenario,
    /// else the model of the system gesture its recorder observed, else edge-back.
    public static func resolveLoaded(for trace: Trace, file: String) -> Result<LoadedScenario, ScenarioLoadFailure> {
        guard let inline = trace.scenario else {
            return .success(LoadedScenario(scenario: systemModel(for: trace) ?? .edgeBack, warnings: []))
        }
        return load(inline, file: file, at: TracePath.root.appending("scenario"))
    }

    /// The preset that models the system gesture a recording observed (the recognizer a fidelity
    /// check compares with, when it is the system's): the edge pop is `ios-pop`, iOS 26's content
    /// pop `ios-content-pop`. Nil for the app's own recognizer and for system gestures no preset models.
    public static func systemModel(for trace: Trace) -> Scenario? {
        guard let observed = trace.observed?.comparedRecognizer, observed.owner == .system else { return nil }
        switch observed.role {
        case .edgePop: return .iosPop
        case .contentPop: return .iosContentPop
        case .sheetDismiss, .zoomDismiss, nil: return nil
        }
    }

    /// Parses and decodes the bytes of a scenario file, with its warnings.
    public static func load(bytes: some Collection<UInt8>, file: String) -> Result<LoadedScenario, ScenarioLoadFailure>
    {
        do {
            return load(try JSONParser.parse(bytes), file: file)
        } catch {
            let problem = TraceProblem(
                severity: .error, file: file, path: .root,
                rule: .syntax(message: error.message, line: error.line, column: error.column))
            return .failure(ScenarioLoadFailure(problems: [problem]))
        }
    }

    /// Parses and decodes the bytes of a scenario file.
    public static func decode(bytes: some Collection<UInt8>, file: String) -> Result<Scenario, ScenarioLoadFailure> {
        load(bytes: bytes, file: file).map(\.scenario)
    }
}

/// The inline scenarios of a corpus's traces, read in turn: a trace whose inline scenario is the
/// same JSON as the last one read gets that one's result, its problems naming this trace's file,
/// rather than a second reading. A corpus's traces usually carry one recorder's scenario, or none.
public struct InlineScenarioReader: Sendable {
    private var last: (inline: JSONValue, file: String, result: Result<LoadedScenario, ScenarioLoadFailure>)?

    public init() {}

    /// `Scenario.resolveLoaded(for:file:)`, reading an inline scenario only when it differs from
    /// the last one.
    public mutating func resolveLoaded(for trace: Trace, file: String) -> Result<LoadedScenario, ScenarioLoadFailure> {
        guard let inline = trace.scenario else { return Scenario.resolveLoaded(for: trace, file: file) }
        if let last, last.inline == inline {
            guard last.file != file else { return last.result }
            // A scenario's problems name the file and nothing else of the trace (`Scenario.load`).
            func naming(_ problems: [TraceProblem]) -> [TraceProblem] {
                problems.map { problem in
                    var named = problem
                    named.file = file
                    return named
                }
            }
            switch last.result {
            case .success(var loaded):
                loaded.warnings = naming(loaded.warnings)
                return .success(loaded)
            case .failure(var failure):
                failure.problems = naming(failure.problems)
                return .failure(failure)
            }
        }
        let result = Scenario.resolveLoaded(for: trace, file: file)
        last = (inline, file, result)
        return result
    }
}

/// One pass over a scenario document, collecting every problem.
private enum ScenarioReader {
    static func read(_ value: JSONValue, at root: TracePath, reader: inout JSONDocumentReader) -> Scenario? {
        guard let top = reader.object(value, at: root) else { return nil }
        var scenario = Scenario.fileDefaults
        var presetBase: Scenario?
        // "preset" names the scenario the other fields change; it is read first wherever it stands.
        if let presetValue = top["preset"], let name = reader.string(presetValue, at: root.appending("preset")) {
            if let preset = Scenario.preset(named: name) {
                scenario = preset
                presetBase = preset
            } else {
                let names = Scenario.presets.map(\.name).joined(separator: ", ")
                reader.error(
                    root.appending("preset"),
                    .invalid(value: "\"\(name)\"", expected: "a preset (\(names))", reference: scenarioValues))
            }
        }
        let startingKind = scenario.recognizer.kind
        Scenario.fields.read(top, at: root, into: &scenario, reader: &reader, skipping: ["preset"])
        // A recognizer of another kind brings its own progress, unless the file gives one.
        if top["progress"] == nil, scenario.recognizer.kind != startingKind {
            scenario.progress = scenario.recognizer.defaultProgress
        }
        // A resting scenario reads no progress, handler or transition: they are the resting
        // factory's, so two files that differ only there are the same scenario.
        if let surface = scenario.resting {
            let resting = Scenario.resting(
                name: scenario.name, source: scenario.source ?? "", recognizer: scenario.recognizer,
                velocity: scenario.velocity, surface: surface)
            scenario.progress = resting.progress
            scenario.handler = resting.handler
            scenario.transition = resting.transition
        } else {
            checkCombination(scenario, at: root, top: top, reader: &reader)
        }
        Scenario.fields.warnUnread(scenario, object: top, at: root, scenario: scenario, reader: &reader)
        // A curve the timing does not read is recorded as the timing's own, so two files that
        // differ only there are the same scenario.
        if !scenario.transition.completesOnCurve {
            scenario.transition.completionCurve = scenario.transition.timing.ownCurve
        }
        // A preset changed without a name of its own is named after the change (edge-back-right).
        if top["name"] == nil, let base = presetBase {
            scenario.name = scenario.name(changedFrom: base)
        }
        return scenario
    }

    /// The progress must fit the recognizer: translations need a pan, `inward` a screen-edge pan, pinchScale a pinch.
    static func checkCombination(
        _ scenario: Scenario, at root: TracePath, top: JSONObject, reader: inout JSONDocumentReader
    ) {
        let place = top["progress"] != nil ? root.appending("progress") : root
        switch (scenario.recognizer, scenario.progress) {
        case (.pinch, .translation):
            reader.error(
                place,
                .invalid(
                    value: "translation progress", expected: "possible with a pinch recognizer (use pinchScale)",
                    reference: "scenario combinations"))
        case (.pan, .pinchScale), (.screenEdgePan, .pinchScale), (.drag, .pinchScale), (.contentPan, .pinchScale):
            reader.error(
                place,
                .invalid(
                    value: "pinchScale progress",
                    expected: "possible with a \(scenario.recognizer.kind) recognizer (use translation)",
                    reference: "scenario combinations"))
        case (.pan, .translation(let t)) where t.axis == .inward,
            (.drag, .translation(let t)) where t.axis == .inward,
            (.contentPan, .translation(let t)) where t.axis == .inward:
            reader.error(
                place,
                .invalid(
                    value: "the inward axis",
                    expected: "possible without a screen edge (use x or y, or a screenEdgePan recognizer)",
                    reference: "scenario combinations"))
        default:
            break
        }
    }
}
