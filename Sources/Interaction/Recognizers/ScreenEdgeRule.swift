import GestureModel

/// UIScreenEdgePanGestureRecognizer's rule for beginning (E1–E3).
public struct ScreenEdgeRule: PanRecognitionRule {
    public var edges: ScreenEdges
    /// The screen whose edges count (edges are the screen's, not the view's).
    public var screen: Size
    /// E2: a touch must start at most this far from an edge; 13 pt is the edge feature's default.
    public var edgeRegion: Double
    /// E3: recognition after this much movement from touch-down (Euclidean distance).
    public var recognitionDistance: Double
    /// E3: the per-axis hysteresis removed from the translation at recognition (10 pt; 15 is the alternative reading).
    public var rebaseHysteresis: Double

    /// FC1: alone in Flutter's gesture arena the back gesture is accepted at the touch-down, so no
    /// slop is swallowed and every move moves the page; false is UIKit's (and a competing arena's) E3.
    public var beginsAtTouchDown: Bool

    /// FC1: Flutter's edge strip gives each pointer its own arena, so a finger down elsewhere does
    /// not stop a back swipe; false is UIKit's E1 (the sequence's first touch decides).
    public var followsEachPointer: Bool

    /// E1: only the first touch counts.
    public var maximumNumberOfTouches: Int { 1 }

    public init(
        edges: ScreenEdges, screen: Size, edgeRegion: Double = 13, recognitionDistance: Double = 15,
        rebaseHysteresis: Double = 10, beginsAtTouchDown: Bool = false, followsEachPointer: Bool = false
    ) {
        self.beginsAtTouchDown = beginsAtTouchDown
        self.followsEachPointer = followsEachPointer
        self.edges = edges
        self.screen = screen
        self.edgeRegion = edgeRegion
        self.recognitionDistance = recognitionDistance
        self.rebaseHysteresis = rebaseHysteresis
    }

    /// The configured edge nearest to `point`, with its distance.
    /// Ties go to the edge whose name sorts first. A loop rather than a map and min: asked at
    /// touch-down and at recognition, and the list was an allocation each time.
    func nearestEdge(to point: Point) -> (edge: ScreenEdge, distance: Double)? {
        var nearest: (edge: ScreenEdge, distance: Double)?
        for edge in edges {
            let distance = edge.distance(of: point, in: screen)
            guard let best = nearest else {
                nearest = (edge, distance)
                continue
            }
            if distance < best.distance || (distance == best.distance && edge.rawValue < best.edge.rawValue) {
                nearest = (edge, distance)
            }
        }
        return nearest
    }

    /// E2: the touch must start within the edge region of one of `edges`.
    public func touchesBegan(firstAt first: Point) -> RecognizerFailure? {
        guard let nearest = nearestEdge(to: first) else {
            return .outsideEdgeRegion(edge: nil, distance: .infinity, region: edgeRegion)
        }
        if nearest.distance <= edgeRegion { return nil }
        return .outsideEdgeRegion(
            edge: nearest.edge, distance: nearest.distance, region: edgeRegion, nearer: unwatchedEdge(near: first))
    }

    /// A screen edge this rule does not watch whose region `point` lies in: what a failed touch
    /// was meant for, named in the failure.
    func unwatchedEdge(near point: Point) -> ScreenEdge? {
        ScreenEdge.allCases.first {
            !edges.contains($0) && $0.distance(of: point, in: screen) <= edgeRegion
                && $0.distance(of: point, in: screen) >= 0
        }
    }

    /// E3: after `recognitionDistance` of movement, begin if the inward component (away from the
    /// edge the touch started at) dominates the component along that edge, else fail.
    public func evaluate(displacement: Vector, start: Point, numberOfTouches: Int) -> PanRecognitionDecision {
        guard displacement.length >= recognitionDistance else { return .wait }
        guard let edge = nearestEdge(to: start)?.edge else {
            return .fail(.notInward(inward: 0, along: displacement.length))
        }
        let inward = displacement.dx * edge.inward.dx + displacement.dy * edge.inward.dy
        let along = abs(displacement.dx * edge.inward.dy - displacement.dy * edge.inward.dx)
        guard inward > along else { return .fail(.notInward(inward: inward, along: along)) }
        return .begin(translation: PanTracker.removingHysteresis(rebaseHysteresis, from: displacement))
    }
}
