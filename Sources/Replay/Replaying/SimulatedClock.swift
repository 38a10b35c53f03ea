/// The replay's clock: the trace's own time, advanced by the replay and never read from the wall.
public struct SimulatedClock: Sendable, Hashable {
    public private(set) var now: Double

    public init(start: Double) {
        now = start
    }

    /// Moves forward to `time`; a time in the past leaves the clock where it is (traces are
    /// validated so that their times never decrease).
    public mutating func advance(to time: Double) {
        if time > now { now = time }
    }
}
