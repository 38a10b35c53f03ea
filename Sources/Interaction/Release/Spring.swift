/// A damped spring carrying a value over `distance` to rest, in closed form.
public struct Spring: Sendable, Hashable {
    public let stiffness: Double
    public let damping: Double
    public let mass: Double
    /// How far the value has to go, in the spring's units.
    public let distance: Double
    /// Initial velocity toward the target, units per second.
    public let initialVelocity: Double
    public let restDisplacement: Double
    public let restSpeed: Double
    /// react-navigation's `overshootClamping`: the animation ends when it first reaches the target.
    public let clampsOvershoot: Bool
    /// When the spring comes to rest (or first reaches the target when overshoot is clamped);
    /// `horizon` itself, and only then, when it is not at rest within the horizon: the search's
    /// last step is one step before it.
    public private(set) var settlingTime: Double = 0
    /// The closed form's constants, made once from the parameters by the same expressions
    /// `state(at:)` would use, so every state is the same number as if made from scratch.
    let motion: Motion

    enum Motion: Sendable, Hashable {
        case critical(omega: Double, b: Double)
        /// `fastModeGone`: the time from which the fast mode no longer changes a state (`fastModeGone(…)`).
        case over(r1: Double, r2: Double, c1: Double, c2: Double, fastModeGone: Double)
        case under(zetaOmega: Double, omegaD: Double, a: Double, b: Double)
    }

    public init(
        stiffness: Double, damping: Double, mass: Double, distance: Double, initialVelocity: Double,
        restDisplacement: Double, restSpeed: Double, clampsOvershoot: Bool
    ) {
        self.stiffness = stiffness
        self.damping = damping
        self.mass = mass
        self.distance = distance
        self.initialVelocity = initialVelocity
        self.restDisplacement = restDisplacement
        self.restSpeed = restSpeed
        self.clampsOvershoot = clampsOvershoot
        let x0 = distance
        let v0 = -initialVelocity
        let omega = (stiffness / mass).squareRoot()
        let zeta = damping / (2 * (stiffness * mass).squareRoot())
        if abs(zeta - 1) < 1e-9 {
            motion = .critical(omega: omega, b: v0 + omega * x0)
        } else if zeta > 1 {
            let root = (zeta * zeta - 1).squareRoot()
            let r1 = -omega * (zeta - root)
            let r2 = -omega * (zeta + root)
            let c2 = (v0 - r1 * x0) / (r2 - r1)
            let c1 = x0 - c2
            motion = .over(
                r1: r1, r2: r2, c1: c1, c2: c2, fastModeGone: Self.fastModeGone(r1: r1, r2: r2, c1: c1, c2: c2))
        } else {
            let omegaD = omega * (1 - zeta * zeta).squareRoot()
            motion = .under(zetaOmega: zeta * omega, omegaD: omegaD, a: x0, b: (v0 + zeta * omega * x0) / omegaD)
        }
        self.settlingTime = settlingStep().map { Double($0) * Self.step } ?? Self.horizon
    }

    /// Displacement from the target (starting at `distance`) and its velocity at time t.
    @inline(__always)
    public func state(at t: Double) -> (displacement: Double, velocity: Double) {
        switch motion {
        case .critical(let omega, let b):
            let x0 = distance
            let e = (-omega * t).exp
            return ((x0 + b * t) * e, (b - omega * (x0 + b * t)) * e)
        case .over(let r1, let r2, let c1, let c2, let fastModeGone):
            let e1 = (r1 * t).exp
            if t >= fastModeGone {
                let (displacement, velocity) = (c1 * e1, c1 * r1 * e1)
                // A term below a quarter of a normal number's ulp leaves the sum that number.
                if abs(displacement) >= .leastNormalMagnitude, abs(velocity) >= .leastNormalMagnitude {
                    return (displacement, velocity)
                }
            }
            let e2 = (r2 * t).exp
            return (c1 * e1 + c2 * e2, c1 * r1 * e1 + c2 * r2 * e2)
        case .under(let zetaOmega, let omegaD, let a, let b):
            let e = (-zetaOmega * t).exp
            let (c, s) = ((omegaD * t).cosine, (omegaD * t).sine)
            let displacement = e * (a * c + b * s)
            let velocity = -zetaOmega * displacement + e * (-a * omegaD * s + b * omegaD * c)
            return (displacement, velocity)
        }
    }

    /// An overdamped spring's `fastModeGone`, nil for any other.
    var fastModeGone: Double? {
        guard case .over(_, _, _, _, let gone) = motion else { return nil }
        return gone
    }

    /// The time from which an overdamped spring's fast mode, c2·e^(r2·t) in the displacement and
    /// c2·r2·e^(r2·t) in the velocity, is below 2^-60 of the slow mode's term: a quarter of its
    /// ulp is more than 2^-55 of it, so adding the fast term, with its rounding and exp's, gives
    /// the slow term itself. Their ratio is at most q = max(|c2/c1|, |c2·r2 / (c1·r1)|) at t = 0
    /// and falls by e^((r2 − r1)·t), for any t; and ln q < (q's binary exponent + 1)·ln 2.
    static func fastModeGone(r1: Double, r2: Double, c1: Double, c2: Double) -> Double {
        guard c1 != 0, r1 != 0, r1 > r2 else { return .infinity }
        let ratio = max(abs(c2 / c1), abs(c2 * r2 / (c1 * r1)))
        guard ratio.isFinite else { return .infinity }
        if ratio == 0 { return -.infinity }
        let ln2 = 0.693_147_180_559_945_3
        return Double(ratio.exponent + 61) * ln2 / (r1 - r2)
    }

    /// The settling search's step and its horizon, in seconds.
    static let step = 0.001
    static let horizon = 60.0

    /// Whether `settlingTime` is a spring's at rest, not the horizon that ended its search.
    static func settled(_ settlingTime: Double) -> Bool { settlingTime < horizon }
    static let steps = 60_000

    /// Whether the spring has settled at step `index`: at rest within both thresholds, or at or
    /// past the target when overshoot is clamped.
    func settles(atStep index: Int) -> Bool {
        let (x, v) = state(at: Double(index) * Self.step)
        if clampsOvershoot && x <= 0 { return true }
        return abs(x) < restDisplacement && abs(v) < restSpeed
    }

    /// The first step at which the spring settles, by looking at every step from `first`: the
    /// definition `settlingStep` must equal, and the search for a spring whose energy may grow
    /// (negative damping), where no step can be stepped over.
    func settlingStepByScan(from first: Int = 0) -> Int? {
        guard distance > 0 || initialVelocity != 0 else { return 0 }
        return (first..<Self.steps).first(where: settles(atStep:))
    }

    /// The first step at or after `first` at which the spring settles, as `settlingStepByScan(from:)`
    /// finds it, stepping over the steps that cannot settle yet. With damping ≥ 0 the energy E
    /// never grows, so from a step with energy E the displacement moves at most √(2E/m) a second
    /// and the velocity at most (k·√(2E/k) + c·√(2E/m)) / m: a displacement or a velocity that far
    /// from its rest threshold cannot cross it sooner, nor a clamped spring reach the target.
    func settlingStepBySkipping(from first: Int) -> Int? {
        guard damping >= 0, stiffness > 0, mass > 0 else { return settlingStepByScan(from: first) }
        /// The steps after this one that certainly keep `gap` open when it closes at `rate` a
        /// second: one fewer than the quotient, and a relative margin, for rounding.
        func stepsKeeping(_ gap: Double, closingAt rate: Double) -> Int {
            guard gap > 0 else { return 0 }
            let steps = (gap / (rate * Self.step) * (1 - 1e-9)).rounded(.down) - 1
            return steps.isNaN || steps < 1 ? 0 : steps >= Double(Self.steps) ? Self.steps : Int(steps)
        }
        var index = first
        while index < Self.steps {
            let (x, v) = state(at: Double(index) * Self.step)
            if clampsOvershoot && x <= 0 { return index }
            if abs(x) < restDisplacement && abs(v) < restSpeed { return index }
            let energy = 0.5 * stiffness * x * x + 0.5 * mass * v * v
            let slack = 1 + 1e-9
            let speedLimit = (2 * energy / mass).squareRoot() * slack
            let accelerationLimit =
                (stiffness * (2 * energy / stiffness).squareRoot() * slack + damping * speedLimit) / mass * slack
            var skipped = max(
                stepsKeeping(abs(x) - restDisplacement, closingAt: speedLimit),
                stepsKeeping(abs(v) - restSpeed, closingAt: accelerationLimit))
            if clampsOvershoot { skipped = min(skipped, stepsKeeping(x, closingAt: speedLimit)) }
            index += skipped + 1
        }
        return nil
    }

    /// The first step at which the spring settles, found without looking at every step before it.
    /// The energy ½kx² + ½mv² never grows (its rate is −c·v²), and at rest it is below
    /// ½k·rd² + ½m·rs²; so no step whose energy is above that (with a margin for rounding) can be
    /// at rest, and the steps where it is above come first. With overshoot clamped, a spring that
    /// does not oscillate crosses the target at most once, so the steps short of it come first
    /// too. A galloping search finds the first step past both, and the scan (`settlingStepBySkipping`) goes on from there.
    /// An overdamped spring is two decaying modes, x = c1·e^(r1·t) + c2·e^(r2·t): once the slow
    /// mode dominates, |c1|·e^(r1·t) − |c2|·e^(r2·t) (at most |x|) and its velocity's like only
    /// fall, so the steps where either is still above its rest threshold come first as well.
    func settlingStep() -> Int? {
        guard distance > 0 || initialVelocity != 0 else { return 0 }
        if clampsOvershoot, case .under = motion { return settlingStepBySkipping(from: 0) }
        let restEnergy =
            (0.5 * stiffness * restDisplacement * restDisplacement + 0.5 * mass * restSpeed * restSpeed) * (1 + 1e-6)
        /// Whether step `index` may be at rest by its energy, and whether it is at or past the
        /// target with overshoot clamped, which settles it: one state for both.
        func energyCheck(_ index: Int) -> (mayHaveSettled: Bool, atClampedTarget: Bool) {
            let (x, v) = state(at: Double(index) * Self.step)
            if clampsOvershoot && x <= 0 { return (true, true) }
            return (0.5 * stiffness * x * x + 0.5 * mass * v * v < restEnergy, false)
        }
        func mayHaveSettled(_ index: Int) -> Bool { energyCheck(index).mayHaveSettled }
        if mayHaveSettled(0) { return settlingStepBySkipping(from: 0) }
        var before = Self.lastStep(notMeeting: mayHaveSettled, after: 0)
        if case .over(let r1, let r2, let c1, let c2, _) = motion {
            let (slow, fast) = (abs(c1), abs(c2))
            func modes(_ index: Int) -> (Double, Double) {
                let t = Double(index) * Self.step
                return ((r1 * t).exp, (r2 * t).exp)
            }
            let (e1, e2) = modes(before)
            // Past the peak of both bounds here, so they only fall from here on.
            if slow * abs(r1) * e1 >= fast * abs(r2) * e2 * (1 + 1e-9),
                slow * r1 * r1 * e1 >= fast * r2 * r2 * e2 * (1 + 1e-9)
            {
                func mayRest(_ index: Int) -> Bool {
                    let energy = energyCheck(index)
                    guard energy.mayHaveSettled else { return false }
                    if energy.atClampedTarget { return true }
                    let (e1, e2) = modes(index)
                    let displacementBound = slow * e1 - fast * e2
                    let speedBound = slow * abs(r1) * e1 - fast * abs(r2) * e2
                    // A margin for rounding, well above it and well below a step's change.
                    return displacementBound < restDisplacement + 1e-9 * (restDisplacement + slow * e1 + fast * e2)
                        && speedBound < restSpeed + 1e-9 * (restSpeed + slow * abs(r1) * e1 + fast * abs(r2) * e2)
                }
                before = Self.lastStep(notMeeting: mayRest, after: before)
            }
        }
        // Two steps back: rounding can blur where a bound is crossed by a step.
        return settlingStepBySkipping(from: max(0, before - 2))
    }

    /// The last step at or after `start` that does not meet `condition`, for a condition that,
    /// once met, stays met (`start` itself does not meet it): a galloping search, then bisection.
    private static func lastStep(notMeeting condition: (Int) -> Bool, after start: Int) -> Int {
        var before = start
        var distance = 1
        var candidate = start + 1
        while candidate < steps, !condition(candidate) {
            before = candidate
            distance *= 2
            candidate = start + distance
        }
        candidate = min(candidate, steps)
        while candidate - before > 1 {
            let middle = before + (candidate - before) / 2
            if condition(middle) { candidate = middle } else { before = middle }
        }
        return before
    }

    /// The fraction of the distance covered at time t (clamped at 1 when overshoot is clamped).
    /// Always inlined, as `state(at:)` is: a call would copy the spring for every frame.
    @inline(__always)
    public func fraction(at t: Double) -> Double {
        guard distance > 0 else { return 1 }
        let covered = 1 - state(at: t).displacement / distance
        return clampsOvershoot ? min(covered, 1) : covered
    }
}
