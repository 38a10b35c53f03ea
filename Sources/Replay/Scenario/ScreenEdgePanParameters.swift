import GestureModel
import Interaction

/// A screen-edge pan's parameters (E1–E3, FC1), declared once: its fields, its recognizer and its
/// summary.
public struct ScreenEdgePanParameters: Sendable, Hashable {
    public var edge: ScreenEdge
    /// E2, points.
    public var edgeRegion: Double
    /// E3, points.
    public var recognitionDistance: Double
    /// E3, points.
    public var rebaseHysteresis: Double
    /// Flutter's gesture arena (FC1): alone, the back gesture is accepted at the touch-down; competing
    /// (with another horizontal recognizer), it must first win the slop. UIKit's edge pans compete.
    public var arena: GestureArena
    /// Which touches a back gesture belongs to: the sequence's first (UIKit, E1) or each pointer
    /// that lands in the strip (Flutter, FC1).
    public var pointers: EdgePointers

    public init(
        edge: ScreenEdge = .left, edgeRegion: Double = 13, recognitionDistance: Double = 15,
        rebaseHysteresis: Double = 10,
        arena: GestureArena = .competing, pointers: EdgePointers = .sequence
    ) {
        self.arena = arena
        self.pointers = pointers
        self.edge = edge
        self.edgeRegion = edgeRegion
        self.recognitionDistance = recognitionDistance
        self.rebaseHysteresis = rebaseHysteresis
    }

    @inline(__always)
    func recognizer(screen: Size, view: Rect, velocity: VelocityStrategy) -> ScreenEdgePanRecognizer {
        ScreenEdgePanRecognizer(
            rule: ScreenEdgeRule(
                edges: ScreenEdges(edge), screen: screen, edgeRegion: edgeRegion,
                recognitionDistance: recognitionDistance, rebaseHysteresis: rebaseHysteresis,
                beginsAtTouchDown: arena == .alone, followsEachPointer: pointers == .each),
            viewFrame: view, velocityStrategy: velocity)
    }

    var summary: String {
        "screenEdgePan; \(edge) edge, region \(prose(edgeRegion, 1)) pt"
            + (arena == .alone ? ", accepted at the touch-down (alone in its gesture arena)" : "")
            + (pointers == .each ? ", each pointer its own gesture" : "")
    }
}

extension ScreenEdgePanParameters: ScenarioFields {
    static let fields: [ScenarioField<Self>] = [
        .word("edge", \.edge, expected: "an edge (left, right, top, bottom)", help: "the screen edge it watches"),
        .points("edgeRegion", \.edgeRegion, "how far from the edge a touch may start (E2)"),
        .points("recognitionDistance", \.recognitionDistance, "movement before recognition (E3)"),
        .points("rebaseHysteresis", \.rebaseHysteresis, "hysteresis removed from the translation at recognition (E3)"),
        .word(
            "arena", \.arena, expected: "an arena (alone, competing)",
            help:
                "`alone` accepts the gesture at the touch-down, no slop (Flutter with no competing horizontal recognizer); `competing` must first move `recognitionDistance` (FC1, E3)",
            defaultNote: "`competing` (`alone` in flutter-cupertino)"),
        .word(
            "pointers", \.pointers, expected: "one of sequence, each",
            help:
                "`sequence` follows the first touch of a touch sequence, and a touch that lands outside the edge region first fails it until every finger lifts (UIKit, E1); `each` lets every finger that lands in the strip start a back gesture while none runs, whatever else is down (Flutter, FC1)",
            defaultNote: "`sequence` (`each` in flutter-cupertino)"),
    ]
}

/// Whether a recognizer is alone in its gesture arena or competes there (Flutter's model, FC1).
public enum GestureArena: String, Sendable, Hashable, CaseIterable {
    /// Accepted at the touch-down: every move moves the page.
    case alone
    /// Accepted once it wins the slop (the recognition distance, swallowed from the translation).
    case competing
}

/// Which touches an edge pan follows.
public enum EdgePointers: String, Sendable, Hashable, CaseIterable {
    /// UIKit (E1, G3): the first touch of a sequence decides; one that lands outside the edge region
    /// fails the recognizer until every finger has lifted.
    case sequence
    /// Flutter (FC1): each pointer has its own arena; a pointer that lands in the strip starts a back
    /// gesture while no other is running, even with fingers down elsewhere, and the others are ignored.
    case each
}
