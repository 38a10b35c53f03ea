/// One touch as UIKit reports it in one event (a `UITouch` read in `touchesBegan/Moved/Ended/
/// Cancelled`), in plain values so that the recorder can be tested without UIKit.
public struct RecordedTouch<Identity: Hashable & Sendable>: Sendable {
    /// A finer sample of the same touch between two events (`UIEvent.coalescedTouches(for:)`).
    public struct CoalescedSample: Sendable, Hashable {
        public var timestamp: Double
        public var screenLocation: Point

        public init(timestamp: Double, screenLocation: Point) {
            self.timestamp = timestamp
            self.screenLocation = screenLocation
        }
    }

    /// What stays the same for one finger for as long as it touches (the `UITouch` object itself).
    public var identity: Identity
    public var phase: TouchPhase
    /// Seconds since boot (`UITouch.timestamp`).
    public var timestamp: Double
    /// `location(in: nil)`: in the window's coordinates.
    public var windowLocation: Point
    /// In the screen's coordinates (the window's location converted to its screen's space): what the trace keeps.
    public var screenLocation: Point
    public var force: Double?
    public var majorRadius: Double?
    /// The coalesced samples before this one, oldest first; the last coalesced touch UIKit returns is
    /// the touch itself and is left out. Predicted touches are never passed: they are guesses.
    public var coalesced: [CoalescedSample]

    public init(
        identity: Identity, phase: TouchPhase, timestamp: Double, windowLocation: Point, screenLocation: Point,
        force: Double? = nil, majorRadius: Double? = nil, coalesced: [CoalescedSample] = []
    ) {
        self.identity = identity
        self.phase = phase
        self.timestamp = timestamp
        self.windowLocation = windowLocation
        self.screenLocation = screenLocation
        self.force = force
        self.majorRadius = majorRadius
        self.coalesced = coalesced
    }
}
