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

    /// The newest three values, oldest first, in place: S3 reads no more than three.
    private struct LastThree: Sendable, Hashable {
        private var first = 0.0, second = 0.0, third = 0.0
        private(set) var count = 0

        var last: Double? {
            switch count {
            case 0: nil
            case 1: first
            case 2: second
            default: third
            }
        }

        mutating func append(_ value: Double) {
            switch count {
            case 0: first = value
            case 1: second = value
            case 2: third = value
            default: (first, second, third) = (second, third, value)
            }
            count = min(count + 1, 3)
        }

        /// The mean, summed oldest first from 0 as `reduce(0, +)` sums an array; 0 when empty.
        var average: Double {
            guard count > 0 else { return 0 }
            var sum = 0.0 + first
            if count > 1 { sum += second }
            if count > 2 { sum += third }
            return sum / Double(count)
        }
    }

    private var last: Accepted?
    private var velocities = LastThree()
    private var accelerations = LastThree()
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
        }
        velocities.append(velocity)
        count += 1
        last = Accepted(time: time, position: position)
    }

    public var averageVelocity: Double { velocities.average }
    public var averageAcceleration: Double { accelerations.average }
}
