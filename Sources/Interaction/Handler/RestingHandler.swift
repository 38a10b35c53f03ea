import GestureModel

/// One release of a resting surface: what its rule read, what it chose and why, and the settle.
public struct RestingRelease: Sendable, Hashable {
    /// The recognizer's ended or cancelled action, seconds on the trace's clock.
    public var time: Double
    /// Whether the recognizer cancelled (the rule then reads the velocity its platform gives a
    /// cancelled drag).
    public var cancelled: Bool
    public var release: RestRelease
    /// Where the drag began: the place it rested at, or the settle it grabbed.
    public var began: Double
    public var decision: RestDecision
    /// What the settle is made of: the surface on its screen, the view's width, the screen's scale
    /// and the display's frame.
    let settling: (surface: RestingSurface, viewWidth: Double, scale: Double, frame: Double)

    /// How the surface settles from the release to the place chosen, made when read: a check or a
    /// sweep reads the place and never the settle, whose spring or frames are most of a release's
    /// work. A reader that reads it often (a plot's frames) keeps it.
    public var settle: RestSettle {
        settling.surface.settle(
            release, to: decision.place, viewWidth: settling.viewWidth, scale: settling.scale, frame: settling.frame)
    }

    /// When the surface comes to rest, on the trace's clock.
    public var restTime: Double { time + settle.duration }

    public static func == (a: Self, b: Self) -> Bool {
        a.time == b.time && a.cancelled == b.cancelled && a.release == b.release && a.began == b.began
            && a.decision == b.decision && a.settling == b.settling
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(time)
        hasher.combine(release)
        hasher.combine(decision)
    }
}

/// What a resting surface did over a trace: its offset at each action and each release.
public struct RestingRun: Sendable, Hashable {
    public struct Sample: Sendable, Hashable {
        public var time: Double
        public var offset: Double
    }

    /// The surface, on the trace's screen.
    public var surface: RestingSurface
    /// The app's rule that chose the places, when it was not the surface's own (`RestingPlaceChooser`).
    public var chooser: String?
    /// The screen's pixels per point.
    public var scale: Double
    /// The offset the recognizer's actions moved it to, one sample per action.
    public var track: [Sample]
    public var releases: [RestingRelease]

    /// The last release: where the trace leaves the surface.
    public var last: RestingRelease? { releases.last }
}

/// App code that picks where a sheet or a pager comes to rest: the rule an app writes instead of a
/// platform's (for example, the place nearest where the release's momentum would carry it). A
/// replay runs it on a platform's surface, which gives the places, how the surface follows the
/// finger, the velocity at the release and the settle.
public protocol RestingPlaceChooser: Sendable {
    /// Names the rule in reports; by default its type's name.
    var name: String { get }

    /// The place the surface comes to rest at after `release`, one of `places`.
    func restingPlace(after release: RestRelease, among places: [RestingPlace]) -> RestingPlace
}

extension RestingPlaceChooser {
    public var name: String { String(describing: Self.self) }
}

/// The handler of a resting scenario: it moves the surface with the pan's translation along the
/// surface's axis from where it rested, and at each lift or cancel asks the surface's rule for a
/// resting place and runs the settle. It drives no transition. A drag that begins while a settle
/// runs grabs the surface where the settle has it.
public struct RestingHandler: GestureHandler {
    public private(set) var run: RestingRun
    let viewWidth: Double
    let frame: Double
    /// What the drag reads of the surface, worked out once: each action reads it, and a surface's
    /// places are made (names and all) when asked.
    let drag: RestingDrag
    /// The surface's places, made once: a sheet's names may be formatted numbers.
    let places: [RestingPlace]
    /// Where the current drag began, and the translation along the axis its first change had
    /// (subtracted where the surface follows from the first change, RF6).
    var dragStart: Double
    var firstChange: Double?
    /// The drag's farthest offset so far and the farthest it fell back from it, kept where the
    /// drag reads its path.
    var peak = 0.0
    var retreat = 0.0
    /// Where the surface rests between drags.
    var resting: Double

    /// - Parameters:
    ///   - surface: on the trace's screen (`RestingSurface.onScreen(scale:)`).
    ///   - frame: the display's frame, seconds (a frame-stepped settle steps by it).
    /// The app's rule, where it decides instead of the surface's.
    let chooser: (any RestingPlaceChooser)?

    /// With `chooser`, the app's rule picks each place on the surface.
    public init(
        surface: RestingSurface, viewWidth: Double, scale: Double, frame: Double,
        chooser: (any RestingPlaceChooser)? = nil
    ) {
        self.chooser = chooser
        run = RestingRun(surface: surface, chooser: chooser?.name, scale: scale, track: [], releases: [])
        self.viewWidth = viewWidth
        places = surface.places
        drag = surface.drag(among: places)
        self.frame = frame
        let start = drag.startOffset
        // A drag's actions, in one allocation for a usual gesture.
        run.track.reserveCapacity(128)
        dragStart = start
        resting = start
    }

    public var name: String { "resting" }

    public mutating func handle(_ gesture: inout Gesture, transition: inout some PercentDrivenInteraction) {
        handle(gesture)
    }

    mutating func handle(_ gesture: Gesture) {
        switch gesture.state {
        case .began:
            // A settle still running is grabbed where it has the surface.
            if let settle = run.last?.settle, let last = run.last, gesture.time < last.time + settle.duration {
                dragStart = settle.offset(at: gesture.time - last.time)
            } else if case .pan(let pan) = gesture.sample {
                dragStart = drag.start(from: resting, held: gesture.time - pan.touchDownTime)
            } else {
                dragStart = resting
            }
            firstChange = nil
            (peak, retreat) = (dragStart, 0)
            run.track.append(.init(time: gesture.time, offset: dragStart))
        case .changed:
            if drag.followsFromFirstChange, firstChange == nil { firstChange = drag.along(gesture.translation) }
            let moved = offset(of: gesture)
            if drag.readsPath { (peak, retreat) = path(to: moved) }
            run.track.append(.init(time: gesture.time, offset: moved))
        case .ended, .cancelled:
            let surface = run.surface
            let cancelled = gesture.state == .cancelled
            let release = release(of: gesture)
            let decision =
                chooser.map { Self.decision(by: $0, release, among: places) }
                ?? surface.decide(release, among: places)
            run.track.append(.init(time: gesture.time, offset: release.offset))
            run.releases.append(
                RestingRelease(
                    time: gesture.time, cancelled: cancelled, release: release, began: dragStart, decision: decision,
                    settling: (surface, viewWidth, run.scale, frame)))
            resting = decision.place.offset
        case .possible, .failed:
            break
        }
    }

    /// The app's choice as a decision: its place (one of the surface's, else the nearest of them
    /// to the place it named), with the numbers it read.
    static func decision(
        by chooser: any RestingPlaceChooser, _ release: RestRelease, among places: [RestingPlace]
    ) -> RestDecision {
        let chosen = chooser.restingPlace(after: release, among: places)
        let place =
            places.contains(chosen)
            ? chosen : places.min { abs($0.offset - chosen.offset) < abs($1.offset - chosen.offset) } ?? chosen
        let name = chooser.name
        return RestDecision(
            place: place,
            reason:
                "\(name) chose \(place.name) at \(prose(release.offset, 1)) pt, \(prose(release.velocity, 0)) pt/s"
                + (place == chosen
                    ? ""
                    : " (it named \(chosen.name) at \(prose(chosen.offset, 1)) pt, not a place of the surface: the nearest)")
        )
    }

    /// What the rule reads at a lift or a cancel: the offset, the velocities as the platform reads
    /// them and the travel since the drag began. A sweep asks it of the release it stopped at,
    /// before the handler has it.
    package func release(of gesture: Gesture) -> RestRelease {
        // FloatingPanel starts its interaction at the end when no change started it (RF6).
        let firstChange =
            drag.followsFromFirstChange && self.firstChange == nil ? drag.along(gesture.translation) : self.firstChange
        let offset = offset(of: gesture, firstChange: firstChange)
        var flingOffset = Vector.zero
        if case .pan(let pan) = gesture.sample { flingOffset = pan.flingOffset }
        let velocity = drag.releaseVelocity(
            gesture.velocity, flingOffset: flingOffset, cancelled: gesture.state == .cancelled)
        var release = RestRelease(
            offset: offset, velocity: velocity.along, crossVelocity: velocity.across, travel: offset - dragStart)
        if drag.readsPath { (release.peak, release.retreat) = path(to: offset) }
        return release
    }

    /// The drag's farthest offset and the farthest it fell back from it, once it reaches `offset`.
    func path(to offset: Double) -> (peak: Double, retreat: Double) {
        let farthest = max(peak, offset)
        return (farthest, max(retreat, farthest - offset))
    }

    /// The surface's offset at an action: where the drag began moved by the translation along the
    /// axis, within the places' range.
    func offset(of gesture: Gesture, firstChange: Double? = nil) -> Double {
        let moved = drag.along(gesture.translation) - (firstChange ?? self.firstChange ?? 0)
        return min(max(dragStart + moved, drag.range.lowerBound), drag.range.upperBound)
    }
}

extension RestingHandler: ReplayHandler {
    package mutating func handle(_ gesture: inout Gesture, controller: inout InteractionController) {
        handle(gesture)
    }

    package var readsVelocityWhileChanging: Bool { false }
    /// A run of changes leaves the surface where its last one does, unless it follows from the
    /// first change (RF6) or its rule reads the path.
    package var changedActionsCoalesce: Bool { !drag.followsFromFirstChange && !drag.readsPath }
    package var readsNextChangeVelocity: Bool { false }
    package var restingRun: RestingRun? { run }
}
