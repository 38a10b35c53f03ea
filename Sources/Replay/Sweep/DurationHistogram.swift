/// Completion durations in whole milliseconds with how many completions took each, kept sorted
/// by duration: adding two histograms is a merge and a quantile one walk, with nothing hashed.
/// A threshold line's running total adds and takes away two per grid point, and a worker's
/// durations are counted into them a batch at a time, so this is on the sweep's path.
struct DurationHistogram: Sendable, Hashable {
    /// Ascending, each once.
    fileprivate(set) var milliseconds: [Int] = []
    /// `counts[i]` completions took `milliseconds[i]`.
    fileprivate(set) var counts: [Int] = []

    init() {}

    /// The histogram a dictionary (milliseconds → count) describes.
    init(_ dictionary: [Int: Int]) {
        for milliseconds in dictionary.keys.sorted() {
            self.milliseconds.append(milliseconds)
            counts.append(dictionary[milliseconds] ?? 0)
        }
    }

    /// Counts `values` by counting sort over their range, or by sorting when the range is wide
    /// (an hour-long completion beside a short one).
    init(counting values: [Int32]) {
        guard let low = values.min(), let high = values.max() else { return }
        // No more distinct durations than values, nor than the range holds: room made once.
        let distinct = min(values.count, Int(high) - Int(low) + 1)
        milliseconds.reserveCapacity(distinct)
        counts.reserveCapacity(distinct)
        guard Int(high) - Int(low) <= max(65_536, 4 * values.count) else {
            for value in values.sorted() {
                if milliseconds.last == Int(value) {
                    counts[counts.count - 1] += 1
                } else {
                    milliseconds.append(Int(value))
                    counts.append(1)
                }
            }
            return
        }
        var bins = [Int](repeating: 0, count: Int(high) - Int(low) + 1)
        for value in values { bins[Int(value) - Int(low)] += 1 }
        for (offset, count) in bins.enumerated() where count > 0 {
            milliseconds.append(Int(low) + offset)
            counts.append(count)
        }
    }

    var dictionary: [Int: Int] {
        Dictionary(uniqueKeysWithValues: zip(milliseconds, counts))
    }

    /// How many completions are counted.
    var total: Int { counts.reduce(0, +) }

    /// Counts `count` more completions of `duration` milliseconds.
    mutating func add(_ duration: Int, count: Int = 1) {
        let low = place(of: duration)
        if low < milliseconds.count, milliseconds[low] == duration {
            counts[low] += count
        } else {
            milliseconds.insert(duration, at: low)
            counts.insert(count, at: low)
        }
    }

    /// Where `duration` is, or would be inserted: the first index not below it.
    private func place(of duration: Int) -> Int {
        var low = 0
        var high = milliseconds.count
        while low < high {
            let middle = (low + high) / 2
            if milliseconds[middle] < duration { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// Adds `other`'s counts: a few durations this one holds already are counted in place; new
    /// ones, or many, merge the two sorted lists into new ones (an insert would move the tail, and
    /// a list shared with another histogram, as a line's running total shares its own with the
    /// points before, is copied whole before it changes).
    mutating func add(_ other: DurationHistogram) {
        if other.milliseconds.isEmpty { return }
        if milliseconds.isEmpty {
            self = other
            return
        }
        if other.milliseconds.count <= 8,
            other.milliseconds.allSatisfy({ duration in
                let index = place(of: duration)
                return index < milliseconds.count && milliseconds[index] == duration
            })
        {
            for index in other.milliseconds.indices {
                counts[place(of: other.milliseconds[index])] += other.counts[index]
            }
            return
        }
        // Both lists walked once through their buffers and the merged ones written in place (one
        // allocation each): the workers' tallies and batches of durations add up here.
        let capacity = milliseconds.count + other.milliseconds.count
        var mergedMilliseconds: [Int] = []
        let mergedCounts = [Int](unsafeUninitializedCapacity: capacity) { countBuffer, countsWritten in
            mergedMilliseconds = [Int](unsafeUninitializedCapacity: capacity) { millisecondBuffer, written in
                written = milliseconds.withUnsafeBufferPointer { mine in
                    counts.withUnsafeBufferPointer { myCounts in
                        other.milliseconds.withUnsafeBufferPointer { theirs in
                            other.counts.withUnsafeBufferPointer { theirCounts in
                                Self.merge(
                                    mine, myCounts, theirs, theirCounts, into: millisecondBuffer, countBuffer)
                            }
                        }
                    }
                }
                countsWritten = written
            }
        }
        milliseconds = mergedMilliseconds
        counts = mergedCounts
    }

    /// Merges two sorted (milliseconds, count) lists, adding the counts of a duration in both;
    /// returns how many it wrote.
    private static func merge(
        _ mine: UnsafeBufferPointer<Int>, _ myCounts: UnsafeBufferPointer<Int>, _ theirs: UnsafeBufferPointer<Int>,
        _ theirCounts: UnsafeBufferPointer<Int>, into mergedBuffer: UnsafeMutableBufferPointer<Int>,
        _ mergedCountBuffer: UnsafeMutableBufferPointer<Int>
    ) -> Int {
        // Room for both lists whole, which the callers allocate.
        guard let merged = mergedBuffer.baseAddress, let mergedCounts = mergedCountBuffer.baseAddress else { return 0 }
        var (i, j, written) = (0, 0, 0)
        while i < mine.count && j < theirs.count {
            let (a, b) = (mine[i], theirs[j])
            if a < b {
                (merged + written).initialize(to: a)
                (mergedCounts + written).initialize(to: myCounts[i])
                i += 1
            } else if b < a {
                (merged + written).initialize(to: b)
                (mergedCounts + written).initialize(to: theirCounts[j])
                j += 1
            } else {
                (merged + written).initialize(to: a)
                (mergedCounts + written).initialize(to: myCounts[i] + theirCounts[j])
                i += 1
                j += 1
            }
            written += 1
        }
        for k in i..<mine.count {
            (merged + written).initialize(to: mine[k])
            (mergedCounts + written).initialize(to: myCounts[k])
            written += 1
        }
        for k in j..<theirs.count {
            (merged + written).initialize(to: theirs[k])
            (mergedCounts + written).initialize(to: theirCounts[k])
            written += 1
        }
        return written
    }

    /// Takes away `other`'s counts, which must all be within this one's; a duration left with no
    /// completions leaves the list, so the result is the histogram of what remains, as if the
    /// taken ones had never been added.
    mutating func remove(_ other: DurationHistogram) {
        if other.milliseconds.isEmpty { return }
        var emptied = false
        for index in other.milliseconds.indices {
            let place = place(of: other.milliseconds[index])
            guard place < milliseconds.count, milliseconds[place] == other.milliseconds[index] else {
                assertionFailure("a histogram takes away a duration it does not hold")
                continue
            }
            assert(counts[place] >= other.counts[index], "a histogram takes away more than it holds")
            counts[place] -= other.counts[index]
            if counts[place] == 0 { emptied = true }
        }
        guard emptied else { return }
        var kept = 0
        for index in counts.indices where counts[index] != 0 {
            milliseconds[kept] = milliseconds[index]
            counts[kept] = counts[index]
            kept += 1
        }
        milliseconds.removeLast(milliseconds.count - kept)
        counts.removeLast(counts.count - kept)
    }

    /// The nearest-rank quantile, in milliseconds; nil when nothing is counted.
    func quantile(_ q: Double) -> Int? {
        let total = total
        guard total > 0 else { return nil }
        let rank = Self.rank(q, of: total)
        var seen = 0
        for index in milliseconds.indices {
            seen += counts[index]
            if seen >= rank { return milliseconds[index] }
        }
        return nil
    }

    /// The nearest rank of quantile `q` among `total` completions.
    static func rank(_ q: Double, of total: Int) -> Int { max(1, Int((q * Double(total)).rounded(.up))) }

    /// The histogram reduced to the reported quantiles (`SweepCounts.reportedQuantiles`): each kept
    /// duration holds the completions from the rank before it up to its own, so `quantile` gives
    /// the same answer for each of them from at most three entries, and `total` is unchanged. A
    /// grid point's report reads no more, and a full histogram per point grows with the corpus.
    func keepingReportedQuantiles() -> DurationHistogram {
        let total = total
        guard total > 0 else { return DurationHistogram() }
        let q = SweepCounts.reportedQuantiles
        return Self.kept(
            values: (quantile(q.median) ?? 0, quantile(q.p95) ?? 0, quantile(q.max) ?? 0),
            ranks: Self.reportedRanks(of: total))
    }

    /// The nearest ranks of the reported quantiles among `total` completions, ascending.
    static func reportedRanks(of total: Int) -> (Int, Int, Int) {
        let q = SweepCounts.reportedQuantiles
        return (rank(q.median, of: total), rank(q.p95, of: total), rank(q.max, of: total))
    }

    /// The kept histogram of `keepingReportedQuantiles`: each rank's duration (`values`) with the
    /// completions from the rank before it up to its own; a duration two ranks share is one entry.
    static func kept(values: (Int, Int, Int), ranks: (Int, Int, Int)) -> DurationHistogram {
        var histogram = DurationHistogram()
        histogram.milliseconds.reserveCapacity(3)
        histogram.counts.reserveCapacity(3)
        func add(_ value: Int, _ count: Int) {
            guard count > 0 else { return }
            if histogram.milliseconds.last == value {
                histogram.counts[histogram.counts.count - 1] += count
            } else {
                histogram.milliseconds.append(value)
                histogram.counts.append(count)
            }
        }
        add(values.0, ranks.0)
        add(values.1, ranks.1 - ranks.0)
        add(values.2, ranks.2 - ranks.1)
        return histogram
    }
}

/// A running total of histograms whose durations fall in one known range, as a count per
/// millisecond of the range: adding or taking away a histogram costs its size, with no search
/// and no merge, and reading the total out as a histogram is one pass over the range. A threshold
/// line's running total (`LineTally.pointCounts`) reads itself out at every point.
struct DurationBins {
    /// The shortest duration the bins hold: bin `i` counts completions of `low + i` milliseconds.
    private let low: Int
    private var bins: [Int]
    /// How many bins hold a count: the read-out histogram's size, so it is allocated once.
    private var occupied = 0
    /// How many completions the bins hold.
    private var total = 0

    /// Bins covering every duration of `histograms`, or nil when their range is wider than
    /// `widthLimit`: a range walked per read-out should stay near the size of what it holds.
    init?(covering histograms: [DurationHistogram], widthLimit: Int) {
        var low = Int.max
        var high = Int.min
        for histogram in histograms {
            guard let first = histogram.milliseconds.first, let last = histogram.milliseconds.last else { continue }
            low = min(low, first)
            high = max(high, last)
        }
        guard low <= high else {
            self.low = 0
            bins = []
            return
        }
        // Durations are whole milliseconds of at most Int32.max (`Sweep.wholeMilliseconds`), and
        // a histogram made from a dictionary holds what its caller gave: the width is checked
        // without overflow.
        let (width, overflow) = high.subtractingReportingOverflow(low)
        guard !overflow, width < widthLimit else { return nil }
        self.low = low
        bins = [Int](repeating: 0, count: width + 1)
    }

    mutating func add(_ histogram: DurationHistogram) {
        for index in histogram.milliseconds.indices {
            let bin = histogram.milliseconds[index] - low
            if bins[bin] == 0 { occupied += 1 }
            bins[bin] += histogram.counts[index]
            total += histogram.counts[index]
        }
    }

    /// Takes away counts `add` put in.
    mutating func remove(_ histogram: DurationHistogram) {
        for index in histogram.milliseconds.indices {
            let bin = histogram.milliseconds[index] - low
            assert(bins[bin] >= histogram.counts[index], "bins take away more than they hold")
            bins[bin] -= histogram.counts[index]
            total -= histogram.counts[index]
            if bins[bin] == 0 { occupied -= 1 }
        }
    }

    /// The total kept to the reported quantiles (`DurationHistogram.keepingReportedQuantiles`),
    /// read from the bins with no histogram of the whole made: the median from below, the higher
    /// ranks from above (the r-th shortest of n is the (n − r + 1)-th longest), so the walk stops
    /// short of the range's middle.
    func keepingReportedQuantiles() -> DurationHistogram {
        guard total > 0 else { return DurationHistogram() }
        let ranks = DurationHistogram.reportedRanks(of: total)
        let (low, total) = (low, total)
        let values = bins.withUnsafeBufferPointer { bins -> (Int, Int, Int) in
            func fromBelow(_ rank: Int) -> Int {
                var (seen, offset) = (0, 0)
                while offset < bins.count - 1 {
                    seen += bins[offset]
                    if seen >= rank { break }
                    offset += 1
                }
                return low + offset
            }
            func fromAbove(_ rank: Int) -> Int {
                let wanted = total - rank + 1
                var (seen, offset) = (0, bins.count - 1)
                while offset > 0 {
                    seen += bins[offset]
                    if seen >= wanted { break }
                    offset -= 1
                }
                return low + offset
            }
            return (fromBelow(ranks.0), fromAbove(ranks.1), fromAbove(ranks.2))
        }
        return DurationHistogram.kept(values: values, ranks: ranks)
    }

    /// The total as a histogram: the occupied bins in order, written straight into arrays of
    /// their size (one allocation each, no append's capacity check per bin).
    var histogram: DurationHistogram {
        var histogram = DurationHistogram()
        guard occupied > 0 else { return histogram }
        let (low, occupied) = (low, occupied)
        histogram.counts = [Int](unsafeUninitializedCapacity: occupied) { countBuffer, countsWritten in
            histogram.milliseconds = [Int](unsafeUninitializedCapacity: occupied) { millisecondBuffer, written in
                bins.withUnsafeBufferPointer { bins in
                    guard let milliseconds = millisecondBuffer.baseAddress, let counts = countBuffer.baseAddress
                    else { return }
                    // `occupied` bins hold a count, so the walk writes exactly that many and stops
                    // at the last of them.
                    var offset = 0
                    while written < occupied, offset < bins.count {
                        let count = bins[offset]
                        if count != 0 {
                            (milliseconds + written).initialize(to: low + offset)
                            (counts + written).initialize(to: count)
                            written += 1
                        }
                        offset += 1
                    }
                }
                countsWritten = written
            }
        }
        return histogram
    }
}
