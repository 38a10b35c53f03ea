import GestureModel
import Interaction

/// One comparison of the model with the device: at a callback, at the decision, at the completion.
public struct FidelityFinding: Sendable, Hashable {
    public var measure: FidelityMeasure
    /// The time on the trace's clock the comparison is about.
    public var time: Double
    /// The model's value and the device's, for the account.
    public var model: String
    public var observed: String
    /// The size of the difference in the measure's unit (0 or 1 for states and decisions).
    public var error: Double
    /// The difference as a fraction of the device's value, where that means something (velocities).
    public var relative: Double?
    public var agrees: Bool
}

extension FidelityFinding {
    /// A comparison of kinds (a state, a decision, how a completion ended): its error is 0 when the
    /// model and the device agree and 1 when they do not.
    init(measure: FidelityMeasure, time: Double, model: String, observed: String, agrees: Bool) {
        self.init(
            measure: measure, time: time, model: model, observed: observed, error: agrees ? 0 : 1, relative: nil,
            agrees: agrees)
    }
}
