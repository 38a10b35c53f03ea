/// A rule that picks a resting place at a release: every platform's sheet and pager rule.
public protocol RestingRule: Sendable {
    func decide(_ release: RestRelease) -> RestDecision
}

extension AndroidBottomSheetRule: RestingRule {}
extension FlutterPageRule: RestingRule {}
extension AndroidViewPagerRule: RestingRule {}
extension AndroidPagerSnapRule: RestingRule {}
extension FloatingPanelRule: RestingRule {}
extension ComposeSheetRule: RestingRule {}
extension FlutterSnapSheetRule: RestingRule {}
extension UIKitSheetRule: RestingRule {}
extension UIKitPagingRule: RestingRule {}
extension FlutterDismissibleRule: RestingRule {}
extension AndroidItemSwipeRule: RestingRule {}
extension UIKitSwipeActionsRule: RestingRule {}
extension AndroidDrawerRule: RestingRule {}
extension FlutterDrawerRule: RestingRule {}
extension AndroidSwipeRefreshRule: RestingRule {}
extension FlutterRefreshRule: RestingRule {}
extension UIKitRefreshControlRule: RestingRule {}

/// How far a release stands from choosing another place: the smallest change of its offset, or
/// of its velocity, each way, that makes the rule choose a different place, and that place. Found
/// by the rule itself, so every rule's margin means the same: a search outward in steps, then a
/// bisection to `resolution`. Nil where no change within `reach` moves it.
public struct RestMargin: Sendable, Hashable {
    public struct Flip: Sendable, Hashable {
        /// The signed change (points, or points per second) at which the place changes.
        public var change: Double
        public var place: RestingPlace
    }

    public var lowerOffset: Flip?
    public var higherOffset: Flip?
    public var slowerVelocity: Flip?
    public var fasterVelocity: Flip?

    /// Searches ±`offsetReach` points and ±`velocityReach` points per second.
    public static func of(
        _ release: RestRelease, under rule: some RestingRule, offsetReach: Double = 1000,
        velocityReach: Double = 10_000, resolution: Double = 0.01
    ) -> RestMargin {
        let chosen = rule.decide(release).place
        func flip(_ direction: Double, reach: Double, _ moved: (Double) -> RestRelease) -> Flip? {
            // Outward in 64 steps: a place narrower than a step could be skipped, so the steps
            // are fine next to the release, where margins matter, and grow further out.
            var inside = 0.0
            var found: Double?
            for step in 1...64 {
                let distance = reach * Double(step * step) / 4096
                if rule.decide(moved(direction * distance)).place != chosen {
                    found = distance
                    break
                }
                inside = distance
            }
            guard var outside = found else { return nil }
            while outside - inside > resolution {
                let middle = (inside + outside) / 2
                if rule.decide(moved(direction * middle)).place != chosen { outside = middle } else { inside = middle }
            }
            return Flip(change: direction * outside, place: rule.decide(moved(direction * outside)).place)
        }
        func offset(_ change: Double) -> RestRelease {
            var changed = release
            changed.offset += change
            changed.travel += change
            // The whole drag moves with it: a rule that reads its path sees the same path shifted.
            changed.peak += change
            return changed
        }
        func velocity(_ change: Double) -> RestRelease {
            var changed = release
            changed.velocity += change
            return changed
        }
        return RestMargin(
            lowerOffset: flip(-1, reach: offsetReach, offset), higherOffset: flip(1, reach: offsetReach, offset),
            slowerVelocity: flip(-1, reach: velocityReach, velocity),
            fasterVelocity: flip(1, reach: velocityReach, velocity))
    }
}
extension RestingSurface: RestingRule {}
