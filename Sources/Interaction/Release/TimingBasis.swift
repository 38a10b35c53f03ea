/// The numbers behind another platform's completion time; the formula in words comes from
/// `formula` when a report shows it.
public enum TimingBasis: Sendable, Hashable {
    /// S4: min(D, r·W/|v|).
    case iosPop(duration: Double, remaining: Double, extent: Double, speed: Double)
    /// FC5: a fixed 350 ms either way (Flutter 3.27 and later).
    case flutterFixed(milliseconds: Double)
    /// FC5 up to Flutter 3.24: floor(800·(1 − p)) ms to finish, min(floor(800·p), 300) ms to cancel; the older route
    /// ends the gesture once the value falls below 0.02.
    case flutter(direction: PercentDrivenTransition.Direction, milliseconds: Double, endedAtValue002: Double?)
    /// AB5: a critically damped spring over progress × 100.
    case androidSpring(distance: Double, settlingTime: Double)
    /// RN3: react-navigation's spring over the remaining points, seeded with the release velocity.
    case reactNavigationSpring(distance: Double, speed: Double, settlingTime: Double)
    /// US1–US4: a UIKit spring over the remaining distance, seeded with the release velocity as a
    /// fraction of it per second (clipped from `unclipped` when the spring clips).
    case uikitSpring(spring: UIKitSpring, initialVelocity: Double, unclipped: Double, settlingTime: Double)
    /// A4, A5: an animator run: durationFactor × the animator's duration.
    case animatorRun(call: String, durationFactor: Double, duration: Double, reversed: Bool)
}
