/// Checks the touch lifecycle rules of the trace format, event by event: the one place they
/// are written, shared by the JSON decoder and by traces built in code.
struct TouchLifecycle {
    /// Touches that are down, and ids that have been seen at all (the value is unused): a few
    /// each in a real trace, any number in a document from outside (`SmallIntMap`).
    private var down = SmallIntMap()
    private var seen = SmallIntMap()
    private var previousTime: Double?
    /// The current event's first touch: its id and its index in the event. Most events have one
    /// touch, which then costs no map entry.
    private var firstInEvent: (id: Int, index: Int)?
    /// The ids of the current event after its first, with their index in it.
    private var idsInEvent = SmallIntMap()

    /// A new event: its ids start afresh, whether or not its time could be read.
    mutating func beginEvent() {
        firstInEvent = nil
        idsInEvent.removeAll()
    }

    /// Time never decreases from one event to the next; equal times are allowed.
    mutating func checkTime(_ time: Double) -> TraceRule? {
        beginEvent()
        if let previousTime, time < previousTime {
            return .timeDecreased(previous: previousTime, found: time)
        }
        previousTime = time
        return nil
    }

    /// Lifecycle rules 1–3 and "one id appears at most once in an event".
    mutating func check(id: Int, phase: TouchPhase, touchIndex: Int) -> TraceRule? {
        if let first = firstInEvent {
            if id == first.id { return .duplicateTouchID(id: id, firstIndex: first.index) }
            if let first = idsInEvent[id] {
                return .duplicateTouchID(id: id, firstIndex: first)
            }
            idsInEvent.set(id, touchIndex)
        } else {
            firstInEvent = (id, touchIndex)
        }
        let isDown = down[id] != nil
        switch phase {
        case .began:
            if isDown { return .beganWhileDown(id: id) }
            down.set(id, 0)
            if seen[id] == nil { seen.set(id, 0) }
        case .moved, .stationary, .ended, .cancelled:
            guard isDown else {
                return seen[id] != nil ? .notDown(id: id, phase: phase) : .firstAppearanceNotBegan(id: id, phase: phase)
            }
            if phase.endsContact { down.remove(id) }
        }
        return nil
    }
}

extension Trace {
    /// Builds a trace in code, checked against the same rules as a decoded one.
    ///
    /// - Throws: `TraceLoadFailure` naming each broken rule with its place (`events[3].touches[0].phase`).
    public init(
        name: String, screen: Screen, view: Rect? = nil, label: TraceLabel? = nil, rest: String? = nil,
        meta: JSONValue? = nil, scenario: JSONValue? = nil, events: [TouchEvent]
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
            name: name, screen: screen, view: view ?? screen.bounds, label: label, rest: rest, meta: meta,
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
