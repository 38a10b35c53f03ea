import Testing

@testable import GestureModel

@Suite("Small integer maps")
struct SmallIntMapTests {
    @Test("set, remove and removeAll agree with a dictionary, in the arrays and past 16 keys")
    func agreesWithDictionary() {
        // A fixed xorshift sequence: the same operations every run.
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        func next(_ bound: Int) -> Int {
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            return Int(state % UInt64(bound))
        }
        var map = SmallIntMap()
        var reference: [Int: Int] = [:]
        for step in 0..<20000 {
            // Few keys most of the time, as a trace's fingers; now and then many.
            let keyRange = step % 2000 < 1500 ? 6 : 40
            switch next(10) {
            case 0..<5:
                let key = next(keyRange)
                map.set(key, step)
                reference[key] = step
            case 5..<8:
                let key = next(keyRange)
                map.remove(key)
                reference[key] = nil
            case 8:
                if next(20) == 0 {
                    map.removeAll()
                    reference.removeAll()
                }
            default:
                break
            }
            for key in 0..<keyRange where map[key] != reference[key] {
                Issue.record(
                    "step \(step): key \(key) is \(String(describing: map[key])), expected \(String(describing: reference[key]))"
                )
                return
            }
            #expect(map.isEmpty == reference.isEmpty)
        }
    }
}
