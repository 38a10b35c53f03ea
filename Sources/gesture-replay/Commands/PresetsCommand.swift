import GestureModel
import Replay

/// `gesture-replay presets [NAME]`: every preset with its parameters and where it comes from, or one
/// as a scenario file.
enum PresetsCommand: Command {
    struct Options: Equatable, CommandOptions {
        var name: String?
        var format = OutputFormat.text
    }

    static let name = "presets"

    static let exitStatus = "0 listed; 2 bad usage or an unknown preset."

    static func positional(_ argument: String, into options: inout Options) throws(UsageError) {
        guard options.name == nil else {
            throw UsageError(
                message: "presets takes at most one preset name; got a second argument '\(argument)'", command: name)
        }
        guard Scenario.preset(named: argument) != nil else {
            let names = Scenario.presets.map(\.name)
            throw UsageError(
                message:
                    "no preset named '\(argument)'\(NearMiss.hint(for: argument, among: names)); the presets are \(names.joined(separator: ", "))",
                command: name)
        }
        options.name = argument
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

    static var options: [Option<Options>] { [.format(\.format, help: "the list (default) or JSON", example: .json)] }
}
