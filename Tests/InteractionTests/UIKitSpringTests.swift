import Foundation
import GestureModel
import Testing

@testable import Interaction

/// The `uikit-spring` timing (US1–US4) against the closed-form critically damped spring
/// x(t) = (1 + (ω − v) t) e^(−ωt) over a unit distance, worked out by hand.
@Suite("UIKit springs")
struct UIKitSpringTests {
    @Test(
        "US2, US3: ζ 1 and response 0.5 s give k (4π)², c 8π; bounce 0.2 is ζ 0.8, bounce −0.5 is ζ 2; US1's system spring has a 0.344 s period"
    )
    func constants() {
        let response = UIKitSpring(definition: .dampingRatio(1, response: 0.5)).constants
        #expect(
            abs(response.stiffness - 16 * Double.pi * Double.pi) < 1e-9 && abs(response.damping - 8 * Double.pi) < 1e-12
                && response.mass == 1)
        func zeta(_ bounce: Double) -> Double {
            let c = UIKitSpring(definition: .durationBounce(duration: 0.4, bounce: bounce)).constants
            return c.damping / (2 * (c.stiffness * c.mass).squareRoot())
        }
        #expect(abs(zeta(0.2) - 0.8) < 1e-12 && abs(zeta(-0.5) - 2) < 1e-12)
        #expect(abs(UIKitSpring.system.perceptualDuration - 2 * Double.pi * (3.0 / 1000).squareRoot()) < 1e-15)
        #expect(abs(UIKitSpring(definition: .dampingRatio(0.8, response: 0.3)).perceptualDuration - 0.3) < 1e-12)
        #expect(UIKitSpring(definition: .durationBounce(duration: 0.4, bounce: 1)).problem != nil)
    }

    @Test("US4: a 390 pt/s release with half of 390 pt to go seeds 2 per second; a clip of 1.5 holds it there")
    func initialVelocity() {
        #expect(UIKitSpring.system.initialVelocity(speed: 390, remaining: 0.5, extent: 390) == (2, 2))
        let clipped = UIKitSpring(definition: .physical(mass: 1, stiffness: 100, damping: 20), velocityClip: 1.5)
        #expect(clipped.initialVelocity(speed: 390, remaining: 0.5, extent: 390) == (1.5, 2))
        #expect(clipped.initialVelocity(speed: -390, remaining: 0.5, extent: 390) == (-1.5, -2))
    }

    @Test(
        "ω 10, at rest: frames follow 1 − (1 + 10t)e^(−10t), 0.2642 at 0.1 s; settled at 0.924 s; seeded with 2 per second, 0.3378 and 0.902 s"
    )
    func framesAndSettling() throws {
        let spring = UIKitSpring(definition: .physical(mass: 1, stiffness: 100, damping: 20))
        let still = spring.spring(initialVelocity: 0)
        #expect(abs(still.fraction(at: 0.1) - (1 - 2 * exp(-1.0))) < 1e-12)
        #expect(abs(still.settlingTime - 0.924) < 1e-9)
        let seeded = spring.spring(initialVelocity: 2)
        #expect(abs(seeded.fraction(at: 0.1) - (1 - 1.8 * exp(-1.0))) < 1e-12)
        #expect(abs(seeded.settlingTime - 0.902) < 1e-9)
        // Through the timing: a finish from 0.5 at 390 pt/s over 390 pt, and a cancel at −390 pt/s
        // from the same place, whose animator runs back seeded with the same 2 per second.
        for (direction, speed) in [(PercentDrivenTransition.Direction.finish, 390.0), (.cancel, -390)] {
            let completion = try #require(
                CompletionTiming.uikitSpring.completion(
                    direction: direction, progress: 0.5, speed: speed, extent: 390, duration: 0.5, curve: .easeInOut,
                    spring: spring))
            #expect(abs(completion.duration - 0.902) < 1e-9)
            #expect(abs(completion.curve.value(at: 0.1 / 0.902) - (1 - 1.8 * exp(-1.0))) < 1e-9)
        }
    }

    @Test(
        "ζ 0.02, response 1 s decays at 0.04π /s: at rest from rest within 60 s, but not seeded with 100 per second"
    )
    func notSettledWithinHorizon() throws {
        let spring = UIKitSpring(definition: .dampingRatio(0.02, response: 1))
        // 0.04π × 60 s = 7.54 e-foldings ≥ ln 1000 = 6.91: the constants alone can come to rest.
        #expect(spring.problem == nil)
        #expect(spring.spring(initialVelocity: 0).settlingTime < Spring.horizon)
        // Seeded with 100 per second the amplitude is about 100 / 2π ≈ 16: ln(16,000) / 0.04π ≈ 77 s.
        let seeded = spring.spring(initialVelocity: 100)
        #expect(seeded.settlingTime == Spring.horizon)
        let completion = try #require(
            CompletionTiming.uikitSpring.completion(
                direction: .finish, progress: 0.5, speed: 100 * 195, extent: 390, duration: 0.5, curve: .easeInOut,
                spring: spring))
        #expect(completion.basis.springSettled == false)
        #expect(
            completion.basis.formula.hasSuffix(
                "seeded with 100.00 of the distance per second: not at rest within 60 s, ended there"))
        var transition = PercentDrivenTransition(
            configuration: .init(duration: 0.5, timing: .uikitSpring, spring: spring))
        _ = transition.start(at: 0)
        _ = transition.update(0.5, at: 0.1)
        let step = transition.finish(
            at: 0.2,
            timing: .init(
                timing: .uikitSpring, duration: completion.duration, curve: completion.curve, basis: completion.basis))
        #expect(step.diagnostics.map(\.code) == [.springNotSettled])
        #expect(
            step.diagnostics.first?.message.hasPrefix("the finish spring is not at rest within 60 s (UIKit spring m 1")
                == true)
        // One that does settle is not flagged.
        let still = try #require(
            CompletionTiming.uikitSpring.completion(
                direction: .finish, progress: 0.5, speed: 0, extent: 390, duration: 0.5, curve: .easeInOut,
                spring: spring))
        #expect(still.basis.springSettled == true)
    }

    @Test(
        "US5: the system spring (ζ 4.56) runs critically damped: 99.89 % at 0.5 s, at rest at 0.537 s; allowed to overdamp, 63.2 % and 3.419 s"
    )
    func overdampingClampedToCritical() {
        // ω₀ = √(1000 / 3) = 18.257 rad/s. Critically damped from rest: 1 − (1 + ω₀t) e^(−ω₀t);
        // at rest once (1 + ω₀t) e^(−ω₀t) ≤ 0.001 and ω₀² t e^(−ω₀t) ≤ 0.01 for good (1 ms steps).
        let omega = (1000.0 / 3).squareRoot()
        let critical = UIKitSpring.system.spring(initialVelocity: 0)
        #expect(UIKitSpring.system.isClampedToCritical)
        #expect(abs(critical.fraction(at: 0.5) - (1 - (1 + omega * 0.5) * exp(-omega * 0.5))) < 1e-12)
        #expect(abs(critical.fraction(at: 0.5) - 0.99890) < 1e-5)
        #expect(abs(critical.settlingTime - 0.537) < 1e-9)
        // As given: roots r = −ω₀(ζ ∓ √(ζ² − 1)), displacement (r₂e^(r₁t) − r₁e^(r₂t)) / (r₂ − r₁).
        var overdamped = UIKitSpring.system
        overdamped.allowsOverdamping = true
        #expect(!overdamped.isClampedToCritical)
        let zeta = 500 / (2 * (1000.0 * 3).squareRoot())
        let (r1, r2) = (
            -omega * (zeta - (zeta * zeta - 1).squareRoot()), -omega * (zeta + (zeta * zeta - 1).squareRoot())
        )
        let slow = overdamped.spring(initialVelocity: 0)
        let displacement = (r2 * exp(r1 * 0.5) - r1 * exp(r2 * 0.5)) / (r2 - r1)
        #expect(abs(slow.fraction(at: 0.5) - (1 - displacement)) < 1e-12)
        #expect(abs(slow.fraction(at: 0.5) - 0.63209) < 1e-5)
        #expect(abs(slow.settlingTime - 3.419) < 1e-9)
        // An underdamped spring is the same either way.
        let under = UIKitSpring(definition: .dampingRatio(0.8, response: 0.3))
        #expect(!under.isClampedToCritical)
        #expect(under.runningConstants == under.constants)
    }

    @Test("an underdamped spring overshoots: ζ 0.5, response 0.5 s passes the target before it rests")
    func overshoot() {
        let spring = UIKitSpring(definition: .dampingRatio(0.5, response: 0.5)).spring(initialVelocity: 0)
        // The first peak of a ζ 0.5 step response: 1 + e^(−πζ/√(1 − ζ²)) = 1.163 at t = π / ω_d.
        let omegaD: Double = 4 * Double.pi * 0.75.squareRoot()
        let peak: Double = 1 + exp(-Double.pi * 0.5 / 0.75.squareRoot())
        #expect(abs(spring.fraction(at: Double.pi / omegaD) - peak) < 1e-9)
    }

    @Test(
        "derived quantities: ζ from far ends of the number range, and a spring too slow to rest within 60 s is refused"
    )
    func derivedQuantities() throws {
        // ζ = c / (2√(k m)): 500 / (2√3000) for the system spring; 0.5 where k m overflows.
        #expect(abs(UIKitSpring.system.dampingRatio - 500 / (2 * 3000.0.squareRoot())) < 1e-12)
        let huge = UIKitSpring(definition: .physical(mass: 1e308, stiffness: 1e308, damping: 1e308))
        #expect(abs(huge.dampingRatio - 0.5) < 1e-12)
        #expect(huge.problem?.hasPrefix("constants whose stiffness / mass and stiffness × mass") == true)
        let tiny = UIKitSpring(
            definition: .physical(
                mass: .leastNonzeroMagnitude, stiffness: .leastNonzeroMagnitude, damping: .leastNonzeroMagnitude))
        #expect(tiny.problem?.contains("(they are 1 and 0, outside the range of normal numbers)") == true)
        let stiff = UIKitSpring(definition: .physical(mass: 1e-300, stiffness: 1e300, damping: 1))
        #expect(stiff.problem?.contains("they are past the largest number and 1") == true)
        #expect(UIKitSpring.system.problem == nil)
        // Undamped: it never rests.
        let undamped = try #require(UIKitSpring(definition: .physical(mass: 1, stiffness: 100, damping: 0)).problem)
        #expect(undamped.hasSuffix("so it never comes within 0.1 % of the distance; raise the damping"))
        // ζω₀ × 60 s must reach ln 1000 = 6.908: ω₀ = 2π / 0.5 = 12.566, so ζ 0.01 (decay 0.1257 /s)
        // rests in time and ζ 0.009 (0.1131 /s) does not; bounce 0.9999 rests after 6.908 / 0.001257 s.
        #expect(UIKitSpring(definition: .dampingRatio(0.01, response: 0.5)).problem == nil)
        #expect(UIKitSpring(definition: .dampingRatio(0.009, response: 0.5)).problem != nil)
        let bouncy = try #require(UIKitSpring(definition: .durationBounce(duration: 0.5, bounce: 0.9999)).problem)
        #expect(bouncy.contains("decays at 0.0013 /s") && bouncy.contains("after 5497.0 s at the soonest"))
    }
}
