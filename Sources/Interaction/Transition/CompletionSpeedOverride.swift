import GestureModel

/// An overriding completionSpeed getter: a function of the transition's state at finish() or
/// cancel(). Like a subclass's getter it bypasses UIKit's `≤ 0 → 1` guard (T8).
public struct CompletionSpeedOverride: Sendable, Hashable, CustomStringConvertible {
    /// What the getter sees when finish() or cancel() reads it.
    public struct Input: Sendable, Hashable {
        public var percentComplete: Double
        /// The animator's transitionDuration, seconds.
        public var duration: Double
        /// Which call reads it.
        public var direction: PercentDrivenTransition.Direction
    }

    /// Names the getter in reports and scenario summaries ("1 − percentComplete", "velocity-matched").
    public var name: String
    public var speed: @Sendable (Input) -> Double

    public init(_ name: String, speed: @escaping @Sendable (Input) -> Double) {
        self.name = name
        self.speed = speed
    }

    public var description: String { name }

    // Functions cannot be compared: two overrides are the same getter when their names are.
    public static func == (lhs: CompletionSpeedOverride, rhs: CompletionSpeedOverride) -> Bool { lhs.name == rhs.name }
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}
