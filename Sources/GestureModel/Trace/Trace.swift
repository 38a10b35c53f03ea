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
    /// Where the person recording meant a sheet or a pager to come to rest: a place's name
    /// ("half-expanded"), or a page as "page N" (the file's `"rest": N`). The ground truth of a
    /// resting sweep, as `label` is of a transition's.
    public var rest: String?
    /// Kept, never interpreted.
    public var meta: JSONValue?
    /// An inline scenario (a project extension of the format), kept as JSON for the replay to decode.
    public var scenario: JSONValue?
    /// Expected outcomes for the regression suite (a project extension), kept as JSON for the checker.
    public var expect: JSONValue?
    /// What the real system did during the recording (the `observed` extension), for the fidelity check.
    public var observed: ObservedBehaviour?

    /// A gap between recorded events longer than this (seconds) is a touch at rest, which a
    /// device does not report (UIKit sends no move for a touch that did not move): resampling
    /// reaches no further into it, and an export writes it as a pause.
    public static let restGap = 1.0

    /// The time of each event.
    public let eventTimes: [Double]
    /// Event `i` owns `touchSamples[touchStarts[i] ..< touchStarts[i + 1]]`; one more entry than events.
    public let touchStarts: [Int]
    /// Every touch of every event, in order.
    public let touchSamples: [TouchSample]

    /// Builds a trace from storage that has already been validated (see `TraceValidator`).
    init(
        name: String, screen: Screen, view: Rect, label: TraceLabel?, rest: String? = nil, meta: JSONValue?,
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
        self.rest = rest
        self.meta = meta
        self.eventTimes = eventTimes
        self.touchStarts = touchStarts
        self.touchSamples = touchSamples
    }

    @inlinable
    public var events: Events { Events(times: eventTimes, starts: touchStarts, samples: touchSamples) }

    /// The trace's events as a collection of lightweight views into the flat storage. It holds only
    /// the three arrays, and its subscript is inlinable, so a replay's loop reads an event without a
    /// call or a copy of the trace.
    public struct Events: RandomAccessCollection, Sendable {
        @usableFromInline let times: [Double]
        @usableFromInline let starts: [Int]
        @usableFromInline let samples: [TouchSample]

        @inlinable
        init(times: [Double], starts: [Int], samples: [TouchSample]) {
            self.times = times
            self.starts = starts
            self.samples = samples
        }

        @inlinable public var startIndex: Int { 0 }
        @inlinable public var endIndex: Int { times.count }
        /// Always inlined: an event is built from the three arrays where it is used, not returned
        /// from a call and copied (a replay reads one per event).
        @inlinable @inline(__always)
        public subscript(index: Int) -> TouchEvent {
            TouchEvent(time: times[index], storage: samples, window: starts[index]..<starts[index + 1])
        }

        /// Makes `event`, one of these events, the event at `index` in place: a loop that moves one
        /// event along the trace makes no new reference to the storage per event.
        @inlinable
        package func place(_ event: inout TouchEvent, at index: Int) {
            // The event's storage must be these events' own, or its new window reads another trace.
            assert(
                event.storage.withUnsafeBufferPointer { $0.baseAddress }
                    == samples.withUnsafeBufferPointer { $0.baseAddress },
                "an event placed over another trace's storage")
            event.moveWindow(to: starts[index]..<starts[index + 1], time: times[index])
        }

        /// Whether any touch is a coalesced sample: asked once, a replay of a trace with none
        /// need not ask each event.
        @inlinable
        package var hasCoalescedSamples: Bool { samples.contains { $0.coalesced } }
    }

    /// The time of the first event; traces may start at a device's uptime.
    public var startTime: Double { eventTimes.first ?? 0 }
    /// The time of the last event.
    public var endTime: Double { eventTimes.last ?? 0 }
}

extension Trace {
    /// The highest page index a `rest` names.
    public static let maximumRestPage = 9_999

    /// `rest` as a file writes it: a page as its index, as it was read; any other place by name.
    static func restJSON(_ rest: String) -> JSONValue {
        if rest.hasPrefix("page "), let page = Int(rest.dropFirst(5)), (0...maximumRestPage).contains(page),
            rest == "page \(page)"
        {
            return .number(Double(page))
        }
        return .string(rest)
    }
}
