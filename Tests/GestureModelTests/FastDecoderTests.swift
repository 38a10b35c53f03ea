import Foundation
import Testing

@testable import GestureModel

private let root: String = {
    var components = #filePath.split(separator: "/", omittingEmptySubsequences: false)
    components.removeLast(3)
    return components.joined(separator: "/")
}()

private func fixtureFiles() -> [String] {
    (try? TraceLoader.traceFiles(in: root + "/Fixtures")) ?? []
}

private func sameTrace(_ a: Trace, _ b: Trace) -> Bool {
    a.name == b.name && a.screen == b.screen && a.view == b.view && a.label == b.label && a.meta == b.meta
        && a.scenario == b.scenario && a.expect == b.expect && a.observed == b.observed && a.eventTimes == b.eventTimes
        && a.touchStarts == b.touchStarts
        && a.touchSamples == b.touchSamples
}

@Suite("Fast trace decoding")
struct FastDecoderTests {
    @Test("the fast path reads an event and a touch as the writer writes them, every key of TraceKey's in its order")
    func writerOrder() {
        let touch = TouchSample(
            id: 3, phase: .stationary, location: Point(x: 1.5, y: -2), force: 0.25, majorRadius: 7, coalesced: true)
        let written = JSONWriter.string(TraceWriter.touch(touch), pretty: false)
        let keys = TouchKey.allCases.map(\.text)
        #expect(keys.allSatisfy { written.contains("\"\($0)\":") }, "\(written)")
        var bytes = Array(written.utf8)
        bytes.withUnsafeBufferPointer { buffer in
            var scanner = FastTraceDecoder.Scanner(bytes: buffer)
            let fields = scanner.compactTouch()
            #expect(fields?.force == 0.25 && fields?.majorRadius == 7 && fields?.coalesced == true, "\(written)")
            #expect(scanner.atEnd)
        }
        let trace = try? Trace(
            name: "w", screen: Screen(size: Size(width: 390, height: 844)),
            events: [TouchEvent(time: 0.5, touches: [TouchSample(id: 1, phase: .began, location: Point(x: 1, y: 1))])])
        let document = trace.map { JSONWriter.string(TraceWriter.json($0), pretty: false) } ?? ""
        let events = document.range(of: "\"events\":[").map {
            document.utf8.distance(from: document.startIndex, to: $0.upperBound)
        }
        bytes = Array(document.utf8)
        bytes.withUnsafeBufferPointer { buffer in
            var scanner = FastTraceDecoder.Scanner(bytes: buffer, index: events ?? 0)
            #expect(scanner.writerEventHead() == 0.5, "\(document)")
        }
    }

    @Test("the fast path reads every fixture exactly as the full decoder does")
    func sameAsFullPath() throws {
        let files = fixtureFiles()
        #expect(files.count >= 40)
        for file in files {
            let bytes = try #require(FileManager.default.contents(atPath: file)).map { $0 }
            let fast = try #require(
                TraceDecoder.decodeFast(bytes, file: file, line: nil), "the fast path declined \(file)")
            let full = try TraceDecoder.decodeFully(bytes, file: file, line: nil).get()
            #expect(sameTrace(fast.trace, full.trace), "\(file)")
            #expect(fast.warnings == full.warnings)
        }
    }

    @Test(
        "numbers read by the fast path are the correctly rounded doubles",
        arguments: [
            "0.1", "-2.5e-3", "123456789.123456", "1e22", "4.9e-324", "0.30000000000000004", "1234567890123456789",
            "17.9999999999999999",
        ])
    func numbers(text: String) throws {
        let json =
            #"{"screen": {"width": 1, "height": 1}, "events": [{"t": \#(text), "touches": [{"id": 1, "phase": "began", "x": 0, "y": 0}]}]}"#
        let fast = try #require(TraceDecoder.decodeFast(Array(json.utf8), file: "n.json", line: nil))
        #expect(fast.trace.eventTimes[0] == Double(text))
    }

    @Test(
        "events and touches in the writer's order, in another order, with spaces or with force: the same trace as the full path, none declined",
        arguments: [
            // The writer's compact order.
            #"{"screen":{"width":390,"height":844},"events":[{"t":0,"touches":[{"id":1,"phase":"began","x":4.5,"y":420}]},{"t":0.008333,"touches":[{"id":1,"phase":"moved","x":6.25,"y":419.5},{"id":2,"phase":"began","x":300,"y":10}]},{"t":0.016667,"touches":[{"id":1,"phase":"ended","x":8,"y":419},{"id":2,"phase":"cancelled","x":300,"y":10}]}]}"#,
            // Spaces and line breaks around every comma and colon.
            "{\"screen\": {\"width\": 390, \"height\": 844}, \"events\": [ {\"t\" : 0 , \"touches\" : [ { \"id\" : 1 , \"phase\" : \"began\" , \"x\" : 4.5 , \"y\" : 420 } ] } ,\n {\"t\":\t0.5,\"touches\":[{\"id\":1,\"phase\":\"stationary\",\"x\":4.5,\"y\":420}]},\r\n{\"t\": 1, \"touches\": [{\"id\": 1, \"phase\": \"ended\", \"x\": 5, \"y\": 421}]} ]}",
            // Other orders, force and majorRadius: key by key.
            #"{"screen":{"width":390,"height":844},"events":[{"t":0,"touches":[{"phase":"began","id":1,"y":420,"x":4.5,"force":0.5}]},{"t":0.01,"touches":[{"id":1,"phase":"moved","x":6,"y":419,"majorRadius":20.25}]},{"t":0.02,"touches":[{"x":8,"y":419,"id":1,"phase":"ended"}]}]}"#,
            // A touch that starts in the writer's order and goes on past it, and one that stops early.
            #"{"screen":{"width":390,"height":844},"events":[{"t":0,"touches":[{"id":1,"phase":"began","x":4.5,"y":420,"force":1}]},{"t":0.01,"touches":[{"id":1,"phase":"ended","y":419,"x":6}]}]}"#,
            // The recorder's full key set: force, majorRadius and coalesced samples at one time.
            #"{"screen":{"width":390,"height":844},"events":[{"t":0,"touches":[{"id":1,"phase":"began","x":4.5,"y":420,"force":0.2,"majorRadius":18.5}]},{"t":0.004,"touches":[{"id":1,"phase":"moved","x":5,"y":420,"force":0.3,"majorRadius":18.5,"coalesced":true}]},{"t":0.008,"touches":[{"id":1,"phase":"moved","x":6,"y":419,"force":0.3,"majorRadius":19,"coalesced":false}]},{"t":0.016,"touches":[{"id":1,"phase":"ended","x":8,"y":419,"force":0,"majorRadius":19}]}]}"#,

            // The optional fields one at a time and in pairs, each in the writer's order, and out of it.
            #"{"screen":{"width":390,"height":844},"events":[{"t":0,"touches":[{"id":1,"phase":"began","x":4.5,"y":420,"majorRadius":18.5,"coalesced":true}]},{"t":0.004,"touches":[{"id":1,"phase":"moved","x":5,"y":420,"force":0.3,"coalesced":true}]},{"t":0.008,"touches":[{"id":1,"phase":"moved","x":6,"y":419,"coalesced":false}]},{"t":0.016,"touches":[{"id":1,"phase":"ended","x":8,"y":419,"majorRadius":19,"force":0}]}]}"#,
        ])
    func layouts(json: String) throws {
        let bytes = Array(json.utf8)
        let fast = try #require(TraceDecoder.decodeFast(bytes, file: "l.json", line: nil))
        let full = try TraceDecoder.decodeFully(bytes, file: "l.json", line: nil).get()
        #expect(sameTrace(fast.trace, full.trace))
        #expect(fast.trace.touchSamples.count >= 2)
    }

    @Test(
        "anything out of the ordinary goes the full way, so problems are still named",
        arguments: [
            #"{"screen": {"width": 1, "height": 1}, "events": [{"t": 0, "touches": [{"id": 1, "phase": "moved", "x": 0, "y": 0}]}]}"#,
            #"{"screen": {"width": 1, "height": 1}, "events": [{"t": 0, "extra": 1, "touches": [{"id": 1, "phase": "began", "x": 0, "y": 0}]}]}"#,
            #"{"screen": {"width": 1, "height": 1}, "events": [{"touches": [{"id": 1, "phase": "began", "x": 0, "y": 0}], "t": 0}]}"#,
            #"{"screen": {"width": 1, "height": 1}, "events": [{"t": 0, "touches": [{"id": 1, "phase": "began", "x": 2e6, "y": 0}]}]}"#,
            #"{"screen": {"width": 1, "height": 1}, "events": []}"#,
            #"{"screen": {"width": 1, "height": 1}, "events": [{"t": 0, "touches": [{"id": 1, "phase": "be\u0067an", "x": 0, "y": 0}]}]}"#,
            // In the writer's order but broken after the prefix the fast path reads without keys.
            #"{"screen":{"width":1,"height":1},"events":[{"t":0,"touches":[{"id":1,"phase":"began","x":0,"y":0}],"t":1}]}"#,
            #"{"screen":{"width":1,"height":1},"events":[{"t":0,"touches":[{"id":1,"phase":"began","x":0,"y":0,"x":1}]}]}"#,
            #"{"screen":{"width":1,"height":1},"events":[{"t":0,"touches":[{"id":1,"phase":"beganX","x":0,"y":0}]}]}"#,
            // A coalesced flag that is not a boolean: the full path names it.
            #"{"screen":{"width":1,"height":1},"events":[{"t":0,"touches":[{"id":1,"phase":"began","x":0,"y":0,"coalesced":1}]}]}"#,
            #"{"screen":{"width":1,"height":1},"events":[{"t":0,"touches":[{"id":1,"phase":"began","x":0,"y":0,"coalesced":true,"coalesced":false}]}]}"#,
            // Past the writer's order: a repeated optional field, a field of the wrong type.
            #"{"screen":{"width":1,"height":1},"events":[{"t":0,"touches":[{"id":1,"phase":"began","x":0,"y":0,"force":1,"force":2}]}]}"#,
            #"{"screen":{"width":1,"height":1},"events":[{"t":0,"touches":[{"id":1,"phase":"began","x":0,"y":0,"force":"hard"}]}]}"#,
            #"{"screen":{"width":1,"height":1},"events":[{"t":0,"touches":[{"id":1,"phase":"began","x":0,"y":0,"majorRadius":2,}]}]}"#,
        ])
    func declines(json: String) {
        #expect(TraceDecoder.decodeFast(Array(json.utf8), file: "d.json", line: nil) == nil)
    }

    @Test(
        "the full path reads events one at a time and names exactly what reading the whole tree names",
        arguments: [
            #"{"screen": {"width": 1, "height": 1}, "events": [{"t": 0, "touches": [{"id": 1, "phase": "moved", "x": 0, "y": 0}]}]}"#,
            #"{"events": [{"t": 1}, 5, {"t": 0, "touches": []}], "screen": {"width": 0}}"#,
            #"{"screen": {"width": 1, "height": 1}, "events": [], "events": [{"t": 0, "touches": [{"id": 1, "phase": "began", "x": 0, "y": 0}]}]}"#,
            #"{"screen": {"width": 1, "height": 1}, "events": [{"t": 0, "touches": [{"id": 1, "phase": "began", "x": 0, "y": 0}]}], "events": 3}"#,
            #"{"screen": {"width": 1, "height": 1}, "events": {"t": 0}}"#,
            #"{"screen": {"width": 1, "height": 1}, "events": [{"t": 0, "touches": [{"id": 1.5, "phase": "began", "x": 0, "y": 0}]}, {"t": 0, "touches": [{"id": 1.5, "phase": "moved", "x": 0, "y": 0}]}]}"#,
            #"{"screen": {"width": 1, "height": 1}, "events": [{"t": 0, "touches": [{"id": 1, "phase": "began", "x": 0, "y": 0}]}"#,
            #"[1, 2]"#,
        ])
    func streamedFullPath(json: String) {
        let bytes = Array(json.utf8)
        let streamed = TraceDecoder.decodeFully(bytes, file: "s.json", line: nil)
        let whole: Result<LoadedTrace, TraceLoadFailure>
        do {
            whole = TraceDecoder.decode(try JSONParser.parse(bytes), file: "s.json")
        } catch {
            whole = .failure(
                TraceLoadFailure(problems: [
                    TraceProblem(
                        severity: .error, file: "s.json", path: .root,
                        rule: .syntax(message: error.message, line: error.line, column: error.column))
                ]))
        }
        switch (streamed, whole) {
        case (.success(let a), .success(let b)):
            #expect(sameTrace(a.trace, b.trace))
            #expect(a.warnings == b.warnings)
        case (.failure(let a), .failure(let b)):
            #expect(a.problems == b.problems)
            #expect(!a.problems.isEmpty)
        default:
            Issue.record("one path accepted what the other rejected")
        }
    }

    /// A trace of one touch with `observed` as its observed block.
    private static func withObserved(_ observed: String) -> String {
        #"{"screen":{"width":390,"height":844},"events":[{"t":0,"touches":[{"id":1,"phase":"began","x":4,"y":400}]},{"t":0.01,"touches":[{"id":1,"phase":"ended","x":30,"y":401}]}],"observed":\#(observed)}"#
    }

    @Test(
        "observed blocks are read by the fast path as the full path reads them: every callback field, several recognizers, calls, coordinator, completion",
        arguments: [
            #"{"system":"iOS 18.1","recognizer":{"kind":"screenEdgePan","edge":"left","samples":[{"t":0.01,"state":"began","translation":{"x":0.4,"y":0.1},"velocity":{"y":3,"x":812},"location":{"x":30,"y":401},"numberOfTouches":1},{"numberOfTouches":0,"state":"ended","t":0.01,"translation":{"x":-0.16999999999995907,"y":26}}]}}"#,
            #"{"recognizer":{"samples":[{"t":0,"state":"changed","scale":1.25,"scaleVelocity":-0.5,"gesture":2},{"t":0.5,"state":"cancelled","predictedEndTranslation":{"x":1,"y":2}},{"t":0.5,"state":"failed"}],"kind":"pinch","owner":"app"},"recognizers":[{"kind":"pan","owner":"system","role":"edgePop","samples":[]},{"kind":"contentPan","owner":"system","role":"contentPop","samples":[{"t":1,"state":"began"}]}]}"#,
            #"{"recognizers":[],"transition":[{"t":0.01,"call":"start"},{"t":0.02,"call":"finish","percentComplete":0.067,"completionSpeed":1}],"coordinator":{"t":0.02,"isCancelled":false},"completion":{"t":0.3,"completed":true},"system":"x"}"#,
            #"{}"#,
            #"{ "recognizer" : { "kind" : "pan" , "samples" : [ { "t" : 0 , "state" : "began" , "velocity" : { "x" : 1 , "y" : 2 } } ] } }"#,
        ])
    func observedBlocks(observed: String) throws {
        let bytes = Array(Self.withObserved(observed).utf8)
        let fast = try #require(TraceDecoder.decodeFast(bytes, file: "o.json", line: nil))
        let full = try TraceDecoder.decodeFully(bytes, file: "o.json", line: nil).get()
        #expect(fast.trace.observed != nil)
        #expect(sameTrace(fast.trace, full.trace))
        #expect(fast.warnings == full.warnings)
    }

    @Test(
        "the recorded Android flings with their observed velocities: the fast path reads every line as the full path does"
    )
    func recordedObservedLines() throws {
        let text = try String(
            contentsOfFile: root + "/Tests/Conformance/sailfish-flings-observed.jsonl", encoding: .utf8)
        let lines = text.split(separator: "\n")
        #expect(lines.count == 9)
        for (number, line) in lines.enumerated() {
            let bytes = Array(line.utf8)
            let fast = try #require(TraceDecoder.decodeFast(bytes, file: "s.jsonl", line: number + 1))
            let full = try TraceDecoder.decodeFully(bytes, file: "s.jsonl", line: number + 1).get()
            #expect(fast.trace.observed?.recognizer?.samples.isEmpty == false)
            #expect(sameTrace(fast.trace, full.trace))
        }
    }

    @Test(
        "an observed block the full path would warn about or reject goes the full way",
        arguments: [
            // Callbacks: unknown or repeated field, time going back, states and numbers off their lists.
            #"{"recognizer":{"kind":"pan","samples":[{"t":0,"state":"began","speed":1}]}}"#,
            #"{"recognizer":{"kind":"pan","samples":[{"t":0,"state":"began","t":1}]}}"#,
            #"{"recognizer":{"kind":"pan","samples":[{"t":1,"state":"began"},{"t":0.5,"state":"ended"}]}}"#,
            #"{"recognizer":{"kind":"pan","samples":[{"t":0,"state":"possible"}]}}"#,
            #"{"recognizer":{"kind":"pan","samples":[{"t":0}]}}"#,
            #"{"recognizer":{"kind":"pan","samples":[{"state":"began"}]}}"#,
            #"{"recognizer":{"kind":"pan","samples":[{"t":1e400,"state":"began"}]}}"#,
            #"{"recognizer":{"kind":"pan","samples":[{"t":0,"state":"began","numberOfTouches":1.5}]}}"#,
            #"{"recognizer":{"kind":"pan","samples":[{"t":0,"state":"began","numberOfTouches":1001}]}}"#,
            #"{"recognizer":{"kind":"pan","samples":[{"t":0,"state":"began","gesture":0}]}}"#,
            #"{"recognizer":{"kind":"pan","samples":[{"t":0,"state":"began","translation":{"x":1}}]}}"#,
            #"{"recognizer":{"kind":"pan","samples":[{"t":0,"state":"began","translation":{"x":1,"y":2,"z":3}}]}}"#,
            #"{"recognizer":{"kind":"pan","samples":[{"t":0,"state":"began","velocity":{"x":1,"x":2,"y":3}}]}}"#,
            #"{"recognizer":{"kind":"pan","samples":[{"t":0,"state":"began","scale":"1"}]}}"#,
            // Recognizers: missing kind, unknown role or owner, an escape, repeated members.
            #"{"recognizer":{"samples":[]}}"#,
            #"{"recognizer":{"kind":"pan","owner":"system","role":"sheetPresent"}}"#,
            #"{"recognizer":{"kind":"pan","owner":"os"}}"#,
            #"{"recognizer":{"kind":"p\u0061n"}}"#,
            #"{"recognizer":{"kind":"pan","kind":"pinch"}}"#,
            #"{"recognizer":{"kind":"pan"},"recognizer":{"kind":"pinch"}}"#,
            #"{"recognizers":{"kind":"pan"}}"#,
            // The other members, read by the full reader: an unknown field, a repeated member.
            #"{"recognizer":{"kind":"pan"},"transition":[{"t":0,"call":"start","extra":1}]}"#,
            #"{"completion":{"t":0.3,"completed":true},"completion":{"t":0.4,"completed":true}}"#,
            #"{"recognizer":{"kind":"pan"},"replay":true}"#,
            #"[]"#,
        ])
    func observedDeclines(observed: String) {
        #expect(TraceDecoder.decodeFast(Array(Self.withObserved(observed).utf8), file: "o.json", line: nil) == nil)
    }

    @Test("a trace with two observed blocks goes the full way, which warns and keeps the last")
    func observedTwice() throws {
        let json = Self.withObserved(#"{"system":"a"}"#).dropLast() + #","observed":{"system":"b"}}"#
        let bytes = Array(json.utf8)
        #expect(TraceDecoder.decodeFast(bytes, file: "o.json", line: nil) == nil)
        let full = try TraceDecoder.decodeFully(bytes, file: "o.json", line: nil).get()
        #expect(full.trace.observed?.system == "b")
    }
}
