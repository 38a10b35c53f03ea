import GestureModel
import Interaction

/// A `--set NAME=VALUE` that names no parameter of the scenario, or gives a value it cannot take.
public struct ScenarioParameterError: Error, Sendable, Equatable, CustomStringConvertible {
    public var message: String

    public init(message: String) {
        self.message = message
    }
    public var description: String { message }
}
