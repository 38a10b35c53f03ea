import GestureModel

/// Traces made by hand for tests whose numbers are worked out from them.
enum HandMadeTraces {
    /// A left-edge swipe from (5, 400) on a 390 × 844 screen, moving `distance` points right in
    /// 2 pt steps at 120 Hz (the last step shorter), lifted one frame after where it stopped. The
    /// edge pan rebases 10 pt (E3), so the release's translation is `distance` − 10.
    static func edgeSwipe(moving distance: Double) throws -> Trace {
        let frames = Int((distance / 2).rounded(.up))
        var events = [TouchEvent(time: 0, touches: [TouchSample(id: 1, phase: .began, location: Point(x: 5, y: 400))])]
        for frame in 1...frames {
            let x = 5 + min(Double(frame) * 2, distance)
            events.append(
                TouchEvent(
                    time: Double(frame) / 120,
                    touches: [TouchSample(id: 1, phase: .moved, location: Point(x: x, y: 400))]))
        }
        events.append(
            TouchEvent(
                time: Double(frames + 1) / 120,
                touches: [TouchSample(id: 1, phase: .ended, location: Point(x: 5 + distance, y: 400))]))
        return try Trace(name: "edge-swipe", screen: Screen(size: Size(width: 390, height: 844)), events: events)
    }

    /// Two left-edge swipes from (5, 400) on a 390 × 844 screen at 120 Hz: the first moves
    /// `first` points in 2 pt steps and lifts one frame later; the second finger lands `gap`
    /// frames after that lift and moves `second` points in 4 pt steps, lifting one frame later.
    static func twoEdgeSwipes(first: Double, gap: Int, second: Double) throws -> Trace {
        var events: [TouchEvent] = []
        func swipe(id: Int, from frame: Int, distance: Double, step: Double) -> Int {
            let frames = Int((distance / step).rounded(.up))
            events.append(
                TouchEvent(
                    time: Double(frame) / 120,
                    touches: [TouchSample(id: id, phase: .began, location: Point(x: 5, y: 400))]))
            for k in 1...frames {
                let x = 5 + min(Double(k) * step, distance)
                events.append(
                    TouchEvent(
                        time: Double(frame + k) / 120,
                        touches: [TouchSample(id: id, phase: .moved, location: Point(x: x, y: 400))]))
            }
            let lift = frame + frames + 1
            events.append(
                TouchEvent(
                    time: Double(lift) / 120,
                    touches: [TouchSample(id: id, phase: .ended, location: Point(x: 5 + distance, y: 400))]))
            return lift
        }
        let lift = swipe(id: 1, from: 0, distance: first, step: 2)
        _ = swipe(id: 2, from: lift + gap, distance: second, step: 4)
        return try Trace(name: "two-edge-swipes", screen: Screen(size: Size(width: 390, height: 844)), events: events)
    }
}
