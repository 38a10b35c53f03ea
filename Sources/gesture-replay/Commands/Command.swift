/// One subcommand, in the shape of swift-argument-parser's commands (without the dependency): its
/// options declared once, a parser that returns them (or nil when asked for help), and a `run`
/// that returns the exit status: 0 success, 1 a check failed, 2 bad usage or bad input.
protocol Command {
    associatedtype Options: CommandOptions
    static var name: String { get }
    /// One line: what the command is for, as the tool's overview lists it.
    static var summary: String { get }
    /// The usage lines and what the command does: the help's text before its options.
    static var synopsis: String { get }
    /// Every option, declared once (a shared group lifted in with `Option.group`): the parser,
    /// the help and the shell completions read these.
    static var options: [Option<Options>] { get }
    /// What the help says after the options (inputs, limits); empty by default.
    static var epilogue: String { get }
    /// What each exit status means, one line: every command declares it, and the help ends with it.
    static var exitStatus: String { get }
    /// The words the first argument may be (a format, a preset), for shell completion.
    static var firstArgumentChoices: [String] { get }
    /// A positional argument, in the order given; by default an error.
    static func positional(_ argument: String, into options: inout Options) throws(UsageError)
    /// What the whole command line must satisfy once parsed (a required argument, flags that
    /// exclude each other); `given` are the flags in the order given. Nothing by default.
    static func validate(_ options: inout Options, given: [String]) throws(UsageError)
    /// The files the command line reads (traces, corpora, folders, scenario files), which no
    /// output may name; none by default.
    static func inputs(_ options: Options) -> [String]
    /// The options, or nil when the help was asked for; by default the one parse loop over `options`.
    static func parse(_ arguments: [String]) throws(UsageError) -> Options?
    static func run(_ options: Options) throws(UsageError) -> Int32
}

/// A group of options printed under a heading of its own.
enum OptionGroup: Equatable {
    /// The scenario options (`ScenarioOptions`), with the order of precedence above them.
    case scenario
}

/// One option of a command as the help, the completions and the argument cursor see it.
struct OptionDeclaration: Equatable {
    var flag: String
    /// A short form (`-o`).
    var alias: String? = nil
    /// What it takes (`FILE`, `N`); nil for a switch.
    var value: String? = nil
    /// One paragraph, wrapped where the help is rendered.
    var help: String
    /// A value the parser accepts, for the test that walks every option through it.
    var example: String? = nil
    /// The values a shell completes, where they are a list the help's `value` does not spell out.
    var choices: [String]? = nil
    /// The heading it is listed under; nil: OPTIONS.
    var group: OptionGroup? = nil

    /// The values a shell completes: `choices`, else the words of a value such as `text|json`.
    var completions: [String] {
        if let choices { return choices }
        guard let value, value.contains("|") else { return [] }
        let words = value.split(separator: "|").map(String.init)
        return words.allSatisfy { $0.allSatisfy { $0.isLowercase || $0 == "-" } } ? words : []
    }

    /// `--output, -o FILE` as the help lists it.
    var shown: String {
        [[flag, alias].compactMap { $0 }.joined(separator: ", "), value].compactMap { $0 }.joined(separator: " ")
    }

    static let help = OptionDeclaration(flag: "--help", alias: "-h", help: "this text")
}

extension Command {
    static var epilogue: String { "" }
    static var firstArgumentChoices: [String] { [] }

    static func positional(_ argument: String, into options: inout Options) throws(UsageError) {
        throw UsageError(message: "\(name) takes no positional arguments; got '\(argument)'", command: name)
    }

    static func validate(_ options: inout Options, given: [String]) throws(UsageError) {}

    static func inputs(_ options: Options) -> [String] { [] }

    /// The files the options name for writing, each with its flag.
    static func outputs(_ options: Options) -> [(flag: String, path: String)] {
        Self.options.compactMap { option in option.written?(options).map { (option.declaration.flag, $0) } }
    }

    static func parse(_ arguments: [String]) throws(UsageError) -> Options? {
        var options = Options()
        return try parse(arguments, into: &options, accepting: Self.options, as: name) ? options : nil
    }

    /// The one parse loop: each flag's declaration finds it and lands its value, positional
    /// arguments go to `positional`, and `validate` sees the whole line. False when the help was
    /// asked for. `accepting` and `command` let a subcommand (`sweep merge`) take a part of the
    /// options under its own name.
    static func parse(
        _ arguments: [String], into options: inout Options, accepting declared: [Option<Options>], as command: String
    ) throws(UsageError) -> Bool {
        var cursor = ArgumentCursor(
            command: command, arguments: arguments, accepted: declared.map(\.declaration) + [.help])
        var given: [String] = []
        while let word = try cursor.next() {
            switch word {
            case .positional(let argument): try positional(argument, into: &options)
            case .flag("--help", _): return false
            case .flag(let flag, let inline):
                guard let option = declared.first(where: { $0.declaration.flag == flag }) else {
                    throw cursor.unknown(flag)
                }
                let text = option.declaration.value == nil ? "" : try cursor.value(for: flag, inline: inline)
                given.append(flag)
                try option.land(&options, text, command)
            }
        }
        try validate(&options, given: given)
        return true
    }

    /// A first positional argument that names a format (import's, export's): the format, or an
    /// error listing them.
    static func format<Format: RawRepresentable & CaseIterable>(_ argument: String) throws(UsageError) -> Format
    where Format.RawValue == String {
        guard let format = Format(rawValue: argument) else {
            let formats = Format.allCases.map(\.rawValue).listed(joining: "or")
            throw UsageError(message: "\(name) takes a format first: \(formats); got '\(argument)'", command: name)
        }
        return format
    }

    /// The declarations, the command's own first, then its groups'.
    static var declarations: [OptionDeclaration] {
        let all = options.map(\.declaration)
        return all.filter { $0.group == nil } + all.filter { $0.group != nil }
    }

    /// The help, written from the synopsis and the declarations; it always ends with a newline.
    static var help: String {
        var text = synopsis.hasSuffix("\n") ? synopsis : synopsis + "\n"
        let scenario = declarations.filter { $0.group == .scenario }
        if !scenario.isEmpty {
            text += "\n\(ScenarioOptions.precedence)\n\nSCENARIO OPTIONS\n" + OptionDeclaration.render(scenario) + "\n"
        }
        text += "\nOPTIONS\n" + OptionDeclaration.render(declarations.filter { $0.group == nil } + [.help]) + "\n"
        if !epilogue.isEmpty { text += "\n" + (epilogue.hasSuffix("\n") ? epilogue : epilogue + "\n") }
        text += "\nEXIT STATUS\n  \(exitStatus)\n"
        return text
    }

    /// The usage lines: the synopsis up to its first blank line.
    static var usage: [String] {
        synopsis.split(separator: "\n", omittingEmptySubsequences: false).prefix { !$0.isEmpty }.map(String.init)
    }

    /// The help as printed: always ending with a newline.
    static var printedHelp: String { help.hasSuffix("\n") ? help : help + "\n" }

    /// Every flag the command accepts, its aliases, and `--help`.
    static var acceptedFlags: [OptionDeclaration] { declarations + [.help] }

    /// Parses and runs, or prints the help.
    static func main(_ arguments: [String]) throws(UsageError) -> Int32 {
        guard let options = try parse(arguments) else {
            Console.output(printedHelp)
            return 0
        }
        // Before any work: an output that names an input would destroy it.
        try Files.refuseClashes(outputs: outputs(options), inputs: inputs(options), command: name)
        return try run(options)
    }
}

extension OptionDeclaration {
    /// The width a help line is wrapped to.
    static let helpWidth = 100

    /// The options as a help lists them: each flag with its value, then its help, aligned and
    /// wrapped to `helpWidth` columns.
    static func render(_ options: [OptionDeclaration]) -> String {
        let width = min(max(options.map(\.shown.count).max() ?? 0, 12), 34) + 2
        let indent = String(repeating: " ", count: width + 2)
        return options.map { option in
            // A help is one paragraph: its line breaks are spaces, and it is wrapped here.
            let lines = wrap(option.help.replacingOccurrences(of: "\n", with: " "), width: helpWidth - width - 2)
            let first =
                option.shown.count < width
                ? "  " + option.shown.padding(toLength: width, withPad: " ", startingAt: 0) + (lines.first ?? "")
                : "  " + option.shown + "\n" + indent + (lines.first ?? "")
            return ([first] + lines.dropFirst().map { indent + $0 }).joined(separator: "\n")
        }.joined(separator: "\n")
    }

    /// `text` in lines of at most `width` characters, broken between words (a longer word stands alone).
    static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: false) {
            if !line.isEmpty, line.count + 1 + word.count > width {
                lines.append(line)
                line = String(word)
            } else {
                line += (line.isEmpty ? "" : " ") + word
            }
        }
        lines.append(line)
        return lines
    }
}
