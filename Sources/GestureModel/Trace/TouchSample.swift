/// One touch's state in one event. `force` and `majorRadius` are kept, never used by recognizers.
public struct TouchSample: Sendable, Hashable {
    public var id: Int
    public var phase: TouchPhase
    public var location: Point
    public var force: Double?
    public var majorRadius: Double?
    /// A sample UIKit delivers only among a touch's coalesced touches (between two events), which
    /// recognizers never see: the replay skips it; a recorder keeps it for the finer motion.
    public var coalesced: Bool

    /// Whether a recognizer sees it (G7): every sample but a coalesced move. UIKit delivers each
    /// contact's began, ended and cancelled in its own touches call, so one marked coalesced is
    /// delivered all the same (the trace warns of it when read).
    public var isDelivered: Bool { !coalesced || phase == .began || phase.endsContact }

    public init(
        id: Int, phase: TouchPhase, location: Point, force: Double? = nil, majorRadius: Double? = nil,
        coalesced: Bool = false
    ) {
        self.id = id
        self.phase = phase
        self.location = location
        self.force = force
        self.majorRadius = majorRadius
        self.coalesced = coalesced
    }
}
