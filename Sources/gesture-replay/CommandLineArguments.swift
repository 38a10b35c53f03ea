import GestureModel
import Interaction
import Replay

/// A command line that cannot be run: names the flag or argument and what it accepts.
struct UsageError: Error, Equatable {
    var message: String
    /// The subcommand whose help to point at.
    var command: String?
}

enum OutputFormat: String {
    case text, json
}

/// One change to the scenario from the command line, applied in order after the base scenario.
struct ScenarioOverride: Equatable {
    /// As typed, for messages: `--threshold 0.4` or `--set threshold=0.4`.
    var flag: String
    var change: Change

    enum Change: Equatable {
        case parameter(name: String, value: String)
        case edge(ScreenEdge)
        case curve(CompletionCurve)
        case velocity(VelocityStrategy)
    }
}

/// Where the replay's scenario comes from, before the overrides.
enum ScenarioSource: Equatable {
    /// The trace's inline scenario if it has one, else edge-back.
    case traceOrDefault
    case preset(Scenario)
    case file(String)
}

struct ReplayRequest: Equatable {
    /// nil replays the bundled example.
    var path: String?
    var source: ScenarioSource = .traceOrDefault
    var overrides: [ScenarioOverride] = []
    var format: OutputFormat = .text
    /// Also write the progress plot here (SVG).
    var plot: String?
}

/// What the command line asks for.
enum Invocation: Equatable {
    case help(command: String?)
    case replay(ReplayRequest)
    case validate(paths: [String])
    case presets(name: String?, format: OutputFormat)
    case check(CheckCommand.Options)
    case compare(path: String, presets: [Scenario], format: OutputFormat, plot: String?)
    case report(paths: [String], output: String)
    case synth(SynthCommand.Options)
    case sweep(SweepCommand.Options)
    case bench(BenchCommand.Options)
}

/// Parses the arguments after the program name. Pure: no I/O.
func parse(_ arguments: [String]) throws(UsageError) -> Invocation {
    guard let first = arguments.first else {
        return .replay(ReplayRequest(path: nil))
    }
    if first == "--help" || first == "-h" || first == "help" {
        return .help(command: arguments.dropFirst().first)
    }
    let rest = Array(arguments.dropFirst())
    switch first {
    case "replay": return try parseReplay(rest)
    case "validate": return try parseValidate(rest)
    case "presets": return try parsePresets(rest)
    case "check": return try parseCheck(rest)
    case "compare": return try parseCompare(rest)
    case "report": return try parseReport(rest)
    case "bench":
        do {
            return .bench(try BenchCommand.parse(rest))
        } catch where error.command == "bench-help" {
            return .help(command: "bench")
        }
    case "sweep":
        do {
            return .sweep(try SweepCommand.parse(rest))
        } catch where error.command == "sweep-help" {
            return .help(command: "sweep")
        }
    case "synth":
        do {
            return .synth(try SynthCommand.parse(rest))
        } catch where error.command == "synth-help" {
            return .help(command: "synth")
        }
    default:
        if first.hasPrefix("-") {
            throw UsageError(message: "unknown option '\(first)'; expected a command (replay, compare, check, report, synth, sweep, bench, validate, presets) or --help", command: nil)
        }
        throw UsageError(message: "unknown command '\(first)'; the commands are replay, compare, check, report, synth, sweep, bench, validate and presets", command: nil)
    }
}

/// Walks the arguments, splitting `--name value` and `--name=value`; every command's parser uses it.
struct ArgumentCursor {
    let command: String
    var arguments: [String]
    var index = 0

    mutating func next() -> String? {
        guard index < arguments.count else { return nil }
        defer { index += 1 }
        return arguments[index]
    }

    mutating func value(for flag: String, inline: String?) throws(UsageError) -> String {
        if let inline { return inline }
        guard let value = next() else {
            throw UsageError(message: "\(flag) needs a value", command: command)
        }
        return value
    }
}

/// The named flags that set a scenario parameter, and the parameter each sets.
private let parameterFlags: [String: String] = [
    "--threshold": "threshold", "--duration": "duration", "--completion-speed": "completionSpeed",
    "--edge-region": "edgeRegion", "--sample-rate": "sampleRate",
]

private func parseReplay(_ arguments: [String]) throws(UsageError) -> Invocation {
    var cursor = ArgumentCursor(command: "replay", arguments: arguments)
    var request = ReplayRequest()
    var sawPath = false
    while let argument = cursor.next() {
        guard argument.hasPrefix("--") else {
            if argument == "-h" { return .help(command: "replay") }
            if sawPath {
                throw UsageError(message: "replay takes one trace file; got a second argument '\(argument)'", command: "replay")
            }
            request.path = argument
            sawPath = true
            continue
        }
        let (flag, inline) = splitFlag(argument)
        if let name = parameterFlags[flag] {
            let value = try cursor.value(for: flag, inline: inline)
            request.overrides.append(ScenarioOverride(flag: "\(flag) \(value)", change: .parameter(name: name, value: value)))
            continue
        }
        switch flag {
        case "--help":
            return .help(command: "replay")
        case "--preset":
            let name = try cursor.value(for: flag, inline: inline)
            guard request.source == .traceOrDefault else {
                throw UsageError(message: "--preset and --scenario cannot be combined, nor given twice", command: "replay")
            }
            guard let preset = Scenario.preset(named: name) else {
                let names = Scenario.presets.map(\.name).joined(separator: ", ")
                throw UsageError(message: "--preset takes one of \(names); got '\(name)'", command: "replay")
            }
            request.source = .preset(preset)
        case "--scenario":
            let file = try cursor.value(for: flag, inline: inline)
            guard request.source == .traceOrDefault else {
                throw UsageError(message: "--preset and --scenario cannot be combined, nor given twice", command: "replay")
            }
            request.source = .file(file)
        case "--set":
            let assignment = try cursor.value(for: flag, inline: inline)
            guard let equals = assignment.firstIndex(of: "="), equals != assignment.startIndex else {
                throw UsageError(message: "--set takes NAME=VALUE, for example --set threshold=0.4; got '\(assignment)'", command: "replay")
            }
            let name = String(assignment[..<equals])
            let value = String(assignment[assignment.index(after: equals)...])
            request.overrides.append(ScenarioOverride(flag: "--set \(assignment)", change: .parameter(name: name, value: value)))
        case "--edge":
            let text = try cursor.value(for: flag, inline: inline)
            guard let edge = ScreenEdge(rawValue: text) else {
                throw UsageError(message: "--edge takes left, right, top or bottom; got '\(text)'", command: "replay")
            }
            request.overrides.append(ScenarioOverride(flag: "--edge \(text)", change: .edge(edge)))
        case "--curve":
            let text = try cursor.value(for: flag, inline: inline)
            guard let curve = CompletionCurve(parsing: text) else {
                let names = CompletionCurve.named.map(\.name).joined(separator: ", ")
                throw UsageError(message: "--curve takes \(names) or cubic(x1,y1,x2,y2) with x1, x2 in [0, 1]; got '\(text)'", command: "replay")
            }
            request.overrides.append(ScenarioOverride(flag: "--curve \(text)", change: .curve(curve)))
        case "--velocity":
            let text = try cursor.value(for: flag, inline: inline)
            guard let strategy = VelocityStrategy(rawValue: text) else {
                let names = VelocityStrategy.allCases.map(\.rawValue).joined(separator: ", ")
                throw UsageError(message: "--velocity takes \(names); got '\(text)'", command: "replay")
            }
            request.overrides.append(ScenarioOverride(flag: "--velocity \(text)", change: .velocity(strategy)))
        case "--format":
            request.format = try format(cursor.value(for: flag, inline: inline), command: "replay")
        case "--plot":
            request.plot = try cursor.value(for: flag, inline: inline)
        default:
            throw UsageError(message: "unknown option '\(flag)' for replay", command: "replay")
        }
    }
    guard sawPath else {
        throw UsageError(message: "replay needs a trace file", command: "replay")
    }
    return .replay(request)
}

private func parseValidate(_ arguments: [String]) throws(UsageError) -> Invocation {
    var paths: [String] = []
    for argument in arguments {
        if argument == "--help" || argument == "-h" { return .help(command: "validate") }
        if argument.hasPrefix("--") {
            throw UsageError(message: "unknown option '\(splitFlag(argument).flag)' for validate", command: "validate")
        }
        paths.append(argument)
    }
    guard !paths.isEmpty else {
        throw UsageError(message: "validate needs at least one trace file, folder or .jsonl corpus", command: "validate")
    }
    return .validate(paths: paths)
}

private func parsePresets(_ arguments: [String]) throws(UsageError) -> Invocation {
    var cursor = ArgumentCursor(command: "presets", arguments: arguments)
    var name: String?
    var outputFormat = OutputFormat.text
    while let argument = cursor.next() {
        if argument == "--help" || argument == "-h" { return .help(command: "presets") }
        if argument.hasPrefix("--") {
            let (flag, inline) = splitFlag(argument)
            guard flag == "--format" else {
                throw UsageError(message: "unknown option '\(flag)' for presets", command: "presets")
            }
            outputFormat = try format(cursor.value(for: flag, inline: inline), command: "presets")
            continue
        }
        guard name == nil else {
            throw UsageError(message: "presets takes at most one preset name; got a second argument '\(argument)'", command: "presets")
        }
        guard Scenario.preset(named: argument) != nil else {
            let names = Scenario.presets.map(\.name).joined(separator: ", ")
            throw UsageError(message: "no preset named '\(argument)'; the presets are \(names)", command: "presets")
        }
        name = argument
    }
    return .presets(name: name, format: outputFormat)
}

private func parseCheck(_ arguments: [String]) throws(UsageError) -> Invocation {
    var cursor = ArgumentCursor(command: "check", arguments: arguments)
    var options = CheckCommand.Options()
    while let argument = cursor.next() {
        if argument == "--help" || argument == "-h" { return .help(command: "check") }
        guard argument.hasPrefix("--") else {
            options.paths.append(argument)
            continue
        }
        let (flag, inline) = splitFlag(argument)
        switch flag {
        case "--junit": options.junit = try cursor.value(for: flag, inline: inline)
        case "--filter": options.filter = try cursor.value(for: flag, inline: inline)
        case "--update":
            if inline != nil { throw UsageError(message: "--update takes no value", command: "check") }
            options.update = true
        case "--scenario":
            if options.scenario != nil { throw UsageError(message: "--scenario can be given once", command: "check") }
            options.scenario = try cursor.value(for: flag, inline: inline)
        default:
            throw UsageError(message: "unknown option '\(flag)' for check", command: "check")
        }
    }
    guard !options.paths.isEmpty else {
        throw UsageError(message: "check needs at least one fixture file or folder, for example 'check Fixtures'", command: "check")
    }
    return .check(options)
}

private func parseReport(_ arguments: [String]) throws(UsageError) -> Invocation {
    var cursor = ArgumentCursor(command: "report", arguments: arguments)
    var paths: [String] = []
    var output: String?
    while let argument = cursor.next() {
        if argument == "--help" || argument == "-h" { return .help(command: "report") }
        if argument == "-o" {
            output = try cursor.value(for: argument, inline: nil)
            continue
        }
        guard argument.hasPrefix("--") else {
            paths.append(argument)
            continue
        }
        let (flag, inline) = splitFlag(argument)
        guard flag == "--output" else { throw UsageError(message: "unknown option '\(flag)' for report", command: "report") }
        output = try cursor.value(for: flag, inline: inline)
    }
    guard !paths.isEmpty else { throw UsageError(message: "report needs fixture files or folders", command: "report") }
    guard let output else { throw UsageError(message: "report needs -o FILE.html", command: "report") }
    return .report(paths: paths, output: output)
}

private func parseCompare(_ arguments: [String]) throws(UsageError) -> Invocation {
    var cursor = ArgumentCursor(command: "compare", arguments: arguments)
    var path: String?
    var presets = Scenario.comparisonPresets
    var outputFormat = OutputFormat.text
    var plot: String?
    while let argument = cursor.next() {
        if argument == "--help" || argument == "-h" { return .help(command: "compare") }
        guard argument.hasPrefix("--") else {
            if path != nil {
                throw UsageError(message: "compare takes one trace file; got a second argument '\(argument)'", command: "compare")
            }
            path = argument
            continue
        }
        let (flag, inline) = splitFlag(argument)
        switch flag {
        case "--presets":
            let list = try cursor.value(for: flag, inline: inline)
            presets = []
            for name in list.split(separator: ",").map(String.init) {
                guard let preset = Scenario.preset(named: name) else {
                    let names = Scenario.presets.map(\.name).joined(separator: ", ")
                    throw UsageError(message: "--presets takes names from \(names), separated by commas; got '\(name)'", command: "compare")
                }
                presets.append(preset)
            }
            if presets.isEmpty { throw UsageError(message: "--presets needs at least one name", command: "compare") }
        case "--format":
            outputFormat = try format(cursor.value(for: flag, inline: inline), command: "compare")
        case "--plot":
            plot = try cursor.value(for: flag, inline: inline)
        default:
            throw UsageError(message: "unknown option '\(flag)' for compare", command: "compare")
        }
    }
    guard let path else { throw UsageError(message: "compare needs a trace file", command: "compare") }
    return .compare(path: path, presets: presets, format: outputFormat, plot: plot)
}

private func format(_ text: String, command: String) throws(UsageError) -> OutputFormat {
    guard let value = OutputFormat(rawValue: text) else {
        throw UsageError(message: "--format takes text or json; got '\(text)'", command: command)
    }
    return value
}

func splitFlag(_ argument: String) -> (flag: String, inline: String?) {
    guard let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
    return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
}

extension ScenarioOverride {
    /// `NAME=VALUE` from the command line: the table's parameter, with its value read from the text
    /// (`completionSpeed` also takes `remaining`, the getter override 1 − percentComplete).
    static func set(_ name: String, text: String, in scenario: inout Scenario) throws(ScenarioParameterError) {
        let parameter = try scenario.parameter(named: name)
        if parameter == .completionSpeed {
            switch CompletionSpeed(parsing: text) {
            case .constant(let value)?: try scenario.set(parameter, to: value)
            case let speed?: scenario.transition.completionSpeed = speed
            case nil: throw ScenarioParameterError(message: "completionSpeed takes a number or 'remaining'; got '\(text)'")
            }
            return
        }
        guard let value = Double(text), value.isFinite else {
            throw ScenarioParameterError(message: "\(name) takes a number; got '\(text)'")
        }
        try scenario.set(parameter, to: value)
    }

    /// Applies the override, or names the flag and what it accepts.
    func apply(to scenario: inout Scenario) throws(UsageError) {
        switch change {
        case .parameter(let name, let text):
            do {
                try Self.set(name, text: text, in: &scenario)
            } catch {
                throw UsageError(message: "\(flag): \(error.message)", command: "replay")
            }
        case .edge(let edge):
            guard case .screenEdgePan(var parameters) = scenario.recognizer else {
                throw UsageError(
                    message: "\(flag): --edge applies to a screen-edge pan; scenario \(scenario.name) uses a \(scenario.recognizer.kind) recognizer",
                    command: "replay")
            }
            parameters.edge = edge
            scenario.recognizer = .screenEdgePan(parameters)
        case .curve(let curve):
            scenario.transition.completionCurve = curve
        case .velocity(let strategy):
            scenario.velocity = strategy
        }
    }
}
