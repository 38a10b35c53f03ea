import GestureModel
import Interaction

/// What a sweep found: the grid, and for every grid point its counts.
public struct SweepResult: Sendable {
    public var preset: String
    public var axes: [SweepAxis]
    /// Grid points in order: the first axis varies slowest.
    public var points: [[Double]]
    public var counts: [SweepCounts]
    /// Every trace swept, `unseen` ones included.
    public var traceCount: Int
    /// Traces on which no grid point's recognizer began (`Sweep.seenCaptures`): motion the
    /// scenario cannot see, left out of every count and of the accuracy.
    public var unseen = 0
    /// `K/N` when this is one shard of a corpus.
    public var shard: (index: Int, count: Int)?
    /// The progress change within which a decision counted as a close call; nil: not counted.
    public var closeWithin: Double?
    /// A resting sweep's places, in the order its confusions count them; nil for a transition's.
    public var places: [String]?
    /// A resting sweep's meant and rested places at each grid point, beside `counts` (which hold
    /// their summary); nil for a transition's.
    public var confusions: [PlaceConfusion]?

    /// The grid points ranked best first: highest accuracy, then fewest unwanted misses (a
    /// meant-cancel trace finished, an unwanted navigation, is worse than a missed one; a skipped
    /// resting place worse than a neighbour), then the shortest median completion, then grid order.
    public var ranking: [Int] {
        let keys = rankingKeys
        return counts.indices.sorted { keys[$0] < keys[$1] }
    }

    /// The best `k` grid points in ranking order, in one pass over the grid (a grid may have a
    /// million points; sorting it for its first few would be most of a sweep's output time).
    public func best(_ k: Int) -> [Int] {
        guard k > 0 else { return [] }
        let keys = rankingKeys
        var kept: [Int] = []
        for index in counts.indices {
            guard kept.count < k || keys[index] < keys[kept[kept.count - 1]] else { continue }
            let place = kept.firstIndex { keys[index] < keys[$0] } ?? kept.count
            kept.insert(index, at: place)
            if kept.count > k { kept.removeLast() }
        }
        return kept
    }

    /// Each point's place in the ranking as a comparable key, computed once per point.
    var rankingKeys: [RankingKey] {
        counts.indices.map { index in
            let c = counts[index]
            return RankingKey(
                accuracy: c.accuracy ?? -1, unwanted: c.unwanted,
                median: c.durationQuantile(SweepCounts.reportedQuantiles.median) ?? .infinity, index: index)
        }
    }

    /// Better first: higher accuracy, fewer unwanted misses, shorter median, earlier point.
    struct RankingKey: Comparable {
        var accuracy: Double
        var unwanted: Int
        var median: Double
        var index: Int

        static func < (a: RankingKey, b: RankingKey) -> Bool {
            if a.accuracy != b.accuracy { return a.accuracy > b.accuracy }
            if a.unwanted != b.unwanted { return a.unwanted < b.unwanted }
            if a.median != b.median { return a.median < b.median }
            return a.index < b.index
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
        guard counts.count == 1 || !allPointsEqual, let first = best(1).first, counts[first].accuracy != nil else {
            return nil
        }
        return first
    }

    /// Why `best` is nil, for messages and plots.
    public var noBestReason: String {
        counts.count > 1 && allPointsEqual
            ? "no best point: every grid point gives the same result, so the varied parameters change nothing on this corpus"
            : places == nil
                ? "no best point: no trace is labelled, so no point is more accurate than another"
                : "no best point: no trace names the place it was meant to rest at (\"rest\"), so no point is more accurate than another"
    }

    /// Adds the result of the same grid over more traces (the next batch of a corpus read in
    /// batches): the counts and histograms add up to exactly those of one run over all of them.
    public mutating func add(_ other: SweepResult) {
        for index in counts.indices where index < other.counts.count { counts[index].add(other.counts[index]) }
        if let theirs = other.confusions {
            if confusions == nil { confusions = theirs.map { PlaceConfusion(placeCount: $0.placeCount) } }
            for index in theirs.indices where index < (confusions?.count ?? 0) { confusions?[index].add(theirs[index]) }
        }
        traceCount += other.traceCount
        unseen += other.unseen
    }

    /// The traces the counts are over: those some grid point's recognizer began on.
    public var countedTraces: Int { traceCount - unseen }
}
