/// The state machine, fed each movement of the gesture.
public struct AndroidBackStateMachine: Sendable, Hashable {
    public enum State: String, Sendable, Hashable {
        case entry = "ENTRY", active = "ACTIVE", inactive = "INACTIVE"
    }

    public let rule: AndroidBackRule
    public private(set) var state: State = .entry
    /// When the current state was entered.
    private var stateSince: Double?
    /// When the condition for the next state started to hold (dwell timers).
    private var pendingSince: Double?
    private var peak = 0.0
    private var trough = 0.0
    private var lastX: Double?
    private var direction = 0.0
    /// Where the movement last changed direction.
    private var turnX = 0.0

    public init(rule: AndroidBackRule) {
        self.rule = rule
    }

    /// One movement: x is the translation away from the edge, y across it, speed in points per second.
    public mutating func update(time: Double, x: Double, y: Double, speed: Double) {
        if stateSince == nil { stateSince = time }
        if let lastX, x != lastX {
            let movement: Double = x > lastX ? 1 : -1
            if movement != direction {
                turnX = lastX
                direction = movement
            }
        }
        lastX = x
        peak = max(peak, x)
        trough = min(trough, x)
        let steep = abs(y) > 2 * max(x, 0)
        switch state {
        case .entry:
            if x > rule.triggerThreshold {
                let since = pendingSince ?? time
                pendingSince = since
                if time - since >= AndroidBackRule.entryDwell(speed: speed) { enter(.active, at: time, x: x) }
            } else {
                pendingSince = nil
            }
        case .active:
            let back = peak - x
            if (back >= rule.deactivationThreshold || steep), time - (stateSince ?? time) >= AndroidBackRule.minimumActiveTime {
                enter(.inactive, at: time, x: x)
            }
        case .inactive:
            let away = x - trough
            if x > rule.triggerThreshold, away >= rule.reactivationThreshold, !steep {
                let since = pendingSince ?? time
                pendingSince = since
                if time - since >= AndroidBackRule.reactivationHold { enter(.active, at: time, x: x) }
            } else {
                pendingSince = nil
            }
        }
    }

    private mutating func enter(_ next: State, at time: Double, x: Double) {
        state = next
        stateSince = time
        pendingSince = nil
        peak = x
        trough = x
    }

    /// Flung away from the edge: more than 3 × slop since the last direction change, and faster than the minimum fling.
    public func isFlungAway(x: Double, velocity: Double) -> Bool {
        abs(x - turnX) > 3 * rule.touchSlop && direction >= 0 && velocity > rule.minimumFlingVelocity
    }

    /// The decision alone, for sweeps.
    public func finishes(_ release: ReleaseState) -> Bool {
        guard release.trigger == .ended else { return false }
        switch state {
        case .active: return true
        case .entry: return isFlungAway(x: release.translation, velocity: release.velocity) || release.translation > rule.triggerThreshold
        case .inactive: return isFlungAway(x: release.translation, velocity: release.velocity)
        }
    }

    /// On release: ACTIVE commits; ENTRY commits if flung away or past the trigger threshold;
    /// INACTIVE commits only if flung away. A system-cancelled gesture cancels.
    public func decide(_ release: ReleaseState) -> RuleDecision {
        guard release.trigger == .ended else {
            return RuleDecision(direction: .cancel, reason: "gesture cancelled in \(state.rawValue) → cancel")
        }
        let flung = isFlungAway(x: release.translation, velocity: release.velocity)
        let fling = "fling \(flung ? "away" : "none") (\(fixed(abs(release.translation - turnX), 1)) pt since the last turn, \(fixed(release.velocity, 1)) pt/s)"
        switch state {
        case .active:
            return RuleDecision(direction: .finish, reason: "released in ACTIVE → finish")
        case .entry:
            let past = release.translation > rule.triggerThreshold
            let commit = flung || past
            return RuleDecision(
                direction: commit ? .finish : .cancel,
                reason: "released in ENTRY at \(fixed(release.translation, 1)) pt (\(past ? ">" : "≤") \(fixed(rule.triggerThreshold, 0))), \(fling) → \(commit ? "finish" : "cancel")")
        case .inactive:
            return RuleDecision(direction: flung ? .finish : .cancel, reason: "released in INACTIVE, \(fling) → \(flung ? "finish" : "cancel")")
        }
    }
}
