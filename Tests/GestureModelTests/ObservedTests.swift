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

    @Test("a rest report reads a place's name or a page index as a trace's rest does, and writes it back")
    func rests() throws {
        let text = Self.trace(
            observed: #"{"rest": [{"t": 0.3, "place": "medium"}, {"t": 0.9, "place": 1, "gesture": 2}]}"#)
        let loaded = try TraceDecoder.decode(Array(text.utf8), file: "o.json").get()
        #expect(loaded.warnings.isEmpty)
        let observed = try #require(loaded.trace.observed)
        #expect(
            observed.rest == [
                ObservedRest(time: 0.3, place: "medium"), ObservedRest(time: 0.9, place: "page 1", gesture: 2),
            ])
        let written = JSONWriter.string(TraceWriter.json(loaded.trace), pretty: false)
        #expect(written.contains(#""rest":[{"t":0.3,"place":"medium"},{"t":0.9,"place":1,"gesture":2}]"#))
        #expect(try TraceDecoder.decode(Array(written.utf8), file: "o.json").get().trace.observed == observed)
    }

    @Test(
        "a state or call outside the lists, a time that goes back, a missing t: errors with their places; an unknown field warns",
        arguments: [
            (
                #"{"recognizer": {"kind": "pan", "samples": [{"t": 0, "state": "possible"}]}}"#,
                #"o.json: observed.recognizer.samples[0].state: "possible" is not a recognizer state (began, changed, ended, cancelled, failed) (observed)"#
            ),
            (
                #"{"transition": [{"t": 0, "call": "begin"}]}"#,
                #"o.json: observed.transition[0].call: "begin" is not a transition call (start, update, finish, cancel, pause, fractionComplete, pauseAnimation, startAnimation, reverse, continueAnimation, completeTransition) (observed)"#
            ),
            (
                #"{"transition": [{"t": 0, "call": "continueAnimation", "timing": {"kind": "bezier", "points": [0, 0, 1, 1]}}]}"#,
                #"o.json: observed.transition[0].timing.kind: "bezier" is not cubic or spring (observed)"#
            ),
            (
                #"{"transition": [{"t": 0, "call": "continueAnimation", "timing": {"kind": "cubic", "points": [0, 0, 1]}}]}"#,
                #"o.json: observed.transition[0].timing.points: 3 numbers is not 4 control point coordinates (observed)"#
            ),
            (
                #"{"coordinator": [{"t": 0.2, "isCancelled": true}, {"t": 0.1, "isCancelled": false}]}"#,
                "o.json: observed.coordinator[1].t: t = 0.1 is earlier than the previous event's t = 0.2 (t never decreases)"
            ),
            (
                #"{"rest": [{"t": 0.2, "place": -1}]}"#,
                "o.json: observed.rest[0].place: -1 is not a resting place's name or a page index (0 to 9999) (rest)"
            ),
            (
                #"{"rest": [{"t": 0.2}]}"#,
                #"o.json: observed.rest[0]: required field "place" is missing (field types)"#
            ),
            (
                #"{"coordinator": {"t": 0.2}}"#,
                #"o.json: observed.coordinator: required field "isCancelled" is missing (field types)"#
            ),
            (
                #"{"recognizers": [{"kind": "pan", "owner": "os", "samples": []}]}"#,
                #"o.json: observed.recognizers[0].owner: "os" is not an owner (app, system) (observed)"#
            ),
            (
                #"{"recognizer": {"kind": "pan", "samples": [{"t": 0, "state": "began", "gesture": 0}]}}"#,
                "o.json: observed.recognizer.samples[0].gesture: 0 is not a whole number from 1 to 1000000 (observed)"
            ),
            (
                #"{"transition": [{"t": 0.2, "call": "start"}, {"t": 0.1, "call": "update"}]}"#,
                "o.json: observed.transition[1].t: t = 0.1 is earlier than the previous event's t = 0.2 (t never decreases)"
            ),
            (
                #"{"completion": {"completed": true}}"#,
                #"o.json: observed.completion: required field "t" is missing (field types)"#
            ),
            (
                #"{"recognizer": {"samples": []}}"#,
                #"o.json: observed.recognizer: required field "kind" is missing (field types)"#
            ),
        ])
    func errors(observed: String, message: String) {
        guard
            case .failure(let failure) = TraceDecoder.decode(Array(Self.trace(observed: observed).utf8), file: "o.json")
        else {
            Issue.record("accepted \(observed)")
            return
        }
        #expect(failure.problems.map(\.description) == [message])
    }

    @Test("an unknown field inside observed is a warning; observed itself is known")
    func unknownField() throws {
        let loaded = try TraceDecoder.decode(Array(Self.trace(observed: #"{"gpu": "A17"}"#).utf8), file: "o.json").get()
        #expect(
            loaded.warnings.map(\.description) == [
                #"warning: o.json: observed.gpu: unknown field "gpu" is ignored (unknown fields are ignored)"#
            ])
    }

    /// The shared spec's extensions for newer transitions and the system's own gestures: a system
    /// recognizer with its role, a property animator's calls, the coordinator's reports, and the
    /// gesture numbers of a recording with two gestures.
    static let extensions = #"""
        {"recognizer": {"kind": "pan", "samples": [{"t": 0.01, "state": "began"}]},
         "recognizers": [{"kind": "contentPan", "owner": "system", "role": "contentPop", "samples": [
           {"t": 0.01, "state": "began", "translation": {"x": 12, "y": 0}},
           {"t": 0.02, "state": "ended", "translation": {"x": 26, "y": 1}},
           {"t": 0.02, "state": "began", "gesture": 2}]}],
         "transition": [{"t": 0.01, "call": "fractionComplete", "value": 0.03},
           {"t": 0.01, "call": "pauseAnimation"},
           {"t": 0.02, "call": "reverse", "isReversed": true},
           {"t": 0.02, "call": "continueAnimation", "durationFactor": 0.4, "timing": {"kind": "spring", "dampingRatio": 0.8, "initialVelocity": {"x": 1.5, "y": 0}}},
           {"t": 0.02, "call": "continueAnimation", "durationFactor": 0, "timing": {"kind": "cubic", "points": [0.25, 0.1, 0.25, 1]}, "gesture": 2},
           {"t": 0.02, "call": "continueAnimation", "timing": {"kind": "spring", "mass": 4.5, "stiffness": 1300, "damping": 95}, "gesture": 2},
           {"t": 0.3, "call": "completeTransition", "completed": false, "gesture": 2}],
         "coordinator": [{"t": 0.02, "isCancelled": true, "percentComplete": 0.067, "completionVelocity": 1, "transitionDuration": 0.35, "completionCurve": "easeInOut"},
           {"t": 0.3, "isCancelled": false, "completionCurve": 7, "gesture": 2}]}
        """#

    @Test(
        "the spec's extensions read without warnings (system recognizers, animator calls, coordinator, gestures) and write back the same"
    )
    func extensionsReadAndWrite() throws {
        let loaded = try TraceDecoder.decode(Array(Self.trace(observed: Self.extensions).utf8), file: "o.json").get()
        #expect(loaded.warnings.isEmpty)
        let observed = try #require(loaded.trace.observed)
        let system = try #require(observed.recognizers.first)
        #expect(system.owner == .system && system.role == .contentPop && system.kind == "contentPan")
        #expect(system.samples.map(\.gesture) == [nil, nil, 2])
        // The app's own recognizer is the one a fidelity check compares with; without it, the system's.
        #expect(observed.comparedRecognizer?.kind == "pan")
        var systemOnly = observed
        systemOnly.recognizer = nil
        #expect(systemOnly.comparedRecognizer?.role == .contentPop)
        #expect(
            observed.transition.map(\.call) == [
                .fractionComplete, .pauseAnimation, .reverse, .continueAnimation, .continueAnimation,
                .continueAnimation, .completeTransition,
            ])
        #expect(observed.transition[0].value == 0.03)
        #expect(observed.transition[2].isReversed == true)
        #expect(
            observed.transition[3].timing == .springRatio(dampingRatio: 0.8, initialVelocity: Vector(dx: 1.5, dy: 0)))
        #expect(observed.transition[4].timing == .cubic(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1))
        #expect(
            observed.transition[5].timing
                == .springPhysical(mass: 4.5, stiffness: 1300, damping: 95, initialVelocity: nil))
        #expect(observed.transition[6].completed == false && observed.transition[6].gesture == 2)
        #expect(observed.coordinator.map(\.isCancelled) == [true, false])
        #expect(observed.coordinator[0].transitionDuration == 0.35)
        #expect(observed.coordinator[1].completionCurve == "7")
        let written = JSONWriter.string(TraceWriter.json(loaded.trace), pretty: false)
        let again = try TraceDecoder.decode(Array(written.utf8), file: "o.json").get()
        #expect(again.trace.observed == observed)
        #expect(again.warnings.isEmpty)
    }

    @Test("a role this build does not know is a warning, and the recognizer is read without it")
    func unknownRole() throws {
        let loaded = try TraceDecoder.decode(
            Array(
                Self.trace(
                    observed:
                        #"{"recognizers": [{"kind": "pan", "owner": "system", "role": "tabSwipe", "samples": []}]}"#
                ).utf8),
            file: "o.json"
        ).get()
        #expect(loaded.trace.observed?.recognizers.first?.role == nil)
        #expect(loaded.warnings.map(\.description).first?.contains(#"observed.recognizers[0].role: "#) == true)
    }
}
