/// The app's own recognizer as the device ran it: its kind and one sample per action callback.
public struct ObservedRecognizer: Sendable, Hashable {
    /// `screenEdgePan`, `pan`, `pinch`, or any other string (kept, compared by nothing).
    public var kind: String
    /// A screen-edge pan's edge: `left`, `right`, `top`, `bottom`.
    public var edge: String?
    public var samples: [ObservedRecognizerSample]

    public init(kind: String, edge: String? = nil, samples: [ObservedRecognizerSample] = []) {
        self.kind = kind
        self.edge = edge
        self.samples = samples
    }
}
