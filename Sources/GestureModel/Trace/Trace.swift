/// A validated recorded touch trace (trace-format version 1).
///
/// A `Trace` only exists when every rule of the format holds, so replay code may rely on them:
/// times never decrease, every touch begins before it moves, ids are unique within an event.
/// Events are stored flat, every touch of every event in one array, so that a corpus of
/// thousands of traces is a few large allocations rather than millions of small ones.
public struct Trace: Sendable {
    public var name: String
    public var screen: Screen
    /// The frame of the view the recognizer is attached to, in screen coordinates.
    public var view: Rect
    public var label: TraceLabel?
    /// Kept, never interpreted.
    public var meta: JSONValue?
    /// An inline scenario (a project extension of the format), kept as JSON for the replay to decode.
    public var scenario: JSONValue?
    /// Expected outcomes for the regression suite (a project extension), kept as JSON for the checker.
    public var expect: JSONValue?
    /// What the real system did during the recording (the `observed` extension), for the fidelity check.
    public var observed: ObservedBehaviour?

    /// The time of each event.
    public let eventTimes: [Double]
    /// Event `i` owns `touchSamples[touchStarts[i] ..< touchStarts[i + 1]]`; one more entry than events.
    public let touchStarts: [Int]
    /// Every touch of every event, in order.
    public let touchSamples: [TouchSample]

    /// Builds a trace from storage that has already been validated (see `TraceValidator`).
    init(
        name: String, screen: Screen, view: Rect, label: TraceLabel?, meta: JSONValue?,
        eventTimes: [Double], touchStarts: [Int], touchSamples: [TouchSample], scenario: JSONValue? = nil,
        expect: JSONValue? = nil, observed: ObservedBehaviour? = nil
    ) {
        self.observed = observed
        self.scenario = scenario
        self.expect = expect
        self.name = name
        self.screen = screen
        self.view = view
        self.label = label
        self.meta = meta
        self.eventTimes = eventTimes
        self.touchStarts = touchStarts
        self.touchSamples = touchSamples
    }

    public var events: Events { Events(trace: self) }

    /// The trace's events as a collection of lightweight views into the flat storage.
    public struct Events: RandomAccessCollection, Sendable {
        let trace: Trace
        public var startIndex: Int { 0 }
        public var endIndex: Int { trace.eventTimes.count }
        public subscript(index: Int) -> TouchEvent {
            TouchEvent(
                time: trace.eventTimes[index],
                touches: trace.touchSamples[trace.touchStarts[index] ..< trace.touchStarts[index + 1]])
        }
    }

    /// The time of the first event; traces may start at a device's uptime.
    public var startTime: Double { eventTimes.first ?? 0 }
    /// The time of the last event.
    public var endTime: Double { eventTimes.last ?? 0 }
}
