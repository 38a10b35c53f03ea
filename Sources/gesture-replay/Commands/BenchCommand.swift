import Foundation
import GestureModel
import Interaction
import Replay

/// `gesture-replay bench`: the sweep benchmark. Synthesizes a labelled edge corpus, writes it, loads
/// it, and sweeps a grid; prints loading MB/s, replay samples/s, sweep pairs/s, the sweep's wall time
/// and its speed-up over replaying every (trace, grid point) pair one by one, measured in the same run.
enum BenchCommand: Command {
    static let name = "bench"

    static let exitStatus = "0 measured; 2 bad usage, or a corpus or an output that cannot be used."

    struct Options: Equatable, CommandOptions {
        var traces = 10_000
        var thresholds = 100
        var velocityThresholds = 10
        var naivePairs = 4_000
        var threads: Int?
        /// Corpus sizes for the scaling table; empty skips it.
        var scaling = [1000, 10_000, 100_000]
        /// Traces per corpus of the matrix; 0 skips it.
        var matrixTraces = 2000
        var format = OutputFormat.text
        /// A `.jsonl` file whose lines are only decoded, on one core: the decoding yardstick's figure.
        var decodeOnly: String?
    }

    /// Beside --decode-only every flag but --format changes nothing: an error.
    static func validate(_ options: inout Options, given: [String]) throws(UsageError) {
        let unread = given.filter { $0 != "--decode-only" && $0 != "--format" }
        if options.decodeOnly != nil, !unread.isEmpty {
            throw UsageError(
                message:
                    "--decode-only times the decoder alone: \(unread.joined(separator: ", ")) \(unread.count == 1 ? "changes" : "change") nothing with it",
                command: name)
        }
    }

    /// Runs `body` three times: the median, and the first (whose memory may be fresh pages).
    static func measureThreeTimes(_ clock: ContinuousClock, _ body: () -> Void) -> (median: Duration, first: Duration) {
        let times = (0..<3).map { _ in clock.measure(body) }
        return (times.sorted()[1], times[0])
    }

    /// A figure to three significant decimals, for the JSON.
    static func rounded(_ value: Double) -> Double {
        (value * 1000).rounded() / 1000
    }

    static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) * 1e-18
    }

    /// The line for the corpus with the recorders' keys, decoded on one core by both decoders.
    static func recorderLine(
        bytes: Int?, decoded: (project: Double, foundation: Double, decoded: (Int, Int))?
    ) -> String {
        guard let bytes, let decoded else {
            return "recorder   the corpus with the recorders' keys could not be written or read"
        }
        let megabytes = Double(bytes) / 1e6
        let ours = fixed(megabytes / decoded.project, 1)
        let theirs = fixed(megabytes / decoded.foundation, 1)
        let ratio = fixed(decoded.foundation / decoded.project, 1)
        return
            "recorder   the same traces with the recorders' keys (force, majorRadius, coalesced samples, observed; \(fixed(megabytes, 1)) MB), one core: the project's decoder \(ours) MB/s (\(decoded.decoded.0) traces), JSONDecoder \(theirs) MB/s (\(decoded.decoded.1)) = \(ratio)× faster"
    }

    /// The most grid points the bench sweeps: a measurement, not a search, and its memory is the
    /// grid times the corpus's distinct completion times, twice.
    static let maximumGridPoints = 10_000

    static func run(_ options: Options) -> Int32 {
        let clock = ContinuousClock()
        let threads = options.threads ?? ProcessInfo.processInfo.activeProcessorCount
        #if DEBUG
        Console.error("note: a debug build; run 'swift run -c release gesture-replay bench' for the figures")
        #endif
        if let file = options.decodeOnly { return decodeOnly(file, format: options.format) }
        // Checked before any work: each grid point keeps a histogram of the corpus's completion
        // times, in the sweep and in its point-by-point reference beside it.
        let gridPoints = options.thresholds * options.velocityThresholds
        guard gridPoints <= maximumGridPoints else {
            Console.error(
                "error: --thresholds \(options.thresholds) × --velocity-thresholds \(options.velocityThresholds) make \(gridPoints) grid points; the bench sweeps at most \(maximumGridPoints)"
            )
            return 2
        }
        // 1. Synthesize and write the corpus (on every core, as the scaling table's corpora are).
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "gesture-replay-bench-\(ProcessInfo.processInfo.processIdentifier)")
        let corpus = folder.appendingPathComponent("corpus.jsonl")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            Console.error("error: \(folder.path): cannot create: \(error.localizedDescription)")
            return 2
        }
        defer { try? FileManager.default.removeItem(at: folder) }
        let stage = StageLine.start(name)
        stage?.show("synthesizing and writing \(counted(options.traces, "trace"))")
        var written: Int?
        let synthesisTime = clock.measure { written = writeCorpus(count: options.traces, to: corpus.path) }
        guard let bytes = written else {
            Console.error("error: \(corpus.path): could not synthesize and write \(counted(options.traces, "trace"))")
            return 2
        }

        // 2. Load it.
        // Three times: the first load's memory is fresh pages the kernel zeroes; the line quotes the
        // median and the first, so neither the shared machine's noise nor that cost hides. Each
        // load lets go of the last one's traces first, so the later loads reuse its memory (held
        // while loading again, every load was into fresh pages).
        stage?.show("loading the corpus, three times")
        var traces: [Trace] = []
        let (loadTime, firstLoadTime) = measureThreeTimes(clock) {
            traces = []
            let entries = (try? TraceLoader.loadCorpus(at: corpus.path)) ?? []
            traces = entries.compactMap { try? $0.result.get().trace }
        }
        guard traces.count == options.traces else {
            Console.error("error: loaded \(traces.count) of \(counted(options.traces, "trace"))")
            return 2
        }
        let samples = traces.reduce(0) { $0 + $1.touchSamples.count }
        let oneCore = (try? TraceLoader.readFile(at: corpus.path)).map { decodeOnOneCore($0, file: corpus.path) }
        // The same traces with every optional field the recorders write, decoded the same way.
        stage?.show("decoding the same traces with the recorders' keys")
        let recorderCorpus = folder.appendingPathComponent("recorder.jsonl")
        let recorderBytes = writeCorpus(count: options.traces, to: recorderCorpus.path, keys: .recorder)
        let recorderOneCore = recorderBytes.flatMap { _ in
            (try? TraceLoader.readFile(at: recorderCorpus.path)).map {
                decodeOnOneCore($0, file: recorderCorpus.path)
            }
        }

        // 3. Replay each trace, whole reports.
        // Three times, the median quoted, as for the sweep.
        stage?.show("replaying every trace, three times")
        var finished = 0
        let replayTime = measureThreeTimes(clock) {
            finished = 0
            for trace in traces where Replayer.replay(trace, scenario: .edgeBack).decision == .finish { finished += 1 }
        }.median
        // The same replays with each report's progress read, which makes its completion's frames
        // (a JSON report or a plot reads them; a decision, a check or a sweep does not).
        var frames = 0
        let replayWithFramesTime = measureThreeTimes(clock) {
            frames = 0
            for trace in traces { frames += Replayer.replay(trace, scenario: .edgeBack).progress.count }
        }.median

        // 4. The sweep: threshold × velocity threshold.
        let axes = [
            SweepAxis(
                name: "threshold",
                values: (0..<options.thresholds).map { 0.1 + 0.8 * Double($0) / Double(max(1, options.thresholds - 1)) }
            ),
            SweepAxis(
                name: "velocityThreshold", values: (0..<options.velocityThresholds).map { 200 + 200 * Double($0) }),
        ]
        // Three times, the median quoted: a run this short moves with a shared machine's load.
        stage?.show("sweeping \(counted(gridPoints, "grid point")), three times")
        var swept: Result<SweepResult, ScenarioParameterError>?
        let sweepTime = measureThreeTimes(clock) {
            swept = Sweep.run(traces: traces, base: .edgeBack, axes: axes, threads: threads)
        }.median
        guard case .success(let sweep) = swept else {
            if case .failure(let error) = swept { Console.error("error: the bench's sweep: \(error.message)") }
            return 2
        }

        // 4b. The same grid point by point (the reference the threshold lines are tested against),
        // and a grid of the same size that varies no threshold: completion speed × duration.
        stage?.show("sweeping point by point, and a grid with no threshold")
        var reference: SweepResult?
        let referenceTime = clock.measure {
            reference = try? Sweep.run(
                traces: traces, base: .edgeBack, axes: axes, threads: threads, method: .pointByPoint
            ).get()
        }
        let genericAxes = [
            SweepAxis(
                name: "completionSpeed",
                values: (0..<options.thresholds).map { 0.5 + 1.5 * Double($0) / Double(max(1, options.thresholds - 1)) }
            ),
            SweepAxis(name: "duration", values: (0..<options.velocityThresholds).map { 0.2 + 0.05 * Double($0) }),
        ]
        var generic: Result<SweepResult, ScenarioParameterError>?
        let genericTime = measureThreeTimes(clock) {
            generic = Sweep.run(traces: traces, base: .edgeBack, axes: genericAxes, threads: threads)
        }.median
        if case .failure(let error) = generic {
            Console.error("error: the bench's generic sweep: \(error.message)")
            return 2
        }

        // 5. The baseline: (trace, grid point) pairs replayed one by one, on a spread-out sample of pairs.
        let scenarios = (try? Sweep.scenarios(base: .edgeBack, axes: axes).get()) ?? []
        let pairs = min(options.naivePairs, traces.count * gridPoints)
        stage?.show("replaying \(counted(pairs, "pair")) one by one")
        var naiveFinished = 0
        let naiveTime = clock.measure {
            for pair in 0..<pairs {
                let trace = traces[(pair * 7919) % traces.count]
                let scenario = scenarios[(pair * 104_729) % scenarios.count]
                if Replayer.replay(trace, scenario: scenario).decision == .finish { naiveFinished += 1 }
            }
        }

        // 6. The same kind of grid through handler code: a full replay per pair, on a subset.
        let codeTraces = Array(traces.prefix(1000))
        let codeAxes = [
            SweepAxis(name: "threshold", values: (0..<10).map { 0.1 + 0.08 * Double($0) }),
            SweepAxis(name: "velocityThreshold", values: [200, 1000]),
        ]
        stage?.show("sweeping handler code")
        var codeSweep: SweepResult?
        let codeTime = clock.measure {
            codeSweep = try? Sweep.run(traces: codeTraces, name: "bench-edge", axes: codeAxes, threads: threads) {
                point in
                (
                    Scenario.edgeBack.setup,
                    BenchEdgeHandler(
                        threshold: point["threshold"] ?? 0.5, velocityThreshold: point["velocityThreshold"] ?? 200)
                )
            }.get()
        }
        let codeAgrees =
            (try? Sweep.run(traces: codeTraces, base: .edgeBack, axes: codeAxes, threads: threads).get())?.counts
            == codeSweep?.counts
        let codePairs = codeTraces.count * 20
        let codePairsPerSecond = Double(codePairs) / seconds(codeTime)

        let sweepPairsPerSecond = Double(traces.count * gridPoints) / seconds(sweepTime)
        let naivePairsPerSecond = Double(pairs) / seconds(naiveTime)
        let best = sweep.best(1).first.map { sweep.points[$0] } ?? []
        let lines = [
            "bench      \(ToolVersion.line): \(counted(traces.count, "synthesized left-edge trace")) at 120 Hz (\(counted(samples, "touch sample")), \(fixed(Double(bytes) / 1e6, 1)) MB as .jsonl), \(counted(gridPoints, "grid point")), \(counted(threads, "thread"))",
            "synthesis  \(fixed(seconds(synthesisTime), 3)) s",
            "loading    \(fixed(seconds(loadTime), 3)) s = \(fixed(Double(bytes) / 1e6 / seconds(loadTime), 1)) MB/s on every core (median of 3 loads; the first, into fresh memory, \(fixed(seconds(firstLoadTime), 3)) s = \(fixed(Double(bytes) / 1e6 / seconds(firstLoadTime), 1)) MB/s)",
            oneCore.map { one in
                "decoding   one core, the same lines: the project's decoder \(fixed(Double(bytes) / 1e6 / one.project, 1)) MB/s (\(one.decoded.0) traces; median of 3), Foundation's JSONDecoder into Codable structs \(fixed(Double(bytes) / 1e6 / one.foundation, 1)) MB/s (\(one.decoded.1)) = \(fixed(one.foundation / one.project, 1))× faster"
            } ?? "decoding   the corpus could not be read again",
            recorderLine(bytes: recorderBytes, decoded: recorderOneCore),
            "replay     \(fixed(seconds(replayTime), 3)) s for one full replay of each trace = \(fixed(Double(samples) / seconds(replayTime) / 1e6, 2)) M touch samples/s (\(finished) finish; median of 3); with each report's progress read (\(frames) samples and frames): \(fixed(seconds(replayWithFramesTime), 3)) s = \(fixed(Double(samples) / seconds(replayWithFramesTime) / 1e6, 2)) M touch samples/s",
            "sweep      \(fixed(seconds(sweepTime), 3)) s for \(traces.count) × \(gridPoints) = \(traces.count * gridPoints) (trace, grid point) pairs = \(fixed(sweepPairsPerSecond / 1e6, 2)) M pairs/s (median of 3)",
            "reference  the same grid point by point: \(fixed(seconds(referenceTime), 3)) s = \(fixed(Double(traces.count * gridPoints) / seconds(referenceTime) / 1e6, 2)) M pairs/s; the threshold lines are \(fixed(seconds(referenceTime) / seconds(sweepTime), 1))× faster (counts equal: \(reference?.counts == sweep.counts ? "yes" : "NO"))",
            "generic    completionSpeed × duration (\(gridPoints) points, no threshold axis): \(fixed(seconds(genericTime), 3)) s = \(fixed(Double(traces.count * gridPoints) / seconds(genericTime) / 1e6, 2)) M pairs/s (median of 3)",
            "baseline   \(pairs) pairs replayed one by one in \(fixed(seconds(naiveTime), 3)) s = \(fixed(naivePairsPerSecond / 1e3, 1)) k pairs/s (the whole grid would take \(fixed(Double(traces.count * gridPoints) / naivePairsPerSecond, 0)) s)",
            "ratio      the sweep is \(fixed(sweepPairsPerSecond / naivePairsPerSecond, 0))× the one-by-one replay",
            "code sweep \(fixed(seconds(codeTime), 3)) s for \(codeTraces.count) × 20 = \(codePairs) pairs through handler code = \(fixed(codePairsPerSecond / 1e3, 1)) k pairs/s; the scenario's sweep is \(fixed(sweepPairsPerSecond / codePairsPerSecond, 0))× faster (counts equal: \(codeAgrees ? "yes" : "NO"))",
            "best       threshold=\(best.first.map { fixed($0, 3) } ?? "—") velocityThreshold=\(best.last.map { fixed($0, 0) } ?? "—")",
        ]
        var cells: [MatrixCell] = []
        var resting: [RestingSweepFigure] = []
        if options.matrixTraces > 0 {
            stage?.show(
                "the matrix: every preset and velocity strategy over \(counted(options.matrixTraces, "trace")) a corpus"
            )
            cells = matrix(traces: options.matrixTraces)
            stage?.show("sweeping each resting rule's thresholds over \(counted(options.matrixTraces, "trace"))")
            resting = restingSweeps(traces: options.matrixTraces, threads: threads)
        }
        var table: [String] = []
        if !options.scaling.isEmpty {
            stage?.show(
                "the scaling table: the sweep command over \(options.scaling.map(String.init).joined(separator: ", ")) traces"
            )
            table = scalingTable(sizes: options.scaling, folder: folder)
        }
        stage?.finish()
        switch options.format {
        case .text:
            Console.output(
                (lines + matrixLines(cells) + restingSweepLines(resting, threads: threads) + table).joined(
                    separator: "\n") + "\n")
        case .json:
            let figures: JSONObject = [
                "generator": .string(ToolVersion.line), "traces": .number(Double(traces.count)),
                "touchSamples": .number(Double(samples)),
                "corpusBytes": .number(Double(bytes)), "threads": .number(Double(threads)),
                "gridPoints": .number(Double(gridPoints)),
                "loadingMBPerSecond": .number(rounded(Double(bytes) / 1e6 / seconds(loadTime))),
                "decodingOneCoreMBPerSecond": oneCore.map { .number(rounded(Double(bytes) / 1e6 / $0.project)) }
                    ?? .null,
                "jsonDecoderOneCoreMBPerSecond": oneCore.map { .number(rounded(Double(bytes) / 1e6 / $0.foundation)) }
                    ?? .null,
                "recorderKeysCorpusBytes": recorderBytes.map { .number(Double($0)) } ?? .null,
                "recorderKeysDecodingOneCoreMBPerSecond": recorderOneCore.flatMap { one in
                    recorderBytes.map { .number(rounded(Double($0) / 1e6 / one.project)) }
                } ?? .null,
                "recorderKeysJSONDecoderOneCoreMBPerSecond": recorderOneCore.flatMap { one in
                    recorderBytes.map { .number(rounded(Double($0) / 1e6 / one.foundation)) }
                } ?? .null,
                "replayTouchSamplesPerSecond": .number(rounded(Double(samples) / seconds(replayTime))),
                "replayWithProgressTouchSamplesPerSecond": .number(
                    rounded(Double(samples) / seconds(replayWithFramesTime))),
                "sweepPairsPerSecond": .number(rounded(sweepPairsPerSecond)),
                "referencePairsPerSecond": .number(rounded(Double(traces.count * gridPoints) / seconds(referenceTime))),
                "genericPairsPerSecond": .number(rounded(Double(traces.count * gridPoints) / seconds(genericTime))),
                "baselinePairsPerSecond": .number(rounded(naivePairsPerSecond)),
                "codePairsPerSecond": .number(rounded(codePairsPerSecond)),
                "matrix": matrixJSON(cells),
                "restingSweeps": restingSweepJSON(resting),
            ]
            Console.output(JSONWriter.string(.object(figures)) + "\n")
        }
        return 0
    }

    static let summary = "the sweep benchmark (run it as 'swift run -c release gesture-replay bench')"

    static let synopsis = """
        swift run -c release gesture-replay bench [options]

        Synthesizes 10,000 labelled left-edge traces at 120 Hz, writes them as a .jsonl corpus, loads it
        (three times: the median and the first are printed), replays each trace (three times: the
        median is printed; then again reading each report's progress, which makes its completion's
        frames), sweeps threshold × velocityThreshold (100 × 10 grid points) under edge-back
        (three times, likewise), and replays a sample of (trace, grid point) pairs one by one as the
        baseline. Prints loading MB/s, replay touch samples/s, sweep pairs/s, the sweep's wall time and
        its ratio to the baseline.

        It also decodes the corpus on one core with the project's decoder (three times, the median)
        and with Foundation's JSONDecoder (once), and the same traces again with every optional
        field the recorders write (force, majorRadius, coalesced samples, observed); sweeps the same
        grid point by point (the reference) and a grid with no threshold axis; and prints a scaling
        table: the sweep command over corpora of each size on 1, 2 and all threads, each run as its
        own process, with its peak memory.
        """

    static var options: [Option<Options>] {
        [
            .integer(
                "--traces", \.traces, in: 10...1_000_000, help: "corpus size (default 10000; 10 to 1000000)",
                example: "100"),
            .integer(
                "--thresholds", \.thresholds, in: 1...10_000, help: "threshold grid points (default 100)", example: "10"
            ),
            .integer(
                "--velocity-thresholds", \.velocityThresholds, in: 1...10_000,
                help: "velocityThreshold grid points (default 10)", example: "2"),
            .integer(
                "--naive-pairs", \.naivePairs, in: 10...1_000_000,
                help: "(trace, grid point) pairs replayed one by one for the baseline (default 4000)", example: "100"),
            .integer("--threads", \.threads, in: 1...1024, help: "worker threads (default: every core)", example: "1"),
            .parsed(
                "--scaling", \.scaling, value: "SIZES",
                help: "corpus sizes for the scaling table (default 1000,10000,100000; none skips it)", example: "none",
                takes: "sizes from 10 to 10000000 separated by commas (1000,10000,100000), or none"
            ) { text in
                if text == "none" { return [] }
                let sizes = text.split(separator: ",", omittingEmptySubsequences: false).map { Int($0) }
                guard !sizes.isEmpty, sizes.allSatisfy({ $0.map { (10...10_000_000).contains($0) } ?? false }) else {
                    return nil
                }
                return sizes.compactMap { $0 }
            },
            .integer(
                "--matrix-traces", \.matrixTraces, in: 0...1_000_000,
                help: "traces per corpus of the matrix of presets and velocity strategies (default 2000; 0 skips it)",
                example: "100"),
            .format(\.format, help: "the lines (default) or JSON, every figure by name", example: .json),
            .text(
                "--decode-only", \.decodeOnly, value: "FILE.jsonl",
                help:
                    "only decode FILE's lines on one core (the median of three) and print that, for the decoding yardstick (Scripts/decode-yardstick.py)",
                example: "corpus.jsonl"),
        ]
    }
}

/// The edge-back handler with a velocity threshold, written as app code, for the code sweep.
private struct BenchEdgeHandler: GestureHandler {
    var threshold: Double
    var velocityThreshold: Double

    mutating func handle(_ gesture: inout Gesture, transition: inout some PercentDrivenInteraction) {
        let progress = min(max(abs(gesture.translation.dx) / gesture.bounds.width, 0), 1)
        switch gesture.state {
        case .began: transition.start()
        case .changed: transition.update(progress)
        case .ended, .cancelled:
            let velocity = gesture.velocity.dx
            let finishes = velocity >= velocityThreshold || (velocity > -velocityThreshold && progress > threshold)
            if finishes { transition.finish() } else { transition.cancel() }
        default: break
        }
    }
}
