import GestureModel
import Interaction
import Testing

@testable import Replay

private let screen = Screen(size: Size(width: 390, height: 844), refreshRate: 120)

/// A left-edge drag whose release progress is exactly `progress` under edge-back.
private func drag(to progress: Double, label: TraceLabel?, name: String) throws -> Trace {
    let travel = 10 + progress * 390
    var events = [TouchEvent(time: 0, touches: [TouchSample(id: 1, phase: .began, location: Point(x: 5, y: 400))])]
    for step in 1...10 {
        events.append(
            TouchEvent(
                time: Double(step) * 0.01,
                touches: [TouchSample(id: 1, phase: .moved, location: Point(x: 5 + travel * Double(step) / 10, y: 400))]
            ))
    }
    events.append(
        TouchEvent(time: 0.11, touches: [TouchSample(id: 1, phase: .ended, location: Point(x: 5 + travel, y: 400))]))
    return try Trace(name: name, screen: screen, label: label, events: events)
}

/// Six labelled drags and one unlabelled, with known answers.
private func handLabelled() throws -> [Trace] {
    try [
        drag(to: 0.2, label: .cancel, name: "a"), drag(to: 0.3, label: .finish, name: "b"),
        drag(to: 0.45, label: .cancel, name: "c"),
        drag(to: 0.55, label: .finish, name: "d"), drag(to: 0.7, label: .finish, name: "e"),
        drag(to: 0.8, label: .cancel, name: "f"),
        drag(to: 0.6, label: nil, name: "g"),
    ]
}

private func synthesized(_ count: Int) throws -> [Trace] {
    let synthesizer = Synthesizer(kind: .edgeLeft, parameters: Synthesizer.Parameters())
    return try (0..<count).map { try synthesizer.trace(index: $0, seed: 7).trace }
}

@Suite("Sweeps")
struct SweepTests {
    static let reported = [
        SweepCounts.reportedQuantiles.median, SweepCounts.reportedQuantiles.p95, SweepCounts.reportedQuantiles.max,
    ]

    @Test("--vary's values are the decimals typed, checked as given: 1e-10 steps are not rounded to 0")
    func varyDecimals() throws {
        func values(_ text: String) throws -> [Double] { try SweepAxis.parse(text).get().values }
        #expect(try values("threshold=1e-10:3e-10:1e-10") == [1e-10, 2e-10, 3e-10])
        #expect(try values("threshold=0.1:0.3:0.05") == [0.1, 0.15, 0.2, 0.25, 0.3])
        #expect(try values("threshold=0.3:0.7:0.1") == [0.3, 0.4, 0.5, 0.6, 0.7])
        #expect(try values("duration=2.5E-1:0.5:125e-3") == [0.25, 0.375, 0.5])
        // Past 2^52 a double has no fraction to round: the sums are kept as they are, not overflowed.
        #expect(try values("velocityThreshold=1e300:3e300:1e300") == [1e300, 1e300 + 1e300, 1e300 + 2 * 1e300])
        // A tiny positive step over a positive domain stays in it: the first value is checked as typed.
        var scenario = Scenario.edgeBack
        try scenario.set(scenario.parameter(named: "duration"), to: try values("duration=1e-10:1e-10:1e-10")[0])
        #expect(scenario.transition.duration == 1e-10)
    }

    @Test("a histogram kept to its reported quantiles answers them alike from at most three entries")
    func keptQuantiles() {
        var generator = SplitMix64(seed: 11)
        for size in [1, 2, 3, 19, 20, 21, 40, 1000] {
            var histogram = DurationHistogram()
            for _ in 0..<size { histogram.add(Int(generator.next() % 500)) }
            let kept = histogram.keepingReportedQuantiles()
            #expect(kept.total == histogram.total)
            #expect(kept.milliseconds.count <= 3)
            for q in Self.reported {
                #expect(kept.quantile(q) == histogram.quantile(q), "\(size) \(q)")
            }
            // Kept twice is kept once.
            #expect(kept.keepingReportedQuantiles() == kept)
        }
        // 20 completions of 1…20 ms: ranks 10, 19 and 20, so 10 ms holds 10, 19 ms 9 and 20 ms 1.
        var twenty = DurationHistogram()
        for milliseconds in 1...20 { twenty.add(milliseconds) }
        let kept = twenty.keepingReportedQuantiles()
        #expect(kept.milliseconds == [10, 19, 20] && kept.counts == [10, 9, 1])
    }

    @Test("a grid past 250,000 points is refused before any scenario is made: 1,000 × 1,000 needs over 1 GiB")
    func gridLimit() throws {
        let thousand = SweepAxis(name: "threshold", values: (0..<1000).map { Double($0) / 1000 })
        let velocities = SweepAxis(name: "velocityThreshold", values: (0..<1000).map(Double.init))
        guard case .failure(let error) = SweepAxis.gridSize([thousand, velocities]) else {
            Issue.record("a million-point grid was accepted")
            return
        }
        #expect(
            error.message
                == "--vary makes a grid of 1000000 points (threshold × 1000, velocityThreshold × 1000); at most 250000")
        #expect(throws: Never.self) { try SweepAxis.gridSize([thousand, SweepAxis(name: "v", values: [1, 2])]).get() }
    }

    @Test("the confusion matrix, accuracy and completion statistics of a hand-labelled corpus")
    func confusion() throws {
        let axes = [SweepAxis(name: "threshold", values: [0.25, 0.5, 0.75])]
        let result = try Sweep.run(traces: try handLabelled(), base: .edgeBack, axes: axes, threads: 1).get()
        let c = result.counts
        func row(_ counts: SweepCounts) -> [Int] {
            [
                counts.finished, counts.cancelled, counts.meantFinishFinished, counts.meantFinishCancelled,
                counts.meantCancelFinished,
                counts.meantCancelCancelled, counts.unlabelled,
            ]
        }
        // threshold 0.25: six finish; F→F b d e, C→F c f, C→C a.
        #expect(row(c[0]) == [6, 1, 3, 0, 2, 1, 1])
        // threshold 0.5: F→F d e, F→C b, C→F f, C→C a c.
        #expect(row(c[1]) == [4, 3, 2, 1, 1, 2, 1])
        // threshold 0.75: only f finishes.
        #expect(row(c[2]) == [1, 6, 0, 3, 1, 2, 1])
        let accuracies: [Double] = c.map { $0.accuracy ?? -1 }
        let expected: [Double] = [4.0 / 6, 4.0 / 6, 2.0 / 6]
        #expect(accuracies == expected)
        // Ties on accuracy go to fewer meant-cancel traces finished: 0.5 before 0.25.
        #expect(result.ranking == [1, 0, 2])
        // At 0.5 the completions are p·0.5 or (1 − p)·0.5: 100 100 150 150 200 225 225 ms.
        #expect(c[1].durationQuantile(0.5) == 0.150)
        #expect(c[1].durationQuantile(0.95) == 0.225)
        #expect(c[1].durationQuantile(1) == 0.225)
    }

    @Test("every grid point matches replaying each (trace, grid point) pair one by one, recognizer parameters included")
    func matchesOneByOne() throws {
        let traces = try synthesized(40) + (try handLabelled())
        let axes = [
            SweepAxis(name: "edgeRegion", values: [3, 13]), SweepAxis(name: "threshold", values: [0.3, 0.5]),
            SweepAxis(name: "velocityThreshold", values: [300, 3000]), SweepAxis(name: "duration", values: [0.4]),
        ]
        let result = try Sweep.run(traces: traces, base: .edgeBack, axes: axes, threads: 2).get()
        // As one shard of one, each point keeps its whole histogram.
        let whole = try Sweep.run(traces: traces, base: .edgeBack, axes: axes, threads: 2, shard: (1, 1)).get()
        let scenarios = try Sweep.scenarios(base: .edgeBack, axes: axes).get()
        for (point, scenario) in scenarios.enumerated() {
            var expected = SweepCounts()
            for trace in traces {
                let report = Replayer.replay(trace, scenario: scenario)
                expected.tally((report.decision, report.completion?.duration), label: trace.label)
            }
            #expect(whole.counts[point] == expected, "grid point \(result.points[point])")
            #expect(result.counts[point] == expected.keepingReportedQuantiles(), "grid point \(result.points[point])")
            for q in Self.reported {
                #expect(result.counts[point].durationQuantile(q) == expected.durationQuantile(q))
            }
        }
    }

    @Test(
        "platform presets sweep as they replay",
        arguments: ["ios-pop", "flutter-cupertino", "android-back", "react-navigation", "swipe-back"])
    func presetsMatchOneByOne(preset: String) throws {
        let base = try #require(Scenario.preset(named: preset))
        let traces = try synthesized(30)
        let name = base.numericParameters.first { $0.name != "duration" && $0.name != "threshold" }?.name ?? "threshold"
        let value = base.numericParameters.first { $0.name == name }?.value ?? 0.5
        let axes = [SweepAxis(name: name, values: [value, value * 1.5])]
        let result = try Sweep.run(traces: traces, base: base, axes: axes, threads: 1).get()
        for (point, scenario) in try Sweep.scenarios(base: base, axes: axes).get().enumerated() {
            let finished = traces.filter { Replayer.replay($0, scenario: scenario).decision == .finish }.count
            #expect(result.counts[point].finished == finished, "\(preset) \(name)=\(result.points[point])")
        }
    }

    @Test("the result does not depend on the number of threads")
    func threadIndependence() throws {
        let traces = try synthesized(300)
        let axes = [
            SweepAxis(name: "threshold", values: [0.3, 0.4, 0.5]),
            SweepAxis(name: "velocityThreshold", values: [400, 800]),
        ]
        let one = try Sweep.run(traces: traces, base: .edgeBack, axes: axes, threads: 1).get()
        let four = try Sweep.run(traces: traces, base: .edgeBack, axes: axes, threads: 4).get()
        #expect(JSONWriter.string(one.json) == JSONWriter.string(four.json))
        #expect(one.csv == four.csv)
    }

    @Test("shards 1/3, 2/3 and 3/3 merge into exactly the single run")
    func shardsMerge() throws {
        let traces = try synthesized(100)
        let axes = [
            SweepAxis(name: "threshold", values: [0.35, 0.5]), SweepAxis(name: "edgeRegion", values: [10, 20]),
        ]
        let single = try Sweep.run(traces: traces, base: .edgeBack, axes: axes, threads: 2).get()
        var documents: [(file: String, value: JSONValue)] = []
        for index in 1...3 {
            let slice = Sweep.shard(traces, index: index, count: 3)
            let shard = try Sweep.run(traces: slice, base: .edgeBack, axes: axes, threads: 1, shard: (index, 3)).get()
            documents.append(
                ("shard\(index).json", try JSONParser.parse(JSONWriter.string(shard.shardJSON, pretty: false))))
        }
        let merged = try SweepResult.merge(documents.reversed()).get().result
        #expect(JSONWriter.string(merged.json) == JSONWriter.string(single.json))
        #expect(merged.text == single.text)
        guard case .failure(let missing) = SweepResult.merge(Array(documents.prefix(2))) else {
            Issue.record("merged with a shard missing")
            return
        }
        #expect(missing.message == "shards missing: 3/3")
    }

    @Test("--vary ranges include their end and reject bad input")
    func axes() throws {
        #expect(try SweepAxis.parse("threshold=0.3:0.5:0.1").get().values == [0.3, 0.4, 0.5])
        #expect(try SweepAxis.parse("threshold=0.4").get().values == [0.4])
        guard case .failure = SweepAxis.parse("threshold=0.5:0.3:0.1"), case .failure = SweepAxis.parse("threshold"),
            case .failure = SweepAxis.parse("threshold=a:b:c")
        else {
            Issue.record("accepted a bad range")
            return
        }
        guard
            case .failure(let error) = Sweep.scenarios(
                base: .edgeBack, axes: [SweepAxis(name: "openDivisor", values: [1])])
        else {
            Issue.record("accepted a parameter edge-back does not have")
            return
        }
        #expect(error.message.hasPrefix("--vary openDivisor: 'openDivisor' is not a parameter of scenario edge-back"))
    }
}

/// The nearest-rank quantile of `values`, computed without the sweep's histogram.
private func nearestRank(_ values: [Double], _ q: Double) -> Double? {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return nil }
    let rank = max(1, Int((q * Double(sorted.count)).rounded(.up)))
    return sorted[rank - 1]
}

@Suite("Sweeps against replays")
struct SweepReplayEquivalenceTests {
    @Test(
        "a sweep at each preset's own point equals one-by-one replays of every fixture: counts, median, p95 and maximum completion",
        arguments: Scenario.transitionPresets)
    func sweepEqualsReplays(preset: Scenario) throws {
        let traces = Fixture.all.map(\.trace)
        #expect(traces.count >= 40)
        // One axis the preset reads (its duration, else its threshold, else its rule's first
        // parameter) and one that is interactive for screen-edge presets, all at the preset's own values.
        let own =
            preset.parameterNames.contains("duration")
            ? (name: "duration", value: preset.transition.duration)
            : preset.parameterNames.contains("threshold")
                ? (name: "threshold", value: preset.handler.threshold)
                : try #require(preset.handler.rule.numericParameters.first)
        var axes = [SweepAxis(name: own.name, values: [own.value])]
        if case .screenEdgePan(let p) = preset.recognizer {
            axes.append(SweepAxis(name: "edgeRegion", values: [p.edgeRegion]))
        }
        let result = try Sweep.run(traces: traces, base: preset, axes: axes, threads: 2).get()
        let counts = try #require(result.counts.first)
        let all = traces.map { Replayer.replay($0, scenario: preset) }
        // A trace the recognizer never began on is counted apart, in no column.
        #expect(result.unseen == all.filter { !$0.recognizerBegan }.count)
        let seen = zip(traces, all).filter { $1.recognizerBegan }
        let reports = seen.map(\.1)
        #expect(counts.finished == reports.filter { $0.decision == .finish }.count)
        #expect(counts.cancelled == reports.filter { $0.decision == .cancel }.count)
        #expect(counts.undecided == reports.filter { $0.decision == nil }.count)
        #expect(counts.labelled + counts.unlabelled == seen.count)
        #expect(
            counts.meantFinishFinished
                == seen.filter { $0.label == .finish && $1.decision == .finish }.count)
        #expect(
            counts.meantCancelFinished
                == seen.filter { $0.label == .cancel && $1.decision == .finish }.count)
        let durations = reports.compactMap { $0.decision == nil ? nil : $0.completion?.duration }
        for q in [0.5, 0.95, 1.0] {
            let expected = try #require(nearestRank(durations, q))
            let swept = try #require(counts.durationQuantile(q))
            // The sweep keeps whole milliseconds.
            #expect(
                abs(swept - expected) <= 0.0005 + 1e-12, "\(preset.name) q\(q): sweep \(swept), replays \(expected)")
        }
    }

    @Test("a sweep through handler code builds the handler per grid point and equals the scenario's sweep")
    func codeHandlerSweep() throws {
        let traces = Fixture.all.map(\.trace) + (try handLabelled())
        let axes = [SweepAxis(name: "threshold", values: [0.2, 0.35, 0.5, 0.65, 0.8])]
        let code = try Sweep.run(traces: traces, name: "gl-code", axes: axes, threads: 2) { point in
            (Scenario.edgeBack.setup, GLInteractiveTransitionHandler(threshold: point["threshold"] ?? 0.5))
        }.get()
        let data = try Sweep.run(traces: traces, base: .edgeBack, axes: axes, threads: 1).get()
        #expect(code.counts == data.counts)
        #expect(code.unseen == data.unseen)
        #expect(code.unseen > 0)
        #expect(code.points == data.points)
        #expect(code.preset == "gl-code")
        // The thresholds do change the outcome, so the equality is not between constants.
        #expect(Set(code.counts.map(\.finished)).count >= 3)
    }
}

@Suite("Sweeps over progress parameters")
struct SweepProgressParameterTests {
    @Test(
        "a sweep over progressDivisor or pinch divisors equals one-by-one replays, durations included",
        arguments: [
            (Scenario.swipeDismiss, "progressDivisor", [0.3, 0.5, 0.8]),
            (Scenario.edgeBack, "progressDivisor", [0.6, 1.0]),
            (Scenario.bookPinch, "openDivisor", [2.0, 5.0]),
        ])
    func progressAxes(base: Scenario, name: String, values: [Double]) throws {
        let traces = Fixture.all.map(\.trace)
        let axes = [SweepAxis(name: name, values: values)]
        // As one shard of one, each point keeps its whole histogram.
        let result = try Sweep.run(traces: traces, base: base, axes: axes, threads: 2, shard: (1, 1)).get()
        let scenarios = try Sweep.scenarios(base: base, axes: axes).get()
        // Counted only where the recognizer began at some grid point.
        let seen = traces.filter { trace in
            scenarios.contains { Replayer.replay(trace, scenario: $0).recognizerBegan }
        }
        #expect(result.unseen == traces.count - seen.count)
        for (point, scenario) in scenarios.enumerated() {
            var expected = SweepCounts()
            for trace in seen {
                let report = Replayer.replay(trace, scenario: scenario)
                expected.tally((report.decision, report.completion?.duration), label: trace.label)
            }
            #expect(result.counts[point] == expected, "\(base.name) \(name)=\(values[point])")
        }
    }
}

@Suite("Sweeps that cannot mean anything")
struct SweepWarningTests {
    private func warnings(_ base: Scenario, _ axes: [SweepAxis], traces: [Trace]) throws -> [String] {
        let result = try Sweep.run(traces: traces, base: base, axes: axes, threads: 1).get()
        return Sweep.warnings(base: base, axes: axes, result: result)
    }

    @Test("a parameter the rule or timing never reads is an error naming why; one varied twice is named")
    func ignoredAndTwice() throws {
        let traces = try handLabelled()
        // Every row of such a sweep would be the same, and a "best" would still be printed.
        let ios = Sweep.run(
            traces: traces, base: .iosPop, axes: [SweepAxis(name: "threshold", values: [0.3, 0.5, 0.7])], threads: 1)
        guard case .failure(let iosError) = ios else {
            Issue.record("threshold under ios-pop was swept")
            return
        }
        #expect(
            iosError.message.hasPrefix(
                "--vary threshold: 'threshold' changes nothing under scenario ios-pop: the ios-pop rule has no threshold; its parameters are edgeRegion,"
            ))
        let flutter = Sweep.run(
            traces: traces, base: .flutterCupertino, axes: [SweepAxis(name: "duration", values: [0.3, 0.5])], threads: 1
        )
        guard case .failure(let flutterError) = flutter else {
            Issue.record("duration under flutter-cupertino was swept")
            return
        }
        #expect(
            flutterError.message.hasPrefix(
                "--vary duration: 'duration' changes nothing under scenario flutter-cupertino: the flutter completion timing does not read the duration"
            ))
        let pinch = Sweep.run(
            traces: traces, base: .bookPinch, axes: [SweepAxis(name: "threshold", values: [0.3, 0.5])], threads: 1)
        guard case .failure(let pinchError) = pinch else {
            Issue.record("threshold under book-pinch was swept")
            return
        }
        #expect(pinchError.message.contains("the handler never compares"))
        let twice = try warnings(
            .edgeBack, [SweepAxis(name: "threshold", values: [0.5]), SweepAxis(name: "threshold", values: [0.4])],
            traces: traces)
        #expect(twice.contains("threshold is varied twice: the grid multiplies the same parameter with itself"))
    }

    @Test("a recognizer that recognizes nothing in the corpus, and a best point at the edge of the grid, are named")
    func unrecognizedAndEdge() throws {
        let traces = try handLabelled()
        let pinch = try warnings(.bookPinch, [SweepAxis(name: "duration", values: [0.5, 1])], traces: traces)
        #expect(
            pinch.contains { $0.hasPrefix("no trace was decided at any grid point: book-pinch's pinch recognizer") })
        let edge = try warnings(.edgeBack, [SweepAxis(name: "threshold", values: [0.6, 0.7, 0.8])], traces: traces)
        #expect(edge.contains { $0.hasPrefix("the best threshold (0.8) is at the edge of the grid (0.6…0.8)") })
        let inside = try warnings(.edgeBack, [SweepAxis(name: "threshold", values: [0.1, 0.5, 0.9])], traces: traces)
        #expect(inside.isEmpty, "\(inside)")
    }
}
