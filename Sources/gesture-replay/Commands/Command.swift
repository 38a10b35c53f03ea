/// One subcommand, in the shape of swift-argument-parser's commands (without the dependency): its
/// options declared once, a parser that returns them (or nil when asked for help), and a `run`
/// that returns the exit status: 0 success, 1 a check failed, 2 bad usage or bad input.
protocol Command {
    associatedtype Options
    static var name: String { get }
    /// One line: what the command is for, as the tool's overview lists it.
    static var summary: String { get }
    /// The usage lines and what the command does: the help's text before its options.
    static var synopsis: String { get }
    /// Every option of the command's own, declared once: the cursor accepts these (and the
    /// scenario options where `takesScenarioOptions`), the help and the shell completions list them.
    static var options: [OptionDeclaration] { get }
    /// The scenario option group: none, one scenario, or several (compare's rows).
    static var scenarioOptions: ScenarioOptionsUse { get }
    /// What the help says after the options (exit status, limits); empty by default.
    static var epilogue: String { get }
    /// The words the first argument may be (a format, a preset), for shell completion.
    static var firstArgumentChoices: [String] { get }
    static func parse(_ arguments: [String]) throws(UsageError) -> Options?
    static func run(_ options: Options) throws(UsageError) -> Int32
}

/// Whether a command takes the scenario option group, and how many scenarios.
enum ScenarioOptionsUse: Equatable {
    case none, one, several
}

/// One option of a command, declared once.
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
}

extension Command {
    static var scenarioOptions: ScenarioOptionsUse { .none }
    static var epilogue: String { "" }
    static var firstArgumentChoices: [String] { [] }

    /// The help, written from the synopsis and the declarations; it always ends with a newline.
    static var help: String {
        var text = synopsis.hasSuffix("\n") ? synopsis : synopsis + "\n"
        if scenarioOptions != .none {
            text +=
                "\n\(ScenarioOptions.precedence)\n\nSCENARIO OPTIONS\n"
                + OptionDeclaration.render(ScenarioOptions.options(several: scenarioOptions == .several)) + "\n"
        }
        text +=
            "\nOPTIONS\n"
            + OptionDeclaration.render(options + [OptionDeclaration(flag: "--help", alias: "-h", help: "this text")])
            + "\n"
        if !epilogue.isEmpty { text += "\n" + (epilogue.hasSuffix("\n") ? epilogue : epilogue + "\n") }
        return text
    }

    /// The usage lines: the synopsis up to its first blank line.
    static var usage: [String] {
        synopsis.split(separator: "\n", omittingEmptySubsequences: false).prefix { !$0.isEmpty }.map(String.init)
    }

    /// The help as printed: always ending with a newline.
    static var printedHelp: String { help.hasSuffix("\n") ? help : help + "\n" }

    /// Every flag the command accepts, its aliases, and the scenario options where it takes them.
    static var acceptedFlags: [OptionDeclaration] {
        options + (scenarioOptions == .none ? [] : ScenarioOptions.options(several: scenarioOptions == .several))
            + [OptionDeclaration(flag: "--help", alias: "-h", help: "this text")]
    }

    /// A cursor over `arguments` that accepts exactly the declared flags.
    static func cursor(_ arguments: [String]) -> ArgumentCursor {
        ArgumentCursor(command: name, arguments: arguments, accepted: acceptedFlags)
    }

    /// Parses and runs, or prints the help.
    static func main(_ arguments: [String]) throws(UsageError) -> Int32 {
        guard let options = try parse(arguments) else {
            Console.output(printedHelp)
            return 0
        }
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
