import GestureModel
import Interaction

/// A SwiftUI drag's parameters (SD1), declared once: its fields, its recognizer and its summary.
public struct DragParameters: Sendable, Hashable {
    /// SD1: points of straight-line movement before it begins; SwiftUI's default is 10.
    public var minimumDistance: Double

    public init(minimumDistance: Double = 10) {
        self.minimumDistance = minimumDistance
    }

    @inline(__always)
    func recognizer(view: Rect, velocity: VelocityStrategy) -> DragRecognizer {
        DragRecognizer(
            rule: DragDistanceRule(minimumDistance: minimumDistance), viewFrame: view, velocityStrategy: velocity)
    }

    var summary: String { "drag (SwiftUI); minimum distance \(prose(minimumDistance, 1)) pt" }
}

extension DragParameters: ScenarioFields {
    static let fields: [ScenarioField<Self>] = [
        .points(
            "minimumDistance", \.minimumDistance,
            "straight-line movement from the touch-down before it begins; its translation is not rebased (SD1)")
    ]
}
