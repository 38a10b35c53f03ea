import Dispatch
import GestureModel
import Interaction

extension Sweep {
    /// Runs `body` over `0 ..< count` in chunks, `threads` workers each taking the next chunk and
    /// adding into a partial of its own; returns the workers' partials. Everything a sweep adds up
    /// is a whole-number sum, so which worker took which chunk does not change the result, and the
    /// memory is a partial per worker, whatever the corpus's size.
    static func forEachChunk<Partial>(
        count: Int, threads: Int, progress: (@Sendable (Int) -> Void)?,
        makePartial: @escaping @Sendable () -> Partial,
        body: @escaping @Sendable (inout Partial, Range<Int>) -> Void,
        finishPartial: @escaping @Sendable (inout Partial) -> Void = { _ in }
    ) -> [Partial] {
        let workers = max(1, min(threads, count))
        let chunkSize = max(1, min(256, (count + workers * 4 - 1) / max(1, workers * 4)))
        let chunks = ChunkDispenser(count: count, chunkSize: chunkSize)
        let results = ParallelSlots<Partial>(count: workers)
        let work: @Sendable (Int) -> Void = { worker in
            var partial = makePartial()
            while let range = chunks.next() {
                body(&partial, range)
                progress?(range.count)
            }
            finishPartial(&partial)
            results.store(partial, at: worker)
        }
        if workers <= 1 {
            work(0)
        } else {
            DispatchQueue.concurrentPerform(iterations: workers, execute: work)
        }
        return results.values
    }

    /// Runs `evaluate` on every trace and adds up what it records per grid point: the path for
    /// handler code and for the point-by-point reference. Durations are kept as whole milliseconds
    /// and counted into each point's histogram once a worker holds `foldLimit` of them.
    static func accumulate(
        traces: [Trace], pointCount: Int, threads: Int, progress: (@Sendable (Int) -> Void)?,
        evaluate: @escaping @Sendable (Trace, (Int, PointOutcome, Bool) -> Void) -> Bool
    ) -> (counts: [SweepCounts], unseen: Int) {
        let partials = forEachChunk(
            count: traces.count, threads: threads, progress: progress,
            makePartial: { PointPartial(pointCount: pointCount) },
            body: { partial, range in
                for traceIndex in range {
                    let trace = traces[traceIndex]
                    let seen = evaluate(trace) { point, outcome, close in
                        partial.record(outcome, label: trace.label, at: point)
                        if close { partial.counts[point].closeCalls += 1 }
                    }
                    if !seen { partial.unseen += 1 }
                }
                if partial.buffered >= PointPartial.foldLimit { partial.fold() }
            },
            finishPartial: { $0.fold() })
        var totals = [SweepCounts](repeating: SweepCounts(), count: pointCount)
        for partial in partials {
            for point in 0..<pointCount { totals[point].add(partial.counts[point]) }
        }
        return (totals, partials.reduce(0) { $0 + $1.unseen })
    }
}

/// One worker's counts per grid point, with the durations not yet counted into the histograms.
struct PointPartial {
    /// Durations a worker holds before counting them into the histograms (16 MB), here and in
    /// `LinePartial`.
    static let foldLimit = 1 << 22
    var counts: [SweepCounts]
    var durations: [[Int32]]
    var buffered = 0
    /// Traces no grid point's recognizer began on (`Sweep.seenCaptures`).
    var unseen = 0

    init(pointCount: Int) {
        counts = [SweepCounts](repeating: SweepCounts(), count: pointCount)
        durations = [[Int32]](repeating: [], count: pointCount)
    }

    mutating func record(_ outcome: Sweep.PointOutcome, label: TraceLabel?, at point: Int) {
        buffered += counts[point].tally(outcome, label: label, holdingDurationIn: &durations[point])
    }

    /// Counts the held durations into the histograms.
    mutating func fold() {
        guard buffered > 0 else { return }
        for point in durations.indices { counts[point].countHeld(&durations[point]) }
        buffered = 0
    }
}

/// One worker's tallies per threshold line, with how many durations they hold not yet counted.
struct LinePartial {
    var tallies: [LineTally]
    var held = 0
    /// Traces no grid point's recognizer began on (`Sweep.seenCaptures`).
    var unseen = 0

    mutating func fold() {
        guard held > 0 else { return }
        for line in tallies.indices { tallies[line].fold() }
        held = 0
    }
}

/// Hands out chunks of `0 ..< count` to workers, each chunk once.
private final class ChunkDispenser: @unchecked Sendable {
    private let count: Int
    private let chunkSize: Int
    private var nextStart = 0
    private let lock = DispatchLock()

    init(count: Int, chunkSize: Int) {
        self.count = count
        self.chunkSize = chunkSize
    }

    func next() -> Range<Int>? {
        lock.withLock {
            guard nextStart < count else { return nil }
            let range = nextStart..<min(count, nextStart + chunkSize)
            nextStart = range.upperBound
            return range
        }
    }
}
