import GestureModel
import Interaction

public struct PanParameters: Sendable, Hashable {
    /// P1, points.
    public var hysteresis: Double
    public var minimumNumberOfTouches: Int
    /// nil: no maximum (UIKit's default, UINT_MAX).
    public var maximumNumberOfTouches: Int?

    public init(hysteresis: Double = 10, minimumNumberOfTouches: Int = 1, maximumNumberOfTouches: Int? = nil) {
        self.hysteresis = hysteresis
        self.minimumNumberOfTouches = minimumNumberOfTouches
        self.maximumNumberOfTouches = maximumNumberOfTouches
    }
}
