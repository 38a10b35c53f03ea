/// When the transition context reported completion, and whether the transition completed
/// (`true`) or was cancelled (`false`).
public struct ObservedCompletion: Sendable, Hashable {
    public var time: Double
    public var completed: Bool

    public init(time: Double, completed: Bool) {
        self.time = time
        self.completed = completed
    }
}
