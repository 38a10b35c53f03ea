import GestureModel

/// S3's running statistics: averages of the last three accepted velocity and acceleration samples,
/// normalised by the view width. A sample is accepted 10 ms after the last, or after 1 ms when the
/// position changed; each acceleration may differ from the previous one by at most 5 per second².
public struct IOSPopStatistics: Sendable, Hashable {
    /// The last accepted sample.
    private struct Accepted: Sendable, Hashable {
        var time: Double
        var position: Double
    }

    private var last: Accepted?
    private var velocities: [Double] = []
    private var accelerations: [Double] = []
    /// Accepted samples that produced a velocity.
    public private(set) var count = 0

    public init() {}

    /// A changed sample: `position` is the translation over the view width.
    public mutating func add(time: Double, position: Double) {
        guard let previous = last else {
            last = Accepted(time: time, position: position)
            return
        }
        let dt = time - previous.time
        guard dt >= 0.010 || (dt > 0.001 && position != previous.position) else { return }
        let velocity = (position - previous.position) / dt
        if let lastVelocity = velocities.last {
            // Each acceleration may differ from the previous one (0 at first) by at most 5 per second².
            let lastAcceleration = accelerations.last ?? 0
            let acceleration = min(max((velocity - lastVelocity) / dt, lastAcceleration - 5), lastAcceleration + 5)
            accelerations.append(acceleration)
            if accelerations.count > 3 { accelerations.removeFirst() }
        }
        velocities.append(velocity)
        if velocities.count > 3 { velocities.removeFirst() }
        count += 1
        last = Accepted(time: time, position: position)
    }

    public var averageVelocity: Double { velocities.isEmpty ? 0 : velocities.reduce(0, +) / Double(velocities.count) }
    public var averageAcceleration: Double { accelerations.isEmpty ? 0 : accelerations.reduce(0, +) / Double(accelerations.count) }
}
