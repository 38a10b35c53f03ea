/// A damped spring carrying a value over `distance` to rest, in closed form.
public struct Spring: Sendable, Hashable {
    public var stiffness: Double
    public var damping: Double
    public var mass: Double
    /// How far the value has to go, in the spring's units.
    public var distance: Double
    /// Initial velocity toward the target, units per second.
    public var initialVelocity: Double
    public var restDisplacement: Double
    public var restSpeed: Double
    /// react-navigation's `overshootClamping`: the animation ends when it first reaches the target.
    public var clampsOvershoot: Bool
    /// When the spring comes to rest (or first reaches the target when overshoot is clamped).
    public private(set) var settlingTime: Double = 0

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
        self.settlingTime = computeSettlingTime()
    }

    /// Displacement from the target (starting at `distance`) and its velocity at time t.
    public func state(at t: Double) -> (displacement: Double, velocity: Double) {
        let x0 = distance
        let v0 = -initialVelocity
        let omega = (stiffness / mass).squareRoot()
        let zeta = damping / (2 * (stiffness * mass).squareRoot())
        if abs(zeta - 1) < 1e-9 {
            let b = v0 + omega * x0
            let e = (-omega * t).exp
            return ((x0 + b * t) * e, (b - omega * (x0 + b * t)) * e)
        } else if zeta > 1 {
            let root = (zeta * zeta - 1).squareRoot()
            let r1 = -omega * (zeta - root)
            let r2 = -omega * (zeta + root)
            let c2 = (v0 - r1 * x0) / (r2 - r1)
            let c1 = x0 - c2
            let e1 = (r1 * t).exp
            let e2 = (r2 * t).exp
            return (c1 * e1 + c2 * e2, c1 * r1 * e1 + c2 * r2 * e2)
        } else {
            let omegaD = omega * (1 - zeta * zeta).squareRoot()
            let a = x0
            let b = (v0 + zeta * omega * x0) / omegaD
            let e = (-zeta * omega * t).exp
            let (c, s) = ((omegaD * t).cosine, (omegaD * t).sine)
            let displacement = e * (a * c + b * s)
            let velocity = -zeta * omega * displacement + e * (-a * omegaD * s + b * omegaD * c)
            return (displacement, velocity)
        }
    }

    /// The first time the spring is at rest (within both thresholds), or reaches the target when
    /// overshoot is clamped; searched in 1 ms steps up to 60 s.
    private func computeSettlingTime() -> Double {
        guard distance > 0 || initialVelocity != 0 else { return 0 }
        var t = 0.0
        var step = 0
        while t < 60 {
            let (x, v) = state(at: t)
            if clampsOvershoot && x <= 0 { return t }
            if abs(x) < restDisplacement && abs(v) < restSpeed { return t }
            step += 1
            t = Double(step) * 0.001
        }
        return 60
    }

    /// The fraction of the distance covered at time t (clamped at 1 when overshoot is clamped).
    public func fraction(at t: Double) -> Double {
        guard distance > 0 else { return 1 }
        let covered = 1 - state(at: t).displacement / distance
        return clampsOvershoot ? min(covered, 1) : covered
    }
}
