/// Checks the touch lifecycle rules of the trace format, event by event: the one place they
/// are written, shared by the JSON decoder and by traces built in code.
struct TouchLifecycle {
    /// Touches that are down, and ids that have been seen at all: a few each, so plain arrays.
    private var down: [Int] = []
    private var seen: [Int] = []
    private var previousTime: Double?
    /// The ids of the current event, with their index in it: the first `idsInEventCount` entries
    /// (the rest are an earlier event's, written over; emptying the array per event cost more
    /// than checking its lifecycle).
    private var idsInEvent: [(id: Int, index: Int)] = []
    private var idsInEventCount = 0

    /// A new event: its ids start afresh, whether or not its time could be read.
    mutating func beginEvent() {
        idsInEventCount = 0
    }

    /// Time never decreases from one event to the next; equal times are allowed.
    mutating func checkTime(_ time: Double) -> TraceRule? {
        idsInEventCount = 0
        if let previousTime, time < previousTime {
            return .timeDecreased(previous: previousTime, found: time)
        }
        previousTime = time
        return nil
    }

    /// Lifecycle rules 1–3 and "one id appears at most once in an event".
    mutating func check(id: Int, phase: TouchPhase, touchIndex: Int) -> TraceRule? {
        if let first = idsInEvent[..<idsInEventCount].first(where: { $0.id == id }) {
            return .duplicateTouchID(id: id, firstIndex: first.index)
        }
        if idsInEventCount < idsInEvent.count {
            idsInEvent[idsInEventCount] = (id, touchIndex)
        } else {
            idsInEvent.append((id, touchIndex))
        }
        idsInEventCount += 1
        let downIndex = down.firstIndex(of: id)
        switch phase {
        case .began:
            if downIndex != nil { return .beganWhileDown(id: id) }
            down.append(id)
            if !seen.contains(id) { seen.append(id) }
        case .moved, .stationary, .ended, .cancelled:
            guard let downIndex else {
                return seen.contains(id) ? .notDown(id: id, phase: phase) : .firstAppearanceNotBegan(id: id, phase: phase)
            }
            if phase.endsContact { down.remove(at: downIndex) }
        }
        return nil
    }
}

extension Trace {
    /// Builds a trace in code, checked against the same rules as a decoded one.
    ///
    /// - Throws: `TraceLoadFailure` naming each broken rule with its place (`events[3].touches[0].phase`).
    public init(
        name: String, screen: Screen, view: Rect? = nil, label: TraceLabel? = nil, meta: JSONValue? = nil,
        scenario: JSONValue? = nil, events: [TouchEvent]
    ) throws(TraceLoadFailure) {
        var problems: [TraceProblem] = []
        func fail(_ path: TracePath, _ rule: TraceRule) {
            problems.append(TraceProblem(severity: .error, path: path, rule: rule))
        }
        for (side, value) in [("width", screen.size.width), ("height", screen.size.height)]
        where !(value.isFinite && value > 0) {
            fail(TracePath.root.appending("screen").appending(side), .notPositive(value))
        }
        if let view {
            for (side, value) in [("width", view.width), ("height", view.height)] where !(value.isFinite && value > 0) {
                fail(TracePath.root.appending("view").appending(side), .notPositive(value))
            }
        }
        if events.isEmpty { fail(TracePath.root.appending("events"), .emptyArray(of: "events")) }
        var lifecycle = TouchLifecycle()
        var times: [Double] = []
        var starts: [Int] = [0]
        var samples: [TouchSample] = []
        for (eventIndex, event) in events.enumerated() {
            let eventPath = TracePath.root.appending("events").appending(eventIndex)
            if !event.time.isFinite { fail(eventPath.appending("t"), .notFinite) }
            if let rule = lifecycle.checkTime(event.time) { fail(eventPath.appending("t"), rule) }
            if event.touches.isEmpty { fail(eventPath.appending("touches"), .emptyArray(of: "touches")) }
            for (touchIndex, touch) in event.touches.enumerated() {
                let touchPath = eventPath.appending("touches").appending(touchIndex)
                for (axis, value) in [("x", touch.location.x), ("y", touch.location.y)] {
                    if !value.isFinite {
                        fail(touchPath.appending(axis), .notFinite)
                    } else if abs(value) > TraceDecoder.maximumPosition {
                        fail(touchPath.appending(axis), .positionTooLarge(value))
                    }
                }
                if let rule = lifecycle.check(id: touch.id, phase: touch.phase, touchIndex: touchIndex) {
                    fail(touchPath.appending(rule.isAboutID ? "id" : "phase"), rule)
                }
                samples.append(touch)
            }
            times.append(event.time)
            starts.append(samples.count)
        }
        if !problems.isEmpty { throw TraceLoadFailure(problems: problems) }
        self.init(
            name: name, screen: screen, view: view ?? screen.bounds, label: label, meta: meta,
            eventTimes: times, touchStarts: starts, touchSamples: samples, scenario: scenario)
    }
}

extension TraceRule {
    /// A lifecycle error a touch that could not be read explains: its "began" was lost with it.
    var followsFromUnreadableTouch: Bool {
        if case .firstAppearanceNotBegan = self { return true }
        return false
    }

    /// Whether the place to point at is the touch's id rather than its phase.
    var isAboutID: Bool {
        if case .duplicateTouchID = self { return true }
        return false
    }
}
