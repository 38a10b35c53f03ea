/// What a gesture handler drives: UIPercentDrivenInteractiveTransition's API, plus `start()` for
/// the app's push, pop or present call.
///
/// The replay passes its model of the transition (`InteractionController`); an app passes a short
/// adapter over its real interactor, so one handler type runs in both. Only the first nine members
/// are UIKit's; the rest have defaults an adapter never needs to write.
public protocol PercentDrivenInteraction {
    /// The last accepted percentComplete.
    var percentComplete: Double { get }
    /// The animator's transitionDuration, seconds.
    var duration: Double { get }
    var completionSpeed: Double { get set }
    var completionCurve: CompletionCurve { get set }
    /// The app's push, pop or present call that starts the interactive transition.
    mutating func start()
    mutating func update(_ percentComplete: Double)
    mutating func finish()
    mutating func cancel()
    mutating func pause()

    /// finish(), telling a replay's report which progress the handler decided on and the threshold
    /// it compared it with. On a device it is plain finish().
    mutating func finish(decidedAt progress: Double, threshold: Double?)
    /// cancel(), with what the handler decided on, for a replay's report.
    mutating func cancel(decidedAt progress: Double, threshold: Double?)
    /// Overrides the completionSpeed getter, as a subclass does; read at finish() and cancel(). An
    /// app's subclass overrides the getter itself, so an adapter may leave this alone.
    mutating func overrideCompletionSpeed(_ getter: CompletionSpeedOverride)

    /// The completion timing the transition runs (UIKit's, or a platform's for a scenario).
    var completionTiming: CompletionTiming { get }
    /// The spring the `uikit-spring` timing runs on.
    var completionSpring: UIKitSpring { get }
    /// finish() or cancel() with a decision a scenario's rules made, and its platform timing;
    /// a decision without a direction leaves the transition alone.
    mutating func complete(_ decision: ReleaseDecision, timing: PercentDrivenTransition.TimingOverride?)
    /// Something a scenario's handler saw wrong in its own gesture, for the report.
    mutating func diagnose(_ diagnostic: Diagnostic)
    /// Whether finish() or cancel() started a completion that is still running: what a handler
    /// that grabs the transition (T12) asks on began before it calls pause(). An app keeps this
    /// itself (its animator's `isRunning`); an adapter that never pauses needs none.
    var isCompleting: Bool { get }
}

extension PercentDrivenInteraction {
    public mutating func finish(decidedAt progress: Double) { finish(decidedAt: progress, threshold: nil) }
    public mutating func cancel(decidedAt progress: Double) { cancel(decidedAt: progress, threshold: nil) }

    public mutating func finish(decidedAt progress: Double, threshold: Double?) { finish() }
    public mutating func cancel(decidedAt progress: Double, threshold: Double?) { cancel() }
    public mutating func overrideCompletionSpeed(_ getter: CompletionSpeedOverride) {}
    public var completionTiming: CompletionTiming { .uikit }
    public var completionSpring: UIKitSpring { .system }

    public mutating func complete(_ decision: ReleaseDecision, timing: PercentDrivenTransition.TimingOverride?) {
        switch decision.direction {
        case .finish: finish()
        case .cancel: cancel()
        case nil: break
        }
    }

    public mutating func diagnose(_ diagnostic: Diagnostic) {}
    public var isCompleting: Bool { false }
}
