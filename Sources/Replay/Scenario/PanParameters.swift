import GestureModel
import Interaction

public struct PanParameters: Sendable, Hashable {
    /// P1, points.
    public var hysteresis: Double
    public var minimumNumberOfTouches: Int
    /// nil: no maximum (UIKit's default, UINT_MAX).
    public var maximumNumberOfTouches: Int?

    public init(hysteresis: Double = 10, minimumNumberOfTouches: Int = 1, maximumNumberOfTouches: Int? = nil) {
        self.hysteresis = hysteresis
        self.minimumNumberOfTouches = minimumNumberOfTouches
        self.maximumNumberOfTouches = maximumNumberOfTouches
    }

    /// Why these touch counts make a pan that can never begin (a maximum below the minimum), or nil.
    public var touchCountProblem: String? {
        guard let maximum = maximumNumberOfTouches, maximum < minimumNumberOfTouches else { return nil }
        return "maximumNumberOfTouches \(maximum) is below minimumNumberOfTouches \(minimumNumberOfTouches): the pan could never begin"
    }
}

/// A SwiftUI drag's parameters (SD1).
public struct DragParameters: Sendable, Hashable {
    /// SD1: points of straight-line movement before it begins; SwiftUI's default is 10.
    public var minimumDistance: Double

    public init(minimumDistance: Double = 10) {
        self.minimumDistance = minimumDistance
    }
}

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
