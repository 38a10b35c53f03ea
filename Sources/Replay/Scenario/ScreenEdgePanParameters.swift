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

    public init(
        edge: ScreenEdge = .left, edgeRegion: Double = 13, recognitionDistance: Double = 15, rebaseHysteresis: Double = 10,
        arena: GestureArena = .competing
    ) {
        self.arena = arena
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
