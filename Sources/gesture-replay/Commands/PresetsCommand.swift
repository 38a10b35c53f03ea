import GestureModel
import Replay

/// `gesture-replay presets [NAME]`: every preset with its parameters and where it comes from, or one
/// as a scenario file.
enum PresetsCommand: Command {
    struct Options: Equatable {
        var name: String?
        var format = OutputFormat.text
    }

    static let name = "presets"

    static func parse(_ arguments: [String]) throws(UsageError) -> Options? {
        var cursor = cursor(arguments)
        var options = Options()
        while let word = try cursor.next() {
            switch word {
            case .flag("--help", _):
                return nil
            case .flag("--format", let inline):
                options.format = try cursor.format(cursor.value(for: "--format", inline: inline))
            case .flag(let flag, _):
                throw cursor.unknown(flag)
            case .positional(let argument):
                guard options.name == nil else {
                    throw UsageError(
                        message: "presets takes at most one preset name; got a second argument '\(argument)'",
                        command: name)
                }
                guard Scenario.preset(named: argument) != nil else {
                    let names = Scenario.presets.map(\.name).joined(separator: ", ")
                    throw UsageError(
                        message:
                            "no preset named '\(argument)'\(NearMiss.hint(for: argument, among: Scenario.presets.map(\.name))); the presets are \(names)",
                        command: name)
                }
                options.name = argument
            }
        }
        return options
    }

    static func run(_ options: Options) -> Int32 {
        Console.output(render(name: options.name, format: options.format))
        return 0
    }

    static func render(name: String?, format: OutputFormat) -> String {
        let chosen = name.flatMap(Scenario.preset(named:)).map { [$0] } ?? Scenario.presets
        switch format {
        case .json:
            if chosen.count == 1 { return JSONWriter.string(chosen[0].json) + "\n" }
            return JSONWriter.string(.array(chosen.map(\.json))) + "\n"
        case .text:
            var lines: [String] = []
            for preset in chosen {
                lines.append(preset.name)
                if let source = preset.source { lines.append("  from        \(source)") }
                lines.append("  does        \(preset.summary)")
                var parameters = preset.numericParameters.map { "\($0.name)=\(JSONWriter.formatNumber($0.value))" }
                if case .remaining = preset.transition.completionSpeed {
                    parameters.append("completionSpeed=remaining")
                }
                lines.append("  parameters  \(parameters.joined(separator: " "))")
                lines.append("")
            }
            lines.append(
                "Start a scenario file from one: \(Invocation.name) presets NAME --format json > scenario.json")
            return lines.joined(separator: "\n") + "\n"
        }
    }

    static var firstArgumentChoices: [String] { Scenario.presets.map(\.name) }

    static let summary = "list the named scenarios, or print one as a scenario file"

    static let synopsis = """
        gesture-replay presets [NAME] [options]

        Lists every named scenario with its parameters and the seed code it copies. With NAME and
        --format json, prints that preset as a scenario file to start from.
        """

    static let options = [
        OptionDeclaration(flag: "--format", value: "text|json", help: "the list (default) or JSON", example: "json")
    ]
}
