import GestureModel

/// A `UISpringTimingParameters` spring as a completion runs it (US1–US4): its constants from one of
/// the initializers, the release velocity as `initialVelocity` (a fraction of the remaining
/// distance per second, optionally clipped), and its settling and perceptual durations.
public struct UIKitSpring: Sendable, Hashable {
    /// Which initializer made the spring.
    public enum Definition: Sendable, Hashable {
        /// `init(mass:stiffness:damping:initialVelocity:)` (US1).
        case physical(mass: Double, stiffness: Double, damping: Double)
        /// A damping ratio ζ and a response (the undamped period), as WWDC18's fluid interfaces
        /// write it: stiffness (2π / response)², damping 4πζ / response, mass 1 (US2).
        case dampingRatio(Double, response: Double)
        /// iOS 17's `init(duration:bounce:initialVelocity:)`: the response is the duration, ζ is
        /// 1 − bounce (bounce ≥ 0) or 1 / (1 + bounce) (bounce < 0) (US3).
        case durationBounce(duration: Double, bounce: Double)
    }

    public var definition: Definition
    /// The largest |initialVelocity| the app passes, fractions of the distance per second:
    /// Apple's PhotoTransitioning clips at 35, fluid interfaces at 30; nil: no clip.
    public var velocityClip: Double?
    /// US5: whether a damping ratio above 1 runs as given; false (Core Animation's default) runs
    /// it critically damped.
    public var allowsOverdamping: Bool
    /// US6: what the transition's progress follows once the animator continues.
    public var continuesOn: Continuation
    /// US7: the spring the animator runs on when the release has no velocity along the gesture,
    /// where the app continues it with no new timing (its own spring); nil: this spring, unseeded.
    public var atRest: Definition?

    /// What the app continues the transition's animator with.
    public enum Continuation: String, Sendable, Hashable, CaseIterable {
        /// `continueAnimation(withTimingParameters: spring, …)`: the progress rides the spring.
        case spring
        /// `continueAnimation(withTimingParameters: nil, durationFactor: spring duration / its
        /// own)`: the progress runs on the animator's own curve for as long as the spring (which
        /// moves other views) takes to settle.
        case animatorCurve
    }

    public init(
        definition: Definition, velocityClip: Double? = nil, allowsOverdamping: Bool = false,
        continuesOn: Continuation = .spring, atRest: Definition? = nil
    ) {
        self.atRest = atRest
        self.definition = definition
        self.velocityClip = velocityClip
        self.allowsOverdamping = allowsOverdamping
        self.continuesOn = continuesOn
    }

    /// `UISpringTimingParameters()`: the system spring, mass 3, stiffness 1000, damping 500 (US1).
    public static let system = UIKitSpring(definition: .physical(mass: 3, stiffness: 1000, damping: 500))

    /// US4: at rest once within 0.1 % of the distance and slower than 1 % of it per second.
    public static let restFraction = 0.001
    public static let restSpeedFraction = 0.01

    public var constants: (mass: Double, stiffness: Double, damping: Double) {
        switch definition {
        case .physical(let mass, let stiffness, let damping):
            return (mass, stiffness, damping)
        case .dampingRatio(let zeta, let response):
            return Self.responseConstants(zeta: zeta, response: response)
        case .durationBounce(let duration, let bounce):
            return Self.responseConstants(zeta: bounce >= 0 ? 1 - bounce : 1 / (1 + bounce), response: duration)
        }
    }

    /// The constants the animation runs with (US5): the given ones, with the damping lowered to
    /// critical, 2√(k m), when it is above that and overdamping is not allowed.
    public var runningConstants: (mass: Double, stiffness: Double, damping: Double) {
        let (mass, stiffness, damping) = constants
        guard !allowsOverdamping, isClampedToCritical else { return (mass, stiffness, damping) }
        return (mass, stiffness, 2 * stiffness.squareRoot() * mass.squareRoot())
    }

    /// Whether the spring runs critically damped though its constants give ζ > 1 (US5).
    public var isClampedToCritical: Bool { !allowsOverdamping && dampingRatio > 1 }

    static func responseConstants(zeta: Double, response: Double) -> (mass: Double, stiffness: Double, damping: Double)
    {
        let omega = 2 * Double.pi / response
        return (1, omega * omega, 4 * Double.pi * zeta / response)
    }

    /// The undamped period 2π √(m / k): the response of the (ζ, response) and (duration, bounce)
    /// forms, which Apple calls the perceptual duration (US4).
    public var perceptualDuration: Double {
        let (mass, stiffness, _) = constants
        return 2 * Double.pi * (mass / stiffness).squareRoot()
    }

    /// The relative initial velocity for a release at `speed` pt/s toward the target with
    /// `remaining` of `extent` points still to go: speed / (remaining × extent), clipped.
    public func initialVelocity(
        speed: Double, remaining: Double, extent: Double
    ) -> (velocity: Double, unclipped: Double) {
        let distance = remaining * extent
        let unclipped = distance > 0 && speed.isFinite ? speed / distance : 0
        guard let velocityClip else { return (unclipped, unclipped) }
        return (min(max(unclipped, -velocityClip), velocityClip), unclipped)
    }

    /// The spring a release with no velocity along the gesture continues on (US7): `atRest`'s
    /// constants, with this one's overdamping rule, and nothing clipped.
    public var restingSpring: UIKitSpring? {
        atRest.map { UIKitSpring(definition: $0, allowsOverdamping: allowsOverdamping, continuesOn: continuesOn) }
    }

    /// The spring over the remaining distance, normalized to 1, seeded with `velocity`.
    public func spring(initialVelocity velocity: Double) -> Spring {
        let (mass, stiffness, damping) = runningConstants
        return Spring(
            stiffness: stiffness, damping: damping, mass: mass, distance: 1, initialVelocity: velocity,
            restDisplacement: Self.restFraction, restSpeed: Self.restSpeedFraction, clampsOvershoot: false)
    }

    /// ζ = c / (2√(k m)), each root taken alone, so constants near either end of the number range
    /// give their ratio rather than an overflowed or underflowed product.
    public var dampingRatio: Double {
        let (mass, stiffness, damping) = constants
        return damping / stiffness.squareRoot() / mass.squareRoot() / 2
    }

    /// ω₀ = √(k / m), radians per second.
    public var naturalFrequency: Double {
        let (mass, stiffness, _) = constants
        return stiffness.squareRoot() / mass.squareRoot()
    }

    /// The slowest rate its motion decays at, per second, as it runs (US5): ζω₀ below critical
    /// damping, ω₀ at it, ω₀ / (ζ + √(ζ² − 1)) above (the slow mode, written so that it does not cancel).
    public var slowestDecay: Double {
        let (zeta, omega) = (isClampedToCritical ? 1 : dampingRatio, naturalFrequency)
        return zeta < 1 ? zeta * omega : omega / (zeta + (zeta * zeta - 1).squareRoot())
    }

    /// A derived constant for a message: its digits, or where it went past the number range.
    static func shown(_ value: Double) -> String {
        value.isFinite ? JSONWriter.formatNumber(value) : "past the largest number"
    }

    /// ln(1 / restFraction): how many e-foldings take the distance to its rest band (US4).
    static let eFoldingsToRest = 6.907755278982137

    /// Whether the constants make a spring the model can follow: every one finite and positive
    /// (damping ≥ 0), ω₀ and ζ finite and ω₀ above 0, and a decay fast enough to reach the rest
    /// band within the settling search's horizon (`Spring.horizon`) from rest.
    public var problem: String? {
        let (mass, stiffness, damping) = constants
        if case .durationBounce(_, let bounce) = definition, !(bounce > -1 && bounce < 1) {
            return "bounce must lie between −1 and 1 (not including them)"
        }
        guard mass.isFinite, mass > 0, stiffness.isFinite, stiffness > 0, damping.isFinite, damping >= 0 else {
            return "mass and stiffness must be positive and damping not negative"
        }
        // The closed form is made from k / m and k × m (`Spring.init`): each must be a normal number.
        let (ratio, product) = (stiffness / mass, stiffness * mass)
        guard ratio.isNormal, product.isNormal else {
            return
                "constants whose stiffness / mass and stiffness × mass are numbers the model can use (they are \(Self.shown(ratio)) and \(Self.shown(product)), outside the range of normal numbers)"
        }
        let (omega, zeta) = (naturalFrequency, dampingRatio)
        let decay = slowestDecay
        guard decay * Spring.horizon >= Self.eFoldingsToRest else {
            let soonest =
                decay > 0
                ? "comes within 0.1 % of the distance after \(prose(Self.eFoldingsToRest / decay, 1)) s at the soonest"
                : "never comes within 0.1 % of the distance"
            return
                "a spring that comes to rest within \(prose(Spring.horizon, 0)) s: its motion decays at \(prose(decay, 4)) /s (ζ \(prose(zeta, 4)), ω₀ \(prose(omega, 2)) rad/s), so it \(soonest); raise the damping"
        }
        return nil
    }
}
