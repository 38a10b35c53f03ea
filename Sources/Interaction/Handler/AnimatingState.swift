/// `UIViewAnimatingState`.
public enum AnimatingState: String, Sendable, Hashable {
    case inactive, active, stopped
}
