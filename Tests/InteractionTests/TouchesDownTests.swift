import GestureModel
import Testing

@testable import Interaction

@Suite("Touches down (G3's sequence)")
struct TouchesDownTests {
    func event(_ touches: [(Int, TouchPhase)]) -> TouchEvent {
        TouchEvent(time: 0, touches: touches.map { TouchSample(id: $0.0, phase: $0.1, location: Point(x: 0, y: 0)) })
    }

    @Test("the sequence ends only when every touch that went down has lifted, one, two or three fingers")
    func sequence() {
        var down = TouchesDown()
        #expect(down.isEmpty)
        down.record(event([(1, .began)]))
        #expect(!down.isEmpty)
        down.record(event([(1, .moved), (2, .began)]))
        down.record(event([(3, .began)]))
        down.record(event([(1, .ended)]))
        #expect(!down.isEmpty)
        down.record(event([(2, .cancelled), (3, .moved)]))
        #expect(!down.isEmpty)
        down.record(event([(3, .ended)]))
        #expect(down.isEmpty)
        // A lift of a touch never down changes nothing; a touch that begins and lifts in one event leaves none.
        down.record(event([(9, .ended)]))
        #expect(down.isEmpty)
        down.record(event([(4, .began), (4, .ended)]))
        #expect(down.isEmpty)
    }

    @Test("the same touches down compare and hash alike, whatever came before")
    func oneForm() {
        var direct = TouchesDown()
        direct.record(event([(2, .began)]))
        var viaThree = TouchesDown()
        viaThree.record(event([(1, .began), (2, .began), (3, .began)]))
        viaThree.record(event([(1, .ended), (3, .cancelled)]))
        #expect(direct == viaThree)
        #expect(direct.hashValue == viaThree.hashValue)
        var two = TouchesDown()
        two.record(event([(5, .began), (6, .began)]))
        var otherOrder = TouchesDown()
        otherOrder.record(event([(6, .began)]))
        otherOrder.record(event([(5, .began)]))
        #expect(two == otherOrder && two != direct)
        // The same id beginning twice (invalid in a trace) is still one touch.
        var twice = TouchesDown()
        twice.record(event([(2, .began)]))
        twice.record(event([(2, .began)]))
        #expect(twice == direct)
    }
}
