import Foundation
import GestureModel
import Replay

/// The command-line tool: parse, run, print, exit. Everything else lives in the libraries.
@main
struct GestureReplay {
    static func main() {
        let status: Int32
        do {
            status = try run(parse(Array(CommandLine.arguments.dropFirst())))
        } catch {
            standardError("error: \(error.message)")
            standardError("see 'gesture-replay \(error.command.map { "\($0) " } ?? "")--help'")
            status = 2
        }
        exit(status)
    }

    static func run(_ invocation: Invocation) throws(UsageError) -> Int32 {
        switch invocation {
        case .help(let command):
            standardOutput(Usage.text(for: command))
            return 0
        case .replay(let request):
            return try replay(request)
        case .validate(let paths):
            return validate(paths)
        case .presets(let name, let format):
            standardOutput(Presets.render(name: name, format: format))
            return 0
        case .check(let options):
            return CheckCommand.run(options)
        case .compare(let path, let presets, let format, let plot):
            return compare(path: path, presets: presets, format: format, plot: plot)
        case .report(let paths, let output):
            return ReportCommand.run(paths: paths, output: output)
        case .synth(let options):
            return SynthCommand.run(options)
        case .sweep(let options):
            return SweepCommand.run(options)
        case .bench(let options):
            return BenchCommand.run(options)
        }
    }

    static func replay(_ request: ReplayRequest) throws(UsageError) -> Int32 {
        let file = request.path ?? BundledExample.fileName
        guard let trace = loadTrace(request.path) else { return 2 }
        guard var scenario = resolveScenario(request.source, trace: trace, file: file) else { return 2 }
        for override in request.overrides {
            try override.apply(to: &scenario)
        }
        let replayReport = Replayer.replay(trace, scenario: scenario)
        switch request.format {
        case .text: standardOutput(replayReport.text)
        case .json: standardOutput(JSONWriter.string(replayReport.json) + "\n")
        }
        if let plot = request.plot, writeFile(ProgressPlot.svg(replayReport), to: plot) != 0 { return 2 }
        if request.path == nil {
            standardError("""

                That was the bundled example (\(BundledExample.fileName)). Next:
                  gesture-replay replay \(BundledExample.fileName) --threshold 0.7
                  gesture-replay replay Fixtures/pinch/pinch-cancelled.json --preset book-pinch
                  gesture-replay presets
                  gesture-replay --help
                """)
        }
        return 0
    }

    static func compare(path: String, presets: [Scenario], format: OutputFormat, plot: String?) -> Int32 {
        guard let trace = loadTrace(path) else { return 2 }
        let comparison = Comparison(trace: trace, scenarios: presets)
        switch format {
        case .text: standardOutput(comparison.text)
        case .json: standardOutput(JSONWriter.string(comparison.json) + "\n")
        }
        if let plot { return writeFile(ProgressPlot.svg(comparison: comparison), to: plot) }
        return 0
    }

    /// Writes a generated file atomically; a failure names the file.
    static func writeFile(_ text: String, to path: String) -> Int32 {
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
            return 0
        } catch {
            standardError("error: \(path): cannot write: \(error.localizedDescription)")
            return 2
        }
    }

    /// A trace file (nil: the bundled example), its warnings printed; nil after printing why it cannot be used.
    static func loadTrace(_ path: String?) -> Trace? {
        let loaded: Result<LoadedTrace, TraceLoadFailure>
        if let path {
            do {
                loaded = try TraceLoader.loadTrace(at: path)
            } catch {
                standardError("error: \(error)")
                return nil
            }
        } else {
            loaded = TraceDecoder.decode(Array(BundledExample.json.utf8), file: BundledExample.fileName)
        }
        switch loaded {
        case .failure(let failure):
            report(failure.problems)
            return nil
        case .success(let result):
            report(result.warnings)
            return result.trace
        }
    }

    /// The base scenario: a preset, a scenario file, the trace's inline scenario, or edge-back.
    /// Prints the problems and returns nil when a file or inline scenario is invalid.
    static func resolveScenario(_ source: ScenarioSource, trace: Trace, file: String) -> Scenario? {
        switch source {
        case .preset(let preset): preset
        case .file(let path): scenarioFile(path)
        case .traceOrDefault: reportingProblems(Scenario.resolve(for: trace, file: file))
        }
    }

    /// A scenario file, or nil when it cannot be read or is invalid (every problem printed).
    static func scenarioFile(_ path: String) -> Scenario? {
        let decoded: Result<Scenario, ScenarioLoadFailure>
        do {
            decoded = Scenario.decode(bytes: try TraceLoader.readFile(at: path), file: path)
        } catch {
            standardError("error: \(error)")
            return nil
        }
        return reportingProblems(decoded)
    }

    private static func reportingProblems(_ decoded: Result<Scenario, ScenarioLoadFailure>) -> Scenario? {
        switch decoded {
        case .success(let scenario):
            return scenario
        case .failure(let failure):
            report(failure.problems)
            return nil
        }
    }

    /// The traces of files, folders and `.jsonl` corpora, in order, each with its file and line.
    struct LoadedCorpora {
        var traces: [(file: String, line: Int?, trace: Trace)] = []
        /// Traces that broke the format; each was reported on stderr.
        var invalid = 0
        /// A path that could not be read at all, or held no traces.
        var unreadable = false
    }

    /// Loads every path, reporting each invalid trace's errors on stderr behind `prefix`.
    static func loadCorpora(_ paths: [String], prefix: String = "error: ") -> LoadedCorpora {
        var result = LoadedCorpora()
        for path in paths {
            let entries: [CorpusEntry]
            do {
                entries = try TraceLoader.loadCorpus(at: path)
            } catch {
                standardError("error: \(error)")
                result.unreadable = true
                continue
            }
            if entries.isEmpty {
                standardError("error: \(path): no .json traces found")
                result.unreadable = true
            }
            for entry in entries {
                switch entry.result {
                case .success(let loaded): result.traces.append((entry.file, entry.line, loaded.trace))
                case .failure(let failure):
                    result.invalid += 1
                    for problem in failure.errors { standardError(prefix + problem.description) }
                }
            }
        }
        return result
    }

    /// Problems go to stderr, errors marked as such.
    static func report(_ problems: [TraceProblem]) {
        for problem in problems {
            standardError(problem.severity == .error ? "error: \(problem)" : "\(problem)")
        }
    }

    static func validate(_ paths: [String]) -> Int32 {
        var traces = 0
        var invalid = 0
        var warnings = 0
        var unreadable = 0
        for path in paths {
            let entries: [CorpusEntry]
            do {
                entries = try TraceLoader.loadCorpus(at: path)
            } catch {
                standardOutput("error: \(error)\n")
                unreadable += 1
                continue
            }
            if entries.isEmpty {
                standardOutput("error: \(path): no .json traces found\n")
                unreadable += 1
            }
            for entry in entries {
                traces += 1
                let problems: [TraceProblem]
                switch entry.result {
                case .success(let loaded): problems = loaded.warnings
                case .failure(let failure):
                    problems = failure.problems
                    invalid += 1
                }
                for problem in problems {
                    if problem.severity == .warning { warnings += 1 }
                    standardOutput((problem.severity == .error ? "error: \(problem)" : "\(problem)") + "\n")
                }
            }
        }
        standardOutput("\(traces) traces: \(traces - invalid) valid, \(invalid) invalid, \(warnings) warnings\n")
        return invalid > 0 || unreadable > 0 ? 2 : 0
    }
}

func standardOutput(_ text: String) {
    FileHandle.standardOutput.write(Data(text.utf8))
}

func standardError(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
}
