import GestureModel

/// The touches a pan follows, its translation and its velocity samples (P1, P3–P6).
///
/// The translation moves by the displacement of the centroid of the touches that were tracked both
/// before and after an event, so a finger landing or lifting shifts origin and location together
/// and the translation does not jump (P4). A lift's own location is never used (P5).
@usableFromInline
struct PanTracker: Sendable, Hashable {
    @usableFromInline
    struct TrackedTouch: Sendable, Hashable {
        var id: Int
        var location: Point

        /// A touch as the tracker keeps it: its id and where it is.
        @usableFromInline
        init(_ touch: TouchSample) {
            id = touch.id
            location = touch.location
        }
    }

    /// What one event did to the tracked touches.
    @usableFromInline
    struct Absorbed: Sendable, Hashable {
        /// A tracked touch was reported `moved` (a move event, P3).
        @usableFromInline var moved = false
        @usableFromInline var ended = false
        @usableFromInline var cancelled = false
        /// A new touch arrived while `maximumNumberOfTouches` were already tracked (P4).
        @usableFromInline var rejectedExtraTouch = false
    }

    /// The tracked touches in the order they landed. Events that only land and lift touches
    /// leave a lifted touch's place as a hole (`hole` for its id) until holes are half the
    /// list, so a lift costs no shift of the rest; any other event finds none.
    @usableFromInline private(set) var touches: [TrackedTouch]
    /// How many places of `touches` are holes.
    @usableFromInline private(set) var holes = 0
    /// Where each tracked touch is in `touches`, kept while events only land and lift touches past
    /// `scanLimit` of them; nil when not made (any other event drops it).
    private var places: [Int: Int]?
    /// The id of a hole: no touch has it (ids are below 2^53 in magnitude).
    static let hole = Int.min
    /// Up to this many touches, lookups scan the lists; past it they hash.
    static let scanLimit = 16
    /// The adjusted centroid: starts at the touch-down centroid and moves by centroid displacements.
    private(set) var location: Point
    /// Where the translation is measured from; shifted by the hysteresis at recognition (P2).
    @usableFromInline private(set) var origin: Point
    /// The touch-down centroid, never rebased, and when it came down.
    private let downLocation: Point
    private let downTime: Double
    /// The start of the next velocity sample.
    private var sampleAnchor: Anchor
    private var latestVelocity: Vector?
    private var previousVelocity: Vector?
    private var lastMovementTime: Double
    /// The velocity strategy's tracker, fed the same centroid; for UIKit it reports nothing and P6 applies.
    private var estimator: VelocityEstimator

    /// The touches to follow, already as the tracker keeps them: the recognizer makes this one
    /// list from the event's touches that begin, and no other.
    @usableFromInline
    init(tracking touches: [TrackedTouch], time: Double, velocityStrategy: VelocityStrategy = .uikit) {
        self.touches = touches
        let centroid = Self.centroid(of: touches.lazy.map(\.location))
        location = centroid
        origin = centroid
        downLocation = centroid
        downTime = time
        sampleAnchor = Anchor(time: time, location: centroid)
        lastMovementTime = time
        estimator = VelocityEstimator(strategy: velocityStrategy)
        estimator.down(time: time, position: centroid - .zero)
    }

    private struct Anchor: Sendable, Hashable {
        var time: Double
        var location: Point
    }

    @usableFromInline var translation: Vector { location - origin }
    /// Inlinable: called as a function, the whole tracker was copied out of its storage for it.
    @inlinable var isEmpty: Bool { touches.count == holes }

    /// How many touches are tracked.
    @inlinable var trackedCount: Int { touches.count - holes }

    /// P6: 0.2 × the latest sample + 0.8 × the previous one when there is a previous one; no decay.
    var uikitVelocity: Vector {
        guard let latestVelocity else { return .zero }
        guard let previousVelocity else { return latestVelocity }
        return 0.2 * latestVelocity + 0.8 * previousVelocity
    }

    /// Applies one event's touches.
    /// `acceptsNewTouches` false (FC1's per-pointer gesture): a touch that begins is another
    /// gesture's, neither tracked nor counted as rejected.
    @usableFromInline
    mutating func absorb(_ event: TouchEvent, maximumNumberOfTouches: Int, acceptsNewTouches: Bool = true) -> Absorbed {
        absorb(
            event, maximumNumberOfTouches: maximumNumberOfTouches, acceptsNewTouches: acceptsNewTouches,
            oneFingerPath: true)
    }

    /// `oneFingerPath` false takes the general path for every event (a test compares the two).
    /// Always inlined, with the general path out of line: the one-finger path is a few operations,
    /// and the general path's entry and exit (a large function's) cost more than they do.
    @inline(__always)
    mutating func absorb(
        _ event: TouchEvent, maximumNumberOfTouches: Int, acceptsNewTouches: Bool, oneFingerPath: Bool
    ) -> Absorbed {
        // The event's touches are read in place, by their places in its storage.
        let delivered = event.touchIndices
        // One tracked finger moving (most events of most gestures): the general path's sums over
        // that one touch, the same operations in the same order, without its loops.
        if oneFingerPath, touches.count == 1, delivered.count == 1,
            case let touch = event.touch(at: delivered.lowerBound),
            touch.id == touches[0].id, touch.phase == .moved || touch.phase == .stationary
        {
            var result = Absorbed()
            // Each sum starts at zero, as the general path's does: that turns a −0 coordinate into +0.
            let oldSum = Vector.zero + (touches[0].location - .zero)
            touches[0].location = touch.location
            let newSum = Vector.zero + (touch.location - .zero)
            location = location + (newSum - oldSum)
            result.moved = touch.phase == .moved
            afterAbsorbing(event, result)
            return result
        }
        return absorbEveryTouch(
            event, maximumNumberOfTouches: maximumNumberOfTouches, acceptsNewTouches: acceptsNewTouches,
            scanLimit: Self.scanLimit)
    }

    /// The general path: any number of touches, beginning, moving and lifting. Past `scanLimit`
    /// touches in an event (or tracked, for an event that only lands and lifts them) its lookups
    /// hash instead of scanning (a test runs both on the same events).
    mutating func absorbEveryTouch(
        _ event: TouchEvent, maximumNumberOfTouches: Int, acceptsNewTouches: Bool, scanLimit: Int
    ) -> Absorbed {
        var result = Absorbed()
        let delivered = event.touchIndices
        // An event that only lands and lifts touches moves no tracked one (a touch that begins is
        // not down yet, lifecycle rule 1): the centroid's shift is exactly +0 and no sum is made.
        if delivered.allSatisfy({ event.touch(at: $0).phase == .began || event.touch(at: $0).phase.endsContact }) {
            return absorbLandingAndLifting(
                event, maximumNumberOfTouches: maximumNumberOfTouches, acceptsNewTouches: acceptsNewTouches,
                scanLimit: scanLimit)
        }
        // Every other event reads the list whole, with no holes and no places.
        if holes > 0 { closeHoles() }
        places = nil
        // The tracked touches this event lifts are those with a touch in it that ends contact:
        // asked of the event's few touches (no set is built), and only when something lifts.
        let somethingLifts = delivered.contains { event.touch(at: $0).phase.endsContact }
        // Past a handful of delivered touches the lookups go through a set and a dictionary (built
        // once per event), so an event of thousands of touches costs their number, not its square;
        // a few touches scan, once each, as the sums pass over the tracked touches anyway.
        let many = delivered.count > scanLimit
        let liftedIDs: Set<Int>? =
            many && somethingLifts
            ? Set(delivered.lazy.map { event.touch(at: $0) }.filter(\.phase.endsContact).map(\.id)) : nil
        func lifted(_ id: Int) -> Bool {
            if let liftedIDs { return liftedIDs.contains(id) }
            return somethingLifts
                && delivered.contains { event.touch(at: $0).id == id && event.touch(at: $0).phase.endsContact }
        }
        var indexOf: [Int: Int]? =
            many ? Dictionary(touches.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first }) : nil
        // Centroid displacement of the touches tracked both before and after this event: the old
        // sum now, the new one after the moves, both in tracking order.
        let trackedBefore = touches.count
        var oldSum = Vector.zero
        var continuing = 0
        for index in 0..<trackedBefore where !lifted(touches[index].id) {
            oldSum = oldSum + (touches[index].location - .zero)
            continuing += 1
        }
        var liftedSoFar = 0
        for place in delivered {
            let touch = event.touch(at: place)
            if let index = indexOf.map({ $0[touch.id] }) ?? touches.firstIndex(where: { $0.id == touch.id }) {
                switch touch.phase {
                case .moved:
                    result.moved = true
                    touches[index].location = touch.location
                case .stationary:
                    touches[index].location = touch.location
                case .ended:
                    result.ended = true
                    liftedSoFar += 1
                case .cancelled:
                    result.cancelled = true
                    liftedSoFar += 1
                case .began:
                    break  // A tracked id cannot begin again while down (trace lifecycle rule 1).
                }
            } else if touch.phase == .began, acceptsNewTouches {
                if touches.count - liftedSoFar < maximumNumberOfTouches {
                    indexOf?[touch.id] = touches.count
                    touches.append(TrackedTouch(touch))
                } else {
                    result.rejectedExtraTouch = true
                }
            }
        }
        var newSum = Vector.zero
        for index in 0..<trackedBefore where !lifted(touches[index].id) {
            newSum = newSum + (touches[index].location - .zero)
        }
        // Only touches tracked before this event can lift in it (a touch it adds is not lifted).
        if somethingLifts, many {
            // In one pass, keeping the order: the loop below shifts the rest on every removal.
            var kept = 0
            for index in touches.indices where index >= trackedBefore || !lifted(touches[index].id) {
                touches[kept] = touches[index]
                kept += 1
            }
            touches.removeLast(touches.count - kept)
        } else if somethingLifts {
            var index = trackedBefore
            while index > 0 {
                index -= 1
                if lifted(touches[index].id) { touches.remove(at: index) }
            }
        }
        if continuing > 0 {
            // Dividing by one changes no bit: one finger, the common case, skips the division.
            let shift = newSum - oldSum
            location = location + (continuing == 1 ? shift : shift / Double(continuing))
        }
        afterAbsorbing(event, result)
        return result
    }

    /// `absorbEveryTouch` for an event whose touches only land or lift: fingers landing or
    /// lifting one by one cost their number, not their square. A lifted touch leaves a hole;
    /// past `scanLimit` touches it is found through `places`, made once for a run of such events.
    private mutating func absorbLandingAndLifting(
        _ event: TouchEvent, maximumNumberOfTouches: Int, acceptsNewTouches: Bool, scanLimit: Int
    ) -> Absorbed {
        var result = Absorbed()
        var continuing = trackedCount
        for place in event.touchIndices {
            let touch = event.touch(at: place)
            if touch.phase == .began {
                guard acceptsNewTouches else { continue }
                // Touches lifted earlier in the event are holes already: as the general path counts.
                if trackedCount < maximumNumberOfTouches {
                    places?[touch.id] = touches.count
                    touches.append(TrackedTouch(touch))
                } else {
                    result.rejectedExtraTouch = true
                }
                continue
            }
            if places == nil, touches.count > scanLimit {
                var made: [Int: Int] = [:]
                made.reserveCapacity(trackedCount)
                // A tracked id is down once (lifecycle rule 1): each is in one place.
                for (index, tracked) in touches.enumerated() where tracked.id != Self.hole { made[tracked.id] = index }
                places = made
            }
            // Lifted, if tracked (a touch this event added cannot lift in it: one sample per id).
            guard let index = places.map({ $0[touch.id] }) ?? touches.firstIndex(where: { $0.id == touch.id })
            else { continue }
            touches[index].id = Self.hole
            holes += 1
            places?[touch.id] = nil
            continuing -= 1
            if touch.phase == .ended { result.ended = true } else { result.cancelled = true }
        }
        // The sums' difference is +0, which turns a −0 coordinate into +0 as adding it does.
        if continuing > 0 { location = location + Vector.zero }
        if holes > 0, holes * 2 >= touches.count { closeHoles() }
        afterAbsorbing(event, result)
        return result
    }

    /// Removes the holes, keeping the tracked touches' order; the places go with them.
    private mutating func closeHoles() {
        touches.removeAll { $0.id == Self.hole }
        holes = 0
        places = nil
    }

    /// What follows the touches' bookkeeping on both paths: a move's velocity sample and estimate,
    /// and the estimator's lift.
    @inline(__always)
    private mutating func afterAbsorbing(_ event: TouchEvent, _ result: Absorbed) {
        if result.moved {
            lastMovementTime = event.time
            recordVelocitySample(at: event.time)
            estimator.move(time: event.time, position: location - .zero)
        }
        if touches.isEmpty { estimator.up(time: event.time) }
    }

    /// P2: rebase so the translation becomes `rebased` (the hysteresis removed).
    @usableFromInline
    mutating func rebase(translationTo rebased: Vector) {
        origin = location - rebased
    }

    /// P7: move the origin so the translation is `value`; the docs say this also resets velocity.
    @usableFromInline
    mutating func setTranslation(_ value: Vector, resetsVelocity: Bool) {
        origin = location - value
        if resetsVelocity {
            latestVelocity = nil
            previousVelocity = nil
        }
    }

    /// P6: a sample per move event with a positive time step; zero velocity below 1 ms.
    @inline(__always)
    private mutating func recordVelocitySample(at time: Double) {
        let dt = time - sampleAnchor.time
        guard dt > 0 else { return }
        let sample = dt < 0.001 ? Vector.zero : (location - sampleAnchor.location) / dt
        previousVelocity = latestVelocity
        latestVelocity = sample
        sampleAnchor = Anchor(time: time, location: location)
    }

    /// Mutating only so the caller reaches the out-of-line tracker in place: called as a read, the
    /// whole tracker and its arrays would be copied out of its storage on every event.
    /// `estimating` false leaves a platform strategy's estimate out (`PanSample.unestimated`):
    /// for a change nobody asks the velocity of.
    @usableFromInline
    mutating func sample(at time: Double, viewOrigin: Point, estimating: Bool = true) -> PanSample {
        // The chosen strategy's velocity at `time`; for UIKit, P6. Read from the estimator
        // itself: a call on the whole tracker would copy it.
        let estimate = estimator.estimate(at: time, made: estimating)
        return PanSample(
            time: time, translation: translation, velocity: estimate?.velocity ?? uikitVelocity,
            location: Point(x: location.x - viewOrigin.x, y: location.y - viewOrigin.y),
            numberOfTouches: trackedCount, lastMovementTime: lastMovementTime,
            flingOffset: estimate?.window ?? (location - downLocation), touchDownTime: downTime)
    }

    static func centroid(of points: some Collection<Point>) -> Point {
        guard !points.isEmpty else { return .zero }
        let sum = points.reduce(Vector.zero) { $0 + ($1 - .zero) }
        return .zero + sum / Double(points.count)
    }

    /// P2: each axis keeps sgn(Δ)·max(|Δ| − h, 0).
    static func removingHysteresis(_ h: Double, from delta: Vector) -> Vector {
        func axis(_ value: Double) -> Double {
            let magnitude = max(abs(value) - h, 0)
            return value < 0 ? -magnitude : magnitude
        }
        return Vector(dx: axis(delta.dx), dy: axis(delta.dy))
    }
}
