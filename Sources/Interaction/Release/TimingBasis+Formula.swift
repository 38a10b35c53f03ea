import GestureModel

extension TimingBasis {
    /// The duration's formula in numbers, for the report.
    public var formula: String {
        switch self {
        case .iosPop(let duration, let remaining, let extent, let speed):
            return
                "min(D, r·W/|v|) = min(\(prose(duration, 3)), \(prose(remaining, 3))·\(prose(extent, 0))/\(prose(abs(speed), 1))) s"
        case .flutterFixed(let milliseconds):
            return milliseconds > 0 ? "\(prose(milliseconds, 0)) ms, fixed (Flutter 3.27+)" : "0 ms: already there"
        case .flutter(let direction, let milliseconds, let endedAt):
            var formula =
                direction == .finish
                ? "floor(800·(1 − p)) = \(prose(milliseconds, 0)) ms"
                : "min(floor(800·p), 300) = \(prose(milliseconds, 0)) ms"
            if let endedAt { formula += ", ended at value 0.02: \(prose(endedAt, 0)) ms" }
            return formula
        case .androidSpring(let distance, let settlingTime):
            return
                "spring k 1500, ζ 1 over progress × 100 from \(prose(distance, 1)): \(Self.rest(settlingTime))"
        case .reactNavigationSpring(let distance, let speed, let settlingTime):
            return
                "spring k 1000, c 500, m 3 over \(prose(distance, 1)) pt seeded with \(prose(speed, 1)) pt/s: \(Self.rest(settlingTime))"
        case .uikitSpring(let spring, let velocity, let unclipped, let settlingTime):
            let (mass, stiffness, damping) = spring.constants
            let zeta = spring.dampingRatio
            let clamped = spring.isClampedToCritical ? ", run critically damped (US5)" : ""
            let seed =
                velocity == unclipped
                ? prose(velocity, 2) : "\(prose(velocity, 2)) (clipped from \(prose(unclipped, 2)))"
            return
                "UIKit spring m \(prose(mass, 2)), k \(prose(stiffness, 1)), c \(prose(damping, 2)) (ζ \(prose(zeta, 2))\(clamped), perceptual \(prose(spring.perceptualDuration, 3)) s) seeded with \(seed) of the distance per second: \(Self.rest(settlingTime))"
                + (spring.continuesOn == .animatorCurve ? ", the transition on its animator's own curve (US6)" : "")
        case .animatorRun(let call, let factor, let duration, let reversed):
            return
                "\(call)\(reversed ? " reversed" : ""): durationFactor \(prose(factor, 3)) × \(prose(duration, 3)) s = \(prose(max(factor, 0) * duration, 3)) s"
        }
    }

    /// "0.412 s to rest", or that the spring is not at rest when the settling search's horizon ends it.
    static func rest(_ settlingTime: Double) -> String {
        Spring.settled(settlingTime)
            ? "\(prose(settlingTime, 3)) s to rest" : "not at rest within \(prose(Spring.horizon, 0)) s, ended there"
    }

    /// Whether a spring's completion came to rest within the settling search's horizon; nil for
    /// a completion that is not a spring.
    public var springSettled: Bool? {
        switch self {
        case .androidSpring(_, let settlingTime), .reactNavigationSpring(_, _, let settlingTime),
            .uikitSpring(_, _, _, let settlingTime):
            Spring.settled(settlingTime)
        case .iosPop, .flutterFixed, .flutter, .animatorRun: nil
        }
    }
}
