import GestureModel

/// An app's gesture handler for a transition driven by a `UIViewPropertyAnimator`: the code its
/// recognizer's action method runs, written once so the app and its tests share it. Replay it
/// through `AnimatorDriven`, which is a `GestureHandler`.
///
/// ```swift
/// struct PhotoDismiss: AnimatorGestureHandler {
///     mutating func handle(_ gesture: inout Gesture, animator: inout some PropertyAnimatorInteraction) {
///         let step = gesture.translation.dy / (gesture.bounds.height / 2)
///         switch gesture.state {
///         case .began:
///             animator.startInteractiveTransition()
///             animator.addCompletion(.completesTransition)
///         case .changed: animator.fractionComplete = step
///         case .ended, .cancelled:
///             animator.isReversed = animator.fractionComplete <= 0.33
///             let remaining = animator.isReversed ? animator.fractionComplete : 1 - animator.fractionComplete
///             animator.continueAnimation(withTimingParameters: nil, durationFactor: remaining)
///         default: break
///         }
///     }
/// }
/// ```
public protocol AnimatorGestureHandler {
    /// Names the handler in reports; by default its type's name.
    var name: String { get }
    /// One action. `animator` is the replay's model in tests and an adapter over the app's real
    /// animator and transition context on a device.
    mutating func handle(_ gesture: inout Gesture, animator: inout some PropertyAnimatorInteraction)
}

extension AnimatorGestureHandler {
    public var name: String { String(describing: Self.self) }
}
