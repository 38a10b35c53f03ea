import Foundation
import Testing

@testable import GestureModel

/// A small valid trace as text, with one placeholder to break.
private func traceText(events: String = defaultEvents, extra: String = "") -> String {
    #"{"format": "gesture-trace", "version": 1, "screen": {"width": 390, "height": 844}\#(extra), "events": [\#(events)]}"#
}

private let defaultEvents = #"""
    {"t": 0, "touches": [{"id": 1, "phase": "began", "x": 4, "y": 400}]},
    {"t": 0.01, "touches": [{"id": 1, "phase": "moved", "x": 30, "y": 401}]},
    {"t": 0.02, "touches": [{"id": 1, "phase": "ended", "x": 30, "y": 401}]}
    """#

/// One broken trace, the place and rule its first error must name.
struct RejectedExample: CustomTestStringConvertible, Sendable, Decodable {
    var name: String
    var text: String
    var place: String
    var reference: String
    var fragment: String
    var testDescription: String { name }
}

@Suite("Trace decoding and validation")
struct TraceDecoderTests {
    @Test("a valid trace decodes into flat storage")
    func decodesValidTrace() throws {
        let loaded = try TraceDecoder.decode(Array(traceText().utf8), file: "ok.json").get()
        let trace = loaded.trace
        #expect(trace.name == "ok")
        #expect(trace.events.count == 3)
        #expect(trace.touchSamples.count == 3)
        #expect(trace.touchStarts == [0, 1, 2, 3])
        #expect(trace.events[1].touches.first?.location == Point(x: 30, y: 401))
        #expect(trace.view == Rect(x: 0, y: 0, width: 390, height: 844))
        #expect(loaded.warnings.isEmpty)
    }

    @Test("optional fields: name, view, label, meta, force and majorRadius")
    func optionalFields() throws {
        let events =
            #"{"t": 5, "touches": [{"id": 7, "phase": "began", "x": 1, "y": 2, "force": 0.5, "majorRadius": 9}]}"#
        let extra =
            #", "name": "n", "view": {"x": 0, "y": 100, "width": 390, "height": 600}, "label": "cancel", "meta": {"device": [1, 2]}"#
        let trace = try TraceDecoder.decode(Array(traceText(events: events, extra: extra).utf8), file: "f.json").get()
            .trace
        #expect(trace.name == "n")
        #expect(trace.view == Rect(x: 0, y: 100, width: 390, height: 600))
        #expect(trace.label == .cancel)
        #expect(trace.meta == .object(["device": .array([.number(1), .number(2)])]))
        #expect(trace.touchSamples[0].force == 0.5)
        #expect(trace.touchSamples[0].majorRadius == 9)
        #expect(trace.startTime == 5)
    }

    @Test(
        "a repeated field is a warning and only its last occurrence is read, as the warning says: touches, t, a touch's x, the screen's width"
    )
    func repeatedFieldsUseTheLast() throws {
        let events = #"""
            {"t": 9, "t": 0, "touches": [{"id": 1, "phase": "began", "x": 4, "y": 400}], "touches": [{"id": 2, "phase": "began", "x": 5, "x": 6, "y": 400}]},
            {"t": 0.01, "touches": [{"id": 2, "phase": "ended", "x": 30, "y": 401}]}
            """#
        let text =
            #"{"format": "gesture-trace", "version": 1, "screen": {"width": 100, "height": 844, "width": 390}, "events": [\#(events)]}"#
        let loaded = try TraceDecoder.decode(Array(text.utf8), file: "f.json").get()
        #expect(loaded.trace.events[0].touches.map(\.id) == [2])
        #expect(loaded.trace.events[0].touches.first?.location == Point(x: 6, y: 400))
        #expect(loaded.trace.startTime == 0)
        #expect(loaded.trace.screen.size.width == 390)
        #expect(
            loaded.warnings.map(\.path.description) == [
                "screen.width", "events[0].t", "events[0].touches", "events[0].touches[0].x",
            ])
        #expect(
            loaded.warnings.allSatisfy { $0.rule.sentence.hasSuffix("appears more than once; the last one is used") })
    }

    @Test(
        "a touch id at 2^53 or beyond, or a fractional one, is one error at its first place with how often it recurs; 2^53 − 1 is fine"
    )
    func touchIDs() throws {
        func failure(_ ids: [String]) -> [String] {
            let events = ids.enumerated().map { index, id in
                #"{"t": \#(Double(index) / 100), "touches": [{"id": \#(id), "phase": "\#(index == 0 ? "began" : "moved")", "x": 4, "y": 400}]}"#
            }
            guard
                case .failure(let failure) = TraceDecoder.decode(
                    Array(traceText(events: events.joined(separator: ",")).utf8), file: "f.json")
            else { return [] }
            return failure.problems.map(\.description)
        }
        #expect(
            failure(["1.5", "1.5", "1.5", "1.5"]) == [
                "f.json: events[0].touches[0].id: 1.5 is not an integer, as in 3 more touches (id is an integer)"
            ])
        #expect(
            failure(["9007199254740993", "9007199254740992"]) == [
                "f.json: events[0].touches[0].id: 9007199254740992 is not an id below 2^53 (9007199254740992): from there on, neighbouring integers read as the same number, as in 1 more touch (id is an integer)"
            ])
        #expect(failure(["9007199254740991", "9007199254740991"]).isEmpty)
    }

    @Test("a trace may end with a touch down (lifecycle rule 5)")
    func endsWithTouchDown() throws {
        let events = #"{"t": 0, "touches": [{"id": 1, "phase": "began", "x": 4, "y": 400}]}"#
        #expect(throws: Never.self) {
            try TraceDecoder.decode(Array(traceText(events: events).utf8), file: "f.json").get()
        }
    }

    @Test("an id may begin again after it ended (lifecycle rule 3), and equal times are allowed")
    func idReuse() throws {
        let events = #"""
            {"t": 0, "touches": [{"id": 1, "phase": "began", "x": 4, "y": 400}]},
            {"t": 0.1, "touches": [{"id": 1, "phase": "cancelled", "x": 4, "y": 400}]},
            {"t": 0.1, "touches": [{"id": 1, "phase": "began", "x": 4, "y": 400}]},
            {"t": 0.2, "touches": [{"id": 1, "phase": "stationary", "x": 4, "y": 400}]}
            """#
        #expect(throws: Never.self) {
            try TraceDecoder.decode(Array(traceText(events: events).utf8), file: "f.json").get()
        }
    }

    /// The broken traces of RejectedTraces.json, one rule each.
    static let rejected: [RejectedExample] = TestTable.load(
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().path + "/RejectedTraces.json")

    @Test("RejectedTraces.json is read: every rule it breaks is a case below")
    func rejectedTracesRead() {
        #expect(Self.rejected.count == 24)
    }

    @Test("every broken rule is rejected with the file, the place and the rule", arguments: rejected)
    func rejects(example: RejectedExample) throws {
        let result = TraceDecoder.decode(Array(example.text.utf8), file: "broken.json")
        guard case .failure(let failure) = result else {
            Issue.record("\(example.name) was accepted")
            return
        }
        let first = try #require(failure.errors.first)
        #expect(first.path.description == example.place)
        #expect(first.rule.reference == example.reference)
        let message = first.description
        #expect(message.hasPrefix("broken.json: \(example.place): "), "\(message)")
        #expect(message.contains(example.fragment), "\(message)")
        #expect(message.hasSuffix("(\(example.reference))"), "\(message)")
    }

    @Test("every problem is reported in document order, with warnings for unknown fields")
    func everyProblemInOrder() {
        let events = #"""
            {"t": 0, "touches": [{"id": 1, "phase": "moved", "x": 1, "y": 1, "pressure": 1}]},
            {"t": -1, "touches": [{"id": 2, "phase": "began", "x": 1, "y": "a"}]}
            """#
        let text = traceText(events: events, extra: #", "device": "x""#)
        guard case .failure(let failure) = TraceDecoder.decode(Array(text.utf8), file: "many.json") else {
            Issue.record("accepted")
            return
        }
        // "device" stands before "events" in the text.
        #expect(
            failure.problems.map(\.path.description) == [
                "device", "events[0].touches[0].pressure", "events[0].touches[0].phase", "events[1].t",
                "events[1].touches[0].y",
            ])
        #expect(failure.problems.map(\.severity) == [.warning, .warning, .error, .error, .error])
        #expect(
            failure.problems[1].description
                == #"warning: many.json: events[0].touches[0].pressure: unknown field "pressure" is ignored (unknown fields are ignored)"#
        )
    }

    @Test("a .jsonl corpus names the line of each problem")
    func jsonlLines() throws {
        let good = traceText().replacingNewlines
        let bad = traceText(events: #"{"t": 0, "touches": [{"id": 1, "phase": "moved", "x": 1, "y": 1}]}"#)
        let corpus = [good, bad, good].joined(separator: "\n") + "\n"
        let entries = TraceLoader.decodeLines(Array(corpus.utf8), file: "corpus.jsonl")
        #expect(entries.count == 3)
        #expect(entries.map(\.line) == [1, 2, 3])
        guard case .failure(let failure) = entries[1].result else {
            Issue.record("line 2 was accepted")
            return
        }
        #expect(failure.problems[0].description.hasPrefix("corpus.jsonl:2: events[0].touches[0].phase: "))
        guard case .success(let loaded) = entries[2].result else {
            Issue.record("line 3 was rejected")
            return
        }
        #expect(loaded.trace.name == "corpus:3")
    }

    @Test(
        "a .jsonl corpus read in blocks of any size gives the entries of the whole file, lines cut by a block included")
    func jsonlBlocks() throws {
        let good = traceText().replacingNewlines
        let bad = traceText(events: #"{"t": 0, "touches": [{"id": 1, "phase": "moved", "x": 1, "y": 1}]}"#)
        // A blank line in the middle is an error; CRLF ends; blank lines at the end are allowed.
        let corpus = Array(([good, bad, "", good + "\r", good].joined(separator: "\n") + "\n \n\n").utf8)
        func described(_ entries: [CorpusEntry]) -> [String] {
            entries.map { entry in
                switch entry.result {
                case .success(let loaded): "\(entry.line ?? 0) ok \(loaded.trace.name)"
                case .failure(let failure):
                    "\(entry.line ?? 0) " + failure.problems.map(\.description).joined(separator: "; ")
                }
            }
        }
        let whole = described(TraceLoader.decodeLines(corpus, file: "c.jsonl"))
        #expect(whole.count == 5)
        #expect(whole[2].hasPrefix("3 c.jsonl:3: (top level): "))
        #expect(whole[4] == "5 ok c:5")
        for blockSize in [1, 7, 64, corpus.count - 1] {
            for batchSize in [1, 2, 100] {
                var lines = JSONLines(file: "c.jsonl")
                var entries: [CorpusEntry] = []
                var start = 0
                while start < corpus.count {
                    lines.add(corpus[start..<min(corpus.count, start + blockSize)], batchSize: batchSize) {
                        entries += $0
                    }
                    start += blockSize
                }
                lines.finish { entries += $0 }
                #expect(described(entries) == whole, "blocks of \(blockSize), batches of \(batchSize)")
            }
        }
    }

    @Test(
        "a .jsonl file read in blocks of 7 to 4096 bytes, each read while the last one's lines decode, gives the entries of the whole file, in batches of any size"
    )
    func jsonlFileBlocks() throws {
        var components = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        components.removeLast(3)
        let folder = components.joined(separator: "/") + "/.build/test-scratch/blocks-\(UInt64.random(in: 0 ... .max))"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let good = traceText().replacingNewlines
        let bad = traceText(events: #"{"t": 0, "touches": [{"id": 1, "phase": "moved", "x": 1, "y": 1}]}"#)
        let text = (Array(repeating: good, count: 40) + [bad, "", good]).joined(separator: "\n") + "\n"
        try Data(text.utf8).write(to: URL(fileURLWithPath: folder + "/c.jsonl"))
        let whole = TraceLoader.decodeLines(Array(text.utf8), file: folder + "/c.jsonl").map(\.line)
        #expect(whole.count == 43)
        for blockSize in [7, 100, 4096] {
            for batchSize in [1, 3, 4096] {
                var batches: [[CorpusEntry]] = []
                try TraceLoader.forEachBatch(at: folder + "/c.jsonl", batchSize: batchSize, blockSize: blockSize) {
                    batches.append($0)
                }
                let entries = batches.flatMap { $0 }
                #expect(entries.map(\.line) == whole, "blocks of \(blockSize), batches of \(batchSize)")
                #expect(entries.map { (try? $0.result.get()) == nil } == (0..<43).map { $0 == 40 || $0 == 41 })
                #expect(batches.allSatisfy { $0.count <= batchSize })
            }
        }
    }

    @Test("a syntax error in a .jsonl line names the corpus line")
    func jsonlSyntax() {
        let entries = TraceLoader.decodeLines(Array("{\"a\": }\n".utf8), file: "c.jsonl")
        guard case .failure(let failure) = entries.first?.result else {
            Issue.record("accepted")
            return
        }
        #expect(failure.problems[0].description.hasPrefix("c.jsonl:1: (top level): "))
        #expect(failure.problems[0].description.contains("at line 1, column 7"))
    }

    @Test("traces built in code obey the same lifecycle rules")
    func builtInCode() {
        let screen = Screen(size: Size(width: 390, height: 844))
        let events = [
            TouchEvent(time: 0, touches: [TouchSample(id: 1, phase: .began, location: Point(x: 1, y: 1))]),
            TouchEvent(time: 0.1, touches: [TouchSample(id: 2, phase: .ended, location: Point(x: 1, y: 1))]),
        ]
        #expect(throws: TraceLoadFailure.self) { try Trace(name: "t", screen: screen, events: events) }
        do {
            _ = try Trace(name: "t", screen: screen, events: events)
        } catch {
            #expect(error.problems.first?.path.description == "events[1].touches[0].phase")
            #expect(error.problems.first?.rule == .firstAppearanceNotBegan(id: 2, phase: .ended))
        }
    }
}

extension String {
    fileprivate var replacingNewlines: String { split(separator: "\n").joined(separator: " ") }
}

@Suite("Inputs a converter gets wrong")
struct ConverterMistakeTests {
    private func document(events: String, view: String = "") -> [UInt8] {
        Array(#"{"screen": {"width": 390, "height": 844, "scale": 3}\#(view), "events": [\#(events)]}"#.utf8)
    }

    private func drag(times: [Double], xs: [Double], y: Double = 400) -> String {
        zip(times, xs).enumerated().map { index, pair in
            let phase = index == 0 ? "began" : index == times.count - 1 ? "ended" : "moved"
            return #"{"t": \#(pair.0), "touches": [{"id": 1, "phase": "\#(phase)", "x": \#(pair.1), "y": \#(y)}]}"#
        }.joined(separator: ",")
    }

    @Test("times in milliseconds written as seconds are a warning with the numbers that gave them away")
    func milliseconds() throws {
        let text = drag(times: [0, 8.3, 16.7, 25, 33.3], xs: [4, 40, 80, 120, 130])
        let loaded = try TraceDecoder.decode(document(events: text), file: "ms.json").get()
        #expect(
            loaded.warnings.map(\.description) == [
                "warning: ms.json: events: the trace lasts 33.3 s with events typically 8.3 s apart: times look like milliseconds written as seconds (t is in seconds) (units)"
            ])
    }

    @Test("a long recording at a normal rate is not mistaken for milliseconds: 130 s at 120 Hz warns of nothing")
    func longRecordingIsSeconds() throws {
        let count = 130 * 120
        let times = (0...count).map { Double($0) / 120 }
        let xs = (0...count).map { 4 + Double($0 % 300) }
        let loaded = try TraceDecoder.decode(document(events: drag(times: times, xs: xs)), file: "long.json").get()
        #expect(loaded.warnings.isEmpty, "\(loaded.warnings)")
    }

    @Test("positions in pixels written as points are a warning naming the first place and the screen")
    func pixels() throws {
        let text = drag(times: [0, 0.01, 0.02, 0.03], xs: [12, 400, 800, 1100], y: 1200)
        let loaded = try TraceDecoder.decode(document(events: text), file: "px.json").get()
        #expect(
            loaded.warnings.map(\.description) == [
                "warning: px.json: events[2].touches[0].x: touches reach x = 800 on a screen 390 pt wide: positions look like pixels written as points (divide by the screen's scale) (units)"
            ])
    }

    @Test("a warning about a second finger names its event and its place in that event")
    func pixelsOfSecondFinger() throws {
        let text = #"""
            {"t": 0, "touches": [{"id": 1, "phase": "began", "x": 12, "y": 400}]},
            {"t": 0.01, "touches": [{"id": 1, "phase": "moved", "x": 20, "y": 400}, {"id": 2, "phase": "began", "x": 30, "y": 400}]},
            {"t": 0.02, "touches": [{"id": 1, "phase": "moved", "x": 28, "y": 400}, {"id": 2, "phase": "moved", "x": 40, "y": 1300}]},
            {"t": 0.03, "touches": [{"id": 1, "phase": "ended", "x": 28, "y": 400}, {"id": 2, "phase": "ended", "x": 40, "y": 1300}]}
            """#
        let loaded = try TraceDecoder.decode(document(events: text), file: "px.json").get()
        #expect(
            loaded.warnings.map(\.description) == [
                "warning: px.json: events[2].touches[1].y: touches reach y = 1300 on a screen 844 pt high: positions look like pixels written as points (divide by the screen's scale) (units)"
            ])
    }

    @Test("a touch that begins outside the view is a warning saying what the model does with it")
    func outsideView() throws {
        let text = drag(times: [0, 0.01, 0.02], xs: [4, 40, 80], y: 50)
        let loaded = try TraceDecoder.decode(
            document(events: text, view: #", "view": {"x": 0, "y": 100, "width": 390, "height": 700}"#), file: "v.json"
        ).get()
        #expect(loaded.warnings.count == 1)
        #expect(
            loaded.warnings.first?.description.contains(
                "events[0].touches[0]: touch 1 begins at (4, 50), outside the view (0, 100, 390, 700): UIKit would not deliver it to the view's recognizer; the model follows it anyway"
            ) == true)
    }

    @Test("a missing t is one error for that event, with no false follow-ons")
    func missingTime() throws {
        let text =
            #"{"t": 0, "touches": [{"id": 1, "phase": "began", "x": 4, "y": 400}]}, {"touches": [{"id": 1, "phase": "moved", "x": 40, "y": 400}]}, {"t": 0.2, "touches": [{"id": 1, "phase": "ended", "x": 40, "y": 400}]}"#
        guard case .failure(let failure) = TraceDecoder.decode(document(events: text), file: "t.json") else {
            Issue.record("accepted a missing t")
            return
        }
        #expect(
            failure.problems.map(\.description) == [#"t.json: events[1]: required field "t" is missing (field types)"#])
    }

    @Test("an integer phase or a string id is one error each, with what is accepted and how often it recurs")
    func wrongTypes() throws {
        let text = (0..<4).map {
            #"{"t": \#(Double($0) * 0.1), "touches": [{"id": "a", "phase": \#($0 == 0 ? 0 : 1), "x": 4, "y": 400}]}"#
        }.joined(separator: ",")
        guard case .failure(let failure) = TraceDecoder.decode(document(events: text), file: "w.json") else {
            Issue.record("accepted a string id")
            return
        }
        #expect(
            failure.problems.map(\.description) == [
                "w.json: events[0].touches[0].id: expected an integer, found a string, as in 3 more touches (field types)",
                "w.json: events[0].touches[0].phase: expected a string: began, moved, stationary, ended or cancelled, found a number, as in 3 more touches (field types)",
            ])
    }
}
