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

    /// Why these touch counts make a pan that can never begin (a maximum below the minimum), or nil.
    public var touchCountProblem: String? {
        guard let maximum = maximumNumberOfTouches, maximum < minimumNumberOfTouches else { return nil }
        return
            "maximumNumberOfTouches \(maximum) is below minimumNumberOfTouches \(minimumNumberOfTouches): the pan could never begin"
    }
}
