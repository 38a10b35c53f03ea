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

    static func run(_ invocation: Invocation) -> Int32 {
        switch invocation {
        case .help(let command):
            standardOutput(Usage.text(for: command))
            return 0
        case .replay(let path, let scenario, let format):
            return replay(path: path, scenario: scenario, format: format)
        case .validate(let paths):
            return validate(paths)
        }
    }

    static func replay(path: String?, scenario: Scenario, format: OutputFormat) -> Int32 {
        let loaded: Result<LoadedTrace, TraceLoadFailure>
        if let path {
            do {
                loaded = try TraceLoader.loadTrace(at: path)
            } catch {
                standardError("error: \(error)")
                return 2
            }
        } else {
            loaded = TraceDecoder.decode(Array(BundledExample.json.utf8), file: BundledExample.fileName)
        }
        switch loaded {
        case .failure(let failure):
            for problem in failure.problems {
                standardError(problem.severity == .error ? "error: \(problem)" : "\(problem)")
            }
            return 2
        case .success(let result):
            for warning in result.warnings { standardError("\(warning)") }
            let report = Replayer.replay(result.trace, scenario: scenario)
            switch format {
            case .text: standardOutput(report.text)
            case .json: standardOutput(JSONWriter.string(report.json) + "\n")
            }
            if path == nil {
                standardError("""

                    That was the bundled example (\(BundledExample.fileName)). Next:
                      gesture-replay replay \(BundledExample.fileName) --threshold 0.7
                      gesture-replay replay TRACE --format json
                      gesture-replay validate Fixtures
                      gesture-replay --help
                    """)
            }
            return 0
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
