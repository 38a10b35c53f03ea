import GestureModel

/// UIKit's sheet (`UISheetPresentationController`, SwiftUI `presentationDetents`; RU1 and RU2 in
/// docs/model.md, low confidence). Its detents are documented (`.medium()` is about half the
/// screen's height, `.large()` the full height); its release rule and its settle are not, and no
/// public source gives their numbers. So the release borrows FloatingPanel's projection and
/// redirection (RF1–RF3), every number of it a parameter, with a sheet that is not modal in
/// presentation dismissed as one more place at the screen's bottom; the settle is a spring whose
/// response and damping are parameters too.
public struct UIKitSheetRule: Sendable, Hashable {
    /// The detents: the sheet's top at each, points, y down.
    public var detents: [RestingPlace]
    /// The screen's height: where a dismissed sheet's top goes.
    public var screenHeight: Double
    /// A swipe down can dismiss the sheet (`isModalInPresentation` false, the default).
    public var dismissible = true
    /// The deceleration rate the release velocity is projected with, per millisecond (RU1; assumed
    /// `UIScrollView.DecelerationRate.normal`).
    public var projectionRate = 0.998
    /// How far into the segment between two places the projection must reach to move on (RU1).
    public var redirectionalProgress = 0.5
    /// Whether one release may pass a detent (RU1; assumed not: one detent per release).
    public var skipsDetents = false
    /// The settle spring's response, seconds, and damping ratio (RU2; both assumed).
    public var settleResponse = 0.5
    public var settleDampingRatio = 1.0
    /// The detent the sheet rests at when the drag begins.
    public var start: String

    public static let dismissedName = "dismissed"

    public init(detents: [RestingPlace], screenHeight: Double, start: String? = nil) {
        self.detents = detents
        self.screenHeight = screenHeight
        self.start = start ?? detents.first?.name ?? ""
    }

    /// The detents, and where a dismissible sheet goes when dismissed.
    public var places: [RestingPlace] {
        detents + (dismissible ? [RestingPlace(name: Self.dismissedName, offset: screenHeight)] : [])
    }

    /// FloatingPanel's rule over these places with this rule's numbers: the assumed release.
    var projection: FloatingPanelRule {
        var rule = FloatingPanelRule(states: places, start: start)
        rule.momentumProjectionRate = projectionRate
        rule.redirectionalProgress = redirectionalProgress
        rule.projectsMomentum = skipsDetents
        return rule
    }

    public func decide(_ release: RestRelease) -> RestDecision {
        let projection = projection
        return projection.decide(release, layout: projection.layout)
    }

    /// The settle spring's stiffness and damping for a unit mass: ω = 2π / response.
    var spring: (stiffness: Double, damping: Double) {
        let omega = 2 * Double.pi / settleResponse
        return (omega * omega, 2 * settleDampingRatio * omega)
    }
}

/// `UIScrollView` with `isPagingEnabled` (RU3 and RU4 in docs/model.md, low confidence). Apple
/// documents only that it "stops on multiples of the scroll view's bounds"; developers report one
/// page per flick and a slow drag snapping to the nearer page. The numbers are those of Apple's
/// own web re-implementation of the scroll view, the iAd JS framework's `ScrollView`
/// (`startDecelerationAnimation`, `snapContentOffsetToBounds`): a release faster than 300 pt/s
/// (strict) goes to the page edge next in its direction, a slower one to the nearest page
/// (`Math.round`, so half a page goes on). Today's UIKit is not known to keep them.
public struct UIKitPagingRule: Sendable, Hashable {
    public var pageWidth: Double
    public var pageCount: Int
    /// `MIN_VELOCITY_FOR_DECELERATION_WITH_PAGING`, points per second.
    public var flickVelocity = 300.0
    /// The page the scroll view rests at when the drag begins.
    public var startPage = 0

    public init(pageWidth: Double, pageCount: Int) {
        self.pageWidth = pageWidth
        self.pageCount = pageCount
    }

    public var places: [RestingPlace] { RestingPlace.pages(pageCount, extent: pageWidth) }

    public func decide(_ release: RestRelease) -> RestDecision { decide(release, among: places) }

    /// `decide`, with `places` this rule's places (`FlutterPageRule.decide(_:among:)`).
    @inline(__always)  // so that `RestingSurface.forEachPlace` makes no reason
    func decide(_ release: RestRelease, among places: [RestingPlace]) -> RestDecision {
        let position = release.offset / pageWidth
        let v = release.velocity
        if abs(v) > flickVelocity {
            let forward = v > 0
            let target = RestingPlace.pageAhead(of: position, forward: forward, of: pageCount)
            return RestDecision(
                place: places[target],
                reason:
                    "a flick: |v| \(prose(abs(v), 0)) > \(prose(flickVelocity, 0)) pt/s \(forward ? "forward" : "back") from page \(prose(position, 3)) → page \(target)"
            )
        }
        // JavaScript's Math.round: half rounds up.
        let target = RestingPlace.clampedPage(Int((position + 0.5).rounded(.down)), of: pageCount)
        return RestDecision(
            place: places[target],
            reason:
                "no flick: |v| \(prose(abs(v), 0)) ≤ \(prose(flickVelocity, 0)) pt/s, the page nearest \(prose(position, 3)) → page \(target)"
        )
    }
}

/// The iAd `ScrollView`'s paging deceleration after a flick (RU4): each millisecond the velocity
/// gains 0.36 /ms × the distance left to the target page and keeps 0.9668 of itself, and the
/// offset moves by it; it stops once the velocity is at most 10 pt/s and the offset within a
/// point of the page.
public struct PagingDeceleration: Sendable, Hashable {
    public let target: Double
    /// The offset after each millisecond, the last one the millisecond it stopped on.
    public let positions: [Double]

    /// A cap of ten seconds, so data from outside cannot make the settle run without end.
    public static let maximumSteps = 10_000

    public init(from: Double, target: Double, velocity: Double) {
        self.target = target
        var (x, v) = (from, velocity)
        var positions: [Double] = []
        while positions.count < Self.maximumSteps {
            v += 1000 * 3.6e-4 * (target - x)
            v *= 0.9668
            x += v / 1000
            positions.append(x)
            if abs(v) <= 10, abs(target - x) <= 1 { break }
        }
        self.positions = positions
    }

    public var duration: Double { Double(positions.count) / 1000 }

    /// The offset after the milliseconds that have run by `elapsed` seconds; the target once
    /// stopped.
    public func offset(at elapsed: Double, from start: Double) -> Double {
        let count = Int((max(elapsed, 0) * 1000 + 1e-9).rounded(.down))
        if count >= positions.count { return target }
        return count == 0 ? start : positions[count - 1]
    }
}
