import GestureModel
import Interaction

/// Makes labelled traces from parameterised motions, for tuning and for tests.
///
/// Every motion follows a minimum-jerk displacement profile, x(τ) = D·(10τ³ − 15τ⁴ + 6τ⁵), whose
/// peak speed is 1.875·D/T at τ = ½; an overshoot runs past D and returns, a pause holds still
/// before the lift, a flick back returns part of the way quickly at the end.
public struct Synthesizer: Sendable {
    public enum Kind: String, Sendable, CaseIterable {
        case edgeLeft = "edge-left"
        case edgeRight = "edge-right"
        case edgeTop = "edge-top"
        case edgeBottom = "edge-bottom"
        case panDown = "pan-down"
        case panSideways = "pan-sideways"
        case pinchOpen = "pinch-open"
        case pinchClose = "pinch-close"
        /// A drag on an `android-sheet` resting collapsed, meant to rest at one of its places.
        case sheet
        /// A swipe on a `flutter-page` pager at page 0, meant to rest at page 0 or 1.
        case pager
        /// A swipe on an `android-item-swipe` list item, meant to leave it kept or dismissed either way.
        case item
        /// A swipe in from the left edge on an `android-drawer`, meant to open it or let it close.
        case drawer
        /// A pull down on an `android-swipe-refresh` list at its top, meant to refresh or not.
        case pull

        /// The surface a resting kind's traces are meant for: its preset's; nil for a transition's.
        public var restingPreset: Scenario? {
            switch self {
            case .sheet: .androidSheet
            case .pager: .flutterPage
            case .item: .androidItemSwipe
            case .drawer: .androidDrawer
            case .pull: .androidSwipeRefresh
            case .edgeLeft, .edgeRight, .edgeTop, .edgeBottom, .panDown, .panSideways, .pinchOpen, .pinchClose: nil
            }
        }

        /// The preset a trace of this kind is meant for, written inline into each trace.
        var scenario: JSONValue {
            switch self {
            case .edgeLeft: .object(["preset": .string("edge-back")])
            case .edgeRight:
                .object([
                    "preset": .string("edge-back"), "name": .string("edge-back-right"),
                    "recognizer": .object(["edge": .string("right")]),
                ])
            case .edgeTop:
                .object([
                    "preset": .string("edge-back"), "name": .string("edge-back-top"),
                    "recognizer": .object(["edge": .string("top")]),
                ])
            case .edgeBottom:
                .object([
                    "preset": .string("edge-back"), "name": .string("edge-back-bottom"),
                    "recognizer": .object(["edge": .string("bottom")]),
                ])
            case .panDown: .object(["preset": .string("swipe-dismiss")])
            case .panSideways: .object(["preset": .string("swipe-back")])
            case .pinchOpen, .pinchClose: .object(["preset": .string("book-pinch")])
            case .sheet, .pager, .item, .drawer, .pull: .object(["preset": .string(restingPreset?.name ?? "")])
            }
        }
    }

    /// Ranges the generator draws from; a single value is a range of one.
    public struct Parameters: Sendable, Hashable {
        /// Travel as a fraction of the view's extent along the motion (for pinches, of the start distance).
        public var distance: ClosedRange<Double>?
        /// Seconds for the main stroke.
        public var duration: ClosedRange<Double>?
        /// Points past the distance before returning.
        public var overshoot: ClosedRange<Double> = 0...0
        /// Seconds held still before the lift.
        public var pause: ClosedRange<Double> = 0...0
        /// Fraction of the distance returned quickly at the end.
        public var flickBack: ClosedRange<Double> = 0...0
        /// Samples per second.
        public var rate: Double = 120
        /// Position noise, points (uniform ±).
        public var jitter: Double = 0.15
        /// Timestamp noise, seconds (uniform ±, never reordering events).
        public var timeJitter: Double = 0
        /// The intended outcome; nil draws finish or cancel at random and motions to match. A
        /// sheet's or a pager's traces draw the place they mean instead.
        public var label: TraceLabel?

        public init() {}
    }

    public var kind: Kind
    public var parameters: Parameters
    public var screen = Screen(size: Size(width: 390, height: 844), scale: 3, refreshRate: 120)

    public init(kind: Kind, parameters: Parameters) {
        self.kind = kind
        self.parameters = parameters
        self.screen.refreshRate = parameters.rate
    }

    /// The minimum-jerk profile, 0 at τ = 0 and 1 at τ = 1.
    public static func minimumJerk(_ tau: Double) -> Double {
        let t = min(max(tau, 0), 1)
        return t * t * t * (10 - 15 * t + 6 * t * t)
    }

    /// Trace number `index` of a corpus made with `seed`: each trace draws from its own stream, so
    /// any slice of a corpus can be made alone and the same seed always gives the same bytes.
    /// The most samples one synthesized trace may have: a longer one is refused, never allocated.
    public static let maximumSamples = 100_000

    public func trace(index: Int, seed: UInt64) throws(TraceLoadFailure) -> (trace: Trace, json: JSONValue) {
        var random = SplitMix64(seed: seed &+ UInt64(index) &* 0x2545_F491_4F6C_DD1D)
        let intent = kind.restingPreset?.resting.map { drawRest(on: $0, random: &random) } ?? drawLabel(random: &random)
        let (label, flick, travel, duration) = (intent.label, intent.flick, intent.travel, intent.duration)
        let distance = intent.distance
        // Past the travel the way it goes (a sheet's drag up goes up past it).
        let overshoot = random.value(in: parameters.overshoot) * (travel < 0 ? -1 : 1)
        let pause = random.value(in: parameters.pause)
        let flickBack = random.value(in: parameters.flickBack)
        let dt = 1 / parameters.rate

        // Displacement along the motion over time, in points (pinches: change of finger distance;
        // a sheet's or a pager's: its offset's change, signed).
        var path: [Double] = []
        let strokeFrames = max(2, Self.frames(duration / dt))
        // A flick is released mid-stroke, at speed: the first 60 % of a minimum-jerk stroke, scaled to the travel.
        let strokeEnd = flick ? 0.6 : 1.0
        let scale = (travel + overshoot) / Self.minimumJerk(strokeEnd)
        for k in 0...strokeFrames {
            path.append(scale * Self.minimumJerk(strokeEnd * Double(k) / Double(strokeFrames)))
        }
        if overshoot != 0 {
            let frames = max(1, Self.frames(duration * 0.3 / dt))
            for k in 1...frames {
                path.append(travel + overshoot - overshoot * Self.minimumJerk(Double(k) / Double(frames)))
            }
        }
        let pauseFrames = Self.frames(pause / dt)
        if pauseFrames > 0 { path += [Double](repeating: path.last ?? 0, count: pauseFrames) }
        if flickBack > 0 {
            let back = flickBack * travel
            let frames = max(2, Self.frames(0.08 / dt))
            let from = path.last ?? 0
            for k in 1...frames { path.append(from - back * Self.minimumJerk(Double(k) / Double(frames))) }
        }

        var events: [TouchEvent] = []
        var time = 0.0
        for (index, offset) in path.enumerated() {
            if index > 0 {
                time +=
                    dt
                    + (parameters.timeJitter > 0 ? random.value(in: -parameters.timeJitter...parameters.timeJitter) : 0)
                time = max(time, events.last?.time ?? 0)
            }
            let phase: TouchPhase = index == 0 ? .began : .moved
            let noise = { (r: inout SplitMix64) -> Double in
                self.parameters.jitter > 0 ? r.value(in: -self.parameters.jitter...self.parameters.jitter) : 0
            }
            let touches = kind.touches(
                offset: offset, phase: phase, screen: screen.size, leftward: travel < 0, noise: { noise(&random) })
            events.append(TouchEvent(time: rounded(time, 1e6), touches: touches))
        }
        if let last = events.last {
            let lift = last.touches.map { TouchSample(id: $0.id, phase: .ended, location: $0.location) }
            events.append(TouchEvent(time: rounded(last.time + dt, 1e6), touches: lift))
        }
        let name = "\(kind.rawValue)-\(index)"
        let meant = intent.rest.map { "rest at \($0)" } ?? label?.rawValue ?? ""
        let meta: JSONValue = .object([
            "description": .string(
                "Synthesized \(kind.rawValue) meant to \(meant): \(fixed(travel, 1)) pt in \(fixed(duration, 3)) s"
            ),
            "generator": .object([
                "kind": .string(kind.rawValue), "seed": .number(Double(seed)), "index": .number(Double(index)),
                "distance": .number(rounded(distance, 1e6)), "duration": .number(rounded(duration, 1e6)),
                "overshoot": .number(rounded(abs(overshoot), 1e6)), "pause": .number(rounded(pause, 1e6)),
                "flickBack": .number(rounded(flickBack, 1e6)), "releasedAtSpeed": .bool(flick),
                "rate": .number(parameters.rate),
                "jitter": .number(parameters.jitter), "timeJitter": .number(parameters.timeJitter),
            ]),
        ])
        // Traces built here obey the format by construction; the checked initializer proves it.
        let trace = try Trace(
            name: name, screen: screen, label: label, rest: intent.rest, meta: meta, scenario: kind.scenario,
            events: events)
        return (trace, TraceWriter.json(trace))
    }

    /// What a transition's trace means, and a motion to match: a finish goes far or fast, a cancel
    /// short, slow or back, unless the caller fixed the label, the distance or the duration.
    private func drawLabel(random: inout SplitMix64) -> Intent {
        let label = parameters.label ?? (random.unit() < 0.5 ? .finish : .cancel)
        let flick = label == .finish && random.unit() < 0.3
        let distance = random.value(
            in: parameters.distance ?? (label == .finish ? (flick ? 0.15...0.4 : 0.4...0.85) : 0.05...0.5))
        let duration = random.value(in: parameters.duration ?? (flick ? 0.08...0.15 : 0.25...0.9))
        return Intent(
            label: label, rest: nil, flick: flick, distance: distance, travel: distance * kind.extent(screen.size),
            duration: duration)
    }

    /// Where a resting surface's trace means to rest, and a motion to match: a place other than
    /// the start is reached by a drag most of the way (0.6 to 0.95 of it, released at rest) or a
    /// flick part of the way (0.15 to 0.45, released at speed); the start by a short slow drag
    /// either way (under 0.3 of the way to its nearest neighbour). A pager means its start page or
    /// the next. A pull means to refresh by 1.2 to 2 times the refreshing place, or not by 0.35 to
    /// 0.8 of it (past the slop). `distance` and `duration` fix the stroke, toward the meant place.
    private func drawRest(on surface: RestingSurface, random: inout SplitMix64) -> Intent {
        let places = surface.places
        let start = surface.startOffset
        let candidates =
            surface.axis == .pager
            ? places.filter {
                abs($0.offset - start) <= (places.count > 1 ? abs(places[1].offset - places[0].offset) : 0)
            }
            : places
        let meant = candidates[min(Int(random.unit() * Double(candidates.count)), candidates.count - 1)]
        let away = meant.offset - start
        // A pull reads no velocity: past its trigger by a margin, or short of it.
        if surface.axis == .pull {
            let refresh = places.last?.offset ?? 100
            var travel = refresh * (away == 0 ? random.value(in: 0.35...0.8) : random.value(in: 1.2...2))
            if let distance = parameters.distance { travel = random.value(in: distance) * kind.extent(screen.size) }
            let duration = random.value(in: parameters.duration ?? 0.3...0.8)
            return Intent(
                label: nil, rest: meant.name, flick: false, distance: travel / kind.extent(screen.size),
                travel: travel, duration: duration)
        }
        let flick = away != 0 && random.unit() < 0.35
        var travel: Double
        if away == 0 {
            let neighbour = places.map { abs($0.offset - start) }.filter { $0 > 0 }.min() ?? 100
            // From the first or the last place the only way is in (a closed drawer, a kept item
            // swiped one way only); from between them either way.
            let offsets = places.map(\.offset)
            let inward: Double =
                start <= (offsets.min() ?? start)
                ? 1 : start >= (offsets.max() ?? start) ? -1 : random.unit() < 0.5 ? -1 : 1
            travel = random.value(in: 0.05...0.3) * neighbour * inward
        } else {
            travel = away * random.value(in: flick ? 0.15...0.45 : 0.6...0.95)
        }
        if let distance = parameters.distance {
            let direction: Double = away == 0 ? 1 : (away < 0 ? -1 : 1)
            travel = direction * random.value(in: distance) * kind.extent(screen.size)
        }
        let duration = random.value(in: parameters.duration ?? (flick ? 0.08...0.15 : 0.3...0.8))
        return Intent(
            label: nil, rest: meant.name, flick: flick, distance: travel / kind.extent(screen.size), travel: travel,
            duration: duration)
    }

    /// What a trace means (a label or a resting place) and the stroke drawn for it.
    private struct Intent {
        var label: TraceLabel?
        var rest: String?
        var flick: Bool
        /// The travel as a fraction of the view's extent, as drawn; and in points along the
        /// motion, signed for a resting surface's offset.
        var distance: Double
        var travel: Double
        var duration: Double
    }
}

extension Synthesizer {
    /// A frame count from a number of frames: bounded, so no value reaches a trapping conversion.
    static func frames(_ count: Double) -> Int {
        guard count.isFinite, count > 0 else { return 0 }
        return Int(min(count.rounded(), Double(maximumSamples)))
    }
}

private func rounded(_ value: Double, _ scale: Double) -> Double { (value * scale).rounded() / scale }

extension Synthesizer.Kind {
    func extent(_ screen: Size) -> Double {
        switch self {
        case .edgeLeft, .edgeRight, .panSideways, .pager, .item, .drawer: screen.width
        case .edgeTop, .edgeBottom, .panDown, .sheet, .pull: screen.height
        case .pinchOpen, .pinchClose: 100
        }
    }

    /// The touches at `offset` along the motion; `leftward` when the stroke goes left (a list item
    /// starts at the side it leaves from).
    func touches(
        offset: Double, phase: TouchPhase, screen: Size, leftward: Bool = false, noise: () -> Double
    )
        -> [TouchSample]
    {
        func touch(_ id: Int, _ x: Double, _ y: Double) -> TouchSample {
            TouchSample(
                id: id, phase: phase,
                location: Point(x: ((x + noise()) * 100).rounded() / 100, y: ((y + noise()) * 100).rounded() / 100))
        }
        let midX = screen.width / 2
        let midY = screen.height / 2
        switch self {
        case .edgeLeft: return [touch(1, 4 + offset, midY)]
        case .edgeRight: return [touch(1, screen.width - 4 - offset, midY)]
        case .edgeTop: return [touch(1, midX, 4 + offset)]
        case .edgeBottom: return [touch(1, midX, screen.height - 4 - offset)]
        case .panDown: return [touch(1, midX, midY - 100 + offset)]
        case .panSideways: return [touch(1, 80 + offset, midY)]
        case .pinchOpen, .pinchClose:
            let distance = self == .pinchOpen ? 100 + offset : 300 - min(offset, 250)
            return [touch(1, midX - distance / 2, midY), touch(2, midX + distance / 2, midY)]
        // On the sheet, 56 pt below its top where it rests; the offset grows as the finger goes down.
        case .sheet: return [touch(1, midX, (restingPreset?.resting?.startOffset ?? midY) + 56 + offset)]
        // Near the right edge; the offset grows as the finger goes left.
        case .pager: return [touch(1, screen.width - 30 - offset, midY)]
        // From the side of the item the stroke leaves from, so a whole swipe stays on the screen.
        case .item: return [touch(1, (leftward ? screen.width - 10 : 10) + offset, midY)]
        // In the left edge's strip; the drawer opens as the finger goes right.
        case .drawer: return [touch(1, 4 + offset, midY)]
        // Near the top of the list; the pull grows as the finger goes down.
        case .pull: return [touch(1, midX, 150 + offset)]
        }
    }
}
