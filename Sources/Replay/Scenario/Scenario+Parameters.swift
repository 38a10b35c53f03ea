import GestureModel
import Interaction

extension Scenario {
    /// The parameters this scenario has, in the table's order.
    public var parameters: [ScenarioParameter] { ScenarioParameter.allCases.filter { $0.applies(to: self) } }

    /// Every name `set` accepts for this scenario.
    public var parameterNames: [String] { parameters.map(\.rawValue) }

    /// The parameters with a value, by name, in the order `presets` and sweeps list them.
    public var numericParameters: [(name: String, value: Double)] {
        ScenarioParameter.listingOrder.compactMap { parameter in
            parameter.value(in: self).map { (parameter.rawValue, $0) }
        }
    }

    /// The parameter called `name`, if this scenario reads it (a renamed parameter's old name
    /// finds its new one: `renamedParameter(from:)` says so); otherwise an error that says why and
    /// lists the ones it reads.
    public func parameter(named name: String) throws(ScenarioParameterError) -> ScenarioParameter {
        if let renamed = renamedParameter(from: name) { return renamed }
        if let parameter = ScenarioParameter(rawValue: name), parameter.applies(to: self) { return parameter }
        let listed = "its parameters are \(parameterNames.joined(separator: ", "))"
        if let parameter = ScenarioParameter(rawValue: name), parameter.structurallyApplies(to: self),
            let reason = parameter.unreadReason(in: self)
        {
            throw ScenarioParameterError(
                message: "'\(name)' changes nothing under scenario \(self.name): \(reason); \(listed)")
        }
        let hint = NearMiss.hint(for: name, among: parameterNames)
        throw ScenarioParameterError(
            message: "'\(name)' is not a parameter of scenario \(self.name) (\(recognizer.kind))\(hint); \(listed)")
    }

    /// The parameter an old name now stands for in this scenario, nil for a current name: the
    /// flutter-cupertino rule's `velocityThreshold` is `flingThreshold` (the threshold rule's
    /// `velocityThreshold` is points per second; the fling threshold is view widths per second).
    public func renamedParameter(from name: String) -> ScenarioParameter? {
        guard name == ScenarioParameter.velocityThreshold.rawValue,
            !ScenarioParameter.velocityThreshold.applies(to: self),
            ScenarioParameter.flingThreshold.applies(to: self)
        else { return nil }
        return .flingThreshold
    }

    /// The warning for a parameter used by its old name: nil for a current name.
    public func renamedParameterWarning(_ name: String) -> String? {
        renamedParameter(from: name).map { "\(name) is read as \($0), its new name under \(self.name) (in \($0.unit))" }
    }

    /// Sets one parameter, checked against its domain.
    public mutating func set(_ parameter: ScenarioParameter, to value: Double) throws(ScenarioParameterError) {
        guard parameter.applies(to: self) else {
            _ = try self.parameter(named: parameter.rawValue)
            return
        }
        guard parameter.accepts(value) else {
            throw ScenarioParameterError(
                message: "\(parameter) takes \(parameter.accepts); got '\(JSONWriter.formatNumber(value))'")
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
            parts.append(
                "progress = |scale − 1| / \(JSONWriter.formatNumber(p.openDivisor)) opening, |1 − scale| / \(JSONWriter.formatNumber(p.closeDivisor)) closing"
            )
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
        if let releaseSpeed = handler.releaseSpeed, releaseSpeedUnreadReason == nil {
            parts.append(releaseSpeed.summary)
        }
        if velocity != .uikit { parts.append("\(velocity.rawValue) velocity") }
        if handler.onBeganDuringCompletion == .grab { parts.append("a gesture during the completion grabs it (T12)") }
        return parts.joined(separator: "; ")
    }
}
