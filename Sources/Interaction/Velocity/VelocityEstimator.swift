import GestureModel

/// Feeds a stream of positions (a pan's centroid, or a pinch's scale in `dx`) to the chosen
/// platform's tracker and reports its velocity. For `uikit` it reports nothing: UIKit's velocity
/// is the recognizer's own rule (P6 for pans, N4 for pinches), which the recognizers compute.
public struct VelocityEstimator: Sendable, Hashable {
    /// The one tracker a strategy uses, chosen once.
    private enum Backend: Sendable, Hashable {
        case uikit
        case android(AndroidVelocityTracker)
        case flutter(FlutterVelocityTracker)
        case lastTwo(LastTwoSamples)
        case swiftui(SwiftUIVelocitySampler)
        /// Only while `update` has the tracker out: the enum holds no reference to its buffers
        /// then, so the tracker changes them in place instead of copying them.
        case taken
    }

    /// The last two positions and their times, for the `last` strategy: two fields, not a list.
    private struct LastTwoSamples: Sendable, Hashable {
        struct Stamped: Sendable, Hashable {
            var time: Double
            var position: Vector
        }
        var previous: Stamped?
        var latest: Stamped?

        mutating func append(time: Double, position: Vector) {
            previous = latest
            latest = Stamped(time: time, position: position)
        }

        var velocity: Vector {
            guard let previous, let latest else { return .zero }
            let dt = latest.time - previous.time
            return dt > 0 ? (latest.position - previous.position) / dt : .zero
        }
    }

    public let strategy: VelocityStrategy
    private var backend: Backend
    /// The time of the first position: trackers work in time since then, so a trace's absolute
    /// times (epoch seconds, say) never reach a fixed-point conversion.
    private var origin: Double?

    public init(strategy: VelocityStrategy) {
        self.strategy = strategy
        backend =
            switch strategy {
            case .uikit: .uikit
            case .lsq2: .android(AndroidVelocityTracker(strategy: .lsq2))
            case .impulse: .android(AndroidVelocityTracker(strategy: .impulse))
            case .flutter: .flutter(FlutterVelocityTracker())
            case .last: .lastTwo(LastTwoSamples())
            case .swiftui: .swiftui(SwiftUIVelocitySampler())
            }
    }

    /// The gesture's first position (a touch-down: Android forgets everything before it).
    public mutating func down(time: Double, position: Vector) {
        if origin == nil { origin = time }
        add(time: time, position: position, action: .down)
    }

    /// Runs `change` on the backend taken out of `self` (`.taken` left in its place), then puts
    /// it back: the one way the backend is changed, so every path returns a tracker.
    @inline(__always)
    private mutating func update(_ change: (inout Backend) -> Void) {
        var taken = Backend.taken
        swap(&taken, &backend)
        change(&taken)
        backend = taken
        assert(backend != .taken, "a velocity tracker was taken out and not put back")
    }

    /// Always inlined, so `uikit` (which keeps nothing) costs a test of the strategy per move,
    /// before the backend (a large enum) is looked at.
    @inline(__always)
    public mutating func move(time: Double, position: Vector) {
        if origin == nil { origin = time }
        if case .uikit = strategy { return }
        feed(time: time, position: position)
    }

    private mutating func feed(time: Double, position: Vector) {
        add(time: time, position: position, action: .move)
    }

    /// One position, to the tracker taken out: a touch-down starts the last-two and SwiftUI
    /// samplers afresh, as Android's tracker starts itself on `.down`; Flutter's keeps its window.
    private mutating func add(time: Double, position: Vector, action: AndroidVelocityTracker.Action) {
        let (nanoseconds, relative) = (nanoseconds(time), relative(time))
        update { backend in
            switch backend {
            case .uikit, .taken: break
            case .android(var tracker):
                backend = .taken
                tracker.addMovement(
                    time: nanoseconds, action: action, pointers: CollectionOfOne(Self.pointer(position)))
                backend = .android(tracker)
            case .flutter(var tracker):
                backend = .taken
                tracker.addPosition(time: relative, x: position.dx, y: position.dy)
                backend = .flutter(tracker)
            case .lastTwo(var samples):
                backend = .taken
                if action == .down { samples = LastTwoSamples() }
                samples.append(time: time, position: position)
                backend = .lastTwo(samples)
            case .swiftui(var sampler):
                backend = .taken
                if action == .down { sampler = SwiftUIVelocitySampler() }
                sampler.add(time: relative, position: position)
                backend = .swiftui(sampler)
            }
        }
    }

    /// The lift: Android drops its estimate when it comes more than 40 ms after the last movement.
    public mutating func up(time: Double) {
        guard case .android = backend else { return }
        let nanoseconds = nanoseconds(time)
        update { backend in
            guard case .android(var tracker) = backend else { return }
            backend = .taken
            tracker.addMovement(time: nanoseconds, action: .up, pointers: EmptyCollection())
            backend = .android(tracker)
        }
    }

    /// The velocity at `time`; zero where the platform would report none; nil for `uikit`, whose
    /// velocity the recognizer computes.
    @inline(__always)
    public func velocity(at time: Double) -> Vector? {
        estimate(at: time)?.velocity
    }

    /// The velocity at `time` with the offset the platform's estimate spans, where it has one
    /// (Flutter's: newest minus oldest sample of its window, FC3); nil for `uikit`.
    @inline(__always)
    public func estimate(at time: Double) -> (velocity: Vector, window: Vector?)? {
        estimate(at: time, made: true)
    }

    /// `estimate(at:)`, or with `made` false what stands for a platform strategy's estimate a
    /// caller does not make (`PanSample.unestimated`, velocity and window); nil for `uikit`
    /// either way, whose velocity the recognizer keeps on every move.
    @inline(__always)
    public func estimate(at time: Double, made: Bool) -> (velocity: Vector, window: Vector?)? {
        if case .uikit = strategy { return nil }
        return made ? platformEstimate(at: time) : (PanSample.unestimated, PanSample.unestimated)
    }

    private func platformEstimate(at time: Double) -> (velocity: Vector, window: Vector?)? {
        switch backend {
        case .uikit:
            return nil
        case .taken:
            assertionFailure("a velocity tracker was read while taken out")
            return nil
        case .android(let tracker):
            let (x, y) = tracker.planarVelocity(pointer: 0)
            return (Vector(dx: Double(x ?? 0), dy: Double(y ?? 0)), nil)
        case .flutter(let tracker):
            let estimate = tracker.estimate(at: relative(time))
            return (Vector(dx: estimate.x, dy: estimate.y), Vector(dx: estimate.offsetX, dy: estimate.offsetY))
        case .lastTwo(let samples):
            return (samples.velocity, nil)
        case .swiftui(let sampler):
            return (sampler.velocity, nil)
        }
    }

    private func relative(_ time: Double) -> Double { time - (origin ?? time) }

    /// Nanoseconds since the first position, saturating: Android's tracker keeps integer nanoseconds.
    private func nanoseconds(_ time: Double) -> Int64 {
        let value = (relative(time) * 1e9).rounded()
        guard value.isFinite else { return value > 0 ? .max : .min }
        return Int64(exactly: value) ?? (value > 0 ? .max : .min)
    }

    private static func pointer(_ position: Vector) -> AndroidVelocityTracker.Pointer {
        .init(id: 0, x: Float(position.dx), y: Float(position.dy))
    }
}
