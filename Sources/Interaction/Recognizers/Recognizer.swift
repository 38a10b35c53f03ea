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

extension PanGestureRecognizer: TouchRecognizer {
    @inlinable
    public mutating func recognize(_ event: TouchEvent) -> GestureAction { handle(event).map(GestureSample.pan) }

    @inlinable
    public mutating func resetIfSequenceEnded() -> Bool {
        // Asked on every event and due only after a gesture ended: checked first, without a write.
        guard lifecycle.needsReset else { return false }
        return lifecycle.resetIfSequenceEnded()
    }

    @inlinable
    public var hasTouchesDown: Bool { lifecycle.hasTouchesDown }

    public mutating func setTranslation(_ translation: Vector) { setTranslation(translation, resetsVelocity: true) }
}

extension PinchRecognizer: TouchRecognizer {
    public mutating func recognize(_ event: TouchEvent) -> GestureAction { handle(event).map(GestureSample.pinch) }

    public mutating func resetIfSequenceEnded() -> Bool {
        guard lifecycle.needsReset else { return false }
        return lifecycle.resetIfSequenceEnded()
    }

    public var hasTouchesDown: Bool { lifecycle.hasTouchesDown }

    public mutating func setTranslation(_ translation: Vector) {}
}

/// The recognizer a replay drives: one of the three kinds, behind one `handle`.
public enum Recognizer: Sendable, Hashable {
    case pan(PanRecognizer)
    case screenEdgePan(ScreenEdgePanRecognizer)
    case pinch(PinchRecognizer)

    public var phase: RecognizerPhase {
        switch self {
        case .pan(let recognizer): recognizer.phase
        case .screenEdgePan(let recognizer): recognizer.phase
        case .pinch(let recognizer): recognizer.phase
        }
    }

    public var hasTouchesDown: Bool {
        switch self {
        case .pan(let recognizer): recognizer.lifecycle.hasTouchesDown
        case .screenEdgePan(let recognizer): recognizer.lifecycle.hasTouchesDown
        case .pinch(let recognizer): recognizer.lifecycle.hasTouchesDown
        }
    }

    /// G3: the recognizer's own reset, once the sequence that ended it has lifted; true when it reset.
    public mutating func resetIfSequenceEnded() -> Bool {
        // Asked on every event and due only after a gesture ended: checked first without a copy.
        let due: Bool
        switch self {
        case .pan(let recognizer): due = recognizer.lifecycle.needsReset
        case .screenEdgePan(let recognizer): due = recognizer.lifecycle.needsReset
        case .pinch(let recognizer): due = recognizer.lifecycle.needsReset
        }
        guard due else { return false }
        // Consumed, so the recognizer taken out is the only copy and changes in place.
        switch consume self {
        case .pan(var recognizer):
            defer { self = .pan(recognizer) }
            return recognizer.lifecycle.resetIfSequenceEnded()
        case .screenEdgePan(var recognizer):
            defer { self = .screenEdgePan(recognizer) }
            return recognizer.lifecycle.resetIfSequenceEnded()
        case .pinch(var recognizer):
            defer { self = .pinch(recognizer) }
            return recognizer.lifecycle.resetIfSequenceEnded()
        }
    }

    public mutating func handle(_ event: TouchEvent) -> GestureAction {
        switch consume self {
        case .pan(var recognizer):
            let action = recognizer.handle(event)
            self = .pan(recognizer)
            return action.map(GestureSample.pan)
        case .screenEdgePan(var recognizer):
            let action = recognizer.handle(event)
            self = .screenEdgePan(recognizer)
            return action.map(GestureSample.pan)
        case .pinch(var recognizer):
            let action = recognizer.handle(event)
            self = .pinch(recognizer)
            return action.map(GestureSample.pinch)
        }
    }

    /// P7: a handler's setTranslation; pinches have no translation and ignore it.
    public mutating func setTranslation(_ translation: Vector) {
        switch consume self {
        case .pan(var recognizer):
            recognizer.setTranslation(translation)
            self = .pan(recognizer)
        case .screenEdgePan(var recognizer):
            recognizer.setTranslation(translation)
            self = .screenEdgePan(recognizer)
        case .pinch(let recognizer):
            self = .pinch(recognizer)
        }
    }
}
