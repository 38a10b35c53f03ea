import GestureModel

/// Every touch down in the view, followed by the recognizer or not: the sequence ends when it is empty.
@usableFromInline
struct TouchesDown: Sendable, Hashable {
    private var ids: Set<Int> = []

    @usableFromInline init() {}

    @usableFromInline var isEmpty: Bool { ids.isEmpty }

    @usableFromInline
    mutating func record(_ event: TouchEvent) {
        for index in event.touchIndices {
            let touch = event.touch(at: index)
            if touch.phase == .began { ids.insert(touch.id) }
            if touch.phase.endsContact { ids.remove(touch.id) }
        }
    }
}
