import GestureModel

/// react-navigation's stack card release rule (RN2).
public struct ReactNavigationRule: Sendable, Hashable {
    /// `gestureVelocityImpact`.
    public var velocityImpact: Double

    public init(velocityImpact: Double = 0.3) {
        self.velocityImpact = velocityImpact
    }

    /// RN2: close if T + k·V > W/2 and the gesture moved; a system-cancelled gesture stays open.
    public func decide(_ state: ReleaseState) -> RuleDecision {
        guard state.trigger == .ended else {
            return RuleDecision(direction: .cancel, evidence: .reactNavigationCancelled)
        }
        let projected = state.translation + velocityImpact * state.velocity
        let half = state.extent / 2
        return RuleDecision(
            direction: projected > half && state.translation != 0 ? .finish : .cancel,
            evidence: .reactNavigationProjection(
                translation: state.translation, impact: velocityImpact, velocity: state.velocity, projected: projected,
                half: half))
    }
}
