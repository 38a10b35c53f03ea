import GestureModel
import Interaction

/// The geometry of a progress plot: seconds on x (from the trace's start), percentComplete on y.
public struct ProgressPlotFrame: Sendable {
    public var left = 64.0
    public var top = 56.0
    public var plotWidth = 700.0
    public var plotHeight = 300.0
    public var start: Double
    public var end: Double

    public init(start: Double, end: Double) {
        self.start = start
        self.end = max(end, start + 0.05)
    }

    /// The x of a time on the trace's clock, kept within the plot (NaN at its left edge).
    public func x(_ time: Double) -> Double {
        let x = left + (time - start) / (end - start) * plotWidth
        return x.isNaN ? left : min(max(x, left), right)
    }
    /// The y of a percentComplete.
    public func y(_ percent: Double) -> Double { top + (1 - percent) * plotHeight }

    var bottom: Double { top + plotHeight }
    var right: Double { left + plotWidth }
}
