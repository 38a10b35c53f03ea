/// What the person recording meant the gesture to do: ground truth for tuning.
public enum TraceLabel: String, Sendable, CaseIterable {
    case finish, cancel
}
