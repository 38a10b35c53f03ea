import GestureModel

/// UIKit's trailing swipe actions: `UISwipeActionsConfiguration` on a table view row, SwiftUI's
/// `swipeActions(edge: .trailing)` (closed source; LU1 and LU2 in docs/model.md). Apple documents
/// only that a full swipe performs the first action (`performsFirstActionWithFullSwipe`, true by
/// default). Every number is a parameter, and the rule's shape is SwipeCellKit's, a re-implementation
/// its author modelled on Mail: a row swiped past `fullSwipeShare` of its width performs the first
/// action; otherwise a release moving back toward closed closes it, and one past `openShare` of the
/// actions' width opens them.
public struct UIKitSwipeActionsRule: Sendable, Hashable {
    public static let closedName = "closed"
    public static let openName = "open"
    public static let performedName = "performed"

    /// The row's width, points: how far a full swipe takes it.
    public var rowWidth: Double
    /// The revealed actions' width, points: where an open row rests. Assumed (one action).
    public var actionsWidth = 74.0
    /// `performsFirstActionWithFullSwipe`.
    public var fullSwipe = true
    /// The share of the row's width past which a swipe is full: SwipeCellKit's destructive style.
    public var fullSwipeShare = 0.8
    /// The share of the actions' width past which a release opens them: assumed.
    public var openShare = 0.5
    /// The settle's duration, seconds: assumed.
    public var settleDuration = 0.3

    public init(rowWidth: Double) {
        self.rowWidth = rowWidth
    }

    /// Swiped left: performed (the whole row), open (the actions), closed.
    public var places: [RestingPlace] { (fullSwipe ? [performed] : []) + [open, Self.closed] }

    var performed: RestingPlace { RestingPlace(name: Self.performedName, offset: -rowWidth) }
    var open: RestingPlace { RestingPlace(name: Self.openName, offset: -actionsWidth) }
    static let closed = RestingPlace(name: closedName, offset: 0)

    public func decide(_ release: RestRelease) -> RestDecision {
        let swiped = -release.offset
        let full = fullSwipeShare * rowWidth
        if fullSwipe, swiped > full {
            return RestDecision(
                place: performed,
                reason:
                    "a full swipe: \(prose(swiped, 1)) > \(prose(full, 1)) pt (\(prose(fullSwipeShare, 2)) of the row): the first action"
            )
        }
        if release.velocity > 0 {
            return RestDecision(
                place: Self.closed, reason: "moving back toward closed at \(prose(release.velocity, 0)) pt/s: closes")
        }
        let threshold = openShare * actionsWidth
        let opens = swiped > threshold
        return RestDecision(
            place: opens ? open : Self.closed,
            reason:
                "\(prose(swiped, 1)) \(opens ? ">" : "≤") \(prose(threshold, 1)) pt (\(prose(openShare, 2)) of the actions)\(opens ? ": opens" : ": closes")"
        )
    }
}
