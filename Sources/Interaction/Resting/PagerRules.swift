import GestureModel

/// Flutter `PageView`'s release (`PageScrollPhysics._getTargetPixels`, flutter/flutter
/// `packages/flutter/lib/src/widgets/page_view.dart`; RP1 in docs/model.md): the page the offset
/// is on, moved half a page in the direction of any velocity past the ballistic tolerance, rounded
/// half away from zero. Any fling the drag recognizer lets through turns the page.
public struct FlutterPageRule: Sendable, Hashable {
    /// One page along the axis (the viewport times `viewportFraction`), points.
    public var pageExtent: Double
    public var pageCount: Int
    /// The device pixel ratio (the trace's scale): the tolerance is 1 / (0.050 × ratio) lp/s.
    public var devicePixelRatio: Double
    /// The page the pager rests at when the drag begins.
    public var startPage = 0

    public init(pageExtent: Double, pageCount: Int, devicePixelRatio: Double) {
        self.pageExtent = pageExtent
        self.pageCount = pageCount
        self.devicePixelRatio = devicePixelRatio
    }

    /// `ScrollPhysics.toleranceFor`'s velocity, points (logical pixels) per second.
    public var velocityTolerance: Double { 1 / (0.050 * devicePixelRatio) }

    public var places: [RestingPlace] { RestingPlace.pages(pageCount, extent: pageExtent) }

    public func decide(_ release: RestRelease) -> RestDecision { decide(release, among: places) }

    /// `decide`, with `places` this rule's places, made once by a caller that decides many
    /// releases (a sweep): a page is taken from them, its name not made again.
    @inline(__always)  // so that `RestingSurface.forEachPlace` makes no reason
    func decide(_ release: RestRelease, among places: [RestingPlace]) -> RestDecision {
        let page = release.offset / pageExtent
        let tolerance = velocityTolerance
        let v = release.velocity
        // Half a page the way of any velocity past the tolerance.
        let step: Double = v < -tolerance ? -0.5 : v > tolerance ? 0.5 : 0
        let moved = page + step
        @Sendable func why() -> String {
            switch step {
            case ..<0: "v \(prose(v, 0)) pt/s < −\(prose(tolerance, 2)): half a page back"
            case 0: "|v| \(prose(abs(v), 2)) ≤ \(prose(tolerance, 2)) pt/s: the nearest page"
            default: "v \(prose(v, 0)) pt/s > \(prose(tolerance, 2)): half a page on"
            }
        }
        // Dart's roundToDouble rounds half away from zero, as Swift's rounded() does.
        let target = RestingPlace.clampedPage(Int(moved.rounded()), of: pageCount)
        return RestDecision(
            place: places[target],
            reason: "page \(prose(page, 3)); \(why()); round(\(prose(moved, 3))) → page \(target)")
    }
}

/// The classic Android `ViewPager`'s release (`determineTargetPage`, androidx
/// `viewpager/viewpager/src/main/java/androidx/viewpager/widget/ViewPager.java`; RP2 in
/// docs/model.md): a fling (travel past 25 dp and speed past 400 dp/s, both strict) turns one page
/// the way the finger went; otherwise the first visible page plus the fraction scrolled past it
/// and a truncator, 0.4 going forward from the page the drag began on and 0.6 going back, so a
/// neighbour must show 60 % to win. Java adds and truncates in `float`, and so does this.
public struct AndroidViewPagerRule: Sendable, Hashable {
    public var pageWidth: Double
    public var pageCount: Int
    /// `MIN_FLING_VELOCITY` and `MIN_DISTANCE_FOR_FLING`, dp per second and dp (a point is a dp).
    public var minimumFlingVelocity = 400.0
    public var minimumFlingDistance = 25.0
    /// The page the pager rests at when the drag begins.
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
        let current = Int(position.rounded(.down))
        let pageOffset = position - Double(current)
        // The page the drag began on (`mCurItem`): where the offset rested at the touch-down.
        let began = Int(((release.offset - release.travel) / pageWidth).rounded())
        // The finger moves against the offset: a finger moving right (positive) scrolls back.
        let finger = -release.velocity
        let (travel, distance, speed) = (release.travel, minimumFlingDistance, minimumFlingVelocity)
        if abs(travel) > distance && abs(finger) > speed {
            let target = finger > 0 ? current : current + 1
            return RestDecision(
                place: places[RestingPlace.clampedPage(target, of: pageCount)],
                reason:
                    "a fling: travel \(prose(abs(travel), 1)) > \(prose(distance, 0)) dp and \(prose(abs(finger), 0)) > \(prose(speed, 0)) dp/s, finger moving \(finger > 0 ? "back" : "forward") → page \(target)"
            )
        }
        let truncator: Float = current >= began ? 0.4 : 0.6
        let target = current + Int(Float(pageOffset) + truncator)
        return RestDecision(
            place: places[RestingPlace.clampedPage(target, of: pageCount)],
            reason: "no fling: page \(current) + ⌊\(prose(pageOffset, 3)) + \(truncator)⌋ → page \(target)")
    }

    /// `smoothScrollTo`'s duration in milliseconds for a scroll of `dx` pixels released at
    /// `velocity` pixels per second (RP4): with velocity the settle's fling time
    /// (`ViewDragHelperSettle`'s formula over the client width), without it (|dx| / (page width +
    /// margin) + 1) × 100 ms; at most 600 ms.
    public static func settleDuration(
        dx: Int, velocity: Int, clientWidth: Int, pageWidth: Int, pageMargin: Int = 0
    )
        -> Int
    {
        let duration =
            velocity != 0
            ? ViewDragHelperSettle.flingDuration(dx, velocity, width: clientWidth)
            : Int((Float(abs(dx)) / Float(pageWidth + pageMargin) + 1) * 100)
        return min(duration, ViewDragHelperSettle.maximumDuration)
    }
}

/// `PagerSnapHelper` (ViewPager2's snapping; androidx `recyclerview/.../PagerSnapHelper.java` and
/// `SnapHelper.java`; RP3 in docs/model.md): a fling faster than the minimum (50 dp/s, strict)
/// goes to the first page centred at or past the container's centre in its direction, one page
/// per fling whatever its speed; a slower release settles on the page whose centre is nearest
/// (a tie to the earlier page, the first one found).
public struct AndroidPagerSnapRule: Sendable, Hashable {
    public var pageWidth: Double
    public var pageCount: Int
    /// `ViewConfiguration`'s minimum fling, dp per second (a point is a dp).
    public var minimumFlingVelocity = 50.0
    /// The page the pager rests at when the drag begins.
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
        // A page's centre is `page × width − offset` from the container's.
        let position = release.offset / pageWidth
        if abs(release.velocity) > minimumFlingVelocity {
            let forward = release.velocity > 0
            let target = RestingPlace.pageAhead(of: position, forward: forward, of: pageCount)
            return RestDecision(
                place: places[target],
                reason:
                    "a fling: |v| \(prose(abs(release.velocity), 0)) > \(prose(minimumFlingVelocity, 0)) dp/s \(forward ? "forward" : "back") from page \(prose(position, 3)) → page \(target)"
            )
        }
        let below = position.rounded(.down)
        let target = RestingPlace.clampedPage(Int(position - below > 0.5 ? below + 1 : below), of: pageCount)
        return RestDecision(
            place: places[target],
            reason: "no fling: the page nearest \(prose(position, 3)) → page \(target)")
    }

    /// `LinearSmoothScroller`'s time to snap after a fling (RP5): ⌈min(100, ⌈d × 100 / dpi⌉) /
    /// 0.3356⌉ ms for `distance` pixels at `densityDpi` (160 × the screen's scale), the 100 ms cap
    /// being `PagerSnapHelper`'s. Java multiplies in `float`.
    public static func flingSettleDuration(distance: Int, densityDpi: Double) -> Int {
        let perPixel = Float(100) / Float(densityDpi)
        let scrolling = min(100, Int(Double(Float(abs(distance)) * perPixel).rounded(.up)))
        return Int((Double(scrolling) / 0.3356).rounded(.up))
    }

    /// `RecyclerView.smoothScrollBy`'s duration for a snap without a fling (RP5): (|d| / container
    /// + 1) × 300 ms in `float`, at most 2000 ms.
    public static func snapSettleDuration(distance: Int, container: Int) -> Int {
        guard container > 0 else { return 0 }
        return min(Int((Float(abs(distance)) / Float(container) + 1) * 300), 2000)
    }
}
