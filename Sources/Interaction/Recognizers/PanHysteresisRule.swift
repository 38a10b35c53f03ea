import GestureModel

/// UIPanGestureRecognizer's rule for beginning (P1, P2).
public struct PanHysteresisRule: PanRecognitionRule {
    /// P1: 10 pt, UIKit's default hysteresis, tested on each axis separately.
    public var hysteresis: Double
    public var minimumNumberOfTouches: Int
    public var maximumNumberOfTouches: Int
    /// G5: the delegate's answer when the hysteresis is passed.
    public var shouldBegin: BeginGate

    public init(
        hysteresis: Double = 10, minimumNumberOfTouches: Int = 1, maximumNumberOfTouches: Int = .max,
        shouldBegin: BeginGate = .always
    ) {
        self.hysteresis = hysteresis
        self.minimumNumberOfTouches = minimumNumberOfTouches
        self.maximumNumberOfTouches = maximumNumberOfTouches
        self.shouldBegin = shouldBegin
    }

    public func touchesBegan(firstAt location: Point) -> RecognizerFailure? { nil }

    /// P2: begin when |Δx| ≥ h or |Δy| ≥ h with enough touches, rebasing each axis by h.
    public func evaluate(displacement: Vector, start: Point, numberOfTouches: Int) -> PanRecognitionDecision {
        guard numberOfTouches >= minimumNumberOfTouches else { return .wait }
        guard abs(displacement.dx) >= hysteresis || abs(displacement.dy) >= hysteresis else { return .wait }
        return .begin(translation: PanTracker.removingHysteresis(hysteresis, from: displacement))
    }
}
