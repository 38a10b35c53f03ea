/// One delivery of touches, as a UIEvent is: the touches whose state is reported at `time`.
public struct TouchEvent: Sendable, Hashable {
    /// Seconds on the trace's own clock.
    public var time: Double
    public var touches: ArraySlice<TouchSample>

    @inlinable
    public init(time: Double, touches: ArraySlice<TouchSample>) {
        self.time = time
        self.touches = touches
    }

    public init(time: Double, touches: [TouchSample]) {
        self.init(time: time, touches: touches[...])
    }
}
