import GestureModel

/// Every touch down in the view, followed by the recognizer or not: the sequence ends when it is empty.
@usableFromInline
struct TouchesDown: Sendable, Hashable {
    /// The one touch down, when there is exactly one (most gestures): no set is made for it.
    private var single: Int?
    /// Every touch down, when there are two or more; empty otherwise. One form for each set of
    /// touches, so two equal sets compare and hash alike.
    private var several: Set<Int> = []

    @usableFromInline init() {}

    @usableFromInline var isEmpty: Bool { single == nil && several.isEmpty }

    /// Inlinable: most events only move their touches, and asking each touch's phase belongs in
    /// the recognizer's own loop, not behind a call per event.
    @inlinable @inline(__always)
    mutating func record(_ event: TouchEvent) {
        for index in event.touchIndices {
            // Only the phase is read for every touch; the whole touch only when it went down or
            // lifted, which few events do.
            let phase = event.touch(at: index).phase
            if phase == .began || phase.endsContact { change(event.touch(at: index)) }
        }
    }

    /// A touch that went down or lifted.
    @usableFromInline
    mutating func change(_ touch: TouchSample) {
        if touch.phase == .began { insert(touch.id) }
        if touch.phase.endsContact { remove(touch.id) }
    }

    private mutating func insert(_ id: Int) {
        if !several.isEmpty {
            several.insert(id)
        } else if let down = single {
            if down != id {
                several = [down, id]
                single = nil
            }
        } else {
            single = id
        }
    }

    private mutating func remove(_ id: Int) {
        if single == id {
            single = nil
        } else if several.remove(id) != nil, several.count == 1, let last = several.first {
            several = []
            single = last
        }
    }
}
