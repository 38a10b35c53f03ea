import GestureModel
import Replay

/// `gesture-replay validate PATH...`: every problem of every trace (its expect block and inline
/// scenario included), and a summary. The problems go
/// to stderr, the summary to stdout.
enum ValidateCommand: Command {
    static let name = "validate"

    static let exitStatus = "0 no trace has an error (warnings alone pass); 2 a trace has an error, or bad usage."

    struct Options: Equatable, CommandOptions {
        var paths: [String] = []
    }

    static func positional(_ argument: String, into options: inout Options) throws(UsageError) {
        options.paths.append(argument)
    }

    static func validate(_ options: inout Options, given: [String]) throws(UsageError) {
        guard !options.paths.isEmpty else {
            throw UsageError(message: "validate needs at least one trace file, folder or .jsonl corpus", command: name)
        }
    }

    /// Traces read at a time. Nothing of a trace is kept once it is checked, so a few hundred at a
    /// time are enough to keep every core decoding, and their memory is reused batch after batch
    /// rather than each trace of a large batch taking fresh pages from the system.
    static let batchSize = 256

    static func run(_ options: Options) -> Int32 {
        let paths = options.paths
        // The expect block and the inline scenario are checked as `check` reads them, a batch of
        // traces at a time as they are read: a corpus passes through in a batch's memory.
        var scenarios = InlineScenarioReader()
        var invalidExtensions = 0
        var extensionWarnings = 0
        let corpora = Files.forEachCorpusBatch(paths, warnings: true, batchSize: batchSize) { batch, _ in
            for (file, line, trace) in batch {
                let problems = RegressionCheck.problems(
                    for: trace, file: line.map { "\(file):\($0)" } ?? file, scenarios: &scenarios)
                Console.report(problems)
                extensionWarnings += problems.filter { $0.severity == .warning }.count
                if problems.contains(where: { $0.severity == .error }) { invalidExtensions += 1 }
            }
        }
        let invalid = corpora.invalid + invalidExtensions
        let warnings = corpora.warnings + extensionWarnings
        Console.output(
            "\(counted(corpora.count, "trace")): \(corpora.count - invalid) valid, \(invalid) invalid, \(counted(warnings, "warning"))\n"
        )
        return invalid > 0 || corpora.unreadable > 0 ? 2 : 0
    }

    static let summary = "check trace files, folders of .json traces and .jsonl corpora"

    static let synopsis = """
        gesture-replay validate PATH...

        Checks each PATH (a .json trace, a folder searched recursively for .json traces, or a .jsonl
        corpus with one trace per line) against the gesture-trace format. Prints every error and
        warning, in document order, naming the file (and line for .jsonl), the place and the rule,
        then a summary.
        """

    static var options: [Option<Options>] { [] }

    static let epilogue = """
        """
}
