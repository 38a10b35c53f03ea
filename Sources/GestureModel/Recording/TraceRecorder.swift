/// Turns touches as UIKit delivers them, and what the app's recognizer and transition did, into
/// a valid trace with its `observed` block. A value: UIKit code feeds it (see
/// `UIKitTraceRecorder`), tests feed it scripted sessions; it never reads a clock.
///
/// Times are the touches' own (seconds since boot), written from the first recorded event (t = 0)
/// and rounded to microseconds. Touch identities map to small ids, the smallest free one, so an
/// id is reused once its touch has ended. Touches already down when recording began are left out
/// until they lift (their first appearance would not be `began`).
public struct TraceRecorder<Identity: Hashable & Sendable>: Sendable {
    public var name: String
    public var screen: Screen
    /// The recognizer's view, in screen coordinates; nil for the whole screen.
    public var view: Rect?
    public var label: TraceLabel?
    public var meta: JSONValue?
    /// Whether coalesced samples are kept (marked `"coalesced": true`; the replay skips them, G7).
    public var keepsCoalescedSamples: Bool

    private var origin: Double?
    private var events: [TouchEvent] = []
    private var lastTime = 0.0
    private var ids: [Identity: Int] = [:]
    /// Touches seen first in a phase other than began: ignored until they lift.
    private var ignored: Set<Identity> = []
    private var observed = ObservedBehaviour()
    private var observesAnything = false
    /// The gesture the latest began belongs to, counted per recognizer (1 for the first): what
    /// samples, calls and coordinator reports from the second gesture on are marked with.
    private var gesture = 1
    private var begins: [String: Int] = [:]
    /// Takes so far: the first is called `name`, the next ones `name-2`, `name-3`, …
    public private(set) var take = 1

    public init(name: String, screen: Screen, view: Rect? = nil, keepsCoalescedSamples: Bool = false) {
        self.name = name
        self.screen = screen
        self.view = view
        self.keepsCoalescedSamples = keepsCoalescedSamples
    }

    /// Seconds since boot as trace time: from the first event, to the microsecond, never earlier than
    /// the last time written (UIKit's own order is kept even if two clocks disagree by a hair).
    private mutating func time(_ timestamp: Double) -> Double {
        let origin = self.origin ?? timestamp
        self.origin = origin
        let t = max(((timestamp - origin) * 1_000_000).rounded() / 1_000_000, lastTime)
        lastTime = t
        return t
    }

    /// One delivery of touches (a `touches…` callback): the touches whose state changed.
    public mutating func record(_ touches: [RecordedTouch<Identity>]) {
        // Coalesced samples first, each its own event at its own time, marked so the replay skips them.
        if keepsCoalescedSamples {
            let finer = touches.flatMap { touch in touch.coalesced.map { (touch, $0) } }.sorted {
                $0.1.timestamp < $1.1.timestamp
            }
            for (touch, sample) in finer {
                guard touch.phase == .moved || touch.phase == .stationary, let id = ids[touch.identity] else {
                    continue
                }
                let t = time(sample.timestamp)
                events.append(
                    TouchEvent(
                        time: t,
                        touches: [TouchSample(id: id, phase: .moved, location: sample.screenLocation, coalesced: true)])
                )
            }
        }
        var samples: [TouchSample] = []
        var lifted: [Identity] = []
        var eventTime: Double?
        for touch in touches {
            let wasDown = ids[touch.identity] != nil
            if touch.phase == .began, !wasDown {
                ignored.remove(touch.identity)
                ids[touch.identity] = freeID(besides: samples)
            }
            guard let id = ids[touch.identity], !ignored.contains(touch.identity),
                !samples.contains(where: { $0.id == id })
            else {
                // Down before recording began, or a second report of a touch in one event.
                if ids[touch.identity] == nil {
                    if touch.phase.endsContact {
                        ignored.remove(touch.identity)
                    } else {
                        ignored.insert(touch.identity)
                    }
                }
                continue
            }
            // UIKit never reports began for a touch that is down; if it did, it is a move.
            let phase: TouchPhase = touch.phase == .began && wasDown ? .moved : touch.phase
            samples.append(
                TouchSample(
                    id: id, phase: phase, location: touch.screenLocation, force: touch.force,
                    majorRadius: touch.majorRadius))
            if phase.endsContact { lifted.append(touch.identity) }
            eventTime = max(eventTime ?? touch.timestamp, touch.timestamp)
        }
        guard let eventTime, !samples.isEmpty else { return }
        events.append(TouchEvent(time: time(eventTime), touches: samples))
        for identity in lifted { ids[identity] = nil }
    }

    /// The smallest id from 1 that no touch down, and no touch of the event being built, uses.
    private func freeID(besides samples: [TouchSample]) -> Int {
        let used = Set(ids.values).union(samples.map(\.id))
        var id = 1
        while used.contains(id) { id += 1 }
        return id
    }

    /// UIKit cancels every touch when the app leaves the foreground or a call comes in, and a
    /// recording may have to end that way: every touch down ends `cancelled` at `timestamp`.
    public mutating func cancelTouchesDown(at timestamp: Double) {
        let down = ids.sorted { $0.value < $1.value }
        guard !down.isEmpty else { return }
        let last = Dictionary(grouping: events.flatMap(\.touches), by: \.id).compactMapValues { $0.last?.location }
        events.append(
            TouchEvent(
                time: time(timestamp),
                touches: down.map {
                    TouchSample(id: $0.value, phase: .cancelled, location: last[$0.value] ?? .zero)
                }))
        ids.removeAll()
    }

    /// One action callback of the app's recognizer, or with `role` of a system recognizer observed
    /// as an extra target, at the time of the event that caused it (the last one recorded) unless
    /// `timestamp` says otherwise. A began after the recognizer's first starts gesture 2, 3, …
    public mutating func recognizerAction(
        kind: String, edge: String? = nil, role: ObservedRecognizer.Role? = nil, state: ObservedRecognizerSample.State,
        translation: Vector? = nil, velocity: Vector? = nil, scale: Double? = nil, scaleVelocity: Double? = nil,
        location: Point? = nil, numberOfTouches: Int? = nil, at timestamp: Double? = nil
    ) {
        let t = timestamp.map { time($0) } ?? lastTime
        let key = role?.rawValue ?? ""
        if state == .began {
            begins[key, default: 0] += 1
            gesture = begins[key] ?? 1
        }
        var sample = ObservedRecognizerSample(
            time: t, state: state, translation: translation, velocity: velocity, scale: scale,
            scaleVelocity: scaleVelocity,
            location: location, numberOfTouches: numberOfTouches)
        sample.gesture = laterGesture
        if let role {
            let index =
                observed.recognizers.firstIndex { $0.role == role }
                ?? {
                    observed.recognizers.append(ObservedRecognizer(kind: kind, edge: edge, owner: .system, role: role))
                    return observed.recognizers.count - 1
                }()
            observed.recognizers[index].samples.append(sample)
        } else {
            if observed.recognizer == nil { observed.recognizer = ObservedRecognizer(kind: kind, edge: edge) }
            observed.recognizer?.samples.append(sample)
        }
        observesAnything = true
    }

    /// The gesture number written on what is recorded now: nil for the first gesture.
    private var laterGesture: Int? { gesture > 1 ? gesture : nil }

    /// One call the app made on its interactive transition: a percent-driven interactor's
    /// (`percentComplete`, `completionSpeed`, `duration`) or a property animator's and its
    /// context's (`value`, `isReversed`, `durationFactor`, `timing`, `completed`).
    public mutating func transitionCall(
        _ call: ObservedTransitionCall.Call, percentComplete: Double? = nil, completionSpeed: Double? = nil,
        duration: Double? = nil, value: Double? = nil, isReversed: Bool? = nil, durationFactor: Double? = nil,
        timing: ObservedTiming? = nil, completed: Bool? = nil, at timestamp: Double? = nil
    ) {
        let t = timestamp.map { time($0) } ?? lastTime
        var entry = ObservedTransitionCall(
            time: t, call: call, percentComplete: percentComplete, completionSpeed: completionSpeed, duration: duration)
        entry.value = value
        entry.isReversed = isReversed
        entry.durationFactor = durationFactor
        entry.timing = timing
        entry.completed = completed
        entry.gesture = laterGesture
        observed.transition.append(entry)
        observesAnything = true
    }

    /// What a system transition's coordinator reported when its interactive part ended
    /// (`notifyWhenInteractionChanges`).
    public mutating func coordinatorReported(
        isCancelled: Bool, percentComplete: Double? = nil, completionVelocity: Double? = nil,
        transitionDuration: Double? = nil,
        completionCurve: String? = nil, at timestamp: Double? = nil
    ) {
        let t = timestamp.map { time($0) } ?? lastTime
        observed.coordinator.append(
            ObservedCoordinator(
                time: t, isCancelled: isCancelled, percentComplete: percentComplete,
                completionVelocity: completionVelocity,
                transitionDuration: transitionDuration, completionCurve: completionCurve, gesture: laterGesture))
        observesAnything = true
    }

    /// Where the device said a resting surface came to rest: a place's name, or a page as "page N".
    public mutating func cameToRest(at place: String, at timestamp: Double? = nil) {
        let t = timestamp.map { time($0) } ?? lastTime
        observed.rest.append(ObservedRest(time: t, place: place, gesture: laterGesture))
        observesAnything = true
    }

    /// When the transition context reported completion (`completeTransition`), and how.
    public mutating func transitionCompleted(_ completed: Bool, at timestamp: Double) {
        observed.completion = ObservedCompletion(time: time(timestamp), completed: completed)
        observesAnything = true
    }

    /// The OS and device, for the `observed` block.
    public mutating func system(_ description: String) {
        observed.system = description
    }

    /// Whether any touch has been recorded.
    public var isEmpty: Bool { events.isEmpty }

    /// Ends this take and starts the next with the same screen, view and settings: no events, no
    /// label, nothing observed; touches still down are left out until they lift, as at the start.
    public mutating func startNewTake() {
        let down = Set(ids.keys)
        let next = take + 1
        self = TraceRecorder(name: name, screen: screen, view: view, keepsCoalescedSamples: keepsCoalescedSamples)
        ignored = down
        take = next
    }

    /// The recording as a checked trace: a recording stopped with fingers down ends with them down
    /// (format rule 5). Throws only if the recorder itself broke a rule, naming it.
    public func trace() throws(TraceLoadFailure) -> Trace {
        let takeName = take == 1 ? name : "\(name)-\(take)"
        var trace = try Trace(name: takeName, screen: screen, view: view, label: label, meta: meta, events: events)
        if observesAnything || observed.system != nil { trace.observed = observed }
        return trace
    }
}
