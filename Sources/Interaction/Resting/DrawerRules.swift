import GestureModel

/// A navigation drawer's two places, declared once for every drawer rule: closed (open by 0) and
/// open (by its width), along the `drawer` axis.
public enum DrawerPlaces {
    public static let closedName = "closed"
    public static let openName = "open"

    public static let closed = RestingPlace(name: closedName, offset: 0)

    static func open(width: Double) -> RestingPlace { RestingPlace(name: openName, offset: width) }

    /// Open when `opens`, else closed.
    static func place(opens: Bool, width: Double) -> RestingPlace { opens ? open(width: width) : closed }

    /// Closed, then open `width` points.
    static func places(width: Double) -> [RestingPlace] { [closed, open(width: width)] }

    /// Where a drawer of `width` points starts: `start` names closed or open.
    static func startOffset(_ start: String, width: Double) -> Double { start == openName ? width : 0 }
}

/// `DrawerLayout`'s peek (`ViewDragCallback.onEdgeTouched`, `peekDrawer`; DA3 in docs/model.md): a
/// touch that comes down in the edge strip and stays within the touch slop for `PEEK_DELAY` slides
/// the closed drawer out by the helper's edge size with `smoothSlideViewTo` (ViewDragHelper's
/// settle without velocity, on the quintic ease-out); a drag captures it wherever that slide has it.
public struct DrawerPeek: Sendable, Hashable {
    public var delay: Double
    public var distance: Double
    /// The slide's duration, seconds.
    public var duration: Double

    /// How far out the drawer is `held` seconds after the touch came down.
    public func offset(held: Double) -> Double {
        guard held >= delay else { return 0 }
        let fraction = duration > 0 ? (held - delay) / duration : 1
        return distance * ViewDragHelperSettle.position(at: fraction)
    }
}

/// AndroidX `DrawerLayout`'s left drawer (`ViewDragCallback.onViewReleased`; androidx
/// `drawerlayout/drawerlayout/src/main/java/androidx/drawerlayout/widget/DrawerLayout.java` at
/// 0c84661b; DA1 and DA2 in docs/model.md). Its `ViewDragHelper` zeroes a release slower than
/// `MIN_FLING_VELOCITY` and caps one faster than the maximum fling; the drawer opens when that
/// velocity points open, or when there is none and it is more than half open (strict), and
/// closes otherwise: any fling shut closes it, wherever it is.
public struct AndroidDrawerRule: Sendable, Hashable {
    /// The drawer view's width, points (dp): the drag's range and its open place.
    public var drawerWidth: Double
    /// `MIN_FLING_VELOCITY`, set as the helper's minimum velocity, dp per second.
    public var minimumFlingVelocity = 400.0
    /// `ViewConfiguration`'s maximum fling velocity, dp per second.
    public var maximumFlingVelocity = 8000.0
    /// The share of the width past which a release without velocity opens (0.5 in the source).
    public var openThreshold = 0.5
    /// Where the drawer rests when the drag begins: closed (an edge drag) or open.
    public var start = DrawerPlaces.closedName
    /// `PEEK_DELAY`, seconds, and the helper's edge size, dp: how long a touch in the strip waits
    /// and how far the closed drawer then peeks out (DA3).
    public var peekDelay = 0.16
    public var edgeSize = Self.defaultEdgeSize

    /// `ViewDragHelper`'s `EDGE_SIZE`, dp: the strip an edge drag starts in and the peek's reach.
    public static let defaultEdgeSize = 20.0

    public init(drawerWidth: Double) {
        self.drawerWidth = drawerWidth
    }

    public var places: [RestingPlace] { DrawerPlaces.places(width: drawerWidth) }

    /// The peek: `smoothSlideViewTo` by the edge size, ViewDragHelper's duration without velocity
    /// over the drawer's range.
    public var peek: DrawerPeek {
        let ms = ViewDragHelperSettle.duration(
            dx: Int(edgeSize.rounded()), dy: 0, xvel: 0, yvel: 0, parentWidth: 0,
            horizontalRange: max(Int(drawerWidth.rounded()), 1), verticalRange: 0, minimumVelocity: 0,
            maximumVelocity: 0)
        return DrawerPeek(delay: peekDelay, distance: edgeSize, duration: Double(ms) / 1000)
    }

    public func decide(_ release: RestRelease) -> RestDecision {
        let v = ViewDragHelperSettle.clampMagnitude(release.velocity, minimumFlingVelocity, maximumFlingVelocity)
        let minimum = minimumFlingVelocity
        if v != 0 {
            let opens = v > 0
            return RestDecision(
                place: DrawerPlaces.place(opens: opens, width: drawerWidth),
                reason:
                    "a fling \(opens ? "open" : "shut"): |v| \(prose(abs(release.velocity), 0)) ≥ \(prose(minimum, 0)) dp/s"
            )
        }
        let share = drawerWidth > 0 ? release.offset / drawerWidth : 0
        let opens = share > openThreshold
        return RestDecision(
            place: DrawerPlaces.place(opens: opens, width: drawerWidth),
            reason:
                "no fling (|v| \(prose(abs(release.velocity), 0)) < \(prose(minimum, 0)) dp/s): open \(prose(share, 3)) \(opens ? ">" : "≤") \(prose(openThreshold, 2))"
        )
    }
}

/// Flutter's `DrawerController` (`_settle`, `_move`, `open`, `close`; flutter/flutter
/// `packages/flutter/lib/src/material/drawer.dart` at 009a9299; DF1 and DF2 in docs/model.md). The
/// controller's value is the open share, moved by each drag delta over the drawer's width. At the
/// release a fully closed drawer stays closed; a release at least `_kMinFlingVelocity` flings the
/// way it points, wherever the drawer is; a slower one opens from half open on (a value under 0.5
/// closes).
public struct FlutterDrawerRule: Sendable, Hashable {
    /// The drawer's width, points (logical pixels): `Drawer`'s default 304.
    public var drawerWidth: Double
    /// `_kMinFlingVelocity`, logical pixels per second.
    public var minimumFlingVelocity = 365.0
    /// The value from which a release without a fling opens (0.5 in the source).
    public var openThreshold = 0.5
    public var start = DrawerPlaces.closedName

    public init(drawerWidth: Double) {
        self.drawerWidth = drawerWidth
    }

    public var places: [RestingPlace] { DrawerPlaces.places(width: drawerWidth) }

    /// How the release ends the drag: nothing (closed already), a fling, or `open()` / `close()`.
    enum Ending: Equatable {
        case dismissed, fling, halfway
    }

    func ending(_ release: RestRelease) -> Ending {
        if release.offset <= 0 { return .dismissed }
        return abs(release.velocity) >= minimumFlingVelocity ? .fling : .halfway
    }

    public func decide(_ release: RestRelease) -> RestDecision {
        let v = release.velocity
        switch ending(release) {
        case .dismissed:
            return RestDecision(place: DrawerPlaces.closed, reason: "closed already: the controller is dismissed")
        case .fling:
            let opens = v > 0
            return RestDecision(
                place: DrawerPlaces.place(opens: opens, width: drawerWidth),
                reason:
                    "a fling \(opens ? "open" : "shut"): |v| \(prose(abs(v), 0)) ≥ \(prose(minimumFlingVelocity, 0)) lp/s"
            )
        case .halfway:
            let value = drawerWidth > 0 ? release.offset / drawerWidth : 0
            let opens = value >= openThreshold
            return RestDecision(
                place: DrawerPlaces.place(opens: opens, width: drawerWidth),
                reason:
                    "no fling (|v| \(prose(abs(v), 0)) < \(prose(minimumFlingVelocity, 0)) lp/s): value \(prose(value, 3)) \(opens ? "≥" : "<") \(prose(openThreshold, 2))"
            )
        }
    }

    /// How the drawer settles (DF2): every ending is `AnimationController.fling` (mass 1, stiffness
    /// 500, critically damped) aimed 0.01 of the width past the place, done within 0.01 of that
    /// aim; a fling at its own velocity (the value's units are widths, so the offset's speed is
    /// the finger's), `open()` and `close()` at one width per second toward the place.
    public func settle(_ release: RestRelease, to place: RestingPlace) -> RestSettle {
        let from = release.offset
        let to = place.offset
        if drawerWidth <= 0 || from == to || ending(release) == .dismissed {
            return .eased(from: from, to: to, duration: 0, .linear, account: "at its place already")
        }
        let flung = ending(release) == .fling
        let velocity = flung ? release.velocity : (to > from ? drawerWidth : -drawerWidth)
        return .controllerFling(
            from: from, to: to, velocity: velocity, extent: drawerWidth,
            account:
                "AnimationController.fling\(flung ? "" : (to > from ? " from open()" : " from close()")): spring, stiffness 500, critically damped (DF2)"
        )
    }
}
