import GestureModel
import Interaction

/// A pinch's parameters (N2), declared once: its fields, its recognizer and its summary.
public struct PinchParameters: Sendable, Hashable {
    /// N2, points of finger-distance change.
    public var hysteresis: Double

    public init(hysteresis: Double = 8) {
        self.hysteresis = hysteresis
    }

    @inline(__always)
    func recognizer(screen: Size, view: Rect, velocity: VelocityStrategy) -> PinchRecognizer {
        PinchRecognizer(
            configuration: .init(
                hysteresis: hysteresis, window: Rect(origin: .zero, size: screen), viewFrame: view,
                velocityStrategy: velocity))
    }

    var summary: String { "pinch; hysteresis \(prose(hysteresis, 1)) pt" }
}

extension PinchParameters: ScenarioFields {
    static let fields: [ScenarioField<Self>] = [
        .points("hysteresis", \.hysteresis, "change of finger distance (N2)")
    ]
}
