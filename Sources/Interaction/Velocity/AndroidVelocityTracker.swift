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

    /// One pointer's x and y at one time: the two axes are recorded, dropped and erased together.
    struct PlanarSample: Sendable, Hashable {
        var time: Int64
        var x: Float
        var y: Float
    }

    /// One pointer's recent positions, oldest first; empty once the x and y estimators are dropped.
    struct PointerHistory: Sendable, Hashable {
        var id: Int
        var samples: SlidingWindow<PlanarSample>
    }

    public let strategy: Strategy
    /// Per pointer, in the order they first moved: a few at most, so a list, not a dictionary.
    private var pointerHistories: [PointerHistory] = []
    /// The scroll axis (pointer 0 only), oldest first.
    private var scrollSamples = SlidingWindow<Sample>()
    private var lastEventTime: Int64?
    /// The pointers seen moving since the last clear: a few, so a list (a set hashes on every move).
    private var trackedPointers: [Int] = []

    public init(strategy: Strategy = .lsq2) {
        self.strategy = strategy
    }

    /// Feeds one MotionEvent: `time` in nanoseconds, every pointer present (for scroll, `scroll` holds the delta).
    public mutating func addMovement(time: Int64, action: Action, pointers: some Sequence<Pointer>, scroll: Float = 0) {
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
                for index in pointerHistories.indices {
                    pointerHistories[index].samples.removeAll()
                }
            }
            return
        case .cancel:
            clear()
            return
        case .scroll:
            noteMovement(time: time, pointer: 0)
            Self.append(Sample(time: time, value: scroll), to: &scrollSamples)
            return
        }
        for pointer in pointers where !pointer.resampled {
            noteMovement(time: time, pointer: pointer.id)
            let sample = PlanarSample(time: time, x: pointer.x, y: pointer.y)
            if let index = pointerHistories.firstIndex(where: { $0.id == pointer.id }) {
                // Appended in place: the history is reached through its index, never copied out.
                Self.append(sample, to: &pointerHistories[index].samples)
            } else {
                var samples = SlidingWindow<PlanarSample>()
                Self.append(sample, to: &samples)
                pointerHistories.append(PointerHistory(id: pointer.id, samples: samples))
            }
        }
    }

    /// A pointer that has not moved for too long means every pointer has stopped: all is forgotten.
    private mutating func noteMovement(time: Int64, pointer: Int) {
        if trackedPointers.contains(pointer), let lastEventTime, time - lastEventTime > Self.assumePointerStopped {
            for index in pointerHistories.indices { pointerHistories[index].samples.removeAll() }
            scrollSamples.removeAll()
        }
        lastEventTime = time
        if !trackedPointers.contains(pointer) { trackedPointers.append(pointer) }
    }

    /// Appends a sample as libinput does: one at the newest one's time replaces it, then at most
    /// `historySize` samples within `horizon` of the newest are kept.
    static func append<S: TimedSample>(_ sample: S, to window: inout SlidingWindow<S>) {
        if window.last?.time == sample.time { window.removeLast() }
        window.append(sample, keepingAtMost: historySize)
        window.dropOldest { sample.time - $0.time > horizon }
    }

    private mutating func clear() {
        pointerHistories.removeAll(keepingCapacity: true)
        scrollSamples.removeAll()
        trackedPointers.removeAll()
        lastEventTime = nil
    }

    private mutating func erase(pointer: Int) {
        pointerHistories.removeAll { $0.id == pointer }
        if pointer == 0 { scrollSamples.removeAll() }
        trackedPointers.removeAll { $0 == pointer }
    }

    /// The velocity in units per second, or nil when there is none (no estimator, no samples, a failed fit).
    public func velocity(axis: Axis, pointer: Int) -> Float? {
        switch axis {
        case .scroll:
            guard pointer == 0, !scrollSamples.isEmpty else { return nil }
            return Self.impulse(AxisSamples(.scalar(scrollSamples.live)), deltas: true)
        case .x: return planarVelocity(pointer: pointer).x
        case .y: return planarVelocity(pointer: pointer).y
        }
    }

    /// A pointer's x and y velocities, as `velocity(axis:pointer:)` gives each: LSQ2 makes the
    /// sums of time, which both axes share, once.
    public func planarVelocity(pointer: Int) -> (x: Float?, y: Float?) {
        guard let history = pointerHistories.first(where: { $0.id == pointer }), !history.samples.isEmpty else {
            return (nil, nil)
        }
        switch strategy {
        case .lsq2:
            return Self.leastSquares2(history.samples.live)
        case .impulse:
            let samples = history.samples.live
            return (
                Self.impulse(AxisSamples(.planar(samples, x: true)), deltas: false),
                Self.impulse(AxisSamples(.planar(samples, x: false)), deltas: false)
            )
        }
    }

    /// IMPULSE: the kinetic energy of the segments, oldest first; the first segment is taken as
    /// already moving (its work halved). Equal timestamps are skipped.
    static func impulse(_ list: AxisSamples, deltas: Bool) -> Float {
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
        for index in 1..<list.count {
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

    /// LSQ2 on each axis: two samples, a straight line by least squares; three or more, the
    /// closed-form unweighted quadratic in time relative to the newest sample. The sums of time
    /// are made once for both axes, and each axis's own sums in the same order as alone.
    static func leastSquares2(_ samples: ArraySlice<PlanarSample>) -> (x: Float?, y: Float?) {
        guard samples.count >= 2 else { return (nil, nil) }
        let newest = samples[samples.endIndex - 1]
        func time(_ sample: PlanarSample) -> Float { -Float(newest.time - sample.time) * 1e-9 }
        if samples.count == 2 {
            let (older, newer) = (samples[samples.startIndex], newest)
            let times = (time(older), time(newer))
            return (
                LeastSquares.lineSlope(x: times, y: (older.x, newer.x), tolerance: 1e-6),
                LeastSquares.lineSlope(x: times, y: (older.y, newer.y), tolerance: 1e-6)
            )
        }
        var sx: Float = 0
        var sxx: Float = 0
        var sxxx: Float = 0
        var sxxxx: Float = 0
        var (syX, sxyX, sxxyX): (Float, Float, Float) = (0, 0, 0)
        var (syY, sxyY, sxxyY): (Float, Float, Float) = (0, 0, 0)
        samples.withUnsafeBufferPointer { samples in
            for sample in samples {
                let x = time(sample)
                let xx = x * x
                sx += x
                sxx += xx
                sxxx += xx * x
                sxxxx += xx * xx
                syX += sample.x
                sxyX += x * sample.x
                sxxyX += xx * sample.x
                syY += sample.y
                sxyY += x * sample.y
                sxxyY += xx * sample.y
            }
        }
        let n = Float(samples.count)
        let cxx = sxx - sx * sx / n
        let cxx2 = sxxx - sx * sxx / n
        let cx2x2 = sxxxx - sxx * sxx / n
        let denominator = cxx * cx2x2 - cxx2 * cxx2
        guard denominator != 0 else { return (nil, nil) }
        func slope(_ sy: Float, _ sxy: Float, _ sxxy: Float) -> Float {
            let cxy = sxy - sx * sy / n
            let cx2y = sxxy - sxx * sy / n
            return (cxy * cx2x2 - cx2y * cxx2) / denominator
        }
        return (slope(syX, sxyX, sxxyX), slope(syY, sxyY, sxxyY))
    }
}

/// A sample with a time, for libinput's rule of what a window keeps.
protocol TimedSample: Sendable, Hashable {
    var time: Int64 { get }
}

extension AndroidVelocityTracker.Sample: TimedSample {}
extension AndroidVelocityTracker.PlanarSample: TimedSample {}

/// One axis's samples, read in place from the list that holds them: a pointer's (time, x, y)
/// history read as x or as y, or the scroll axis's own list.
struct AxisSamples {
    enum Storage {
        case planar(ArraySlice<AndroidVelocityTracker.PlanarSample>, x: Bool)
        case scalar(ArraySlice<AndroidVelocityTracker.Sample>)
    }

    let storage: Storage

    init(_ storage: Storage) {
        self.storage = storage
    }

    var count: Int {
        switch storage {
        case .planar(let samples, _): samples.count
        case .scalar(let samples): samples.count
        }
    }

    @inline(__always)
    subscript(index: Int) -> AndroidVelocityTracker.Sample {
        switch storage {
        case .planar(let samples, let x):
            let sample = samples[samples.startIndex + index]
            return AndroidVelocityTracker.Sample(time: sample.time, value: x ? sample.x : sample.y)
        case .scalar(let samples):
            return samples[samples.startIndex + index]
        }
    }
}
