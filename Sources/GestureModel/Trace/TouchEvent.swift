/// One delivery of touches, as a UIEvent is: the touches whose state is reported at `time`.
public struct TouchEvent: Sendable, Hashable {
    /// Seconds on the trace's own clock.
    public var time: Double

    /// The touches: a window on an array, which for a trace's event is the trace's own flat
    /// storage. A replay moves one event's window along that storage (`moveWindow`) instead of
    /// making a slice per event, and reads touches in place (`touchIndices`, `touch(at:)`): an
    /// event must make no new reference to the storage, which would be retained and released.
    @usableFromInline package var storage: [TouchSample]
    @usableFromInline package var window: Range<Int>

    public var touches: ArraySlice<TouchSample> {
        get { storage[window] }
        set {
            storage = Array(newValue)
            window = storage.indices
        }
    }

    @inlinable
    public init(time: Double, touches: ArraySlice<TouchSample>) {
        self.init(time: time, touches: Array(touches))
    }

    @inlinable
    public init(time: Double, touches: [TouchSample]) {
        self.time = time
        storage = touches
        window = touches.indices
    }

    /// The event of `storage[window]` at `time`: the array is shared, not copied.
    @inlinable
    package init(time: Double, storage: [TouchSample], window: Range<Int>) {
        self.time = time
        self.storage = storage
        self.window = window
    }

    /// The touches' places in `storage`, for reading them in place with `touch(at:)`.
    @inlinable
    package var touchIndices: Range<Int> { window }

    /// The touch at `index`, one of `touchIndices`.
    @inlinable
    package func touch(at index: Int) -> TouchSample { storage[index] }

    /// Makes this the event of `window` of the same storage at `time`, in place.
    @inlinable
    package mutating func moveWindow(to window: Range<Int>, time: Double) {
        self.window = window
        self.time = time
    }

    /// Equal when the times and the touches are (wherever they are stored).
    public static func == (lhs: TouchEvent, rhs: TouchEvent) -> Bool {
        lhs.time == rhs.time && lhs.touches == rhs.touches
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(time)
        hasher.combine(touches)
    }
}
