import GestureModel
import Interaction
import Testing

@testable import Replay

/// The threshold lines against the point-by-point reference: the fast path and the slow one must
/// give identical counts and histograms, on every fixture and on a synthesized corpus.
@Suite("Threshold lines against point by point")
struct SweepLinesTests {
    /// A grid for a preset, of parameters it reads: the threshold and the velocity threshold
    /// (monotone) where its rule has them, else its rule's first parameter; a transition axis
    /// where its timing reads one; and, for screen-edge presets, an interactive one.
    static func axes(for preset: Scenario) -> [SweepAxis] {
        var axes: [SweepAxis] = []
        if preset.parameterNames.contains("threshold") {
            axes.append(SweepAxis(name: "threshold", values: [0.05, 0.2, 0.35, 0.5, 0.5, 0.65, 0.8, 0.95]))
        } else if let first = preset.handler.rule.numericParameters.first {
            axes.append(SweepAxis(name: first.name, values: [first.value * 0.5, first.value, first.value * 2]))
        }
        if preset.parameterNames.contains("duration") {
            axes.append(SweepAxis(name: "duration", values: [0.25, preset.transition.duration]))
        }
        if preset.parameterNames.contains("velocityThreshold") {
            axes.append(SweepAxis(name: "velocityThreshold", values: [150, 600, 100_000]))
        }
        if case .screenEdgePan = preset.recognizer { axes.append(SweepAxis(name: "edgeRegion", values: [12, 30])) }
        // A flick that decides nearly every release (fluid-interfaces) leaves the threshold a line to decide only with it off.
        if let flick = preset.handler.flick {
            axes.append(SweepAxis(name: "flickVelocity", values: [flick.velocity, 100_000]))
        }
        return axes
    }

    @Test("every fixture under every preset", arguments: Scenario.transitionPresets)
    func fixtures(preset: Scenario) throws {
        let traces = Fixture.all.map(\.trace)
        let axes = Self.axes(for: preset)
        let lines = try Sweep.run(traces: traces, base: preset, axes: axes, threads: 2, method: .thresholdLines).get()
        let reference = try Sweep.run(traces: traces, base: preset, axes: axes, threads: 1, method: .pointByPoint).get()
        #expect(lines.points == reference.points)
        #expect(lines.counts == reference.counts)
        #expect(lines.unseen == reference.unseen)
        if preset.handler.rule == .threshold, preset.handler.onEnded == .decide {
            // The grid does decide differently along the threshold, so the equality is not between constants.
            #expect(Set(lines.counts.map(\.finished)).count >= 3, "\(preset.name)")
        }
    }

    @Test(
        "close calls: the lines' two extra searches equal each point's own margin, under every preset",
        arguments: Scenario.transitionPresets)
    func closeCalls(preset: Scenario) throws {
        let traces = Fixture.all.map(\.trace)
        let axes = Self.axes(for: preset)
        let lines = try Sweep.run(
            traces: traces, base: preset, axes: axes, threads: 2, method: .thresholdLines, closeWithin: 0.0375
        ).get()
        let reference = try Sweep.run(
            traces: traces, base: preset, axes: axes, threads: 1, method: .pointByPoint, closeWithin: 0.0375
        ).get()
        #expect(lines.counts == reference.counts)
        #expect(lines.closeWithin == 0.0375)
        // Without the option nothing is counted, and the rest of the counts are the same.
        let plain = try Sweep.run(traces: traces, base: preset, axes: axes, threads: 2).get()
        #expect(plain.counts.allSatisfy { $0.closeCalls == 0 })
        #expect(
            plain.counts
                == lines.counts.map { counts in
                    var counts = counts
                    counts.closeCalls = 0
                    return counts
                })
    }

    @Test("close calls by hand: releases at 0.44, 0.52 and 0.61 against thresholds 0.4, 0.5, 0.6 within 0.05")
    func closeCallsByHand() throws {
        // Edge-back swipes from x 5 in 2 pt moves (E3 rebases 10 pt): T = 0.44, 0.52, 0.61 of 390 pt.
        let traces = try [0.44, 0.52, 0.61].map { try HandMadeTraces.edgeSwipe(moving: $0 * 390 + 10) }
        let result = try Sweep.run(
            traces: traces, base: .edgeBack, axes: [SweepAxis(name: "threshold", values: [0.4, 0.5, 0.6])], threads: 1,
            closeWithin: 0.05
        ).get()
        // At 0.4: 0.44 is 0.04 away (close), 0.52 and 0.61 are not. At 0.5: 0.52 (0.02). At 0.6: 0.61 (0.01).
        #expect(result.counts.map(\.closeCalls) == [1, 1, 1])
        let wide = try Sweep.run(
            traces: traces, base: .edgeBack, axes: [SweepAxis(name: "threshold", values: [0.4, 0.5, 0.6])], threads: 1,
            closeWithin: 0.09
        ).get()
        // Within 0.09: at 0.4 0.44; at 0.5 0.44 and 0.52; at 0.6 0.52 and 0.61.
        #expect(wide.counts.map(\.closeCalls) == [1, 2, 2])
    }

    @Test("a synthesized corpus of each kind, with a completion-speed axis")
    func synthesized() throws {
        // book-pinch finishes every release; here it decides by its threshold, so the line has steps.
        var pinch = Scenario.bookPinch
        pinch.handler.onEnded = .decide
        let kinds: [(Synthesizer.Kind, Scenario)] = [
            (.edgeLeft, .edgeBack), (.panDown, .swipeDismiss), (.pinchOpen, pinch),
        ]
        for (kind, preset) in kinds {
            let synthesizer = Synthesizer(kind: kind, parameters: Synthesizer.Parameters())
            let traces = try (0..<120).map { try synthesizer.trace(index: $0, seed: 11).trace }
            let axes = [
                SweepAxis(name: "threshold", values: (0..<21).map { 0.1 + 0.04 * Double($0) }),
                SweepAxis(name: "completionSpeed", values: [0.5, 1, 2]),
            ]
            let lines = try Sweep.run(traces: traces, base: preset, axes: axes, threads: 2, method: .thresholdLines)
                .get()
            let reference = try Sweep.run(traces: traces, base: preset, axes: axes, threads: 2, method: .pointByPoint)
                .get()
            #expect(lines.counts == reference.counts, "\(preset.name)")
            #expect(Set(lines.counts.map(\.finished)).count >= 3, "\(preset.name)")
        }
    }

    @Test(
        "with a look-ahead, a deceleration rate and a flick on the grid (H3, H4), the lines still equal point by point")
    func lookaheadAndFlick() throws {
        let synthesizer = Synthesizer(kind: .edgeLeft, parameters: Synthesizer.Parameters())
        let traces = try (0..<150).map { try synthesizer.trace(index: $0, seed: 5).trace } + Fixture.all.map(\.trace)
        for axes in [
            [
                SweepAxis(name: "threshold", values: (0..<11).map { 0.1 + 0.08 * Double($0) }),
                SweepAxis(name: "lookahead", values: [0, 0.25, 1]),
            ],
            [
                SweepAxis(name: "threshold", values: [0.2, 0.4, 0.6]),
                SweepAxis(name: "decelerationRate", values: [0.99, 0.998]),
            ],
            [
                SweepAxis(name: "threshold", values: [0.2, 0.4, 0.6]),
                SweepAxis(name: "flickVelocity", values: [300, 800, 1500]),
            ],
        ] {
            var base = Scenario.edgeBack
            base.handler.flick = ThresholdRule.Flick(velocity: 100_000, measure: .axis)
            let lines = try Sweep.run(traces: traces, base: base, axes: axes, threads: 2, method: .thresholdLines).get()
            let reference = try Sweep.run(traces: traces, base: base, axes: axes, threads: 1, method: .pointByPoint)
                .get()
            #expect(lines.counts == reference.counts, "\(axes.map(\.name))")
            #expect(Set(lines.counts.map(\.finished)).count >= 3, "\(axes.map(\.name))")
        }
    }

    @Test(
        "a line's finishing count is where ThresholdRule.finishes turns false",
        arguments: [
            // (progress, velocity, velocity threshold, expected finishing count among 0.1, 0.3, 0.5, 0.5, 0.7)
            (0.6, 0.0, nil, 4), (0.5, 0.0, nil, 2), (0.05, 0.0, nil, 0), (0.9, 0.0, nil, 5),
            (0.2, 700.0, 500.0, 5), (0.9, -700.0, 500.0, 0), (0.4, 300.0, 500.0, 2),
        ] as [(Double, Double, Double?, Int)])
    func finishingCount(progress: Double, velocity: Double, velocityThreshold: Double?, expected: Int) {
        let line = ThresholdLine(
            settings: ThresholdLine.Settings(
                points: [0, 1, 2, 3, 4], thresholds: [0.1, 0.3, 0.5, 0.5, 0.7],
                rules: HandlerRules(velocityThreshold: velocityThreshold), progress: Scenario.edgeBack.progress,
                transition: Scenario.edgeBack.transition),
            outcomeClass: 0, comparisonClass: 0, decisionClass: 0)
        #expect(line.finishingCount(ThresholdRule.Release(progress: progress, velocity: velocity)) == expected)
    }

    /// Durations of up to 0.39 s keep the running total in bins (`DurationBins`); up to 39 s spread
    /// them wider than bins are kept for, so the histograms merge.
    @Test(
        "a tally's running total gives each point the sums of its two sides, on random tallies",
        arguments: [0.01, 1.0])
    func tallyAgainstSums(secondsPerStep: Double) {
        var generator = SplitMix64(seed: 41)
        let labels: [TraceLabel?] = [.finish, .cancel, nil]
        for _ in 0..<100 {
            let pointCount = Int(generator.next() % 12) + 1
            var tally = LineTally(pointCount: pointCount)
            for _ in 0..<Int(generator.next() % 60) {
                let finishing = Int(generator.next() % UInt64(pointCount + 1))
                func outcome() -> Sweep.PointOutcome {
                    switch generator.next() % 3 {
                    case 0: (.finish, Double(generator.next() % 40) * secondsPerStep)
                    case 1: (.cancel, Double(generator.next() % 40) * secondsPerStep)
                    default: (nil, nil)
                    }
                }
                let step = ThresholdLine.Step(finishing: finishing, above: outcome(), below: outcome())
                tally.add(step, label: labels[Int(generator.next() % 3)])
            }
            tally.fold()
            let points = tally.pointCounts()
            for j in 0..<pointCount {
                var expected = SweepCounts()
                for k in 0...j { expected.add(tally.below[k]) }
                for k in (j + 1)..<(pointCount + 1) { expected.add(tally.above[k]) }
                #expect(points[j] == expected, "point \(j) of \(pointCount)")
            }
        }
    }

    @Test("bins over a range add and take away histograms as the histograms' own merge does")
    func binsAgainstMerges() throws {
        var generator = SplitMix64(seed: 7)
        // The range's ends first, then random durations within it.
        let histograms =
            [DurationHistogram(counting: [200, 499])]
            + (0..<20).map { _ in
                DurationHistogram(
                    counting: (0..<Int(generator.next() % 6)).map { _ in Int32(200 + generator.next() % 300) })
            }
        var bins = try #require(DurationBins(covering: histograms, widthLimit: 300))
        var merged = DurationHistogram()
        for histogram in histograms {
            bins.add(histogram)
            merged.add(histogram)
            #expect(bins.histogram == merged)
        }
        for histogram in histograms.prefix(12) {
            bins.remove(histogram)
            merged.remove(histogram)
            #expect(bins.histogram == merged)
        }
        #expect(merged.total > 0)
        // 200…499 is 300 milliseconds wide: a limit of 299 is too narrow for it.
        #expect(DurationBins(covering: histograms, widthLimit: 299) == nil)
    }

    @Test("a tally reads point j from the traces flipping at or before j (cancel) and after j (finish)")
    func tally() {
        var tally = LineTally(pointCount: 3)
        // Finishes at points 0 and 1, cancels at 2.
        tally.add(ThresholdLine.Step(finishing: 2, above: (.finish, 0.2), below: (.cancel, 0.3)), label: .finish)
        // The same outcome everywhere.
        tally.add(ThresholdLine.Step(finishing: 3, above: (nil, nil), below: (nil, nil)), label: nil)
        // Cancels everywhere.
        tally.add(ThresholdLine.Step(finishing: 0, above: (nil, nil), below: (.cancel, 0.1)), label: .cancel)
        #expect(!tally.isFolded)
        tally.fold()
        #expect(tally.isFolded)
        let points = tally.pointCounts()
        #expect(points.map(\.finished) == [1, 1, 0])
        #expect(points.map(\.cancelled) == [1, 1, 2])
        #expect(points.map(\.undecided) == [1, 1, 1])
        #expect(points.map(\.meantFinishFinished) == [1, 1, 0])
        #expect(points.map(\.meantCancelCancelled) == [1, 1, 1])
        #expect(points[0].durationHistogram == [200: 1, 100: 1])
        #expect(points[2].durationHistogram == [300: 1, 100: 1])
    }

    /// Traces a recognizer never begins on are counted apart, per trace over the whole grid: the
    /// six pinches start 45–245 pt from the left edge, outside any region here; the touch 13.5 pt
    /// from it is outside a 13 pt region but inside a 20 pt one, so it stays in the counts
    /// (undecided where the region is 13).
    @Test("unseen: a trace the recognizer began on at no grid point is left out of every count")
    func unseen() throws {
        let pinches = Fixture.all.filter { $0.group == "pinch" }.map(\.trace)
        #expect(pinches.count == 6)
        let outside = try #require(Fixture.all.first { $0.file.hasSuffix("start-just-outside-edge-region.json") }).trace
        let slow = try #require(Fixture.all.first { $0.file.hasSuffix("left-slow-drag-finish.json") }).trace
        let traces = pinches + [outside, slow]
        let base = try #require(Scenario.preset(named: "edge-back"))
        let axes = [
            SweepAxis(name: "threshold", values: [0.3, 0.5]), SweepAxis(name: "edgeRegion", values: [13, 20]),
        ]
        for method in [Sweep.Method.thresholdLines, .pointByPoint] {
            let result = try Sweep.run(traces: traces, base: base, axes: axes, threads: 2, method: method).get()
            #expect(result.traceCount == 8)
            #expect(result.unseen == 6)
            #expect(result.countedTraces == 2)
            for (point, counts) in zip(result.points, result.counts) {
                #expect(counts.finished + counts.cancelled + counts.undecided == 2)
                #expect(counts.undecided == (point[1] == 13 ? 1 : 0), "\(point)")
            }
        }
        // Only edgeRegion 13: the touch at 13.5 pt is unseen too.
        let narrow = try Sweep.run(
            traces: traces, base: base, axes: [SweepAxis(name: "threshold", values: [0.3, 0.5])], threads: 1
        ).get()
        #expect(narrow.unseen == 7)
        // A shard carries its unseen traces, and the merge adds them up.
        let halves = (1...2).map { index in
            try? Sweep.run(
                traces: Sweep.shard(traces, index: index, count: 2), base: base, axes: axes, threads: 1,
                shard: (index, 2)
            ).get()
        }
        let merged = try SweepResult.merge(
            halves.enumerated().map { ("shard-\($0.offset + 1).json", $0.element?.shardJSON ?? .null) }
        ).get().result
        #expect(merged.unseen == 6)
        #expect(merged.traceCount == 8)
    }
}

/// Axes over lists and named settings: `threshold=0.4,0.45,0.5`, `velocity=uikit,lsq2`,
/// `preset=ios-pop,edge-back`.
@Suite("Sweep axes by list and by name")
struct NamedAxisTests {
    @Test("lists keep their values in order; named axes hold their choices' indices and names")
    func parse() throws {
        let list = try SweepAxis.parse("threshold=0.4,0.45,0.5").get()
        #expect(list.values == [0.4, 0.45, 0.5])
        #expect(list.labels == nil)
        let velocity = try SweepAxis.parse("velocity=uikit,lsq2,flutter").get()
        #expect(velocity.values == [0, 1, 2])
        #expect(velocity.labels == ["uikit", "lsq2", "flutter"])
        #expect(velocity.label(of: 1) == "lsq2")
        guard case .failure(let unknown) = SweepAxis.parse("velocity=uikit,bogus") else {
            Issue.record("an unknown strategy was read")
            return
        }
        #expect(unknown.message.contains("got 'bogus'"))
        guard case .failure = SweepAxis.parse("threshold=0.4,x"),
            case .failure = SweepAxis.parse("preset=ios-pop,ios-pop")
        else {
            Issue.record("a bad list was read")
            return
        }
    }

    @Test("a velocity axis and a preset axis: the lines equal point by point, and each point is its scenario's replay")
    func namedAxesSweep() throws {
        let traces = Fixture.all.filter { $0.group == "edge" || $0.group == "cancel-paths" }.map(\.trace)
        let axes = [
            try SweepAxis.parse("preset=edge-back,ios-pop,android-back").get(),
            try SweepAxis.parse("velocity=uikit,lsq2").get(),
        ]
        let lines = try Sweep.run(traces: traces, base: .edgeBack, axes: axes, threads: 2).get()
        let reference = try Sweep.run(traces: traces, base: .edgeBack, axes: axes, threads: 1, method: .pointByPoint)
            .get()
        #expect(lines.counts == reference.counts)
        // The point (ios-pop, lsq2) decides each trace as ios-pop with lsq2 velocity does.
        var iosLsq2 = Scenario.iosPop
        iosLsq2.velocity = .lsq2
        iosLsq2.sampleRate = Scenario.edgeBack.sampleRate
        let point = try #require(lines.points.firstIndex(of: [1, 1]))
        let replays = traces.map { Replayer.replay($0, scenario: iosLsq2) }.filter(\.recognizerBegan)
        #expect(lines.counts[point].finished == replays.filter { $0.decision == .finish }.count)
        #expect(lines.counts[point].cancelled == replays.filter { $0.decision == .cancel }.count)
        #expect(Set(lines.counts.map(\.finished)).count >= 2, "the presets decide differently")
        // A shard carries the names, and the merge gives them back.
        let shard = try Sweep.run(traces: traces, base: .edgeBack, axes: axes, threads: 1, shard: (1, 1)).get()
        let merged = try SweepResult.merge([("s.json", shard.shardJSON)]).get().result
        #expect(merged.axes == axes)
        #expect(merged.text.contains("best       preset="))
    }
}
