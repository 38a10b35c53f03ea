import GestureModel
import Replay

/// `gesture-replay compare TRACE`: one recording under several presets, side by side.
enum CompareCommand: Command {
    struct Options: Equatable, CommandOptions {
        var path = ""
        /// Rows beside the trace's own scenario: --preset and --scenario (repeatable) and
        /// --presets; every preset that sees the motion when none is given.
        var scenario = ScenarioOptions()
        var format: OutputFormat = .text
        var plot: String?
    }

    static let name = "compare"

    static let exitStatus = "0 compared; 2 bad usage or bad input."

    static func positional(_ argument: String, into options: inout Options) throws(UsageError) {
        if !options.path.isEmpty {
            throw UsageError(message: "compare takes one trace; got a second argument '\(argument)'", command: name)
        }
        options.path = argument
    }

    static func inputs(_ options: Options) -> [String] { [options.path] + options.scenario.files }

    static func validate(_ options: inout Options, given: [String]) throws(UsageError) {
        if options.path.isEmpty { throw UsageError(message: "compare needs a trace file", command: name) }
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
        // By default every preset of the own scenario's kind (transitions, the platforms' back
        // swipes first; or resting surfaces); those that cannot see the motion are left out and
        // named (`Comparison(trace:own:seeing:)`).
        let given =
            !resolver.given.isEmpty
            ? resolver.given
            : own.resting == nil
                ? Scenario.comparisonPresets
                    + Scenario.transitionPresets.filter { !Scenario.comparisonPresets.contains($0) }
                : Scenario.restingPresets.filter { $0.resting?.axis == own.resting?.axis }
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
            : resolver.given.isEmpty
                ? Comparison(trace: trace, own: first, seeing: Array(rows.dropFirst()))
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
        others: by default every preset of its kind that sees the motion (a transition's: the
        platforms' back swipes first; a sheet's: the sheets; a pager's: the pagers)
        (those whose recognizer never begins on it, or whose progress it never moves, are named
        as left out); or the --preset, --presets and --scenario given. It prints one row per
        scenario: the decision, its confidence (the least sure of the rules
        that made it, with those below high named), the outcome, the release progress and
        velocity (with the velocity strategy), the completion duration and timing. A decision
        that differs from the majority is marked ≠; each scenario's reason follows, and where a
        scenario recognized nothing, why.
        The other scenario options change every row that has what they change.
        """

    static var options: [Option<Options>] {
        Option.scenario(\.scenario, several: true) + [
            Option(
                declaration: OptionDeclaration(
                    flag: "--presets", value: "a,b,...", help: "several presets at once, as rows",
                    example: "ios-pop,edge-back")
            ) { options, list, command throws(UsageError) in
                for preset in list.split(separator: ",").map(String.init) {
                    guard let named = Scenario.preset(named: preset) else {
                        let names = Scenario.presets.map(\.name).joined(separator: ", ")
                        throw UsageError(
                            message: "--presets takes names from \(names), separated by commas; got '\(preset)'",
                            command: command)
                    }
                    options.scenario.sources.append(.preset(named))
                }
                if list.split(separator: ",").isEmpty {
                    throw UsageError(message: "--presets needs at least one name", command: command)
                }
            },
            .format(\.format, help: "the table (default) or JSON", example: .json),
            .plot(\.plot, help: "overlay the progress curves, with a legend"),
        ]
    }

    static let epilogue = """
        TRACE is a .json file, FILE.jsonl:LINE, FILE.jsonl#NAME, or - for standard input.
        """
}
