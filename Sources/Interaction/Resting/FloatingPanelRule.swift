import GestureModel

/// scenee/FloatingPanel's release (`Core.targetState(from:with:)` with the default behavior;
/// `Sources/Core.swift`, `Sources/Layout.swift`; RF1–RF3 in docs/model.md): the position projected
/// by the momentum at `momentumProjectionRate`, the segment between two states it lies in, and
/// the state past `redirectionalProgress` of that segment. Unless `projectsMomentum`, the segment is
/// the one the panel is in at the release and the projection is trimmed to the state beyond it, so
/// a release moves at most one state.
public struct FloatingPanelRule: Sendable, Hashable {
    /// The panel's states along its axis (a bottom panel's top, y down), in any order.
    public var states: [RestingPlace]
    /// `UIScrollView.DecelerationRate.normal`, per millisecond.
    public var momentumProjectionRate = 0.998
    public var redirectionalProgress = 0.5
    /// `shouldProjectMomentum(_:to:)` for every state (the default is false).
    public var projectsMomentum = false
    /// Where the panel hides, when the removal interaction is on (`isRemovalInteractionEnabled`);
    /// nil when it is off.
    public var hiddenOffset: Double?
    /// `removalInteractionVelocityThreshold`: the release velocity toward the hidden position over
    /// the distance to it, per second, at or past which the panel is removed (RF4).
    public var removalThreshold = 5.5
    /// The settle's spring (RF5): `springDecelerationRate` (UIScrollView's fast rate + 0.001)
    /// and `springResponseTime`, seconds.
    public var springDecelerationRate = 0.991
    public var springResponseTime = 0.4
    /// The state the panel rests at when the drag begins.
    public var start: String

    public init(states: [RestingPlace], start: String? = nil) {
        self.states = states
        self.start = start ?? states.first?.name ?? ""
    }

    /// The states, and where the panel is removed to when the removal interaction is on.
    public var places: [RestingPlace] {
        states + (hiddenOffset.map { [RestingPlace(name: "removed", offset: $0)] } ?? [])
    }

    /// The states by coordinate (`sortedAnchorStatesByCoordinate`); the states themselves when
    /// they are in order, as a scenario usually lists them.
    var sorted: [RestingPlace] {
        let inOrder = zip(states, states.dropFirst()).allSatisfy { $0.offset <= $1.offset }
        return inOrder ? states : states.sorted { $0.offset < $1.offset }
    }

    /// `segment(at:forward:)`: of the states by coordinate, those either side of `position`, a
    /// state exactly at it counted below it going forward and above it going back; nil past
    /// either end. Always inlined: a sweep calls it twice per release and grid point.
    @inline(__always)
    static func segment(of sorted: [RestingPlace], at position: Double, forward: Bool) -> (lower: Int?, upper: Int?) {
        let upper = sorted.firstIndex { forward ? position < $0.offset : position <= $0.offset }
        switch upper {
        case 0?: return (nil, 0)
        case let index?: return (index - 1, index)
        case nil: return (sorted.count - 1, nil)
        }
    }

    /// The states by coordinate and their span: what every release reads, made once by a caller
    /// that decides many (a sweep).
    struct Layout {
        let sorted: [RestingPlace]
        let span: Double
    }

    var layout: Layout {
        let sorted = sorted
        return Layout(sorted: sorted, span: (sorted.last?.offset ?? 0) - (sorted.first?.offset ?? 0))
    }

    /// The momentum's projection: (v / 1000) × r / (1 − r), in units of the `span` of the states.
    func projected(_ release: RestRelease, span: Double) -> Double {
        guard span > 0 else { return release.offset }
        let rate = momentumProjectionRate
        return (release.velocity / span / 1000) * rate / (1 - rate) * span + release.offset
    }

    public func decide(_ release: RestRelease) -> RestDecision { decide(release, layout: layout) }

    /// Calls `body` with each release's index and the state it comes to rest at
    /// (`RestingSurface.forEachPlace`): a loop of its own, never inlined, so the decision inlined
    /// in it is compiled for it alone, whatever the other rules' loops beside it.
    @inline(never)
    func forEachPlace(after releases: [RestRelease], _ body: (Int, RestingPlace) -> Void) {
        let layout = layout
        for (index, release) in releases.enumerated() { body(index, decide(release, layout: layout).place) }
    }

    @inline(__always)  // so that `RestingSurface.forEachPlace` makes no reason
    func decide(_ release: RestRelease, layout: Layout) -> RestDecision {
        // RF4: the removal is asked after the target state, and overrides it.
        if let hidden = hiddenOffset {
            let distance = abs(release.offset - hidden)
            let toward = hidden > release.offset ? release.velocity : -release.velocity
            if distance != 0, toward / distance >= removalThreshold {
                return RestDecision(
                    place: RestingPlace(name: "removed", offset: hidden),
                    reason:
                        "v \(prose(toward, 0)) pt/s toward hidden over \(prose(distance, 1)) pt = \(prose(toward / distance, 2)) ≥ \(prose(removalThreshold, 2)) /s → removed"
                )
            }
        }
        let states = layout.sorted
        guard states.count > 1 else {
            return RestDecision(place: states.first ?? RestingPlace(name: "none", offset: 0), reason: "one state")
        }
        // The state the panel rested at when the drag began: the one nearest where it started.
        let start = release.offset - release.travel
        let current = states.indices.min { abs(states[$0].offset - start) < abs(states[$1].offset - start) } ?? 0
        let forward = release.velocity == 0 ? release.offset - states[current].offset > 0 : release.velocity > 0
        let (target, from, to) = targetSegment(release, states: states, span: layout.span, forward: forward)
        guard from != to else {
            return RestDecision(place: states[to], reason: "projected to \(prose(target, 1)) pt, past the last state")
        }
        let threshold = min(max(redirectionalProgress, 0), 1)
        let progress = abs(target - states[from].offset) / abs(states[from].offset - states[to].offset)
        let chosen = progress > threshold ? to : from
        return RestDecision(
            place: states[chosen],
            reason:
                "projected \(prose(release.offset, 1)) \(target < release.offset ? "−" : "+") \(prose(abs(target - release.offset), 1)) = \(prose(target, 1)) pt: \(prose(progress, 3)) of \(states[from].name) → \(states[to].name) \(progress > threshold ? ">" : "≤") \(prose(threshold, 2)) → \(states[chosen].name)"
        )
    }

    /// RF1–RF3: the projected position, and the states it moves from and to (trimmed to one state
    /// beyond the release's segment unless the panel projects momentum). Always inlined: into
    /// `forEachPlace(after:_:)`'s own loop, where a sweep decides every release at every point.
    @inline(__always)
    func targetSegment(
        _ release: RestRelease, states: [RestingPlace], span: Double, forward: Bool
    ) -> (
        target: Double, from: Int, to: Int
    ) {
        var target = projected(release, span: span)
        var (lower, upper) = Self.segment(of: states, at: target, forward: forward)
        var from = forward ? (lower ?? 0) : (upper ?? states.count - 1)
        var to = forward ? (upper ?? states.count - 1) : (lower ?? 0)
        if !projectsMomentum {
            (lower, upper) = Self.segment(of: states, at: release.offset, forward: forward)
            var low = lower ?? 0
            var high = upper ?? states.count - 1
            if low == high {
                if forward { high = min(low + 1, states.count - 1) } else { low = max(low - 1, 0) }
            }
            (from, to) = forward ? (low, high) : (high, low)
            // Trimmed to the state beyond `to`, and never behind `from`.
            target =
                forward
                ? max(min(target, states[min(to + 1, states.count - 1)].offset), states[from].offset)
                : max(min(target, states[from].offset), states[max(to - 1, 0)].offset)
        }
        return (target, from, to)
    }
}
