import GestureModel

/// The lifecycle every continuous recognizer here shares (G1, G3), each state with the data it
/// needs and only the phases it can be in.
@usableFromInline
enum ContinuousState<Tracking: Sendable & Hashable>: Sendable, Hashable {
    /// Waiting for a first touch (`nil`), or following touches not yet recognized as the gesture.
    case possible(Tracking?)
    /// Began or changed, following the touches.
    case recognizing(Tracking, Recognizing)
    /// Ended, cancelled or failed, until every touch of the sequence has lifted.
    case finished(Finished)

    @usableFromInline
    enum Recognizing: Sendable, Hashable {
        case began, changed

        @inlinable var phase: RecognizerPhase { self == .began ? .began : .changed }
    }

    @usableFromInline
    enum Finished: Sendable, Hashable {
        case ended, cancelled, failed

        @inlinable var phase: RecognizerPhase {
            switch self {
            case .ended: .ended
            case .cancelled: .cancelled
            case .failed: .failed
            }
        }
    }

    @inlinable var phase: RecognizerPhase {
        switch self {
        case .possible: .possible
        case .recognizing(_, let stage): stage.phase
        case .finished(let end): end.phase
        }
    }
}

/// A continuous recognizer's state together with every touch down in its view: what G3's reset
/// looks at. Both recognizers keep one, and `Recognizer` reads and resets through it.
@usableFromInline
struct ContinuousLifecycle<Tracking: Sendable & Hashable>: Sendable, Hashable {
    #if DEBUG
    /// Debug builds check that every path that took the state out put one back: `takeState()`
    /// marks it taken, setting `state` clears the mark, and `assertStatePutBack()` asks.
    @usableFromInline var storedState: ContinuousState<Tracking> = .possible(nil)
    @usableFromInline var stateIsTaken = false
    @inlinable var state: ContinuousState<Tracking> {
        get { storedState }
        set {
            storedState = newValue
            stateIsTaken = false
        }
    }
    #else
    @usableFromInline var state: ContinuousState<Tracking> = .possible(nil)
    #endif
    @usableFromInline var touchesDown = TouchesDown()
    /// FC1: a recognizer that follows each pointer resets as soon as its gesture is over; the
    /// touches still down are not its own (a new gesture starts only from a touch that begins).
    @usableFromInline var resetsPerPointer = false

    @usableFromInline init() {}

    @inlinable var phase: RecognizerPhase { state.phase }
    @inlinable var hasTouchesDown: Bool { !touchesDown.isEmpty }

    /// G3: back to possible once the sequence that ended or failed the gesture has lifted (FC1: once
    /// the gesture is over). Returns whether it reset, so the replay records the reset the recognizer
    /// decided rather than deciding it again.
    @inlinable
    mutating func resetIfSequenceEnded() -> Bool {
        guard needsReset else { return false }
        state = .possible(nil)
        return true
    }

    /// Whether G3's reset is due: read without changing anything, so the event loop can ask on
    /// every event without copying the recognizer.
    @inlinable var needsReset: Bool {
        guard resetsPerPointer || touchesDown.isEmpty else { return false }
        switch state.phase {
        case .ended, .cancelled, .failed: return true
        case .possible, .began, .changed: return false
        }
    }

    /// Takes the state out, leaving `.possible(nil)` behind, so the tracking data taken out is the
    /// only copy and changes in place (no copy of its arrays per event); the caller puts the next
    /// state back on every path, `.possible(nil)` included (`assertStatePutBack()`).
    @inlinable
    mutating func takeState() -> ContinuousState<Tracking> {
        var taken = ContinuousState<Tracking>.possible(nil)
        #if DEBUG
        swap(&taken, &storedState)
        stateIsTaken = true
        #else
        swap(&taken, &state)
        #endif
        return taken
    }

    /// Debug builds: fails when a path that took the state out put none back.
    @inlinable
    func assertStatePutBack() {
        #if DEBUG
        assert(!stateIsTaken, "a recognizer took its state out and did not put one back")
        #endif
    }

    /// Every event's touches, after the recognizer handled it (always inlined: a call per event
    /// cost more than the loop over the event's few touches).
    @inlinable @inline(__always)
    mutating func record(_ event: TouchEvent) { touchesDown.record(event) }
}
