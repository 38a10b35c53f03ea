import GestureModel
import Interaction

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
