import GestureModel

/// How long the completion animation runs, and on which curve: UIKit's completionSpeed formula
/// (T3, T4), or another platform's timing for the same release.
public enum CompletionTiming: String, Sendable, Hashable, CaseIterable {
    /// (1 − p)·d/s on finish, p·d/s on cancel, on the completion curve.
    case uikit
    /// The system pop (S4): min(D, r·W/|v|), r the remaining fraction, v the lift-off speed.
    case iosPop = "ios-pop"
    /// CupertinoPageRoute since Flutter 3.27 (flutter/flutter#153765): 350 ms either way, on
    /// fastEaseInToSlowEaseOut (FC5).
    case flutter
    /// CupertinoPageRoute up to Flutter 3.24: finish 800·(1 − p) ms uncapped, cancel min(800·p, 300) ms,
    /// on fastLinearToSlowEaseIn.
    case flutter324 = "flutter-3.24"
    /// The older CupertinoPageRoute also ended the user gesture once a pop's value fell below 0.02.
    case flutterLegacy = "flutter-legacy"
    /// Predictive back's progress spring (medium stiffness 1500, no bounce), seeded with the progress velocity.
    case androidSpring = "android-spring"
    /// react-navigation's iOS spec: stiffness 1000, damping 500, mass 3, overshoot clamped, rest at 10 px and 10 px/s.
    case reactNavigationSpring = "react-navigation-spring"
    /// A UIViewPropertyAnimator continued on UISpringTimingParameters, seeded with the release
    /// velocity, running to rest (US1–US4).
    case uikitSpring = "uikit-spring"

    /// Whether the completion runs on the transition's curve: UIKit's and the system pop's do; the
    /// Flutter timings and the springs set their own.
    public var readsCurve: Bool {
        switch self {
        case .uikit, .iosPop: true
        case .flutter, .flutter324, .flutterLegacy, .androidSpring, .reactNavigationSpring, .uikitSpring: false
        }
    }

    /// The curve a timing that does not read the transition's sets itself, as a scenario records
    /// it: Flutter's curves; the springs' own motion has no cubic, so easeInOut stands for it.
    public var ownCurve: CompletionCurve {
        switch self {
        case .flutter: .fastEaseInToSlowEaseOut
        case .flutter324, .flutterLegacy: Self.fastLinearToSlowEaseIn
        case .uikit, .iosPop, .androidSpring, .reactNavigationSpring, .uikitSpring: .easeInOut
        }
    }

    /// Flutter's `Curves.fastLinearToSlowEaseIn`.
    public static let fastLinearToSlowEaseIn = CompletionCurve.custom(x1: 0.18, y1: 1.0, x2: 0.04, y2: 1.0)

    /// The completion's duration, curve and the numbers behind it, for a timing other than UIKit's
    /// (which the transition computes from its completion speed).
    /// - Parameters:
    ///   - remaining: the fraction still to run (1 − p on finish, p on cancel).
    ///   - speed: the lift-off speed along the gesture, points per second, signed toward finishing.
    ///   - spring: the spring `uikit-spring` runs on.
    public func completion(
        direction: PercentDrivenTransition.Direction, progress: Double, speed: Double, extent: Double,
        duration: Double, curve: CompletionCurve, spring uikitSpring: UIKitSpring = .system
    ) -> (duration: Double, curve: CompletionCurve, basis: TimingBasis)? {
        let remaining = direction == .finish ? 1 - progress : progress
        switch self {
        case .uikit:
            return nil
        case .iosPop:
            let distance = remaining * extent
            let byFinger = abs(speed) > 0 ? distance / abs(speed) : .infinity
            let time = min(duration, byFinger)
            return (time, curve, .iosPop(duration: duration, remaining: remaining, extent: extent, speed: speed))
        case .flutter:
            let milliseconds = remaining > 0 ? 350.0 : 0
            return (milliseconds / 1000, .fastEaseInToSlowEaseOut, .flutterFixed(milliseconds: milliseconds))
        case .flutter324, .flutterLegacy:
            let full =
                direction == .finish ? (800 * remaining).rounded(.down) : min((800 * remaining).rounded(.down), 300)
            var endedAt: Double?
            let flutterCurve = Self.fastLinearToSlowEaseIn
            if self == .flutterLegacy, direction == .finish, full > 0 {
                // The gesture ends when the value (1 − progress) drops below 0.02.
                let target = (0.98 - progress) / remaining
                if target > 0 { endedAt = (full * Self.timeFraction(reaching: target, on: flutterCurve)).rounded() }
            }
            return (
                (endedAt ?? full) / 1000, flutterCurve,
                .flutter(direction: direction, milliseconds: full, endedAtValue002: endedAt)
            )
        case .androidSpring:
            // The spring runs on progress × 100; its rest thresholds are 0.75 units and 62.5 × 0.75 units/s.
            let spring = Spring(
                stiffness: 1500, damping: 2 * 1500.0.squareRoot(), mass: 1, distance: remaining * 100,
                initialVelocity: (direction == .finish ? speed : -speed) / extent * 100,
                restDisplacement: 0.75, restSpeed: 46.875, clampsOvershoot: false)
            return (
                spring.settlingTime, .spring(spring),
                .androidSpring(distance: remaining * 100, settlingTime: spring.settlingTime)
            )
        case .reactNavigationSpring:
            let spring = Spring(
                stiffness: 1000, damping: 500, mass: 3, distance: remaining * extent,
                initialVelocity: direction == .finish ? speed : -speed,
                restDisplacement: 10, restSpeed: 10, clampsOvershoot: true)
            return (
                spring.settlingTime, .spring(spring),
                .reactNavigationSpring(distance: remaining * extent, speed: speed, settlingTime: spring.settlingTime)
            )
        case .uikitSpring:
            if speed == 0, let resting = uikitSpring.restingSpring {
                // US7: with no velocity the app continues the animator with no new timing and a
                // durationFactor of 0: on its own spring, from rest, in its remaining share (A4).
                let spring = resting.spring(initialVelocity: 0)
                let call =
                    "continueAnimation with durationFactor 0 on the animator's own spring (ζ \(prose(resting.dampingRatio, 2)), perceptual \(prose(resting.perceptualDuration, 3)) s), in its remaining share (US7)"
                return (
                    remaining * spring.settlingTime, .spring(spring),
                    .animatorRun(
                        call: call, durationFactor: remaining, duration: spring.settlingTime,
                        reversed: direction == .cancel)
                )
            }
            // A reversed animator runs back over what it covered: the release velocity points the other way.
            let (velocity, unclipped) = uikitSpring.initialVelocity(
                speed: direction == .finish ? speed : -speed, remaining: remaining, extent: extent)
            let spring = uikitSpring.spring(initialVelocity: velocity)
            let time = remaining > 0 ? spring.settlingTime : 0
            return (
                time, uikitSpring.continuesOn == .spring ? .spring(spring) : curve,
                .uikitSpring(
                    spring: uikitSpring, initialVelocity: velocity, unclipped: unclipped, settlingTime: time)
            )
        }
    }

    /// The time fraction at which `curve` reaches `value`, by bisection (curves here are monotonic).
    static func timeFraction(reaching value: Double, on curve: CompletionCurve) -> Double {
        var low = 0.0
        var high = 1.0
        for _ in 0..<60 {
            let middle = (low + high) / 2
            if curve.value(at: middle) < value { low = middle } else { high = middle }
        }
        return high
    }
}
