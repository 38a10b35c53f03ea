import GestureModel

/// Flutter's `Dismissible` on a horizontal list item (`_handleDragEnd`, `_describeFlingGesture`;
/// flutter/flutter `packages/flutter/lib/src/widgets/dismissible.dart`; LD1 and LD2 in
/// docs/model.md). The item follows the drag, only the ways it may go; its controller's value is
/// |offset| / width. At the release a fling, at least 700 lp/s along the axis and 400 lp/s more
/// than across it, the way the item was dragged dismisses it that way, and one the other way keeps
/// it; without a fling the item is dismissed once the value is past the threshold (0.4, strict).
/// An item dragged all the way out is dismissed whatever the release.
public struct FlutterDismissibleRule: Sendable, Hashable {
    /// The item's extent along the drag: its width, points (logical pixels).
    public var width: Double
    /// `dismissThresholds` for either direction; 1 or more keeps every release short of the edge.
    public var dismissThreshold = 0.4
    public var directions = SwipeDirections.both
    /// `_kMinFlingVelocity` and `_kMinFlingVelocityDelta`, logical pixels per second.
    public var minimumFlingVelocity = 700.0
    public var minimumFlingVelocityDelta = 400.0

    /// `_kFlingVelocityScale`: a fling's speed in the controller's units per second is |v| / 300.
    public static let flingVelocityScale = 1.0 / 300
    /// `movementDuration`'s default: forward() and reverse() run the rest of the way in this share.
    public static let movementDuration = 0.2

    public init(width: Double) {
        self.width = width
    }

    /// Dismissed to the left (at −width), kept (at 0), dismissed to the right (at +width): the ways
    /// it may go.
    public var places: [RestingPlace] { directions.places(width: width) }

    /// The way a fling or a drag points: the place it dismisses to.
    func dismissed(toward sign: Double) -> RestingPlace { SwipeDirections.dismissed(right: sign >= 0, width: width) }

    /// How a release ends the drag: a fling forward or back, or none (the controller's value and
    /// the threshold decide).
    enum Fling: Equatable {
        case forward, reverse, none
    }

    func fling(_ release: RestRelease) -> Fling {
        guard release.offset != 0 else { return .none }
        let (along, across) = (abs(release.velocity), abs(release.crossVelocity))
        if along - across < minimumFlingVelocityDelta || along < minimumFlingVelocity { return .none }
        return (release.velocity < 0) == (release.offset < 0) ? .forward : .reverse
    }

    public func decide(_ release: RestRelease) -> RestDecision {
        let offset = release.offset
        let value = width > 0 ? abs(offset) / width : 0
        if value >= 1 {
            return RestDecision(place: dismissed(toward: offset), reason: "dragged all the way out")
        }
        let (v, across) = (release.velocity, release.crossVelocity)
        let (minimum, delta) = (minimumFlingVelocity, minimumFlingVelocityDelta)
        let threshold = dismissThreshold
        switch fling(release) {
        case .forward where threshold >= 1:
            return RestDecision(
                place: SwipeDirections.kept,
                reason: "a fling the way it was dragged, but the threshold \(prose(threshold, 2)) ≥ 1: back")
        case .forward:
            return RestDecision(
                place: dismissed(toward: v),
                reason:
                    "a fling the way it was dragged: |v| \(prose(abs(v), 0)) ≥ \(prose(minimum, 0)) lp/s and \(prose(abs(v) - abs(across), 0)) ≥ \(prose(delta, 0)) more than across"
            )
        case .reverse:
            return RestDecision(
                place: SwipeDirections.kept,
                reason: "a fling back: |v| \(prose(abs(v), 0)) ≥ \(prose(minimum, 0)) lp/s against the drag")
        case .none:
            let past = value > threshold
            return RestDecision(
                place: past ? dismissed(toward: offset) : SwipeDirections.kept,
                reason:
                    "no fling: |offset| / width \(prose(value, 3)) \(past ? ">" : "≤") \(prose(threshold, 2))\(past ? ": on" : ": back")"
            )
        }
    }

    /// How the item settles (LD2): a fling runs the controller's spring (mass 1, stiffness 500,
    /// critically damped) toward 0.01 past the end it heads for at |v| / 300 of the width per
    /// second, done once within 0.01 of that aim; otherwise `forward()` or `reverse()` runs the rest
    /// of the way linearly in its share of 200 ms. An item already all the way out does not move.
    public func settle(_ release: RestRelease, to place: RestingPlace) -> RestSettle {
        let from = release.offset
        let to = place.offset
        if width <= 0 || abs(from) >= width || from == to {
            return .eased(from: from, to: to, duration: 0, .linear, account: "at its place already")
        }
        switch fling(release) {
        case .forward where dismissThreshold < 1, .reverse:
            let speed = abs(release.velocity) * Self.flingVelocityScale * width
            return .controllerFling(
                from: from, to: to, velocity: to > from ? speed : -speed, extent: width,
                account: "AnimationController.fling: spring, stiffness 500, critically damped (LD2)")
        case .forward, .none:
            let duration = Self.movementDuration * abs(to - from) / width
            return .eased(
                from: from, to: to, duration: duration, .linear,
                account: "\(to == 0 ? "reverse" : "forward")(): \(prose(duration * 1000, 0)) ms, linear (LD2)")
        }
    }
}
