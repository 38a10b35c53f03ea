import GestureModel
import Interaction

extension Scenario {
    /// The parameters this scenario has, in the table's order.
    public var parameters: [ScenarioParameter] { ScenarioParameter.allCases.filter { $0.applies(to: self) } }

    /// Every name `set` accepts for this scenario.
    public var parameterNames: [String] { parameters.map(\.rawValue) }

    /// The parameters with a value, by name, in the order `presets` and sweeps list them.
    public var numericParameters: [(name: String, value: Double)] {
        ScenarioParameter.listingOrder.compactMap { parameter in parameter.value(in: self).map { (parameter.rawValue, $0) } }
    }

    /// The parameter called `name`, if this scenario has it; otherwise an error that lists the
    /// ones it has (and points a flutter-cupertino `velocityThreshold` at its new name).
    public func parameter(named name: String) throws(ScenarioParameterError) -> ScenarioParameter {
        if let parameter = ScenarioParameter(rawValue: name), parameter.applies(to: self) { return parameter }
        var message = "'\(name)' is not a parameter of scenario \(self.name) (\(recognizer.kind)); its parameters are \(parameterNames.joined(separator: ", "))"
        if name == ScenarioParameter.velocityThreshold.rawValue, ScenarioParameter.flingThreshold.applies(to: self) {
            message += " (flutter-cupertino's fling threshold, in view widths per second, is flingThreshold)"
        }
        throw ScenarioParameterError(message: message)
    }

    /// Sets one parameter, checked against its domain.
    public mutating func set(_ parameter: ScenarioParameter, to value: Double) throws(ScenarioParameterError) {
        guard parameter.applies(to: self) else { _ = try self.parameter(named: parameter.rawValue); return }
        guard parameter.accepts(value) else {
            throw ScenarioParameterError(message: "\(parameter) takes \(parameter.accepts); got '\(JSONWriter.formatNumber(value))'")
        }
        var changed = self
        parameter.store(value, in: &changed)
        if case .pan(let pan) = changed.recognizer, let problem = pan.touchCountProblem {
            throw ScenarioParameterError(message: problem)
        }
        self = changed
    }

    /// Sets the parameter called `name`: an error when this scenario has none of that name.
    public mutating func set(_ name: String, to value: Double) throws(ScenarioParameterError) {
        try set(parameter(named: name), to: value)
    }

    /// A one-line summary of the scenario's parameters, for `presets` and the replay account.
    public var summary: String {
        var parts: [String] = [setup.recognizerSummary]
        switch progress {
        case .translation(let t):
            // Along the inward axis of a left or right edge the translation counts on x, else on y.
            let horizontal = t.axis == .x || (t.axis == .inward && (recognizer.edge?.isHorizontal ?? true))
            let component = horizontal ? "x" : "y"
            let extent = horizontal ? "width" : "height"
            let measured = t.absolute ? "|translation.\(component)|" : "translation.\(component)"
            let divisor = t.divisor == 1 ? "view \(extent)" : "(view \(extent) × \(JSONWriter.formatNumber(t.divisor)))"
            let cap = t.maximum < 1 ? " capped at \(JSONWriter.formatNumber(t.maximum))" : ""
            parts.append("progress = \(measured) / \(divisor)\(cap)")
        case .pinchScale(let p):
            parts.append("progress = |scale − 1| / \(JSONWriter.formatNumber(p.openDivisor)) opening, |1 − scale| / \(JSONWriter.formatNumber(p.closeDivisor)) closing")
        }
        func describe(_ response: ReleaseResponse, _ state: String) -> String {
            switch response {
            case .decide: return "on \(state) \(self.condition(trigger: state))"
            case .finish: return "on \(state) finish"
            case .cancel: return "on \(state) cancel"
            case .nothing: return "on \(state) nothing"
            }
        }
        parts.append(describe(handler.onEnded, "ended"))
        parts.append(describe(handler.onCancelled, "cancelled"))
        parts.append(setup.transitionSummary)
        if velocity != .uikit { parts.append("\(velocity.rawValue) velocity") }
        return parts.joined(separator: "; ")
    }
}
