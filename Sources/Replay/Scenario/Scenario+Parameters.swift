import GestureModel
import Interaction

extension Scenario {
    /// Every numeric parameter this scenario's recognizer, mapping, rule and timing have, read
    /// or not, in the order the scenario file declares them.
    var reachableParameters: [ScenarioParameter] {
        Self.fields.parameters(in: self).map(\.scenarioParameter)
    }

    /// The parameters this scenario reads: a parameter it has no use for is not one of its
    /// parameters, since setting it would change nothing, so `--set` and `--vary` refuse it and
    /// scenario files warn.
    public var parameters: [ScenarioParameter] { reachableParameters.filter { $0.unread(self) == nil } }

    /// Every name `set` accepts for this scenario.
    public var parameterNames: [String] { parameters.map(\.name) }

    /// The parameters with a value, by name, in the order `presets` and sweeps list them.
    public var numericParameters: [(name: String, value: Double)] {
        parameters.compactMap { parameter in parameter.get(self).map { (parameter.name, $0) } }
    }

    /// The parameter called `name`, if this scenario reads it (a renamed parameter's old name
    /// finds its new one: `renamedParameter(from:)` says so); otherwise an error that says why and
    /// lists the ones it reads.
    public func parameter(named name: String) throws(ScenarioParameterError) -> ScenarioParameter {
        let reachable = reachableParameters
        let read = reachable.filter { $0.unread(self) == nil }
        if let parameter = read.first(where: { $0.name == name }) { return parameter }
        if let renamed = read.first(where: { $0.formerNames.contains(name) }) { return renamed }
        let names = read.map(\.name)
        let listed = "its parameters are \(names.joined(separator: ", "))"
        if let parameter = reachable.first(where: { $0.name == name }), let reason = parameter.unread(self) {
            throw ScenarioParameterError(
                message: "'\(name)' changes nothing under scenario \(self.name.escapingControls): \(reason); \(listed)")
        }
        let hint = NearMiss.hint(for: name, among: names)
        throw ScenarioParameterError(
            message:
                "'\(name)' is not a parameter of scenario \(self.name.escapingControls) (\(recognizer.kind))\(hint); \(listed)"
        )
    }

    /// The parameter an old name now stands for in this scenario, nil for a current name: the
    /// flutter-cupertino rule's `velocityThreshold` is `flingThreshold` (the threshold rule's
    /// `velocityThreshold` is points per second; the fling threshold is view widths per second).
    public func renamedParameter(from name: String) -> ScenarioParameter? {
        let read = parameters
        guard !read.contains(where: { $0.name == name }) else { return nil }
        return read.first { $0.formerNames.contains(name) }
    }

    /// The warning for a parameter used by its old name: nil for a current name.
    public func renamedParameterWarning(_ name: String) -> String? {
        renamedParameter(from: name).map {
            "\(name) is read as \($0), its new name under \(self.name.escapingControls) (in \($0.unit))"
        }
    }

    /// Sets one parameter, checked against its domain.
    public mutating func set(_ parameter: ScenarioParameter, to value: Double) throws(ScenarioParameterError) {
        guard parameter.reaches?(self) ?? true, parameter.unread(self) == nil else {
            _ = try self.parameter(named: parameter.name)
            return
        }
        guard parameter.accepts(value) else {
            throw ScenarioParameterError(
                message: "\(parameter) takes \(parameter.accepts); got '\(JSONWriter.formatNumber(value))'")
        }
        // Only a pan's touch counts and a spring's derived quantities can leave the scenario unable
        // to run: those parts are kept to be put back, not the whole scenario.
        let (recognizerBefore, springBefore) = (recognizer, transition.spring)
        parameter.store(&self, value)
        if case .pan(let pan) = recognizer, let problem = pan.touchCountProblem {
            recognizer = recognizerBefore
            throw ScenarioParameterError(message: problem)
        }
        if transition.timing == .uikitSpring, transition.spring != springBefore, let problem = transition.spring.problem
        {
            transition.spring = springBefore
            throw ScenarioParameterError(
                message:
                    "\(parameter) \(JSONWriter.formatNumber(value)) makes a spring the model cannot follow; it takes \(problem)"
            )
        }
    }

    /// Sets the parameter called `name`: an error when this scenario has none of that name.
    public mutating func set(_ name: String, to value: Double) throws(ScenarioParameterError) {
        try set(parameter(named: name), to: value)
    }

    /// The value of the parameter called `name` where this scenario reads it, else nil.
    public func value(of name: String) -> Double? {
        parameters.first { $0.name == name }?.get(self)
    }

    /// A one-line summary of the scenario's parameters, for `presets` and the replay account.
    public var summary: String {
        var parts: [String] = [recognizer.summary]
        if let resting {
            parts.append(resting.summary)
            if velocity != .uikit { parts.append("\(velocity.rawValue) velocity") }
            return parts.joined(separator: "; ")
        }
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
