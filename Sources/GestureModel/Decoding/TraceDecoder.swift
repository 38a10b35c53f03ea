/// Turns the bytes of one trace document into a validated `Trace`, or into every problem it has.
///
/// This is the single decoding entry point: a faster decoder can replace its body without
/// touching anything that loads traces.
public enum TraceDecoder {
    /// Positions beyond this many points are an error (lifecycle rule 4).
    public static let maximumPosition = 1e6
    /// Touch ids are integers below 2^53 in magnitude: every one of them is exact in a JSON number.
    public static let idLimit = 9_007_199_254_740_992.0

    /// Decodes and validates one trace document.
    /// - Parameters:
    ///   - file: the file name used in problems and as the default trace name.
    ///   - line: the line of a `.jsonl` corpus, if the document is one.
    public static func decode(
        _ bytes: some Collection<UInt8>, file: String, line: Int? = nil
    ) -> Result<LoadedTrace, TraceLoadFailure> {
        // The fast path reads well-formed traces; anything else goes the full way, which names every problem.
        if let loaded = decodeFast(bytes, file: file, line: line) { return .success(loaded) }
        return decodeFully(bytes, file: file, line: line)
    }

    /// The fast path alone: nil when it declines.
    static func decodeFast(_ bytes: some Collection<UInt8>, file: String, line: Int?) -> LoadedTrace? {
        let fast =
            bytes.withContiguousStorageIfAvailable { FastTraceDecoder.scan($0) }
            ?? Array(bytes).withUnsafeBufferPointer {
                FastTraceDecoder.scan($0)
            }
        if let (header, events, observed) = fast {
            var reader = DocumentReader(file: file, line: line)
            let trace = reader.read(
                .object(header), defaultName: defaultName(file: file, line: line), events: events, observed: observed)
            if let trace, !reader.problems.contains(where: { $0.severity == .error }) {
                return LoadedTrace(
                    trace: trace,
                    warnings: reader.problems + TracePlausibility.warnings(for: trace, file: file, line: line))
            }
        }
        return nil
    }

    /// The full validating path alone.
    static func decodeFully(
        _ bytes: some Collection<UInt8>, file: String, line: Int?
    ) -> Result<LoadedTrace, TraceLoadFailure> {
        if let result = bytes.withContiguousStorageIfAvailable({ decodeFully(buffer: $0, file: file, line: line) }) {
            return result
        }
        return Array(bytes).withUnsafeBufferPointer { decodeFully(buffer: $0, file: file, line: line) }
    }

    /// The events are read one at a time from their byte ranges, so a large trace is never held as
    /// a tree of JSON values (several times the file's size) just to name its problems.
    private static func decodeFully(
        buffer: UnsafeBufferPointer<UInt8>, file: String, line: Int?
    ) -> Result<LoadedTrace, TraceLoadFailure> {
        let parsed: Result<(object: JSONObject, streamed: [Range<Int>]?), JSONSyntaxError>
        if let streaming = JSONParser.parseObject(buffer, streaming: "events") {
            parsed = streaming
        } else {
            // Not an object: parsed whole, for its syntax error or its type.
            do {
                return decode(try JSONParser.parse(buffer), file: file, line: line)
            } catch {
                parsed = .failure(error)
            }
        }
        switch parsed {
        case .failure(let error):
            let lineInFile = line ?? error.line
            let problem = TraceProblem(
                severity: .error, file: file, line: line, path: .root,
                rule: .syntax(message: error.message, line: lineInFile, column: error.column))
            return .failure(TraceLoadFailure(problems: [problem]))
        case .success(let (object, streamed)):
            var reader = DocumentReader(file: file, line: line)
            let events = streamed.map { ranges in
                // Already checked by the parser: each element parses again, alone.
                ranges.lazy.map { (try? JSONParser.parse(UnsafeBufferPointer(rebasing: buffer[$0]))) ?? .null }
            }
            let trace = reader.read(
                .object(object), defaultName: defaultName(file: file, line: line), streamedEvents: events)
            return reader.result(trace, file: file, line: line)
        }
    }

    /// Validates an already parsed document.
    public static func decode(
        _ document: JSONValue, file: String, line: Int? = nil
    ) -> Result<LoadedTrace, TraceLoadFailure> {
        var reader = DocumentReader(file: file, line: line)
        let trace = reader.read(document, defaultName: defaultName(file: file, line: line))
        return reader.result(trace, file: file, line: line)
    }

    /// The file name without its folder and extension; a corpus line adds `:line`.
    static func defaultName(file: String, line: Int?) -> String {
        var base = file.split(separator: "/").last.map(String.init) ?? file
        if let dot = base.lastIndex(of: "."), dot != base.startIndex { base = String(base[..<dot]) }
        if let line { base += ":\(line)" }
        return base
    }
}

/// One pass over a parsed document, in document order, collecting every problem.
private struct DocumentReader {
    var reader: JSONDocumentReader
    var problems: [TraceProblem] { reader.problems }

    init(file: String, line: Int?) {
        reader = JSONDocumentReader(file: file, line: line)
    }

    mutating func error(_ path: TracePath, _ rule: TraceRule) { reader.error(path, rule) }

    /// Touch fields of the wrong type: a converter writes them the same way in every touch, so each
    /// field is reported once, at its first place, with what it accepts and how often it recurred.
    private var wrongTypes: [String: (problem: Int, expected: String, found: String, more: Int)] = [:]

    mutating func touchField(_ field: String, expected: String, found value: JSONValue, at path: TracePath) {
        if let seen = wrongTypes[field] {
            wrongTypes[field]?.more = seen.more + 1
            return
        }
        error(path, .wrongType(expected: expected, found: value.typeName))
        wrongTypes[field] = (problems.count - 1, expected, value.typeName, 0)
    }

    /// The first id that is not a usable integer, and how many more followed: a converter that
    /// writes one writes them everywhere, so it is one error at the first place.
    private var invalidID: (problem: Int, value: Double, more: Int)?

    mutating func invalidTouchID(_ value: Double, at path: TracePath) {
        if let seen = invalidID {
            invalidID?.more = seen.more + 1
            return
        }
        error(path, .invalidTouchID(value, more: 0))
        invalidID = (problems.count - 1, value, 0)
    }

    /// Adds the recurrence counts to the first reports.
    mutating func closeTouchFields() {
        for seen in wrongTypes.values where seen.more > 0 {
            reader.amend(
                problem: seen.problem,
                rule: .wrongType(
                    expected: seen.expected,
                    found: "\(seen.found), as in \(seen.more) more \(seen.more == 1 ? "touch" : "touches")"))
        }
        if let seen = invalidID, seen.more > 0 {
            reader.amend(problem: seen.problem, rule: .invalidTouchID(seen.value, more: seen.more))
        }
    }
    mutating func warning(_ path: TracePath, _ rule: TraceRule) { reader.warning(path, rule) }
    // Paths are made only for a problem: a valid trace's reading builds none.
    mutating func object(_ value: JSONValue, at path: @autoclosure () -> TracePath) -> JSONObject? {
        reader.object(value, at: path())
    }
    mutating func array(_ value: JSONValue, at path: @autoclosure () -> TracePath) -> [JSONValue]? {
        reader.array(value, at: path())
    }
    mutating func string(_ value: JSONValue, at path: @autoclosure () -> TracePath) -> String? {
        reader.string(value, at: path())
    }
    mutating func finite(_ value: JSONValue, at path: @autoclosure () -> TracePath) -> Double? {
        reader.finite(value, at: path())
    }
    mutating func positive(_ value: JSONValue, at path: @autoclosure () -> TracePath) -> Double? {
        reader.positive(value, at: path())
    }
    mutating func bool(_ value: JSONValue, at path: @autoclosure () -> TracePath) -> Bool? {
        reader.bool(value, at: path())
    }
    mutating func members(_ object: JSONObject, at path: @autoclosure () -> TracePath) -> [JSONObject.Member] {
        reader.members(object, at: path())
    }

    /// Lifecycle rule 4: positions beyond 1e6 points are an error.
    mutating func position(_ value: JSONValue, at path: @autoclosure () -> TracePath) -> Double? {
        guard let number = finite(value, at: path()) else { return nil }
        guard abs(number) <= TraceDecoder.maximumPosition else {
            error(path(), .positionTooLarge(number))
            return nil
        }
        return number
    }

    /// The trace with its warnings, or every problem when any is an error.
    func result(_ trace: Trace?, file: String, line: Int?) -> Result<LoadedTrace, TraceLoadFailure> {
        if let trace, !problems.contains(where: { $0.severity == .error }) {
            return .success(
                LoadedTrace(
                    trace: trace, warnings: problems + TracePlausibility.warnings(for: trace, file: file, line: line)))
        }
        return .failure(TraceLoadFailure(problems: problems))
    }

    /// Reads the document. `events` and `observed`, when the fast path already read them, stand in
    /// for the document's own (which it then does not have). `streamedEvents` stand in for the last
    /// `events` member when the parser kept its elements as byte ranges (the member itself then holds
    /// an empty array).
    mutating func read(
        _ document: JSONValue, defaultName: @autoclosure () -> String,
        events fastEvents: FastTraceDecoder.Events? = nil, observed fastObserved: ObservedBehaviour? = nil,
        streamedEvents: LazyMapSequence<[Range<Int>], JSONValue>? = nil
    ) -> Trace? {
        guard case .object(let top) = document else {
            error(.root, .wrongType(expected: "an object", found: document.typeName))
            return nil
        }
        var name: String?
        var screen: Screen?
        var view: Rect?
        var label: TraceLabel?
        var rest: String?
        var meta: JSONValue?
        var scenario: JSONValue?
        var expect: JSONValue?
        var observed = fastObserved
        var events: (times: [Double], starts: [Int], samples: [TouchSample])? = fastEvents.map {
            ($0.times, $0.starts, $0.samples)
        }
        var sawEvents = fastEvents != nil
        // A scenario file among traces (a folder holds both) is named as what it is, once, rather
        // than as a trace missing its screen and events.
        if top["screen"] == nil, !sawEvents, top["events"] == nil,
            let key = TraceRule.scenarioFileKeys.first(where: { top[$0] != nil })
        {
            error(.root, .scenarioFile(key: key))
            return nil
        }
        for member in members(top, at: .root) {
            func path() -> TracePath { TracePath.root.appending(member.key) }
            switch member.key {
            case "format":
                if let text = string(member.value, at: path()), text != "gesture-trace" {
                    error(path(), .formatName(found: text))
                }
            case "version":
                if case .number(let value) = member.value, value == 1 { break }
                let shown: String =
                    switch member.value {
                    case .number(let value): JSONWriter.formatNumber(value)
                    case .string(let text): "\"\(text)\""
                    default: member.value.typeName
                    }
                error(path(), .unsupportedVersion(found: shown))
            case "name":
                if let text = string(member.value, at: path()) { name = text }
            case "screen":
                screen = readScreen(member.value, at: path())
            case "view":
                view = readView(member.value, at: path())
            case "events":
                sawEvents = true
                if let streamedEvents, case .array(let placeholder) = member.value, placeholder.isEmpty {
                    events = readEvents(streamedEvents, at: path())
                } else {
                    events = readEvents(member.value, at: path())
                }
            case "label":
                if let text = string(member.value, at: path()) {
                    if let value = TraceLabel(rawValue: text) {
                        label = value
                    } else {
                        error(path(), .unknownLabel(text))
                    }
                }
            case "rest":
                rest = reader.readRest(member.value, at: path())
            case "meta":
                meta = member.value
            case "scenario":
                // A project extension: an inline scenario, decoded and validated by the replay.
                if object(member.value, at: path()) != nil { scenario = member.value }
            case "expect":
                // A project extension: expected outcomes, decoded and validated by the checker.
                if array(member.value, at: path()) != nil { expect = member.value }
            case "observed":
                observed = reader.readObserved(member.value, at: path())
            default:
                warning(path(), .unknownField(member.key))
            }
        }
        if top["screen"] == nil { error(.root, .missingField("screen")) }
        if !sawEvents { error(.root, .missingField("events")) }
        guard let screen, let events else { return nil }
        return Trace(
            name: name ?? defaultName(), screen: screen, view: view ?? screen.bounds, label: label, rest: rest,
            meta: meta, eventTimes: events.times, touchStarts: events.starts, touchSamples: events.samples,
            scenario: scenario, expect: expect, observed: observed)
    }

    // MARK: - Parts

    mutating func readScreen(_ value: JSONValue, at path: @autoclosure () -> TracePath) -> Screen? {
        guard let object = object(value, at: path()) else { return nil }
        var width: Double?
        var height: Double?
        var scale: Double?
        var refreshRate: Double?
        for member in members(object, at: path()) {
            func memberPath() -> TracePath { path().appending(member.key) }
            switch member.key {
            case "width": width = positive(member.value, at: memberPath())
            case "height": height = positive(member.value, at: memberPath())
            case "scale": scale = positive(member.value, at: memberPath())
            case "refreshRate": refreshRate = positive(member.value, at: memberPath())
            default: warning(memberPath(), .unknownField(member.key))
            }
        }
        if object["width"] == nil { error(path(), .missingField("width")) }
        if object["height"] == nil { error(path(), .missingField("height")) }
        guard let width, let height else { return nil }
        return Screen(size: Size(width: width, height: height), scale: scale, refreshRate: refreshRate)
    }

    mutating func readView(_ value: JSONValue, at path: @autoclosure () -> TracePath) -> Rect? {
        guard let object = object(value, at: path()) else { return nil }
        var fields: [String: Double] = [:]
        for member in members(object, at: path()) {
            func memberPath() -> TracePath { path().appending(member.key) }
            switch member.key {
            case "x", "y": fields[member.key] = position(member.value, at: memberPath())
            case "width", "height": fields[member.key] = positive(member.value, at: memberPath())
            default: warning(memberPath(), .unknownField(member.key))
            }
        }
        for key in ["x", "y", "width", "height"] where object[key] == nil {
            error(path(), .missingField(key))
        }
        guard let x = fields["x"], let y = fields["y"], let width = fields["width"], let height = fields["height"]
        else {
            return nil
        }
        return Rect(x: x, y: y, width: width, height: height)
    }

    mutating func readEvents(_ value: JSONValue, at path: TracePath) -> ([Double], [Int], [TouchSample])? {
        guard let elements = array(value, at: path) else { return nil }
        return readEvents(elements, at: path)
    }

    /// The events, from values or from a parser's byte ranges parsed one at a time.
    mutating func readEvents(
        _ elements: some Collection<JSONValue>, at path: TracePath
    ) -> ([Double], [Int], [TouchSample])? {
        if elements.isEmpty {
            error(path, .emptyArray(of: "events"))
            return nil
        }
        var lifecycle = TouchLifecycle()
        var times: [Double] = []
        var starts: [Int] = [0]
        var samples: [TouchSample] = []
        times.reserveCapacity(elements.count)
        starts.reserveCapacity(elements.count + 1)
        samples.reserveCapacity(elements.count)
        var valid = true
        // One wrong value is one error: a touch's later lifecycle errors fold into its first, and
        // after a touch that could not be read (its id or phase unknown), the lifecycle errors it
        // causes fold into that touch's error.
        var lifecycleProblem: [Int: Int] = [:]
        var unreadableTouchProblem: Int?
        for (eventIndex, element) in elements.enumerated() {
            let eventPath = path.appending(eventIndex)
            guard let event = object(element, at: eventPath) else {
                valid = false
                continue
            }
            lifecycle.beginEvent()
            var time: Double?
            var sawTouches = false
            for member in members(event, at: eventPath) {
                let memberPath = eventPath.appending(member.key)
                guard let key: EventKey = reader.key(member, at: memberPath) else { continue }
                switch key {
                case .t:
                    guard let t = finite(member.value, at: memberPath) else { break }
                    time = t
                    if let rule = lifecycle.checkTime(t) { error(memberPath, rule) }
                case .touches:
                    sawTouches = true
                    guard let touches = array(member.value, at: memberPath) else { break }
                    if touches.isEmpty { error(memberPath, .emptyArray(of: "touches")) }
                    for (touchIndex, touchValue) in touches.enumerated() {
                        let touchPath = memberPath.appending(touchIndex)
                        guard let touch = readTouch(touchValue, at: touchPath) else {
                            valid = false
                            if unreadableTouchProblem == nil, !problems.isEmpty {
                                unreadableTouchProblem = problems.count - 1
                            }
                            continue
                        }
                        if let rule = lifecycle.check(id: touch.id, phase: touch.phase, touchIndex: touchIndex) {
                            if let first = lifecycleProblem[touch.id]
                                ?? (rule.followsFromUnreadableTouch ? unreadableTouchProblem : nil)
                            {
                                reader.addFollowOn(to: first)
                                lifecycleProblem[touch.id] = first
                            } else {
                                error(touchPath.appending(rule.isAboutID ? "id" : "phase"), rule)
                                if !rule.isAboutID { lifecycleProblem[touch.id] = problems.count - 1 }
                            }
                        }
                        samples.append(touch)
                    }
                }
            }
            if event[EventKey.t.text] == nil { error(eventPath, .missingField(EventKey.t.text)) }
            if !sawTouches { error(eventPath, .missingField(EventKey.touches.text)) }
            guard let time else {
                valid = false
                continue
            }
            times.append(time)
            starts.append(samples.count)
        }
        closeTouchFields()
        return valid ? (times, starts, samples) : nil
    }

    mutating func readTouch(_ value: JSONValue, at path: TracePath) -> TouchSample? {
        guard let object = object(value, at: path) else { return nil }
        var id: Int?
        var phase: TouchPhase?
        var x: Double?
        var y: Double?
        var force: Double?
        var majorRadius: Double?
        var coalesced = false
        for member in members(object, at: path) {
            let memberPath = path.appending(member.key)
            guard let key: TouchKey = reader.key(member, at: memberPath) else { continue }
            switch key {
            case .id:
                guard case .number = member.value else {
                    touchField("id", expected: "an integer", found: member.value, at: memberPath)
                    break
                }
                guard let number = finite(member.value, at: memberPath) else { break }
                // Below 2^53 every integer is exact; at 2^53 and beyond, neighbouring ids read as one.
                if number == number.rounded(), abs(number) < TraceDecoder.idLimit, let exact = Int(exactly: number) {
                    id = exact
                } else {
                    invalidTouchID(number, at: memberPath)
                }
            case .phase:
                guard case .string(let name) = member.value else {
                    touchField(
                        "phase", expected: "a string: began, moved, stationary, ended or cancelled",
                        found: member.value, at: memberPath)
                    break
                }
                if let value = TouchPhase(name: name) { phase = value } else { error(memberPath, .unknownPhase(name)) }
            case .x: x = position(member.value, at: memberPath)
            case .y: y = position(member.value, at: memberPath)
            case .force: force = finite(member.value, at: memberPath)
            case .majorRadius: majorRadius = finite(member.value, at: memberPath)
            case .coalesced: coalesced = bool(member.value, at: memberPath) ?? false
            }
        }
        for key in TouchKey.required where object[key.text] == nil {
            error(path, .missingField(key.text))
        }
        guard let id, let phase, let x, let y else { return nil }
        return TouchSample(
            id: id, phase: phase, location: Point(x: x, y: y), force: force, majorRadius: majorRadius,
            coalesced: coalesced)
    }
}

extension JSONDocumentReader {
    /// `rest`: a place's name, or a page index from 0 to `Trace.maximumRestPage` ("page N").
    mutating func readRest(_ value: JSONValue, at path: @autoclosure () -> TracePath) -> String? {
        switch value {
        case .string(let name) where !name.isEmpty:
            return name
        case .number(let page) where page == page.rounded() && (0...Double(Trace.maximumRestPage)).contains(page):
            return "page \(Int(page))"
        default:
            let shown: String =
                switch value {
                case .number(let number): JSONWriter.formatNumber(number)
                case .string: "an empty string"
                default: value.typeName
                }
            error(
                path(),
                .invalid(
                    value: shown, expected: "a resting place's name or a page index (0 to \(Trace.maximumRestPage))",
                    reference: "rest"))
            return nil
        }
    }
}
