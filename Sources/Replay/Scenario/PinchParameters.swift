import GestureModel
import Interaction

public struct PinchParameters: Sendable, Hashable {
    /// N2, points of finger-distance change.
    public var hysteresis: Double

    public init(hysteresis: Double = 8) {
        self.hysteresis = hysteresis
    }
}
