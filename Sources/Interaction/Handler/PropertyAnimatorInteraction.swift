import GestureModel

/// What an interactive transition driven by a `UIViewPropertyAnimator` offers its gesture handler:
/// the animator's own API (`fractionComplete`, `isReversed`, `pauseAnimation()`, `startAnimation()`,
/// `continueAnimation(withTimingParameters:durationFactor:)`, `scrubsLinearly`,
/// `pausesOnCompletion`, `addCompletion(_:)`) and the transition context's `completeTransition(_:)`.
///
/// The replay passes its model (A1–A8, docs/model.md); an app passes a short adapter over its real
/// animator and context, so one handler type runs in both, as `PercentDrivenInteraction` does for
/// percent-driven transitions.
public protocol PropertyAnimatorInteraction {
    /// The animator's duration, seconds.
    var duration: Double { get }
    /// Settable while the animator is paused (A2).
    var fractionComplete: Double { get set }
    var isReversed: Bool { get set }
    var isRunning: Bool { get }
    var state: AnimatingState { get }
    var scrubsLinearly: Bool { get set }
    var pausesOnCompletion: Bool { get set }
    /// The app's push, pop or present call: the transition starts, its animator paused at 0 (A1).
    mutating func startInteractiveTransition()
    mutating func startAnimation()
    mutating func pauseAnimation()
    /// nil parameters keep the animator's own timing (A4).
    mutating func continueAnimation(withTimingParameters parameters: AnimatorTimingParameters?, durationFactor: Double)
    /// A completion block, run when the animator ends (never with `pausesOnCompletion`, A8).
    mutating func addCompletion(_ completion: AnimatorCompletion)
    /// The transition context's `completeTransition(_:)`.
    mutating func completeTransition(_ didComplete: Bool)
}
