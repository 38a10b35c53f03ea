import GestureModel
import Interaction

extension ReleaseSpeed {
    /// The completions a release speed is set before, as a scenario file names them.
    enum When: String, CaseIterable {
        case finish, cancel, both

        var direction: PercentDrivenTransition.Direction? {
            switch self {
            case .finish: .finish
            case .cancel: .cancel
            case .both: nil
            }
        }
    }

    /// The scenario file's object: bounds and `when` only where set.
    var json: JSONValue {
        var object: JSONObject = ["perVelocity": .number(perVelocity)]
        if base != 0 { object["base"] = .number(base) }
        if minimum.isFinite { object["minimum"] = .number(minimum) }
        if maximum.isFinite { object["maximum"] = .number(maximum) }
        if let direction { object["when"] = .string(direction.rawValue) }
        return .object(object)
    }

    /// "completionSpeed min(max(0.99, v × 0.00125), 2.25) before finish() (H5)".
    var summary: String {
        var formula = "v × \(JSONWriter.formatNumber(perVelocity))"
        if base != 0 { formula = "\(JSONWriter.formatNumber(base)) + " + formula }
        if minimum.isFinite { formula = "max(\(JSONWriter.formatNumber(minimum)), \(formula))" }
        if maximum.isFinite { formula = "min(\(formula), \(JSONWriter.formatNumber(maximum)))" }
        let before = direction.map { "\($0.rawValue)()" } ?? "finish() or cancel()"
        return "completionSpeed = \(formula) before \(before) (H5)"
    }
}

extension Scenario {
    /// Why the handler's release speed (H5) changes nothing in this scenario; nil when it is read.
    public var releaseSpeedUnreadReason: String? {
        guard let releaseSpeed = handler.releaseSpeed else { return nil }
        if transition.timing != .uikit {
            return "the \(transition.timing.rawValue) completion timing does not read completionSpeed"
        }
        if case .constant = transition.completionSpeed {} else {
            return "completionSpeed is a getter (\(transition.completionSpeed)), which setting it does not change"
        }
        let responses = [handler.onEnded, handler.onCancelled]
        let completes: Bool =
            switch releaseSpeed.direction {
            case nil: responses.contains { $0 != .nothing }
            case .finish: responses.contains { $0 == .decide || $0 == .finish }
            case .cancel: responses.contains { $0 == .decide || $0 == .cancel }
            }
        return completes ? nil : "the handler never calls \(releaseSpeed.direction.map { "\($0.rawValue)()" } ?? "finish() or cancel()")"
    }
}

extension UIKitSpring {
    /// The scenario file's object: the initializer's own fields, and the clip where set.
    var json: JSONValue {
        var object: JSONObject
        switch definition {
        case .physical(let mass, let stiffness, let damping):
            object = ["mass": .number(mass), "stiffness": .number(stiffness), "damping": .number(damping)]
        case .dampingRatio(let zeta, let response):
            object = ["dampingRatio": .number(zeta), "response": .number(response)]
        case .durationBounce(let duration, let bounce):
            object = ["duration": .number(duration), "bounce": .number(bounce)]
        }
        if let velocityClip { object["velocityClip"] = .number(velocityClip) }
        return .object(object)
    }

    /// The three ways a scenario file gives a spring, by their fields.
    static let forms: [(fields: [String], make: @Sendable ([Double]) -> Definition)] = [
        (["mass", "stiffness", "damping"], { .physical(mass: $0[0], stiffness: $0[1], damping: $0[2]) }),
        (["dampingRatio", "response"], { .dampingRatio($0[0], response: $0[1]) }),
        (["duration", "bounce"], { .durationBounce(duration: $0[0], bounce: $0[1]) }),
    ]
}
