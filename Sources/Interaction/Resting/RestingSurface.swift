import GestureModel

/// A surface that comes to rest at one of several places under one platform's rule: what a resting
/// scenario moves with the finger and settles at the release. A sheet moves along y (its offset is
/// its top, y down, so a finger moving down moves it down); a pager along x (its offset is its
/// scroll offset, so a finger moving left scrolls it toward later pages).
public enum RestingSurface: Sendable, Hashable {
    case androidSheet(AndroidBottomSheetRule)
    case composeSheet(ComposeSheetRule)
    case flutterSheet(FlutterSnapSheetRule)
    case floatingPanel(FloatingPanelRule)
    case flutterPage(FlutterPageRule)
    case androidViewPager(AndroidViewPagerRule)
    case androidPagerSnap(AndroidPagerSnapRule)
    case uikitSheet(UIKitSheetRule)
    case uikitPaging(UIKitPagingRule)
    case flutterDismissible(FlutterDismissibleRule)
    case androidItemSwipe(AndroidItemSwipeRule)
    case uikitSwipeActions(UIKitSwipeActionsRule)
    case androidDrawer(AndroidDrawerRule)
    case flutterDrawer(FlutterDrawerRule)
    case androidSwipeRefresh(AndroidSwipeRefreshRule)
    case flutterRefresh(FlutterRefreshRule)
    case uikitRefreshControl(UIKitRefreshControlRule)

    /// Which way it moves and what its offset measures.
    public var axis: RestingAxis {
        switch self {
        case .flutterPage, .androidViewPager, .androidPagerSnap, .uikitPaging: .pager
        case .androidSheet, .composeSheet, .flutterSheet, .floatingPanel, .uikitSheet: .sheet
        case .flutterDismissible, .androidItemSwipe, .uikitSwipeActions: .item
        case .androidDrawer, .flutterDrawer: .drawer
        case .androidSwipeRefresh, .flutterRefresh, .uikitRefreshControl: .pull
        }
    }

    public var places: [RestingPlace] {
        switch self {
        case .androidSheet(let rule): rule.places
        case .composeSheet(let rule): rule.anchors
        case .flutterSheet(let rule): rule.places
        case .floatingPanel(let rule): rule.places
        case .flutterPage(let rule): rule.places
        case .androidViewPager(let rule): rule.places
        case .androidPagerSnap(let rule): rule.places
        case .uikitSheet(let rule): rule.places
        case .uikitPaging(let rule): rule.places
        case .flutterDismissible(let rule): rule.places
        case .androidItemSwipe(let rule): rule.places
        case .uikitSwipeActions(let rule): rule.places
        case .androidDrawer(let rule): rule.places
        case .flutterDrawer(let rule): rule.places
        case .androidSwipeRefresh(let rule): rule.places
        case .flutterRefresh(let rule): rule.places
        case .uikitRefreshControl(let rule): rule.places
        }
    }

    /// The name of the place the surface rests at when the drag begins.
    public var start: String {
        switch self {
        case .androidSheet(let rule): rule.start
        case .composeSheet(let rule): rule.start
        case .flutterSheet(let rule): rule.start
        case .floatingPanel(let rule): rule.start
        case .flutterPage(let rule): RestingPlace.page(rule.startPage, extent: 0).name
        case .androidViewPager(let rule): RestingPlace.page(rule.startPage, extent: 0).name
        case .androidPagerSnap(let rule): RestingPlace.page(rule.startPage, extent: 0).name
        case .uikitSheet(let rule): rule.start
        case .uikitPaging(let rule): RestingPlace.page(rule.startPage, extent: 0).name
        case .flutterDismissible, .androidItemSwipe: SwipeDirections.keptName
        case .uikitSwipeActions: UIKitSwipeActionsRule.closedName
        case .androidDrawer(let rule): rule.start
        case .flutterDrawer(let rule): rule.start
        case .androidSwipeRefresh, .flutterRefresh, .uikitRefreshControl: PullPlaces.idleName
        }
    }

    /// The place the surface starts at: nil when `start` names none of its places.
    public var startPlace: RestingPlace? { places.first { $0.name == start } }

    /// Where the surface rests when the drag begins: a pager's start page × its extent, a sheet's
    /// start place (the first and lowest offset when `start` names none).
    public var startOffset: Double { startOffset(among: places) }

    /// `startOffset`, with `places` the surface's places, made once by the caller: a sheet's names
    /// are formatted numbers (a Flutter size's), too dear to make again for each question.
    func startOffset(among places: [RestingPlace]) -> Double {
        switch self {
        case .flutterPage(let rule):
            Double(RestingPlace.clampedPage(rule.startPage, of: rule.pageCount)) * rule.pageExtent
        case .androidViewPager(let rule):
            Double(RestingPlace.clampedPage(rule.startPage, of: rule.pageCount)) * rule.pageWidth
        case .androidPagerSnap(let rule):
            Double(RestingPlace.clampedPage(rule.startPage, of: rule.pageCount)) * rule.pageWidth
        case .uikitPaging(let rule):
            Double(RestingPlace.clampedPage(rule.startPage, of: rule.pageCount)) * rule.pageWidth
        case .flutterDismissible, .androidItemSwipe, .uikitSwipeActions, .androidSwipeRefresh, .flutterRefresh,
            .uikitRefreshControl:
            0
        case .androidDrawer(let rule): DrawerPlaces.startOffset(rule.start, width: rule.drawerWidth)
        case .flutterDrawer(let rule): DrawerPlaces.startOffset(rule.start, width: rule.drawerWidth)
        case .androidSheet, .composeSheet, .flutterSheet, .floatingPanel, .uikitSheet:
            places.first { $0.name == start }?.offset ?? range(among: places).lowerBound
        }
    }

    /// The offsets the drag can reach: the first and the last place (no rubber band past them);
    /// a FloatingPanel's states, not where it is removed to; a pull, from none to its view's height,
    /// whatever its thresholds (so a sweep over them runs each trace's drag once).
    public var range: ClosedRange<Double> { range(among: places) }

    /// `range`, with `places` the surface's places, made once by the caller.
    func range(among places: [RestingPlace]) -> ClosedRange<Double> {
        var offsets = places.map(\.offset)
        switch self {
        case .floatingPanel(let rule): offsets = rule.states.map(\.offset)
        case .androidSwipeRefresh(let rule): offsets = [0, rule.parentHeight]
        case .flutterRefresh(let rule): offsets = [0, rule.viewportHeight]
        case .uikitRefreshControl(let rule): offsets = [0, rule.viewHeight]
        default: break
        }
        let low = offsets.min() ?? 0
        return low...max(offsets.max() ?? 0, low)
    }

    /// `decide`, with `places` the surface's places, made once by a caller that decides more than
    /// once (a replay's handler): the rules that take a place from them make no name again.
    public func decide(_ release: RestRelease, among places: [RestingPlace]) -> RestDecision {
        switch self {
        case .flutterSheet(let rule): rule.decide(release, among: places)
        case .flutterPage(let rule): rule.decide(release, among: places)
        case .androidViewPager(let rule): rule.decide(release, among: places)
        case .androidPagerSnap(let rule): rule.decide(release, among: places)
        case .uikitPaging(let rule): rule.decide(release, among: places)
        case .androidSheet, .composeSheet, .floatingPanel, .uikitSheet, .flutterDismissible, .androidItemSwipe,
            .uikitSwipeActions, .androidDrawer, .flutterDrawer, .androidSwipeRefresh, .flutterRefresh,
            .uikitRefreshControl:
            decide(release)
        }
    }

    public func decide(_ release: RestRelease) -> RestDecision {
        switch self {
        case .androidSheet(let rule): rule.decide(release)
        case .composeSheet(let rule): rule.decide(release)
        case .flutterSheet(let rule): rule.decide(release)
        case .floatingPanel(let rule): rule.decide(release)
        case .flutterPage(let rule): rule.decide(release)
        case .androidViewPager(let rule): rule.decide(release)
        case .androidPagerSnap(let rule): rule.decide(release)
        case .uikitSheet(let rule): rule.decide(release)
        case .uikitPaging(let rule): rule.decide(release)
        case .flutterDismissible(let rule): rule.decide(release)
        case .androidItemSwipe(let rule): rule.decide(release)
        case .uikitSwipeActions(let rule): rule.decide(release)
        case .androidDrawer(let rule): rule.decide(release)
        case .flutterDrawer(let rule): rule.decide(release)
        case .androidSwipeRefresh(let rule): rule.decide(release)
        case .flutterRefresh(let rule): rule.decide(release)
        case .uikitRefreshControl(let rule): rule.decide(release)
        }
    }

    /// Calls `body` with each release's index and the place `decide(_:among:)` chooses after it,
    /// its reason never made (each rule's decision is built inline here, and a reason no one reads
    /// is no closure): all a sweep reads. The rule is taken out of the surface once for them all.
    package func forEachPlace(
        after releases: [RestRelease], among places: [RestingPlace],
        _ body: (Int, RestingPlace) -> Void
    ) {
        switch self {
        case .androidSheet(let rule):
            for (index, release) in releases.enumerated() { body(index, rule.decide(release).place) }
        case .composeSheet(let rule):
            for (index, release) in releases.enumerated() { body(index, rule.decide(release).place) }
        case .flutterSheet(let rule):
            for (index, release) in releases.enumerated() { body(index, rule.decide(release, among: places).place) }
        case .floatingPanel(let rule):
            rule.forEachPlace(after: releases, body)
        case .flutterPage(let rule):
            for (index, release) in releases.enumerated() { body(index, rule.decide(release, among: places).place) }
        case .androidViewPager(let rule):
            for (index, release) in releases.enumerated() { body(index, rule.decide(release, among: places).place) }
        case .androidPagerSnap(let rule):
            for (index, release) in releases.enumerated() { body(index, rule.decide(release, among: places).place) }
        case .uikitSheet(let rule):
            // The sheet's assumed rule is FloatingPanel's over its places (RU1).
            rule.projection.forEachPlace(after: releases, body)
        case .uikitPaging(let rule):
            for (index, release) in releases.enumerated() { body(index, rule.decide(release, among: places).place) }
        case .flutterDismissible(let rule):
            for (index, release) in releases.enumerated() { body(index, rule.decide(release).place) }
        case .androidItemSwipe(let rule):
            for (index, release) in releases.enumerated() { body(index, rule.decide(release).place) }
        case .uikitSwipeActions(let rule):
            for (index, release) in releases.enumerated() { body(index, rule.decide(release).place) }
        case .androidDrawer(let rule):
            for (index, release) in releases.enumerated() { body(index, rule.decide(release).place) }
        case .flutterDrawer(let rule):
            for (index, release) in releases.enumerated() { body(index, rule.decide(release).place) }
        case .androidSwipeRefresh(let rule):
            for (index, release) in releases.enumerated() { body(index, rule.decide(release).place) }
        case .flutterRefresh(let rule):
            for (index, release) in releases.enumerated() { body(index, rule.decide(release).place) }
        case .uikitRefreshControl(let rule):
            for (index, release) in releases.enumerated() { body(index, rule.decide(release).place) }
        }
    }

    /// The release rule's codes in docs/model.md, and the least sure of them.
    public var ruleCodes: [String] {
        switch self {
        case .androidSheet: ["RS1", "RS2", "RS3", "RS4"]
        case .composeSheet: ["RC1", "RC2"]
        case .flutterSheet: ["RD1"]
        case .floatingPanel(let rule): rule.hiddenOffset == nil ? ["RF1", "RF2", "RF3"] : ["RF1", "RF2", "RF3", "RF4"]
        case .flutterPage: ["RP1"]
        case .androidViewPager: ["RP2"]
        case .androidPagerSnap: ["RP3"]
        case .uikitSheet: ["RU1"]
        case .uikitPaging: ["RU3"]
        case .flutterDismissible: ["LD1"]
        case .androidItemSwipe: ["LA1"]
        case .uikitSwipeActions: ["LU1"]
        case .androidDrawer: ["DA1"]
        case .flutterDrawer: ["DF1"]
        case .androidSwipeRefresh: ["PA1"]
        case .flutterRefresh: ["PF1"]
        case .uikitRefreshControl: ["PU1"]
        }
    }

    public var confidence: RuleConfidence {
        switch self {
        case .composeSheet, .flutterSheet, .androidItemSwipe: .medium
        case .androidSheet, .floatingPanel, .flutterPage, .androidViewPager, .androidPagerSnap, .flutterDismissible,
            .androidDrawer, .flutterDrawer, .androidSwipeRefresh, .flutterRefresh:
            .high
        case .uikitSheet, .uikitPaging, .uikitSwipeActions, .uikitRefreshControl: .low
        }
    }

    /// The surface on a screen of `scale` pixels per point: the rules that speak pixels (Android's
    /// significant velocity, Flutter's tolerances) convert with it.
    public func onScreen(scale: Double) -> RestingSurface {
        switch self {
        case .androidSheet(var rule):
            rule.scale = scale
            return .androidSheet(rule)
        case .flutterSheet(var rule):
            rule.devicePixelRatio = scale
            return .flutterSheet(rule)
        case .flutterPage(var rule):
            rule.devicePixelRatio = scale
            return .flutterPage(rule)
        case .composeSheet, .floatingPanel, .androidViewPager, .androidPagerSnap, .uikitSheet, .uikitPaging,
            .flutterDismissible, .androidItemSwipe, .uikitSwipeActions, .androidDrawer, .flutterDrawer,
            .androidSwipeRefresh, .flutterRefresh, .uikitRefreshControl:
            return self
        }
    }

    /// Whether the surface follows the finger only from the recognizer's first change: FloatingPanel
    /// starts its interaction there and moves by the translation since (RF6); the others move by
    /// the whole translation since recognition.
    public var followsFromFirstChange: Bool {
        if case .floatingPanel = self { return true }
        return false
    }

    /// How the platform reads the velocity at a lift or a cancel.
    public var releaseVelocityRule: RestingDrag.ReleaseVelocity {
        switch self {
        case .flutterPage, .flutterSheet, .flutterDismissible, .flutterDrawer, .flutterRefresh: .flutterFling
        case .androidSheet, .composeSheet, .androidViewPager, .androidPagerSnap, .androidItemSwipe, .androidDrawer,
            .androidSwipeRefresh:
            .zeroWhenCancelled
        case .floatingPanel, .uikitSheet, .uikitPaging, .uikitSwipeActions, .uikitRefreshControl: .keptWhenCancelled
        }
    }

    /// What a drag reads of the surface (`RestingDrag`).
    public var drag: RestingDrag { drag(among: places) }

    /// `drag`, with `places` the surface's places, made once by the caller.
    func drag(among places: [RestingPlace]) -> RestingDrag {
        var peek: DrawerPeek?
        if case .androidDrawer(let rule) = self { peek = rule.peek }
        return RestingDrag(
            axis: axis, range: range(among: places), startOffset: startOffset(among: places),
            followsFromFirstChange: followsFromFirstChange, releaseVelocity: releaseVelocityRule, peek: peek)
    }

    /// The offset's velocity and the velocity across the axis as the rule reads them
    /// (`RestingDrag.releaseVelocity`).
    public func releaseVelocity(
        _ velocity: Vector, flingOffset: Vector, cancelled: Bool
    ) -> (along: Double, across: Double) {
        drag.releaseVelocity(velocity, flingOffset: flingOffset, cancelled: cancelled)
    }

    /// How the surface settles from the release to `place`, on a view `viewWidth` points wide and a
    /// screen of `scale` pixels per point whose display shows a frame every `frame` seconds.
    public func settle(
        _ release: RestRelease, to place: RestingPlace, viewWidth: Double, scale: Double, frame: Double
    )
        -> RestSettle
    {
        let from = release.offset
        let to = place.offset
        func pixels(_ points: Double) -> Int { Int((points * scale).rounded(.towardZero)) }
        switch self {
        case .androidSheet(let rule):
            let range = rule.hideable ? rule.parentHeight : rule.collapsedOffset
            let ms = ViewDragHelperSettle.duration(
                dx: 0, dy: pixels(to - from), xvel: pixels(release.crossVelocity), yvel: pixels(release.velocity),
                parentWidth: pixels(viewWidth), horizontalRange: 0, verticalRange: pixels(range),
                minimumVelocity: pixels(rule.minimumVelocity), maximumVelocity: pixels(rule.maximumVelocity))
            return .eased(
                from: from, to: to, duration: Double(ms) / 1000, .quinticOut,
                account: "ViewDragHelper: \(ms) ms on the quintic ease-out (RS5)")
        case .androidViewPager(let rule):
            let ms = AndroidViewPagerRule.settleDuration(
                dx: pixels(to - from), velocity: abs(pixels(release.velocity)), clientWidth: pixels(viewWidth),
                pageWidth: pixels(rule.pageWidth))
            return .eased(
                from: from, to: to, duration: Double(ms) / 1000, .quinticOut,
                account: "smoothScrollTo: \(ms) ms on the quintic ease-out (RP4)")
        case .androidPagerSnap(let rule):
            let distance = abs(pixels(to - from))
            if abs(release.velocity) > rule.minimumFlingVelocity {
                let ms = AndroidPagerSnapRule.flingSettleDuration(distance: distance, densityDpi: 160 * scale)
                return .eased(
                    from: from, to: to, duration: Double(ms) / 1000, .decelerate,
                    account: "LinearSmoothScroller: \(ms) ms, decelerating (RP5)")
            }
            let ms = AndroidPagerSnapRule.snapSettleDuration(distance: distance, container: pixels(rule.pageWidth))
            return .eased(
                from: from, to: to, duration: Double(ms) / 1000, .quinticOut,
                account: "smoothScrollBy: \(ms) ms on the quintic ease-out (RP5)")
        case .flutterSheet(let rule):
            return .eased(
                from: from, to: to, duration: rule.settleDuration(release, to: place), .linear,
                account: "constant speed, at least \(prose(FlutterSnapSheetRule.minimumSpeed, 0)) lp/s (RD2)")
        case .flutterPage(let rule):
            // ScrollPhysics' default spring: mass 0.5, stiffness 100, damping ratio 1.1.
            let (mass, stiffness) = (0.5, 100.0)
            return .spring(
                from: from, to: to, velocity: release.velocity, stiffness: stiffness,
                damping: 1.1 * 2 * (mass * stiffness).squareRoot(), mass: mass,
                restDisplacement: 1 / rule.devicePixelRatio, restSpeed: rule.velocityTolerance,
                account: "ScrollSpringSimulation: mass 0.5, stiffness 100, damping ratio 1.1 (RP6)")
        case .composeSheet:
            // ModalBottomSheet's drag settle: the standard motion scheme's default spatial spring.
            let (mass, stiffness, ratio) = (1.0, 700.0, 0.9)
            return .spring(
                from: from, to: to, velocity: release.velocity, stiffness: stiffness,
                damping: ratio * 2 * (mass * stiffness).squareRoot(), mass: mass,
                restDisplacement: 0.01 / scale, restSpeed: .infinity,
                account: "spring: damping ratio 0.9, stiffness 700 (RC3)")
        case .floatingPanel(let rule):
            let spring = NumericSpring(
                from: from, target: to, velocity: release.velocity, decelerationRate: rule.springDecelerationRate,
                responseTime: rule.springResponseTime, frame: frame, displayScale: scale)
            return RestSettle(
                from: from, to: to, motion: .numericSpring(spring), duration: spring.duration,
                account:
                    "NumericSpringAnimator: ζ \(prose(spring.zeta, 3)), ω \(prose(spring.omega, 2)) rad/s, \(spring.positions.count) frames (RF5)"
            )
        case .uikitSheet(let rule):
            let (stiffness, damping) = rule.spring
            return .spring(
                from: from, to: to, velocity: release.velocity, stiffness: stiffness, damping: damping, mass: 1,
                restDisplacement: 1 / scale, restSpeed: .infinity,
                account:
                    "spring: response \(prose(rule.settleResponse, 2)) s, damping ratio \(prose(rule.settleDampingRatio, 2)), assumed (RU2)"
            )
        case .flutterDismissible(let rule):
            return rule.settle(release, to: place)
        case .androidDrawer(let rule):
            // The drawer's drag range is its width; the helper's minimum velocity is the drawer's.
            let ms = ViewDragHelperSettle.duration(
                dx: pixels(to - from), dy: 0, xvel: pixels(release.velocity), yvel: pixels(release.crossVelocity),
                parentWidth: pixels(viewWidth), horizontalRange: pixels(rule.drawerWidth), verticalRange: 0,
                minimumVelocity: pixels(rule.minimumFlingVelocity), maximumVelocity: pixels(rule.maximumFlingVelocity))
            return .eased(
                from: from, to: to, duration: Double(ms) / 1000, .quinticOut,
                account: "ViewDragHelper: \(ms) ms on the quintic ease-out (DA2)")
        case .flutterDrawer(let rule):
            return rule.settle(release, to: place)
        case .androidSwipeRefresh:
            // animateOffsetToCorrectPosition and animateOffsetToStartPosition alike.
            return .timed(
                from: from, to: to, duration: 0.2, .decelerateTwice,
                account:
                    "\(place.name == PullPlaces.refreshingName ? "to the refreshing offset" : "back to the start"): 200 ms, DecelerateInterpolator(2) (PA2)"
            )
        case .flutterRefresh(let rule):
            return rule.settle(release, to: place)
        case .uikitSwipeActions(let rule):
            return .timed(
                from: from, to: to, duration: rule.settleDuration, .decelerate,
                account: "\(prose(rule.settleDuration * 1000, 0)) ms, decelerating, assumed (LU2)")
        case .uikitRefreshControl(let rule):
            return .timed(
                from: from, to: to, duration: rule.settleDuration, .decelerate,
                account: "\(prose(rule.settleDuration * 1000, 0)) ms, decelerating, assumed (PU2)")
        case .androidItemSwipe(let rule):
            return .timed(
                from: from, to: to, duration: rule.settleDuration, .accelerateDecelerate,
                account:
                    "RecoverAnimation: \(prose(rule.settleDuration * 1000, 0)) ms, accelerating then decelerating (LA2)"
            )
        case .uikitPaging(let rule):
            if abs(release.velocity) > rule.flickVelocity {
                let deceleration = PagingDeceleration(from: from, target: to, velocity: release.velocity)
                return RestSettle(
                    from: from, to: to, motion: .pagingDeceleration(deceleration), duration: deceleration.duration,
                    account: "the paging deceleration: \(deceleration.positions.count) ms (RU4)")
            }
            return .eased(
                from: from, to: to, duration: 0.25, .cssEase, account: "a 250 ms transition on CSS's ease (RU4)")
        }
    }
}
