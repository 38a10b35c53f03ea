import GestureModel
import Interaction

/// A scenario file that could not be read: every problem, each naming the file, the place and the rule.
public struct ScenarioLoadFailure: Error, Sendable, CustomStringConvertible {
    public var problems: [TraceProblem]
    public var description: String { problems.map(\.description).joined(separator: "\n") }
}

/// A scenario that decoded, with the warnings found on the way (unknown or renamed fields).
public struct LoadedScenario: Sendable {
    public var scenario: Scenario
    public var warnings: [TraceProblem]
}
