import GestureModel
import Interaction
import Replay

/// The scenario option group: every option that chooses or changes the scenario, declared once.
/// `replay`, `compare`, `sweep`, `check`, `report`, `fidelity` and `export` take it with
/// `Option.scenario`, and resolve a trace's scenario with `ScenarioResolver`; the order of
/// precedence (`precedence`) is the same everywhere.
struct ScenarioOptions: Equatable {
    /// The one order of precedence, for every command's help.
    static let precedence = """
        The scenario is the trace's inline "scenario" (edge-back where it has none), replaced by
        --preset or --scenario, then changed by the other options below in the order given.
        """

    /// The group, in the order the help lists it; `several` lets --preset and --scenario repeat
    /// (compare's rows), where otherwise a second one is an error.
    static func options(several: Bool) -> [Option<ScenarioOptions>] {
        let repeatable = several ? "; repeatable" : ""
        return [
            source(
                "--preset", "NAME", help: "a named scenario (see 'gesture-replay presets')" + repeatable,
                example: "ios-pop", choices: Scenario.presets.map(\.name), several: several
            ) { text, command throws(UsageError) in
                guard let preset = Scenario.preset(named: text) else {
                    let names = Scenario.presets.map(\.name)
                    throw UsageError(
                        message:
                            "--preset takes one of \(names.joined(separator: ", ")); got '\(text)'\(NearMiss.hint(for: text, among: names))",
                        command: command)
                }
                return .preset(preset)
            },
            source(
                "--scenario", "FILE",
                help: "a scenario file (see 'gesture-replay presets NAME --format json')" + repeatable,
                example: "scenario.json", choices: nil, several: several
            ) { text, _ in .file(text) },
            Option(
                declaration: OptionDeclaration(
                    flag: "--set", value: "NAME=VALUE",
                    help: "any numeric parameter the scenario reads, e.g. --set threshold=0.4; repeatable",
                    example: "threshold=0.4", choices: ScenarioParameter.allNames.map { $0 + "=" }, group: .scenario)
            ) { options, text, command throws(UsageError) in
                guard let equals = text.firstIndex(of: "="), equals != text.startIndex else {
                    throw UsageError(
                        message: "--set takes NAME=VALUE, for example --set threshold=0.4; got '\(text)'",
                        command: command)
                }
                options.overrides.append(
                    ScenarioOverride(
                        flag: "--set \(text)",
                        change: .parameter(
                            name: String(text[..<equals]), value: String(text[text.index(after: equals)...]))))
            },
            named(.edge, help: "the screen-edge pan's edge", example: "right"),
            parameter(
                "--edge-region", "PT", "edgeRegion", help: "how far from the edge a touch may start", example: "30"),
            parameter("--threshold", "P", "threshold", help: "finish when progress > P", example: "0.4"),
            parameter("--duration", "S", "duration", help: "the transition's duration in seconds", example: "0.3"),
            parameter(
                "--completion-speed", "S|remaining", "completionSpeed",
                help: "completionSpeed, or remaining for 1 − percentComplete", example: "remaining", showsSet: false),
            named(
                .velocity,
                help: VelocityStrategy.allCases.map(\.rawValue).joined(separator: ", ")
                    + ": how the recognizer estimates velocity", example: "lsq2"),
            named(
                .curve, help: CompletionCurve.named.map(\.name).joined(separator: ", ") + ", or cubic(x1,y1,x2,y2)",
                example: "easeOut"),
            parameter(
                "--sample-rate", "HZ", "sampleRate",
                help: "completion samples per second (default: the trace's refreshRate, else 120)", example: "60",
                showsSet: false),
        ]
    }

    /// --preset or --scenario: where the scenario comes from.
    private static func source(
        _ flag: String, _ value: String, help: String, example: String, choices: [String]?, several: Bool,
        make: @escaping (String, String) throws(UsageError) -> ScenarioSource
    ) -> Option<ScenarioOptions> {
        Option(
            declaration: OptionDeclaration(
                flag: flag, value: value, help: help, example: example, choices: choices, group: .scenario)
        ) { options, text, command throws(UsageError) in
            if !several && !options.sources.isEmpty {
                throw UsageError(
                    message: "--preset and --scenario cannot be combined, nor given twice", command: command)
            }
            options.sources.append(try make(text, command))
        }
    }

    /// A flag for one numeric parameter: `--threshold P` is `--set threshold=P`.
    private static func parameter(
        _ flag: String, _ value: String, _ name: String, help: String, example: String, showsSet: Bool = true
    ) -> Option<ScenarioOptions> {
        Option(
            declaration: OptionDeclaration(
                flag: flag, value: value, help: help + (showsSet ? " (--set \(name)=\(value))" : ""), example: example,
                group: .scenario)
        ) { options, text, _ in
            options.overrides.append(
                ScenarioOverride(flag: "\(flag) \(text)", change: .parameter(name: name, value: text)))
        }
    }

    /// --edge, --curve, --velocity: a named value.
    private static func named(_ kind: ScenarioOverride.Named, help: String, example: String) -> Option<ScenarioOptions>
    {
        Option(
            declaration: OptionDeclaration(
                flag: kind.flag, value: kind.value, help: help, example: example, choices: kind.choices,
                group: .scenario)
        ) { options, text, command throws(UsageError) in
            guard let change = kind.change(text) else {
                throw UsageError(message: "\(kind.flag) takes \(kind.accepted); got '\(text)'", command: command)
            }
            options.overrides.append(ScenarioOverride(flag: "\(kind.flag) \(text)", change: change))
        }
    }

    /// Presets and scenario files, in the order given.
    var sources: [ScenarioSource] = []
    var overrides: [ScenarioOverride] = []

    var isEmpty: Bool { sources.isEmpty && overrides.isEmpty }

    /// The scenario files given, which the command reads.
    var files: [String] {
        sources.compactMap { source in
            if case .file(let path) = source { path } else { nil }
        }
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

extension Option {
    /// The scenario option group, landing in `keyPath`.
    static func scenario(_ keyPath: WritableKeyPath<Options, ScenarioOptions>, several: Bool = false) -> [Self] {
        group(keyPath, ScenarioOptions.options(several: several))
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
        // The flag that last set each shared setting (the look-ahead): a later one replaces it.
        var setting: [String: (flag: String, parameter: String)] = [:]
        for override in options.overrides {
            var warnings: [String] = []
            if case .parameter(let name, _) = override.change, let parameter = try? scenario.parameter(named: name),
                let shares = parameter.shares
            {
                if let earlier = setting[shares], earlier.parameter != parameter.name {
                    warnings.append(
                        "\(earlier.flag) changes nothing: \(override.flag), given after it, sets \(shares) too, and it is the one read"
                    )
                }
                setting[shares] = (override.flag, parameter.name)
            }
            if let warning = try override.apply(to: &scenario, command: command) { warnings.append(warning) }
            for warning in warnings where warned.insert(warning).inserted { Console.error("warning: \(warning)") }
        }
        if scenario != base { scenario.name = scenario.name(changedFrom: base) }
        changed[base] = scenario
        return scenario
    }
}
