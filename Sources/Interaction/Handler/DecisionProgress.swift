import GestureModel

/// Which progress the threshold is compared with.
public enum DecisionProgress: String, Sendable, Hashable, CaseIterable {
    /// The progress computed from the ended or cancelled action's own sample (GLInteractiveTransition).
    case release
    /// A flag computed on the last changed (SPPercentSwipeTransition's canEndTransition); no changed means no finish.
    case lastChanged
}
