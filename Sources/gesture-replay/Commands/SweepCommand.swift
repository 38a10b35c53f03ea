import Foundation
import GestureModel
import Replay

/// `gesture-replay sweep`: threshold tuning over a labelled corpus, and `sweep merge` for shards.
enum SweepCommand: Command {
    static let name = "sweep"

    enum Format: String {
        case table, csv, json
    }

    struct Options: Equatable {
        var corpora: [String] = []
        var preset: Scenario?
        var scenarioFile: String?
        var axes: [SweepAxis] = []
        var format = Format.table
        var shard: ShardSpec?
        var output: String?
        var threads: Int?
        var skipInvalid = false
        var plot: String?
        /// `sweep merge FILES...`
        var mergeFiles: [String]?
    }

    struct ShardSpec: Equatable {
        var index: Int
        var count: Int
    }

    static func parse(_ arguments: [String]) throws(UsageError) -> Options? {
        var options = Options()
        var rest = arguments[...]
        if rest.first == "merge" {
            options.mergeFiles = []
            rest = rest.dropFirst()
        }
        var cursor = ArgumentCursor(command: name, arguments: Array(rest), aliases: ["-o": "--output"])
        func value(_ flag: String, _ inline: String?) throws(UsageError) -> String {
            try cursor.value(for: flag, inline: inline)
        }
        while let word = cursor.next() {
            guard case .flag(let flag, let inline) = word else {
                guard case .positional(let argument) = word else { continue }
                if options.mergeFiles != nil { options.mergeFiles?.append(argument) } else { options.corpora.append(argument) }
                continue
            }
            switch flag {
            case "--help": return nil
            case "--preset":
                let name = try value(flag, inline)
                guard let preset = Scenario.preset(named: name) else {
                    throw UsageError(message: "--preset takes one of \(Scenario.presets.map(\.name).joined(separator: ", ")); got '\(name)'", command: "sweep")
                }
                options.preset = preset
            case "--scenario": options.scenarioFile = try value(flag, inline)
            case "--vary":
                switch SweepAxis.parse(try value(flag, inline)) {
                case .success(let axis): options.axes.append(axis)
                case .failure(let error): throw UsageError(message: error.message, command: "sweep")
                }
            case "--format":
                let text = try value(flag, inline)
                guard let format = Format(rawValue: text) else {
                    throw UsageError(message: "--format takes table, csv or json; got '\(text)'", command: "sweep")
                }
                options.format = format
            case "--shard":
                let text = try value(flag, inline)
                let parts = text.split(separator: "/").map { Int($0) }
                guard parts.count == 2, let k = parts[0], let n = parts[1], n >= 1, k >= 1, k <= n, n <= SweepResult.maximumShards else {
                    throw UsageError(message: "--shard takes K/N with 1 ≤ K ≤ N ≤ \(SweepResult.maximumShards); got '\(text)'", command: "sweep")
                }
                options.shard = ShardSpec(index: k, count: n)
            case "--output": options.output = try value(flag, inline)
            case "--threads":
                let text = try value(flag, inline)
                guard let threads = Int(text), threads >= 1, threads <= 1024 else {
                    throw UsageError(message: "--threads takes a whole number from 1 to 1024; got '\(text)'", command: "sweep")
                }
                options.threads = threads
            case "--skip-invalid":
                try cursor.noValue(for: flag, inline: inline)
                options.skipInvalid = true
            case "--plot": options.plot = try value(flag, inline)
            default: throw cursor.unknown(flag)
            }
        }
        if let files = options.mergeFiles {
            if files.isEmpty { throw UsageError(message: "sweep merge needs shard files", command: "sweep") }
            return options
        }
        if options.corpora.isEmpty { throw UsageError(message: "sweep needs a corpus (a folder of .json traces or a .jsonl file)", command: "sweep") }
        if options.preset == nil && options.scenarioFile == nil {
            throw UsageError(message: "sweep needs --preset NAME or --scenario FILE", command: "sweep")
        }
        if options.preset != nil && options.scenarioFile != nil {
            throw UsageError(message: "--preset and --scenario cannot be combined", command: "sweep")
        }
        if options.axes.isEmpty { throw UsageError(message: "sweep needs at least one --vary NAME=FROM:TO:STEP", command: "sweep") }
        if case .failure(let error) = SweepAxis.gridSize(options.axes) { throw UsageError(message: error.message, command: name) }
        return options
    }

    static func run(_ options: Options) -> Int32 {
        if let files = options.mergeFiles { return merge(files, options: options) }
        var base: Scenario
        if let preset = options.preset {
            base = preset
        } else if let file = options.scenarioFile, let scenario = Files.scenario(file) {
            base = scenario
        } else {
            return 2
        }
        base.sampleRate = base.sampleRate ?? 120
        let threads = options.threads ?? ProcessInfo.processInfo.activeProcessorCount
        let bar = Console.errorIsTerminal ? ProgressCount() : nil
        var report: (@Sendable (Int) -> Void)?
        if let bar { report = { done in bar.advance(by: done) } }
        guard let result = sweepCorpora(options, base: base, threads: threads, progress: report) else {
            bar?.finish()
            return 2
        }
        bar?.finish()
        switch result {
        case .failure(let error):
            Console.error("error: \(error.message)")
            return 2
        case .success(let sweep):
            for warning in Sweep.warnings(base: base, axes: options.axes, result: sweep) { Console.error("warning: \(warning)") }
            let text: String
            if options.shard != nil {
                text = JSONWriter.string(sweep.shardJSON, pretty: false) + "\n"
            } else {
                text = render(sweep, options.format)
                if let plot = options.plot, Files.write(SweepPlot.svg(sweep), to: plot) != 0 { return 2 }
            }
            return Files.emit(text, to: options.output)
        }
    }

    static func render(_ sweep: SweepResult, _ format: Format) -> String {
        switch format {
        case .table: sweep.text
        case .csv: sweep.csv
        case .json: JSONWriter.string(sweep.json) + "\n"
        }
    }

    static func merge(_ files: [String], options: Options) -> Int32 {
        var documents: [(file: String, value: JSONValue)] = []
        for file in files {
            do {
                documents.append((file, try JSONParser.parse(TraceLoader.readFile(at: file))))
            } catch let error as FileProblem {
                Console.error("error: \(error)")
                return 2
            } catch let error as JSONSyntaxError {
                Console.error("error: \(file): \(error.message) at line \(error.line), column \(error.column) (the file must be JSON)")
                return 2
            } catch {
                Console.error("error: \(file): \(error)")
                return 2
            }
        }
        switch SweepResult.merge(documents) {
        case .failure(let error):
            Console.error("error: \(error.message)")
            return 2
        case .success(let (sweep, warnings)):
            for warning in warnings { Console.error("warning: \(warning)") }
            if let plot = options.plot, Files.write(SweepPlot.svg(sweep), to: plot) != 0 { return 2 }
            return Files.emit(render(sweep, options.format), to: options.output)
        }
    }

    /// Sweeps the corpora a batch of traces at a time (`TraceLoader.forEachBatch`), adding up each
    /// batch's counts, so the memory is a batch's and the grid's whatever the corpus's size. Every
    /// invalid trace is reported; one stops the sweep (the rest are still read and reported) unless
    /// `--skip-invalid`. Nil after an error, which has been printed.
    static func sweepCorpora(
        _ options: Options, base: Scenario, threads: Int, progress: (@Sendable (Int) -> Void)?
    ) -> Result<SweepResult, ScenarioParameterError>? {
        let shard: (index: Int, count: Int)? = options.shard.map { (index: $0.index, count: $0.count) }
        var total: Result<SweepResult, ScenarioParameterError>?
        var pending: [Trace] = []
        var valid = 0
        var invalidSoFar = 0
        func sweepPending() {
            defer { pending.removeAll(keepingCapacity: true) }
            // After a grid error or an invalid trace (without --skip-invalid) nothing more is swept.
            if case .failure? = total { return }
            if invalidSoFar > 0 && !options.skipInvalid { return }
            let batch = Sweep.run(traces: pending, base: base, axes: options.axes, threads: threads, shard: shard, progress: progress)
            switch (total, batch) {
            case (nil, _), (_, .failure): total = batch
            case (.success(var sum)?, .success(let more)):
                sum.add(more)
                total = .success(sum)
            case (.failure?, .success): break
            }
        }
        let loaded = Files.forEachCorpusBatch(options.corpora, prefix: options.skipInvalid ? "skipped: " : "error: ") { batch, soFar in
            invalidSoFar = soFar.invalid
            for (_, _, trace) in batch {
                defer { valid += 1 }
                if let shard, valid % shard.count != shard.index - 1 { continue }
                pending.append(trace)
            }
            if pending.count >= TraceLoader.batchSize { sweepPending() }
        }
        if loaded.unreadable > 0 { return nil }
        if loaded.invalid > 0 {
            if !options.skipInvalid {
                Console.error("error: \(loaded.invalid) invalid trace(s); fix them or pass --skip-invalid")
                return nil
            }
            Console.error("skipped \(loaded.invalid) invalid trace(s)")
        }
        if total == nil || !pending.isEmpty { sweepPending() }
        return total
    }

    static let help = """
        gesture-replay sweep CORPUS... (--preset NAME | --scenario FILE) --vary NAME=FROM:TO:STEP... [options]
        gesture-replay sweep merge SHARD... [--format table|csv|json] [--output FILE]

        Replays every trace of the corpora (folders of .json traces, .jsonl files) at every point of
        the grid and compares the outcome with each trace's label. Any numeric scenario parameter can
        be varied (see 'gesture-replay presets'); only what a varied parameter affects is recomputed.

        OPTIONS
          --vary NAME=FROM:TO:STEP   one dimension of the grid; repeat for more
          --format table|csv|json    the readable table (default), CSV or JSON
          --shard K/N                process every N-th trace from the K-th, and write the shard's raw
                                     counts; 'sweep merge' adds shards up to exactly one run's result
          --output FILE              write to FILE instead of stdout
          --threads N                worker threads (default: every core); results do not depend on it
          --skip-invalid             skip invalid traces (each is named) instead of stopping
          --plot FILE.svg            accuracy as a heatmap over the first two varied parameters (a line over one)

        """
}
