/// A value kept in its own allocation and copied on write.
///
/// A recognizer's state is an enum whose cases own their tracking data, so every event takes the
/// data out of one case and puts it into the next. Kept out of line, that move is one reference
/// instead of the whole tracker, several times per event; the tracker is still a value: a copy
/// that is changed gets its own storage first.
@usableFromInline
struct OutOfLine<Value: Sendable & Hashable>: Sendable, Hashable {
    /// The one allocation; `let` so reaching the value needs no exclusivity check per access.
    @usableFromInline
    final class Storage: @unchecked Sendable {
        // Unchecked: the pointee is only written through `value`'s `_modify`, after the storage was
        // made unique, so no two owners ever share a value that changes.
        @usableFromInline let pointer: UnsafeMutablePointer<Value>

        @usableFromInline
        init(_ value: Value) {
            pointer = .allocate(capacity: 1)
            pointer.initialize(to: value)
        }

        deinit {
            // One value moved out and dropped: deinitialize(count:) is the standard library's
            // unspecialized loop over an array of values, several times the cost for the one.
            _ = pointer.move()
            pointer.deallocate()
        }
    }

    @usableFromInline var storage: Storage

    @inlinable init(_ value: Value) { storage = Storage(value) }

    @inlinable
    var value: Value {
        _read { yield storage.pointer.pointee }
        _modify {
            makeUnique()
            yield &storage.pointer.pointee
        }
    }

    /// Several changes and reads under one uniqueness check (each `value` access makes its own).
    @inlinable @inline(__always)
    mutating func withValue<Result>(_ body: (inout Value) -> Result) -> Result {
        makeUnique()
        return body(&storage.pointer.pointee)
    }

    @inlinable @inline(__always)
    mutating func makeUnique() {
        if !isKnownUniquelyReferenced(&storage) { storage = Storage(storage.pointer.pointee) }
    }

    @inlinable
    static func == (lhs: Self, rhs: Self) -> Bool { lhs.storage === rhs.storage || lhs.value == rhs.value }

    @inlinable
    func hash(into hasher: inout Hasher) { value.hash(into: &hasher) }
}
