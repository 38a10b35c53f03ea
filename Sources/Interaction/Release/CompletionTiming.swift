/// How long the completion animation runs, and on which curve: UIKit's completionSpeed formula
/// (T3, T4), or another platform's timing for the same release.
public enum CompletionTiming: String, Sendable, Hashable, CaseIterable {
    /// (1 − p)·d/s on finish, p·d/s on cancel, on the completion curve.
    case uikit
    /// The system pop (S4): min(D, r·W/|v|), r the remaining fraction, v the lift-off speed.
    case iosPop = "ios-pop"
    /// CupertinoPageRoute: finish 800·(1 − p) ms uncapped, cancel min(800·p, 300) ms, fastLinearToSlowEaseIn.
    case flutter
    /// The older CupertinoPageRoute also ended the user gesture once a pop's value fell below 0.02.
    case flutterLegacy = "flutter-legacy"
    /// Predictive back's progress spring (medium stiffness 1500, no bounce), seeded with the progress velocity.
    case androidSpring = "android-spring"
    /// react-navigation's iOS spec: stiffness 1000, damping 500, mass 3, overshoot clamped, rest at 10 px and 10 px/s.
    case reactNavigationSpring = "react-navigation-spring"

    /// Flutter's `Curves.fastLinearToSlowEaseIn`.
    public static let fastLinearToSlowEaseIn = CompletionCurve.custom(x1: 0.18, y1: 1.0, x2: 0.04, y2: 1.0)

    /// The completion's duration, curve and the formula in numbers, for a timing other than UIKit's
    /// (which the transition computes from its completion speed).
    /// - Parameters:
    ///   - remaining: the fraction still to run (1 − p on finish, p on cancel).
    ///   - speed: the lift-off speed along the gesture, points per second, signed toward finishing.
    public func completion(
        direction: PercentDrivenTransition.Direction, progress: Double, speed: Double, extent: Double,
        duration: Double, curve: CompletionCurve
    ) -> (duration: Double, curve: CompletionCurve, formula: String)? {
        let remaining = direction == .finish ? 1 - progress : progress
        switch self {
        case .uikit:
            return nil
        case .iosPop:
            let distance = remaining * extent
            let byFinger = abs(speed) > 0 ? distance / abs(speed) : .infinity
            let time = min(duration, byFinger)
            return (time, curve, "min(D, r·W/|v|) = min(\(fixed(duration, 3)), \(fixed(remaining, 3))·\(fixed(extent, 0))/\(fixed(abs(speed), 1))) s")
        case .flutter, .flutterLegacy:
            var milliseconds = direction == .finish ? (800 * remaining).rounded(.down) : min((800 * remaining).rounded(.down), 300)
            var formula = direction == .finish
                ? "floor(800·(1 − p)) = \(fixed(milliseconds, 0)) ms" : "min(floor(800·p), 300) = \(fixed(milliseconds, 0)) ms"
            let flutterCurve = Self.fastLinearToSlowEaseIn
            if self == .flutterLegacy, direction == .finish, milliseconds > 0 {
                // The gesture ends when the value (1 − progress) drops below 0.02.
                let target = (0.98 - progress) / remaining
                if target > 0 {
                    let fraction = Self.timeFraction(reaching: target, on: flutterCurve)
                    milliseconds = (milliseconds * fraction).rounded()
                    formula += ", ended at value 0.02: \(fixed(milliseconds, 0)) ms"
                }
            }
            return (milliseconds / 1000, flutterCurve, formula)
        case .androidSpring:
            // The spring runs on progress × 100; its rest thresholds are 0.75 units and 62.5 × 0.75 units/s.
            let spring = Spring(
                stiffness: 1500, damping: 2 * 1500.0.squareRoot(), mass: 1, distance: remaining * 100,
                initialVelocity: (direction == .finish ? speed : -speed) / extent * 100,
                restDisplacement: 0.75, restSpeed: 46.875, clampsOvershoot: false)
            return (spring.settlingTime, .spring(spring), "spring k 1500, ζ 1 over progress × 100 from \(fixed(remaining * 100, 1)): \(fixed(spring.settlingTime, 3)) s to rest")
        case .reactNavigationSpring:
            let spring = Spring(
                stiffness: 1000, damping: 500, mass: 3, distance: remaining * extent,
                initialVelocity: direction == .finish ? speed : -speed,
                restDisplacement: 10, restSpeed: 10, clampsOvershoot: true)
            return (spring.settlingTime, .spring(spring), "spring k 1000, c 500, m 3 over \(fixed(remaining * extent, 1)) pt seeded with \(fixed(speed, 1)) pt/s: \(fixed(spring.settlingTime, 3)) s to rest")
        }
    }

    /// The time fraction at which `curve` reaches `value`, by bisection (curves here are monotonic).
    static func timeFraction(reaching value: Double, on curve: CompletionCurve) -> Double {
        var low = 0.0
        var high = 1.0
        for _ in 0 ..< 60 {
            let middle = (low + high) / 2
            if curve.value(at: middle) < value { low = middle } else { high = middle }
        }
        return high
    }
}

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

extension Double {
    // Elementary functions without Foundation, accurate to double precision for the ranges used here.
    var exp: Double {
        if self < -745 { return 0 }
        if self > 709 { return .infinity }
        // exp(x) = 2^k · exp(r), |r| ≤ ln2/2, with a Taylor series for exp(r).
        let ln2 = 0.693_147_180_559_945_3
        let k = (self / ln2).rounded()
        let r = self - k * ln2
        var term = 1.0
        var sum = 1.0
        for n in 1 ... 20 {
            term *= r / Double(n)
            sum += term
        }
        return sum * Double(sign: .plus, exponent: Int(k), significand: 1)
    }

    var sine: Double {
        let twoPi = 2 * Double.pi
        var x = self.truncatingRemainder(dividingBy: twoPi)
        if x > .pi { x -= twoPi } else if x < -.pi { x += twoPi }
        var term = x
        var sum = x
        for n in 1 ... 15 {
            term *= -x * x / Double((2 * n) * (2 * n + 1))
            sum += term
        }
        return sum
    }

    var cosine: Double { (self + .pi / 2).sine }
}
