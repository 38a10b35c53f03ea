/// A velocity tracker's history: the newest samples of a stream, oldest first, at most a limit of
/// them. Dropping the oldest only moves where the live samples start; the dropped ones are let go
/// in one move once they fill the storage (three limits' worth, reserved at the first sample), so
/// adding a sample never shifts the whole window and the storage never grows sample by sample.
/// The limit is the caller's, not a field: a tracker sits in the velocity estimator's enum, which
/// is moved with every event, and a wider payload there costs every strategy.
struct SlidingWindow<Element: Sendable & Hashable>: Sendable, Hashable {
    private var storage: [Element] = []
    /// Where the live samples start in `storage`.
    private var start = 0

    init() {}

    /// The live samples, oldest first.
    var live: ArraySlice<Element> { storage[start...] }

    var isEmpty: Bool { start == storage.count }

    var last: Element? { isEmpty ? nil : storage[storage.count - 1] }

    /// Adds `element` as the newest, dropping the oldest past `limit` (a tracker's constant; a
    /// smaller one on a later call still bounds the storage, since it is compacted at or past
    /// three limits).
    @inline(__always)
    mutating func append(_ element: Element, keepingAtMost limit: Int) {
        if storage.count >= 3 * limit {
            storage.removeFirst(start)
            start = 0
        } else if storage.capacity < 3 * limit {
            storage.reserveCapacity(3 * limit)
        }
        storage.append(element)
        start = max(start, storage.count - limit)
    }

    /// Puts `element` in the newest one's place; nothing when the window is empty.
    mutating func replaceLast(with element: Element) {
        if !isEmpty { storage[storage.count - 1] = element }
    }

    /// Drops the newest; nothing when the window is empty.
    mutating func removeLast() {
        if !isEmpty { storage.removeLast() }
    }

    /// Drops the oldest samples for as long as `expired` holds for them.
    @inline(__always)
    mutating func dropOldest(while expired: (Element) -> Bool) {
        while start < storage.count, expired(storage[start]) { start += 1 }
    }

    mutating func removeAll() {
        storage.removeAll(keepingCapacity: true)
        start = 0
    }

    /// Equal when the live samples are: what was dropped does not count.
    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.live.elementsEqual(rhs.live)
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(live.count)
        for element in live { hasher.combine(element) }
    }
}
