import GestureModel
import Interaction

/// A grid point's parameters by name, for a handler factory.
public struct SweepPoint: Sendable, Hashable {
    public var names: [String]
    public var values: [Double]

    /// The value of the axis named `name`; nil when no axis has that name.
    public subscript(_ name: String) -> Double? {
        names.firstIndex(of: name).map { values[$0] }
    }
}
