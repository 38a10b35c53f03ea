/// The screen a trace was recorded on.
public struct Screen: Sendable, Hashable {
    public var size: Size
    /// Pixels per point, for information.
    public var scale: Double?
    /// Display refresh rate in Hz, for information; the replay samples completions at this rate.
    public var refreshRate: Double?

    public init(size: Size, scale: Double? = nil, refreshRate: Double? = nil) {
        self.size = size
        self.scale = scale
        self.refreshRate = refreshRate
    }

    public var bounds: Rect { Rect(origin: .zero, size: size) }
}
