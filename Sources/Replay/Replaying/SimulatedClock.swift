/// The replay's clock: the trace's own time, advanced by the replay and never read from the wall.
package struct SimulatedClock: Sendable, Hashable {
    package private(set) var now: Double

    package init(start: Double) {
        now = start
    }

    /// Moves forward to `time`; a time in the past leaves the clock where it is (traces are
    /// validated so that their times never decrease).
    package mutating func advance(to time: Double) {
        if time > now { now = time }
    }
}
