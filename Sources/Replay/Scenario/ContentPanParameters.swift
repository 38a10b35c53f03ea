import GestureModel

/// iOS 26's content pop (CP1–CP3): a pan anywhere in the content, judged by its first movement's
/// direction, kept off the bars and out of a scrollable region that can still scroll back.
public struct ContentPanParameters: Sendable, Hashable {
    /// P1: points on either axis before the direction is judged.
    public var hysteresis: Double
    /// CP1: degrees from leading-to-trailing the first movement may point.
    public var directionAngle: Double
    /// CP2: the navigation bar's band at the view's top and the toolbar's at its bottom, points
    /// (with the status bar and the home indicator's inset).
    public var topBarHeight: Double
    public var bottomBarHeight: Double
    /// CP3: a horizontally scrollable region, in the view's coordinates.
    public var scrollRegion: Rect?
    /// Whether that region is scrolled to its leading edge (a rightward pan cannot scroll it).
    public var scrollRegionAtLeadingEdge: Bool

    public init(
        hysteresis: Double = 10, directionAngle: Double = 45, topBarHeight: Double = 0, bottomBarHeight: Double = 0,
        scrollRegion: Rect? = nil, scrollRegionAtLeadingEdge: Bool = false
    ) {
        self.hysteresis = hysteresis
        self.directionAngle = directionAngle
        self.topBarHeight = topBarHeight
        self.bottomBarHeight = bottomBarHeight
        self.scrollRegion = scrollRegion
        self.scrollRegionAtLeadingEdge = scrollRegionAtLeadingEdge
    }
}
