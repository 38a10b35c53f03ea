import GestureModel

/// An animator-driven handler as a `GestureHandler`: each action runs the handler against the
/// animator model (A1–A8) over the replay's transition, and the animator's state is kept between
/// actions. The replay makes the transition interruptible for it (T10).
public struct AnimatorDriven<Handler: AnimatorGestureHandler>: GestureHandler {
    public var handler: Handler
    public private(set) var animator: PropertyAnimatorModel

    /// `duration` and `curve`: the animator the app's `interruptibleAnimator(using:)` returns.
    public init(_ handler: Handler, duration: Double, curve: CompletionCurve = .easeInOut) {
        self.handler = handler
        animator = PropertyAnimatorModel(duration: duration, curve: curve)
    }

    public var name: String { handler.name }

    public static var drivesInterruptibleAnimator: Bool { true }

    public mutating func handle(_ gesture: inout Gesture, transition: inout some PercentDrivenInteraction) {
        animator.settle(at: gesture.time)
        var bridge = AnimatorBridge(
            animator: animator, transition: transition, time: gesture.time, trigger: gesture.state)
        handler.handle(&gesture, animator: &bridge)
        animator = bridge.animator
        transition = bridge.transition
    }

    /// A8: a run that ended without any completeTransition(_:) leaves the transition context
    /// waiting: the app is stuck.
    public func diagnostics(atEndOf time: Double) -> [Diagnostic] {
        guard let run = animator.lastRun, animator.completedTransition == nil,
            animator.completionCall(after: run) == nil
        else { return [] }
        return [
            Diagnostic(
                time: run.end,
                detail: .transitionNeverCompleted(
                    pausesOnCompletion: animator.pausesOnCompletion, blocks: animator.completions.count))
        ]
    }
}
