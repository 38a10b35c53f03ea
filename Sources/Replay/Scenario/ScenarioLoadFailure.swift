import GestureModel
import Interaction

/// A scenario file that could not be read: every problem, each naming the file, the place and the rule.
public struct ScenarioLoadFailure: Error, Sendable, CustomStringConvertible {
    public var problems: [TraceProblem]
    public var description: String { problems.map(\.description).joined(separator: "\n") }
}
