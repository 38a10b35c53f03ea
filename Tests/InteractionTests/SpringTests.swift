import Foundation
import GestureModel
import Testing

@testable import Interaction

@Suite("Springs (AB5, RN3)")
struct SpringTests {
    private let curve = CompletionCurve.easeInOut

    @Test("springs: the closed form matches a numerical integration of m·x'' = −k·x − c·x'")
    func springClosedForm() {
        for (k, c, m, v0) in [
            (1000.0, 500.0, 3.0, 400.0), (1500.0, 2 * 1500.0.squareRoot(), 1.0, 30.0), (200.0, 10.0, 1.0, 0.0),
        ] {
            let spring = Spring(
                stiffness: k, damping: c, mass: m, distance: 100, initialVelocity: v0, restDisplacement: 0.5,
                restSpeed: 0.5, clampsOvershoot: false)
            var x = 100.0
            var v = -v0
            let dt = 1e-5
            for step in 1...50_000 {
                let a = (-k * x - c * v) / m
                v += a * dt
                x += v * dt
                if step % 10_000 == 0 {
                    let exact = spring.state(at: Double(step) * dt)
                    #expect(abs(exact.displacement - x) < 0.05, "k \(k) c \(c) m \(m) at \(Double(step) * dt)")
                }
            }
        }
    }

    @Test("the react-navigation spring rests within 10 px and 10 px/s, and a clamped spring ends at the target")
    func reactNavigationSpring() throws {
        let timing = try #require(
            CompletionTiming.reactNavigationSpring.completion(
                direction: .finish, progress: 0.5, speed: 0, extent: 390, duration: 0.5, curve: curve))
        guard case .spring(let spring) = timing.curve else {
            Issue.record("not a spring")
            return
        }
        let end = spring.state(at: timing.duration)
        #expect(abs(end.displacement) < 10 && abs(end.velocity) < 10)
        let before = spring.state(at: timing.duration - 0.002)
        #expect(!(abs(before.displacement) < 10 && abs(before.velocity) < 10))
        #expect(spring.fraction(at: timing.duration) <= 1)
    }

    @Test(
        "the settling search finds the step the scan of every step finds: the presets' springs and random ones, clamped or not"
    )
    func settlingSearchEqualsScan() {
        var random = SeededGenerator(seed: 2026)
        var checked = 0
        // The two presets' springs over their whole range of releases, then any spring.
        for index in 0..<1500 {
            let spring: Spring
            switch index % 3 {
            case 0:
                spring = Spring(
                    stiffness: 1000, damping: 500, mass: 3, distance: Double.random(in: 0...1000, using: &random),
                    initialVelocity: Double.random(in: -4000...4000, using: &random), restDisplacement: 10,
                    restSpeed: 10, clampsOvershoot: true)
            case 1:
                spring = Spring(
                    stiffness: 1500, damping: 2 * 1500.0.squareRoot(), mass: 1,
                    distance: Double.random(in: 0...100, using: &random),
                    initialVelocity: Double.random(in: -2000...2000, using: &random), restDisplacement: 0.75,
                    restSpeed: 46.875, clampsOvershoot: false)
            default:
                spring = Spring(
                    stiffness: Double.random(in: 1...5000, using: &random),
                    damping: Double.random(in: 0...800, using: &random),
                    mass: Double.random(in: 0.1...10, using: &random),
                    distance: Double.random(in: 0...500, using: &random),
                    initialVelocity: [0, Double.random(in: -3000...3000, using: &random)].randomElement(using: &random)
                        ?? 0,
                    restDisplacement: Double.random(in: 0.01...20, using: &random),
                    restSpeed: Double.random(in: 0.01...50, using: &random),
                    clampsOvershoot: Bool.random(using: &random))
            }
            #expect(spring.settlingStep() == spring.settlingStepByScan(), "\(spring)")
            checked += 1
        }
        #expect(checked == 1500)
    }

    @Test("an overdamped spring's state leaves out its fast mode only where adding it changes no bit")
    func fastModeLeftOutExactly() throws {
        var random = SeededGenerator(seed: 31)
        var springs: [Spring] = []
        for _ in 0..<300 {
            // react-navigation's spring over its range of releases, then any overdamped spring,
            // some with a slow mode thousands of times smaller than the fast one.
            springs.append(
                Spring(
                    stiffness: 1000, damping: 500, mass: 3, distance: Double.random(in: 0...1000, using: &random),
                    initialVelocity: Double.random(in: -4000...4000, using: &random), restDisplacement: 10,
                    restSpeed: 10,
                    clampsOvershoot: true))
            let stiffness = Double.random(in: 1...5000, using: &random)
            let mass = Double.random(in: 0.1...10, using: &random)
            let critical = 2 * (stiffness * mass).squareRoot()
            springs.append(
                Spring(
                    stiffness: stiffness, damping: critical * Double.random(in: 1.01...30, using: &random), mass: mass,
                    distance: Double.random(in: 0...500, using: &random),
                    initialVelocity: Double.random(in: -30000...30000, using: &random), restDisplacement: 0.5,
                    restSpeed: 0.5,
                    clampsOvershoot: false))
        }
        for spring in springs {
            let times =
                (0..<200).map { _ in Double.random(in: -0.5...3, using: &random) } + [0, 0.1, 1, 10, 60, 400, 5000]
            for t in times {
                let state = spring.state(at: t)
                let both = try #require(spring.stateWithBothModes(at: t))
                #expect(state.displacement.bitPattern == both.displacement.bitPattern, "\(spring) at \(t)")
                #expect(state.velocity.bitPattern == both.velocity.bitPattern, "\(spring) at \(t)")
            }
        }
        // The left-out mode is most of a completion: react-navigation's spring over 307.3 pt seeded
        // with 973.7 pt/s rests after 2.037 s (the edge-left-6 account) and its fast mode is gone
        // well before.
        let released = Spring(
            stiffness: 1000, damping: 500, mass: 3, distance: 307.3, initialVelocity: 973.7, restDisplacement: 10,
            restSpeed: 10, clampsOvershoot: true)
        #expect(abs(released.settlingTime - 2.037) < 0.0015)
        let gone = try #require(released.fastModeGone)
        #expect(gone > 0.05 && gone < 0.4)
    }

    @Test(
        "exp's degree-13 polynomial is within 4 ulp of the whole series; sine reduces its argument exactly as fmod does"
    )
    func seriesEndExactly() {
        /// The series with every term added: the definition, and what exp computed before its polynomial.
        func expAllTerms(_ x: Double) -> Double {
            let ln2 = 0.693_147_180_559_945_3
            let k = (x / ln2).rounded()
            let r = x - k * ln2
            var term = 1.0
            var sum = 1.0
            for n in 1...20 {
                term *= r / Double(n)
                sum += term
            }
            return sum * Double(sign: .plus, exponent: Int(k), significand: 1)
        }
        func sineAllTerms(_ value: Double) -> Double {
            let twoPi = 2 * Double.pi
            var x = value.truncatingRemainder(dividingBy: twoPi)
            if x > .pi { x -= twoPi } else if x < -.pi { x += twoPi }
            var term = x
            var sum = x
            for n in 1...15 {
                term *= -x * x / Double((2 * n) * (2 * n + 1))
                sum += term
            }
            return sum
        }
        var random = SeededGenerator(seed: 7)
        let edges: [Double] = [
            0, -0.0, 1e-300, -1e-17, 1e-17, 0.5, -0.5, 0.346_573_590_279_972_6, -0.346_573_590_279_972_6, .pi, -.pi,
            .pi / 2,
        ]
        // The range reduction's fused multiply-add against the C library's fmod: whole multiples
        // of 2π and their neighbours a few ulps away (where the quotient rounds up to the next
        // whole number), far arguments, and those past 2^52 · 2π, which go to fmod itself.
        var reductions: [Double] = [.infinity, -.infinity, 2 * .pi * 0x1p52, -2 * .pi * 0x1p60, 1e300]
        for k in 1...2_000 {
            let multiple = 2 * Double.pi * Double(k)
            var below = multiple
            var above = multiple
            for _ in 0..<4 {
                reductions += [below, above, -below, -above]
                below = below.nextDown
                above = above.nextUp
            }
        }
        reductions += (0..<50_000).map { _ in Double.random(in: -1e7...1e7, using: &random) }
        for x in reductions {
            let reference = x.truncatingRemainder(dividingBy: 2 * .pi)
            let reduced = x.fusedTruncatingRemainder(dividingBy: 2 * .pi)
            #expect(reduced.bitPattern == reference.bitPattern || (reduced.isNaN && reference.isNaN), "remainder \(x)")
            #expect(x.sine.bitPattern == sineAllTerms(x).bitPattern || x.sine.isNaN, "sine \(x)")
        }
        for x in edges + (0..<200_000).map({ _ in Double.random(in: -50...50, using: &random) }) {
            // Horner's rounding and the series' summation differ in the last bits; every report,
            // whose numbers carry 6 decimals, is the same byte for byte (the golden accounts).
            let reference = expAllTerms(x)
            #expect(abs(x.exp - reference) <= 4 * reference.ulp, "exp \(x)")
            #expect(x.sine.bitPattern == sineAllTerms(x).bitPattern, "sine \(x)")
        }
    }
}

/// SplitMix64: the same numbers on every run, so a failure can be run again.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
