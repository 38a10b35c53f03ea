import GestureModel
import Interaction
import Testing

@testable import Replay

/// Every resting fixture, each with its `rest` only where it names a place of `scenario`'s grid.
private func restingFixtures(placesOf places: [String]) -> [Trace] {
    Fixture.all.filter { $0.group == "resting" || $0.group == "sheets" }.map { fixture in
        var trace = fixture.trace
        if let rest = trace.rest, !places.contains(rest) { trace.rest = nil }
        return trace
    }
}

@Suite("Resting sweeps")
struct RestingSweepTests {
    /// Each resting preset with an axis its rule reads: decision thresholds, and geometry that
    /// changes the drag's range (so the grid has more than one drag group).
    static let grids: [(preset: String, axes: [SweepAxis])] = [
        ("android-sheet", [SweepAxis(name: "hideFriction", values: [0.02, 0.05, 0.1, 0.3])]),
        (
            "android-sheet",
            [
                SweepAxis(name: "peekHeight", values: [120, 200]),
                SweepAxis(name: "significantVelocity", values: [500, 9000]),
            ]
        ),
        ("compose-sheet", [SweepAxis(name: "positionalThreshold", values: [20, 56, 150])]),
        ("compose-sheet", [SweepAxis(name: "velocityThreshold", values: [50, 125, 2000])]),
        ("flutter-sheet", [SweepAxis(name: "parentHeight", values: [700, 844])]),
        ("floating-panel", [SweepAxis(name: "redirectionalProgress", values: [0.1, 0.5, 0.9])]),
        ("floating-panel", [SweepAxis(name: "momentumProjectionRate", values: [0.99, 0.998])]),
        ("flutter-page", [SweepAxis(name: "pageExtent", values: [300, 390])]),
        ("android-viewpager", [SweepAxis(name: "minimumFlingVelocity", values: [100, 400, 3000])]),
        ("android-pager-snap", [SweepAxis(name: "minimumFlingVelocity", values: [50, 600, 5000])]),
    ]

    @Test(
        "a resting sweep's confusion at every grid point is the one whole replays give, on every resting fixture",
        arguments: grids.indices)
    func againstReplays(grid: Int) throws {
        let (presetName, axes) = Self.grids[grid]
        let base = try #require(Scenario.preset(named: presetName))
        let scenarios = try Sweep.scenarios(base: base, axes: axes).get()
        let places = try #require(Sweep.restingPlaces(scenarios))
        let traces = restingFixtures(placesOf: places)
        let result = try Sweep.run(traces: traces, base: base, axes: axes, threads: 2).get()
        #expect(result.places == places)
        // The same counts from a whole replay of every (trace, point) pair.
        var expected = scenarios.map { _ in PlaceConfusion(placeCount: places.count) }
        var unseen = 0
        for trace in traces {
            let reports = scenarios.map { Replayer.replay(trace, scenario: $0) }
            guard reports.contains(where: \.recognizerBegan) else {
                unseen += 1
                continue
            }
            let meant = trace.rest.flatMap { places.firstIndex(of: $0) } ?? places.count
            for (point, report) in reports.enumerated() {
                let rested = report.resting?.last.flatMap { places.firstIndex(of: $0.decision.place.name) }
                expected[point].add(1, atCell: meant * (places.count + 1) + (rested ?? places.count))
            }
        }
        #expect(result.unseen == unseen)
        #expect(result.confusions == expected)
        // The grid decides something: a comparison of empty counts would pass whatever the sweep did.
        #expect(expected.contains { confusion in places.indices.contains { confusion.rested(at: $0) > 0 } })
    }

    @Test(
        "RS2's hide friction at its boundary: a brush down hides once the projected top passes half a peek below collapsed"
    )
    func hideFrictionBoundary() throws {
        let brush = try #require(Fixture.all.first { $0.trace.name == "brush-down-1" }).trace
        // The release the rule reads: the top o and its velocity v, both from the replay.
        let release = try #require(Replayer.replay(brush, scenario: .androidSheet).resting?.last?.release)
        // Collapsed at 844 − 200 = 644 pt; it hides when (o + v·h − 644) / 200 > 0.5, that is for
        // h > (744 − o) / v; released below 422 pt (half the parent), it needs no significant velocity.
        #expect(release.offset > 644 && release.offset < 744 && release.velocity > 0)
        let boundary = (744 - release.offset) / release.velocity
        let axes = [SweepAxis(name: "hideFriction", values: [boundary * 0.99, boundary * 1.01])]
        let result = try Sweep.run(traces: [brush], base: .androidSheet, axes: axes, threads: 1).get()
        let places = try #require(result.places)
        let collapsed = try #require(places.firstIndex(of: "collapsed"))
        let hidden = try #require(places.firstIndex(of: "hidden"))
        #expect(result.confusions?[0][meant: collapsed, rested: collapsed] == 1)
        #expect(result.confusions?[1][meant: collapsed, rested: hidden] == 1)
        #expect(result.counts.map(\.accuracy) == [1, 0])
        #expect(result.best == 0)
    }

    @Test("the sheets corpus: the default hides the three brushes; a shorter hide friction keeps them")
    func sheetsCorpus() throws {
        let traces = Fixture.all.filter { $0.group == "sheets" }.map(\.trace)
        #expect(traces.count == 12)
        let axes = [SweepAxis(name: "hideFriction", values: [0.04, 0.1])]
        let result = try Sweep.run(traces: traces, base: .androidSheet, axes: axes, threads: 2).get()
        let places = try #require(result.places)
        #expect(places == ["expanded", "half-expanded", "collapsed", "hidden"])
        let (collapsed, hidden) = (2, 3)
        #expect(result.confusions?.map { $0[meant: collapsed, rested: hidden] } == [0, 3])
        #expect(result.counts.map(\.asMeant) == [12, 9])
        #expect(result.counts.map(\.unwanted) == [0, 0])
        let text = result.text
        #expect(text.contains("best       hideFriction=0.04: accuracy 1.000, 0 skipped"))
        #expect(text.contains("meant and rested, at the best point:"))
    }

    @Test("a place two or more away from the one meant is a skip, which ranks a point lower")
    func skips() {
        var confusion = PlaceConfusion(placeCount: 4)
        confusion.add(2, atCell: 0 * 5 + 2)  // meant 0, rested 2: skipped
        confusion.add(1, atCell: 1 * 5 + 2)  // meant 1, rested 2: a neighbour
        confusion.add(3, atCell: 3 * 5 + 3)  // as meant
        confusion.add(1, atCell: 4 * 5 + 4)  // unlabelled, no release
        #expect(confusion.skipped == 2)
        #expect(confusion.asMeant == 3)
        #expect(confusion.labelled == 6)
        #expect(confusion.unlabelled == 1)
        #expect(confusion.noRelease == 1)
        #expect(confusion.rested(at: 2) == 3)
        let skipping = SweepCounts(summarizing: confusion)
        var moved = PlaceConfusion(placeCount: 4)
        moved.add(3, atCell: 1 * 5 + 2)
        moved.add(3, atCell: 3 * 5 + 3)
        let neighbouring = SweepCounts(summarizing: moved)
        let result = SweepResult(
            preset: "p", axes: [SweepAxis(name: "x", values: [1, 2])], points: [[1], [2]],
            counts: [skipping, neighbouring], traceCount: 7, shard: nil)
        // Both 3 of 6 as meant: the one without skips ranks first.
        #expect(result.ranking == [1, 0])
    }

    @Test("a trace's rest that names no place of the grid is an error naming the trace, the place and the places")
    func unknownRest() throws {
        var trace = try #require(Fixture.all.first { $0.trace.name == "brush-down-1" }).trace
        trace.rest = "half"
        let result = Sweep.run(
            traces: [trace], base: .androidSheet, axes: [SweepAxis(name: "hideFriction", values: [0.1])], threads: 1)
        guard case .failure(let error) = result else {
            Issue.record("a rest naming no place was swept")
            return
        }
        #expect(
            error.message
                == "brush-down-1: rest \"half\" names no place of android-sheet (expanded, half-expanded, collapsed, hidden): the trace's \"rest\" is where it was meant to come to rest"
        )
    }

    @Test("a preset axis counts finishes or places, not both")
    func mixedPresets() throws {
        let axis = try SweepAxis.parse("preset=android-sheet,edge-back").get()
        guard case .failure(let error) = Sweep.scenarios(base: .androidSheet, axes: [axis]) else {
            Issue.record("a grid of a sheet and a transition was made")
            return
        }
        #expect(error.message.contains("android-sheet settles at resting places and edge-back drives a transition"))
        // Presets of one kind make a grid: the places of both sheets are counted.
        let sheets = try SweepAxis.parse("preset=android-sheet,compose-sheet").get()
        let scenarios = try Sweep.scenarios(base: .androidSheet, axes: [sheets]).get()
        #expect(
            Sweep.restingPlaces(scenarios) == [
                "expanded", "half-expanded", "collapsed", "hidden", "partially-expanded",
            ])
    }

    @Test("shards of a resting sweep merge into the single run, and a shard whose confusion does not add up is refused")
    func shards() throws {
        let traces = Fixture.all.filter { $0.group == "sheets" }.map(\.trace)
        let axes = [SweepAxis(name: "hideFriction", values: [0.04, 0.1])]
        let whole = try Sweep.run(traces: traces, base: .androidSheet, axes: axes, threads: 2).get()
        let documents = try (1...3).map { index in
            let shard = try Sweep.run(
                traces: Sweep.shard(traces, index: index, count: 3), base: .androidSheet, axes: axes, threads: 1,
                shard: (index, 3)
            ).get()
            return (file: "s\(index).json", value: shard.shardJSON)
        }
        let merged = try SweepResult.merge(documents).get().result
        #expect(merged.places == whole.places)
        #expect(merged.confusions == whole.confusions)
        #expect(merged.counts == whole.counts)
        #expect(merged.text == whole.text)
        // One trace fewer than the shard's.
        guard case .object(var object) = documents[0].value, case .array(var counts)? = object["counts"],
            case .object(var first) = counts[0], case .array(var cells)? = first["confusion"]
        else {
            Issue.record("a shard without its confusion")
            return
        }
        let counted = try #require(cells.firstIndex { $0 != .number(0) })
        guard case .number(let count) = cells[counted] else { return }
        cells[counted] = .number(count - 1)
        first["confusion"] = .array(cells)
        counts[0] = .object(first)
        object["counts"] = .array(counts)
        guard case .failure(let error) = SweepResult.merge([("bad.json", .object(object))]) else {
            Issue.record("a confusion that does not add up was merged")
            return
        }
        #expect(error.message == "bad.json: counts[0].confusion: adds up to 3, not the shard's 4 traces")
    }
}

@Suite("A trace's rest")
struct TraceRestTests {
    static func decode(_ rest: String) -> Result<Trace, TraceLoadFailure> {
        let text =
            #"{"screen": {"width": 390, "height": 844}, "rest": \#(rest), "events": [{"t": 0, "touches": [{"id": 1, "phase": "began", "x": 1, "y": 1}]}]}"#
        return TraceDecoder.decode(Array(text.utf8), file: "t.json").map(\.trace)
    }

    @Test("a page index reads as its page's name and writes back as the index; a name as itself")
    func pageIndex() throws {
        let page = try Self.decode("2").get()
        #expect(page.rest == "page 2")
        guard case .object(let object) = TraceWriter.json(page) else { return }
        #expect(object["rest"] == .number(2))
        let named = try Self.decode(#""half-expanded""#).get()
        #expect(named.rest == "half-expanded")
        guard case .object(let namedObject) = TraceWriter.json(named) else { return }
        #expect(namedObject["rest"] == .string("half-expanded"))
    }

    @Test(
        "a rest that is neither a name nor a page index is an error naming the field and the rule",
        arguments: [
            ("-1", "-1"), ("1.5", "1.5"), ("10000", "10000"), (#""""#, "an empty string"), ("true", "a boolean"),
        ])
    func invalid(rest: String, shown: String) {
        guard case .failure(let failure) = Self.decode(rest) else {
            Issue.record("\(rest) was read as a rest")
            return
        }
        #expect(
            failure.problems.map(\.description).contains {
                $0.contains("rest") && $0.contains("\(shown) is not a resting place's name or a page index (0 to 9999)")
            }, "\(failure.problems.map(\.description))")
    }
}
