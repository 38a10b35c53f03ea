import GestureModel

public struct TranslationProgress: Sendable, Hashable {
    public var axis: ProgressAxis
    /// The fraction of the view's extent that counts as full progress: 1 for the whole width, 0.5 for half.
    public var divisor: Double
    /// Whether a movement against the axis counts too, as |translation| does in the seed edge handler.
    public var absolute: Bool
    /// The largest progress the handler reports: 1, or 0.999 for the system pop (S2).
    public var maximum: Double

    public init(axis: ProgressAxis, divisor: Double = 1, absolute: Bool = false, maximum: Double = 1) {
        self.axis = axis
        self.divisor = divisor
        self.absolute = absolute
        self.maximum = maximum
    }

    /// The view's extent along a forward unit vector on one axis: its width for x, height for y.
    static func viewExtent(_ viewSize: Size, along unit: Vector) -> Double {
        unit.dx != 0 ? viewSize.width : viewSize.height
    }
}
