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
    public static func importTrace(_ bytes: [UInt8], file: String, options: ImportOptions = ImportOptions()) -> Result<ImportResult, ImportProblem> {
        let document: JSONValue
        do {
            document = try JSONParser.parse(bytes)
        } catch {
            return .failure(ImportProblem(file: file, line: error.line, message: "\(error.message) at column \(error.column)", rule: "the file must be JSON"))
        }
        var reader = W3CActionsReader(file: file, options: options)
        return reader.read(document)
    }

    /// The trace as W3C actions: one pointer source per finger id, every sample a `pointerMove`
    /// whose duration is the time since the previous sample (whole milliseconds, rounded on the
    /// running total so that times never drift), then `pointerDown` and `pointerUp` ticks where
    /// fingers land and lift. Appium's XCUITest driver replays it with the recorded timing.
    public static func export(_ trace: Trace) -> JSONValue {
        let ids = Array(Set(trace.touchSamples.map(\.id))).sorted()
        var sources: [Int: [JSONValue]] = Dictionary(uniqueKeysWithValues: ids.map { ($0, []) })
        let start = trace.startTime
        var previousMilliseconds = 0.0
        func tick(_ make: (Int) -> JSONValue) { for id in ids { sources[id]?.append(make(id)) } }
        for event in trace.events where !event.touches.allSatisfy(\.coalesced) {
            let milliseconds = ((event.time - start) * 1000).rounded()
            let duration = max(milliseconds - previousMilliseconds, 0)
            previousMilliseconds = max(milliseconds, previousMilliseconds)
            let touches = Dictionary(event.touches.filter { !$0.coalesced }.map { ($0.id, $0) }, uniquingKeysWith: { _, last in last })
            tick { id in
                guard let touch = touches[id] else { return .object(["type": .string("pause"), "duration": .number(duration)]) }
                return .object([
                    "type": .string("pointerMove"), "duration": .number(duration), "origin": .string("viewport"),
                    "x": .number(touch.location.x), "y": .number(touch.location.y),
                ])
            }
            if touches.values.contains(where: { $0.phase == .began }) {
                tick { id in
                    touches[id]?.phase == .began
                        ? .object(["type": .string("pointerDown"), "button": .number(0)]) : .object(["type": .string("pause"), "duration": .number(0)])
                }
            }
            if touches.values.contains(where: { $0.phase.endsContact }) {
                tick { id in
                    switch touches[id]?.phase {
                    case .ended?: .object(["type": .string("pointerUp"), "button": .number(0)])
                    // A system cancel (a call, the app leaving): the spec's pointerCancel.
                    case .cancelled?: .object(["type": .string("pointerCancel")])
                    default: .object(["type": .string("pause"), "duration": .number(0)])
                    }
                }
            }
        }
        return .object(["actions": .array(ids.map { id in
            .object([
                "type": .string("pointer"), "id": .string("finger\(id)"), "parameters": .object(["pointerType": .string("touch")]),
                "actions": .array(sources[id] ?? []),
            ])
        })])
    }
}
