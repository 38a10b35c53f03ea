import Interaction

extension ReleaseRule {
    /// The rule's own parameters with their values, from the parameter table.
    public var numericParameters: [(name: String, value: Double)] {
        ScenarioParameter.listingOrder.compactMap { parameter in
            parameter.value(of: self).map { (parameter.rawValue, $0) }
        }
    }
}
