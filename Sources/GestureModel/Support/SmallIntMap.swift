/// Integer keys with integer values, kept in arrays while there are few (a trace has a few
/// fingers: a linear scan of a handful beats hashing) and in a dictionary past `arrayLimit`, so a
/// document with thousands of touches costs what a hash map costs, never the square.
struct SmallIntMap {
    static let arrayLimit = 16
    private var keys: [Int] = []
    private var values: [Int] = []
    private var large: [Int: Int]?

    var isEmpty: Bool { large?.isEmpty ?? keys.isEmpty }

    @inline(__always)
    subscript(key: Int) -> Int? {
        if let large { return large[key] }
        guard let index = keys.firstIndex(of: key) else { return nil }
        return values[index]
    }

    /// Sets `value` for `key` (adding the key when new).
    @inline(__always)
    mutating func set(_ key: Int, _ value: Int) {
        if large != nil {
            large?[key] = value
            return
        }
        if let index = keys.firstIndex(of: key) {
            values[index] = value
            return
        }
        keys.append(key)
        values.append(value)
        if keys.count > Self.arrayLimit {
            large = Dictionary(zip(keys, values), uniquingKeysWith: { _, last in last })
            keys = []
            values = []
        }
    }

    @inline(__always)
    mutating func remove(_ key: Int) {
        if large != nil {
            large?[key] = nil
            return
        }
        guard let index = keys.firstIndex(of: key) else { return }
        keys.remove(at: index)
        values.remove(at: index)
    }

    /// Forgets every key, keeping the arrays' memory (an event's ids start afresh every event).
    @inline(__always)
    mutating func removeAll() {
        if large != nil { large = nil }
        if !keys.isEmpty {
            keys.removeAll(keepingCapacity: true)
            values.removeAll(keepingCapacity: true)
        }
    }
}
