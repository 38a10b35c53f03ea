/// One call the app made on its interactive transition: a percent-driven interactor's, or a
/// `UIViewPropertyAnimator`'s and its transition context's.
public struct ObservedTransitionCall: Sendable, Hashable {
    public enum Call: String, Sendable, Hashable, CaseIterable {
        // UIPercentDrivenInteractiveTransition.
        case start, update, finish, cancel, pause
        // UIViewPropertyAnimator and the transition context.
        case fractionComplete, pauseAnimation, startAnimation, reverse, continueAnimation, completeTransition
    }

    public var time: Double
    public var call: Call
    /// update's argument, or percentComplete at finish or cancel.
    public var percentComplete: Double?
    /// The completionSpeed in force at finish or cancel.
    public var completionSpeed: Double?
    /// The duration in force at finish or cancel, seconds.
    public var duration: Double?
    /// The value a `fractionComplete` call set.
    public var value: Double?
    /// What a `reverse` call set `isReversed` to.
    public var isReversed: Bool?
    /// A `continueAnimation` call's durationFactor and timing.
    public var durationFactor: Double?
    public var timing: ObservedTiming?
    /// A `completeTransition` call's argument.
    public var completed: Bool?
    /// Which gesture of the recording it belongs to (1, 2, …); nil for the first.
    public var gesture: Int?

    public init(
        time: Double, call: Call, percentComplete: Double? = nil, completionSpeed: Double? = nil,
        duration: Double? = nil
    ) {
        self.time = time
        self.call = call
        self.percentComplete = percentComplete
        self.completionSpeed = completionSpeed
        self.duration = duration
    }
}
