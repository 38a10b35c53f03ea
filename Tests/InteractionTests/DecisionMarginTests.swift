import GestureModel
import Testing

@testable import Interaction

/// Margins against numbers worked out by hand from each rule's own comparison.
@Suite("Decision margins: how far each rule's decision was from flipping")
struct DecisionMarginTests {
    static func close(_ a: Double?, _ b: Double, within tolerance: Double = 1e-6) -> Bool {
        guard let a else { return false }
        return abs(a - b) <= tolerance
    }

    static func decided(
        _ evidence: RuleEvidence, _ direction: PercentDrivenTransition.Direction, progress: Double
    ) -> ReleaseDecision {
        ReleaseDecision(
            direction: direction, progress: progress, threshold: nil, trigger: .ended,
            basis: .rule(name: "rule", RuleDecision(direction: direction, evidence: evidence)))
    }

    @Test("H1: progress 0.62 against 0.5 finishes by 0.12; 0.12 less progress cancels; no velocity is read")
    func threshold() throws {
        let margin = try #require(
            ThresholdRule(threshold: 0.5).decide(progress: 0.62, velocity: 300, trigger: .ended).margin)
        #expect(margin.quantity == .progress)
        #expect(Self.close(margin.spare, 0.12))
        #expect(Self.close(margin.positionChange, -0.12))
        #expect(margin.velocityChange == nil)
    }

    @Test(
        "H2 with its own cancel velocity: 1392 pt/s past 675 finishes; at p 0.26 only −200 pt/s cancels, at p 0.1 anything under 675"
    )
    func velocityGate() throws {
        let rule = ThresholdRule(threshold: 0.2, velocityThreshold: 675, cancelVelocity: 200)
        let past = try #require(rule.decide(progress: 0.26, velocity: 1392, trigger: .ended).margin)
        #expect(past.quantity == .velocity)
        #expect(Self.close(past.spare, 717))
        #expect(Self.close(past.velocityChange, -1592))
        #expect(past.positionChange == nil)
        let short = try #require(rule.decide(progress: 0.1, velocity: 1392, trigger: .ended).margin)
        #expect(Self.close(short.velocityChange, -717))
        // Moving back at −150 pt/s from p 0.26: finish by 0.06; −50 pt/s more cancels.
        let back = try #require(rule.decide(progress: 0.26, velocity: -150, trigger: .ended).margin)
        #expect(back.quantity == .progress && Self.close(back.spare, 0.06))
        #expect(Self.close(back.velocityChange, -50))
    }

    @Test("H3: p 0 + 1 s × 10 pt/s / 844 pt against 0.5: 412 pt/s more, or 0.488 more progress, finishes")
    func lookahead() throws {
        let rule = ThresholdRule(threshold: 0.5, lookahead: 1)
        let margin = try #require(
            rule.decide(ThresholdRule.Release(progress: 0, velocity: 10, extent: 844), trigger: .ended).margin)
        #expect(margin.quantity == .projectedProgress)
        #expect(Self.close(margin.spare, 0.5 - 10.0 / 844))
        #expect(Self.close(margin.velocityChange, 412))
        #expect(Self.close(margin.positionChange, 0.5 - 10.0 / 844))
    }

    @Test("H4 by magnitude: (900, 800) pt/s is a 1204.2 pt/s flick; along-axis 793.7 pt/s ends it")
    func flick() throws {
        let rule = ThresholdRule(threshold: 0.33, flick: ThresholdRule.Flick(velocity: 1200, measure: .magnitude))
        let release = ThresholdRule.Release(
            progress: 0.05, velocity: 800, speed: (900.0 * 900 + 800 * 800).squareRoot(), extent: 422)
        let margin = try #require(rule.decide(release, trigger: .ended).margin)
        #expect(margin.quantity == .flickSpeed)
        #expect(Self.close(margin.spare, (900.0 * 900 + 800 * 800).squareRoot() - 1200))
        // √(1200² − 900²) = 793.73: below it the progress (0.05 ≤ 0.33) cancels.
        #expect(Self.close(margin.velocityChange, (1200.0 * 1200 - 900 * 900).squareRoot() - 800))
        #expect(margin.positionChange == nil)
    }

    @Test("S3: p 0.3 + 0.5 × 0.35 = 0.475 misses 187.5 / 390 by 0.0058; v̄ 0.0165 widths/s (6.4 pt/s) more pops")
    func iosPop() throws {
        let threshold = 187.5 / 390
        let evidence = RuleEvidence.iosProjection(
            progress: 0.3, averageVelocity: 0.5, duration: 0.35, averageAcceleration: 0, projected: 0.475,
            threshold: threshold,
            thresholdDistance: 187.5, extent: 390, kind: .withoutAcceleration)
        let margin = try #require(Self.decided(evidence, .cancel, progress: 0.3).margin)
        #expect(Self.close(margin.spare, threshold - 0.475))
        #expect(Self.close(margin.velocityChange, ((threshold - 0.3) / 0.35 - 0.5) * 390))
        #expect(Self.close(margin.positionChange, threshold - 0.475))
        // The flip is stated in what S3 reads: v̄ (0.5 widths/s = 195 pt/s) must reach
        // (threshold − 0.3) / 0.35 widths/s = 201.4 pt/s, not a change of the release velocity.
        #expect(margin.ruleVelocity?.value == 0.5 * 390)
        #expect(margin.ruleVelocity?.name == "v̄, the mean of the last three velocity samples")
    }

    @Test("FC4: a 5.65 widths/s fling at p 0.28 needs to drop under 1; at p 0.6 it needs the back fling, −1")
    func flutter() throws {
        let fling = try #require(
            Self.decided(.flutterFling(velocity: 5.65, minimum: 1), .finish, progress: 0.28).margin)
        #expect(fling.quantity == .flingVelocity && Self.close(fling.spare, 4.65))
        #expect(Self.close(fling.velocityChange, -4.65) && fling.positionChange == nil)
        let past = try #require(Self.decided(.flutterFling(velocity: 2, minimum: 1), .finish, progress: 0.6).margin)
        #expect(Self.close(past.velocityChange, -3))
        let slow = try #require(
            Self.decided(.flutterPosition(velocity: 0.2, minimum: 1, progress: 0.64), .finish, progress: 0.64).margin)
        #expect(
            Self.close(slow.spare, 0.14) && Self.close(slow.velocityChange, -1.2)
                && Self.close(slow.positionChange, -0.14))
    }

    @Test("RN2: 110 + 0.3 × 1392.1 = 527.63 past 195 by 332.63 pt; 1108.77 pt/s slower cancels")
    func reactNavigation() throws {
        let evidence = RuleEvidence.reactNavigationProjection(
            translation: 110, impact: 0.3, velocity: 1392.1, projected: 527.63, half: 195)
        let margin = try #require(Self.decided(evidence, .finish, progress: 0.28).margin)
        #expect(margin.quantity == .projectedTranslation && Self.close(margin.spare, 332.63))
        #expect(Self.close(margin.velocityChange, (195 - 110) / 0.3 - 1392.1))
        #expect(Self.close(margin.positionChange, -332.63))
    }

    @Test("AB4 in ENTRY: 10 pt short of 16; a state or a fixed response has no margin")
    func androidAndFixed() throws {
        let fling = AndroidFling(flungAway: false, sinceTurn: 10, velocity: 20)
        let entry = try #require(
            Self.decided(.androidEntry(translation: 10, triggerThreshold: 16, fling: fling), .cancel, progress: 0.03)
                .margin)
        #expect(entry.quantity == .translation && Self.close(entry.spare, 6) && Self.close(entry.positionChange, 6))
        #expect(entry.velocityChange == nil)
        #expect(Self.decided(.androidActive, .finish, progress: 0.3).margin == nil)
        let always = ReleaseDecision(direction: .finish, progress: 0.3, threshold: nil, trigger: .ended, basis: .always)
        #expect(always.margin == nil)
    }
}
