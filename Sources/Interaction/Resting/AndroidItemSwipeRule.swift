import GestureModel

/// AndroidX `ItemTouchHelper`'s swipe to dismiss, horizontally (`checkHorizontalSwipe`, androidx
/// `recyclerview/recyclerview/src/main/java/androidx/recyclerview/widget/ItemTouchHelper.java`;
/// LA1 and LA2 in docs/model.md). The item follows the finger only the ways it may go. At the
/// release the velocity, each axis capped at the swipe velocity threshold, escapes the way the
/// item was dragged when it is at least the escape velocity and faster than across; otherwise the
/// item is swiped once it is past the swipe threshold of the list's width (strict), else it
/// recovers. A swiped item leaves by the list's width.
public struct AndroidItemSwipeRule: Sendable, Hashable {
    /// The RecyclerView's width, points (dp): the threshold's base and how far a swiped item goes.
    public var listWidth: Double
    /// `getSwipeThreshold`: a share of the list's width, not the item's.
    public var swipeThreshold = 0.5
    /// `getSwipeEscapeVelocity` and `getSwipeVelocityThreshold`, dp per second: the resources
    /// `item_touch_helper_swipe_escape_velocity` (120 dp) and `…_max_velocity` (800 dp).
    public var escapeVelocity = 120.0
    public var maximumVelocity = 800.0
    public var directions = SwipeDirections.both
    /// The ItemAnimator's remove duration (`DefaultItemAnimator`'s 120 ms; 250 ms without an
    /// animator): a swipe's and a recovery's settle alike (LA2).
    public var settleDuration = 0.12

    public init(listWidth: Double) {
        self.listWidth = listWidth
    }

    public var places: [RestingPlace] { directions.places(width: listWidth) }

    public func decide(_ release: RestRelease) -> RestDecision {
        // `computeCurrentVelocity(1000, max)` clamps each axis on its own.
        func capped(_ v: Double) -> Double { min(max(v, -maximumVelocity), maximumVelocity) }
        let (vx, vy) = (capped(release.velocity), capped(release.crossVelocity))
        let draggedRight = release.offset > 0
        let flungRight = vx > 0
        if directions.allow(right: flungRight), draggedRight == flungRight, abs(vx) >= escapeVelocity, abs(vx) > abs(vy)
        {
            return RestDecision(
                place: SwipeDirections.dismissed(right: flungRight, width: listWidth),
                reason:
                    "escaped: |v| \(prose(abs(vx), 0)) ≥ \(prose(escapeVelocity, 0)) dp/s the way it was dragged, faster than \(prose(abs(vy), 0)) across"
            )
        }
        let threshold = listWidth * swipeThreshold
        let past = directions.allow(right: draggedRight) && abs(release.offset) > threshold
        return RestDecision(
            place: past ? SwipeDirections.dismissed(right: draggedRight, width: listWidth) : SwipeDirections.kept,
            reason:
                "no escape: |dx| \(prose(abs(release.offset), 1)) \(past ? ">" : "≤") \(prose(threshold, 1)) dp (\(prose(swipeThreshold, 2)) of the list)\(past ? ": swiped" : ": recovers")"
        )
    }
}
