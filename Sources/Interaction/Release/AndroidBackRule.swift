/// Android predictive back's commit/cancel state machine (SystemUI BackPanelController, later
/// revision; AB3, AB4). Distances in points, read as dp (1 dp = 1 pt here).
public struct AndroidBackRule: Sendable, Hashable {
    /// ENTRY → ACTIVE past this x translation (the static trigger threshold, 16 dp).
    public var triggerThreshold: Double
    /// ACTIVE → INACTIVE after this much continuous motion back toward the edge (32 dp).
    public var deactivationThreshold: Double
    /// INACTIVE → ACTIVE after this much continuous motion away from the edge (32 dp).
    public var reactivationThreshold: Double
    /// The touch slop (8 dp); a fling needs 3 × slop since the last direction change.
    public var touchSlop: Double
    /// The platform's minimum fling velocity, points per second (50 dp/s).
    public var minimumFlingVelocity: Double
    /// ACTIVE must have lasted this long before it can deactivate (300 ms).
    public var minimumActiveTime: Double

    public init(
        triggerThreshold: Double = 16, deactivationThreshold: Double = 32, reactivationThreshold: Double = 32,
        touchSlop: Double = 8, minimumFlingVelocity: Double = 50, minimumActiveTime: Double = 0.300
    ) {
        self.minimumActiveTime = minimumActiveTime
        self.triggerThreshold = triggerThreshold
        self.deactivationThreshold = deactivationThreshold
        self.reactivationThreshold = reactivationThreshold
        self.touchSlop = touchSlop
        self.minimumFlingVelocity = minimumFlingVelocity
    }

    /// ENTRY's dwell before ACTIVE: 10 ms for a fast swipe … 100 ms for a slow one. The source gives
    /// only the ends; this reads "fast" as ≥ 1000 pt/s and "slow" as ≤ 100 pt/s, linear between.
    public static func entryDwell(speed: Double) -> Double {
        let fraction = min(max((abs(speed) - 100) / 900, 0), 1)
        return 0.100 - fraction * 0.090
    }

    /// INACTIVE must be past reactivation this long before it becomes ACTIVE again.
    public static let reactivationHold = 0.160
}
