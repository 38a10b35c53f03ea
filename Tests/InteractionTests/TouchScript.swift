import GestureModel

/// Tiny builders for touch events, so recognizer tests read as scripts. Without an id, the touch is 1.
enum Touch {
    static func down(_ x: Double, _ y: Double, at time: Double) -> TouchEvent { down(1, x, y, at: time) }
    static func move(_ x: Double, _ y: Double, at time: Double) -> TouchEvent { move(1, x, y, at: time) }
    static func up(_ x: Double, _ y: Double, at time: Double) -> TouchEvent { up(1, x, y, at: time) }
    static func cancel(_ x: Double, _ y: Double, at time: Double) -> TouchEvent { cancel(1, x, y, at: time) }

    static func down(_ id: Int, _ x: Double, _ y: Double, at time: Double) -> TouchEvent { one(id, .began, x, y, time) }
    static func move(_ id: Int, _ x: Double, _ y: Double, at time: Double) -> TouchEvent { one(id, .moved, x, y, time) }
    static func up(_ id: Int, _ x: Double, _ y: Double, at time: Double) -> TouchEvent { one(id, .ended, x, y, time) }
    static func cancel(_ id: Int, _ x: Double, _ y: Double, at time: Double) -> TouchEvent {
        one(id, .cancelled, x, y, time)
    }

    static func event(at time: Double, _ touches: [(Int, TouchPhase, Double, Double)]) -> TouchEvent {
        TouchEvent(
            time: time, touches: touches.map { TouchSample(id: $0.0, phase: $0.1, location: Point(x: $0.2, y: $0.3)) })
    }

    private static func one(_ id: Int, _ phase: TouchPhase, _ x: Double, _ y: Double, _ time: Double) -> TouchEvent {
        TouchEvent(time: time, touches: [TouchSample(id: id, phase: phase, location: Point(x: x, y: y))])
    }
}
