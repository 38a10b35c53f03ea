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

    public init(edge: ScreenEdge = .left, edgeRegion: Double = 13, recognitionDistance: Double = 15, rebaseHysteresis: Double = 10) {
        self.edge = edge
        self.edgeRegion = edgeRegion
        self.recognitionDistance = recognitionDistance
        self.rebaseHysteresis = rebaseHysteresis
    }
}
