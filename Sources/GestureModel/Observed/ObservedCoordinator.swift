/// What a system transition's coordinator reported when its interactive part ended
/// (`notifyWhenInteractionChanges`): whether it is cancelling, and how it completes.
public struct ObservedCoordinator: Sendable, Hashable {
    public var time: Double
    public var isCancelled: Bool
    /// The transition's percentComplete when the interaction ended.
    public var percentComplete: Double?
    /// The completion's speed factor (`completionVelocity`).
    public var completionVelocity: Double?
    /// The transition's duration, seconds.
    public var transitionDuration: Double?
    /// The completion curve as the recorder wrote it (`easeInOut`, or UIKit's raw value).
    public var completionCurve: String?
    /// Which gesture of the recording it belongs to (1, 2, …); nil for the first.
    public var gesture: Int?

    public init(
        time: Double, isCancelled: Bool, percentComplete: Double? = nil, completionVelocity: Double? = nil,
        transitionDuration: Double? = nil, completionCurve: String? = nil, gesture: Int? = nil
    ) {
        self.time = time
        self.isCancelled = isCancelled
        self.percentComplete = percentComplete
        self.completionVelocity = completionVelocity
        self.transitionDuration = transitionDuration
        self.completionCurve = completionCurve
        self.gesture = gesture
    }
}
