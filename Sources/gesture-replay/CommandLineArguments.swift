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

/// What the command line asks for.
enum Invocation: Equatable {
    case help(command: String?)
    /// Replay a trace file; `path == nil` replays the bundled example.
    case replay(path: String?, scenario: Scenario, format: OutputFormat)
    case validate(paths: [String])
}

/// Parses the arguments after the program name. Pure: no I/O.
func parse(_ arguments: [String]) throws(UsageError) -> Invocation {
    guard let first = arguments.first else {
        return .replay(path: nil, scenario: .edgeBack, format: .text)
    }
    if first == "--help" || first == "-h" || first == "help" {
        return .help(command: arguments.dropFirst().first)
    }
    let rest = Array(arguments.dropFirst())
    switch first {
    case "replay": return try parseReplay(rest)
    case "validate": return try parseValidate(rest)
    default:
        if first.hasPrefix("-") {
            throw UsageError(message: "unknown option '\(first)'; expected a command (replay, validate) or --help", command: nil)
        }
        throw UsageError(message: "unknown command '\(first)'; the commands are replay and validate", command: nil)
    }
}

/// Splits `--name value` and `--name=value`.
private struct ArgumentCursor {
    var arguments: [String]
    var index = 0

    mutating func next() -> String? {
        guard index < arguments.count else { return nil }
        defer { index += 1 }
        return arguments[index]
    }

    mutating func value(for flag: String, command: String, inline: String?) throws(UsageError) -> String {
        if let inline { return inline }
        guard let value = next() else {
            throw UsageError(message: "\(flag) needs a value", command: command)
        }
        return value
    }
}

private func parseReplay(_ arguments: [String]) throws(UsageError) -> Invocation {
    var cursor = ArgumentCursor(arguments: arguments)
    var path: String?
    var scenario = Scenario.edgeBack
    var format = OutputFormat.text
    let command = "replay"
    while let argument = cursor.next() {
        guard argument.hasPrefix("--") else {
            if argument == "-h" { return .help(command: command) }
            if path != nil {
                throw UsageError(message: "replay takes one trace file; got a second argument '\(argument)'", command: command)
            }
            path = argument
            continue
        }
        let (flag, inline) = splitFlag(argument)
        switch flag {
        case "--help":
            return .help(command: command)
        case "--edge":
            let text = try cursor.value(for: flag, command: command, inline: inline)
            guard let edge = ScreenEdge(rawValue: text) else {
                throw UsageError(message: "--edge takes left, right, top or bottom; got '\(text)'", command: command)
            }
            scenario.edge = edge
        case "--edge-region":
            scenario.edgeRegion = try number(flag, cursor.value(for: flag, command: command, inline: inline), accepts: "a number of points ≥ 0") { $0 >= 0 }
        case "--threshold":
            scenario.threshold = try number(flag, cursor.value(for: flag, command: command, inline: inline), accepts: "a number from 0 to 1") { (0 ... 1).contains($0) }
        case "--duration":
            scenario.transition.duration = try number(flag, cursor.value(for: flag, command: command, inline: inline), accepts: "a number of seconds > 0") { $0 > 0 }
        case "--completion-speed":
            let text = try cursor.value(for: flag, command: command, inline: inline)
            guard let speed = CompletionSpeed(parsing: text) else {
                throw UsageError(message: "--completion-speed takes a number or 'remaining' (1 − percentComplete); got '\(text)'", command: command)
            }
            scenario.transition.completionSpeed = speed
        case "--curve":
            let text = try cursor.value(for: flag, command: command, inline: inline)
            guard let curve = CompletionCurve(parsing: text) else {
                let names = CompletionCurve.named.map(\.name).joined(separator: ", ")
                throw UsageError(message: "--curve takes \(names) or cubic(x1,y1,x2,y2) with x1, x2 in [0, 1]; got '\(text)'", command: command)
            }
            scenario.transition.completionCurve = curve
        case "--sample-rate":
            scenario.sampleRate = try number(flag, cursor.value(for: flag, command: command, inline: inline), accepts: "a rate in Hz > 0") { $0 > 0 }
        case "--format":
            let text = try cursor.value(for: flag, command: command, inline: inline)
            guard let value = OutputFormat(rawValue: text) else {
                throw UsageError(message: "--format takes text or json; got '\(text)'", command: command)
            }
            format = value
        default:
            throw UsageError(message: "unknown option '\(flag)' for replay", command: command)
        }
    }
    guard let path else {
        throw UsageError(message: "replay needs a trace file", command: command)
    }
    return .replay(path: path, scenario: scenario, format: format)
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

private func splitFlag(_ argument: String) -> (flag: String, inline: String?) {
    guard let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
    return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
}

private func number(_ flag: String, _ text: String, accepts: String, _ isValid: (Double) -> Bool) throws(UsageError) -> Double {
    guard let value = Double(text), value.isFinite, isValid(value) else {
        throw UsageError(message: "\(flag) takes \(accepts); got '\(text)'", command: "replay")
    }
    return value
}
