/// Integer keys with integer values, kept in arrays while there are few (a trace has a few
/// fingers: a linear scan of a handful beats hashing) and in a dictionary past `arrayLimit`, so a
/// document with thousands of touches costs what a hash map costs, never the square.
struct SmallIntMap {
    static let arrayLimit = 16
    /// The map is the first `count` entries of `keys` and `values`: the arrays keep their length
    /// when entries go, so emptying the map (the lifecycle check does it every event) frees and
    /// writes nothing. The entries' order means nothing (only lookups read them).
    private var keys: [Int] = []
    private var values: [Int] = []
    private var count = 0
    private var large: [Int: Int]?

    var isEmpty: Bool { large?.isEmpty ?? (count == 0) }

    @inline(__always)
    private func index(of key: Int) -> Int? {
        var index = 0
        while index < count {
            if keys[index] == key { return index }
            index += 1
        }
        return nil
    }

    @inline(__always)
    subscript(key: Int) -> Int? {
        if let large { return large[key] }
        guard let index = index(of: key) else { return nil }
        return values[index]
    }

    /// Sets `value` for `key` (adding the key when new).
    @inline(__always)
    mutating func set(_ key: Int, _ value: Int) {
        if large != nil {
            large?[key] = value
            return
        }
        if let index = index(of: key) {
            values[index] = value
            return
        }
        if count < keys.count {
            keys[count] = key
            values[count] = value
        } else {
            keys.append(key)
            values.append(value)
        }
        count += 1
        if count > Self.arrayLimit {
            large = Dictionary(zip(keys[..<count], values[..<count]), uniquingKeysWith: { _, last in last })
            keys = []
            values = []
            count = 0
        }
    }

    @inline(__always)
    mutating func remove(_ key: Int) {
        if large != nil {
            large?[key] = nil
            return
        }
        guard let index = index(of: key) else { return }
        // The last entry takes the removed one's place.
        count -= 1
        keys[index] = keys[count]
        values[index] = values[count]
    }

    /// Forgets every key, keeping the arrays.
    @inline(__always)
    mutating func removeAll() {
        if large != nil { large = nil }
        count = 0
    }
}
