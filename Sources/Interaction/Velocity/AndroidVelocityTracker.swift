/// Android's VelocityTracker (libinput), as a value: the LSQ2 and IMPULSE strategies, 32-bit float
/// arithmetic and nanosecond times, as the conformance data in Tests/ was recorded against.
///
/// Constants: a 100 ms horizon, 20 samples per pointer, and a pointer assumed stopped after 40 ms
/// without movement. The default strategy is LSQ2 for x and y; the scroll axis always uses IMPULSE
/// with delta values.
public struct AndroidVelocityTracker: Sendable, Hashable {
    public enum Strategy: String, Sendable, Hashable, CaseIterable {
        case lsq2, impulse
    }

    public enum Axis: Sendable, Hashable {
        case x, y, scroll
    }

    /// A MotionEvent's action.
    public enum Action: Sendable, Hashable {
        case down, move, up, cancel, scroll
        case pointerDown(id: Int)
        /// `canceled` is AMOTION_EVENT_FLAG_CANCELED.
        case pointerUp(id: Int, canceled: Bool)
    }

    /// One pointer's position in an event; `resampled` samples are skipped.
    public struct Pointer: Sendable, Hashable {
        public var id: Int
        public var x: Float
        public var y: Float
        public var resampled: Bool

        public init(id: Int, x: Float, y: Float, resampled: Bool = false) {
            self.id = id
            self.x = x
            self.y = y
            self.resampled = resampled
        }
    }

    static let horizon: Int64 = 100_000_000
    static let assumePointerStopped: Int64 = 40_000_000
    static let historySize = 20

    struct Sample: Sendable, Hashable {
        var time: Int64
        var value: Float
    }

    public let strategy: Strategy
    /// Per axis, per pointer, oldest first. An axis missing here has no estimator (dropped).
    private var samples: [Axis: [Int: [Sample]]] = [:]
    private var lastEventTime: Int64?
    private var trackedPointers: Set<Int> = []

    public init(strategy: Strategy = .lsq2) {
        self.strategy = strategy
    }

    /// Feeds one MotionEvent: `time` in nanoseconds, every pointer present (for scroll, `scroll` holds the delta).
    public mutating func addMovement(time: Int64, action: Action, pointers: [Pointer], scroll: Float = 0) {
        var axes: [Axis] = [.x, .y]
        switch action {
        case .down:
            clear()
        case .pointerDown(let id):
            erase(pointer: id)
        case .move:
            break
        case .pointerUp(let id, canceled: true):
            erase(pointer: id)
            return
        case .up, .pointerUp:
            // No new movement; a lift long after the last sample means every pointer had stopped.
            if let lastEventTime, time - lastEventTime > Self.assumePointerStopped {
                samples[.x] = nil
                samples[.y] = nil
            }
            return
        case .cancel:
            clear()
            return
        case .scroll:
            axes = [.scroll]
        }
        if axes == [.scroll] {
            record(time: time, pointer: 0, values: [.scroll: scroll])
            return
        }
        for pointer in pointers where !pointer.resampled {
            record(time: time, pointer: pointer.id, values: [.x: pointer.x, .y: pointer.y])
        }
    }

    private mutating func record(time: Int64, pointer: Int, values: [Axis: Float]) {
        if trackedPointers.contains(pointer), let lastEventTime, time - lastEventTime > Self.assumePointerStopped {
            samples.removeAll()  // Not moved for too long: every pointer has stopped.
        }
        lastEventTime = time
        trackedPointers.insert(pointer)
        for (axis, value) in values {
            var list = samples[axis, default: [:]][pointer, default: []]
            if let last = list.last, last.time == time { list.removeLast() }
            list.append(Sample(time: time, value: value))
            if list.count > Self.historySize { list.removeFirst(list.count - Self.historySize) }
            while let first = list.first, time - first.time > Self.horizon { list.removeFirst() }
            samples[axis, default: [:]][pointer] = list
        }
    }

    private mutating func clear() {
        samples.removeAll()
        trackedPointers.removeAll()
        lastEventTime = nil
    }

    private mutating func erase(pointer: Int) {
        for axis in samples.keys { samples[axis]?[pointer] = nil }
        trackedPointers.remove(pointer)
    }

    /// The velocity in units per second, or nil when there is none (no estimator, no samples, a failed fit).
    public func velocity(axis: Axis, pointer: Int) -> Float? {
        guard let list = samples[axis]?[pointer], !list.isEmpty else { return nil }
        if axis == .scroll { return Self.impulse(list, deltas: true) }
        switch strategy {
        case .lsq2: return Self.leastSquares2(list)
        case .impulse: return Self.impulse(list, deltas: false)
        }
    }

    /// IMPULSE: the kinetic energy of the segments, oldest first; the first segment is taken as
    /// already moving (its work halved). Equal timestamps are skipped.
    static func impulse(_ list: [Sample], deltas: Bool) -> Float {
        guard list.count >= 2 else { return 0 }
        let secondsPerNano: Float = 1e-9
        func energyToVelocity(_ work: Float) -> Float {
            (work < 0 ? -1 : 1) * (2 * abs(work)).squareRoot()
        }
        if list.count == 2 {
            let (a, b) = (list[0], list[1])
            guard a.time != b.time else { return 0 }
            let delta = deltas ? b.value : b.value - a.value
            return delta / (secondsPerNano * Float(b.time - a.time))
        }
        var work: Float = 0
        for index in 1 ..< list.count {
            let (older, newer) = (list[index - 1], list[index])
            if older.time == newer.time { continue }
            let previous = energyToVelocity(work)
            let delta = deltas ? newer.value : newer.value - older.value
            let current = delta / (secondsPerNano * Float(newer.time - older.time))
            work += (current - previous) * abs(current)
            if index == 1 { work *= 0.5 }
        }
        return energyToVelocity(work)
    }

    /// LSQ2: two samples, a straight line by least squares; three or more, the closed-form
    /// unweighted quadratic in time relative to the newest sample.
    static func leastSquares2(_ list: [Sample]) -> Float? {
        guard list.count >= 2, let newest = list.last else { return nil }
        let times = list.map { -Float(newest.time - $0.time) * 1e-9 }
        let values = list.map(\.value)
        if list.count == 2 {
            return LeastSquares.fit(x: times, y: values, weights: [1, 1], degree: 1, tolerance: 1e-6)?[1]
        }
        var sx: Float = 0, sxx: Float = 0, sxxx: Float = 0, sxxxx: Float = 0
        var sy: Float = 0, sxy: Float = 0, sxxy: Float = 0
        for (x, y) in zip(times, values) {
            let xx = x * x
            sx += x
            sxx += xx
            sxxx += xx * x
            sxxxx += xx * xx
            sy += y
            sxy += x * y
            sxxy += xx * y
        }
        let n = Float(list.count)
        let cxx = sxx - sx * sx / n
        let cxy = sxy - sx * sy / n
        let cxx2 = sxxx - sx * sxx / n
        let cx2y = sxxy - sxx * sy / n
        let cx2x2 = sxxxx - sxx * sxx / n
        let denominator = cxx * cx2x2 - cxx2 * cxx2
        guard denominator != 0 else { return nil }
        return (cxy * cx2x2 - cx2y * cxx2) / denominator
    }
}
