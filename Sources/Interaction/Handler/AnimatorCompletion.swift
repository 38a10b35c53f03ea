/// An animator's completion block, as far as the transition sees it: the argument it passes to
/// `completeTransition(_:)` for the position the animator ended at, or nil for no call.
public struct AnimatorCompletion: Sendable, Hashable, CustomStringConvertible {
    /// Names the block in reports ("completeTransition(position == .end)").
    public var name: String
    public var completeTransition: @Sendable (AnimatingPosition) -> Bool?

    public init(_ name: String, completeTransition: @escaping @Sendable (AnimatingPosition) -> Bool?) {
        self.name = name
        self.completeTransition = completeTransition
    }

    /// What Apple's samples do: the transition completed iff the animator ended at its end.
    public static let completesTransition = AnimatorCompletion("completeTransition(position == .end)") { $0 == .end }

    public var description: String { name }

    // Functions cannot be compared: two blocks are the same when their names are.
    public static func == (lhs: AnimatorCompletion, rhs: AnimatorCompletion) -> Bool { lhs.name == rhs.name }
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}
