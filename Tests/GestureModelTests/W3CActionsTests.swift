import Testing

@testable import GestureModel

@Suite("W3C actions")
struct W3CActionsTests {
    static func trace(_ json: String, rate: Double = 100) throws -> Trace {
        var options = W3CActions.ImportOptions()
        options.rate = rate
        let result = try W3CActions.importTrace(Array(json.utf8), file: "a.json", options: options).get()
        return try #require(result.traces.first)
    }

    static func failure(_ json: String) -> String? {
        if case .failure(let problem) = W3CActions.importTrace(Array(json.utf8), file: "a.json") {
            problem.description
        } else {
            nil
        }
    }

    @Test(
        "a swipe: down at (100, 400), a 100 ms move to (300, 400) sampled at 100 Hz, up; times and positions worked out by hand"
    )
    func swipe() throws {
        let trace = try Self.trace(
            #"""
            {"actions": [{"type": "pointer", "id": "finger1", "parameters": {"pointerType": "touch"}, "actions": [
              {"type": "pointerMove", "duration": 0, "x": 100, "y": 400, "origin": "viewport"},
              {"type": "pointerDown", "button": 0},
              {"type": "pause", "duration": 50},
              {"type": "pointerMove", "duration": 100, "x": 300, "y": 400},
              {"type": "pointerUp", "button": 0}]}]}
            """#)
        // Down at 0; the move starts at 50 ms and takes 10 steps of 10 ms and 20 pt; up at 150 ms.
        #expect(trace.eventTimes.count == 12)
        #expect(trace.eventTimes.first == 0)
        #expect(abs(trace.eventTimes[1] - 0.06) < 1e-12)
        #expect(abs(trace.eventTimes[10] - 0.15) < 1e-12)
        #expect(trace.touchSamples.map(\.location.x) == [100, 120, 140, 160, 180, 200, 220, 240, 260, 280, 300, 300])
        #expect(trace.touchSamples.last?.phase == .ended)
    }

    @Test("two pointer sources tick together: each tick lasts as long as its longest action")
    func ticks() throws {
        let trace = try Self.trace(
            #"""
            [{"type": "pointer", "id": "f1", "parameters": {"pointerType": "touch"}, "actions": [
               {"type": "pointerMove", "x": 100, "y": 400}, {"type": "pointerDown"}, {"type": "pause", "duration": 200}, {"type": "pointerUp"}]},
             {"type": "pointer", "id": "f2", "parameters": {"pointerType": "touch"}, "actions": [
               {"type": "pointerMove", "x": 200, "y": 400}, {"type": "pointerDown"}, {"type": "pointerMove", "duration": 20, "x": 220, "y": 400}, {"type": "pointerUp"}]}]
            """#)
        // Tick 2 lasts 200 ms (the pause), so both fingers lift at 200 ms; the second moved in 2 steps.
        #expect(trace.events.map { $0.touches.map(\.id) } == [[1, 2], [2], [2], [1, 2]])
        #expect(trace.eventTimes.map { ($0 * 1000).rounded() } == [0, 10, 20, 200])
    }

    @Test(
        "what cannot become a trace is an error at its JSON place",
        arguments: [
            (
                #"{"actions": [{"type": "pointer", "id": "f1", "actions": [{"type": "pointerMove", "x": 1, "y": 1, "origin": "pointer"}]}]}"#,
                #"a.json: actions[0].actions[0].origin: "pointer" is not supported: only viewport coordinates can become a trace (a pointer-relative or element origin needs the page) (W3C actions)"#
            ),
            (
                #"{"actions": [{"type": "pointer", "id": "f1", "actions": [{"type": "pointerMove", "x": 1, "y": 1, "origin": {"element-6066-11e4-a52e-4f735466cecf": "x"}}]}]}"#,
                "a.json: actions[0].actions[0].origin: an element origin is not supported: only viewport coordinates can become a trace (W3C actions)"
            ),
            (
                #"{"actions": [{"type": "pointer", "id": "f1", "actions": [{"type": "pointerDown"}]}]}"#,
                "a.json: actions[0].actions[0]: pointerDown before any pointerMove: the finger has no position (W3C actions)"
            ),
            (
                #"{"actions": [{"type": "pointer", "id": "f1", "actions": [{"type": "pointerMove", "x": 1, "y": 1}, {"type": "pointerUp"}]}]}"#,
                "a.json: actions[0].actions[1]: pointerUp while this pointer is not down (W3C actions)"
            ),
            (
                #"{"actions": [{"type": "pointer", "id": "f1", "actions": [{"type": "pointerMove", "x": "1", "y": 1}]}]}"#,
                "a.json: actions[0].actions[0].x: not a number (W3C actions)"
            ),
            (
                #"{"actions": [{"type": "pointer", "id": "f1", "actions": [{"type": "pause", "duration": -5}]}]}"#,
                "a.json: actions[0].actions[0].duration: -5 is below 0 (W3C actions)"
            ),
            (
                #"{"actions": [{"type": "key", "id": "f1", "actions": [{"type": "keyDown", "value": "a"}]}]}"#,
                "a.json: actions: no pointer source: nothing touches the screen (W3C actions)"
            ),
            (
                #"{"acts": []}"#,
                #"a.json: actions: missing: an actions document has an "actions" list of input sources (W3C actions)"#
            ),
            // The fuzzer's out-of-memory: a few long moves asked for billions of samples. 100,000 at 120 Hz
            // is 833.33 s; the second move of 500 s (60,000 samples) would pass it.
            (
                #"{"actions": [{"type": "pointer", "id": "f1", "actions": [{"type": "pointerMove", "x": 0, "y": 0}, {"type": "pointerDown"}, {"type": "pointerMove", "duration": 500000, "x": 100, "y": 0}, {"type": "pointerMove", "duration": 500000, "x": 0, "y": 0}]}]}"#,
                "a.json: actions[0].actions[3].duration: a move of 500000 ms at 120 Hz would take the trace past 100000 samples (W3C actions)"
            ),
        ])
    func errors(json: String, message: String) {
        #expect(Self.failure(json) == message)
    }

    @Test("a move that stays put is a hold: an hour of it sends no samples and counts nothing against the bound")
    func longHold() throws {
        let trace = try Self.trace(
            #"""
            {"actions": [{"type": "pointer", "id": "f1", "actions": [
              {"type": "pointerMove", "x": 10, "y": 20}, {"type": "pointerDown"},
              {"type": "pointerMove", "duration": 3600000, "x": 10, "y": 20},
              {"type": "pointerMove", "duration": 10, "x": 30, "y": 20}, {"type": "pointerUp"}]}]}
            """#)
        // Down at 0; the move to (30, 20) takes one 10 ms step at 100 Hz after the hour; the up
        // comes at the same time in an event of its own (one sample per finger an event).
        #expect(trace.touchSamples.map(\.phase) == [.began, .moved, .ended])
        #expect(trace.eventTimes == [0, 3600.01, 3600.01])
    }

    @Test("a mouse pointer is read as a finger, with a warning; unknown top-level fields warn")
    func warnings() throws {
        let result = try W3CActions.importTrace(
            Array(
                #"{"actions": [{"type": "pointer", "id": "f1", "parameters": {"pointerType": "mouse"}, "actions": [{"type": "pointerMove", "x": 1, "y": 1}, {"type": "pointerDown"}, {"type": "pointerUp"}]}], "session": 1}"#
                    .utf8), file: "a.json"
        ).get()
        #expect(
            result.warnings.map(\.description) == [
                #"warning: a.json: session: unknown field "session" is ignored (W3C actions)"#,
                #"warning: a.json: actions[0].parameters.pointerType: "mouse" pointer read as a finger (only touch pointers are fingers) (W3C actions)"#,
            ])
    }

    @Test(
        "export: one source per finger, each sample a pointerMove lasting the time since the previous, down and up ticks; importing it gives the samples back"
    )
    func export() throws {
        let original = try Self.trace(
            #"""
            [{"type": "pointer", "id": "f1", "parameters": {"pointerType": "touch"}, "actions": [
               {"type": "pointerMove", "x": 100, "y": 400}, {"type": "pointerDown"}, {"type": "pointerMove", "duration": 30, "x": 130, "y": 400}, {"type": "pointerUp"}]}]
            """#)
        let exported = W3CActions.export(original)
        #expect(
            JSONWriter.string(exported, pretty: false)
                == #"{"actions":[{"type":"pointer","id":"finger1","parameters":{"pointerType":"touch"},"actions":[{"type":"pointerMove","duration":0,"origin":"viewport","x":100,"y":400},{"type":"pointerDown","button":0},{"type":"pointerMove","duration":10,"origin":"viewport","x":110,"y":400},{"type":"pointerMove","duration":10,"origin":"viewport","x":120,"y":400},{"type":"pointerMove","duration":10,"origin":"viewport","x":130,"y":400},{"type":"pause","duration":0},{"type":"pointerUp","button":0}]}]}"#
        )
        let again = try Self.trace(JSONWriter.string(exported), rate: 100)
        #expect(again.touchSamples == original.touchSamples)
        #expect(again.eventTimes == original.eventTimes)
    }

    static let webDriverAgent: String = {
        var components = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        components.removeLast()
        return components.joined(separator: "/") + "/Imports/WebDriverAgent/"
    }()

    @Test(
        "WebDriverAgent's erroneous gestures: each refused at its place, or read as the W3C spec reads it",
        arguments: [
            ("empty-chain", "(top level): no pointer source: nothing touches the screen"),
            ("no-actions-key", #"[0].actions: missing: each input source has an "actions" list"#),
            ("no-type", #"[0]: not an input source: an object with a "type" (pointer, key, none, wheel)"#),
            ("no-id", "[0].id: missing: every input source has a string id"),
            ("empty-id", "(top level): no pointerDown: nothing touches the screen"),
            ("key-type", #"[0].actions[0].type: "pointerMove" is not an action this source can take"#),
            ("default-pointer-type", "(top level): no pointerDown: nothing touches the screen"),
            ("pen-pointer-type", "(top level): no pointerDown: nothing touches the screen"),
            ("action-without-type", #"[0].actions[0]: not an action: an object with a "type""#),
            ("single-up", "[0].actions[0]: pointerUp while this pointer is not down"),
            ("move-without-y", "[0].actions[0].y: missing (a number)"),
            ("unknown-action-type", #"[0].actions[0].type: "pointerMoved" is not an action this source can take"#),
            ("move-without-coordinates", "[0].actions[0].x: missing (a number)"),
            (
                "pointer-origin-without-coordinates",
                #"[0].actions[0].origin: "pointer" is not supported: only viewport coordinates can become a trace (a pointer-relative or element origin needs the page)"#
            ),
            ("negative-duration", "[0].actions[2].duration: -100 is below 0"),
            // Its negative pause (actions[3]) is read before the cancel runs, in document order.
            ("cancel-before-down", "[0].actions[3].duration: -100 is below 0"),
            ("duplicated-id", #"[1].id: "finger1" names two input sources"#),
        ])
    func webDriverAgentSuite(name: String, message: String) throws {
        let file = Self.webDriverAgent + name + ".json"
        let bytes = try TraceLoader.readFile(at: file)
        guard case .failure(let problem) = W3CActions.importTrace(bytes, file: name + ".json") else {
            Issue.record("\(name) imported")
            return
        }
        #expect(problem.description == "\(name).json: \(message) (W3C actions)")
    }

    @Test(
        "WebDriverAgent refuses a sequence that starts with a pause; the W3C spec allows it: a tap at (1, 1) from 0.1 s to 0.2 s"
    )
    func startsWithPause() throws {
        let bytes = try TraceLoader.readFile(at: Self.webDriverAgent + "starts-with-pause.json")
        let trace = try #require(try W3CActions.importTrace(bytes, file: "starts-with-pause.json").get().traces.first)
        #expect(trace.eventTimes == [0.1, 0.2])
        #expect(
            trace.touchSamples == [
                TouchSample(id: 1, phase: .began, location: Point(x: 1, y: 1)),
                TouchSample(id: 1, phase: .ended, location: Point(x: 1, y: 1)),
            ])
    }

    @Test("the sample limit counts downs and ups: 60,000 tap pairs are refused, not 120,000 samples made")
    func limitCountsEverySample() {
        let taps = String(repeating: #"{"type": "pointerDown"}, {"type": "pointerUp"}, "#, count: 60_000)
        let json =
            #"[{"type": "pointer", "id": "f", "parameters": {"pointerType": "touch"}, "actions": [{"type": "pointerMove", "x": 1, "y": 1}, "#
            + taps + #"{"type": "pause"}]}]"#
        #expect(
            Self.failure(json)?.contains("the actions make more than 100000 samples (downs, ups and moves)") == true)
    }

    @Test(
        "misspelt, doubled and unknown fields are warnings at their place; origin null is read as viewport, with a warning; a numeric id is named"
    )
    func fieldWarnings() throws {
        let json = #"""
            {"actions": [{"type": "pointer", "id": "f", "paramaters": {}, "actions": [
              {"type": "pointerMove", "x": 1, "y": 1, "origin": null},
              {"type": "pointerDown", "button": 0},
              {"type": "pointerMove", "durration": 30, "x": 5, "x": 9, "y": 1},
              {"type": "pointerUp"}]}]}
            """#
        let result = try W3CActions.importTrace(Array(json.utf8), file: "a.json").get()
        #expect(
            result.warnings.map(\.description) == [
                "warning: a.json: actions[0].paramaters: unknown field \"paramaters\" is ignored (W3C actions)",
                // The misspelt parameters leave the pointer a mouse, as the spec reads it: said too.
                "warning: a.json: actions[0].parameters.pointerType: \"mouse\" pointer read as a finger (only touch pointers are fingers) (W3C actions)",
                "warning: a.json: actions[0].actions[0].origin: null is not an origin (viewport, pointer or an element); read as viewport (W3C actions)",
                "warning: a.json: actions[0].actions[2].durration: unknown field \"durration\" is ignored (W3C actions)",
                "warning: a.json: actions[0].actions[2].x: field \"x\" appears more than once; the last one is read (W3C actions)",
            ])
        #expect(
            Self.failure(#"[{"type": "pointer", "id": 7, "actions": []}]"#)
                == "a.json: [0].id: is a number, not a string: an input source's id is a string, such as \"finger1\" (W3C actions)"
        )
    }

    @Test(
        "many sources with short lists beside one long one are read in the time of their actions",
        .timeLimit(.minutes(1)))
    func manySources() throws {
        // 2,000 one-action sources beside a source of 20,000 pauses: ticks × sources would be 40 million visits.
        var sources = (0..<2_000).map { #"{"type": "none", "id": "n\#($0)", "actions": [{"type": "pause"}]}"# }
        sources.append(
            #"{"type": "pointer", "id": "f", "parameters": {"pointerType": "touch"}, "actions": [{"type": "pointerMove", "x": 1, "y": 1}, {"type": "pointerDown"}, "#
                + String(repeating: #"{"type": "pause"}, "#, count: 20_000) + #"{"type": "pointerUp"}]}"#)
        let trace = try Self.trace("[" + sources.joined(separator: ", ") + "]")
        #expect(trace.touchSamples.map(\.phase) == [.began, .ended])
    }

    @Test(
        "an export that cannot replay is refused up front: a span past a day, more than 20 fingers; a valid one imports back"
    )
    func checkedExport() throws {
        let far = try Trace(
            name: "far", screen: Screen(size: Size(width: 390, height: 844)),
            events: [
                TouchEvent(time: -1e308, touches: [TouchSample(id: 1, phase: .began, location: Point(x: 4, y: 400))]),
                TouchEvent(time: 1e308, touches: [TouchSample(id: 1, phase: .ended, location: Point(x: 90, y: 400))]),
            ])
        guard case .failure(let span) = W3CActions.checkedExport(far) else {
            Issue.record("a span past the range of a number was exported")
            return
        }
        #expect(span.message == "the trace spans more than any number of seconds; an export holds at most 86400 s")
        guard case .failure(let hammer) = HammerExport.source(far) else {
            Issue.record("Hammer exported wait(inf)")
            return
        }
        #expect(hammer.message == span.message)
        let many = try Trace(
            name: "many", screen: Screen(size: Size(width: 390, height: 844)),
            events: [
                TouchEvent(
                    time: 0,
                    touches: (1...21).map {
                        TouchSample(id: $0, phase: .began, location: Point(x: Double($0) * 10, y: 400))
                    }),
                TouchEvent(
                    time: 0.1,
                    touches: (1...21).map {
                        TouchSample(id: $0, phase: .ended, location: Point(x: Double($0) * 10, y: 400))
                    }),
            ])
        guard case .failure(let fingers) = W3CActions.checkedExport(many) else {
            Issue.record("21 fingers were exported")
            return
        }
        #expect(fingers.message == "the trace has 21 fingers down at once; an export holds at most 20")
        let original = try Self.trace(
            #"[{"type": "pointer", "id": "f1", "actions": [{"type": "pointerMove", "x": 100, "y": 400}, {"type": "pointerDown"}, {"type": "pointerMove", "duration": 30, "x": 130, "y": 400}, {"type": "pointerUp"}]}]"#
        )
        #expect(try W3CActions.checkedExport(original).get().document == W3CActions.export(original))
    }

    static func sample(_ id: Int, _ phase: TouchPhase, _ x: Double, coalesced: Bool = false) -> TouchSample {
        TouchSample(id: id, phase: phase, location: Point(x: x, y: 400), coalesced: coalesced)
    }

    @Test("300 taps one after another with 300 ids share one pointer source, and import back as 300 taps")
    func sequentialTaps() throws {
        let events = (0..<300).flatMap { tap in
            [
                TouchEvent(time: Double(tap) * 0.2, touches: [Self.sample(tap + 1, .began, 100)]),
                TouchEvent(time: Double(tap) * 0.2 + 0.05, touches: [Self.sample(tap + 1, .ended, 100)]),
            ]
        }
        let taps = try Trace(name: "taps", screen: Screen(size: Size(width: 390, height: 844)), events: events)
        let document = try W3CActions.checkedExport(taps).get().document
        guard case .object(let top) = document, case .array(let sources)? = top["actions"] else {
            Issue.record("not an actions document")
            return
        }
        #expect(sources.count == 1)
        let back = try Self.trace(JSONWriter.string(document))
        #expect(back.touchSamples.filter { $0.phase == .began }.count == 300)
        // A finger that lifts in the event another lands in keeps its own source for that event.
        let handover = try Trace(
            name: "handover", screen: Screen(size: Size(width: 390, height: 844)),
            events: [
                TouchEvent(time: 0, touches: [Self.sample(1, .began, 10)]),
                TouchEvent(time: 0.1, touches: [Self.sample(1, .ended, 10), Self.sample(2, .began, 50)]),
                TouchEvent(time: 0.2, touches: [Self.sample(2, .ended, 50)]),
            ])
        #expect(W3CActions.PointerSources(handover).count == 2)
    }

    @Test("a began or ended marked coalesced is delivered: exports land and lift it, the replay sees it")
    func coalescedContactEdges() throws {
        let trace = try Trace(
            name: "edges", screen: Screen(size: Size(width: 390, height: 844)),
            events: [
                TouchEvent(time: 0, touches: [Self.sample(1, .began, 4, coalesced: true)]),
                TouchEvent(time: 0.01, touches: [Self.sample(1, .moved, 30)]),
                TouchEvent(time: 0.015, touches: [Self.sample(1, .moved, 40, coalesced: true)]),
                TouchEvent(time: 0.02, touches: [Self.sample(1, .ended, 60, coalesced: true)]),
            ])
        #expect(trace.touchSamples.map(\.isDelivered) == [true, true, false, true])
        let back = try Self.trace(JSONWriter.string(try W3CActions.checkedExport(trace).get().document))
        // The lift lands where the last delivered move left the finger (`Trace.liftedInPlace`).
        #expect(back.touchSamples.map(\.phase) == [.began, .moved, .ended])
        #expect(back.touchSamples.last?.location.x == 30)
        let source = try HammerExport.source(trace).get()
        #expect(source.contains("try fingerDown([.rightIndex], at: [CGPoint(x: 4, y: 400)])"))
        #expect(source.contains("try fingerUp([.rightIndex])"))
        #expect(!source.contains("fingerMove([]"))
        #expect(!source.contains("x: 40"), "a coalesced move stays out")
        // Read from a file, the trace says so once, with the count of the others.
        let fast = try TraceDecoder.decode(Array(TraceWriter.text(trace).utf8), file: "e.json").get()
        let full = try TraceDecoder.decode(TraceWriter.json(trace), file: "e.json").get()
        #expect(fast.warnings == full.warnings)
        #expect(
            fast.warnings.map(\.description) == [
                "warning: e.json: events[0].touches[0]: touch 1's began is marked coalesced, but UIKit delivers every touch's began, ended and cancelled in its own call: it is delivered (G7), as is 1 more such sample (coalesced samples)"
            ])
    }

    @Test("a gap over Trace.restGap is written as a pause, so a 1,000 s rest imports back in a few samples")
    func longRest() throws {
        let trace = try Trace(
            name: "rest", screen: Screen(size: Size(width: 390, height: 844)),
            events: [
                TouchEvent(time: 0, touches: [Self.sample(1, .began, 4)]),
                TouchEvent(time: 0.01, touches: [Self.sample(1, .moved, 30)]),
                TouchEvent(time: 1000.01, touches: [Self.sample(1, .moved, 200)]),
                TouchEvent(time: 1000.02, touches: [Self.sample(1, .ended, 200)]),
            ])
        let back = try Self.trace(JSONWriter.string(try W3CActions.checkedExport(trace).get().document), rate: 120)
        #expect(back.touchSamples.map(\.location.x) == [4, 30, 200, 200])
        #expect(back.eventTimes == [0, 0.01, 1000.01, 1000.02])
    }
}
