import GestureModel

/// The completionSpeed a transition reads at the moment finish() or cancel() is called.
public enum CompletionSpeed: Sendable, Hashable, CustomStringConvertible {
    /// A stored value; UIKit's base getter replaces a value ≤ 0 (or nan) with 1.0 (T3). An
    /// infinite one passes the guard and completes in 0 s.
    case constant(Double)
    /// The common getter override `1 − percentComplete`. An override bypasses the base getter's
    /// guard, so at percentComplete 1 it yields 0 (T8, C1).
    case remaining
    /// Any other getter override, as a subclass of UIPercentDrivenInteractiveTransition writes it.
    case override(CompletionSpeedOverride)

    /// The speed for a transition at `percentComplete`, and whether the guard replaced it.
    public func resolve(
        percentComplete: Double, duration: Double = 0, direction: PercentDrivenTransition.Direction = .finish
    ) -> (speed: Double, requested: Double, replaced: Bool) {
        switch self {
        case .constant(let value):
            if value > 0 { return (value, value, false) }
            return (1.0, value, true)
        case .remaining:
            let value = 1 - percentComplete
            return (value, value, false)
        case .override(let getter):
            let value = getter.speed(.init(percentComplete: percentComplete, duration: duration, direction: direction))
            return (value, value, false)
        }
    }

    /// A number, or `remaining` for 1 − percentComplete.
    public init?(parsing text: String) {
        if text == "remaining" {
            self = .remaining
        } else if let value = Double(text), value.isFinite {
            self = .constant(value)
        } else {
            return nil
        }
    }

    public var description: String {
        switch self {
        case .constant(let value): JSONWriter.formatNumber(value)
        case .remaining: "1 − percentComplete"
        case .override(let getter): getter.name
        }
    }
}
