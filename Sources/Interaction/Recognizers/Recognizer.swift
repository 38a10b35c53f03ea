import GestureModel

/// What a replay's event loop drives: a recognizer that takes touch events and returns the action
/// UIKit would send. The loop is generic over it, so each kind runs as its own concrete type
/// (no copy of the recognizer in and out of an enum per event).
public protocol TouchRecognizer: Sendable {
    /// One event; the action with its sample, as the handler receives it.
    mutating func recognize(_ event: TouchEvent) -> GestureAction
    /// G3: the recognizer's own reset, once the sequence that ended it has lifted; true when it reset.
    mutating func resetIfSequenceEnded() -> Bool
    /// Some touch of the view's sequence is still down.
    var hasTouchesDown: Bool { get }
    /// P7: a handler's setTranslation; pinches have no translation and ignore it.
    mutating func setTranslation(_ translation: Vector)
}

/// A recognizer as a replay's event loop drives it: told whether every changed action is to carry
/// the velocity strategy's estimate, or only the first change and the release (a replay whose
/// handler reads the velocity only at the release, `ReplayHandler`). The package's own protocol.
package protocol ReplayRecognizer: TouchRecognizer {
    var estimatesVelocityOfEveryChange: Bool { get set }
}

extension PanGestureRecognizer: TouchRecognizer, ReplayRecognizer {
    @inlinable @inline(__always)
    public mutating func recognize(_ event: TouchEvent) -> GestureAction { handle(event).map(GestureSample.pan) }

    @inlinable @inline(__always)
    public mutating func resetIfSequenceEnded() -> Bool { lifecycle.resetIfSequenceEnded() }

    @inlinable
    public var hasTouchesDown: Bool { lifecycle.hasTouchesDown }

    public mutating func setTranslation(_ translation: Vector) { setTranslation(translation, resetsVelocity: true) }
}

extension PinchRecognizer: TouchRecognizer, ReplayRecognizer {
    public mutating func recognize(_ event: TouchEvent) -> GestureAction { handle(event).map(GestureSample.pinch) }

    public mutating func resetIfSequenceEnded() -> Bool { lifecycle.resetIfSequenceEnded() }

    public var hasTouchesDown: Bool { lifecycle.hasTouchesDown }

    public mutating func setTranslation(_ translation: Vector) {}
}
