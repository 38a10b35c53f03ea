import GestureModel

/// How a kind of pan decides, while possible, whether to begin: the part that differs between
/// UIPanGestureRecognizer and UIScreenEdgePanGestureRecognizer. Everything after recognition
/// is shared (P3–P7, E4).
public protocol PanRecognitionRule: Sendable, Hashable {
    /// P4: more touches than this fail the recognizer while possible and are ignored afterwards.
    var maximumNumberOfTouches: Int { get }
    /// A new sequence's first touches landed: fail at once, or follow them. Every rule decides by
    /// where the first of them landed (screen coordinates), so that is what it is handed: a
    /// point, not a generic collection, whose unspecialized walk a rule in this module would make.
    func touchesBegan(firstAt location: Point) -> RecognizerFailure?
    /// A move while possible, `displacement` measured from the touch-down centroid `start`.
    func evaluate(displacement: Vector, start: Point, numberOfTouches: Int) -> PanRecognitionDecision
    /// Begin at the touch-down itself, with no movement needed (a Flutter recognizer alone in its
    /// gesture arena, FC1); UIKit's recognizers never do.
    var beginsAtTouchDown: Bool { get }
    /// Each pointer is its own gesture (Flutter's per-pointer arenas, FC1): a touch that lands
    /// where the rule does not accept it is not this recognizer's and fails nothing, the gesture
    /// follows the first touch accepted and ignores every other, and once it ends the next accepted
    /// touch starts a new one while other touches are still down. UIKit's recognizers follow the
    /// whole touch sequence instead (G3, E1).
    var followsEachPointer: Bool { get }
    /// G5: the delegate's answer when the rule would begin the gesture.
    var shouldBegin: BeginGate { get }
}

extension PanRecognitionRule {
    public var beginsAtTouchDown: Bool { false }
    public var followsEachPointer: Bool { false }
    public var shouldBegin: BeginGate { .always }
}
