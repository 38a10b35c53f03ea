import GestureModel

/// What a drag reads of a resting surface: its axis, the offsets it can reach, where it starts,
/// whether it follows from the first change and how the platform reads the release velocity. Two
/// surfaces with the same drag move alike under the same touches and hand their rules the same
/// `RestRelease`, whatever their thresholds: a sweep runs a trace's drag once for all of them.
public struct RestingDrag: Sendable, Hashable {
    public var axis: RestingAxis
    /// The first and the last place (M5).
    public var range: ClosedRange<Double>
    public var startOffset: Double
    /// FloatingPanel's (RF6).
    public var followsFromFirstChange: Bool
    public var releaseVelocity: ReleaseVelocity
    /// A closed drawer's peek (DA3): nil for every other surface.
    public var peek: DrawerPeek?

    /// How a platform reads the velocity at a lift or a cancel.
    public enum ReleaseVelocity: Sendable, Hashable {
        /// Flutter's drag recognizers report zero unless the lift is a fling (FC3), and a cancelled
        /// drag is released with none (RS6).
        case flutterFling
        /// Android's and Compose's: the tracker's velocity, none for a cancelled drag (RS6).
        case zeroWhenCancelled
        /// FloatingPanel ends a cancelled pan as a lifted one, with its velocity.
        case keptWhenCancelled
    }

    /// Where a drag that begins with the surface resting at `resting` starts, the touch having come
    /// down `held` seconds before: a closed drawer that peeked is out by the peek's progress.
    func start(from resting: Double, held: Double) -> Double {
        guard let peek, resting == range.lowerBound else { return resting }
        return resting + peek.offset(held: held)
    }

    /// Whether a rule reads the drag's path, not only its release (`RestRelease.peak`, `retreat`):
    /// a pull arms during the drag. Such a drag sees every change, none coalesced.
    public var readsPath: Bool { axis == .pull }

    /// The translation along the surface's axis, as its offset moves.
    public func along(_ translation: Vector) -> Double { axis.along(translation) }

    /// The offset's velocity and the velocity across the axis as the rule reads them at a lift or
    /// a cancel, from the recognizer's velocity and the offset its estimate moved (both in the
    /// screen's axes).
    public func releaseVelocity(
        _ velocity: Vector, flingOffset: Vector, cancelled: Bool
    ) -> (along: Double, across: Double) {
        var v = velocity
        switch releaseVelocity {
        case .flutterFling:
            v =
                cancelled
                ? .zero
                : (axis.isHorizontal ? FlutterDrag.horizontal : .vertical).endVelocity(
                    velocity, flingOffset: flingOffset, gate: 50, hitSlop: 18, maximum: 8000)
        case .zeroWhenCancelled:
            if cancelled { v = .zero }
        case .keptWhenCancelled:
            break
        }
        return axis.split(v)
    }
}
