import GestureModel
import Replay

/// `gesture-replay presets`: every preset with its parameters and where it comes from, or one as a scenario file.
enum Presets {
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
                if case .remaining = preset.transition.completionSpeed { parameters.append("completionSpeed=remaining") }
                lines.append("  parameters  \(parameters.joined(separator: " "))")
                lines.append("")
            }
            lines.append("Start a scenario file from one: gesture-replay presets NAME --format json > scenario.json")
            return lines.joined(separator: "\n") + "\n"
        }
    }
}
