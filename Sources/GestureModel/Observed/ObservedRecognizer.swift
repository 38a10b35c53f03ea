/// A recognizer as the device ran it: its kind, whose it is, and one sample per action callback.
public struct ObservedRecognizer: Sendable, Hashable {
    /// Whose recognizer it is: the app's own, or one of the system's that the recorder observed as
    /// an extra target.
    public enum Owner: String, Sendable, Hashable, CaseIterable {
        case app, system
    }

    /// Which of the system's gestures a system recognizer is.
    public enum Role: String, Sendable, Hashable, CaseIterable {
        /// `UINavigationController.interactivePopGestureRecognizer`.
        case edgePop
        /// `UINavigationController.interactiveContentPopGestureRecognizer` (iOS 26).
        case contentPop
        /// A sheet's dismissal pan.
        case sheetDismiss
        /// A zoom transition's dismissal gesture.
        case zoomDismiss
    }

    /// `screenEdgePan`, `pan`, `pinch`, `drag`, `contentPan`, or any other string (kept, compared by nothing).
    public var kind: String
    /// A screen-edge pan's edge: `left`, `right`, `top`, `bottom`.
    public var edge: String?
    public var owner: Owner
    /// A system recognizer's role; nil for the app's own.
    public var role: Role?
    public var samples: [ObservedRecognizerSample]

    public init(
        kind: String, edge: String? = nil, owner: Owner = .app, role: Role? = nil,
        samples: [ObservedRecognizerSample] = []
    ) {
        self.kind = kind
        self.edge = edge
        self.owner = owner
        self.role = role
        self.samples = samples
    }
}
