import GestureModel

/// How a recognizer estimates velocity. `uikit` is the recognizer's own rule (P6 for pans, N4 for
/// pinches); the others follow other platforms, so one recording can be judged as each would.
public enum VelocityStrategy: String, Sendable, Hashable, CaseIterable {
    /// P6 (pan: 0.2 × latest + 0.8 × previous sample) or N4 (pinch: 0.75 × previous + 0.25 × latest).
    case uikit
    /// Android's default: least-squares quadratic, 100 ms horizon, 40 ms stop, 20 samples, float32.
    case lsq2
    /// Android's impulse (kinetic energy) strategy, same horizon and stop rules.
    case impulse
    /// Flutter's VelocityTracker: least-squares quadratic, 20 samples, 100 ms, 40 ms gap, ≥ 3 samples.
    case flutter
    /// The last two samples only, for comparison.
    case last
    /// SwiftUI's DragGesture: the last three samples, 0.25 × the latest interval + 0.75 × the previous (SV1).
    case swiftui
}
