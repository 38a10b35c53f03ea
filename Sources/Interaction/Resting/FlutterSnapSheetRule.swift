import GestureModel

/// Flutter `DraggableScrollableSheet` with `snap: true` (`_SnappingSimulation._getSnapSize` and
/// its constant-speed settle, flutter/flutter `packages/flutter/lib/src/widgets/
/// draggable_scrollable_sheet.dart`; RD1–RD2 in docs/model.md). The sheet's size is measured up
/// from the bottom: a release under the ballistic tolerance goes to the nearer snap size (a tie to
/// the larger), any faster one to the size next in its direction, one step per release.
public struct FlutterSnapSheetRule: Sendable, Hashable {
    /// The sheet's parent, points: a size s puts the sheet's top at `parentHeight − s`.
    public var parentHeight: Double
    /// The snap sizes as fractions of the parent, ascending: minChildSize first, maxChildSize last.
    public var snapSizes: [Double]
    public var devicePixelRatio: Double
    /// The snap size the sheet rests at when the drag begins (its place's name, "size 0.5").
    public var start: String
    /// `_SnappingSimulation.minimumSpeed`, logical pixels (points) per second.
    public static let minimumSpeed = 1600.0

    public init(parentHeight: Double, snapSizes: [Double], devicePixelRatio: Double, start: String? = nil) {
        self.parentHeight = parentHeight
        self.snapSizes = snapSizes
        self.devicePixelRatio = devicePixelRatio
        self.start = start ?? snapSizes.first.map(Self.placeName) ?? ""
    }

    /// A snap size's place name: "size 0.5".
    public static func placeName(_ size: Double) -> String { "size \(prose(size, 2))" }

    public var velocityTolerance: Double { 1 / (0.050 * devicePixelRatio) }

    /// Each snap size as a resting place at the sheet top it puts the sheet at.
    public var places: [RestingPlace] {
        snapSizes.map { RestingPlace(name: Self.placeName($0), offset: parentHeight * (1 - $0)) }
    }

    public func decide(_ release: RestRelease) -> RestDecision { decide(release, among: places) }

    /// `decide`, with `places` this rule's places, made once by a caller that decides many
    /// releases (a sweep): a size's place is taken from them, its name not made again.
    @inline(__always)  // so that `RestingSurface.forEachPlace` makes no reason
    func decide(_ release: RestRelease, among places: [RestingPlace]) -> RestDecision {
        let sizes = snapSizes.lazy.map { $0 * self.parentHeight }
        // The size grows as the top moves up.
        let size = parentHeight - release.offset
        let v = -release.velocity
        guard let next = sizes.firstIndex(where: { $0 >= size }) else {
            return RestDecision(place: places[places.count - 1], reason: "above the largest size")
        }
        guard next > 0 else { return RestDecision(place: places[0], reason: "at or below the smallest size") }
        let previous = next - 1
        let (smaller, larger, tolerance) = (sizes[previous], sizes[next], velocityTolerance)
        if abs(v) <= tolerance {
            let nearer = size - smaller < larger - size ? previous : next
            return RestDecision(
                place: places[nearer],
                reason:
                    "|v| \(prose(abs(v), 2)) ≤ \(prose(tolerance, 2)) pt/s: the nearer of \(prose(smaller, 1)) and \(prose(larger, 1)) pt (a tie to the larger)"
            )
        }
        if v < 0 { return RestDecision(place: places[previous], reason: "shrinking: the next smaller size") }
        if size == larger, next + 1 < snapSizes.count {
            return RestDecision(place: places[next + 1], reason: "growing from a snap size: the next larger size")
        }
        return RestDecision(place: places[next], reason: "growing: the next larger size")
    }

    /// The settle's duration: constant speed toward the target, at least `minimumSpeed`, the
    /// release speed when it is faster and heading there (RD2).
    public func settleDuration(_ release: RestRelease, to place: RestingPlace) -> Double {
        let distance = place.offset - release.offset
        guard distance != 0 else { return 0 }
        // In size terms the velocity is the top's reversed; toward a smaller top is growing.
        let v = -release.velocity
        let speed = distance < 0 ? max(Self.minimumSpeed, v) : max(Self.minimumSpeed, -v)
        return abs(distance) / speed
    }
}
