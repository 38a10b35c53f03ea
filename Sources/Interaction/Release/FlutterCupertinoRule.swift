import GestureModel

/// CupertinoPageRoute's back-swipe release rule (FC3, FC4).
public struct FlutterCupertinoRule: Sendable, Hashable {
    /// `_kMinFlingVelocity`: view widths per second.
    public var minimumFlingVelocity: Double
    /// The drag recognizer reports 0 unless |v| > 50 px/s and the drag moved more than the 18 px hit slop.
    public var flingGate: Double
    public var hitSlop: Double
    public var maximumFlingVelocity: Double

    public init(minimumFlingVelocity: Double = 1, flingGate: Double = 50, hitSlop: Double = 18, maximumFlingVelocity: Double = 8000) {
        self.minimumFlingVelocity = minimumFlingVelocity
        self.flingGate = flingGate
        self.hitSlop = hitSlop
        self.maximumFlingVelocity = maximumFlingVelocity
    }

    /// The end velocity along the gesture, points per second, as the drag recognizer reports it
    /// (FC3): zero unless the release is a fling (faster than the gate along the axis, and moved
    /// farther than the hit slop since the touch-down); a fling's velocity is clamped by its
    /// magnitude, in every direction at once, to the maximum; a cancelled gesture ends with zero.
    public func reportedVelocity(_ state: ReleaseState) -> Double {
        guard state.trigger == .ended, abs(state.velocity) > flingGate, abs(state.offsetFromDown) > hitSlop else { return 0 }
        guard state.speed > maximumFlingVelocity, state.speed > 0 else { return state.velocity }
        return state.velocity * maximumFlingVelocity / state.speed
    }

    /// The end velocity in widths per second, what FC4 compares.
    public func gatedVelocity(_ state: ReleaseState) -> Double {
        reportedVelocity(state) / state.extent
    }

    /// FC4: a fling of at least `minimumFlingVelocity` widths per second decides by its direction;
    /// otherwise the route pops when at least half dragged.
    public func decide(_ state: ReleaseState) -> RuleDecision {
        let v = gatedVelocity(state)
        if abs(v) >= minimumFlingVelocity {
            return RuleDecision(
                direction: v > 0 ? .finish : .cancel, evidence: .flutterFling(velocity: v, minimum: minimumFlingVelocity),
                usedVelocity: reportedVelocity(state))
        }
        return RuleDecision(
            direction: state.progress >= 0.5 ? .finish : .cancel,
            evidence: .flutterPosition(velocity: v, minimum: minimumFlingVelocity, progress: state.progress),
            usedVelocity: reportedVelocity(state))
    }
}
