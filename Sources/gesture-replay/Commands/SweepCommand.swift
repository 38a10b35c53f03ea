import Foundation
import GestureModel
import Replay

/// `gesture-replay sweep`: threshold tuning over a labelled corpus, and `sweep merge` for shards.
enum SweepCommand: Command {
    static let name = "sweep"

    static let exitStatus = "0 swept; 2 bad usage, bad input, or a scenario that decides none of its traces."

    enum Format: String, CaseIterable {
        case table, csv, json
    }

    struct Options: Equatable, CommandOptions {
        var corpora: [String] = []
        /// Without --preset or --scenario each trace runs under its own scenario, in groups.
        var scenario = ScenarioOptions()
        /// Write the best grid point as a scenario file here.
        var emitBest: String?
        var axes: [SweepAxis] = []
        var format = Format.table
        var shard: ShardSpec?
        var output: String?
        var threads: Int?
        var skipInvalid = false
        var plot: String?
        /// Count, per grid point, the decisions a progress change of at most this flips.
        var close: Double?
        /// `sweep merge FILES...`
        var mergeFiles: [String]?
        /// Sweep only the traces of a mixed corpus whose own scenario has this name.
        var group: String?
    }

    struct ShardSpec: Equatable {
        var index: Int
        var count: Int
    }

    /// `sweep merge SHARD...` takes the merge's few options; otherwise the sweep's.
    static func parse(_ arguments: [String]) throws(UsageError) -> Options? {
        var options = Options()
        guard arguments.first == "merge" else {
            return try parse(arguments, into: &options, accepting: Self.options, as: name) ? options : nil
        }
        options.mergeFiles = []
        let merge = Self.options.filter { mergeFlags.contains($0.declaration.flag) }
        return try parse(Array(arguments.dropFirst()), into: &options, accepting: merge, as: "sweep merge")
            ? options : nil
    }

    static func positional(_ argument: String, into options: inout Options) throws(UsageError) {
        if options.mergeFiles != nil {
            options.mergeFiles?.append(argument)
        } else {
            options.corpora.append(argument)
        }
    }

    static func inputs(_ options: Options) -> [String] {
        options.corpora + (options.mergeFiles ?? []) + options.scenario.files
    }

    static func validate(_ options: inout Options, given: [String]) throws(UsageError) {
        if let files = options.mergeFiles {
            if files.isEmpty { throw UsageError(message: "sweep merge needs shard files", command: "sweep") }
            return
        }
        if options.corpora.isEmpty {
            throw UsageError(
                message: "sweep needs a corpus (a folder of .json traces or a .jsonl file)", command: "sweep")
        }
        if options.axes.isEmpty {
            throw UsageError(message: "sweep needs at least one --vary NAME=FROM:TO:STEP", command: "sweep")
        }
        if case .failure(let error) = SweepAxis.gridSize(options.axes) {
            throw UsageError(message: error.message, command: name)
        }
        if options.group != nil, !options.scenario.sources.isEmpty {
            throw UsageError(
                message:
                    "--group picks one of the scenarios a corpus's traces name; with --preset or --scenario every trace runs under one: leave out --group",
                command: name)
        }
        if options.close != nil, options.shard != nil {
            throw UsageError(
                message: "--close counts in one run: shard files do not carry close calls; sweep without --shard",
                command: name)
        }
    }

    static func run(_ options: Options) throws(UsageError) -> Int32 {
        // Every output is checked before the sweep, so a long run does not end in an error.
        guard Files.outputsWritable(options.output, options.emitBest, options.plot) else { return 2 }
        if let files = options.mergeFiles { return merge(files, options: options) }
        guard let resolver = ScenarioResolver(options.scenario, command: name) else { return 2 }
        let threads = options.threads ?? ProcessInfo.processInfo.activeProcessorCount
        // Every trace is swept once, in its group: the corpus's size is the total, unless a
        // shard or a group takes a part of it.
        let bar =
            options.shard == nil && options.group == nil
            ? ProgressCount.start(total: Console.errorIsTerminal ? Files.traceCount(options.corpora) : nil)
            : ProgressCount.start()
        var report: (@Sendable (Int) -> Void)?
        if let bar { report = { done in bar.advance(by: done) } }
        let swept = try sweepCorpora(options, resolver: resolver, threads: threads, progress: report)
        bar?.finish()
        guard let groups = swept else { return 2 }
        if groups.isEmpty {
            Console.error("error: no trace to sweep in \(options.corpora.joined(separator: ", "))")
            return 2
        }
        // In a mixed corpus a group whose scenario cannot take the grid is left out with a note;
        // when every group is, the grid asks for what no scenario reads, a usage error.
        var leftOut: [String] = []
        if groups.count > 1, groups.contains(where: { if case .success? = $0.result { true } else { false } }) {
            for group in groups {
                guard case .failure(let error)? = group.result else { continue }
                leftOut.append(group.scenario.name)
                Console.error(
                    "note: \(group.scenario.name.escapingControls) (\(counted(group.shape.traces, "trace"))) left out: \(error.message); --group NAME sweeps one group"
                )
            }
        }
        var results: [SweepResult] = []
        var failed = false
        for group in groups where !leftOut.contains(group.scenario.name) {
            switch group.result ?? .failure(ScenarioParameterError(message: "no trace was swept")) {
            case .failure(let error):
                // A grid the scenario cannot take is a usage error: the flags ask for what it does not read.
                throw UsageError(
                    message: "\(groups.count > 1 ? "\(group.scenario.name.escapingControls): " : "")\(error.message)",
                    command: name)
            case .success(let sweep):
                if sweep.traceCount > 0, sweep.counts.allSatisfy({ $0.undecided == sweep.countedTraces }) {
                    let why =
                        group.shape.whyUnrecognized(by: group.scenario)
                        ?? "its \(group.scenario.recognizer.kind) recognizer began on none of them, or nothing was released"
                    Console.error(
                        "error: \(group.scenario.name.escapingControls) decided none of its \(counted(sweep.traceCount, "trace")) at any grid point: \(why)"
                    )
                    failed = true
                    continue
                }
                for warning in Sweep.warnings(base: group.scenario, axes: group.axes, result: sweep) {
                    Console.error("warning: \(warning)")
                }
                if sweep.points.count > 1 && sweep.allPointsEqual {
                    Console.error(
                        "warning: every grid point of \(group.scenario.name.escapingControls) gives the same result: the varied parameters change nothing on this corpus, and no best point is named"
                    )
                }
                results.append(sweep)
            }
        }
        if failed { return 2 }
        if results.count > 1 {
            let names = results.map { "\($0.preset) (\(counted($0.traceCount, "trace")))" }
            Console.error(
                "note: the corpus runs under \(results.count) scenarios, each swept on its own: \(names.joined(separator: ", ")); --group NAME sweeps one, --preset or --scenario runs every trace under one"
            )
        }
        if options.shard != nil {
            guard results.count == 1, let only = results.first else {
                Console.error(
                    "error: --shard needs one scenario for the whole corpus; it runs under \(results.count): pass --group, --preset or --scenario"
                )
                return 2
            }
            return Files.emit(JSONWriter.string(only.shardJSON, pretty: false) + "\n", to: options.output)
        }
        if options.format == .csv, Set(results.map { $0.places == nil }).count > 1 {
            Console.error(
                "error: --format csv writes one table; the corpus runs under transitions and resting surfaces, whose columns differ: pass --group, --preset or --scenario"
            )
            return 2
        }
        if let emit = options.emitBest, emitBest(groups: groups, results: results, to: emit) != 0 { return 2 }
        if let plot = options.plot {
            guard results.count == 1, let only = results.first else {
                Console.error(
                    "error: --plot draws one scenario's sweep; the corpus runs under \(results.count): pass --group, --preset or --scenario"
                )
                return 2
            }
            if Files.write(SweepPlot.svg(only), to: plot) != 0 { return 2 }
        }
        return Files.emit(render(results, options.format), to: options.output)
    }

    /// Writes the best grid point as a scenario file: the swept scenario with the varied
    /// parameters set, named after the change, ready for `check --scenario FILE`.
    static func emitBest(groups: [SweptGroup], results: [SweepResult], to path: String) -> Int32 {
        guard results.count == 1, let result = results.first,
            let group = groups.first(where: { $0.scenario.name == result.preset })
        else {
            Console.error(
                "error: --emit-best writes one scenario; the corpus runs under \(results.count): pass --group, --preset or --scenario"
            )
            return 2
        }
        guard let best = result.best else {
            Console.error("error: --emit-best: no best point to write: \(result.noBestReason)")
            return 2
        }
        // The scenario of the best point, made as the sweep made it.
        guard
            case .success(let made) = Sweep.scenarios(
                base: group.scenario,
                axes: result.points[best].enumerated().map { index, value in
                    var axis = group.axes[index]
                    axis.values = [value]
                    if let labels = axis.labels, let choice = Int(exactly: value), labels.indices.contains(choice) {
                        axis.labels = [labels[choice]]
                        axis.values = [0]
                    }
                    return axis
                }),
            var scenario = made.first
        else {
            Console.error("error: --emit-best: the best point's scenario cannot be made")
            return 2
        }
        // Named after its change from what it was made of: the preset a preset axis chose.
        let presetIndex = group.axes.firstIndex { $0.name == SweepAxis.Named.preset.rawValue }
        var origin = group.scenario
        if let index = presetIndex,
            let preset = Scenario.preset(named: group.axes[index].label(of: result.points[best][index]))
        {
            origin = preset
            // The sweep's sample rate, as the axis set it (`SweepAxis.Named.apply`).
            origin.sampleRate = scenario.sampleRate
        }
        scenario.name = scenario.name(changedFrom: origin)
        scenario.source =
            "sweep --emit-best: the best of \(counted(result.points.count, "grid point")) over \(counted(result.traceCount, "trace"))"
        guard Files.write(JSONWriter.string(scenario.json) + "\n", to: path) == 0 else { return 2 }
        Console.error(
            "wrote the best grid point (\(scenario.name.escapingControls)) to \(path); check with: \(Invocation.name) check CORPUS --scenario \(path)"
        )
        return 0
    }

    static func render(_ results: [SweepResult], _ format: Format) -> String {
        guard results.count > 1 else { return results.first.map { render($0, format) } ?? "" }
        switch format {
        case .table: return results.map(\.text).joined(separator: "\n")
        case .csv:
            // One table: the scenario is the first column.
            var lines: [String] = []
            for (index, result) in results.enumerated() {
                let rows = result.csv.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.isEmpty }
                for (row, line) in rows.enumerated() where row > 0 || index == 0 {
                    lines.append(row == 0 ? "scenario," + line : "\(csvField(result.preset)),\(line)")
                }
            }
            return lines.joined(separator: "\n") + "\n"
        case .json: return JSONWriter.string(.object(["groups": .array(results.map(\.json))])) + "\n"
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
                Console.error(
                    "error: \(file): \(error.message) at line \(error.line), column \(error.column) (the file must be JSON)"
                )
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

    /// One scenario's share of a corpus: its traces swept together.
    struct SweptGroup {
        var scenario: Scenario
        /// The axes as this scenario names them (an old parameter name read as its new one).
        var axes: [SweepAxis]
        /// Nil until a batch of its traces is swept.
        var result: Result<SweepResult, ScenarioParameterError>?
        var shape = CorpusShape()
        /// A resting grid's places, which each trace's `rest` must name.
        var places: [String]?
    }

    /// Sweeps the corpora a batch of traces at a time (`TraceLoader.forEachBatch`), each trace under
    /// its scenario (the one given, else its own, changed by the options), adding up each group's
    /// counts, so the memory is a batch's and the grid's whatever the corpus's size. Every invalid
    /// trace is reported; one stops the sweep (the rest are still read and reported) unless
    /// `--skip-invalid`. Nil after an error, which has been printed.
    static func sweepCorpora(
        _ options: Options, resolver: ScenarioResolver, threads: Int, progress: (@Sendable (Int) -> Void)?
    ) throws(UsageError) -> [SweptGroup]? {
        let shard: (index: Int, count: Int)? = options.shard.map { (index: $0.index, count: $0.count) }
        var groups: [SweptGroup] = []
        var groupOf: [Scenario: Int] = [:]
        var pending: [[Trace]] = []
        var valid = 0
        var invalidSoFar = 0
        var problem: UsageError?
        var badInline = false
        var badRest = false
        // The scenarios of the traces --group left out, for the message when it matches none.
        var otherGroups: Set<String> = []
        func sweepPending(_ index: Int) {
            defer { pending[index].removeAll(keepingCapacity: true) }
            // After a grid error or an invalid trace (without --skip-invalid) nothing more is swept.
            if case .failure? = groups[index].result { return }
            if invalidSoFar > 0 && !options.skipInvalid { return }
            let batch = Sweep.run(
                traces: pending[index], base: groups[index].scenario, axes: groups[index].axes, threads: threads,
                shard: shard, progress: progress,
                closeWithin: options.close)
            switch (groups[index].result, batch) {
            case (nil, _), (_, .failure): groups[index].result = batch
            case (.success(var sum)?, .success(let more)):
                sum.add(more)
                groups[index].result = .success(sum)
            case (.failure?, .success): break
            }
        }
        func group(for base: Scenario) -> Int {
            var scenario = base
            scenario.sampleRate = scenario.sampleRate ?? 120
            if let known = groupOf[scenario] { return known }
            let axes = options.axes.map { axis in
                guard let renamed = scenario.renamedParameter(from: axis.name) else { return axis }
                Console.error("warning: --vary \(axis.name): \(scenario.renamedParameterWarning(axis.name) ?? "")")
                return SweepAxis(name: renamed.name, values: axis.values)
            }
            groups.append(SweptGroup(scenario: scenario, axes: axes))
            pending.append([])
            groupOf[scenario] = groups.count - 1
            // A grid that cannot be set on this scenario is said now, before any trace is swept.
            switch Sweep.scenarios(base: scenario, axes: axes) {
            case .failure(let error): groups[groups.count - 1].result = .failure(error)
            case .success(let scenarios): groups[groups.count - 1].places = Sweep.restingPlaces(scenarios)
            }
            return groups.count - 1
        }
        let loaded = Files.forEachCorpusBatch(options.corpora, prefix: options.skipInvalid ? "skipped: " : "error: ") {
            batch, soFar in
            invalidSoFar = soFar.invalid
            guard problem == nil else { return }
            for (file, line, trace) in batch {
                defer { valid += 1 }
                if let shard, valid % shard.count != shard.index - 1 { continue }
                let place = line.map { "\(file):\($0)" } ?? file
                let scenario: Scenario
                do throws(UsageError) {
                    guard let resolved = try resolver.scenario(for: trace, file: place) else {
                        badInline = true
                        continue
                    }
                    scenario = resolved
                } catch {
                    problem = UsageError(message: "\(place): \(error.message)", command: name)
                    return
                }
                if let wanted = options.group, scenario.name != wanted {
                    otherGroups.insert(scenario.name)
                    continue
                }
                let index = group(for: scenario)
                if let places = groups[index].places,
                    let why = Sweep.unknownRest(trace, places: places, preset: scenario.name)
                {
                    Console.error("error: \(place.escapingControls): \(why) (rest)")
                    badRest = true
                    continue
                }
                groups[index].shape.add(trace)
                pending[index].append(trace)
                if pending[index].count >= TraceLoader.batchSize { sweepPending(index) }
            }
        }
        if let problem { throw problem }
        if loaded.unreadable > 0 || badInline || badRest { return nil }
        if loaded.invalid > 0 {
            if !options.skipInvalid {
                Console.error("error: \(counted(loaded.invalid, "invalid trace")); fix them or pass --skip-invalid")
                return nil
            }
            Console.error("skipped \(counted(loaded.invalid, "invalid trace"))")
        }
        for index in groups.indices where !pending[index].isEmpty { sweepPending(index) }
        if let wanted = options.group, groups.isEmpty, !otherGroups.isEmpty {
            let names = otherGroups.sorted()
            Console.error(
                "error: --group \(wanted.escapingControls): no trace's scenario has that name; the corpus's scenarios are \(names.map(\.escapingControls).joined(separator: ", "))\(NearMiss.hint(for: wanted, among: names))"
            )
            return nil
        }
        return groups
    }

    static let firstArgumentChoices = ["merge"]

    static let summary = "tune thresholds over a labelled corpus: every grid point's confusion and accuracy"

    static let synopsis = """
        gesture-replay sweep CORPUS... --vary NAME=FROM:TO:STEP... [scenario options] [options]
        gesture-replay sweep merge SHARD... [--format table|csv|json] [--output FILE] [--plot FILE.svg]

        Replays every trace of the corpora (folders of .json traces, .jsonl files) at every point of
        the grid and compares the outcome with each trace's label; a sheet's or a pager's traces
        name the place they were meant to rest at ("rest"). Any numeric parameter the
        scenario reads can be varied (see 'gesture-replay presets'); only what a varied parameter
        affects is recomputed. Without --preset or --scenario each trace runs under its own
        scenario, and traces of different scenarios are swept and reported apart, one table each;
        a group whose scenario does not read a varied parameter is left out with a note, and
        --group NAME sweeps one group. A trace on which the recognizer never begins (a pinch under
        a pan, a swipe from mid-screen under an edge pan) is counted apart as unseen, outside the
        accuracy. A scenario that decides none of its traces is an error saying what they need.
        """

    static var options: [Option<Options>] {
        Option.scenario(\.scenario) + [
            Option(
                declaration: OptionDeclaration(
                    flag: "--vary", value: "NAME=FROM:TO:STEP",
                    help:
                        "one dimension of the grid; repeat for more. Also NAME=V1,V2,… (a list),\nvelocity=uikit,lsq2,… (strategies) and preset=ios-pop,edge-back,… (presets)",
                    example: "duration=0.2:0.4:0.1",
                    choices: (ScenarioParameter.allNames + SweepAxis.Named.allCases.map(\.rawValue)).map { $0 + "=" })
            ) { options, text, command throws(UsageError) in
                switch SweepAxis.parse(text) {
                case .success(let axis): options.axes.append(axis)
                case .failure(let error): throw UsageError(message: error.message, command: command)
                }
            },
            .format(
                \.format,
                help:
                    "the readable table (default), CSV or JSON; F→C counts meant-finish\ntraces that cancelled, C→F meant-cancel traces that finished; a sheet's or\na pager's sweep counts meant against rested places",
                example: .csv),
            .text(
                "--emit-best", \.emitBest, value: "FILE",
                help: "write the best grid point as a scenario file (for check --scenario)", example: "best.json",
                writes: true),
            .parsed(
                "--shard", \.shard, value: "K/N",
                help:
                    "process every N-th trace from the K-th, and write the shard's raw\ncounts; 'sweep merge' adds shards up to exactly one run's result",
                example: "1/2", takes: "K/N with 1 ≤ K ≤ N ≤ \(SweepResult.maximumShards)"
            ) { text in
                let parts = text.split(separator: "/").map { Int($0) }
                guard parts.count == 2, let k = parts[0], let n = parts[1], n >= 1, k >= 1, k <= n,
                    n <= SweepResult.maximumShards
                else { return nil }
                return ShardSpec(index: k, count: n)
            },
            .text(
                "--group", \.group, value: "SCENARIO",
                help:
                    "sweep only the traces whose own scenario is SCENARIO (one group of a\nmixed corpus, as the table names it)",
                example: "edge-back"),
            .output(\.output, help: "write to FILE instead of stdout", example: "out.txt"),
            .integer(
                "--threads", \.threads, in: 1...1024,
                help: "worker threads (default: every core); results do not depend on it", example: "2"),
            .flag("--skip-invalid", \.skipInvalid, help: "skip invalid traces (each is named) instead of stopping"),
            .number(
                "--close", \.close, value: "PROGRESS", takes: "a change of progress above 0 and up to 1, such as 0.05",
                where: { $0 > 0 && $0 <= 1 },
                help:
                    "also count, per grid point, the decided releases that a progress change of\nat most PROGRESS would flip (their margin): the close calls",
                example: "0.05"),
            .plot(
                \.plot,
                help:
                    "accuracy and the two errors (F→C and C→F, or misses and skips) over one\nvaried parameter; a heatmap over two"
            ),
        ]
    }

    /// What `sweep merge` reads: the shards hold the grid, the scenario and the corpus.
    static let mergeFlags: Set<String> = ["--format", "--output", "--plot", "--help"]

    static let epilogue = """
        'sweep merge' takes only --format, --output and --plot: the shards carry the grid, the
        scenario and the counts.
        """
}
