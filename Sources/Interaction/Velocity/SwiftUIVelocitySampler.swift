import GestureModel

/// SwiftUI's drag velocity (SV1): the last three samples of the location, the velocity
/// 0.25 × the latest interval's + 0.75 × the previous one's (the latest interval's alone with two
/// samples, zero with fewer). A sample less than one ulp of 1 s after the last new time replaces
/// the newest sample instead of adding one; a sample from before it is ignored. Facts from
/// OpenSwiftUI's `VelocitySampler`, audited against SwiftUI.
public struct SwiftUIVelocitySampler: Sendable, Hashable {
    /// Up to three, oldest first. A window over one array keeps the sampler a few words wide inside
    /// the velocity estimator's enum, which every pan tracker holds and moves with each event.
    private var samples = SlidingWindow<Sample>()
    /// The time of the last sample that was not a replacement.
    private(set) var lastTime: Double?

    private struct Sample: Sendable, Hashable {
        var time: Double
        var position: Vector
    }

    /// The weight of the previous interval's velocity.
    static let previousWeight = 0.75

    public init() {}

    public mutating func add(time: Double, position: Vector) {
        let sample = Sample(time: time, position: position)
        if let lastTime {
            if time < lastTime { return }
            if time - lastTime < Double.ulpOfOne {
                samples.replaceLast(with: sample)
                return
            }
        }
        lastTime = time
        samples.append(sample, keepingAtMost: 3)
    }

    public var velocity: Vector {
        let samples = samples.live
        guard samples.count >= 2 else { return .zero }
        let first = samples.startIndex
        let (oldest, middle) = (samples[first], samples[first + 1])
        let previous = (middle.position - oldest.position) / (middle.time - oldest.time)
        guard samples.count == 3 else { return previous }
        let newest = samples[first + 2]
        let latest = (newest.position - middle.position) / (newest.time - middle.time)
        return latest + (previous - latest) * Self.previousWeight
    }
}
