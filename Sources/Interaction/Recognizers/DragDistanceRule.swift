import GestureModel

/// SwiftUI's `DragGesture` as a pan rule (SD1, SD2): it begins once the touch has moved
/// `minimumDistance` (10 pt by default) from where it went down, measured as a straight-line
/// distance, and its translation is not rebased: the first change already carries that distance.
/// One finger: a second one fails it while possible and is ignored afterwards (an assumption).
public struct DragDistanceRule: PanRecognitionRule {
    public var minimumDistance: Double

    public init(minimumDistance: Double = 10) {
        self.minimumDistance = minimumDistance
    }

    public var maximumNumberOfTouches: Int { 1 }

    public func touchesBegan(firstAt location: Point) -> RecognizerFailure? { nil }

    /// SD1: begin at ‖Δ‖ ≥ minimumDistance, the translation left as it is.
    public func evaluate(displacement: Vector, start: Point, numberOfTouches: Int) -> PanRecognitionDecision {
        let distance = (displacement.dx * displacement.dx + displacement.dy * displacement.dy).squareRoot()
        guard distance >= minimumDistance else { return .wait }
        return .begin(translation: displacement)
    }
}
