/// How a released surface moves from its offset at the release to the resting place its rule
/// chose: each platform's settle animation (RS5, RP4, RP5, RP6, RF5, RC3, RD2, RU2, RU4 in
/// docs/model.md).
public struct RestSettle: Sendable, Hashable {
    /// The animation's shape: how far along the move it is at a time after the release.
    public enum Motion: Sendable, Hashable {
        /// A fixed duration on an easing: the share of the move done at a fraction of the duration.
        case eased(Easing)
        /// A closed-form spring carrying the move's distance to rest (`Spring`).
        case spring(Spring)
        /// FloatingPanel's `NumericSpringAnimator`: one semi-implicit Euler step per display frame,
        /// stopped once it is within a pixel of the target and moved at most a pixel (RF5).
        case numericSpring(NumericSpring)
        /// The iAd scroll view's paging deceleration: one step per millisecond (RU4).
        case pagingDeceleration(PagingDeceleration)
    }

    public enum Easing: String, Sendable, Hashable {
        /// Android's scroller: 1 + (t − 1)⁵.
        case quinticOut
        /// `DecelerateInterpolator(1)`: 1 − (1 − t)².
        case decelerate
        /// `DecelerateInterpolator(2)`: 1 − (1 − t)⁴.
        case decelerateTwice
        /// Constant speed.
        case linear
        /// CSS's `ease`, cubic-bezier(0.25, 0.1, 0.25, 1): a web transition's default timing.
        case cssEase
        /// `AccelerateDecelerateInterpolator`, a ValueAnimator's default: cos((t + 1)π) / 2 + 0.5.
        case accelerateDecelerate

        public func position(at fraction: Double) -> Double {
            let t = min(max(fraction, 0), 1)
            switch self {
            case .quinticOut: return ViewDragHelperSettle.position(at: t)
            case .decelerate: return 1 - (1 - t) * (1 - t)
            case .decelerateTwice: return 1 - (1 - t) * (1 - t) * (1 - t) * (1 - t)
            case .linear: return t
            case .cssEase: return CompletionCurve.bezier(CompletionCurve.solve(t, x1: 0.25, x2: 0.25), 0.1, 1)
            case .accelerateDecelerate: return ((t + 1) * .pi).cosine / 2 + 0.5
            }
        }
    }

    /// The offsets at the release and at rest, points.
    public var from: Double
    public var to: Double
    public var motion: Motion
    /// Seconds from the release to rest.
    public var duration: Double
    /// How far past `to` a spring aims, points: it is done, at `to`, once that close to its aim (a
    /// Flutter controller's fling, LD2); 0 for a spring that aims at `to`.
    public var aimPast = 0.0
    /// Says the settle when asked (a report reads it; a check does not).
    private let describe: @Sendable () -> String
    /// The settle in the rule's words: "ViewDragHelper, 284 ms on the quintic ease-out (RS5)".
    public var account: String { describe() }

    public init(
        from: Double, to: Double, motion: Motion, duration: Double,
        account: @autoclosure @escaping @Sendable () -> String
    ) {
        self.from = from
        self.to = to
        self.motion = motion
        self.duration = duration
        describe = account
    }

    public static func == (a: Self, b: Self) -> Bool {
        a.from == b.from && a.to == b.to && a.motion == b.motion && a.duration == b.duration && a.aimPast == b.aimPast
            && a.account == b.account
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(from)
        hasher.combine(to)
        hasher.combine(motion)
        hasher.combine(duration)
    }

    /// An eased settle over `duration` seconds.
    public static func eased(
        from: Double, to: Double, duration: Double, _ easing: Easing,
        account: @autoclosure @escaping @Sendable () -> String
    ) -> RestSettle {
        RestSettle(from: from, to: to, motion: .eased(easing), duration: max(duration, 0), account: account())
    }

    /// A move that takes `duration` whatever its distance (a timed animation), and no time when the
    /// surface is at its place already.
    public static func timed(
        from: Double, to: Double, duration: Double, _ easing: Easing,
        account: @autoclosure @escaping @Sendable () -> String
    ) -> RestSettle {
        eased(from: from, to: to, duration: from == to ? 0 : duration, easing, account: account())
    }

    /// A spring's settle: its displacement is measured toward `to`, so its distance is |to − from|
    /// and its initial velocity the release velocity's part heading there.
    public static func spring(
        from: Double, to: Double, velocity: Double, stiffness: Double, damping: Double, mass: Double,
        restDisplacement: Double, restSpeed: Double, aimingPast aimPast: Double = 0,
        account: @autoclosure @escaping @Sendable () -> String
    ) -> RestSettle {
        let toward: Double = to >= from ? 1 : -1
        let spring = Spring(
            stiffness: stiffness, damping: damping, mass: mass, distance: abs(to - from) + aimPast,
            initialVelocity: velocity * toward, restDisplacement: restDisplacement, restSpeed: restSpeed,
            clampsOvershoot: false)
        var settle = RestSettle(
            from: from, to: to, motion: .spring(spring), duration: spring.settlingTime, account: account())
        settle.aimPast = aimPast
        return settle
    }

    /// Flutter's `AnimationController.fling` over a controller whose value spans `extent` points:
    /// its spring (mass 1, stiffness 500, critically damped) from `from` at `velocity` points per
    /// second, aimed 0.01 of the extent past `to` and done within 0.01 of that aim, so at `to`.
    static func controllerFling(
        from: Double, to: Double, velocity: Double, extent: Double,
        account: @autoclosure @escaping @Sendable () -> String
    ) -> RestSettle {
        let stiffness = 500.0
        return .spring(
            from: from, to: to, velocity: velocity, stiffness: stiffness, damping: 2 * stiffness.squareRoot(), mass: 1,
            restDisplacement: 0.01 * extent, restSpeed: .infinity, aimingPast: 0.01 * extent, account: account())
    }

    /// The offset `elapsed` seconds after the release: `to` from the settle's end on.
    public func offset(at elapsed: Double) -> Double {
        if elapsed >= duration { return to }
        switch motion {
        case .eased(let easing):
            return from + (to - from) * easing.position(at: duration > 0 ? elapsed / duration : 1)
        case .spring(let spring):
            let toward: Double = to >= from ? 1 : -1
            return to + toward * (aimPast - spring.state(at: max(elapsed, 0)).displacement)
        case .numericSpring(let spring):
            return spring.offset(at: elapsed, from: from)
        case .pagingDeceleration(let deceleration):
            return deceleration.offset(at: elapsed, from: from)
        }
    }
}

/// FloatingPanel's numeric spring (RF5): ω = 2π / response time; ζ from the deceleration rate,
/// ln(r) / (−2π × (1 / response) × 0.001), when the release is faster than 300 pt/s, else 1;
/// each display frame of h seconds takes x ← (f·x + h·v + h²ω²·xt) / (f + h²ω²), then
/// v ← (v + hω²(xt − x)) / (f + h²ω²) with f = 1 + 2hζω; it stops on the first frame within
/// 1 / display scale of the target that moved at most that far.
public struct NumericSpring: Sendable, Hashable {
    public let target: Double
    public let zeta: Double
    public let omega: Double
    /// The display frame, seconds.
    public let frame: Double
    /// The offset after each frame, the last one the frame it stopped on.
    public let positions: [Double]

    /// A frame cap, so data from outside cannot make the settle run without end.
    public static let maximumFrames = 36_000

    public init(
        from: Double, target: Double, velocity: Double, decelerationRate: Double, responseTime: Double,
        frame: Double, displayScale: Double
    ) {
        self.target = target
        let frequency = 1 / responseTime
        let zeta = abs(velocity) > 300 ? decelerationRate.logarithm / (-2 * Double.pi * frequency * 0.001) : 1
        let omega = 2 * Double.pi * frequency
        let h = frame > 0 && frame.isFinite ? frame : 1.0 / 60
        let pixel = displayScale > 0 && displayScale.isFinite ? 1 / displayScale : 1
        let f = 1 + 2 * h * zeta * omega
        let h2o2 = h * h * omega * omega
        let det = f + h2o2
        var (x, v) = (from, velocity)
        var positions: [Double] = []
        while positions.count < Self.maximumFrames {
            let before = x
            x = (f * x + h * v + h2o2 * target) / det
            v = (v + h * omega * omega * (target - x)) / det
            positions.append(x)
            if abs(target - x) <= pixel, abs(before - x) <= pixel { break }
        }
        self.zeta = zeta
        self.omega = omega
        self.frame = h
        self.positions = positions
    }

    public var duration: Double { Double(positions.count) * frame }

    /// The offset after the frames that have run by `elapsed` seconds; the target once stopped.
    public func offset(at elapsed: Double, from start: Double) -> Double {
        // A sample time a rounding error short of a frame is at that frame.
        let count = Int((max(elapsed, 0) / frame + 1e-9).rounded(.down))
        if count >= positions.count { return target }
        return count == 0 ? start : positions[count - 1]
    }
}
