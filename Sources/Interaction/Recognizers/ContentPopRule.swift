import GestureModel

/// iOS 26's `interactiveContentPopGestureRecognizer` as a pan rule (CP1–CP3): a pan anywhere in
/// the content that begins only when its first movement past the pan's hysteresis points from the
/// leading edge toward the trailing one, within `maximumAngle` degrees of horizontal; never from
/// the navigation bar or the toolbar; and not from a horizontally scrollable region, which keeps
/// its touches unless it is scrolled to its leading edge. Apple documents only that it pops "when
/// a person initially pans horizontally in a leading to trailing direction"; the angle, the bars
/// and the hand-off are this model's reading, to be measured with `fidelity`.
public struct ContentPopRule: PanRecognitionRule {
    /// P1's hysteresis: 10 pt on either axis before the direction is judged.
    public var hysteresis: Double
    /// CP1: the largest angle from leading-to-trailing, degrees.
    public var maximumAngle: Double
    /// CP2: where touches do not start it, in screen coordinates (the bars).
    public var excluded: [Rect]
    /// CP3: a horizontally scrollable region and whether it rests at its leading edge.
    public var scrollRegion: Rect?
    public var scrollRegionAtLeadingEdge: Bool

    public init(
        hysteresis: Double = 10, maximumAngle: Double = 45, excluded: [Rect] = [], scrollRegion: Rect? = nil,
        scrollRegionAtLeadingEdge: Bool = false
    ) {
        self.hysteresis = hysteresis
        self.maximumAngle = maximumAngle
        self.excluded = excluded
        self.scrollRegion = scrollRegion
        self.scrollRegionAtLeadingEdge = scrollRegionAtLeadingEdge
    }

    /// One finger, as the edge pop.
    public var maximumNumberOfTouches: Int { 1 }

    /// CP2, CP3: a touch-down in a bar, or in a scrollable region that can still scroll back.
    public func touchesBegan(firstAt first: Point) -> RecognizerFailure? {
        if excluded.contains(where: { $0.contains(first) }) { return .inExcludedRegion }
        if let scrollRegion, scrollRegion.contains(first), !scrollRegionAtLeadingEdge { return .yieldedToScrollView }
        return nil
    }

    /// CP1: past the hysteresis on either axis, begin iff the movement points within the angle of
    /// leading-to-trailing; the translation is rebased as a pan's (P2).
    public func evaluate(displacement: Vector, start: Point, numberOfTouches: Int) -> PanRecognitionDecision {
        guard abs(displacement.dx) >= hysteresis || abs(displacement.dy) >= hysteresis else { return .wait }
        let angle = Self.angle(of: displacement)
        guard angle <= maximumAngle else { return .fail(.wrongDirection(angle: angle, maximum: maximumAngle)) }
        return .begin(translation: PanTracker.removingHysteresis(hysteresis, from: displacement))
    }

    /// Degrees between a movement and leading-to-trailing (+x): 0 straight across, 90 vertical,
    /// 180 trailing-to-leading.
    public static func angle(of displacement: Vector) -> Double {
        atan2Degrees(abs(displacement.dy), displacement.dx)
    }
}
