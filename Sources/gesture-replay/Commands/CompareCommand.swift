import GestureModel
import Replay

/// `gesture-replay compare TRACE`: one recording under several presets, side by side.
enum CompareCommand: Command {
    struct Options: Equatable {
        var path: String
        var presets: [Scenario]
        var format: OutputFormat
        var plot: String?
    }

    static let name = "compare"

    static func parse(_ arguments: [String]) throws(UsageError) -> Options? {
        var cursor = ArgumentCursor(command: name, arguments: arguments)
        var path: String?
        var presets = Scenario.comparisonPresets
        var format = OutputFormat.text
        var plot: String?
        while let word = cursor.next() {
            switch word {
            case .positional(let argument):
                if path != nil {
                    throw UsageError(message: "compare takes one trace file; got a second argument '\(argument)'", command: name)
                }
                path = argument
            case .flag("--help", _):
                return nil
            case .flag("--presets", let inline):
                let list = try cursor.value(for: "--presets", inline: inline)
                presets = []
                for preset in list.split(separator: ",").map(String.init) {
                    guard let scenario = Scenario.preset(named: preset) else {
                        let names = Scenario.presets.map(\.name).joined(separator: ", ")
                        throw UsageError(message: "--presets takes names from \(names), separated by commas; got '\(preset)'", command: name)
                    }
                    presets.append(scenario)
                }
                if presets.isEmpty { throw UsageError(message: "--presets needs at least one name", command: name) }
            case .flag("--format", let inline):
                format = try cursor.format(cursor.value(for: "--format", inline: inline))
            case .flag("--plot", let inline):
                plot = try cursor.value(for: "--plot", inline: inline)
            case .flag(let flag, _):
                throw cursor.unknown(flag)
            }
        }
        guard let path else { throw UsageError(message: "compare needs a trace file", command: name) }
        return Options(path: path, presets: presets, format: format, plot: plot)
    }

    static func run(_ options: Options) -> Int32 {
        guard let trace = Files.loadTrace(options.path) else { return 2 }
        if options.plot != nil, let reason = ProgressPlot.unplottable([trace]) {
            Console.error("error: \(options.path): \(reason); compare without --plot")
            return 2
        }
        let comparison = Comparison(trace: trace, scenarios: options.presets)
        switch options.format {
        case .text: Console.output(comparison.text)
        case .json: Console.output(JSONWriter.string(comparison.json) + "\n")
        }
        if let plot = options.plot { return Files.write(ProgressPlot.svg(comparison: comparison), to: plot) }
        return 0
    }

    static let help = """
        gesture-replay compare TRACE [--presets a,b,...] [--format text|json]

        Replays TRACE under several presets (default: ios-pop, flutter-cupertino, android-back,
        react-navigation and edge-back) and prints one row per preset: the decision, the outcome,
        the release progress and velocity (with the velocity strategy), the completion duration and
        timing. A decision that differs from the majority is marked ≠; each preset's reason follows.
        --plot FILE.svg overlays the presets' progress curves, with a legend.

        """
}
