import GestureModel

/// Which way a pinch drives the transition: chosen once, on began.
public enum PinchDirection: String, Sendable, Hashable {
    /// scale ≥ 1 on began: the book opens (a push).
    case open
    /// scale < 1 on began: the book closes (a pop).
    case close
}
