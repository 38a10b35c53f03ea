import GestureModel
import Interaction
import Replay

/// One change to the scenario from the command line, applied in order after the base scenario.
struct ScenarioOverride: Equatable {
    /// As typed, for messages: `--threshold 0.4` or `--set threshold=0.4`.
    var flag: String
    var change: Change

    enum Change: Equatable {
        case parameter(name: String, value: String)
        case edge(ScreenEdge)
        case curve(CompletionCurve)
        case velocity(VelocityStrategy)
    }
}

extension ScenarioOverride {
    /// The flags that name a value rather than a number: each one's flag, words and change.
    enum Named: CaseIterable {
        case edge, curve, velocity

        var flag: String {
            switch self {
            case .edge: "--edge"
            case .curve: "--curve"
            case .velocity: "--velocity"
            }
        }

        /// What the help shows it takes.
        var value: String {
            switch self {
            case .edge: ScreenEdge.allCases.map(\.rawValue).joined(separator: "|")
            case .curve, .velocity: "NAME"
            }
        }

        /// The words a shell completes, where the help's value does not spell them out.
        var choices: [String]? {
            switch self {
            case .edge: nil
            case .curve: CompletionCurve.named.map(\.name)
            case .velocity: VelocityStrategy.allCases.map(\.rawValue)
            }
        }

        /// What it accepts, for its error message.
        var accepted: String {
            switch self {
            case .edge: ScreenEdge.allCases.map(\.rawValue).listed(joining: "or")
            case .curve:
                CompletionCurve.named.map(\.name).joined(separator: ", ")
                    + " or cubic(x1,y1,x2,y2) with x1, x2 in [0, 1]"
            case .velocity: VelocityStrategy.allCases.map(\.rawValue).joined(separator: ", ")
            }
        }

        /// The change `text` names; nil when it names none.
        func change(_ text: String) -> Change? {
            switch self {
            case .edge: ScreenEdge(rawValue: text).map(Change.edge)
            case .curve: CompletionCurve(parsing: text).map(Change.curve)
            case .velocity: VelocityStrategy(rawValue: text).map(Change.velocity)
            }
        }
    }
}

extension ScenarioOverride {
    /// `NAME=VALUE` from the command line: the table's parameter, with its value read from the text
    /// (`completionSpeed` also takes `remaining`, the getter override 1 − percentComplete). Returns
    /// the warning for a parameter given by its old name.
    static func set(_ name: String, text: String, in scenario: inout Scenario) throws(ScenarioParameterError) -> String?
    {
        let parameter = try scenario.parameter(named: name)
        let warning = scenario.renamedParameterWarning(name)
        if parameter.name == "completionSpeed" {
            switch CompletionSpeed(parsing: text) {
            case .constant(let value)?: try scenario.set(parameter, to: value)
            case let speed?: scenario.transition.completionSpeed = speed
            case nil:
                throw ScenarioParameterError(message: "completionSpeed takes a number or 'remaining'; got '\(text)'")
            }
            return warning
        }
        guard let value = Double(text), value.isFinite else {
            throw ScenarioParameterError(message: "\(name) takes a number; got '\(text)'")
        }
        try scenario.set(parameter, to: value)
        return warning
    }

    /// Applies the override, or names the flag and why it does not fit the scenario. Returns a
    /// warning to show once (a parameter given by its old name).
    func apply(to scenario: inout Scenario, command: String) throws(UsageError) -> String? {
        switch change {
        case .parameter(let name, let text):
            do {
                return try Self.set(name, text: text, in: &scenario).map { "\(flag): \($0)" }
            } catch {
                throw UsageError(message: "\(flag): \(error.message)", command: command)
            }
        case .edge(let edge):
            guard case .screenEdgePan(var parameters) = scenario.recognizer else {
                throw UsageError(
                    message:
                        "\(flag): --edge applies to a screen-edge pan; scenario \(scenario.name) uses a \(scenario.recognizer.kind) recognizer",
                    command: command)
            }
            parameters.edge = edge
            scenario.recognizer = .screenEdgePan(parameters)
        case .curve(let curve):
            guard scenario.transition.completesOnCurve else {
                throw UsageError(
                    message:
                        "\(flag): changes nothing under scenario \(scenario.name): the \(scenario.transition.timing.rawValue) completion timing sets its own curve",
                    command: command)
            }
            scenario.transition.completionCurve = curve
        case .velocity(let strategy):
            scenario.velocity = strategy
        }
        return nil
    }
}
