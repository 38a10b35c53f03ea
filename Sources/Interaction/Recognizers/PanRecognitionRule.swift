import GestureModel

/// How a kind of pan decides, while possible, whether to begin: the part that differs between
/// UIPanGestureRecognizer and UIScreenEdgePanGestureRecognizer. Everything after recognition
/// is shared (P3–P7, E4).
public protocol PanRecognitionRule: Sendable, Hashable {
    /// P4: more touches than this fail the recognizer while possible and are ignored afterwards.
    var maximumNumberOfTouches: Int { get }
    /// A new sequence's first touches landed (screen coordinates): fail at once, or follow them.
    func touchesBegan(_ locations: [Point]) -> RecognizerFailure?
    /// A move while possible, `displacement` measured from the touch-down centroid `start`.
    func evaluate(displacement: Vector, start: Point, numberOfTouches: Int) -> PanRecognitionDecision
    /// Begin at the touch-down itself, with no movement needed (a Flutter recognizer alone in its
    /// gesture arena, FC1); UIKit's recognizers never do.
    var beginsAtTouchDown: Bool { get }
}

extension PanRecognitionRule {
    public var beginsAtTouchDown: Bool { false }
}
