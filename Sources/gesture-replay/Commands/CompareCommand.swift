import GestureModel
import Replay

/// `gesture-replay compare TRACE`: one recording under several presets, side by side.
enum CompareCommand: Command {
    struct Options: Equatable {
        var path: String
        /// Rows beside the trace's own scenario: --preset and --scenario (repeatable) and
        /// --presets; the comparison presets when none is given.
        var scenario = ScenarioOptions()
        var format: OutputFormat = .text
        var plot: String?
    }

    static let name = "compare"

    static func parse(_ arguments: [String]) throws(UsageError) -> Options? {
        var cursor = cursor(arguments)
        var path: String?
        var scenario = ScenarioOptions()
        var format = OutputFormat.text
        var plot: String?
        while let word = try cursor.next() {
            switch word {
            case .positional(let argument):
                if path != nil {
                    throw UsageError(
                        message: "compare takes one trace; got a second argument '\(argument)'", command: name)
                }
                path = argument
            case .flag("--help", _):
                return nil
            case .flag(let flag, let inline)
            where try scenario.accept(flag, inline: inline, cursor: &cursor, several: true):
                continue
            case .flag("--presets", let inline):
                let list = try cursor.value(for: "--presets", inline: inline)
                for preset in list.split(separator: ",").map(String.init) {
                    guard let named = Scenario.preset(named: preset) else {
                        let names = Scenario.presets.map(\.name).joined(separator: ", ")
                        throw UsageError(
                            message: "--presets takes names from \(names), separated by commas; got '\(preset)'",
                            command: name)
                    }
                    scenario.sources.append(.preset(named))
                }
                if list.split(separator: ",").isEmpty {
                    throw UsageError(message: "--presets needs at least one name", command: name)
                }
            case .flag("--format", let inline):
                format = try cursor.format(cursor.value(for: "--format", inline: inline))
            case .flag("--plot", let inline):
                plot = try cursor.value(for: "--plot", inline: inline)
            case .flag(let flag, _):
                throw cursor.unknown(flag)
            }
        }
        guard let path else { throw UsageError(message: "compare needs a trace file", command: name) }
        return Options(path: path, scenario: scenario, format: format, plot: plot)
    }

    static func run(_ options: Options) throws(UsageError) -> Int32 {
        guard let (file, trace) = Files.loadSelectedTrace(options.path) else { return 2 }
        if options.plot != nil, let reason = ProgressPlot.unplottable([trace]) {
            Console.error("error: \(file): \(reason); compare without --plot")
            return 2
        }
        guard let resolver = ScenarioResolver(options.scenario, command: name),
            let own = ScenarioResolver.own(trace, file: file)
        else { return 2 }
        let given = resolver.given.isEmpty ? Scenario.comparisonPresets : resolver.given
        // The other options change every row that has what they change; one no row has is an error.
        var rows: [Scenario] = []
        var skipped: [String] = []
        var lastError: UsageError?
        for base in [own] + given {
            do {
                rows.append(try resolver.changing(base))
            } catch {
                skipped.append(base.name)
                lastError = error
            }
        }
        guard let first = rows.first else {
            throw lastError ?? UsageError(message: "no scenario to compare", command: name)
        }
        if let lastError, !skipped.isEmpty {
            Console.error("note: left out \(skipped.joined(separator: ", ")): \(lastError.message)")
        }
        let comparison =
            skipped.contains(own.name) && skipped.first == own.name
            ? Comparison(trace: trace, scenarios: rows)
            : Comparison(trace: trace, own: first, scenarios: Array(rows.dropFirst()))
        switch options.format {
        case .text: Console.output(comparison.text)
        case .json: Console.output(JSONWriter.string(comparison.json) + "\n")
        }
        if let plot = options.plot { return Files.write(ProgressPlot.svg(comparison: comparison), to: plot) }
        return 0
    }

    static let summary = "replay one trace under several platforms' presets, side by side"

    static let synopsis = """
        gesture-replay compare TRACE [scenario options] [options]

        Replays TRACE under its own scenario (its inline "scenario", else edge-back) and under
        several others (default: ios-pop, flutter-cupertino, android-back, react-navigation and
        edge-back; or the --preset, --presets and --scenario given), and prints one row per
        scenario: the decision, the outcome, the release progress and velocity (with the velocity
        strategy), the completion duration and timing. A decision that differs from the majority is
        marked ≠; each scenario's reason follows, and where a scenario recognized nothing, why.
        The other scenario options change every row that has what they change.
        """

    static let scenarioOptions = ScenarioOptionsUse.several

    static let options = [
        OptionDeclaration(
            flag: "--presets", value: "a,b,...", help: "several presets at once, as rows", example: "ios-pop,edge-back"),
        OptionDeclaration(flag: "--format", value: "text|json", help: "the table (default) or JSON", example: "json"),
        OptionDeclaration(
            flag: "--plot", value: "FILE.svg", help: "overlay the progress curves, with a legend", example: "out.svg"),
    ]

    static let epilogue = """
        TRACE is a .json file, FILE.jsonl:LINE, FILE.jsonl#NAME, or - for standard input.
        """
}
