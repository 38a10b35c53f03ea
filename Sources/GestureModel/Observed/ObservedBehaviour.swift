/// What the real system did while a trace was recorded (the `observed` extension of the format):
/// the app's own recognizer's callbacks, its transition calls and the completion. The replay
/// never reads it; the fidelity check compares the models with it. Every part is optional.
public struct ObservedBehaviour: Sendable, Hashable {
    /// The OS and the device, as the recorder wrote them ("iOS 18.1, iPhone 15 Pro").
    public var system: String?
    public var recognizer: ObservedRecognizer?
    /// More recognizers of the same recording: the system's own, observed as extra targets.
    public var recognizers: [ObservedRecognizer] = []
    /// The app's calls on the interactive transition, in order.
    public var transition: [ObservedTransitionCall]
    public var completion: ObservedCompletion?
    /// What a system transition's coordinator reported when each interactive part ended, in order.
    public var coordinator: [ObservedCoordinator] = []
    /// Where the device said a resting surface (a sheet, a pager) came to rest, in order.
    public var rest: [ObservedRest] = []

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

extension ObservedBehaviour {
    /// `recognizer` and `recognizers`, in that order.
    public var allRecognizers: [ObservedRecognizer] { (recognizer.map { [$0] } ?? []) + recognizers }

    /// The recognizer a fidelity check compares with: the app's own, else the first system one.
    public var comparedRecognizer: ObservedRecognizer? {
        allRecognizers.first { $0.owner == .app } ?? allRecognizers.first
    }
}
