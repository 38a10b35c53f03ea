/// Flutter's VelocityTracker: a least-squares quadratic over up to 20 samples within 100 ms,
/// stopping at a gap of more than 40 ms, at least 3 samples, in double precision.
public struct FlutterVelocityTracker: Sendable, Hashable {
    static let historySize = 20
    static let horizonMilliseconds = 100.0
    static let assumeStoppedMilliseconds = 40.0
    static let minimumSamples = 3

    private struct Sample: Sendable, Hashable {
        var milliseconds: Double
        var x: Double
        var y: Double
    }

    /// A ring buffer in Flutter; here the newest last, at most `historySize`.
    private var samples = SlidingWindow<Sample>()

    public init() {}

    /// addPosition: time in seconds (since the gesture began, as the estimator passes it).
    public mutating func addPosition(time: Double, x: Double, y: Double) {
        samples.append(Sample(milliseconds: time * 1000, x: x, y: y), keepingAtMost: Self.historySize)
    }

    /// The velocity per second at `time`: zero with fewer than 3 usable samples, when a fit fails,
    /// or when more than 40 ms have passed since the last position (newer Flutter's stopwatch).
    public func velocity(at time: Double) -> (x: Double, y: Double) {
        let estimate = estimate(at: time)
        return (estimate.x, estimate.y)
    }

    /// Flutter's `VelocityEstimate` at `time`: the velocity per second and the estimate's offset,
    /// the newest sample minus the oldest one the estimate used (what a drag's fling test reads,
    /// FC3). Too few samples give a zero velocity and still their offset; a stopped pointer gives
    /// zero for both.
    public func estimate(at time: Double) -> (x: Double, y: Double, offsetX: Double, offsetY: Double) {
        let samples = samples.live
        guard let newest = samples.last else { return (0, 0, 0, 0) }
        if time * 1000 - newest.milliseconds > Self.assumeStoppedMilliseconds { return (0, 0, 0, 0) }
        // The samples used are the newest `used`, back to a gap or the horizon.
        var used = 0
        var previous = newest
        for sample in samples.reversed() {
            let age = newest.milliseconds - sample.milliseconds
            let gap = previous.milliseconds - sample.milliseconds
            if age > Self.horizonMilliseconds || gap > Self.assumeStoppedMilliseconds { break }
            used += 1
            previous = sample
        }
        let oldest = used > 0 ? samples[samples.endIndex - used] : newest
        let offset = (x: newest.x - oldest.x, y: newest.y - oldest.y)
        guard used >= Self.minimumSamples else { return (0, 0, offset.x, offset.y) }
        // Newest first, as Flutter fills its arrays; the work space is on the stack.
        return withUnsafeTemporaryAllocation(of: Double.self, capacity: 3 * used) { space in
            let times = UnsafeMutableBufferPointer(rebasing: space[0..<used])
            let xs = UnsafeMutableBufferPointer(rebasing: space[used..<2 * used])
            let ys = UnsafeMutableBufferPointer(rebasing: space[2 * used..<3 * used])
            for offset in 0..<used {
                let sample = samples[samples.endIndex - 1 - offset]
                times[offset] = sample.milliseconds - newest.milliseconds
                xs[offset] = sample.x
                ys[offset] = sample.y
            }
            guard
                let (slopeX, slopeY) = LeastSquares.quadraticSlopes(
                    x: UnsafeBufferPointer(times), first: UnsafeBufferPointer(xs), second: UnsafeBufferPointer(ys),
                    tolerance: 1e-10)
            else { return (0, 0, offset.x, offset.y) }
            return (slopeX * 1000, slopeY * 1000, offset.x, offset.y)
        }
    }
}
