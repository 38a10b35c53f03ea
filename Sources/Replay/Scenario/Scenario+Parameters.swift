import GestureModel
import Interaction

extension Scenario {
    /// The numeric parameters of this scenario, by the names `--set` and sweeps use.
    public var numericParameters: [(name: String, value: Double)] {
        var parameters: [(String, Double)] = [("threshold", handler.threshold), ("duration", transition.duration)]
        if case .constant(let speed) = transition.completionSpeed { parameters.append(("completionSpeed", speed)) }
        switch recognizer {
        case .screenEdgePan(let p):
            parameters += [("edgeRegion", p.edgeRegion), ("recognitionDistance", p.recognitionDistance), ("rebaseHysteresis", p.rebaseHysteresis)]
        case .pan(let p):
            parameters += [("hysteresis", p.hysteresis), ("minimumNumberOfTouches", Double(p.minimumNumberOfTouches))]
            if let maximum = p.maximumNumberOfTouches { parameters.append(("maximumNumberOfTouches", Double(maximum))) }
        case .pinch(let p):
            parameters.append(("hysteresis", p.hysteresis))
        }
        switch progress {
        case .translation(let t): parameters.append(("progressDivisor", t.divisor))
        case .pinchScale(let p): parameters += [("openDivisor", p.openDivisor), ("closeDivisor", p.closeDivisor)]
        }
        parameters += handler.rule.numericParameters
        if case .threshold = handler.rule, let velocityThreshold = handler.velocityThreshold {
            parameters.append(("velocityThreshold", velocityThreshold))
        }
        if let sampleRate { parameters.append(("sampleRate", sampleRate)) }
        return parameters
    }

    /// Every name `set` accepts for this scenario.
    public var parameterNames: [String] {
        var names = ["threshold", "duration", "completionSpeed", "sampleRate"]
        switch recognizer {
        case .screenEdgePan: names += ["edgeRegion", "recognitionDistance", "rebaseHysteresis"]
        case .pan: names += ["hysteresis", "minimumNumberOfTouches", "maximumNumberOfTouches"]
        case .pinch: names += ["hysteresis"]
        }
        switch progress {
        case .translation: names.append("progressDivisor")
        case .pinchScale: names += ["openDivisor", "closeDivisor"]
        }
        if case .threshold = handler.rule { names.append("velocityThreshold") }
        return names + handler.rule.numericParameters.map(\.name)
    }

    /// Sets one parameter from its text (`completionSpeed` also takes `remaining`).
    public mutating func set(_ name: String, to text: String) throws(ScenarioParameterError) {
        if name == "completionSpeed" {
            guard let speed = CompletionSpeed(parsing: text) else {
                throw ScenarioParameterError(message: "completionSpeed takes a number or 'remaining'; got '\(text)'")
            }
            transition.completionSpeed = speed
            return
        }
        guard parameterNames.contains(name) else {
            throw ScenarioParameterError(
                message: "'\(name)' is not a parameter of scenario \(self.name) (\(recognizer.kind)); its parameters are \(parameterNames.joined(separator: ", "))")
        }
        guard let value = Double(text), value.isFinite else {
            throw ScenarioParameterError(message: "\(name) takes a number; got '\(text)'")
        }
        func require(_ condition: Bool, _ accepts: String) throws(ScenarioParameterError) {
            if !condition { throw ScenarioParameterError(message: "\(name) takes \(accepts); got '\(text)'") }
        }
        func touches() throws(ScenarioParameterError) -> Int {
            try require(value == value.rounded() && value >= 1 && value <= 10, "a whole number from 1 to 10")
            return Int(value)
        }
        switch (name, recognizer, progress) {
        case ("threshold", _, _):
            try require((0 ... 1).contains(value), "a number from 0 to 1")
            handler.threshold = value
        case ("velocityThreshold", _, _) where handler.rule == .threshold:
            try require(value >= 0, "a speed in points per second ≥ 0")
            handler.velocityThreshold = value
        case ("duration", _, _):
            try require(value > 0, "a number of seconds > 0")
            transition.duration = value
        case ("sampleRate", _, _):
            try require(value > 0, "a rate in Hz > 0")
            sampleRate = value
        case ("edgeRegion", .screenEdgePan(var p), _):
            try require(value >= 0, "a number of points ≥ 0")
            p.edgeRegion = value
            recognizer = .screenEdgePan(p)
        case ("recognitionDistance", .screenEdgePan(var p), _):
            try require(value >= 0, "a number of points ≥ 0")
            p.recognitionDistance = value
            recognizer = .screenEdgePan(p)
        case ("rebaseHysteresis", .screenEdgePan(var p), _):
            try require(value >= 0, "a number of points ≥ 0")
            p.rebaseHysteresis = value
            recognizer = .screenEdgePan(p)
        case ("hysteresis", .pan(var p), _):
            try require(value >= 0, "a number of points ≥ 0")
            p.hysteresis = value
            recognizer = .pan(p)
        case ("hysteresis", .pinch(var p), _):
            try require(value >= 0, "a number of points ≥ 0")
            p.hysteresis = value
            recognizer = .pinch(p)
        case ("minimumNumberOfTouches", .pan(var p), _):
            p.minimumNumberOfTouches = try touches()
            recognizer = .pan(p)
        case ("maximumNumberOfTouches", .pan(var p), _):
            p.maximumNumberOfTouches = try touches()
            recognizer = .pan(p)
        case ("progressDivisor", _, .translation(var t)):
            try require(value > 0, "a number > 0")
            t.divisor = value
            progress = .translation(t)
        case ("openDivisor", _, .pinchScale(var p)):
            try require(value > 0, "a number > 0")
            p.openDivisor = value
            progress = .pinchScale(p)
        case ("closeDivisor", _, .pinchScale(var p)):
            try require(value > 0, "a number > 0")
            p.closeDivisor = value
            progress = .pinchScale(p)
        case _ where handler.rule.numericParameters.contains { $0.name == name }:
            try require(value >= 0, "a number ≥ 0")
            handler.rule.set(name, to: value)
        default:
            throw ScenarioParameterError(message: "'\(name)' is not a parameter of scenario \(self.name)")
        }
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
            case .decide:
                let source = handler.decideWith == .lastChanged ? "last changed progress" : "progress"
                return "on \(state) finish if \(source) > \(fixed(handler.threshold, 2)), else cancel"
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
