import Testing

@testable import GestureModel

@Suite("Touch events")
struct TouchEventTests {
    /// A two-finger pinch (HammerExportTests' too): four events of two, two, one and two touches.
    static func pinch(label: TraceLabel? = nil) throws -> Trace {
        try Trace(
            name: "pinch-open", screen: Screen(size: Size(width: 390, height: 844)), label: label,
            events: [
                TouchEvent(
                    time: 10,
                    touches: [
                        TouchSample(id: 1, phase: .began, location: Point(x: 150, y: 400)),
                        TouchSample(id: 2, phase: .began, location: Point(x: 240, y: 400)),
                    ]),
                TouchEvent(
                    time: 10.016,
                    touches: [
                        TouchSample(id: 1, phase: .moved, location: Point(x: 140, y: 400)),
                        TouchSample(id: 2, phase: .moved, location: Point(x: 250.5, y: 400)),
                    ]),
                TouchEvent(
                    time: 10.032, touches: [TouchSample(id: 2, phase: .stationary, location: Point(x: 250.5, y: 400))]),
                TouchEvent(
                    time: 10.05,
                    touches: [
                        TouchSample(id: 1, phase: .ended, location: Point(x: 130, y: 400)),
                        TouchSample(id: 2, phase: .cancelled, location: Point(x: 260, y: 400)),
                    ]),
            ])
    }

    @Test("one event moved along a trace in place is, at each step, the trace's event there")
    func movedInPlace() throws {
        let events = try Self.pinch().events
        var moving = try #require(events.first)
        var counts: [Int] = []
        for index in events.indices {
            events.place(&moving, at: index)
            #expect(moving == events[index])
            #expect(moving.touches == events[index].touches)
            #expect(moving.touchIndices.map { moving.touch(at: $0) } == Array(events[index].touches))
            counts.append(moving.touchIndices.count)
        }
        #expect(counts == [2, 2, 1, 2])
        #expect(moving.time == 10.05 && moving.touches.map(\.id) == [1, 2])
    }

    @Test("events are equal, and hash alike, by time and touches, wherever the touches are stored")
    func equality() throws {
        let stored = try Self.pinch().events[2]
        let own = TouchEvent(
            time: 10.032, touches: [TouchSample(id: 2, phase: .stationary, location: Point(x: 250.5, y: 400))])
        #expect(stored == own)
        #expect(stored.hashValue == own.hashValue)
        #expect(stored.touchIndices == 4..<5 && own.touchIndices == 0..<1)
        let later = TouchEvent(time: 10.033, touches: own.touches)
        #expect(later != own)
    }

    @Test("changing an event's touches leaves the trace it came from alone")
    func changingTouches() throws {
        let trace = try Self.pinch()
        var event = trace.events[2]
        event.touches.append(TouchSample(id: 3, phase: .began, location: Point(x: 10, y: 10)))
        #expect(event.touches.map(\.id) == [2, 3])
        #expect(event.touchIndices == 0..<2)
        #expect(trace.events[2].touches.map(\.id) == [2])
        #expect(trace.touchSamples.count == 7)
    }
}
