import Dispatch

/// A lock from Dispatch alone, so that a library needs no Foundation for it.
package final class DispatchLock: @unchecked Sendable {
    private let semaphore = DispatchSemaphore(value: 1)

    package init() {}

    package func withLock<T>(_ body: () -> T) -> T {
        semaphore.wait()
        defer { semaphore.signal() }
        return body()
    }
}

/// Results made on worker threads (`DispatchQueue.concurrentPerform`), each slot written by
/// exactly one of them, read in slot order once they are done: decoded corpus entries,
/// synthesized corpus lines, a sweep's per-worker partials.
package final class ParallelSlots<Value>: @unchecked Sendable {
    private var slots: [Value?]
    private let lock = DispatchLock()

    package init(count: Int) {
        slots = [Value?](repeating: nil, count: count)
    }

    package func store(_ value: Value, at index: Int) {
        lock.withLock { slots[index] = value }
    }

    /// The stored values in slot order; a slot never stored is left out.
    package var values: [Value] { lock.withLock { slots.compactMap { $0 } } }
}
