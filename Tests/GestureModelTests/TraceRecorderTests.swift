import Foundation
import Testing

@testable import GestureModel

/// UIKit-like sessions, scripted: what a `UITouch` would report, event by event, and the trace
/// the recorder must make of them, byte for byte.
@Suite("The trace recorder")
struct TraceRecorderTests {
    typealias Touch = RecordedTouch<String>
    static let screen = Screen(size: Size(width: 390, height: 844), scale: 3, refreshRate: 120)
    static let boot = 5000.25  // seconds since boot at the first touch

    static func touch(
        _ identity: String, _ phase: TouchPhase, _ t: Double, _ x: Double, _ y: Double,
        coalesced: [(Double, Double)] = []
    ) -> Touch {
        Touch(
            identity: identity, phase: phase, timestamp: boot + t, windowLocation: Point(x: x, y: y - 20),
            screenLocation: Point(x: x, y: y),
            coalesced: coalesced.map { .init(timestamp: boot + $0.0, screenLocation: Point(x: $0.1, y: y)) })
    }

    static func text(_ recorder: TraceRecorder<String>) throws -> String { TraceWriter.text(try recorder.trace()) }

    @Test("two fingers: the second gets id 2, and a third finger after the first lifted reuses id 1")
    func reusedIdentities() throws {
        var recorder = TraceRecorder<String>(name: "two-fingers", screen: Self.screen)
        recorder.record([Self.touch("A", .began, 0, 10, 400)])
        recorder.record([Self.touch("B", .began, 0.008, 200, 400)])
        recorder.record([Self.touch("A", .moved, 0.016, 20, 400), Self.touch("B", .moved, 0.016, 190, 400)])
        recorder.record([Self.touch("A", .ended, 0.025, 20, 400)])
        recorder.record([Self.touch("C", .began, 0.033, 50, 500)])
        recorder.record([Self.touch("B", .ended, 0.041, 190, 400), Self.touch("C", .ended, 0.041, 50, 500)])
        #expect(
            try Self.text(recorder) == """
                {
                  "format": "gesture-trace",
                  "version": 1,
                  "name": "two-fingers",
                  "screen": {"width": 390, "height": 844, "scale": 3, "refreshRate": 120},
                  "events": [
                    {"t": 0, "touches": [{"id": 1, "phase": "began", "x": 10, "y": 400}]},
                    {"t": 0.008, "touches": [{"id": 2, "phase": "began", "x": 200, "y": 400}]},
                    {"t": 0.016, "touches": [{"id": 1, "phase": "moved", "x": 20, "y": 400}, {"id": 2, "phase": "moved", "x": 190, "y": 400}]},
                    {"t": 0.025, "touches": [{"id": 1, "phase": "ended", "x": 20, "y": 400}]},
                    {"t": 0.033, "touches": [{"id": 1, "phase": "began", "x": 50, "y": 500}]},
                    {"t": 0.041, "touches": [{"id": 2, "phase": "ended", "x": 190, "y": 400}, {"id": 1, "phase": "ended", "x": 50, "y": 500}]}
                  ]
                }

                """)
    }

    @Test(
        "a system cancellation (an incoming call) ends the touch cancelled; a touch down before recording is left out until it lifts"
    )
    func systemCancellation() throws {
        var recorder = TraceRecorder<String>(name: "call", screen: Self.screen)
        recorder.record([Self.touch("early", .moved, 0, 300, 300)])
        recorder.record([Self.touch("A", .began, 0.008, 5, 400), Self.touch("early", .moved, 0.008, 301, 300)])
        recorder.record([Self.touch("early", .ended, 0.016, 302, 300)])
        recorder.record([Self.touch("A", .moved, 0.016, 40, 400)])
        recorder.record([Self.touch("A", .cancelled, 0.02, 40, 400)])
        let trace = try recorder.trace()
        #expect(trace.events.map { $0.touches.map(\.phase) } == [[.began], [.moved], [.cancelled]])
        #expect(trace.eventTimes == [0, 0.008, 0.012])
    }

    @Test("the app going to the background cancels every touch down; a recording stopped with a finger down stays down")
    func background() throws {
        var recorder = TraceRecorder<String>(name: "background", screen: Self.screen)
        recorder.record([Self.touch("A", .began, 0, 5, 400), Self.touch("B", .began, 0, 100, 400)])
        recorder.record([Self.touch("A", .moved, 0.008, 30, 401)])
        recorder.cancelTouchesDown(at: Self.boot + 0.5)
        recorder.record([Self.touch("C", .began, 1, 7, 400)])
        let trace = try recorder.trace()
        #expect(trace.events.count == 4)
        #expect(
            Array(trace.events[2].touches) == [
                TouchSample(id: 1, phase: .cancelled, location: Point(x: 30, y: 401)),
                TouchSample(id: 2, phase: .cancelled, location: Point(x: 100, y: 400)),
            ])
        #expect(trace.events[3].touches.first?.id == 1)
        #expect(trace.events[3].touches.first?.phase == .began)
    }

    @Test(
        "coalesced samples, when kept, are their own events, marked, in time order before the touch; identical timestamps stay"
    )
    func coalescedSamples() throws {
        var recorder = TraceRecorder<String>(name: "coalesced", screen: Self.screen, keepsCoalescedSamples: true)
        recorder.record([Self.touch("A", .began, 0, 5, 400)])
        recorder.record([Self.touch("A", .moved, 0.016, 40, 400, coalesced: [(0.004, 12), (0.008, 20), (0.012, 30)])])
        recorder.record([Self.touch("A", .moved, 0.016, 41, 400)])
        recorder.record([Self.touch("A", .ended, 0.024, 50, 400)])
        #expect(
            try Self.text(recorder).contains(
                """
                    {"t": 0.004, "touches": [{"id": 1, "phase": "moved", "x": 12, "y": 400, "coalesced": true}]},
                    {"t": 0.008, "touches": [{"id": 1, "phase": "moved", "x": 20, "y": 400, "coalesced": true}]},
                    {"t": 0.012, "touches": [{"id": 1, "phase": "moved", "x": 30, "y": 400, "coalesced": true}]},
                    {"t": 0.016, "touches": [{"id": 1, "phase": "moved", "x": 40, "y": 400}]},
                    {"t": 0.016, "touches": [{"id": 1, "phase": "moved", "x": 41, "y": 400}]},
                """))
        var plain = TraceRecorder<String>(name: "plain", screen: Self.screen)
        plain.record([Self.touch("A", .began, 0, 5, 400)])
        plain.record([Self.touch("A", .moved, 0.016, 40, 400, coalesced: [(0.004, 12)])])
        #expect(try plain.trace().events.count == 2)
    }

    @Test(
        "the recognizer's callbacks and the transition's calls land in observed at the time of the event that caused them"
    )
    func observedBlock() throws {
        var recorder = TraceRecorder<String>(
            name: "observed", screen: Self.screen,
            view: Rect(origin: Point(x: 0, y: 44), size: Size(width: 390, height: 800)))
        recorder.system("iOS 18.1, iPhone 15 Pro")
        recorder.label = .finish
        recorder.record([Self.touch("A", .began, 0, 4, 400)])
        recorder.record([Self.touch("A", .moved, 0.1, 30, 401)])
        recorder.recognizerAction(
            kind: "screenEdgePan", edge: "left", state: .began, translation: Vector(dx: 26, dy: 1),
            velocity: Vector(dx: 260, dy: 10))
        recorder.transitionCall(.start)
        recorder.record([Self.touch("A", .ended, 0.2, 250, 401)])
        recorder.recognizerAction(
            kind: "screenEdgePan", edge: "left", state: .ended, translation: Vector(dx: 246, dy: 1),
            velocity: Vector(dx: 2200, dy: 0))
        recorder.transitionCall(.finish, percentComplete: 0.631, completionSpeed: 1, duration: 0.5)
        recorder.transitionCompleted(true, at: Self.boot + 0.4845)
        #expect(
            try Self.text(recorder) == """
                {
                  "format": "gesture-trace",
                  "version": 1,
                  "name": "observed",
                  "screen": {"width": 390, "height": 844, "scale": 3, "refreshRate": 120},
                  "view": {"x": 0, "y": 44, "width": 390, "height": 800},
                  "label": "finish",
                  "events": [
                    {"t": 0, "touches": [{"id": 1, "phase": "began", "x": 4, "y": 400}]},
                    {"t": 0.1, "touches": [{"id": 1, "phase": "moved", "x": 30, "y": 401}]},
                    {"t": 0.2, "touches": [{"id": 1, "phase": "ended", "x": 250, "y": 401}]}
                  ],
                  "observed": {"system": "iOS 18.1, iPhone 15 Pro", "recognizer": {"kind": "screenEdgePan", "edge": "left", "samples": [{"t": 0.1, "state": "began", "translation": {"x": 26, "y": 1}, "velocity": {"x": 260, "y": 10}}, {"t": 0.2, "state": "ended", "translation": {"x": 246, "y": 1}, "velocity": {"x": 2200, "y": 0}}]}, "transition": [{"t": 0.1, "call": "start"}, {"t": 0.2, "call": "finish", "percentComplete": 0.631, "completionSpeed": 1, "duration": 0.5}], "completion": {"t": 0.4845, "completed": true}}
                }

                """)
        // What it wrote reads back as the same trace, observed block included, without a warning.
        let loaded = try TraceDecoder.decode(Array(try Self.text(recorder).utf8), file: "observed.json").get()
        #expect(loaded.trace.observed == (try recorder.trace()).observed)
        #expect(loaded.warnings.isEmpty)
    }

    @Test(
        "the system's content pop observed as an extra target: two gestures, the coordinator's decisions, numbered from the second"
    )
    func systemRecognizer() throws {
        var recorder = TraceRecorder<String>(name: "back-swipes", screen: Self.screen)
        /// One content pop: a touch at `points[0]`, a move to `points[1]` that begins it with
        /// `began`, a lift at `points[2]` that ends it with `ended` at `velocity`.
        func contentPop(
            _ finger: String, times: [Double], points: [(Double, Double)], began: Vector, ended: Vector,
            velocity: Vector
        ) {
            for (index, phase) in [TouchPhase.began, .moved, .ended].enumerated() {
                if phase == .ended {
                    recorder.recognizerAction(kind: "contentPan", role: .contentPop, state: .began, translation: began)
                }
                recorder.record([Self.touch(finger, phase, times[index], points[index].0, points[index].1)])
            }
            recorder.recognizerAction(
                kind: "contentPan", role: .contentPop, state: .ended, translation: ended, velocity: velocity)
        }
        // A drag that comes to rest and lifts: the system cancels the pop.
        contentPop(
            "A", times: [0, 0.1, 0.3], points: [(150, 420), (180, 421), (210, 421)], began: Vector(dx: 30, dy: 1),
            ended: Vector(dx: 60, dy: 1), velocity: Vector(dx: 10, dy: 0))
        recorder.coordinatorReported(
            isCancelled: true, percentComplete: 0.154, completionVelocity: 1, transitionDuration: 0.35,
            completionCurve: "easeInOut")
        // A second finger lands during the cancel, grabs it and pops.
        contentPop(
            "B", times: [0.35, 0.4, 0.6], points: [(165, 430), (195, 430), (400, 431)], began: Vector(dx: 30, dy: 0),
            ended: Vector(dx: 235, dy: 1), velocity: Vector(dx: 900, dy: 0))
        recorder.coordinatorReported(isCancelled: false, percentComplete: 0.72, at: Self.boot + 0.6)
        recorder.transitionCompleted(true, at: Self.boot + 0.8)
        let text = try Self.text(recorder)
        #expect(
            text.hasSuffix(
                """
                  "observed": {"recognizers": [{"kind": "contentPan", "owner": "system", "role": "contentPop", "samples": [{"t": 0.1, "state": "began", "translation": {"x": 30, "y": 1}}, {"t": 0.3, "state": "ended", "translation": {"x": 60, "y": 1}, "velocity": {"x": 10, "y": 0}}, {"t": 0.4, "state": "began", "translation": {"x": 30, "y": 0}, "gesture": 2}, {"t": 0.6, "state": "ended", "translation": {"x": 235, "y": 1}, "velocity": {"x": 900, "y": 0}, "gesture": 2}]}], "completion": {"t": 0.8, "completed": true}, "coordinator": [{"t": 0.3, "isCancelled": true, "percentComplete": 0.154, "completionVelocity": 1, "transitionDuration": 0.35, "completionCurve": "easeInOut"}, {"t": 0.6, "isCancelled": false, "percentComplete": 0.72, "gesture": 2}]}
                }

                """))
        let loaded = try TraceDecoder.decode(Array(text.utf8), file: "back-swipes.json").get()
        #expect(loaded.trace.observed == (try recorder.trace()).observed)
        #expect(loaded.warnings.isEmpty)
        // The app's own recognizer, recorded beside it, stays `recognizer`.
        recorder.recognizerAction(kind: "pan", state: .failed)
        #expect((try recorder.trace()).observed?.recognizer?.kind == "pan")
        #expect((try recorder.trace()).observed?.recognizers.count == 1)
    }

    @Test("where the device's sheet came to rest goes into observed.rest on the events' clock")
    func rests() throws {
        var recorder = TraceRecorder<String>(name: "sheet", screen: Self.screen)
        recorder.record([Self.touch("A", .began, 0, 200, 500)])
        recorder.record([Self.touch("A", .ended, 0.1, 200, 300)])
        recorder.cameToRest(at: "large", at: Self.boot + 0.35)
        recorder.cameToRest(at: "dismissed")
        #expect(
            (try recorder.trace()).observed?.rest == [
                ObservedRest(time: 0.35, place: "large"), ObservedRest(time: 0.35, place: "dismissed"),
            ])
    }

    @Test("a recording saves as a trace file and appends to a .jsonl corpus, each read back as written")
    func files() throws {
        var components = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        components.removeLast(3)
        let folder =
            components.joined(separator: "/") + "/.build/test-scratch/recorder-\(UInt64.random(in: 0 ... .max))"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        var recorder = TraceRecorder<String>(name: "saved", screen: Self.screen)
        recorder.record([Self.touch("A", .began, 0, 5, 400)])
        recorder.record([Self.touch("A", .ended, 0.1, 90, 400)])
        let trace = try recorder.trace()
        try TraceFileWriter.write(trace, to: folder + "/saved.json")
        try TraceFileWriter.append(trace, toCorpus: folder + "/corpus.jsonl")
        try TraceFileWriter.append(trace, toCorpus: folder + "/corpus.jsonl")
        let file = try TraceLoader.loadTrace(at: folder + "/saved.json").get().trace
        #expect(TraceWriter.text(file) == TraceWriter.text(trace))
        let corpus = try TraceLoader.loadCorpus(at: folder + "/corpus.jsonl")
        #expect(corpus.count == 2)
        for entry in corpus { #expect(TraceWriter.text(try entry.result.get().trace) == TraceWriter.text(trace)) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == ["corpus.jsonl", "saved.json"])
    }

    @Test("a new take starts empty, named name-2, without the label; a finger still down is left out until it lifts")
    func takes() throws {
        var recorder = TraceRecorder<String>(name: "swipe", screen: Self.screen)
        recorder.label = .cancel
        recorder.record([Self.touch("A", .began, 0, 5, 400)])
        recorder.record([Self.touch("B", .began, 0.1, 50, 400)])
        recorder.record([Self.touch("A", .ended, 0.2, 90, 400)])
        #expect(try recorder.trace().name == "swipe")
        recorder.startNewTake()
        #expect(recorder.isEmpty)
        recorder.record([Self.touch("B", .moved, 0.3, 60, 400)])
        recorder.record([Self.touch("C", .began, 0.4, 5, 300)])
        recorder.record([Self.touch("B", .ended, 0.5, 70, 400), Self.touch("C", .ended, 0.5, 80, 300)])
        let second = try recorder.trace()
        #expect(second.name == "swipe-2")
        #expect(second.label == nil)
        #expect(second.eventTimes == [0, 0.1])
        #expect(second.touchSamples.map(\.id) == [1, 1])
    }
}

@Suite("The recording example")
struct RecordingExampleTests {
    @Test("docs/recording.md shows RecordingExample.swift verbatim, from its imports to its end")
    func verbatim() throws {
        var components = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        components.removeLast(3)
        let root = components.joined(separator: "/")
        let example = try String(
            contentsOfFile: root + "/Tests/GestureModelTests/RecordingExample.swift", encoding: .utf8)
        let readme = try String(contentsOfFile: root + "/docs/recording.md", encoding: .utf8)
        let start = try #require(example.range(of: "import GestureModel"))
        let end = try #require(example.range(of: "#endif", options: .backwards))
        let body = example[start.lowerBound..<end.lowerBound].trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(readme.contains("```swift\n" + body + "\n```"))
        #expect(readme.contains("## Recording a session on a device"))
    }
}
