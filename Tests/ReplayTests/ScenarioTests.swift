import Foundation
import GestureModel
import Interaction
import Testing

@testable import Replay

private let phone = Screen(size: Size(width: 390, height: 844), refreshRate: 120)

/// One finger from `start`, moved by `offset` in 10 equal steps of 10 ms, lifted `liftDelay` after the last move.
private func pan(
    from start: Point, by offset: Vector, liftDelay: Double = 0.01, end: TouchPhase = .ended
) throws -> Trace {
    var events = [TouchEvent(time: 0, touches: [TouchSample(id: 1, phase: .began, location: start)])]
    for step in 1...10 {
        let point = start + offset * (Double(step) / 10)
        events.append(
            TouchEvent(time: Double(step) * 0.01, touches: [TouchSample(id: 1, phase: .moved, location: point)]))
    }
    events.append(
        TouchEvent(time: 0.1 + liftDelay, touches: [TouchSample(id: 1, phase: end, location: start + offset)]))
    return try Trace(name: "pan", screen: phone, events: events)
}

/// Two fingers spreading from `from` to `to` points apart in 10 steps, then lifting.
private func pinch(from: Double, to: Double, end: TouchPhase = .ended) throws -> Trace {
    func touches(_ distance: Double, _ phase: TouchPhase) -> [TouchSample] {
        [
            TouchSample(id: 1, phase: phase, location: Point(x: 195 - distance / 2, y: 400)),
            TouchSample(id: 2, phase: phase, location: Point(x: 195 + distance / 2, y: 400)),
        ]
    }
    var events = [TouchEvent(time: 0, touches: touches(from, .began))]
    for step in 1...10 {
        events.append(
            TouchEvent(time: Double(step) * 0.01, touches: touches(from + (to - from) * Double(step) / 10, .moved)))
    }
    events.append(TouchEvent(time: 0.11, touches: touches(to, end)))
    return try Trace(name: "pinch", screen: phone, events: events)
}

@Suite("Scenarios and presets")
struct ScenarioTests {
    @Test("book-pinch: 100 → 400 pt apart opens with progress (400/108 − 1)/5 ≈ 0.54 and finishes")
    func bookPinchOpens() throws {
        let report = Replayer.replay(try pinch(from: 100, to: 400), scenario: .bookPinch)
        #expect(report.pinchDirection == .open)
        let progress = try #require(report.release?.decision.progress)
        #expect(abs(progress - (400.0 / 108 - 1) / 5) < 1e-9)
        #expect(report.decision == .finish)
        #expect(abs((report.completion?.duration ?? 0) - (1 - progress) * 1) < 1e-9)
    }

    @Test("book-pinch: a pinch-in closes; a cancelled pinch is stuck, with a diagnostic saying why")
    func bookPinchCloseAndStuck() throws {
        let closed = Replayer.replay(try pinch(from: 300, to: 146), scenario: .bookPinch)
        #expect(closed.pinchDirection == .close)
        #expect(abs((closed.release?.decision.progress ?? 0) - (1 - 146.0 / 292)) < 1e-9)
        let cancelled = Replayer.replay(try pinch(from: 100, to: 300, end: .cancelled), scenario: .bookPinch)
        #expect(cancelled.outcome == .stuck)
        #expect(cancelled.decision == nil)
        let stuck = try #require(cancelled.diagnostics.first { $0.code == .stuckTransition })
        #expect(stuck.message.contains("the gesture was cancelled"))
        #expect(stuck.message.contains("the handler neither finished nor cancelled the transition"))
    }

    @Test("swipe-dismiss: finishing at 0.8 on an 844 pt view runs at speed 0.2 for (1 − 0.8) × 1.5 / 0.2 = 1.5 s")
    func swipeDismissFinish() throws {
        // 0.8 × 422 pt + 10 pt of hysteresis.
        let report = Replayer.replay(
            try pan(from: Point(x: 200, y: 300), by: Vector(dx: 0, dy: 347.6)), scenario: .swipeDismiss)
        #expect(abs((report.release?.decision.progress ?? 0) - 0.8) < 1e-9)
        let completion = try #require(report.completion)
        #expect(completion.direction == .finish)
        #expect(abs(completion.speed - 0.2) < 1e-9)
        #expect(abs(completion.duration - 1.5) < 1e-9)
    }

    @Test("swipe-dismiss: cancelling at 0.4 runs at speed 0.6 for 0.4 × 1.5 / 0.6 = 1.0 s")
    func swipeDismissCancel() throws {
        let report = Replayer.replay(
            try pan(from: Point(x: 200, y: 300), by: Vector(dx: 0, dy: 178.8)), scenario: .swipeDismiss)
        let completion = try #require(report.completion)
        #expect(completion.direction == .cancel)
        #expect(abs(completion.speed - 0.6) < 1e-9)
        #expect(abs(completion.duration - 1.0) < 1e-9)
    }

    @Test("swipe-dismiss decides with the last changed progress; a system cancel always cancels")
    func swipeDismissRules() throws {
        let cancelled = Replayer.replay(
            try pan(from: Point(x: 200, y: 300), by: Vector(dx: 0, dy: 400), end: .cancelled), scenario: .swipeDismiss)
        #expect(cancelled.decision == .cancel)
        #expect(cancelled.release?.decision.reason.hasPrefix("gesture cancelled at 0.92 → cancel") == true)
    }

    @Test("swipe-back: progress = translation.x / (view width / 2)")
    func swipeBack() throws {
        let report = Replayer.replay(
            try pan(from: Point(x: 100, y: 400), by: Vector(dx: 117.5, dy: 0)), scenario: .swipeBack)
        #expect(abs((report.release?.decision.progress ?? 0) - 107.5 / 195) < 1e-9)
        #expect(report.decision == .finish)
    }

    @Test("a pan up that starts a dismiss-down transition is reported as moving against it")
    func directionContradiction() throws {
        let report = Replayer.replay(
            try pan(from: Point(x: 200, y: 500), by: Vector(dx: 0, dy: -200)), scenario: .swipeDismiss)
        #expect(report.diagnostics.map(\.code).contains(.directionContradiction))
        #expect(report.decision == .cancel)
    }

    @Test("a lift 200 ms after the last move reports a stale velocity (P6)")
    func staleVelocity() throws {
        let report = Replayer.replay(
            try pan(from: Point(x: 200, y: 300), by: Vector(dx: 0, dy: 300), liftDelay: 0.2), scenario: .swipeDismiss)
        let stale = try #require(report.diagnostics.first { $0.code == .staleVelocity })
        #expect(stale.message.contains("200 ms after the last movement"))
        let prompt = Replayer.replay(
            try pan(from: Point(x: 200, y: 300), by: Vector(dx: 0, dy: 300), liftDelay: 0.04), scenario: .swipeDismiss)
        #expect(!prompt.diagnostics.contains { $0.code == .staleVelocity })
    }

    @Test("D1: an update more than 0.25 from where its action found percentComplete is a progress jump")
    func progressJump() throws {
        let events = [
            TouchEvent(time: 0, touches: [TouchSample(id: 1, phase: .began, location: Point(x: 200, y: 300))]),
            TouchEvent(time: 0.01, touches: [TouchSample(id: 1, phase: .moved, location: Point(x: 200, y: 312))]),
            TouchEvent(time: 0.02, touches: [TouchSample(id: 1, phase: .moved, location: Point(x: 200, y: 450))]),
            TouchEvent(time: 0.03, touches: [TouchSample(id: 1, phase: .ended, location: Point(x: 200, y: 450))]),
        ]
        let report = Replayer.replay(try Trace(name: "jump", screen: phone, events: events), scenario: .swipeDismiss)
        // (450 − 300 − 10) / 422 = 0.33 after 2 / 422 = 0.005.
        #expect(report.diagnostics.map(\.code) == [.progressJump])
    }

    @Test("every preset round-trips through its scenario file form", arguments: Scenario.presets.map(\.name))
    func presetRoundTrip(name: String) throws {
        let preset = try #require(Scenario.preset(named: name))
        let text = JSONWriter.string(preset.json)
        let decoded = try Scenario.decode(bytes: Array(text.utf8), file: "\(name).json").get()
        #expect(decoded == preset)
    }

    @Test("a scenario file may start from a preset and change a few fields; omitted fields keep the preset's")
    func presetBasedFile() throws {
        let text = #"{"preset": "swipe-dismiss", "handler": {"threshold": 0.3}, "transition": {"curve": "linear"}}"#
        let scenario = try Scenario.decode(bytes: Array(text.utf8), file: "s.json").get()
        var expected = Scenario.swipeDismiss
        expected.handler.threshold = 0.3
        expected.transition.completionCurve = .linear
        // Without a name of its own, a changed preset is named after the change.
        expected.name = "swipe-dismiss+threshold=0.3+curve=linear"
        #expect(scenario == expected)
    }

    @Test("a changed preset is named after the change: the edge as a suffix, every other value as +key=value")
    func namedAfterTheChange() throws {
        let right = #"{"preset": "edge-back", "recognizer": {"edge": "right"}}"#
        #expect(try Scenario.decode(bytes: Array(right.utf8), file: "s.json").get().name == "edge-back-right")
        let both = #"{"preset": "ios-pop", "recognizer": {"edge": "right", "edgeRegion": 20}, "velocity": "lsq2"}"#
        #expect(
            try Scenario.decode(bytes: Array(both.utf8), file: "s.json").get().name
                == "ios-pop-right+edgeRegion=20+velocity=lsq2")
        // A name given is kept; an unchanged preset keeps its own.
        let named = #"{"preset": "edge-back", "name": "mine", "recognizer": {"edge": "right"}}"#
        #expect(try Scenario.decode(bytes: Array(named.utf8), file: "s.json").get().name == "mine")
        let same = #"{"preset": "edge-back"}"#
        #expect(try Scenario.decode(bytes: Array(same.utf8), file: "s.json").get().name == "edge-back")
    }

    @Test("a value the scenario never reads is a warning in a scenario file, and null in the file the scenario writes")
    func unreadValues() throws {
        let text = #"{"preset": "ios-pop", "handler": {"threshold": 0.4}, "transition": {"curve": "linear"}}"#
        let loaded = try Scenario.load(bytes: Array(text.utf8), file: "s.json").get()
        #expect(
            loaded.warnings.map(\.description) == [
                #"warning: s.json: handler.threshold: "threshold" changes nothing here: the ios-pop rule has no threshold (scenario values)"#
            ])
        let flutter = #"{"preset": "flutter-cupertino", "transition": {"duration": 0.8, "curve": "linear"}}"#
        let warnings = try Scenario.load(bytes: Array(flutter.utf8), file: "f.json").get().warnings.map(\.description)
        #expect(
            warnings == [
                #"warning: f.json: transition.duration: "duration" changes nothing here: the flutter completion timing does not read the duration (scenario values)"#,
                #"warning: f.json: transition.curve: "curve" changes nothing here: the flutter completion timing sets its own curve (scenario values)"#,
            ])
        guard case .object(let json) = Scenario.iosPop.json, case .object(let handler)? = json["handler"] else {
            Issue.record("not an object")
            return
        }
        #expect(handler["threshold"] == .null)
        #expect(!Scenario.iosPop.numericParameters.contains { $0.name == "threshold" })
        #expect(!Scenario.bookPinch.numericParameters.contains { $0.name == "threshold" })
    }

    @Test("--set changes every numeric parameter of every preset", arguments: Scenario.presets.map(\.name))
    func setParameters(name: String) throws {
        var scenario = try #require(Scenario.preset(named: name))
        // Last to first: a maximum number of touches rises before the minimum meets it.
        for (parameter, value) in scenario.numericParameters.reversed() {
            // One more, or half where one more is past the parameter's domain (a ratio, a rate).
            let fits = scenario.parameters.first { $0.name == parameter }?.accepts(value + 1) ?? true
            let changed = parameter == "threshold" ? 0.25 : fits ? value + 1 : value / 2
            try scenario.set(parameter, to: changed)
            #expect(scenario.numericParameters.first { $0.name == parameter }?.value == changed, "\(parameter)")
        }
    }
}

@Suite("The parameter table")
struct ScenarioParameterTests {
    @Test(
        "every parameter of every preset is declared, with a unit and a domain its value lies in",
        arguments: Scenario.presets)
    func presetsUseTheTable(preset: Scenario) throws {
        for (name, value) in preset.numericParameters {
            let parameter = try #require(preset.parameters.first { $0.name == name })
            #expect(ScenarioParameter.allNames.contains(name))
            #expect(parameter.accepts(value), "\(preset.name) \(name)=\(value)")
            #expect(!parameter.unit.isEmpty)
        }
    }

    @Test("a misspelt or foreign name is an error everywhere: set, a sweep axis, a scenario file's rule")
    func misspelt() throws {
        var scenario = Scenario.androidBack
        #expect(throws: ScenarioParameterError.self) { try scenario.set("trigerThreshold", to: 10) }
        #expect(throws: ScenarioParameterError.self) { try scenario.set("velocityImpact", to: 0.3) }
        guard
            case .failure(let error) = Sweep.scenarios(
                base: .androidBack, axes: [SweepAxis(name: "trigerThreshold", values: [8])])
        else {
            Issue.record("a misspelt axis passed")
            return
        }
        #expect(
            error.message.hasPrefix(
                "--vary trigerThreshold: 'trigerThreshold' is not a parameter of scenario android-back"))
        let file = Scenario.decode(
            bytes: Array(
                #"{"preset": "android-back", "handler": {"rule": {"kind": "android-back", "trigerThreshold": 9}}}"#.utf8
            ), file: "s.json")
        // Unknown fields in scenario files are warnings: the value stays the default.
        if case .androidBack(let rule) = try file.get().handler.rule { #expect(rule.triggerThreshold == 16) }
    }

    @Test(
        "a pan whose maximumNumberOfTouches is below its minimum could never begin: an error in a file, from --set and in a sweep"
    )
    func touchCounts() throws {
        let text =
            #"{"preset": "swipe-dismiss", "recognizer": {"kind": "pan", "minimumNumberOfTouches": 2, "maximumNumberOfTouches": 1}}"#
        guard case .failure(let failure) = Scenario.decode(bytes: Array(text.utf8), file: "s.json") else {
            Issue.record("accepted a pan that can never begin")
            return
        }
        #expect(
            failure.problems.map(\.description) == [
                "s.json: recognizer.maximumNumberOfTouches: 1 is not at least minimumNumberOfTouches (2): with fewer the pan could never begin (scenario values)"
            ])
        var scenario = Scenario.swipeDismiss
        try scenario.set("maximumNumberOfTouches", to: 2)
        #expect(
            throws: ScenarioParameterError(
                message: "maximumNumberOfTouches 2 is below minimumNumberOfTouches 3: the pan could never begin")
        ) {
            try scenario.set("minimumNumberOfTouches", to: 3)
        }
        #expect(scenario.value(of: "minimumNumberOfTouches") == 1, "a refused value changes nothing")
        try scenario.set("minimumNumberOfTouches", to: 2)
        guard
            case .failure(let sweepError) = Sweep.run(
                traces: [], base: scenario, axes: [SweepAxis(name: "maximumNumberOfTouches", values: [1, 2])],
                threads: 1)
        else {
            Issue.record("swept a grid point that can never begin")
            return
        }
        #expect(sweepError.message.contains("maximumNumberOfTouches 1 is below minimumNumberOfTouches 2"))
    }

    @Test("two fields that set one setting: the later is read, and the earlier is named in a warning")
    func sharedSetting() throws {
        let text =
            #"{"handler": {"lookahead": 0.1, "decelerationRate": 0.99, "releaseSpeed": {"perVelocity": 1}, "releaseDuration": {"perVelocity": 2}}}"#
        let loaded = try Scenario.load(bytes: Array(text.utf8), file: "s.json").get()
        #expect(loaded.scenario.handler.projection == .decelerationRate(0.99))
        #expect(loaded.scenario.handler.releaseSpeed?.measure == .duration)
        #expect(
            loaded.warnings.map(\.description) == [
                #"warning: s.json: handler.lookahead: "lookahead" changes nothing here: decelerationRate, given after it, sets the threshold rule's look-ahead too, and it is the one read (scenario values)"#,
                #"warning: s.json: handler.releaseSpeed: "releaseSpeed" changes nothing here: releaseDuration, given after it, sets the handler's release speed (H5, H7) too, and it is the one read (scenario values)"#,
            ])
        let sweep = Sweep.warnings(
            base: .edgeBack,
            axes: [
                SweepAxis(name: "lookahead", values: [0, 0.1]), SweepAxis(name: "decelerationRate", values: [0.99]),
            ],
            result: try Sweep.run(
                traces: [], base: .edgeBack, axes: [SweepAxis(name: "threshold", values: [0.5])], threads: 1
            ).get())
        #expect(
            sweep.contains(
                "lookahead and decelerationRate both set the threshold rule's look-ahead: at every grid point decelerationRate replaces lookahead, so vary one"
            ))
    }

    @Test("a scenario field given twice: a warning, and the last one is read")
    func repeatedField() throws {
        let text = #"{"preset": "edge-back", "handler": {"threshold": 0.3, "threshold": 0.7}}"#
        let loaded = try Scenario.load(bytes: Array(text.utf8), file: "s.json").get()
        #expect(loaded.scenario.handler.threshold == 0.7)
        #expect(
            loaded.warnings.map(\.description) == [
                #"warning: s.json: handler.threshold: field "threshold" appears more than once; the last one is used (field names)"#
            ])
    }

    @Test(
        "one name, one unit: flutter-cupertino's fling threshold is flingThreshold; the old name still reads, with a warning"
    )
    func flingThreshold() throws {
        var flutter = Scenario.flutterCupertino
        try flutter.set("flingThreshold", to: 2)
        guard case .flutterCupertino(let rule) = flutter.handler.rule else {
            throw ScenarioParameterError(message: "not flutter")
        }
        #expect(rule.minimumFlingVelocity == 2)
        // The old name keeps working where it was accepted, and says what it is now.
        try flutter.set("velocityThreshold", to: 3)
        guard case .flutterCupertino(let renamed) = flutter.handler.rule else {
            throw ScenarioParameterError(message: "not flutter")
        }
        #expect(renamed.minimumFlingVelocity == 3)
        #expect(
            flutter.renamedParameterWarning("velocityThreshold")
                == "velocityThreshold is read as flingThreshold, its new name under flutter-cupertino (in view widths/s)"
        )
        #expect(Scenario.edgeBack.renamedParameterWarning("velocityThreshold") == nil)
        let old =
            #"{"preset": "flutter-cupertino", "handler": {"rule": {"kind": "flutter-cupertino", "velocityThreshold": 3}}}"#
        let decoded = try Scenario.decode(bytes: Array(old.utf8), file: "s.json").get()
        #expect(decoded.value(of: "flingThreshold") == 3)
        #expect(!decoded.parameterNames.contains("velocityThreshold"))
        #expect(Scenario.flutterCupertino.numericParameters.contains { $0.name == "flingThreshold" && $0.value == 1 })
        #expect(!Scenario.flutterCupertino.numericParameters.contains { $0.name == "velocityThreshold" })
    }

    @Test(
        "a value outside a parameter's domain names the parameter and what it takes",
        arguments: [
            ("duration", -1.0, "duration takes a number of seconds > 0; got '-1'"),
            ("threshold", 1.5, "threshold takes a number from 0 to 1; got '1.5'"),
            ("edgeRegion", -2.0, "edgeRegion takes a number of points ≥ 0; got '-2'"),
        ])
    func domain(name: String, value: Double, message: String) {
        var scenario = Scenario.edgeBack
        do {
            try scenario.set(name, to: value)
            Issue.record("\(name)=\(value) was accepted")
        } catch {
            #expect(error.message == message)
        }
    }
}

/// A broken scenario file, and the place and rule its first error must name.
struct BrokenScenario: CustomTestStringConvertible, Sendable, Decodable {
    var name: String
    var text: String
    var place: String
    var fragment: String
    var testDescription: String { name }
}

@Suite("Scenario files")
struct ScenarioFileTests {
    /// The broken scenario files of ScenarioFiles/broken-scenarios.json, one rule each.
    static let broken: [BrokenScenario] = TestTable.load(
        Fixture.packageRoot + "/Tests/ReplayTests/ScenarioFiles/broken-scenarios.json")

    @Test("ScenarioFiles/broken-scenarios.json is read: every rule it breaks is a case below")
    func brokenScenariosRead() {
        #expect(Self.broken.count == 23)
    }

    @Test("a bad scenario file is rejected with the file, the place and the rule", arguments: broken)
    func rejects(example: BrokenScenario) throws {
        guard case .failure(let failure) = Scenario.decode(bytes: Array(example.text.utf8), file: "scenario.json")
        else {
            Issue.record("\(example.name) was accepted")
            return
        }
        let first = try #require(failure.problems.first { $0.severity == .error })
        #expect(first.description.hasPrefix("scenario.json: \(example.place): "), "\(first)")
        #expect(first.description.contains(example.fragment), "\(first)")
    }

    @Test("an inline scenario's problems name the trace file and the place under \"scenario\"")
    func inlinePlace() throws {
        let text =
            #"{"screen": {"width": 390, "height": 844}, "scenario": {"handler": {"threshold": "half"}}, "events": [{"t": 0, "touches": [{"id": 1, "phase": "began", "x": 4, "y": 400}]}]}"#
        let trace = try TraceDecoder.decode(Array(text.utf8), file: "t.json").get().trace
        guard case .failure(let failure) = Scenario.resolve(for: trace, file: "t.json") else {
            Issue.record("accepted")
            return
        }
        #expect(
            failure.problems.first?.description
                == "t.json: scenario.handler.threshold: expected a number, found a string (field types)")
    }

    @Test("unknown scenario fields are warnings, not errors")
    func unknownFields() throws {
        let text = #"{"preset": "edge-back", "colour": "red"}"#
        #expect(throws: Never.self) { try Scenario.decode(bytes: Array(text.utf8), file: "s.json").get() }
    }
}

@Suite("Scenarios say what they do")
struct ScenarioSummaryTests {
    @Test(
        "a platform preset's summary states its own rule, never the threshold rule's",
        arguments: [
            ("ios-pop", "p + v̄·D + ½·ā·D² > min(187.5/W, 0.5)"),
            ("flutter-cupertino", "finish on a fling of ≥ 1.00 widths/s toward the trailing edge"),
            ("android-back", "finish if released in ACTIVE, in ENTRY past 16 pt, or flung away"),
            ("react-navigation", "finish if T + 0.30·V > W/2"),
        ])
    func platformRule(name: String, condition: String) throws {
        let preset = try #require(Scenario.preset(named: name))
        #expect(preset.summary.contains(condition))
        #expect(!preset.summary.contains("progress > 0.50"))
    }

    @Test("the threshold rule's velocity threshold appears in the summary once set")
    func velocityThreshold() throws {
        var scenario = Scenario.edgeBack
        #expect(!scenario.summary.contains("velocity ≥"))
        try scenario.set("velocityThreshold", to: 500)
        #expect(
            scenario.summary.contains(
                "finish if progress > 0.50 or velocity ≥ 500 pt/s (cancel at ≤ −500 pt/s), else cancel"))
    }

    @Test("a corpus's inline scenarios read in turn give each trace what reading it alone gives, its file named")
    func inlineScenarioReader() throws {
        func trace(_ scenario: String?) throws -> Trace {
            let member = scenario.map { #""scenario": \#($0), "# } ?? ""
            let text =
                #"{"screen": {"width": 390, "height": 844}, \#(member)"events": [{"t": 0, "touches": [{"id": 1, "phase": "began", "x": 2, "y": 400}]}]}"#
            return try TraceDecoder.decode(Array(text.utf8), file: "c.jsonl").get().trace
        }
        // A warning (a value the rule never reads), an error (an unknown preset), none, and no scenario.
        let warned = try trace(#"{"preset": "ios-pop", "handler": {"threshold": 0.4}}"#)
        let failed = try trace(#"{"preset": "no-such-preset"}"#)
        let plain = try trace(#"{"preset": "swipe-dismiss"}"#)
        let none = try trace(nil)
        let corpus = [warned, warned, failed, failed, warned, plain, plain, none, warned]
        var reader = InlineScenarioReader()
        for (line, trace) in corpus.enumerated() {
            let file = "c.jsonl:\(line + 1)"
            let read = reader.resolveLoaded(for: trace, file: file)
            let alone = Scenario.resolveLoaded(for: trace, file: file)
            switch (read, alone) {
            case (.success(let read), .success(let alone)):
                #expect(read.scenario == alone.scenario, "\(file)")
                #expect(read.warnings == alone.warnings, "\(file)")
            case (.failure(let read), .failure(let alone)):
                #expect(read.problems == alone.problems, "\(file)")
            default:
                Issue.record("\(file): \(read) against \(alone)")
            }
        }
        let second = reader.resolveLoaded(for: warned, file: "c.jsonl:2")
        #expect(try second.get().warnings.map(\.file) == ["c.jsonl:2"])
    }
}

@Suite("Resting scenario files")
struct RestingScenarioFileTests {
    @Test("a resting scenario reads its surface, and says a transition's field changes nothing")
    func resting() throws {
        let text = #"{"preset": "android-sheet", "handler": {"threshold": 0.3}, "resting": {"peekHeight": 150}}"#
        let loaded = try Scenario.load(bytes: Array(text.utf8), file: "s.json").get()
        guard case .androidSheet(let rule)? = loaded.scenario.resting else {
            Issue.record("no sheet in \(loaded.scenario)")
            return
        }
        // Collapsed is the parent less the peek: 844 − 150.
        #expect(rule.peekHeight == 150 && rule.places.map(\.offset) == [0, 422, 694, 844])
        #expect(loaded.scenario.name == "android-sheet+peekHeight=150")
        #expect(
            loaded.warnings.map(\.description) == [
                #"warning: s.json: handler: "handler" changes nothing here: a resting surface settles at its places and drives no transition (scenario values)"#
            ])
        // A kind with no surface is a transition again, with the file defaults' handler.
        let none = try Scenario.load(
            bytes: Array(#"{"preset": "flutter-page", "resting": {"kind": "none"}}"#.utf8), file: "s.json"
        ).get()
        #expect(none.scenario.resting == nil)
    }
}
