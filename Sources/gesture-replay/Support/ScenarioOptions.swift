import GestureModel
import Interaction
import Replay

/// The scenario option group: every option that chooses or changes the scenario, declared once.
/// `replay`, `compare`, `sweep`, `check`, `report` and `fidelity` parse it with `accept`, print
/// it in their help with `help`, and resolve a trace's scenario with `ScenarioResolver`; the order
/// of precedence (`precedence`) is the same everywhere.
struct ScenarioOptions: Equatable {
    /// One option of the group: its flag, what it takes, its help line, and what it does.
    struct Declaration {
        var flag: String
        var value: String
        var help: String
        var kind: Kind
        /// A value the parser accepts, for the test that walks every option through it.
        var example: String

        /// The values a shell completes, where the kind has a list of names.
        var choices: [String]? {
            switch kind {
            case .preset: Scenario.presets.map(\.name)
            case .velocity: VelocityStrategy.allCases.map(\.rawValue)
            case .curve: CompletionCurve.named.map(\.name)
            case .scenarioFile, .set, .parameter, .edge: nil
            }
        }
    }

    enum Kind: Equatable {
        case preset, scenarioFile, set
        /// A named flag for one numeric parameter (`--threshold P` is `--set threshold=P`).
        case parameter(String)
        case edge, curve, velocity
    }

    /// The group, in the order the help lists it.
    static let declarations: [Declaration] = [
        Declaration(
            flag: "--preset", value: "NAME", help: "a named scenario (see 'gesture-replay presets')", kind: .preset,
            example: "ios-pop"),
        Declaration(
            flag: "--scenario", value: "FILE",
            help: "a scenario file (see 'gesture-replay presets NAME --format json')", kind: .scenarioFile,
            example: "scenario.json"),
        Declaration(
            flag: "--set", value: "NAME=VALUE",
            help: "any numeric parameter the scenario reads, e.g. --set threshold=0.4", kind: .set,
            example: "threshold=0.4"),
        Declaration(
            flag: "--edge", value: "left|right|top|bottom", help: "the screen-edge pan's edge", kind: .edge,
            example: "right"),
        Declaration(
            flag: "--edge-region", value: "PT", help: "how far from the edge a touch may start (--set edgeRegion=PT)",
            kind: .parameter("edgeRegion"), example: "30"),
        Declaration(
            flag: "--threshold", value: "P", help: "finish when progress > P (--set threshold=P)",
            kind: .parameter("threshold"), example: "0.4"),
        Declaration(
            flag: "--duration", value: "S", help: "the transition's duration in seconds (--set duration=S)",
            kind: .parameter("duration"), example: "0.3"),
        Declaration(
            flag: "--completion-speed", value: "S|remaining",
            help: "completionSpeed, or remaining for 1 − percentComplete",
            kind: .parameter("completionSpeed"), example: "remaining"),
        Declaration(
            flag: "--velocity", value: "NAME",
            help: VelocityStrategy.allCases.map(\.rawValue).joined(separator: ", ")
                + ": how the recognizer estimates velocity",
            kind: .velocity, example: "lsq2"),
        Declaration(
            flag: "--curve", value: "NAME",
            help: CompletionCurve.named.map(\.name).joined(separator: ", ") + ", or cubic(x1,y1,x2,y2)",
            kind: .curve, example: "easeOut"),
        Declaration(
            flag: "--sample-rate", value: "HZ",
            help: "completion samples per second (default: the trace's refreshRate, else 120)",
            kind: .parameter("sampleRate"), example: "60"),
    ]

    /// The one order of precedence, for every command's help.
    static let precedence = """
        The scenario is the trace's inline "scenario" (edge-back where it has none), replaced by
        --preset or --scenario, then changed by the other options below in the order given.
        """

    /// The group as option declarations; `several` says that --preset and --scenario repeat.
    static func options(several: Bool) -> [OptionDeclaration] {
        declarations.map { declaration in
            let repeats =
                (several && (declaration.kind == .preset || declaration.kind == .scenarioFile))
                || declaration.kind == .set
            return OptionDeclaration(
                flag: declaration.flag, value: declaration.value,
                help: declaration.help + (repeats ? "; repeatable" : ""),
                example: declaration.example, choices: declaration.choices)
        }
    }

    /// Presets and scenario files, in the order given.
    var sources: [ScenarioSource] = []
    var overrides: [ScenarioOverride] = []

    var isEmpty: Bool { sources.isEmpty && overrides.isEmpty }

    /// Reads `flag` if it belongs to the group: true when it did. `several` lets --preset and
    /// --scenario repeat (compare's rows); otherwise a second one is an error.
    mutating func accept(
        _ flag: String, inline: String?, cursor: inout ArgumentCursor, several: Bool = false
    ) throws(UsageError) -> Bool {
        guard let declaration = Self.declarations.first(where: { $0.flag == flag }) else { return false }
        let text = try cursor.value(for: flag, inline: inline)
        switch declaration.kind {
        case .preset, .scenarioFile:
            if !several && !sources.isEmpty {
                throw UsageError(
                    message: "--preset and --scenario cannot be combined, nor given twice", command: cursor.command)
            }
            if declaration.kind == .scenarioFile {
                sources.append(.file(text))
            } else {
                guard let preset = Scenario.preset(named: text) else {
                    let names = Scenario.presets.map(\.name).joined(separator: ", ")
                    throw UsageError(
                        message:
                            "--preset takes one of \(names); got '\(text)'\(NearMiss.hint(for: text, among: Scenario.presets.map(\.name)))",
                        command: cursor.command)
                }
                sources.append(.preset(preset))
            }
        case .set:
            guard let equals = text.firstIndex(of: "="), equals != text.startIndex else {
                throw UsageError(
                    message: "--set takes NAME=VALUE, for example --set threshold=0.4; got '\(text)'",
                    command: cursor.command)
            }
            let name = String(text[..<equals])
            overrides.append(
                ScenarioOverride(
                    flag: "--set \(text)",
                    change: .parameter(name: name, value: String(text[text.index(after: equals)...]))))
        case .parameter(let parameter):
            overrides.append(
                ScenarioOverride(flag: "\(flag) \(text)", change: .parameter(name: parameter, value: text)))
        case .edge, .curve, .velocity:
            guard let change = ScenarioOverride.Change(flag: flag, text: text) else {
                throw UsageError(
                    message: "\(flag) takes \(ScenarioOverride.Change.accepted(by: flag)); got '\(text)'",
                    command: cursor.command)
            }
            overrides.append(ScenarioOverride(flag: "\(flag) \(text)", change: change))
        }
        return true
    }

    /// The options as typed, for messages: `--preset ios-pop --threshold 0.4`.
    var typed: String {
        (sources.map { source in
            switch source {
            case .preset(let preset): "--preset \(preset.name)"
            case .file(let path): "--scenario \(path)"
            }
        } + overrides.map(\.flag)).joined(separator: " ")
    }
}

/// Where a scenario comes from, before the group's other options change it.
enum ScenarioSource: Equatable {
    case preset(Scenario)
    case file(String)
}

/// Resolves the group for traces: scenario files read once (their warnings printed once), each
/// base scenario changed by the options once, and every error a usage error naming the option.
final class ScenarioResolver {
    let options: ScenarioOptions
    let command: String
    /// The given presets and scenario files, read, in order.
    let given: [Scenario]
    private var changed: [Scenario: Scenario] = [:]
    private var warned: Set<String> = []

    /// Nil when a scenario file cannot be read or is invalid (its problems printed).
    init?(_ options: ScenarioOptions, command: String) {
        self.options = options
        self.command = command
        var given: [Scenario] = []
        for source in options.sources {
            switch source {
            case .preset(let preset): given.append(preset)
            case .file(let path):
                guard let scenario = Files.scenario(path) else { return nil }
                given.append(scenario)
            }
        }
        self.given = given
    }

    /// The trace's own scenario: its inline one (its problems printed), else edge-back; nil when
    /// the inline scenario is invalid.
    static func own(_ trace: Trace, file: String) -> Scenario? {
        Files.reportingProblems(Scenario.resolveLoaded(for: trace, file: file))
    }

    /// The base before the options change it: the one given, or the trace's own.
    func base(for trace: Trace, file: String) -> Scenario? {
        given.first ?? Self.own(trace, file: file)
    }

    /// The scenario for `trace` after the whole group: nil after printing why (an invalid inline
    /// scenario); a usage error when an option does not fit the scenario.
    func scenario(for trace: Trace, file: String) throws(UsageError) -> Scenario? {
        guard let base = base(for: trace, file: file) else { return nil }
        return try changing(base)
    }

    /// `base` changed by the group's options, named after the change.
    func changing(_ base: Scenario) throws(UsageError) -> Scenario {
        if options.overrides.isEmpty { return base }
        if let known = changed[base] { return known }
        var scenario = base
        for override in options.overrides {
            if let warning = try override.apply(to: &scenario, command: command), warned.insert(warning).inserted {
                Console.error("warning: \(warning)")
            }
        }
        if scenario != base { scenario.name = scenario.name(changedFrom: base) }
        changed[base] = scenario
        return scenario
    }
}
