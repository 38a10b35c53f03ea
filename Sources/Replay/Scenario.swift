import GestureModel
import Interaction

/// What an app configures: the recognizer, the handler's rule and the transition.
///
/// This first scenario is the seed's edge-back interaction (GLInteractiveTransition): a screen-edge
/// pan, progress = translation / view width, finish if progress > threshold.
public struct Scenario: Sendable, Hashable {
    public var name: String
    /// The edge the screen-edge pan recognizer watches.
    public var edge: ScreenEdge
    /// E2: how far from the edge a touch may start, points.
    public var edgeRegion: Double
    /// The handler finishes when progress > threshold.
    public var threshold: Double
    public var transition: PercentDrivenTransition.Configuration
    /// Frames per second for completion samples; nil uses the trace's refreshRate, else 120 Hz.
    public var sampleRate: Double?

    public init(
        name: String = "edge-back", edge: ScreenEdge = .left, edgeRegion: Double = 13, threshold: Double = 0.5,
        transition: PercentDrivenTransition.Configuration = .init(duration: 0.5), sampleRate: Double? = nil
    ) {
        self.name = name
        self.edge = edge
        self.edgeRegion = edgeRegion
        self.threshold = threshold
        self.transition = transition
        self.sampleRate = sampleRate
    }

    /// The seed handler's defaults: left edge, 13 pt region, threshold 0.5, 0.5 s, speed 1, easeInOut.
    public static let edgeBack = Scenario()
}
