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

    /// "completionSpeed min(max(0.99, v × 0.00125), 2.25) before finish() (H5)", or the
    /// completion's length (H7).
    var summary: String {
        let v = measure == .duration ? "|v|" : "v"
        var formula = "\(v) × \(JSONWriter.formatNumber(perVelocity))"
        if base != 0 { formula = "\(JSONWriter.formatNumber(base)) + " + formula }
        if minimum.isFinite { formula = "max(\(JSONWriter.formatNumber(minimum)), \(formula))" }
        if maximum.isFinite { formula = "min(\(formula), \(JSONWriter.formatNumber(maximum)))" }
        let before = direction.map { "\($0.rawValue)()" } ?? "finish() or cancel()"
        if measure == .duration {
            return "the completion lasts \(formula) s: completionSpeed set before \(before) (H7)"
        }
        return "completionSpeed = \(formula) before \(before) (H5)"
    }
}
