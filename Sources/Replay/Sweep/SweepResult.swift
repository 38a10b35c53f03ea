import GestureModel
import Interaction

/// What a sweep found: the grid, and for every grid point its counts.
public struct SweepResult: Sendable {
    public var preset: String
    public var axes: [SweepAxis]
    /// Grid points in order: the first axis varies slowest.
    public var points: [[Double]]
    public var counts: [SweepCounts]
    public var traceCount: Int
    /// `K/N` when this is one shard of a corpus.
    public var shard: (index: Int, count: Int)?

    /// The grid points ranked best first: highest accuracy, then fewest meant-cancel traces finished
    /// (an unwanted navigation is worse than a missed one), then the shortest median completion,
    /// then grid order.
    public var ranking: [Int] {
        counts.indices.sorted { a, b in
            let (x, y) = (counts[a], counts[b])
            let (ax, ay) = (x.accuracy ?? -1, y.accuracy ?? -1)
            if ax != ay { return ax > ay }
            if x.meantCancelFinished != y.meantCancelFinished { return x.meantCancelFinished < y.meantCancelFinished }
            let (mx, my) = (x.durationQuantile(0.5) ?? .infinity, y.durationQuantile(0.5) ?? .infinity)
            if mx != my { return mx < my }
            return a < b
        }
    }
}

extension SweepResult {
    /// Every grid point gave the same counts and durations: the varied parameters change nothing
    /// on this corpus, so no point is better than another.
    public var allPointsEqual: Bool {
        guard let first = counts.first else { return true }
        return counts.allSatisfy { $0 == first }
    }

    /// The best grid point, or nil when there is nothing to choose (every point equal, or no
    /// labelled trace to be accurate about).
    public var best: Int? {
        guard counts.count == 1 || !allPointsEqual, let first = ranking.first, counts[first].accuracy != nil else { return nil }
        return first
    }

    /// Why `best` is nil, for messages and plots.
    public var noBestReason: String {
        counts.count > 1 && allPointsEqual
            ? "no best point: every grid point gives the same result, so the varied parameters change nothing on this corpus"
            : "no best point: no trace is labelled, so no point is more accurate than another"
    }

    /// Adds the result of the same grid over more traces (the next batch of a corpus read in
    /// batches): the counts and histograms add up to exactly those of one run over all of them.
    public mutating func add(_ other: SweepResult) {
        for index in counts.indices where index < other.counts.count { counts[index].add(other.counts[index]) }
        traceCount += other.traceCount
    }
}
