import GestureModel

/// A pull to refresh's two places, declared once for every pull rule: idle (not pulled) and
/// refreshing (the pull at which the indicator rests while the app refreshes), along the `pull` axis.
public enum PullPlaces {
    public static let idleName = "idle"
    public static let refreshingName = "refreshing"

    public static let idle = RestingPlace(name: idleName, offset: 0)

    static func refreshing(at pull: Double) -> RestingPlace { RestingPlace(name: refreshingName, offset: pull) }

    /// Idle, and refreshing at the finger's pull that moves the indicator (or the content)
    /// `triggerDistance` at `dragRate` per point.
    static func places(triggerDistance: Double, dragRate: Double) -> [RestingPlace] {
        [idle, refreshing(at: dragRate > 0 ? triggerDistance / dragRate : triggerDistance)]
    }
}

/// AndroidX `SwipeRefreshLayout` (`finishSpinner`, `moveSpinner`, `onTouchEvent`,
/// `onNestedScroll`; androidx
/// `swiperefreshlayout/swiperefreshlayout/src/main/java/androidx/swiperefreshlayout/widget/SwipeRefreshLayout.java`
/// at 1d7dc4d1; PA1 and PA2 in docs/model.md). The spinner's overscroll is the pull times the
/// drag rate: 1 on the nested-scrolling path a `RecyclerView` child takes (the unconsumed scroll),
/// 0.5 (`DRAG_RATE`) on the layout's own touch path. At the release an overscroll past the total
/// drag distance (64 dp, strict) refreshes; velocity plays no part, and pulling back lowers it.
public struct AndroidSwipeRefreshRule: Sendable, Hashable {
    /// `mTotalDragDistance`, the default `mSpinnerOffsetEnd` (`DEFAULT_CIRCLE_TARGET`), dp.
    public var triggerDistance = 64.0
    /// The spinner's overscroll per point pulled: 1 nested, 0.5 on the touch path.
    public var dragRate = 1.0
    /// The most the finger can pull: the layout's height, dp.
    public var parentHeight: Double

    public init(parentHeight: Double) {
        self.parentHeight = parentHeight
    }

    /// Idle, and refreshing where the spinner's overscroll is the trigger distance.
    public var places: [RestingPlace] { PullPlaces.places(triggerDistance: triggerDistance, dragRate: dragRate) }

    /// `moveSpinner`: how far the spinner has come down for an overscroll, dp: linearly up to the
    /// slingshot distance (the trigger distance), then along a curve that tends to twice more.
    public func spinnerTravel(overscroll: Double) -> Double {
        let slingshot = triggerDistance
        guard slingshot > 0 else { return 0 }
        let dragPercent = min(1, abs(overscroll / triggerDistance))
        let extra = abs(overscroll) - triggerDistance
        let tensionSlingshot = max(0, min(extra, slingshot * 2) / slingshot)
        let tension = (tensionSlingshot / 4 - (tensionSlingshot / 4) * (tensionSlingshot / 4)) * 2
        return slingshot * dragPercent + slingshot * tension * 2
    }

    public func decide(_ release: RestRelease) -> RestDecision {
        let overscroll = release.offset * dragRate
        let refreshes = overscroll > triggerDistance
        let spinner = spinnerTravel(overscroll: overscroll)
        return RestDecision(
            place: refreshes ? places[1] : PullPlaces.idle,
            reason:
                "overscroll \(prose(overscroll, 1)) \(refreshes ? ">" : "≤") \(prose(triggerDistance, 1)) dp\(refreshes ? ": refreshes" : ": back to idle"), the spinner \(prose(spinner, 1)) dp down"
        )
    }
}

/// Flutter's `RefreshIndicator` over a list with clamping scroll physics, Android's default
/// (`_handleScrollNotification`, `_checkDragOffset`, `_show`, `_dismiss`; flutter/flutter
/// `packages/flutter/lib/src/material/refresh_indicator.dart` at 009a9299; PF1 and PF2 in
/// docs/model.md). The indicator's value is the pull over a quarter of the viewport, at most 1;
/// it arms once its colour is fully opaque (the value 2/3, so a pull of a sixth of the viewport)
/// and stays armed. Under clamping physics any move back up scrolls the list, and a scroll with
/// content before it cancels. At the release an armed indicator refreshes, any other goes back.
public struct FlutterRefreshRule: Sendable, Hashable {
    /// The scroll view's viewport height, logical pixels.
    public var viewportHeight: Double
    /// `_kDragContainerExtentPercentage`: the share of the viewport a full value takes.
    public var dragContainerExtent = 0.25
    /// `_kDragSizeFactorLimit`: the value arms at its inverse.
    public var dragSizeFactorLimit = 1.5
    /// How far a pull may move back before the list scrolls and cancels it: 0 at 009a9299 (any
    /// move back; flutter/flutter#138848 reports it, and later versions changed it).
    public var backtrackTolerance = 0.0

    public init(viewportHeight: Double) {
        self.viewportHeight = viewportHeight
    }

    /// The pull at which the value is 1.
    var fullPull: Double { viewportHeight * dragContainerExtent }

    /// Idle, and refreshing where the armed indicator snaps to: the value 1 / the size factor limit.
    public var places: [RestingPlace] {
        [PullPlaces.idle, PullPlaces.refreshing(at: fullPull / dragSizeFactorLimit)]
    }

    /// The indicator's value for a pull, as `_checkDragOffset` clamps it.
    public func value(pull: Double) -> Double { fullPull > 0 ? min(max(pull / fullPull, 0), 1) : 0 }

    /// Whether the indicator arms at a pull: the colour tween's interval ends at 1 / the limit,
    /// and its alpha, an integer lerp truncated, is 255 only at the interval's end.
    public func arms(atPull pull: Double) -> Bool {
        let end = 1 / dragSizeFactorLimit
        let t = end > 0 ? min(max(value(pull: pull) / end, 0), 1) : 1
        return Int(255 * t) == 255
    }

    public func decide(_ release: RestRelease) -> RestDecision {
        let armed = arms(atPull: release.peak)
        let peakValue = value(pull: release.peak)
        if release.retreat > backtrackTolerance {
            return RestDecision(
                place: PullPlaces.idle,
                reason:
                    "cancelled: the pull moved back \(prose(release.retreat, 2)) lp after \(prose(release.peak, 1)) lp, so the list scrolled\(armed ? " (it had armed)" : "")"
            )
        }
        return RestDecision(
            place: armed ? places[1] : PullPlaces.idle,
            reason:
                "\(armed ? "armed" : "not armed"): value \(prose(peakValue, 3)) at its farthest \(armed ? "≥" : "<") \(prose(1 / dragSizeFactorLimit, 3)) (a pull of \(prose(fullPull / dragSizeFactorLimit, 1)) lp)\(armed ? ": refreshes" : ": back to idle")"
        )
    }

    /// How the indicator settles (PF2): armed, `animateTo` the snap value in 150 ms; otherwise to 0
    /// in 200 ms; both linear, in the pull's terms.
    public func settle(_ release: RestRelease, to place: RestingPlace) -> RestSettle {
        let refreshing = place.name == PullPlaces.refreshingName
        let duration = release.offset == place.offset ? 0 : (refreshing ? 0.15 : 0.2)
        return .eased(
            from: release.offset, to: place.offset, duration: duration, .linear,
            account:
                "\(refreshing ? "the snap" : "the dismissal"): \(prose(duration * 1000, 0)) ms, linear (PF2)")
    }
}

/// UIKit's `UIRefreshControl` (closed source; PU1 and PU2 in docs/model.md). Apple documents only
/// that it sends `.valueChanged` when the user pulls down far enough; observers report that it
/// fires during the drag, not at the release, so a pull that reached the distance refreshes
/// however it ends. Every number is a parameter: the scroll view's pull per point the finger
/// moves past the top, and the distance, from a re-implementation of the iOS 6 control
/// (ODRefreshControl's `kMaxDistance` and paddings: 96 pt).
public struct UIKitRefreshControlRule: Sendable, Hashable {
    /// How far the content must be pulled past the top, points: assumed.
    public var triggerDistance = 96.0
    /// The content's pull per point the finger moves past the top (the scroll view's rubber band
    /// halves it): assumed.
    public var dragRate = 0.5
    /// The most the finger can pull: the scroll view's height, points.
    public var viewHeight: Double
    /// The settle's duration, seconds: assumed.
    public var settleDuration = 0.4

    public init(viewHeight: Double) {
        self.viewHeight = viewHeight
    }

    /// Idle, and refreshing at the finger's pull that fires it.
    public var places: [RestingPlace] { PullPlaces.places(triggerDistance: triggerDistance, dragRate: dragRate) }

    public func decide(_ release: RestRelease) -> RestDecision {
        let reached = release.peak * dragRate
        let fired = reached >= triggerDistance
        return RestDecision(
            place: fired ? places[1] : PullPlaces.idle,
            reason:
                "the content pulled \(prose(reached, 1)) pt at its farthest \(fired ? "≥" : "<") \(prose(triggerDistance, 1))\(fired ? ": fired during the drag" : ": never fired")"
        )
    }
}
