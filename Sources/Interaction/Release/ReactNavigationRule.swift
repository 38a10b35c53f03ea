import GestureModel

public struct ReactNavigationRule: Sendable, Hashable {
    /// `gestureVelocityImpact`.
    public var velocityImpact: Double

    public init(velocityImpact: Double = 0.3) {
        self.velocityImpact = velocityImpact
    }

    /// The decision alone, for sweeps: close if T + k·V > W/2 and the gesture moved; a
    /// system-cancelled gesture stays open.
    public func finishes(_ state: ReleaseState) -> Bool {
        state.trigger == .ended && state.translation + velocityImpact * state.velocity > state.extent / 2 && state.translation != 0
    }

    public func decide(_ state: ReleaseState) -> RuleDecision {
        guard state.trigger == .ended else {
            return RuleDecision(direction: .cancel, reason: "gesture cancelled → the card animates back (cancel)")
        }
        let projected = state.translation + velocityImpact * state.velocity
        let half = state.extent / 2
        let close = finishes(state)
        let shown = distinguishing(projected, from: half)
        return RuleDecision(
            direction: close ? .finish : .cancel,
            reason: "T + \(fixed(velocityImpact, 2))·V = \(fixed(state.translation, 1)) + \(fixed(velocityImpact, 2))·\(fixed(state.velocity, 1)) = \(shown.value) \(close ? ">" : "≤") W/2 = \(shown.threshold) → \(close ? "finish" : "cancel")")
    }
}
