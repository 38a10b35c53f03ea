import GestureModel
import Interaction
import Replay

/// `gesture-replay fidelity PATH...`: replays recordings that carry an `observed` block and
/// compares the models with what the device did.
enum FidelityCommand: Command {
    struct Options: CommandOptions {
        var paths: [String] = []
        var scenario = ScenarioOptions()
        var tolerances = FidelityTolerances()
        var format: OutputFormat = .text
        var plot: String?
    }

    static let name = "fidelity"

    static let exitStatus = "0 every recording agrees within the tolerances, 1 one disagrees, 2 bad usage or bad input."

    static func positional(_ argument: String, into options: inout Options) throws(UsageError) {
        options.paths.append(argument)
    }

    static func inputs(_ options: Options) -> [String] { options.paths + options.scenario.files }

    static func validate(_ options: inout Options, given: [String]) throws(UsageError) {
        guard !options.paths.isEmpty else {
            throw UsageError(message: "fidelity needs at least one trace file, folder or .jsonl corpus", command: name)
        }
    }

    static func run(_ options: Options) throws(UsageError) -> Int32 {
        let corpora = Files.loadCorpora(options.paths, warnings: true)
        if corpora.invalid > 0 || corpora.unreadable > 0 { return 2 }
        guard let resolver = ScenarioResolver(options.scenario, command: name) else { return 2 }
        var results: [TraceFidelity] = []
        var without = 0
        var mismatched = false
        for (file, line, trace) in corpora.traces {
            guard trace.observed != nil else {
                without += 1
                continue
            }
            let place = line.map { "\(file):\($0)" } ?? file
            guard let scenario = try resolver.scenario(for: trace, file: place) else { return 2 }
            if let mismatch = FidelityCheck.modelMismatch(trace, scenario: scenario) {
                Console.error("error: \(place): \(mismatch)")
                mismatched = true
                continue
            }
            if let result = FidelityCheck.check(trace, file: place, scenario: scenario, tolerances: options.tolerances)
            {
                results.append(result)
            }
        }
        if mismatched { return 2 }
        guard !results.isEmpty else {
            Console.error(
                "error: no trace has an observed block (\(corpora.count) read); record with UIKitTraceRecorder, see docs/recording.md"
            )
            return 2
        }
        if without > 0 {
            Console.error(
                "note: \(counted(without, "trace")) without an observed block \(without == 1 ? "was" : "were") skipped")
        }
        if let plot = options.plot {
            guard results.count == 1, let only = results.first else {
                Console.error(
                    "error: --plot draws one recording; \(results.count) have an observed block (give one file)")
                return 2
            }
            if Files.write(FidelityPlot.svg(only), to: plot) != 0 { return 2 }
        }
        let summary = FidelitySummary(traces: results, tolerances: options.tolerances)
        if summary.uncompared.count == results.count {
            Console.error(
                "error: nothing was compared: the observed \(results.count == 1 ? "block" : "blocks") of \(counted(results.count, "recording")) hold no recognizer callback, finish or cancel call, or completion (transition updates alone are not compared)"
            )
            return 2
        }
        switch options.format {
        case .text: Console.output(summary.text)
        case .json: Console.output(JSONWriter.string(summary.json) + "\n")
        }
        return summary.agrees ? 0 : 1
    }

    static let summary = "compare the models with what a device did (recordings with an \"observed\" block)"

    static let synopsis = """
        gesture-replay fidelity PATH... [scenario options] [options]

        Replays every trace that has an "observed" block (what the device did while it was recorded,
        written by UIKitTraceRecorder) and compares the model with it, on only the fields the block
        has: the recognizer's state at each callback and, for a complete log, the sequence and when it
        began; translation and velocity (pans), scale and scale velocity (pinches) at each callback; the
        decision and percentComplete at the finish or cancel call; when the completion ended; where a
        sheet or a pager came to rest after each release (observed "rest"). One line per recording
        with its largest errors, then agreement rates and median/p95/max of each error. A recording
        whose observed recognizer is not the scenario's (another kind, another edge) is an error
        before any comparison.
        """

    static var options: [Option<Options>] {
        Option.scenario(\.scenario) + [
            Option(
                declaration: OptionDeclaration(
                    flag: "--tolerance", value: "NAME=VALUE",
                    help: """
                        beganTime ms (10), translation pt (1), velocity fraction (0.05),
                        velocityFloor pt/s (10), scale (0.01), scaleVelocity fraction (0.05),
                        scaleVelocityFloor /s (0.1), percentComplete (0.01), completionTime ms (20);
                        a velocity agrees within its fraction or its floor, whichever is larger;
                        sampleMatch ms: how far a callback may be from its event (default: a quarter
                        of the trace's median event interval); a callback near no event is reported;
                        repeatable
                        """,
                    example: "velocity=0.1")
            ) { options, assignment, command throws(UsageError) in
                let parts = assignment.split(separator: "=", maxSplits: 1).map(String.init)
                guard parts.count == 2, let value = Double(parts[1]) else {
                    throw UsageError(
                        message:
                            "--tolerance takes NAME=VALUE, for example --tolerance velocity=0.1; got '\(assignment)'",
                        command: command)
                }
                do throws(ScenarioParameterError) {
                    try options.tolerances.set(parts[0], to: value)
                } catch {
                    throw UsageError(message: "--tolerance \(assignment): \(error.message)", command: command)
                }
            },
            .format(\.format, help: "the account (default) or JSON", example: .json),
            .plot(\.plot, help: "for one recording: model and device translation and velocity over time"),
        ]
    }

    static let epilogue = """
        """
}
