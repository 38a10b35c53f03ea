/// One touch's state in one event. `force` and `majorRadius` are kept, never used by recognizers.
public struct TouchSample: Sendable, Hashable {
    public var id: Int
    public var phase: TouchPhase
    public var location: Point
    public var force: Double?
    public var majorRadius: Double?

    public init(id: Int, phase: TouchPhase, location: Point, force: Double? = nil, majorRadius: Double? = nil) {
        self.id = id
        self.phase = phase
        self.location = location
        self.force = force
        self.majorRadius = majorRadius
    }
}
