/// Reads a W3C actions document into touch events, tick by tick.
struct W3CActionsReader {
    let file: String
    let options: W3CActions.ImportOptions
    var warnings: [ImportProblem] = []

    init(file: String, options: W3CActions.ImportOptions) {
        self.file = file
        self.options = options
    }

    func failure(_ place: String, _ message: String) -> ImportProblem {
        ImportProblem(file: file, place: place, message: message, rule: W3CActions.rule)
    }

    /// The fields of the spec's input sources and actions (and Appium's additions it reads past).
    static let sourceFields: Set<String> = ["type", "id", "parameters", "actions"]
    static let actionFields: Set<String> = [
        "type", "duration", "x", "y", "origin", "button", "width", "height", "pressure", "tangentialPressure", "tiltX",
        "tiltY",
        "twist", "altitudeAngle", "azimuthAngle", "value", "deltaX", "deltaY",
    ]

    /// A warning for each field the spec does not have (a misspelt "durration" would silently
    /// change the timing) and each field given twice (the last one is read).
    mutating func checkFields(_ object: JSONObject, known: Set<String>, place: String) {
        var seen: Set<String> = []
        for key in object.keys {
            if !seen.insert(key).inserted {
                warnings.append(
                    ImportProblem(
                        severity: .warning, file: file, place: "\(place).\(key)",
                        message: "field \"\(key)\" appears more than once; the last one is read", rule: W3CActions.rule)
                )
            } else if !known.contains(key) {
                warnings.append(
                    ImportProblem(
                        severity: .warning, file: file, place: "\(place).\(key)",
                        message: "unknown field \"\(key)\" is ignored", rule: W3CActions.rule))
            }
        }
    }

    /// One source's action, as the tick loop needs it.
    enum Action {
        case pause(Double)
        case move(duration: Double, x: Double, y: Double)
        case down
        case up
        case cancel
    }

    mutating func read(_ document: JSONValue) -> Result<ImportResult, ImportProblem> {
        let sourcesJSON: [JSONValue]
        let prefix: String
        switch document {
        case .array(let list):
            sourcesJSON = list
            prefix = ""
        case .object(let object):
            guard case .array(let list)? = object["actions"] else {
                return .failure(
                    failure("actions", "missing: an actions document has an \"actions\" list of input sources"))
            }
            for key in object.keys where key != "actions" {
                warnings.append(
                    ImportProblem(
                        severity: .warning, file: file, place: key, message: "unknown field \"\(key)\" is ignored",
                        rule: W3CActions.rule))
            }
            sourcesJSON = list
            prefix = "actions"
        default:
            return .failure(
                failure(
                    "(top level)",
                    "expected an object with \"actions\" or a list of input sources, found \(document.typeName)"))
        }
        // Every source's actions, as ticks; pointers also get an id from 1.
        var lists: [[Action]] = []
        var pointerOf: [Int?] = []
        var nextID = 1
        var seenIDs: Set<String> = []
        for (index, sourceJSON) in sourcesJSON.enumerated() {
            let place = prefix.isEmpty ? "[\(index)]" : "\(prefix)[\(index)]"
            guard case .object(let source) = sourceJSON, case .string(let type)? = source["type"] else {
                return .failure(
                    failure(place, "not an input source: an object with a \"type\" (pointer, key, none, wheel)"))
            }
            checkFields(source, known: Self.sourceFields, place: place)
            guard case .array(let actionsJSON)? = source["actions"] else {
                return .failure(failure("\(place).actions", "missing: each input source has an \"actions\" list"))
            }
            // The spec's "id": a string naming the source, one source per id.
            guard case .string(let id)? = source["id"] else {
                let found = source["id"].map {
                    "is \($0.typeName), not a string: an input source's id is a string, such as \"finger1\""
                }
                return .failure(failure("\(place).id", found ?? "missing: every input source has a string id"))
            }
            guard seenIDs.insert(id).inserted else {
                return .failure(failure("\(place).id", "\"\(id)\" names two input sources"))
            }
            switch type {
            case "pointer":
                var pointerType = "mouse"
                if case .object(let parameters)? = source["parameters"],
                    case .string(let value)? = parameters["pointerType"]
                {
                    pointerType = value
                }
                if pointerType != "touch" {
                    warnings.append(
                        ImportProblem(
                            severity: .warning, file: file, place: "\(place).parameters.pointerType",
                            message: "\"\(pointerType)\" pointer read as a finger (only touch pointers are fingers)",
                            rule: W3CActions.rule))
                }
                pointerOf.append(nextID)
                nextID += 1
            case "key", "none", "wheel":
                pointerOf.append(nil)
            default:
                return .failure(
                    failure("\(place).type", "\"\(type)\" is not an input source type (pointer, key, none, wheel)"))
            }
            var actions: [Action] = []
            actions.reserveCapacity(actionsJSON.count)
            for (actionIndex, actionJSON) in actionsJSON.enumerated() {
                if case .object(let object) = actionJSON {
                    checkFields(object, known: Self.actionFields, place: "\(place).actions[\(actionIndex)]")
                }
                switch readAction(actionJSON, place: "\(place).actions[\(actionIndex)]", pointer: type == "pointer") {
                case .success(let action): actions.append(action)
                case .failure(let problem): return .failure(problem)
                }
            }
            lists.append(actions)
        }
        guard pointerOf.contains(where: { $0 != nil }) else {
            return .failure(
                failure(prefix.isEmpty ? "(top level)" : prefix, "no pointer source: nothing touches the screen"))
        }
        return events(lists, pointers: pointerOf, sources: sourcesJSON.count, prefix: prefix)
    }

    func number(_ value: JSONValue?, _ place: String, minimum: Double? = nil) -> Result<Double, ImportProblem> {
        guard case .number(let number)? = value, number.isFinite else {
            return .failure(failure(place, value == nil ? "missing (a number)" : "not a number"))
        }
        if let minimum, number < minimum {
            return .failure(
                failure(place, "\(JSONWriter.formatNumber(number)) is below \(JSONWriter.formatNumber(minimum))"))
        }
        return .success(number)
    }

    mutating func readAction(_ value: JSONValue, place: String, pointer: Bool) -> Result<Action, ImportProblem> {
        guard case .object(let action) = value, case .string(let type)? = action["type"] else {
            return .failure(failure(place, "not an action: an object with a \"type\""))
        }
        switch type {
        case "pause":
            if action["duration"] == nil { return .success(.pause(0)) }
            return number(action["duration"], "\(place).duration", minimum: 0).map { .pause($0 / 1000) }
        case "pointerMove" where pointer:
            if action["origin"] == .null {
                warnings.append(
                    ImportProblem(
                        severity: .warning, file: file, place: "\(place).origin",
                        message: "null is not an origin (viewport, pointer or an element); read as viewport",
                        rule: W3CActions.rule))
            }
            if case .string(let origin)? = action["origin"], origin != "viewport" {
                return .failure(
                    failure(
                        "\(place).origin",
                        "\"\(origin)\" is not supported: only viewport coordinates can become a trace (a pointer-relative or element origin needs the page)"
                    ))
            }
            if case .object? = action["origin"] {
                return .failure(
                    failure(
                        "\(place).origin",
                        "an element origin is not supported: only viewport coordinates can become a trace"))
            }
            let duration: Double
            if action["duration"] == nil {
                duration = 0
            } else {
                switch number(action["duration"], "\(place).duration", minimum: 0) {
                case .success(let value): duration = value / 1000
                case .failure(let problem): return .failure(problem)
                }
            }
            switch (number(action["x"], "\(place).x"), number(action["y"], "\(place).y")) {
            case (.success(let x), .success(let y)): return .success(.move(duration: duration, x: x, y: y))
            case (.failure(let problem), _), (_, .failure(let problem)): return .failure(problem)
            }
        case "pointerDown" where pointer: return .success(.down)
        case "pointerUp" where pointer: return .success(.up)
        case "pointerCancel" where pointer: return .success(.cancel)
        case "keyDown", "keyUp", "scroll": return .success(.pause(0))
        default:
            return .failure(failure("\(place).type", "\"\(type)\" is not an action this source can take"))
        }
    }

    /// Runs the ticks: a tick lasts as long as its longest action; moves with a duration are
    /// sampled at `rate`, evenly, the last sample at the target.
    func events(
        _ lists: [[Action]], pointers: [Int?], sources: Int, prefix: String
    ) -> Result<ImportResult, ImportProblem> {
        var position: [Int: Point] = [:]
        var down: Set<Int> = []
        var samples: [(time: Double, touch: TouchSample)] = []
        /// Where each finger's last sample put it.
        var lastSent: [Int: Point] = [:]
        var tickStart = 0.0
        let ticks = lists.map(\.count).max() ?? 0
        // The sources that still have actions, in document order: a tick visits only those, so
        // the work is the number of actions, not ticks × sources.
        var active = lists.indices.filter { !lists[$0].isEmpty }
        /// Every sample counts toward the limit: a down and an up are samples as a move's are.
        func full(_ place: String) -> ImportProblem? {
            samples.count < W3CActions.maximumSamples
                ? nil
                : failure(
                    place, "the actions make more than \(W3CActions.maximumSamples) samples (downs, ups and moves)")
        }
        for tick in 0..<ticks {
            var tickLength = 0.0
            active.removeAll { lists[$0].count <= tick }
            for source in active {
                let list = lists[source]
                let place = (prefix.isEmpty ? "[\(source)]" : "\(prefix)[\(source)]") + ".actions[\(tick)]"
                switch list[tick] {
                case .pause(let duration):
                    tickLength = max(tickLength, duration)
                case .move(let duration, let x, let y):
                    tickLength = max(tickLength, duration)
                    guard let id = pointers[source] else { continue }
                    let target = Point(x: x, y: y)
                    let from = position[id] ?? target
                    position[id] = target
                    guard down.contains(id) else { continue }
                    // Counted in floating point: the duration comes from the document. A move that
                    // stays put is a hold and sends nothing, however long.
                    let wanted = target == from ? 1 : (duration * options.rate).rounded()
                    guard wanted <= Double(W3CActions.maximumSamples - samples.count) else {
                        return .failure(
                            failure(
                                "\(place).duration",
                                "a move of \(JSONWriter.formatNumber(duration * 1000)) ms at \(JSONWriter.formatNumber(options.rate)) Hz would take the trace past \(W3CActions.maximumSamples) samples"
                            ))
                    }
                    let steps = max(1, Int(wanted))
                    for step in 1...steps {
                        let fraction = Double(step) / Double(steps)
                        let point = Point(
                            x: from.x + (target.x - from.x) * fraction, y: from.y + (target.y - from.y) * fraction)
                        let time = tickStart + duration * fraction
                        // A finger that does not move sends nothing (UIKit sends no event for it).
                        if lastSent[id] == point { continue }
                        lastSent[id] = point
                        samples.append((time, TouchSample(id: id, phase: .moved, location: point)))
                    }
                case .down:
                    guard let id = pointers[source] else { continue }
                    if let problem = full(place) { return .failure(problem) }
                    guard let point = position[id] else {
                        return .failure(
                            failure(place, "pointerDown before any pointerMove: the finger has no position"))
                    }
                    guard down.insert(id).inserted else {
                        return .failure(failure(place, "pointerDown while this pointer is already down"))
                    }
                    samples.append((tickStart, TouchSample(id: id, phase: .began, location: point)))
                    lastSent[id] = point
                case .up, .cancel:
                    guard let id = pointers[source] else { continue }
                    if let problem = full(place) { return .failure(problem) }
                    let cancels: Bool = if case .cancel = list[tick] { true } else { false }
                    guard down.remove(id) != nil, let point = position[id] else {
                        return .failure(
                            failure(place, "\(cancels ? "pointerCancel" : "pointerUp") while this pointer is not down"))
                    }
                    samples.append(
                        (tickStart, TouchSample(id: id, phase: cancels ? .cancelled : .ended, location: point)))
                    lastSent[id] = point
                }
            }
            tickStart += tickLength
        }
        guard !samples.isEmpty else {
            return .failure(
                failure(prefix.isEmpty ? "(top level)" : prefix, "no pointerDown: nothing touches the screen"))
        }
        return makeTrace(samples)
    }

    /// Samples at the same time become one event, in order; a sample of a finger already in that
    /// event starts the next one at the same time.
    func makeTrace(_ samples: [(time: Double, touch: TouchSample)]) -> Result<ImportResult, ImportProblem> {
        let ordered = samples.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }.map(
            \.element)
        var events: [TouchEvent] = []
        // The ids of the event being filled and its touches: a set, so a document of many fingers
        // adds each sample in constant time.
        var idsInEvent: Set<Int> = []
        var touches: [TouchSample] = []
        var time = 0.0
        for var sample in ordered {
            sample.time = (sample.time * 1_000_000).rounded() / 1_000_000  // to the microsecond: no float noise
            if !touches.isEmpty, time == sample.time, !idsInEvent.contains(sample.touch.id) {
                touches.append(sample.touch)
                idsInEvent.insert(sample.touch.id)
                continue
            }
            if !touches.isEmpty { events.append(TouchEvent(time: time, touches: touches)) }
            touches = [sample.touch]
            idsInEvent = [sample.touch.id]
            time = sample.time
        }
        if !touches.isEmpty { events.append(TouchEvent(time: time, touches: touches)) }
        let name = options.name ?? TraceDecoder.defaultName(file: file, line: nil)
        let meta: JSONValue = .object([
            "source": .string(file), "importer": .string("w3c-actions"), "rate": .number(options.rate),
        ])
        do {
            let trace = try Trace(name: name, screen: Screen(size: options.screen), meta: meta, events: events)
            return .success(ImportResult(traces: [trace], warnings: warnings))
        } catch {
            return .failure(
                ImportProblem(
                    file: file,
                    message: "the actions make no valid trace: \(error.problems.first.map(\.description) ?? "")",
                    rule: W3CActions.rule))
        }
    }
}
