import GestureModel

/// Jetpack Compose Material3 sheets' release (the material3-internal
/// `AnchoredDraggableState.computeTarget`, androidx `compose/material3/.../internal/
/// AnchoredDraggable.kt`; RC1–RC2 in docs/model.md), measured from the anchor the sheet was
/// settled at: moving away from it, a velocity of at least `velocityThreshold` the same way goes
/// to the next anchor, else the next anchor only once the sheet is `positionalThreshold` past the
/// settled one. A fling against the displacement counts for nothing.
public struct ComposeSheetRule: Sendable, Hashable {
    public var anchors: [RestingPlace]
    /// `BottomSheetDefaults.PositionalThreshold`: an absolute distance, dp (points).
    public var positionalThreshold = 56.0
    /// `BottomSheetDefaults.VelocityThreshold`, dp per second.
    public var velocityThreshold = 125.0
    /// The anchor the sheet rests at when the drag begins.
    public var start: String

    public init(anchors: [RestingPlace], start: String? = nil) {
        self.anchors = anchors
        self.start = start ?? anchors.first?.name ?? ""
    }

    /// `closestAnchor(position, searchUpwards:)`: the nearest anchor at or past `position` in
    /// the direction searched.
    func closest(to position: Double, upwards: Bool) -> RestingPlace? {
        anchors.min { a, b in
            func gap(_ anchor: RestingPlace) -> Double {
                let delta = upwards ? anchor.offset - position : position - anchor.offset
                return delta < 0 ? .infinity : delta
            }
            return gap(a) < gap(b)
        }
    }

    /// The anchor a release at `release` chooses, the sheet having been settled at the anchor
    /// nearest where the drag began.
    @inline(__always)  // so that `RestingSurface.forEachPlace` makes no reason
    public func decide(_ release: RestRelease) -> RestDecision {
        let start = release.offset - release.travel
        guard let settled = anchors.min(by: { abs($0.offset - start) < abs($1.offset - start) }) else {
            return RestDecision(place: RestingPlace(name: "none", offset: release.offset), reason: "no anchor")
        }
        let offset = release.offset
        let v = release.velocity
        if settled.offset == offset { return RestDecision(place: settled, reason: "at \(settled.name)") }
        let down = settled.offset < offset
        let next = closest(to: offset, upwards: down) ?? settled
        if down ? v >= velocityThreshold : v <= -velocityThreshold {
            return RestDecision(
                place: next,
                reason:
                    "|v| \(prose(abs(v), 0)) ≥ \(prose(velocityThreshold, 0)) dp/s away from \(settled.name) → \(next.name)"
            )
        }
        let line = abs(down ? settled.offset + positionalThreshold : settled.offset - positionalThreshold)
        let stays = down ? offset < line : (offset < 0 ? abs(offset) < line : offset > line)
        // Formatted only when a reason is read.
        let (settledOffset, threshold) = (settled.offset, positionalThreshold)
        @Sendable func moved() -> String { prose(abs(offset - settledOffset), 1) }
        return stays
            ? RestDecision(
                place: settled,
                reason: "\(moved()) pt from \(settled.name), not \(prose(threshold, 0)) dp → \(settled.name)")
            : RestDecision(
                place: next,
                reason: "\(moved()) pt from \(settled.name), \(prose(threshold, 0)) dp or more → \(next.name)")
    }
}
