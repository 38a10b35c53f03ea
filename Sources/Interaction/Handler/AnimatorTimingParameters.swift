import GestureModel

/// The `UITimingCurveProvider` a `continueAnimation` call passes.
public enum AnimatorTimingParameters: Sendable, Hashable {
    /// `UICubicTimingParameters`: a named curve or control points.
    case cubic(CompletionCurve)
    /// `UISpringTimingParameters(dampingRatio:initialVelocity:)`, the velocity's dx as a fraction
    /// of the remaining distance per second.
    case spring(dampingRatio: Double, initialVelocity: Double)
    /// `UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)`.
    case springPhysical(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double)
}
