/// What the real system did while a trace was recorded (the `observed` extension of the format):
/// the app's own recognizer's callbacks, its transition calls and the completion. The replay
/// never reads it; the fidelity check compares the models with it. Every part is optional.
public struct ObservedBehaviour: Sendable, Hashable {
    /// The OS and the device, as the recorder wrote them ("iOS 18.1, iPhone 15 Pro").
    public var system: String?
    public var recognizer: ObservedRecognizer?
    /// The app's calls on the interactive transition, in order.
    public var transition: [ObservedTransitionCall]
    public var completion: ObservedCompletion?

    public init(
        system: String? = nil, recognizer: ObservedRecognizer? = nil, transition: [ObservedTransitionCall] = [],
        completion: ObservedCompletion? = nil
    ) {
        self.system = system
        self.recognizer = recognizer
        self.transition = transition
        self.completion = completion
    }
}
