import GestureModel

/// Which of Flutter's drag recognizers ends the gesture (`monodrag.dart`, FC3): each gates and
/// clamps the end velocity its own way.
public enum FlutterDrag: String, Sendable, Hashable, CaseIterable {
    /// `HorizontalDragGestureRecognizer` (CupertinoPageRoute's back gesture): x alone.
    case horizontal
    /// `VerticalDragGestureRecognizer` (a sheet dragged down): y alone.
    case vertical
    /// `PanGestureRecognizer`: both axes, the magnitude clamped.
    case pan

    /// The end velocity this recognizer reports for a lift at velocity `v` whose estimate moved
    /// `flingOffset` (FC3), both in the screen's axes: zero unless faster than `gate` with the
    /// offset past `hitSlop`, along its own axis for a one-axis recognizer (the other component
    /// zero) and clamped to ±`maximum`; the pan recognizer gates both magnitudes and clamps the
    /// speed between the gate and the maximum, keeping the direction.
    public func endVelocity(
        _ v: Vector, flingOffset offset: Vector, gate: Double, hitSlop: Double, maximum: Double
    )
        -> Vector
    {
        func clamped(_ value: Double) -> Double { min(max(value, -maximum), maximum) }
        switch self {
        case .horizontal:
            guard abs(v.dx) > gate, abs(offset.dx) > hitSlop else { return .zero }
            return Vector(dx: clamped(v.dx), dy: 0)
        case .vertical:
            guard abs(v.dy) > gate, abs(offset.dy) > hitSlop else { return .zero }
            return Vector(dx: 0, dy: clamped(v.dy))
        case .pan:
            let speed = v.length
            guard speed > gate, offset.length > hitSlop else { return .zero }
            let magnitude = min(max(speed, gate), maximum)
            return v * (magnitude / speed)
        }
    }
}

/// CupertinoPageRoute's back-swipe release rule (FC3, FC4), with the end velocity of any of
/// Flutter's three drag recognizers.
public struct FlutterCupertinoRule: Sendable, Hashable {
    /// `_kMinFlingVelocity`: view widths per second.
    public var minimumFlingVelocity: Double
    /// The drag recognizer reports 0 unless |v| > 50 px/s along its axis (`kMinFlingVelocity`)…
    public var flingGate: Double
    /// …and its estimate's offset along that axis exceeds the 18 px hit slop (`kTouchSlop`).
    public var hitSlop: Double
    /// `kMaxFlingVelocity`.
    public var maximumFlingVelocity: Double
    /// The recognizer that reports the end velocity: horizontal for the back gesture.
    public var drag: FlutterDrag

    public init(
        minimumFlingVelocity: Double = 1, flingGate: Double = 50, hitSlop: Double = 18,
        maximumFlingVelocity: Double = 8000,
        drag: FlutterDrag = .horizontal
    ) {
        self.minimumFlingVelocity = minimumFlingVelocity
        self.flingGate = flingGate
        self.hitSlop = hitSlop
        self.maximumFlingVelocity = maximumFlingVelocity
        self.drag = drag
    }

    /// The end velocity the drag recognizer reports, in the screen's axes (FC3): zero unless the
    /// release is a fling. A one-axis recognizer looks at its axis alone: a fling is faster than
    /// the gate along it with the estimate's offset along it past the hit slop, and its velocity
    /// is that component clamped to ±maximum (the other component is zero). The pan recognizer
    /// gates the magnitudes of both, and clamps the velocity's magnitude between the gate and the
    /// maximum, keeping its direction. A cancelled gesture ends with zero.
    public func reportedVelocity(_ state: ReleaseState) -> Vector {
        guard state.trigger == .ended else { return .zero }
        return drag.endVelocity(
            state.planarVelocity, flingOffset: state.flingOffset, gate: flingGate, hitSlop: hitSlop,
            maximum: maximumFlingVelocity)
    }

    /// The reported velocity along the gesture, points per second: what the route's handler reads.
    public func alongGesture(_ state: ReleaseState) -> Double {
        let reported = reportedVelocity(state)
        return reported.dx * state.forward.dx + reported.dy * state.forward.dy
    }

    /// The end velocity in widths per second, what FC4 compares.
    public func gatedVelocity(_ state: ReleaseState) -> Double {
        alongGesture(state) / state.extent
    }

    /// FC4: a fling of at least `minimumFlingVelocity` widths per second decides by its direction;
    /// otherwise the route pops when at least half dragged.
    public func decide(_ state: ReleaseState) -> RuleDecision {
        let v = gatedVelocity(state)
        let used = alongGesture(state)
        if abs(v) >= minimumFlingVelocity {
            return RuleDecision(
                direction: v > 0 ? .finish : .cancel,
                evidence: .flutterFling(velocity: v, minimum: minimumFlingVelocity),
                usedVelocity: used)
        }
        return RuleDecision(
            direction: state.progress >= 0.5 ? .finish : .cancel,
            evidence: .flutterPosition(velocity: v, minimum: minimumFlingVelocity, progress: state.progress),
            usedVelocity: used)
    }
}
