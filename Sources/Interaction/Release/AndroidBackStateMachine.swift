/// Predictive back's state machine, fed each movement of the gesture (AB3).
///
/// ```
///  ENTRY ──past the trigger threshold for the dwell──► ACTIVE ──back by the deactivation
///                                                        ▲      threshold, or steep, after 300 ms──► INACTIVE
///                                                        └── away by the reactivation threshold, past the trigger, for 160 ms ──┘
/// ```
public struct AndroidBackStateMachine: Sendable, Hashable {
    /// The state's name, as SystemUI logs it.
    public enum State: String, Sendable, Hashable {
        case entry = "ENTRY"
        case active = "ACTIVE"
        case inactive = "INACTIVE"
    }

    /// Each state with the timer and the extreme it needs.
    private enum Phase: Sendable, Hashable {
        /// Waiting to pass the trigger threshold for the dwell; since when it has been past it.
        case entry(pastTriggerSince: Double?)
        /// Committing: since when, and the farthest the gesture has gone since.
        case active(since: Double, peak: Double)
        /// Not committing: the nearest to the edge the gesture has come since, and since when it
        /// has held the conditions for reactivation.
        case inactive(trough: Double, reactivatingSince: Double?)
    }

    /// Where the movement last changed direction, for the fling rule.
    private struct Turns: Sendable, Hashable {
        var lastX: Double?
        /// +1 away from the edge, −1 toward it, 0 before any movement.
        var direction = 0.0
        var turnX = 0.0

        mutating func record(_ x: Double) {
            if let lastX, x != lastX {
                let movement: Double = x > lastX ? 1 : -1
                if movement != direction {
                    turnX = lastX
                    direction = movement
                }
            }
            lastX = x
        }
    }

    public let rule: AndroidBackRule
    private var phase = Phase.entry(pastTriggerSince: nil)
    private var turns = Turns()

    public init(rule: AndroidBackRule) {
        self.rule = rule
    }

    public var state: State {
        switch phase {
        case .entry: .entry
        case .active: .active
        case .inactive: .inactive
        }
    }

    /// Whether the next `update` may read its speed: only ENTRY's dwell does (AB3), so past it a
    /// change's velocity is read by nothing until the release.
    public var readsSpeed: Bool {
        if case .entry = phase { return true }
        return false
    }

    /// One movement: x is the translation away from the edge, y across it, speed in points per second.
    public mutating func update(time: Double, x: Double, y: Double, speed: Double) {
        turns.record(x)
        let steep = abs(y) > 2 * max(x, 0)
        switch phase {
        case .entry(let pastTriggerSince):
            guard x > rule.triggerThreshold else {
                phase = .entry(pastTriggerSince: nil)
                return
            }
            let since = pastTriggerSince ?? time
            phase =
                time - since >= AndroidBackRule.entryDwell(speed: speed)
                ? .active(since: time, peak: x) : .entry(pastTriggerSince: since)
        case .active(let since, let previousPeak):
            let peak = max(previousPeak, x)
            let back = peak - x
            phase =
                (back >= rule.deactivationThreshold || steep) && time - since >= rule.minimumActiveTime
                ? .inactive(trough: x, reactivatingSince: nil) : .active(since: since, peak: peak)
        case .inactive(let previousTrough, let reactivatingSince):
            let trough = min(previousTrough, x)
            guard x > rule.triggerThreshold, x - trough >= rule.reactivationThreshold, !steep else {
                phase = .inactive(trough: trough, reactivatingSince: nil)
                return
            }
            let since = reactivatingSince ?? time
            phase =
                time - since >= AndroidBackRule.reactivationHold
                ? .active(since: time, peak: x) : .inactive(trough: trough, reactivatingSince: since)
        }
    }

    /// Flung away from the edge: more than 3 × slop since the last direction change, and faster than the minimum fling.
    public func isFlungAway(x: Double, velocity: Double) -> Bool {
        abs(x - turns.turnX) > 3 * rule.touchSlop && turns.direction >= 0 && velocity > rule.minimumFlingVelocity
    }

    /// AB4: ACTIVE commits; ENTRY commits if flung away or past the trigger threshold; INACTIVE
    /// commits only if flung away. A system-cancelled gesture cancels.
    public func decide(_ release: ReleaseState) -> RuleDecision {
        guard release.trigger == .ended else {
            return RuleDecision(direction: .cancel, evidence: .androidCancelled(state))
        }
        let fling = AndroidFling(
            flungAway: isFlungAway(x: release.translation, velocity: release.velocity),
            sinceTurn: abs(release.translation - turns.turnX), velocity: release.velocity)
        switch state {
        case .active:
            return RuleDecision(direction: .finish, evidence: .androidActive)
        case .entry:
            let commit = fling.flungAway || release.translation > rule.triggerThreshold
            return RuleDecision(
                direction: commit ? .finish : .cancel,
                evidence: .androidEntry(
                    translation: release.translation, triggerThreshold: rule.triggerThreshold, fling: fling))
        case .inactive:
            return RuleDecision(
                direction: fling.flungAway ? .finish : .cancel, evidence: .androidInactive(fling: fling))
        }
    }
}
