import GestureModel
import Interaction

/// A change a real device or a loaded test runner makes to a recorded motion: another sampling
/// rate, dropped frames, jittered timestamps, the last move coalesced into the lift, a late lift.
/// Each is a pure function of the trace (and its seed), so a robustness check is deterministic.
public enum Perturbation: Sendable, Hashable, CustomStringConvertible {
    /// The moves resampled at this rate (Hz) on a grid from the first event, each touch's position
    /// interpolated along its recorded path; touch-downs and lifts keep their times and places. A
    /// gap between recorded events is filled only within `restReach` of its sides.
    case resample(rate: Double)
    /// Each event that only moves touches dropped with this probability.
    case dropFrames(fraction: Double, seed: UInt64)
    /// Every event's time moved by up to ± this many seconds, never past the middle of the gap to
    /// its neighbours, so times never decrease.
    case jitter(seconds: Double, seed: UInt64)
    /// The last event that only moves touches before the first lift removed: the lift is the
    /// first the system hears of that movement.
    case coalesceLastMove
    /// The first lift, and everything after it, this many seconds later.
    case delayLift(seconds: Double)
    /// Each touch moved in a straight line from where it went down to where it lifted, at a
    /// constant velocity, sampled at this rate (Hz): the swipe an XCUITest or Appium call draws
    /// between the recording's end points in its time.
    case straightLine(rate: Double)
    /// Every touch sample moved by up to ± this many points on each axis, uniformly: a
    /// digitizer's noise.
    case positionNoise(points: Double, seed: UInt64)
    /// The lift moved this many points along the motion's direction, from the touch-down to the
    /// last move (back against it when negative), rolled in over the moves of the last
    /// `rollDuration` before it: a finger rolling off the glass.
    case displaceLift(points: Double)

    public var description: String {
        switch self {
        case .resample(let rate): "resample-\(JSONWriter.formatNumber(rate))hz"
        case .dropFrames(let fraction, let seed): "drop-\(JSONWriter.formatNumber(fraction * 100))%-seed-\(seed)"
        case .jitter(let seconds, let seed): "jitter-\(JSONWriter.formatNumber(seconds * 1000))ms-seed-\(seed)"
        case .coalesceLastMove: "coalesce-last-move"
        case .delayLift(let seconds): "delay-lift-\(prose(seconds * 1000, 1))ms"
        case .straightLine(let rate): "straight-line-\(JSONWriter.formatNumber(rate))hz"
        case .positionNoise(let points, let seed): "noise-\(JSONWriter.formatNumber(points))pt-seed-\(seed)"
        case .displaceLift(let points):
            points < 0
                ? "lift-back-\(JSONWriter.formatNumber(-points))pt" : "lift-on-\(JSONWriter.formatNumber(points))pt"
        }
    }

    /// The perturbed trace, without its `observed` block (the device's record of the original
    /// motion) or coalesced samples; nil when the change leaves no valid trace.
    public func apply(to trace: Trace) -> Trace? {
        let events = trace.events.map { event in
            TouchEvent(
                time: event.time,
                touches: event.touches.map { touch in
                    TouchSample(
                        id: touch.id, phase: touch.phase, location: touch.location, force: touch.force,
                        majorRadius: touch.majorRadius)
                })
        }.filter { event in !event.touches.isEmpty }
        let changed: [TouchEvent]
        switch self {
        case .resample(let rate): changed = Self.resample(events, rate: rate, straight: false)
        case .straightLine(let rate): changed = Self.resample(events, rate: rate, straight: true)
        case .dropFrames(let fraction, let seed):
            var random = SplitMix64(seed: seed)
            changed = events.filter { event in !(Self.onlyMoves(event) && random.unit() < fraction) }
        case .jitter(let seconds, let seed):
            var random = SplitMix64(seed: seed)
            changed = events.indices.map { index in
                var event = events[index]
                let offset = (random.unit() * 2 - 1) * seconds
                let low = index > 0 ? (events[index - 1].time + event.time) / 2 : -Double.infinity
                let high = index + 1 < events.count ? (event.time + events[index + 1].time) / 2 : Double.infinity
                event.time = min(max(event.time + offset, low), high)
                return event
            }
        case .coalesceLastMove:
            guard let lift = events.firstIndex(where: Self.lifts),
                let last = events[..<lift].lastIndex(where: Self.onlyMoves)
            else { return nil }
            changed = Array(events[..<last] + events[(last + 1)...])
        case .positionNoise(let points, let seed):
            var random = SplitMix64(seed: seed)
            changed = events.map { event in
                Self.moving(event) { _ in
                    let dx = (random.unit() * 2 - 1) * points
                    return Vector(dx: dx, dy: (random.unit() * 2 - 1) * points)
                }
            }
        case .displaceLift(let points):
            guard let lift = events.firstIndex(where: Self.lifts),
                let last = events[..<lift].lastIndex(where: Self.onlyMoves),
                let direction = Self.direction(from: events[..<last], to: events[last])
            else { return nil }
            // The roll grows linearly over the moves in the last `rollDuration`: all of it at the lift.
            let end = events[lift].time
            changed = events.indices.map { index in
                let share =
                    index >= lift
                    ? 1
                    : (index > 0 && Self.onlyMoves(events[index]))
                        ? max(0, 1 - (end - events[index].time) / Self.rollDuration) : 0
                guard share > 0 else { return events[index] }
                return Self.moving(events[index]) { _ in direction * (points * share) }
            }
        case .delayLift(let seconds):
            guard let lift = events.firstIndex(where: Self.lifts) else { return nil }
            changed = events.indices.map { index in
                var event = events[index]
                if index >= lift { event.time += seconds }
                return event
            }
        }
        return try? Trace(
            name: trace.name, screen: trace.screen, view: trace.view, label: trace.label, rest: trace.rest,
            meta: trace.meta, scenario: trace.scenario, events: changed)
    }

    /// How far apart two times written to a trace file (in microseconds) may be and still be one.
    static let timeRounding = 1e-5

    /// How far into a gap between recorded events the grid reaches from each side: `Trace.restGap`,
    /// every velocity estimate reading at most 100 ms back (the Android and Flutter horizons) or
    /// weighing a sample a second old by under 0.8⁶⁰ (P6 at 60 Hz), so grid times further than
    /// this from both sides change no decision, and a pause costs what its ends hold.
    static let restReach = Trace.restGap

    /// The fastest resampling rate (Hz): past what touch panels sample, so a resampled trace holds
    /// at most `2 × restReach × fastestRate` grid moves per recorded event.
    public static let fastestRate = 2000.0

    /// `event` with each touch moved by `offset(touch)`, in the touches' order.
    static func moving(_ event: TouchEvent, by offset: (TouchSample) -> Vector) -> TouchEvent {
        var event = event
        event.touches = ArraySlice(
            event.touches.map { touch in
                var touch = touch
                touch.location = touch.location + offset(touch)
                return touch
            })
        return event
    }

    /// How long a finger takes to roll off the glass as it lifts: our reading, a few frames
    /// (0.05 s is where the account starts calling a velocity stale, P6).
    static let rollDuration = 0.05

    /// The unit vector of the touches' movement from where each went down (its first sample in
    /// `earlier`) to `event`; nil when they did not move.
    static func direction(from earlier: ArraySlice<TouchEvent>, to event: TouchEvent) -> Vector? {
        var sum = Vector.zero
        for touch in event.touches {
            guard let down = earlier.lazy.compactMap({ $0.touches.first { $0.id == touch.id } }).first else {
                continue
            }
            sum = sum + (touch.location - down.location)
        }
        let length = sum.length
        return length > 0 && length.isFinite ? sum / length : nil
    }

    static func onlyMoves(_ event: TouchEvent) -> Bool {
        event.touches.allSatisfy { $0.phase == .moved || $0.phase == .stationary }
    }

    static func lifts(_ event: TouchEvent) -> Bool {
        event.touches.contains { $0.phase == .ended || $0.phase == .cancelled }
    }

    /// Keeps every event that starts or ends a touch; between two of them, one event per grid
    /// time with every touch that is down at its interpolated place: along its recorded path up to
    /// its last recorded move, or (`straight`) along the line from its first place to its last,
    /// up to the next event that starts or ends a touch.
    static func resample(_ events: [TouchEvent], rate: Double, straight: Bool) -> [TouchEvent] {
        guard let start = events.first?.time, rate > 0 else { return events }
        // Each touch's path: (time, place) in order, every recorded sample or its two ends.
        var paths: [Int: [(time: Double, location: Point)]] = [:]
        for event in events {
            for touch in event.touches { paths[touch.id, default: []].append((event.time, touch.location)) }
        }
        if straight {
            for (id, path) in paths {
                if let first = path.first, let last = path.last { paths[id] = [first, last] }
            }
        }
        // Grid times only grow, so each touch's place is found from where the last one was.
        var cursors: [Int: Int] = [:]
        func place(of id: Int, at time: Double) -> Point {
            guard let path = paths[id], let first = path.first else { return Point(x: 0, y: 0) }
            var after = cursors[id, default: 0]
            while after < path.count, path[after].time <= time { after += 1 }
            cursors[id] = after
            guard after < path.count else { return path[path.count - 1].location }
            guard after > 0 else { return first.location }
            let (a, b) = (path[after - 1], path[after])
            let f = b.time > a.time ? (time - a.time) / (b.time - a.time) : 1
            return Point(
                x: a.location.x + (b.location.x - a.location.x) * f, y: a.location.y + (b.location.y - a.location.y) * f
            )
        }
        var result: [TouchEvent] = []
        var down: [Int] = []
        let anchors = events.indices.filter { !onlyMoves(events[$0]) }
        for (position, anchor) in anchors.enumerated() {
            let event = events[anchor]
            result.append(event)
            for touch in event.touches {
                switch touch.phase {
                case .began: if !down.contains(touch.id) { down.append(touch.id) }
                case .ended, .cancelled: down.removeAll { $0 == touch.id }
                case .moved, .stationary: break
                }
            }
            guard !down.isEmpty else { continue }
            // Grid times after this anchor up to the last recorded move before the next one: a
            // device sampling faster would have seen the motion, but nothing after its last move
            // is known (a lift usually repeats the last move's place).
            let next = position + 1 < anchors.count ? anchors[position + 1] : events.count
            let lastMove: Double
            if straight {
                guard next < events.count else { continue }
                lastMove = events[next].time - Self.timeRounding
            } else {
                guard let last = events[(anchor + 1)..<next].last?.time else { continue }
                lastMove = last
            }
            var step = ((event.time - start) * rate).rounded(.down) + 1
            // The recorded times around the grid: the grid reaches `restReach` into a gap from each side.
            var recorded = anchor
            // A grid time within the rounding of the file's times (10 µs) of the last move is that move.
            while case let grid = start + step / rate, grid <= lastMove + Self.timeRounding {
                let time = min(grid, lastMove)
                while recorded + 1 < next, events[recorded + 1].time <= time { recorded += 1 }
                let following = recorded + 1 < next ? events[recorded + 1].time : lastMove
                if time - events[recorded].time > Self.restReach, following - time > Self.restReach {
                    step = max(step + 1, ((following - Self.restReach - start) * rate).rounded(.up))
                    continue
                }
                if time > event.time {
                    result.append(
                        TouchEvent(
                            time: time,
                            touches: down.map { TouchSample(id: $0, phase: .moved, location: place(of: $0, at: time)) })
                    )
                }
                step += 1
            }
        }
        return result
    }

    /// The perturbations `check` tries by default: 60, 80 and 120 Hz, 10 % of frames dropped,
    /// ± 2 ms of jitter, the last move coalesced, the lift a 60 Hz frame late; each sample moved
    /// by up to ± `noise` points and the lift rolled `lift` points on and back.
    public static func defaults(
        rates: [Double] = [60, 80, 120], dropFraction: Double = 0.1, jitter: Double = 0.002, seed: UInt64 = 1,
        noise: Double = defaultNoise, lift: Double = defaultLift
    ) -> [Perturbation] {
        rates.map { .resample(rate: $0) } + [
            .dropFrames(fraction: dropFraction, seed: seed), .jitter(seconds: jitter, seed: seed), .coalesceLastMove,
            .delayLift(seconds: 1.0 / 60),
        ] + (noise > 0 ? [.positionNoise(points: noise, seed: seed)] : [])
            + (lift > 0 ? [.displaceLift(points: lift), .displaceLift(points: -lift)] : [])
    }

    /// Points per millimetre on an iPhone: 163 points to the inch (326 pixels at 2x, and the 3x
    /// screens keep about the same point size).
    public static let pointsPerMillimetre = 163 / 25.4

    /// A digitizer's noise on each sample: 0.5 mm, the stationary jitter Windows' touch display
    /// requirements allow (the only published bound on it), in points.
    public static let defaultNoise = (0.5 * pointsPerMillimetre * 10).rounded() / 10

    /// How far a finger rolling off the glass moves the lift: 1 mm, the moving jitter (linearity)
    /// those requirements allow, in points.
    public static let defaultLift = (1 * pointsPerMillimetre * 10).rounded() / 10

    /// A decision whose position margin is under this many points is fragile whatever the
    /// perturbations: the stationary jitter again, 0.5 mm.
    public static let defaultFloor = defaultNoise
}
