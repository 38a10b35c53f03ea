/// The timing a `continueAnimation(withTimingParameters:durationFactor:)` call gave, as recorded.
public enum ObservedTiming: Sendable, Hashable {
    /// `UICubicTimingParameters` by control points.
    case cubic(x1: Double, y1: Double, x2: Double, y2: Double)
    /// `UISpringTimingParameters(dampingRatio:initialVelocity:)`.
    case springRatio(dampingRatio: Double, initialVelocity: Vector?)
    /// `UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)`.
    case springPhysical(mass: Double, stiffness: Double, damping: Double, initialVelocity: Vector?)
}
