import Dispatch
import GestureModel
import Interaction

extension Sweep {
    /// Runs `evaluate` on every trace, `threads` workers sharing the traces in fixed chunks, and adds
    /// up what it records per grid point: the counts in chunk order, the durations by counting sort.
    static func accumulate(
        traces: [Trace], pointCount: Int, threads: Int, progress: (@Sendable (Int) -> Void)?,
        evaluate: @escaping @Sendable (Trace, (Int, PointOutcome) -> Void) -> Void
    ) -> [SweepCounts] {
        let chunkSize = max(1, min(256, (traces.count + threads * 4 - 1) / max(1, threads * 4)))
        let chunkCount = (traces.count + chunkSize - 1) / chunkSize
        let partials = ChunkResults(count: chunkCount)
        let work: @Sendable (Int) -> Void = { chunk in
            let range = (chunk * chunkSize) ..< min(traces.count, (chunk + 1) * chunkSize)
            var counts = [SweepCounts](repeating: SweepCounts(), count: pointCount)
            var durations = [[Int32]](repeating: [], count: pointCount)
            for traceIndex in range {
                let trace = traces[traceIndex]
                evaluate(trace) { point, outcome in
                    record(outcome, label: trace.label, into: &counts[point], durations: &durations[point])
                }
            }
            partials.store(counts, durations, at: chunk)
            progress?(range.count)
        }
        if threads <= 1 {
            for chunk in 0 ..< chunkCount { work(chunk) }
        } else {
            DispatchQueue.concurrentPerform(iterations: chunkCount, execute: work)
        }
        let totals = PointResults(count: pointCount)
        let reduce: @Sendable (Int) -> Void = { point in
            var total = SweepCounts()
            var all: [Int32] = []
            for chunk in 0 ..< chunkCount {
                total.add(partials.counts[chunk][point])
                all += partials.durations[chunk][point]
            }
            total.durationHistogram = histogram(all)
            totals.store(total, at: point)
        }
        if threads <= 1 {
            for point in 0 ..< pointCount { reduce(point) }
        } else {
            DispatchQueue.concurrentPerform(iterations: pointCount, execute: reduce)
        }
        return totals.results
    }
}

/// Per-chunk results written from worker threads, each slot by exactly one worker.
fileprivate final class ChunkResults: @unchecked Sendable {
    private(set) var counts: [[SweepCounts]]
    private(set) var durations: [[[Int32]]]
    private let lock = NSLockLike()

    init(count: Int) {
        counts = [[SweepCounts]](repeating: [], count: count)
        durations = [[[Int32]]](repeating: [], count: count)
    }

    func store(_ counts: [SweepCounts], _ durations: [[Int32]], at index: Int) {
        lock.withLock {
            self.counts[index] = counts
            self.durations[index] = durations
        }
    }
}

/// Per-point totals written from worker threads, each slot by exactly one worker.
fileprivate final class PointResults: @unchecked Sendable {
    private(set) var results: [SweepCounts]
    private let lock = NSLockLike()

    init(count: Int) {
        results = [SweepCounts](repeating: SweepCounts(), count: count)
    }

    func store(_ counts: SweepCounts, at index: Int) {
        lock.withLock { results[index] = counts }
    }
}

/// A minimal lock from Dispatch, so that Replay needs no Foundation.
fileprivate final class NSLockLike: @unchecked Sendable {
    private let semaphore = DispatchSemaphore(value: 1)

    func withLock<T>(_ body: () -> T) -> T {
        semaphore.wait()
        defer { semaphore.signal() }
        return body()
    }
}
