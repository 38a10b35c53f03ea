import Testing

@testable import GestureModel

/// The `observed` extension: what the device did, read and written back exactly.
@Suite("The observed block")
struct ObservedTests {
    static let events = #"""
        [{"t": 0, "touches": [{"id": 1, "phase": "began", "x": 4, "y": 400}]},
         {"t": 0.01, "touches": [{"id": 1, "phase": "moved", "x": 30, "y": 401, "coalesced": true}]},
         {"t": 0.02, "touches": [{"id": 1, "phase": "ended", "x": 30, "y": 401, "force": 0.5, "majorRadius": 9}]}]
        """#

    static func trace(observed: String) -> String {
        #"{"format": "gesture-trace", "version": 1, "screen": {"width": 390, "height": 844}, "events": \#(events), "observed": \#(observed)}"#
    }

    static let spec = #"""
        {"system": "iOS 18.1, iPhone 15 Pro",
         "recognizer": {"kind": "screenEdgePan", "edge": "left", "samples": [
           {"t": 0.01, "state": "began", "translation": {"x": 0.4, "y": 0.1}, "velocity": {"x": 812.0, "y": 3.0}, "location": {"x": 30, "y": 401}, "numberOfTouches": 1},
           {"t": 0.02, "state": "ended", "translation": {"x": 26, "y": 1}, "velocity": {"x": -7.4, "y": -12.7}}]},
         "transition": [{"t": 0.01, "call": "start"}, {"t": 0.01, "call": "update", "percentComplete": 0.025},
           {"t": 0.02, "call": "finish", "percentComplete": 0.067, "completionSpeed": 1.0, "duration": 0.5}],
         "completion": {"t": 0.3, "completed": true}}
        """#

    @Test("the spec's example reads into values, without warnings, and writes back to the same trace")
    func readsAndWrites() throws {
        let loaded = try TraceDecoder.decode(Array(Self.trace(observed: Self.spec).utf8), file: "o.json").get()
        #expect(loaded.warnings.isEmpty)
        let observed = try #require(loaded.trace.observed)
        #expect(observed.system == "iOS 18.1, iPhone 15 Pro")
        #expect(observed.recognizer?.edge == "left")
        #expect(observed.recognizer?.samples.map(\.state) == [.began, .ended])
        #expect(observed.recognizer?.samples.first?.velocity == Vector(dx: 812, dy: 3))
        #expect(observed.recognizer?.samples.first?.numberOfTouches == 1)
        #expect(observed.transition.map(\.call) == [.start, .update, .finish])
        #expect(observed.transition.last?.duration == 0.5)
        #expect(observed.completion == ObservedCompletion(time: 0.3, completed: true))
        #expect(loaded.trace.touchSamples[1].coalesced)
        #expect(loaded.trace.touchSamples[2].force == 0.5)
        let written = JSONWriter.string(TraceWriter.json(loaded.trace), pretty: false)
        let again = try TraceDecoder.decode(Array(written.utf8), file: "o.json").get().trace
        #expect(again.observed == observed)
        #expect(again.touchSamples == loaded.trace.touchSamples)
    }

    @Test(
        "a state or call outside the lists, a time that goes back, a missing t: errors with their places; an unknown field warns",
        arguments: [
            (#"{"recognizer": {"kind": "pan", "samples": [{"t": 0, "state": "possible"}]}}"#,
             #"o.json: observed.recognizer.samples[0].state: "possible" is not a recognizer state (began, changed, ended, cancelled, failed) (observed)"#),
            (#"{"transition": [{"t": 0, "call": "begin"}]}"#,
             #"o.json: observed.transition[0].call: "begin" is not a transition call (start, update, finish, cancel, pause) (observed)"#),
            (#"{"transition": [{"t": 0.2, "call": "start"}, {"t": 0.1, "call": "update"}]}"#,
             "o.json: observed.transition[1].t: t = 0.1 is earlier than the previous event's t = 0.2 (t never decreases)"),
            (#"{"completion": {"completed": true}}"#, #"o.json: observed.completion: required field "t" is missing (field types)"#),
            (#"{"recognizer": {"samples": []}}"#, #"o.json: observed.recognizer: required field "kind" is missing (field types)"#),
        ])
    func errors(observed: String, message: String) {
        guard case .failure(let failure) = TraceDecoder.decode(Array(Self.trace(observed: observed).utf8), file: "o.json") else {
            Issue.record("accepted \(observed)")
            return
        }
        #expect(failure.problems.map(\.description) == [message])
    }

    @Test("an unknown field inside observed is a warning; observed itself is known")
    func unknownField() throws {
        let loaded = try TraceDecoder.decode(Array(Self.trace(observed: #"{"gpu": "A17"}"#).utf8), file: "o.json").get()
        #expect(loaded.warnings.map(\.description) == [#"warning: o.json: observed.gpu: unknown field "gpu" is ignored (unknown fields are ignored)"#])
    }
}
