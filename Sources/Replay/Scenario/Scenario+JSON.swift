import GestureModel
import Interaction

extension Scenario {
    /// The scenario as a scenario file: every field, so it is a complete place to start from.
    public var json: JSONValue {
        var object: JSONObject = ["name": .string(name)]
        if let source { object["source"] = .string(source) }
        object["recognizer"] = setup.recognizerJSON
        switch progress {
        case .translation(let t):
            var progressObject: JSONObject = [
                "kind": .string("translation"), "axis": .string(t.axis.rawValue), "progressDivisor": number(t.divisor),
                "absolute": .bool(t.absolute),
            ]
            if t.maximum != 1 { progressObject["maximum"] = number(t.maximum) }
            object["progress"] = .object(progressObject)
        case .pinchScale(let p):
            object["progress"] = .object([
                "kind": .string("pinchScale"), "openDivisor": number(p.openDivisor),
                "closeDivisor": number(p.closeDivisor),
            ])
        }
        var ruleObject: JSONObject = ["kind": .string(handler.rule.name)]
        for parameter in handler.rule.numericParameters { ruleObject[parameter.name] = number(parameter.value) }
        if case .flutterCupertino(let rule) = handler.rule { ruleObject["drag"] = .string(rule.drag.rawValue) }
        // A value the scenario never reads is null: the file says so, and reads back without a warning.
        func read(_ parameter: ScenarioParameter, _ value: JSONValue) -> JSONValue {
            parameter.applies(to: self) ? value : .null
        }
        var handlerObject: JSONObject = [
            "onEnded": .string(handler.onEnded.rawValue), "onCancelled": .string(handler.onCancelled.rawValue),
            "decideWith": .string(handler.decideWith.rawValue),
            "threshold": read(.threshold, number(handler.threshold)),
            "velocityThreshold": read(.velocityThreshold, handler.velocityThreshold.map(number) ?? .null),
        ]
        // The back speed, the look-ahead, the flick and the release speed are written only where
        // set: a scenario without them reads as before.
        if let back = handler.cancelVelocity { handlerObject["cancelVelocity"] = read(.cancelVelocity, number(back)) }
        if let line = handler.predictedThreshold {
            handlerObject["predictedThreshold"] = read(.predictedThreshold, number(line))
        }
        switch handler.projection {
        case .lookahead(let seconds): handlerObject["lookahead"] = read(.lookahead, number(seconds))
        case .decelerationRate(let rate): handlerObject["decelerationRate"] = read(.decelerationRate, number(rate))
        case nil: break
        }
        if let flick = handler.flick {
            handlerObject["flickVelocity"] = read(.flickVelocity, number(flick.velocity))
            handlerObject["flickMeasure"] = .string(flick.measure.rawValue)
        }
        if let releaseSpeed = handler.releaseSpeed {
            let key = releaseSpeed.measure == .duration ? "releaseDuration" : "releaseSpeed"
            handlerObject[key] = releaseSpeedUnreadReason == nil ? releaseSpeed.json : .null
        }
        // Written only for a grab: a scenario that ignores such a gesture reads as before.
        if handler.onBeganDuringCompletion == .grab {
            handlerObject["onBeganDuringCompletion"] = .string(handler.onBeganDuringCompletion.rawValue)
        }
        handlerObject["rule"] = .object(ruleObject)
        object["handler"] = .object(handlerObject)
        var transitionObject = JSONObject()
        if case .object(let written) = setup.transitionJSON { transitionObject = written }
        transitionObject["duration"] = read(.duration, transitionObject["duration"] ?? .null)
        transitionObject["completionSpeed"] = read(.completionSpeed, transitionObject["completionSpeed"] ?? .null)
        if !transition.timing.readsCurve { transitionObject["curve"] = .null }
        object["transition"] = .object(transitionObject)
        object["velocity"] = .string(velocity.rawValue)
        object["sampleRate"] = sampleRate.map(number) ?? .null
        return .object(object)
    }
}

extension Scenario {
    /// Decodes a scenario file, or an inline `"scenario"` of a trace (pass its path as `at`).
    /// Omitted fields take the defaults documented in docs/scenarios.md.
    public static func decode(
        _ value: JSONValue, file: String, at root: TracePath = .root
    ) -> Result<Scenario, ScenarioLoadFailure> {
        load(value, file: file, at: root).map(\.scenario)
    }

    /// Decodes a scenario, keeping its warnings (unknown or renamed fields) for the caller to show.
    public static func load(
        _ value: JSONValue, file: String, at root: TracePath = .root
    ) -> Result<LoadedScenario, ScenarioLoadFailure> {
        var reader = JSONDocumentReader(file: file)
        let scenario = ScenarioReader.read(value, at: root, reader: &reader)
        if let scenario, !reader.hasErrors {
            return .success(
                LoadedScenario(scenario: scenario, warnings: reader.problems.filter { $0.severity == .warning }))
        }
        return .failure(ScenarioLoadFailure(problems: reader.problems))
    }

    /// The scenario a trace asks for: its inline `"scenario"`, else edge-back.
    public static func resolve(for trace: Trace, file: String) -> Result<Scenario, ScenarioLoadFailure> {
        resolveLoaded(for: trace, file: file).map(\.scenario)
    }

    /// The scenario a trace asks for, with the inline scenario's warnings: its inline scenario,
    /// else the model of the system gesture its recorder observed, else edge-back.
    public static func resolveLoaded(for trace: Trace, file: String) -> Result<LoadedScenario, ScenarioLoadFailure> {
        guard let inline = trace.scenario else {
            return .success(LoadedScenario(scenario: systemModel(for: trace) ?? .edgeBack, warnings: []))
        }
        return load(inline, file: file, at: TracePath.root.appending("scenario"))
    }

    /// The preset that models the system gesture a recording observed (the recognizer a fidelity
    /// check compares with, when it is the system's): the edge pop is `ios-pop`, iOS 26's content
    /// pop `ios-content-pop`. Nil for the app's own recognizer and for system gestures no preset models.
    public static func systemModel(for trace: Trace) -> Scenario? {
        guard let observed = trace.observed?.comparedRecognizer, observed.owner == .system else { return nil }
        switch observed.role {
        case .edgePop: return .iosPop
        case .contentPop: return .iosContentPop
        case .sheetDismiss, .zoomDismiss, nil: return nil
        }
    }

    /// Parses and decodes the bytes of a scenario file, with its warnings.
    public static func load(bytes: some Collection<UInt8>, file: String) -> Result<LoadedScenario, ScenarioLoadFailure>
    {
        do {
            return load(try JSONParser.parse(bytes), file: file)
        } catch {
            let problem = TraceProblem(
                severity: .error, file: file, path: .root,
                rule: .syntax(message: error.message, line: error.line, column: error.column))
            return .failure(ScenarioLoadFailure(problems: [problem]))
        }
    }

    /// Parses and decodes the bytes of a scenario file.
    public static func decode(bytes: some Collection<UInt8>, file: String) -> Result<Scenario, ScenarioLoadFailure> {
        load(bytes: bytes, file: file).map(\.scenario)
    }
}

/// The inline scenarios of a corpus's traces, read in turn: a trace whose inline scenario is the
/// same JSON as the last one read gets that one's result, its problems naming this trace's file,
/// rather than a second reading. A corpus's traces usually carry one recorder's scenario, or none.
public struct InlineScenarioReader: Sendable {
    private var last: (inline: JSONValue, file: String, result: Result<LoadedScenario, ScenarioLoadFailure>)?

    public init() {}

    /// `Scenario.resolveLoaded(for:file:)`, reading an inline scenario only when it differs from
    /// the last one.
    public mutating func resolveLoaded(for trace: Trace, file: String) -> Result<LoadedScenario, ScenarioLoadFailure> {
        guard let inline = trace.scenario else { return Scenario.resolveLoaded(for: trace, file: file) }
        if let last, last.inline == inline {
            guard last.file != file else { return last.result }
            // A scenario's problems name the file and nothing else of the trace (`Scenario.load`).
            func naming(_ problems: [TraceProblem]) -> [TraceProblem] {
                problems.map { problem in
                    var named = problem
                    named.file = file
                    return named
                }
            }
            switch last.result {
            case .success(var loaded):
                loaded.warnings = naming(loaded.warnings)
                return .success(loaded)
            case .failure(var failure):
                failure.problems = naming(failure.problems)
                return .failure(failure)
            }
        }
        let result = Scenario.resolveLoaded(for: trace, file: file)
        last = (inline, file, result)
        return result
    }
}

/// One pass over a scenario document, collecting every problem.
private enum ScenarioReader {
    static let reference = "scenario values"

    static func read(_ value: JSONValue, at root: TracePath, reader: inout JSONDocumentReader) -> Scenario? {
        guard let top = reader.object(value, at: root) else { return nil }
        var scenario = Scenario.edgeBack
        scenario.name = "custom"
        scenario.source = nil
        var presetBase: Scenario?
        // "preset" names the scenario the other fields change; it is read first wherever it stands.
        if let presetValue = top["preset"], let name = reader.string(presetValue, at: root.appending("preset")) {
            if let preset = Scenario.preset(named: name) {
                scenario = preset
                presetBase = preset
            } else {
                let names = Scenario.presets.map(\.name).joined(separator: ", ")
                reader.error(
                    root.appending("preset"),
                    .invalid(value: "\"\(name)\"", expected: "a preset (\(names))", reference: reference))
            }
        }
        var sawProgress = false
        for member in reader.members(top, at: root) {
            let path = root.appending(member.key)
            switch member.key {
            case "preset": break
            case "name": if let text = reader.string(member.value, at: path) { scenario.name = text }
            case "source": if let text = reader.string(member.value, at: path) { scenario.source = text }
            case "recognizer":
                if let recognizer = readRecognizer(member.value, at: path, base: scenario.recognizer, reader: &reader) {
                    if !sawProgress && recognizer.kind != scenario.recognizer.kind {
                        scenario.progress = defaultProgress(for: recognizer)
                    }
                    scenario.recognizer = recognizer
                }
            case "progress":
                sawProgress = true
                if let progress = readProgress(member.value, at: path, reader: &reader) { scenario.progress = progress }
            case "handler":
                if let handler = readHandler(member.value, at: path, base: scenario.handler, reader: &reader) {
                    scenario.handler = handler
                }
            case "transition":
                if let transition = readTransition(member.value, at: path, base: scenario.transition, reader: &reader) {
                    scenario.transition = transition
                }
            case "velocity":
                if let strategy = reader.word(
                    member.value, at: path, as: VelocityStrategy.self, naming: "a velocity strategy",
                    reference: reference)
                {
                    scenario.velocity = strategy
                }
            case "sampleRate":
                if member.value == .null {
                    scenario.sampleRate = nil
                } else if let rate = read(.sampleRate, member.value, at: path, reader: &reader) {
                    scenario.sampleRate = rate
                }
            default:
                reader.warning(path, .unknownField(member.key))
            }
        }
        checkCombination(scenario, at: root, top: top, reader: &reader)
        warnUnread(scenario, at: root, top: top, reader: &reader)
        // A curve the timing does not read is recorded as the timing's own, so two files that
        // differ only there are the same scenario.
        if !scenario.transition.timing.readsCurve {
            scenario.transition.completionCurve = scenario.transition.timing.ownCurve
        }
        // A preset changed without a name of its own is named after the change (edge-back-right).
        if top["name"] == nil, let base = presetBase {
            scenario.name = scenario.name(changedFrom: base)
        }
        return scenario
    }

    /// A value given for a parameter the scenario never reads changes nothing: a warning naming why.
    static func warnUnread(_ scenario: Scenario, at root: TracePath, top: JSONObject, reader: inout JSONDocumentReader)
    {
        let fields: [(section: String, key: String, parameter: ScenarioParameter?)] = [
            ("handler", "threshold", .threshold), ("handler", "velocityThreshold", .velocityThreshold),
            ("handler", "lookahead", .lookahead), ("handler", "decelerationRate", .decelerationRate),
            ("handler", "flickVelocity", .flickVelocity), ("handler", "cancelVelocity", .cancelVelocity),
            ("handler", "predictedThreshold", .predictedThreshold),
            ("transition", "duration", .duration), ("transition", "completionSpeed", .completionSpeed),
            ("transition", "curve", nil),
        ]
        if case .object(let transition)? = top["transition"], let value = transition["spring"], value != .null,
            scenario.transition.timing != .uikitSpring
        {
            reader.warning(
                root.appending("transition").appending("spring"),
                .notRead(
                    "spring",
                    reason:
                        "the \(scenario.transition.timing.rawValue) completion timing runs on no UIKit spring (uikit-spring does)"
                ))
        }
        for key in ["releaseSpeed", "releaseDuration"] {
            if case .object(let section)? = top["handler"], let value = section[key], value != .null,
                let reason = scenario.releaseSpeedUnreadReason
            {
                reader.warning(root.appending("handler").appending(key), .notRead(key, reason: reason))
            }
        }
        for field in fields {
            guard case .object(let section)? = top[field.section], let value = section[field.key], value != .null else {
                continue
            }
            let place = root.appending(field.section).appending(field.key)
            if let parameter = field.parameter {
                if let reason = parameter.unreadReason(in: scenario) {
                    reader.warning(place, .notRead(field.key, reason: reason))
                }
            } else if !scenario.transition.timing.readsCurve {
                reader.warning(
                    place,
                    .notRead(
                        field.key,
                        reason: "the \(scenario.transition.timing.rawValue) completion timing sets its own curve"))
            }
        }
    }

    /// The progress a recognizer kind gets when the file does not say.
    static func defaultProgress(for recognizer: RecognizerConfiguration) -> ProgressMapping {
        switch recognizer {
        case .screenEdgePan: .translation(TranslationProgress(axis: .inward, divisor: 1, absolute: true))
        case .pan, .drag: .translation(TranslationProgress(axis: .y, divisor: 1, absolute: false))
        case .contentPan: .translation(TranslationProgress(axis: .x, divisor: 1, absolute: false))
        case .pinch: .pinchScale(PinchProgress())
        }
    }

    /// Fields left out keep `base`'s values when the kind is the same (or not given).
    static func readRecognizer(
        _ value: JSONValue, at path: TracePath, base: RecognizerConfiguration, reader: inout JSONDocumentReader
    ) -> RecognizerConfiguration? {
        guard let object = reader.object(value, at: path) else { return nil }
        let kind: String
        switch object["kind"] {
        case nil: kind = base.kind
        case let value?:
            guard let text = reader.string(value, at: path.appending("kind")) else { return nil }
            kind = text
        }
        switch kind {
        case "screenEdgePan":
            var p = ScreenEdgePanParameters()
            if case .screenEdgePan(let current) = base { p = current }
            for member in reader.members(object, at: path) {
                let memberPath = path.appending(member.key)
                switch member.key {
                case "kind": break
                case "edge":
                    if let edge = reader.word(
                        member.value, at: memberPath, as: ScreenEdge.self,
                        expected: "an edge (left, right, top, bottom)", reference: reference)
                    {
                        p.edge = edge
                    }
                case "edgeRegion":
                    if let v = read(.edgeRegion, member.value, at: memberPath, reader: &reader) { p.edgeRegion = v }
                case "recognitionDistance":
                    if let v = read(.recognitionDistance, member.value, at: memberPath, reader: &reader) {
                        p.recognitionDistance = v
                    }
                case "rebaseHysteresis":
                    if let v = read(.rebaseHysteresis, member.value, at: memberPath, reader: &reader) {
                        p.rebaseHysteresis = v
                    }
                case "arena":
                    if let arena = reader.word(
                        member.value, at: memberPath, as: GestureArena.self, expected: "an arena (alone, competing)",
                        reference: reference)
                    {
                        p.arena = arena
                    }
                case "pointers":
                    if let pointers = reader.word(
                        member.value, at: memberPath, as: EdgePointers.self, expected: "one of sequence, each",
                        reference: reference)
                    {
                        p.pointers = pointers
                    }
                default: reader.warning(memberPath, .unknownField(member.key))
                }
            }
            return .screenEdgePan(p)
        case "pan":
            var p = PanParameters()
            if case .pan(let current) = base { p = current }
            for member in reader.members(object, at: path) {
                let memberPath = path.appending(member.key)
                switch member.key {
                case "kind": break
                case "hysteresis":
                    if let v = read(.hysteresis, member.value, at: memberPath, reader: &reader) { p.hysteresis = v }
                case "minimumNumberOfTouches":
                    if let v = touches(.minimumNumberOfTouches, member.value, at: memberPath, reader: &reader) {
                        p.minimumNumberOfTouches = v
                    }
                case "maximumNumberOfTouches":
                    if member.value == .null {
                        p.maximumNumberOfTouches = nil
                    } else if let v = touches(.maximumNumberOfTouches, member.value, at: memberPath, reader: &reader) {
                        p.maximumNumberOfTouches = v
                    }
                default: reader.warning(memberPath, .unknownField(member.key))
                }
            }
            if p.touchCountProblem != nil, let maximum = p.maximumNumberOfTouches {
                let expected =
                    "at least minimumNumberOfTouches (\(p.minimumNumberOfTouches)): with fewer the pan could never begin"
                reader.error(
                    path.appending("maximumNumberOfTouches"),
                    .invalid(value: "\(maximum)", expected: expected, reference: reference))
            }
            return .pan(p)
        case "pinch":
            var p = PinchParameters()
            if case .pinch(let current) = base { p = current }
            for member in reader.members(object, at: path) {
                let memberPath = path.appending(member.key)
                switch member.key {
                case "kind": break
                case "hysteresis":
                    if let v = read(.hysteresis, member.value, at: memberPath, reader: &reader) { p.hysteresis = v }
                default: reader.warning(memberPath, .unknownField(member.key))
                }
            }
            return .pinch(p)
        case "drag":
            var p = DragParameters()
            if case .drag(let current) = base { p = current }
            for member in reader.members(object, at: path) {
                let memberPath = path.appending(member.key)
                switch member.key {
                case "kind": break
                case "minimumDistance":
                    if let v = read(.minimumDistance, member.value, at: memberPath, reader: &reader) {
                        p.minimumDistance = v
                    }
                default: reader.warning(memberPath, .unknownField(member.key))
                }
            }
            return .drag(p)
        case "contentPan":
            var p = ContentPanParameters()
            if case .contentPan(let current) = base { p = current }
            for member in reader.members(object, at: path) {
                let memberPath = path.appending(member.key)
                switch member.key {
                case "kind": break
                case "hysteresis":
                    if let v = read(.hysteresis, member.value, at: memberPath, reader: &reader) { p.hysteresis = v }
                case "directionAngle":
                    if let v = read(.directionAngle, member.value, at: memberPath, reader: &reader) {
                        p.directionAngle = v
                    }
                case "topBarHeight":
                    if let v = read(.topBarHeight, member.value, at: memberPath, reader: &reader) { p.topBarHeight = v }
                case "bottomBarHeight":
                    if let v = read(.bottomBarHeight, member.value, at: memberPath, reader: &reader) {
                        p.bottomBarHeight = v
                    }
                case "scrollRegion":
                    if member.value == .null {
                        p.scrollRegion = nil
                    } else if let region = readScrollRegion(member.value, at: memberPath, reader: &reader) {
                        p.scrollRegion = region.rect
                        p.scrollRegionAtLeadingEdge = region.atLeadingEdge
                    }
                default: reader.warning(memberPath, .unknownField(member.key))
                }
            }
            return .contentPan(p)
        default:
            reader.error(
                path.appending("kind"),
                .invalid(
                    value: "\"\(kind)\"", expected: "a recognizer kind (screenEdgePan, pan, pinch, drag, contentPan)",
                    reference: reference))
            return nil
        }
    }

    static func readProgress(
        _ value: JSONValue, at path: TracePath, reader: inout JSONDocumentReader
    ) -> ProgressMapping? {
        guard let object = reader.object(value, at: path) else { return nil }
        guard let kindValue = object["kind"] else {
            reader.error(path, .missingField("kind"))
            return nil
        }
        guard let kind = reader.string(kindValue, at: path.appending("kind")) else { return nil }
        switch kind {
        case "translation":
            var t = TranslationProgress(axis: .x)
            if object["axis"] == nil { reader.error(path, .missingField("axis")) }
            for member in reader.members(object, at: path) {
                let memberPath = path.appending(member.key)
                switch member.key {
                case "kind": break
                case "axis":
                    if let axis = reader.word(
                        member.value, at: memberPath, as: ProgressAxis.self, expected: "an axis (x, y, inward)",
                        reference: reference)
                    {
                        t.axis = axis
                    }
                case "progressDivisor":
                    if let v = read(.progressDivisor, member.value, at: memberPath, reader: &reader) { t.divisor = v }
                case "absolute": if let v = reader.bool(member.value, at: memberPath) { t.absolute = v }
                case "maximum":
                    guard let v = reader.finite(member.value, at: memberPath) else { break }
                    if v > 0 && v <= 1 {
                        t.maximum = v
                    } else {
                        reader.error(
                            memberPath,
                            .invalid(
                                value: JSONWriter.formatNumber(v), expected: "a number in (0, 1]", reference: reference)
                        )
                    }
                default: reader.warning(memberPath, .unknownField(member.key))
                }
            }
            return .translation(t)
        case "pinchScale":
            var p = PinchProgress()
            for member in reader.members(object, at: path) {
                let memberPath = path.appending(member.key)
                switch member.key {
                case "kind": break
                case "openDivisor":
                    if let v = read(.openDivisor, member.value, at: memberPath, reader: &reader) { p.openDivisor = v }
                case "closeDivisor":
                    if let v = read(.closeDivisor, member.value, at: memberPath, reader: &reader) { p.closeDivisor = v }
                default: reader.warning(memberPath, .unknownField(member.key))
                }
            }
            return .pinchScale(p)
        default:
            reader.error(
                path.appending("kind"),
                .invalid(
                    value: "\"\(kind)\"", expected: "a progress kind (translation, pinchScale)", reference: reference))
            return nil
        }
    }

    static func readHandler(
        _ value: JSONValue, at path: TracePath, base: HandlerRules, reader: inout JSONDocumentReader
    ) -> HandlerRules? {
        guard let object = reader.object(value, at: path) else { return nil }
        var rules = base
        var flickMeasure: ThresholdRule.FlickMeasure?
        for member in reader.members(object, at: path) {
            let memberPath = path.appending(member.key)
            switch member.key {
            case "onEnded", "onCancelled":
                guard
                    let response = reader.word(
                        member.value, at: memberPath, as: ReleaseResponse.self,
                        expected: "a response (decide, finish, cancel, nothing)",
                        reference: reference)
                else { break }
                if member.key == "onEnded" { rules.onEnded = response } else { rules.onCancelled = response }
            case "decideWith":
                if let source = reader.word(
                    member.value, at: memberPath, as: DecisionProgress.self, expected: "release or lastChanged",
                    reference: reference)
                {
                    rules.decideWith = source
                }
            case "onBeganDuringCompletion":
                if let choice = reader.word(
                    member.value, at: memberPath, as: BeganDuringCompletion.self, expected: "grab or ignore",
                    reference: reference)
                {
                    rules.onBeganDuringCompletion = choice
                }
            case "rule":
                if let rule = readRule(member.value, at: memberPath, reader: &reader) { rules.rule = rule }
            case "velocityThreshold":
                if member.value == .null {
                    rules.velocityThreshold = nil
                } else if let v = read(.velocityThreshold, member.value, at: memberPath, reader: &reader) {
                    rules.velocityThreshold = v
                }
            case "threshold":
                if member.value == .null { break }
                if let v = read(.threshold, member.value, at: memberPath, reader: &reader) { rules.threshold = v }
            case "lookahead":
                if member.value == .null { break }
                if let v = read(.lookahead, member.value, at: memberPath, reader: &reader) {
                    rules.projection = .lookahead(v)
                }
            case "decelerationRate":
                if member.value == .null { break }
                if let v = read(.decelerationRate, member.value, at: memberPath, reader: &reader) {
                    rules.projection = .decelerationRate(v)
                }
            case "flickVelocity":
                if member.value == .null {
                    rules.flick = nil
                } else if let v = read(.flickVelocity, member.value, at: memberPath, reader: &reader) {
                    rules.flick = ThresholdRule.Flick(velocity: v, measure: rules.flick?.measure ?? .magnitude)
                }
            case "cancelVelocity":
                if member.value == .null {
                    rules.cancelVelocity = nil
                } else if let v = read(.cancelVelocity, member.value, at: memberPath, reader: &reader) {
                    rules.cancelVelocity = v
                }
            case "predictedThreshold":
                if member.value == .null {
                    rules.predictedThreshold = nil
                } else if let v = read(.predictedThreshold, member.value, at: memberPath, reader: &reader) {
                    rules.predictedThreshold = v
                }
            case "releaseSpeed", "releaseDuration":
                if member.value == .null {
                    rules.releaseSpeed = nil
                } else if var speed = readReleaseSpeed(member.value, at: memberPath, reader: &reader) {
                    speed.measure = member.key == "releaseDuration" ? .duration : .completionSpeed
                    rules.releaseSpeed = speed
                }
            case "flickMeasure":
                if let measure = reader.word(
                    member.value, at: memberPath, as: ThresholdRule.FlickMeasure.self, expected: "magnitude or axis",
                    reference: reference)
                {
                    // Kept for the flick velocity read before or after it.
                    flickMeasure = measure
                }
            default: reader.warning(memberPath, .unknownField(member.key))
            }
        }
        if let flickMeasure {
            if rules.flick == nil {
                reader.warning(
                    path.appending("flickMeasure"), .notRead("flickMeasure", reason: "there is no flickVelocity"))
            } else {
                rules.flick?.measure = flickMeasure
            }
        }
        return rules
    }

    /// H5's object: `perVelocity` required; `base` 0, `minimum` and `maximum` unbounded and
    /// `when` both by default.
    static func readReleaseSpeed(
        _ value: JSONValue, at path: TracePath, reader: inout JSONDocumentReader
    ) -> ReleaseSpeed? {
        guard let object = reader.object(value, at: path) else { return nil }
        var speed = ReleaseSpeed(perVelocity: 0)
        var perVelocity: Double?
        var failed = false
        for member in reader.members(object, at: path) {
            let memberPath = path.appending(member.key)
            switch member.key {
            case "base", "perVelocity", "minimum", "maximum":
                guard let v = reader.finite(member.value, at: memberPath) else {
                    failed = true
                    continue
                }
                switch member.key {
                case "base": speed.base = v
                case "perVelocity": perVelocity = v
                case "minimum": speed.minimum = v
                default: speed.maximum = v
                }
            case "when":
                guard
                    let when = reader.word(
                        member.value, at: memberPath, as: ReleaseSpeed.When.self, expected: "finish, cancel or both",
                        reference: reference)
                else {
                    failed = true
                    continue
                }
                speed.direction = when.direction
            default: reader.warning(memberPath, .unknownField(member.key))
            }
        }
        guard let perVelocity else {
            if !failed { reader.error(path.appending("perVelocity"), .missingField("perVelocity")) }
            return nil
        }
        speed.perVelocity = perVelocity
        if speed.minimum > speed.maximum {
            reader.error(
                path.appending("minimum"),
                .invalid(
                    value: JSONWriter.formatNumber(speed.minimum),
                    expected: "at most maximum (\(JSONWriter.formatNumber(speed.maximum)))",
                    reference: reference))
            return nil
        }
        return failed ? nil : speed
    }

    static func readTransition(
        _ value: JSONValue, at path: TracePath, base: PercentDrivenTransition.Configuration,
        reader: inout JSONDocumentReader
    ) -> PercentDrivenTransition.Configuration? {
        guard let object = reader.object(value, at: path) else { return nil }
        var configuration = base
        for member in reader.members(object, at: path) {
            let memberPath = path.appending(member.key)
            switch member.key {
            case "duration":
                if member.value == .null { break }
                if let v = read(.duration, member.value, at: memberPath, reader: &reader) { configuration.duration = v }
            case "completionSpeed":
                switch member.value {
                case .null: break
                case .string("remaining"): configuration.completionSpeed = .remaining
                case .number:
                    if let v = reader.finite(member.value, at: memberPath) {
                        configuration.completionSpeed = .constant(v)
                    }
                default:
                    reader.error(
                        memberPath, .wrongType(expected: "a number or \"remaining\"", found: member.value.typeName))
                }
            case "timing":
                if let timing = reader.word(
                    member.value, at: memberPath, as: CompletionTiming.self, naming: "a completion timing",
                    reference: reference)
                {
                    configuration.timing = timing
                }
            case "spring":
                if member.value == .null { break }
                if let spring = readSpring(member.value, at: memberPath, reader: &reader) {
                    configuration.spring = spring
                }
            case "curve":
                if member.value == .null { break }
                guard let text = reader.string(member.value, at: memberPath) else { break }
                if let curve = CompletionCurve(parsing: text) {
                    configuration.completionCurve = curve
                } else {
                    let names = CompletionCurve.named.map(\.name).joined(separator: ", ")
                    reader.error(
                        memberPath,
                        .invalid(
                            value: "\"\(text)\"",
                            expected: "a curve (\(names), or cubic(x1,y1,x2,y2) with x1, x2 in [0, 1])",
                            reference: reference))
                }
            default: reader.warning(memberPath, .unknownField(member.key))
            }
        }
        return configuration
    }

    /// CP3's region, in the view's coordinates: x, y, width, height (> 0) and atLeadingEdge.
    static func readScrollRegion(
        _ value: JSONValue, at path: TracePath, reader: inout JSONDocumentReader
    ) -> (rect: Rect, atLeadingEdge: Bool)? {
        guard let object = reader.object(value, at: path) else { return nil }
        var numbers: [String: Double] = [:]
        var atLeadingEdge = false
        var failed = false
        for member in reader.members(object, at: path) {
            let memberPath = path.appending(member.key)
            switch member.key {
            case "x", "y", "width", "height":
                if let v = reader.finite(member.value, at: memberPath) {
                    numbers[member.key] = v
                } else {
                    failed = true
                }
            case "atLeadingEdge":
                if case .bool(let flag) = member.value {
                    atLeadingEdge = flag
                } else {
                    reader.error(memberPath, .wrongType(expected: "true or false", found: member.value.typeName))
                    failed = true
                }
            default: reader.warning(memberPath, .unknownField(member.key))
            }
        }
        for key in ["x", "y", "width", "height"] where numbers[key] == nil && !failed {
            reader.error(path.appending(key), .missingField(key))
            failed = true
        }
        guard !failed, let x = numbers["x"], let y = numbers["y"], let width = numbers["width"],
            let height = numbers["height"]
        else { return nil }
        guard width > 0, height > 0 else {
            reader.error(path.appending(width > 0 ? "height" : "width"), .notPositive(width > 0 ? height : width))
            return nil
        }
        return (Rect(x: x, y: y, width: width, height: height), atLeadingEdge)
    }

    /// A UIKit spring: the fields of one initializer (mass, stiffness, damping; dampingRatio,
    /// response; duration, bounce) and an optional velocityClip.
    static func readSpring(_ value: JSONValue, at path: TracePath, reader: inout JSONDocumentReader) -> UIKitSpring? {
        guard let object = reader.object(value, at: path) else { return nil }
        var numbers: [String: Double] = [:]
        var failed = false
        let known = Set(UIKitSpring.forms.flatMap(\.fields) + ["velocityClip"])
        for member in reader.members(object, at: path) {
            guard known.contains(member.key) else {
                reader.warning(path.appending(member.key), .unknownField(member.key))
                continue
            }
            if let v = reader.finite(member.value, at: path.appending(member.key)) {
                numbers[member.key] = v
            } else {
                failed = true
            }
        }
        if failed { return nil }
        let given = Set(numbers.keys).subtracting(["velocityClip"])
        let expected =
            "the fields of one initializer: mass, stiffness and damping; dampingRatio and response; or duration and bounce"
        guard let form = UIKitSpring.forms.first(where: { Set($0.fields) == given }) else {
            let shown = given.sorted().joined(separator: ", ")
            reader.error(
                path,
                .invalid(value: shown.isEmpty ? "no spring field" : shown, expected: expected, reference: reference))
            return nil
        }
        let spring = UIKitSpring(
            definition: form.make(form.fields.map { numbers[$0] ?? 0 }), velocityClip: numbers["velocityClip"])
        if let problem = spring.problem {
            reader.error(
                path,
                .invalid(
                    value: form.fields.map { "\($0) \(JSONWriter.formatNumber(numbers[$0] ?? 0))" }.joined(
                        separator: ", "), expected: problem, reference: reference))
            return nil
        }
        if let clip = spring.velocityClip, !(clip > 0) {
            reader.error(
                path.appending("velocityClip"),
                .invalid(value: JSONWriter.formatNumber(clip), expected: "a clip above 0", reference: reference))
            return nil
        }
        return spring
    }

    /// A release rule: `{"kind": NAME, parameter: value, …}`; parameters left out keep their defaults.
    static func readRule(_ value: JSONValue, at path: TracePath, reader: inout JSONDocumentReader) -> ReleaseRule? {
        guard let object = reader.object(value, at: path) else { return nil }
        guard let kindValue = object["kind"] else {
            reader.error(path, .missingField("kind"))
            return nil
        }
        guard let kind = reader.string(kindValue, at: path.appending("kind")) else { return nil }
        let defaults: [ReleaseRule] = [
            .threshold, .iosPop(IOSPopRule()), .flutterCupertino(FlutterCupertinoRule()),
            .androidBack(AndroidBackRule()),
            .reactNavigation(ReactNavigationRule()),
        ]
        guard var rule = defaults.first(where: { $0.name == kind }) else {
            let names = defaults.map(\.name).joined(separator: ", ")
            reader.error(
                path.appending("kind"),
                .invalid(value: "\"\(kind)\"", expected: "a release rule (\(names))", reference: reference))
            return nil
        }
        for member in reader.members(object, at: path) where member.key != "kind" {
            let memberPath = path.appending(member.key)
            if member.key == "drag", case .flutterCupertino(var flutter) = rule {
                if let drag = reader.word(
                    member.value, at: memberPath, as: FlutterDrag.self,
                    expected: "a Flutter drag recognizer (horizontal, vertical, pan)", reference: reference)
                {
                    flutter.drag = drag
                    rule = .flutterCupertino(flutter)
                }
                continue
            }
            var parameter = ScenarioParameter(rawValue: member.key)
            if member.key == ScenarioParameter.velocityThreshold.rawValue, kind == "flutter-cupertino" {
                // Renamed: one name, one unit. The threshold rule's velocityThreshold is points per second.
                reader.warning(
                    memberPath, .renamedField(old: member.key, new: ScenarioParameter.flingThreshold.rawValue))
                parameter = .flingThreshold
            }
            guard let parameter, parameter.rule == kind else {
                reader.warning(memberPath, .unknownField(member.key))
                continue
            }
            if let v = read(parameter, member.value, at: memberPath, reader: &reader) { parameter.store(v, in: &rule) }
        }
        return rule
    }

    /// A parameter's value from a scenario file, checked against the parameter table.
    static func read(
        _ parameter: ScenarioParameter, _ value: JSONValue, at path: TracePath, reader: inout JSONDocumentReader
    ) -> Double? {
        guard let number = reader.finite(value, at: path) else { return nil }
        guard parameter.accepts(number) else {
            reader.error(
                path,
                .invalid(value: JSONWriter.formatNumber(number), expected: parameter.accepts, reference: reference))
            return nil
        }
        return number
    }

    static func touches(
        _ parameter: ScenarioParameter, _ value: JSONValue, at path: TracePath, reader: inout JSONDocumentReader
    ) -> Int? {
        read(parameter, value, at: path, reader: &reader).flatMap { Int(exactly: $0) }
    }

    /// The progress must fit the recognizer: translations need a pan, `inward` a screen-edge pan, pinchScale a pinch.
    static func checkCombination(
        _ scenario: Scenario, at root: TracePath, top: JSONObject, reader: inout JSONDocumentReader
    ) {
        let place = top["progress"] != nil ? root.appending("progress") : root
        switch (scenario.recognizer, scenario.progress) {
        case (.pinch, .translation):
            reader.error(
                place,
                .invalid(
                    value: "translation progress", expected: "possible with a pinch recognizer (use pinchScale)",
                    reference: "scenario combinations"))
        case (.pan, .pinchScale), (.screenEdgePan, .pinchScale), (.drag, .pinchScale), (.contentPan, .pinchScale):
            reader.error(
                place,
                .invalid(
                    value: "pinchScale progress",
                    expected: "possible with a \(scenario.recognizer.kind) recognizer (use translation)",
                    reference: "scenario combinations"))
        case (.pan, .translation(let t)) where t.axis == .inward,
            (.drag, .translation(let t)) where t.axis == .inward,
            (.contentPan, .translation(let t)) where t.axis == .inward:
            reader.error(
                place,
                .invalid(
                    value: "the inward axis",
                    expected: "possible without a screen edge (use x or y, or a screenEdgePan recognizer)",
                    reference: "scenario combinations"))
        default:
            break
        }
    }
}
