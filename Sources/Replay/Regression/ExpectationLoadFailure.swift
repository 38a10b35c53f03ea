import GestureModel
import Interaction

/// A fixture's `"expect"` block that could not be read.
public struct ExpectationLoadFailure: Error, Sendable, CustomStringConvertible {
    public var problems: [TraceProblem]
    public var description: String { problems.map(\.description).joined(separator: "\n") }
}
