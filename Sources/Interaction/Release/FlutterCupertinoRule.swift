import GestureModel

public struct FlutterCupertinoRule: Sendable, Hashable {
    /// `_kMinFlingVelocity`: view widths per second.
    public var minimumFlingVelocity: Double
    /// The drag recognizer reports 0 unless |v| > 50 px/s and the drag passed the 18 px hit slop.
    public var flingGate: Double
    public var hitSlop: Double
    public var maximumFlingVelocity: Double

    public init(minimumFlingVelocity: Double = 1, flingGate: Double = 50, hitSlop: Double = 18, maximumFlingVelocity: Double = 8000) {
        self.minimumFlingVelocity = minimumFlingVelocity
        self.flingGate = flingGate
        self.hitSlop = hitSlop
        self.maximumFlingVelocity = maximumFlingVelocity
    }

    /// The end velocity in widths per second after the drag recognizer's fling gate; a cancelled
    /// gesture ends with velocity 0.
    public func gatedVelocity(_ state: ReleaseState) -> Double {
        guard state.trigger == .ended, abs(state.velocity) > flingGate, abs(state.translation) > hitSlop else { return 0 }
        let clamped = min(max(state.velocity, -maximumFlingVelocity), maximumFlingVelocity)
        return clamped / state.extent
    }

    /// The decision alone, for sweeps.
    public func finishes(_ state: ReleaseState) -> Bool {
        let v = gatedVelocity(state)
        return abs(v) >= minimumFlingVelocity ? v > 0 : state.progress >= 0.5
    }

    public func decide(_ state: ReleaseState) -> RuleDecision {
        let v = gatedVelocity(state)
        let pop = finishes(state)
        if abs(v) >= minimumFlingVelocity {
            return RuleDecision(
                direction: pop ? .finish : .cancel,
                reason: "fling \(fixed(v, 2)) widths/s, |v| ≥ \(fixed(minimumFlingVelocity, 2)): \(pop ? "toward the trailing edge → finish" : "back toward the edge → cancel")")
        }
        let shown = distinguishing(state.progress, from: 0.5)
        return RuleDecision(
            direction: pop ? .finish : .cancel,
            reason: "|v| = \(fixed(abs(v), 2)) < \(fixed(minimumFlingVelocity, 2)) widths/s; progress \(shown.value) \(pop ? "≥" : "<") \(shown.threshold) → \(pop ? "finish" : "cancel")")
    }
}
