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

    /// `closestAnchor(position, searchUpwards:)`: the index of the nearest anchor at or past
    /// `position` in the direction searched.
    func closest(to position: Double, upwards: Bool) -> Int? {
        func gap(_ anchor: RestingPlace) -> Double {
            let delta = upwards ? anchor.offset - position : position - anchor.offset
            return delta < 0 ? .infinity : delta
        }
        return anchors.indices.min { gap(anchors[$0]) < gap(anchors[$1]) }
    }

    /// The anchor a release at `release` chooses, the sheet having been settled at the anchor
    /// nearest where the drag began. Anchors are found by index, each copied once, for the one
    /// the decision names.
    @inline(__always)  // so that `RestingSurface.forEachPlace` makes no reason
    public func decide(_ release: RestRelease) -> RestDecision {
        let start = release.offset - release.travel
        guard
            let settled = anchors.indices.min(by: {
                abs(anchors[$0].offset - start) < abs(anchors[$1].offset - start)
            })
        else {
            return RestDecision(place: RestingPlace(name: "none", offset: release.offset), reason: "no anchor")
        }
        let offset = release.offset
        let v = release.velocity
        let settledOffset = anchors[settled].offset
        if settledOffset == offset {
            return RestDecision(place: anchors[settled], reason: "at \(anchors[settled].name)")
        }
        let down = settledOffset < offset
        let next = closest(to: offset, upwards: down) ?? settled
        if down ? v >= velocityThreshold : v <= -velocityThreshold {
            return RestDecision(
                place: anchors[next],
                reason:
                    "|v| \(prose(abs(v), 0)) ≥ \(prose(velocityThreshold, 0)) dp/s away from \(anchors[settled].name) → \(anchors[next].name)"
            )
        }
        let line = abs(down ? settledOffset + positionalThreshold : settledOffset - positionalThreshold)
        let stays = down ? offset < line : (offset < 0 ? abs(offset) < line : offset > line)
        let chosen = stays ? settled : next
        return RestDecision(
            place: anchors[chosen],
            reason:
                "\(prose(abs(offset - settledOffset), 1)) pt from \(anchors[settled].name), \(stays ? "not " : "")\(prose(positionalThreshold, 0)) dp\(stays ? "" : " or more") → \(anchors[chosen].name)"
        )
    }
}
