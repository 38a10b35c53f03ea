/// `UIViewAnimatingPosition`: where an animator ended.
public enum AnimatingPosition: String, Sendable, Hashable {
    case start, end, current
}
