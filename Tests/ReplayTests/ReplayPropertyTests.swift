import GestureModel
import Interaction
import Testing

@testable import Replay

/// Properties every replay has, whatever the trace: checked on the fixtures, on the inputs the
/// fuzzer found, and on seeded random traces that are valid but unlike any recording.
@Suite("Replay properties")
struct ReplayPropertyTests {
    /// What breaks a property for `trace` under `scenario`, or nothing.
    static func violations(_ trace: Trace, scenario: Scenario) -> [String] {
        var found: [String] = []
        let report = Replayer.replay(trace, scenario: scenario)
        for sample in report.progress where !(sample.percentComplete >= 0 && sample.percentComplete <= 1) {
            found.append("percentComplete \(sample.percentComplete) at t=\(sample.time)")
        }
        // Once completing, the curve goes back to interactive only where a gesture grabbed the
        // completion (T12), at the moment and the percentComplete it grabbed it.
        let resumptions = zip(report.progress, report.progress.dropFirst()).filter {
            $0.phase == .completing && $1.phase == .interactive
        }
        if resumptions.count != report.interrupted.count {
            found.append("interactive samples after the completion began")
        }
        for ((paused, resumed), grab) in zip(resumptions, report.interrupted)
        where paused.time != grab.grabTime || resumed.time != grab.grabTime
            || paused.percentComplete != grab.grabPercent
        {
            found.append("a grab at t=\(grab.grabTime) that the progress does not show")
        }
        if report.completion == nil, report.interrupted.isEmpty,
            report.progress.contains(where: { $0.phase == .completing })
        {
            found.append("completing samples without a completion")
        }
        let json = JSONWriter.string(report.json)
        if (try? JSONParser.parse(json)) == nil { found.append("the JSON report does not parse") }
        let again = Replayer.replay(trace, scenario: scenario)
        if again.text != report.text || JSONWriter.string(again.json) != json {
            found.append("a second replay differs")
        }
        if ProgressPlot.svg(report).firstMatch(of: /="[^"]*(nan|inf)/) != nil {
            found.append("a plot coordinate is not finite")
        }
        return found.map { "\(trace.name) under \(scenario.name): \($0)" }
    }

    /// A valid trace unlike any recording: 1 to 3 fingers landing, moving and lifting anywhere,
    /// at irregular times, sometimes far off screen or still down at the end.
    static func randomTrace(seed: UInt64) -> Trace? {
        var random = SplitMix64(seed: seed)
        var events: [String] = []
        var down: [Int: (x: Double, y: Double)] = [:]
        var nextID = 1
        var t = random.value(in: -1...1)
        let count = 2 + Int(random.next() % 40)
        for _ in 0..<count {
            var touches: [String] = []
            if down.isEmpty || (down.count < 3 && random.unit() < 0.15) {
                let point = (x: random.value(in: -40...430), y: random.value(in: -40...880))
                down[nextID] = point
                touches.append(#"{"id": \#(nextID), "phase": "began", "x": \#(point.x), "y": \#(point.y)}"#)
                nextID += 1
            }
            for id in down.keys.sorted() where !touches.contains(where: { $0.contains(#""id": \#(id),"#) }) {
                let lift = random.unit() < 0.1
                let jump = random.unit() < 0.05 ? 2000.0 : 60.0
                let point = (
                    x: (down[id]?.x ?? 0) + random.value(in: -jump...jump),
                    y: (down[id]?.y ?? 0) + random.value(in: -jump...jump)
                )
                let phase =
                    lift
                    ? (random.unit() < 0.2 ? "cancelled" : "ended") : (random.unit() < 0.1 ? "stationary" : "moved")
                touches.append(#"{"id": \#(id), "phase": "\#(phase)", "x": \#(point.x), "y": \#(point.y)}"#)
                if lift { down[id] = nil } else { down[id] = point }
            }
            events.append(#"{"t": \#(t), "touches": [\#(touches.joined(separator: ", "))]}"#)
            t += random.unit() < 0.05 ? random.value(in: 0...3) : random.value(in: 0...0.02)
        }
        let text =
            #"{"format": "gesture-trace", "version": 1, "name": "random-\#(seed)", "screen": {"width": 390, "height": 844}, "events": [\#(events.joined(separator: ", "))]}"#
        guard case .success(let loaded) = TraceDecoder.decode(Array(text.utf8), file: "random.json") else { return nil }
        return loaded.trace
    }

    @Test("every fixture, under every preset")
    func fixtures() {
        for fixture in Fixture.all {
            for scenario in Scenario.presets {
                #expect(Self.violations(fixture.trace, scenario: scenario) == [])
            }
        }
    }

    @Test("every input the fuzzer found, under every preset")
    func fuzzRegressions() throws {
        let folder = Fixture.packageRoot + "/Tests/ReplayTests/FuzzRegressions"
        let files = try TraceLoader.traceFiles(in: folder)
        #expect(files.count >= 1)
        for file in files {
            let trace = try TraceLoader.loadTrace(at: file).get().trace
            for scenario in Scenario.presets {
                #expect(Self.violations(trace, scenario: scenario) == [])
            }
        }
    }

    @Test("200 seeded random valid traces, under every preset; a sweep over them is the same on 1 and 2 threads")
    func randomTraces() throws {
        let traces = (0..<200).compactMap { Self.randomTrace(seed: UInt64($0)) }
        #expect(traces.count == 200, "the generator makes valid traces only")
        for trace in traces {
            for scenario in Scenario.presets {
                #expect(Self.violations(trace, scenario: scenario) == [])
            }
        }
        let axes = [SweepAxis(name: "threshold", values: [0.3, 0.5, 0.7])]
        let one = try Sweep.run(traces: traces, base: .edgeBack, axes: axes, threads: 1).get()
        let two = try Sweep.run(traces: traces, base: .edgeBack, axes: axes, threads: 2).get()
        #expect(JSONWriter.string(one.json) == JSONWriter.string(two.json))
    }
}
