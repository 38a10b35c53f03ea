/// One call the app made on its interactive transition.
public struct ObservedTransitionCall: Sendable, Hashable {
    public enum Call: String, Sendable, Hashable, CaseIterable {
        case start, update, finish, cancel, pause
    }

    public var time: Double
    public var call: Call
    /// update's argument, or percentComplete at finish or cancel.
    public var percentComplete: Double?
    /// The completionSpeed in force at finish or cancel.
    public var completionSpeed: Double?
    /// The duration in force at finish or cancel, seconds.
    public var duration: Double?

    public init(time: Double, call: Call, percentComplete: Double? = nil, completionSpeed: Double? = nil, duration: Double? = nil) {
        self.time = time
        self.call = call
        self.percentComplete = percentComplete
        self.completionSpeed = completionSpeed
        self.duration = duration
    }
}
