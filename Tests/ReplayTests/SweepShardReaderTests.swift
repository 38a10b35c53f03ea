import GestureModel
import Interaction
import Testing

@testable import Replay

/// A shard file comes from another machine or an editor: every number in it is checked before it
/// becomes a count, and each failure names the file and the field.
@Suite("Sweep shard files")
struct SweepShardReaderTests {
    /// A real shard of 4 synthesized, labelled edge swipes over a grid of two thresholds.
    static func shard() throws -> JSONValue {
        let synthesizer = Synthesizer(kind: .edgeLeft, parameters: Synthesizer.Parameters())
        let traces = try (0..<4).map { try synthesizer.trace(index: $0, seed: 7).trace }
        let result = try Sweep.run(
            traces: traces, base: .edgeBack, axes: [SweepAxis(name: "threshold", values: [0.3, 0.5])], threads: 1,
            shard: (1, 1)
        ).get()
        return try JSONParser.parse(JSONWriter.string(result.shardJSON, pretty: false))
    }

    /// `shard` with `edit` applied to its JSON text.
    static func edited(_ edit: (inout JSONObject) -> Void) throws -> JSONValue {
        guard case .object(var object) = try shard() else { throw ShardTestFailure.notAnObject }
        edit(&object)
        return .object(object)
    }

    enum ShardTestFailure: Error { case notAnObject }

    static func failure(_ value: JSONValue) -> String? {
        if case .failure(let error) = SweepResult.merge([("s.json", value)]) { error.message } else { nil }
    }

    static func counts(_ object: JSONObject, _ edit: (inout JSONObject) -> Void) -> JSONObject {
        var object = object
        guard case .array(var points)? = object["counts"], case .object(var first)? = points.first else {
            return object
        }
        edit(&first)
        points[0] = .object(first)
        object["counts"] = .array(points)
        return object
    }

    @Test("the real shard merges; its counts add up to its traces at every grid point")
    func realShard() throws {
        let merged = try SweepResult.merge([("s.json", try Self.shard())]).get()
        #expect(merged.warnings.isEmpty)
        #expect(merged.result.traceCount == 4)
        for counts in merged.result.counts {
            #expect(counts.finished + counts.cancelled + counts.undecided == 4)
            #expect(counts.labelled == 4)
        }
    }

    @Test("shard index and count: whole, at least 1, index within count, count within the limit")
    func shardNumbers() throws {
        let cases: [(JSONValue, JSONValue, String)] = [
            (.number(1), .number(0), "s.json: shard.count: 0 is not a whole number from 1 to 10000"),
            (.number(1), .number(-3), "s.json: shard.count: -3 is not a whole number from 1 to 10000"),
            (.number(1), .number(1e300), "s.json: shard.count: 1e+300 is not a whole number from 1 to 10000"),
            (.number(1.5), .number(2), "s.json: shard.index: 1.5 is not a whole number from 1 to 2"),
            (.number(3), .number(2), "s.json: shard.index: 3 is not a whole number from 1 to 2"),
            (.string("1"), .number(2), "s.json: shard.index: not a number"),
        ]
        for (index, count, message) in cases {
            let value = try Self.edited { $0["shard"] = .object(["index": index, "count": count]) }
            #expect(Self.failure(value) == message)
        }
    }

    @Test("traces and counts: whole, not negative, adding up to the shard's traces")
    func counts() throws {
        #expect(
            Self.failure(try Self.edited { $0["traces"] = .number(1e300) })?.hasPrefix(
                "s.json: traces: 1e+300 is not a whole number") == true)
        #expect(
            Self.failure(try Self.edited { $0["traces"] = .number(5) })
                == "s.json: counts[0]: the outcomes or the labels do not add up to the shard's 5 traces")
        #expect(
            Self.failure(try Self.edited { $0 = Self.counts($0) { $0["f"] = .number(-1) } })
                == "s.json: counts[0].f: -1 is not a whole number from 0 to 4")
        #expect(
            Self.failure(try Self.edited { $0 = Self.counts($0) { $0["cc"] = .number(0.5) } })
                == "s.json: counts[0].cc: 0.5 is not a whole number from 0 to 4")
        #expect(
            Self.failure(try Self.edited { $0 = Self.counts($0) { $0["ff"] = nil } })
                == "s.json: counts[0].ff: missing (a whole number)")
        #expect(
            Self.failure(try Self.edited { $0 = Self.counts($0) { $0["durations"] = .array([.number(300)]) } })
                == "s.json: counts[0].durations: missing or odd (pairs of milliseconds and count)")
        #expect(
            Self.failure(
                try Self.edited { $0 = Self.counts($0) { $0["durations"] = .array([.number(300), .number(5)]) } })
                == "s.json: counts[0].durations: more completions than the shard's 4 traces")
        #expect(
            Self.failure(
                try Self.edited { $0 = Self.counts($0) { $0["durations"] = .array([.number(-300), .number(1)]) } })
                == "s.json: counts[0].durations[0]: -300 is not a whole number from 0 to 2147483647")
    }

    @Test("axes: numbers only, and the counts match the grid they make")
    func axes() throws {
        let stringValue = try Self.edited {
            $0["axes"] = .array([
                .object(["name": .string("threshold"), "values": .array([.string("0.3"), .number(0.5)])])
            ])
        }
        #expect(Self.failure(stringValue) == "s.json: axes[0].values[0]: not a number")
        let wider = try Self.edited {
            $0["axes"] = .array([
                .object(["name": .string("threshold"), "values": .array([.number(0.3), .number(0.4), .number(0.5)])])
            ])
        }
        #expect(Self.failure(wider) == "s.json: counts: 2 grid points for a grid of 3")
        #expect(
            Self.failure(try Self.edited { $0["version"] = .number(2) })
                == "s.json: version: 2; this build reads sweep shards of version 1")
        #expect(Self.failure(try Self.edited { $0["shard"] = nil })?.hasPrefix("s.json: shard: missing") == true)
    }

    @Test("an unknown field is a warning, not an error")
    func unknownField() throws {
        let merged = try SweepResult.merge([("s.json", try Self.edited { $0["machine"] = .string("ci-3") })]).get()
        #expect(merged.warnings == ["s.json: unknown field 'machine' ignored"])
    }

    @Test("shard sums that would overflow are an error, and many missing shards are listed briefly")
    func overflowAndMissing() throws {
        let big = try Self.edited { object in
            object["traces"] = .number(9_007_199_254_740_991)
            object["shard"] = .object(["index": .number(1), "count": .number(2)])
            guard case .array(let points)? = object["counts"] else { return }
            object["counts"] = .array(
                points.map { _ in
                    .object([
                        "f": .number(9_007_199_254_740_991), "c": .number(0), "u": .number(0), "ff": .number(0),
                        "fc": .number(0),
                        "cf": .number(0), "cc": .number(0), "unlabelled": .number(9_007_199_254_740_991),
                        "durations": .array([]),
                    ])
                })
        }
        let second = try Self.edited { $0["shard"] = .object(["index": .number(2), "count": .number(2)]) }
        guard case .failure(let error) = SweepResult.merge([("a.json", big), ("b.json", second)]) else {
            Issue.record("merged past 2^53 traces")
            return
        }
        #expect(error.message == "b.json: traces: the shards hold more than 9007199254740991 traces together")
        let ofMany = try Self.edited { $0["shard"] = .object(["index": .number(1), "count": .number(10000)]) }
        guard case .failure(let missing) = SweepResult.merge([("s.json", ofMany)]) else {
            Issue.record("merged with 9999 shards missing")
            return
        }
        #expect(
            missing.message
                == "shards missing: 2/10000, 3/10000, 4/10000, 5/10000, 6/10000, 7/10000, 8/10000, 9/10000, 10/10000, 11/10000 and 9989 more"
        )
    }

    /// The fuzzer's find (CI, 2026-11-24): a shard with no axes merges into one grid point with no
    /// value, which the line plot read as `point[0]` and trapped on.
    @Test("a shard with no axes merges into the base scenario's one point and renders in every form")
    func noAxes() throws {
        let text =
            #"{"format":"gesture-replay-sweep-shard","version":1,"preset":"edge-back","shard":{"index":1,"count":1},"traces":5,"axes":[],"counts":[{"f":0,"c":2,"u":3,"ff":0,"fc":4,"cf":0,"cc":1,"unlabelled":0,"durations":[122,1,1,1]}]}"#
        let merged = try SweepResult.merge([("s.json", try JSONParser.parse(Array(text.utf8)))]).get()
        #expect(merged.result.points == [[]])
        #expect(merged.result.counts.first?.accuracy == 0.2)
        let svg = SweepPlot.svg(merged.result)
        #expect(svg.contains("accuracy 0.200"))
        #expect(!merged.result.text.isEmpty && !merged.result.csv.isEmpty)
    }

    @Test("completion durations become whole milliseconds without a trap, however long")
    func wholeMilliseconds() {
        #expect(Sweep.wholeMilliseconds(0.2874) == 287)
        #expect(Sweep.wholeMilliseconds(0.2875) == 288)
        #expect(Sweep.wholeMilliseconds(1e300) == Int32.max)
        #expect(Sweep.wholeMilliseconds(.infinity) == Int32.max)
        #expect(Sweep.wholeMilliseconds(-1) == 0)
        #expect(Sweep.wholeMilliseconds(.nan) == 0)
        // The definition: rounded half away from zero, then clamped into 0 … Int32.max.
        func definition(_ seconds: Double) -> Int32 {
            let milliseconds = (seconds * 1000).rounded()
            guard !milliseconds.isNaN else { return 0 }
            return Int32(min(max(milliseconds, 0), Double(Int32.max)))
        }
        var random = SplitMix64(seed: 3)
        var values: [Double] = [
            -0.0, 0.0005, 0.0004999999999999999, -0.0005, 2_147_483.6465, 2_147_483.6475, 2_147_483.647,
        ]
        for whole in 0..<2_000 {
            let half = (Double(whole) + 0.5) / 1000
            values += [half, half.nextUp, half.nextDown, Double(whole) / 1000]
        }
        values += (0..<20_000).map { _ in Double(random.next() % 10_000_000) / 1e6 * (random.next() % 2 == 0 ? 1 : -1) }
        for seconds in values {
            #expect(Sweep.wholeMilliseconds(seconds) == definition(seconds), "\(seconds)")
        }
    }
}
