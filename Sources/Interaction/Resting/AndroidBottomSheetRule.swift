import GestureModel

/// material-components-android `BottomSheetBehavior`'s release: `onViewReleased` and
/// `shouldHide`, with the velocities `ViewDragHelper` hands them (each axis under the minimum
/// fling set to 0, over the maximum clamped). Read in `BottomSheetBehavior.java`
/// (material-components/material-components-android, a915123; RS1–RS4 in docs/model.md).
///
/// Lengths are points and the sheet's top is its offset (y down). Android compares whole pixels;
/// every comparison here is between lengths, the same in points, except the significant velocity,
/// which the source gives in pixels per second and `scale` (the trace's pixels per point) converts.
public struct AndroidBottomSheetRule: Sendable, Hashable {
    /// The sheet's parent (the CoordinatorLayout) and the sheet itself, points.
    public var parentHeight: Double
    public var sheetHeight: Double
    public var peekHeight: Double
    /// The sheet's expanded top is its content's (true, the default) or `expandedOffset`, with a
    /// half-expanded state between (false).
    public var fitToContents = true
    public var halfExpandedRatio = 0.5
    public var expandedOffset = 0.0
    public var hideable = false
    public var skipCollapsed = false
    /// Pixels per second (`significantVelocityThreshold`, default 500).
    public var significantVelocity = 500.0
    /// `hideFriction`: how far the release velocity projects the top, seconds (0.1).
    public var hideFriction = 0.1
    /// `ViewDragHelper`'s velocity bounds, points per second: the platform's minimum and maximum
    /// fling (50 and 8000 dp/s; a point is a dp here).
    public var minimumVelocity = 50.0
    public var maximumVelocity = 8000.0
    /// Pixels per point.
    public var scale: Double
    /// The state the sheet rests at when the drag begins.
    public var start = "collapsed"

    /// `HIDE_THRESHOLD`: the projected top's distance from collapsed, in peeks, past which it hides.
    public static let hideThreshold = 0.5

    public init(parentHeight: Double, sheetHeight: Double, peekHeight: Double, scale: Double) {
        self.parentHeight = parentHeight
        self.sheetHeight = sheetHeight
        self.peekHeight = peekHeight
        self.scale = scale
    }

    var fitToContentsOffset: Double { max(0, parentHeight - sheetHeight) }
    var halfExpandedOffset: Double { parentHeight * (1 - halfExpandedRatio) }
    var collapsedOffset: Double {
        let offset = parentHeight - peekHeight
        return fitToContents ? max(offset, fitToContentsOffset) : offset
    }
    var expandedTop: Double { fitToContents ? fitToContentsOffset : max(expandedOffset, 0) }

    /// The sheet's states as resting places: expanded, half-expanded (without fitToContents),
    /// collapsed, hidden (when hideable).
    public var places: [RestingPlace] {
        var places = [RestingPlace(name: "expanded", offset: expandedTop)]
        if !fitToContents { places.append(RestingPlace(name: "half-expanded", offset: halfExpandedOffset)) }
        places.append(RestingPlace(name: "collapsed", offset: collapsedOffset))
        if hideable { places.append(RestingPlace(name: "hidden", offset: parentHeight)) }
        return places
    }

    /// `ViewDragHelper`'s clamp of one axis: under the minimum it is 0, over the maximum the maximum.
    func clamped(_ velocity: Double) -> Double {
        ViewDragHelperSettle.clampMagnitude(velocity, minimumVelocity, maximumVelocity)
    }

    /// `shouldHide`: with skipCollapsed always; never above collapsed; else the top projected by
    /// `hideFriction` seconds of velocity more than `hideThreshold` peeks from collapsed.
    func shouldHide(top: Double, velocity: Double) -> Bool {
        if skipCollapsed { return true }
        if top < collapsedOffset { return false }
        return abs(top + velocity * hideFriction - collapsedOffset) / peekHeight > Self.hideThreshold
    }

    @inline(__always)  // so that `RestingSurface.forEachPlace` makes no reason
    public func decide(_ release: RestRelease) -> RestDecision {
        let top = release.offset
        let y = clamped(release.velocity)
        let x = clamped(release.crossVelocity)
        let expanded = RestingPlace(name: "expanded", offset: expandedTop)
        let half = RestingPlace(name: "half-expanded", offset: halfExpandedOffset)
        let collapsed = RestingPlace(name: "collapsed", offset: collapsedOffset)
        // Formatted only when a reason is read.
        @Sendable func velocity() -> String { "\(prose(y, 0)) pt/s" }
        // RS1: moving up.
        if y < 0 {
            if fitToContents { return RestDecision(place: expanded, reason: "moving up (\(velocity())) → expanded") }
            return top > halfExpandedOffset
                ? RestDecision(place: half, reason: "moving up from below half-expanded → half-expanded")
                : RestDecision(place: expanded, reason: "moving up from above half-expanded → expanded")
        }
        // RS2: hideable and the projected top far enough from collapsed.
        if hideable && shouldHide(top: top, velocity: y) {
            let projected = top + y * hideFriction
            let significant = abs(x) < abs(y) && y * scale > significantVelocity
            let releasedLow = top > (parentHeight + expandedTop) / 2
            if significant || releasedLow {
                let (scale, threshold, middle) = (scale, significantVelocity, (parentHeight + expandedTop) / 2)
                @Sendable func why() -> String {
                    significant
                        ? "\(prose(y * scale, 0)) px/s > \(prose(threshold, 0)) px/s"
                        : "released below \(prose(middle, 1)) pt"
                }
                return RestDecision(
                    place: RestingPlace(name: "hidden", offset: parentHeight),
                    reason:
                        "projected top \(prose(projected, 1)) pt is past half a peek from collapsed; \(why()) → hidden")
            }
            if fitToContents || abs(top - expandedTop) < abs(top - halfExpandedOffset) {
                return RestDecision(place: expanded, reason: "would hide, but slow and high → expanded")
            }
            return RestDecision(place: half, reason: "would hide, but slow and high → half-expanded")
        }
        // RS3: no vertical velocity, or mostly horizontal: the nearest state.
        if y == 0 || abs(x) > abs(y) {
            let minimum = minimumVelocity
            @Sendable func why() -> String {
                y == 0 ? "no velocity (|v| < \(prose(minimum, 0)) pt/s)" : "mostly horizontal"
            }
            if fitToContents {
                return abs(top - fitToContentsOffset) < abs(top - collapsedOffset)
                    ? RestDecision(place: expanded, reason: "\(why()): nearer expanded → expanded")
                    : RestDecision(place: collapsed, reason: "\(why()): not nearer expanded → collapsed")
            }
            if top < halfExpandedOffset {
                // The source compares the top with 0, not with the expanded offset.
                return top < abs(top - collapsedOffset)
                    ? RestDecision(
                        place: expanded,
                        reason:
                            "\(why()): top \(prose(top, 1)) < its distance to collapsed \(prose(abs(top - collapsedOffset), 1)) → expanded"
                    )
                    : RestDecision(
                        place: half,
                        reason:
                            "\(why()): top \(prose(top, 1)) ≥ its distance to collapsed \(prose(abs(top - collapsedOffset), 1)) → half-expanded"
                    )
            }
            return abs(top - halfExpandedOffset) < abs(top - collapsedOffset)
                ? RestDecision(place: half, reason: "\(why()): nearer half-expanded → half-expanded")
                : RestDecision(place: collapsed, reason: "\(why()): not nearer half-expanded → collapsed")
        }
        // RS4: moving down, not hiding.
        if fitToContents { return RestDecision(place: collapsed, reason: "moving down (\(velocity())) → collapsed") }
        return abs(top - halfExpandedOffset) < abs(top - collapsedOffset)
            ? RestDecision(place: half, reason: "moving down, nearer half-expanded → half-expanded")
            : RestDecision(place: collapsed, reason: "moving down, not nearer half-expanded → collapsed")
    }
}
