/// W3C WebDriver Actions, as Appium and Selenium send them: `{"actions": [source, …]}` or the bare
/// list of sources. Each `pointer` source is one finger; the sources' actions run in ticks, the
/// i-th action of every source in the i-th tick, and a tick lasts as long as its longest action.
public enum W3CActions {
    public struct ImportOptions: Sendable {
        /// Samples per second for a move with a duration (evenly spaced, the last at the target).
        public var rate = 120.0
        /// The viewport in points (the trace's screen).
        public var screen = Size(width: 390, height: 844)
        public var name: String?

        public init() {}
    }

    static let rule = "W3C actions"

    /// The most samples one actions document may become: a move's duration is read from the
    /// document, so a few long moves would otherwise ask for billions of samples (at 120 Hz this
    /// is 14 minutes of one finger, the synthesizer's own bound).
    public static let maximumSamples = 100_000

    /// The actions document as one trace (pointer ids 1, 2, … in source order).
    public static func importTrace(
        _ bytes: [UInt8], file: String, options: ImportOptions = ImportOptions()
    ) -> Result<ImportResult, ImportProblem> {
        let document: JSONValue
        do {
            document = try JSONParser.parse(bytes)
        } catch {
            return .failure(
                ImportProblem(
                    file: file, line: error.line, message: "\(error.message) at column \(error.column)",
                    rule: "the file must be JSON"))
        }
        var reader = W3CActionsReader(file: file, options: options)
        return reader.read(document)
    }

    /// The most fingers an export writes: every source has an action in every tick, so the
    /// document grows as events × fingers.
    public static let maximumExportFingers = 20
    /// The longest trace an export writes, seconds (a day): past it, durations lose their milliseconds.
    public static let maximumExportSpan = 86_400.0

    /// Why `trace` cannot be exported as a script that replays it, or nil: more fingers down at
    /// once than `fingers`, or a span no script's clock can hold (past a day, or past the range of
    /// a number).
    public static func exportProblem(_ trace: Trace, fingers: Int) -> ImportProblem? {
        let span = trace.endTime - trace.startTime
        guard span.isFinite, span <= maximumExportSpan else {
            return ImportProblem(
                file: trace.name,
                message:
                    "the trace spans \(span.isFinite ? "\(JSONWriter.formatNumber(span)) s" : "more than any number of seconds"); an export holds at most \(JSONWriter.formatNumber(maximumExportSpan)) s",
                rule: "exports replay what they write")
        }
        let held = PointerSources(trace).count
        guard held <= fingers else {
            return ImportProblem(
                file: trace.name,
                message: "the trace has \(held) fingers down at once; an export holds at most \(fingers)",
                rule: "exports replay what they write")
        }
        return nil
    }

    /// Which input source each contact of a trace takes: the first one free when it lands, freed
    /// after the event that lifts it. Sequential touches share a source, as one finger tapping
    /// again does, so the sources are as many as the fingers down at once.
    struct PointerSources {
        /// For each event, each delivered touch's source.
        private(set) var assigned: [[Int: Int]] = []
        private(set) var count = 0

        init(_ trace: Trace) {
            var sourceOf: [Int: Int] = [:]
            var free: [Int] = []
            for event in trace.events {
                var lifted: [Int] = []
                var sources: [Int: Int] = [:]
                for touch in event.touches where touch.isDelivered {
                    // A trace's touches begin before anything else (lifecycle rule 1).
                    if touch.phase == .began {
                        if let lowest = free.indices.min(by: { free[$0] < free[$1] }) {
                            sourceOf[touch.id] = free.remove(at: lowest)
                        } else {
                            sourceOf[touch.id] = count
                            count += 1
                        }
                    }
                    if let source = sourceOf[touch.id] {
                        sources[touch.id] = source
                        if touch.phase.endsContact { lifted.append(touch.id) }
                    }
                }
                for id in lifted { if let source = sourceOf.removeValue(forKey: id) { free.append(source) } }
                assigned.append(sources)
            }
        }
    }

    /// The export, checked: refused up front when `exportProblem` says so, and imported back
    /// before it is handed over, so what is written replays: the same fingers landing and lifting
    /// the same number of times. `motion` is the trace imported back: what a driver replays.
    public static func checkedExport(_ trace: Trace) -> Result<(document: JSONValue, motion: Trace), ImportProblem> {
        if let problem = exportProblem(trace, fingers: maximumExportFingers) { return .failure(problem) }
        let document = export(trace)
        let written = Array(JSONWriter.string(document, pretty: false).utf8)
        var options = ImportOptions()
        options.screen = trace.screen.size
        guard case .success(let back) = importTrace(written, file: trace.name, options: options),
            let again = back.traces.first
        else {
            return .failure(
                ImportProblem(
                    file: trace.name, message: "the export does not import back", rule: "exports replay what they write"
                ))
        }
        func landings(_ samples: [TouchSample]) -> [TouchPhase: Int] {
            var counts: [TouchPhase: Int] = [:]
            for sample in samples where sample.isDelivered && sample.phase != .moved && sample.phase != .stationary {
                counts[sample.phase, default: 0] += 1
            }
            return counts
        }
        guard landings(again.touchSamples) == landings(trace.touchSamples) else {
            return .failure(
                ImportProblem(
                    file: trace.name, message: "the export imports back with other touches landing or lifting",
                    rule: "exports replay what they write"))
        }
        return .success((document, again))
    }

    /// The trace as W3C actions: one pointer source per finger down at once (`PointerSources`),
    /// every delivered sample a `pointerMove` whose duration is the time since the previous event
    /// (whole milliseconds, rounded on the running total so that times never drift), then
    /// `pointerDown` and `pointerUp` ticks where fingers land and lift. A lift is a pause of its
    /// duration, then the `pointerUp`: the spec's pointerUp has no position, so the finger lifts
    /// where its last move left it (`Trace.liftedInPlace`), and a move to the lift's position would
    /// be one more movement, which a recognizer counts. A gap longer than
    /// `Trace.restGap` is a touch at rest: a pause, then the moves at once. Appium's XCUITest driver
    /// replays it with the recorded timing.
    public static func export(_ trace: Trace) -> JSONValue {
        let pointers = PointerSources(trace)
        var sources: [[JSONValue]] = Array(repeating: [], count: pointers.count)
        let start = trace.startTime
        var previousMilliseconds = 0.0
        func tick(_ make: (Int) -> JSONValue) { for source in sources.indices { sources[source].append(make(source)) } }
        func pause(_ milliseconds: Double) -> JSONValue {
            .object(["type": .string("pause"), "duration": .number(milliseconds)])
        }
        for (index, event) in trace.events.enumerated() {
            let assigned = pointers.assigned[index]
            if assigned.isEmpty { continue }
            let milliseconds = ((event.time - start) * 1000).rounded()
            var duration = max(milliseconds - previousMilliseconds, 0)
            previousMilliseconds = max(milliseconds, previousMilliseconds)
            if duration > Trace.restGap * 1000 {
                tick { _ in pause(duration) }
                duration = 0
            }
            var touches: [Int: TouchSample] = [:]
            for touch in event.touches where touch.isDelivered {
                if let source = assigned[touch.id] { touches[source] = touch }
            }
            tick { source in
                guard let touch = touches[source], !touch.phase.endsContact else { return pause(duration) }
                return .object([
                    "type": .string("pointerMove"), "duration": .number(duration), "origin": .string("viewport"),
                    "x": .number(touch.location.x), "y": .number(touch.location.y),
                ])
            }
            if touches.values.contains(where: { $0.phase == .began }) {
                tick { source in
                    touches[source]?.phase == .began
                        ? .object(["type": .string("pointerDown"), "button": .number(0)]) : pause(0)
                }
            }
            if touches.values.contains(where: { $0.phase.endsContact }) {
                tick { source in
                    switch touches[source]?.phase {
                    case .ended?: .object(["type": .string("pointerUp"), "button": .number(0)])
                    // A system cancel (a call, the app leaving): the spec's pointerCancel.
                    case .cancelled?: .object(["type": .string("pointerCancel")])
                    default: pause(0)
                    }
                }
            }
        }
        return .object([
            "actions": .array(
                sources.enumerated().map { source, actions in
                    .object([
                        "type": .string("pointer"), "id": .string("finger\(source + 1)"),
                        "parameters": .object(["pointerType": .string("touch")]),
                        "actions": .array(actions),
                    ])
                })
        ])
    }
}
