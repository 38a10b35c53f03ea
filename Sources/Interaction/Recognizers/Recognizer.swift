import GestureModel

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
