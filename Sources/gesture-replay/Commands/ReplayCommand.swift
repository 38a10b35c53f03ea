import GestureModel
import Interaction
import Replay

/// `gesture-replay replay TRACE`: one trace under a scenario, told in numbers (or as JSON), and
/// optionally drawn; with no arguments at all, the bundled example.
enum ReplayCommand: Command {
    struct Options: Equatable, CommandOptions {
        /// nil replays the bundled example.
        var path: String?
        var scenario = ScenarioOptions()
        var format: OutputFormat = .text
        /// Also write the progress plot here (SVG).
        var plot: String?
        /// Exit 1 when the report has a diagnostic of this severity or worse.
        var failOn: Diagnostic.Severity?
    }

    static let name = "replay"

    static let exitStatus = "0 replayed; 1 a diagnostic at the --fail-on severity; 2 bad usage or bad input."

    static func positional(_ argument: String, into options: inout Options) throws(UsageError) {
        if options.path != nil {
            throw UsageError(message: "replay takes one trace; got a second argument '\(argument)'", command: name)
        }
        options.path = argument
    }

    static func inputs(_ options: Options) -> [String] { [options.path].compactMap { $0 } + options.scenario.files }

    static func validate(_ options: inout Options, given: [String]) throws(UsageError) {
        guard options.path != nil else { throw UsageError(message: "replay needs a trace file", command: name) }
    }

    static func run(_ options: Options) throws(UsageError) -> Int32 {
        guard let (file, trace) = Files.loadSelectedTrace(options.path) else { return 2 }
        guard let resolver = ScenarioResolver(options.scenario, command: name),
            let scenario = try resolver.scenario(for: trace, file: file)
        else {
            return 2
        }
        if options.plot != nil, let reason = ProgressPlot.unplottable([trace]) {
            Console.error("error: \(file): \(reason); replay without --plot")
            return 2
        }
        let report = Replayer.replay(trace, scenario: scenario)
        switch options.format {
        case .text: Console.output(report.text)
        case .json: Console.output(JSONWriter.string(report.json) + "\n")
        }
        if let plot = options.plot, Files.write(ProgressPlot.svg(report), to: plot) != 0 { return 2 }
        if options.path == nil { Console.error(BundledExample.nextSteps) }
        if let failOn = options.failOn, let worst = report.diagnostics.first(where: { $0.severity.isAtLeast(failOn) }) {
            Console.error(
                "failing (--fail-on \(failOn.rawValue)): \(worst.severity.rawValue) \(worst.code.rawValue) at \(prose(report.sinceFirstTouch(worst.time), 3)) s"
            )
            return 1
        }
        return 0
    }

    static let summary = "replay one trace and print the account (or --format json)"

    static let synopsis = """
        gesture-replay replay TRACE [scenario options] [options]

        Replays TRACE under a scenario: the recognizer, the handler's progress and decision rules,
        and the transition.
        """

    static var options: [Option<Options>] {
        Option.scenario(\.scenario) + [
            .format(\.format, help: "the readable account (default) or the JSON report", example: .json),
            .plot(
                \.plot,
                help:
                    "also draw the progress curve: interactive part, completion, release,\nthreshold, recognizer states"
            ),
            .parsed(
                "--fail-on", \.failOn, value: "error|warning",
                help: "exit 1 when the report has a diagnostic of that severity (warning: or worse)",
                example: "warning",
                takes: "error or warning", Diagnostic.Severity.init(rawValue:)),
        ]
    }

    static let epilogue = """
        TRACE is a .json file, one line of a .jsonl corpus (FILE.jsonl:LINE, as check and validate
        print it), one trace by name (FILE.jsonl#NAME), or - for standard input. The tool run with
        no arguments at all replays the bundled example.

        The report goes to stdout; warnings and errors go to stderr.
        """
}
