import GestureModel
import Testing

@testable import Interaction

/// H1–H4: the threshold rule with a velocity threshold, a look-ahead and a flick, against numbers
/// worked out by hand.
@Suite("The threshold rule (H1–H4)")
struct ThresholdRuleVariantTests {
    @Test("H3: 0.41 + 0.50 s × 812 pt/s / 390 pt = 1.45 > 0.5 finishes, and the account shows the sum")
    func projectionSum() {
        let rule = ThresholdRule(threshold: 0.5, lookahead: 0.5)
        let release = ThresholdRule.Release(progress: 0.41, velocity: 812, extent: 390)
        // 0.41 + 406 / 390 = 1.451025641…
        #expect(abs(rule.position(release) - 1.451_025_641_025_641) < 1e-12)
        let decision = rule.decide(release, trigger: .ended)
        #expect(decision.direction == .finish)
        #expect(decision.reason == "released at 0.41 + 0.50 s × 812 pt/s / 390 pt = 1.45 > threshold 0.50 → finish")
    }

    @Test(
        "H3 at its boundary: p 0.3, L 0.25 s, extent 400 pt finishes above v = 320 pt/s",
        arguments: [
            (319.0, PercentDrivenTransition.Direction.cancel), (320.0, .cancel), (321.0, .finish), (-50.0, .cancel),
        ])
    func projectionBoundary(velocity: Double, expected: PercentDrivenTransition.Direction) {
        // 0.3 + 0.25 × 320 / 400 = 0.5 exactly: not above the threshold.
        let rule = ThresholdRule(threshold: 0.5, lookahead: 0.25)
        #expect(
            rule.decide(ThresholdRule.Release(progress: 0.3, velocity: velocity, extent: 400), trigger: .ended)
                .direction == expected)
    }

    @Test("H3: a deceleration rate r looks r / (1000 (1 − r)) s ahead: 0.499 s for 0.998, 0.099 s for 0.99")
    func decelerationRate() {
        #expect(abs(Projection.decelerationRate(0.998).seconds - 0.499) < 1e-12)
        #expect(abs(Projection.decelerationRate(0.99).seconds - 0.099) < 1e-12)
        #expect(Projection.decelerationRate(0).seconds == 0)
        #expect(Projection.lookahead(0.25).seconds == 0.25)
    }

    @Test("H4: a flick decides by direction, measured as the vector's length or along the gesture")
    func flick() {
        let magnitude = ThresholdRule(threshold: 0.5, flick: .init(velocity: 1200, measure: .magnitude))
        let axis = ThresholdRule(threshold: 0.5, flick: .init(velocity: 1200, measure: .axis))
        // (1000, 700) pt/s: length 1220.7 > 1200, 1000 along the gesture ≤ 1200.
        let sideways = ThresholdRule.Release(
            progress: 0.2, velocity: 1000, speed: (1000.0 * 1000 + 700 * 700).squareRoot(), extent: 390)
        #expect(magnitude.finishes(sideways))
        #expect(!axis.finishes(sideways))
        let magnitudeDecision = magnitude.decide(sideways, trigger: .ended)
        #expect(
            magnitudeDecision.reason
                == "released at 0.20, a flick: speed 1221 pt/s > 1200 pt/s, moving forward → finish")
        #expect(
            axis.decide(sideways, trigger: .ended).reason
                == "released at 0.20 ≤ threshold 0.50 (no flick: 1000 ≤ 1200 pt/s) → cancel")
        // Back at 1201 pt/s cancels even from 0.9; at 1200 exactly it is no flick.
        #expect(!axis.finishes(ThresholdRule.Release(progress: 0.9, velocity: -1201, extent: 390)))
        #expect(axis.finishes(ThresholdRule.Release(progress: 0.9, velocity: -1200, extent: 390)))
    }

    @Test(
        "H4: Touchwonders counts a flick of at least 1200 pt/s whose larger component lies along the transition's axis"
    )
    func dominantAxisFlick() {
        // PanInteractionController.completionPosition: magnitude >= minimumFlickVelocity, and
        // TransitionScreenEdge(vector:) (|dx| > |dy| picks left or right) must be the transition's axis.
        let rule = ThresholdRule(
            threshold: 0.3333, flick: .init(velocity: 1200, measure: .dominantAxis, inclusive: true))
        func release(_ vx: Double, _ vy: Double, at progress: Double = 0.1) -> ThresholdRule.Release {
            ThresholdRule.Release(
                progress: progress, velocity: vx, speed: (vx * vx + vy * vy).squareRoot(), extent: 390, across: abs(vy))
        }
        // (1100, 600): 1253 ≥ 1200 and mostly horizontal → a flick forward, finish from 0.1.
        #expect(rule.finishes(release(1100, 600)))
        // (1300, 1400): mostly vertical, so no flick; 0.1 ≤ 1/3 → cancel.
        #expect(!rule.finishes(release(1300, 1400)))
        #expect(
            rule.decide(release(1300, 1400), trigger: .ended).reason
                == "released at 0.10 ≤ threshold 0.33 (no flick: the velocity is mostly across the gesture, 1400 against 1300 pt/s along it) → cancel"
        )
        // (1200, 0): exactly 1200, and `>=` counts it.
        #expect(rule.finishes(release(1200, 0)))
        #expect(
            rule.decide(release(1200, 0), trigger: .ended).reason
                == "released at 0.10, a flick: speed 1200 pt/s ≥ 1200 pt/s, moving forward → finish")
        // Back: (−1250, 300) from 0.9 cancels.
        #expect(!rule.finishes(release(-1250, 300, at: 0.9)))
    }

    @Test("H4: PhotoTransitioning's flick has no direction without vertical velocity: its progress test decides")
    func flickWithoutVelocityAlongTheGesture() {
        // AssetTransitionDriver.completionPosition: isFlick && dy > 0 pops, isFlick && dy < 0
        // pushes back, and otherwise `fractionComplete > 0.33` decides.
        let rule = ThresholdRule(threshold: 0.33, flick: .init(velocity: 1200, measure: .magnitude))
        let sideways = ThresholdRule.Release(progress: 0.5, velocity: 0, speed: 1300, extent: 422, across: 1300)
        #expect(rule.finishes(sideways))
        #expect(!rule.isFlick(sideways))
        var low = sideways
        low.progress = 0.2
        #expect(!rule.finishes(low))
        #expect(
            rule.decide(sideways, trigger: .ended).reason
                == "released at 0.50 > threshold 0.33 (no flick: no velocity along the gesture) → finish")
    }

    @Test("H4 before H2 and H3; without a look-ahead or a flick the account is H1/H2's as before")
    func composition() {
        let all = ThresholdRule(
            threshold: 0.5, velocityThreshold: 500, lookahead: 0.3, flick: .init(velocity: 1500, measure: .axis))
        // 600 pt/s ≥ 500: H2 finishes although the projection 0.1 + 0.3 × 600 / 400 = 0.55 would too.
        #expect(all.finishes(ThresholdRule.Release(progress: 0.1, velocity: 600, extent: 400)))
        // −400 pt/s: within ±500, so H3 decides: 0.7 − 0.3 × 400 / 400 = 0.4 ≤ 0.5 → cancel.
        #expect(!all.finishes(ThresholdRule.Release(progress: 0.7, velocity: -400, extent: 400)))
        // −1600 pt/s: a flick back.
        #expect(!all.finishes(ThresholdRule.Release(progress: 0.99, velocity: -1600, extent: 400)))
        let plain = ThresholdRule(threshold: 0.5, velocityThreshold: 500)
        #expect(
            plain.decide(progress: 0.43, velocity: 100, trigger: .ended).reason
                == "released at 0.43 ≤ threshold 0.50, velocity 100 pt/s within ±500 pt/s → cancel")
    }
}
