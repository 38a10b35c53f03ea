import Testing

@testable import Replay

/// The sorted histogram against the dictionary it replaced: the same counts after any adds and
/// merges, in order, and the same nearest-rank quantiles.
@Suite("Duration histograms")
struct DurationHistogramTests {
    @Test("adds and merges give the counts a dictionary gives, sorted by duration")
    func againstDictionary() {
        var generator = SplitMix64(seed: 17)
        for round in 0..<200 {
            var histogram = DurationHistogram()
            var reference: [Int: Int] = [:]
            for _ in 0..<Int(generator.next() % 40) {
                var other = DurationHistogram()
                // Small and large partners: a few durations are added one by one, more are merged.
                for _ in 0..<Int(generator.next() % (round.isMultiple(of: 2) ? 6 : 60)) {
                    let milliseconds = Int(generator.next() % 500)
                    let count = Int(generator.next() % 3) + 1
                    other.add(milliseconds, count: count)
                    reference[milliseconds, default: 0] += count
                }
                histogram.add(other)
            }
            #expect(histogram.dictionary == reference)
            #expect(histogram.milliseconds == reference.keys.sorted())
            #expect(histogram.total == reference.values.reduce(0, +))
        }
    }

    @Test("taking away counts added before leaves the histogram of the rest, with no empty durations")
    func removal() {
        var generator = SplitMix64(seed: 29)
        for round in 0..<200 {
            var parts: [DurationHistogram] = []
            for _ in 0..<Int(generator.next() % 12) + 1 {
                var part = DurationHistogram()
                for _ in 0..<Int(generator.next() % (round.isMultiple(of: 2) ? 6 : 40)) {
                    part.add(Int(generator.next() % 300), count: Int(generator.next() % 3) + 1)
                }
                parts.append(part)
            }
            var whole = DurationHistogram()
            for part in parts { whole.add(part) }
            var rest = DurationHistogram()
            for part in parts {
                if generator.next() % 2 == 0 { whole.remove(part) } else { rest.add(part) }
            }
            #expect(whole == rest)
            #expect(!whole.counts.contains(0))
        }
    }

    @Test("nearest-rank quantiles: the median of 100, 200, 200, 900 ms is 200, p95 and max 900")
    func quantiles() {
        let histogram = DurationHistogram(counting: [900, 200, 100, 200])
        #expect(histogram.milliseconds == [100, 200, 900])
        #expect(histogram.counts == [1, 2, 1])
        #expect(histogram.quantile(0.5) == 200)
        #expect(histogram.quantile(0.95) == 900)
        #expect(histogram.quantile(1) == 900)
        #expect(histogram.quantile(0) == 100)
        #expect(DurationHistogram().quantile(0.5) == nil)
    }

    @Test("a wide range (an hour beside 100 ms) is counted by sorting, to the same histogram")
    func wideRange() {
        let values: [Int32] = [3_600_000, 100, 100, Int32.max, 250]
        let histogram = DurationHistogram(counting: values)
        #expect(histogram.milliseconds == [100, 250, 3_600_000, Int(Int32.max)])
        #expect(histogram.counts == [2, 1, 1, 1])
    }
}
