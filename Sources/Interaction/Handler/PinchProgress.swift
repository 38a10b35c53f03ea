import GestureModel

public struct PinchProgress: Sendable, Hashable {
    /// Opening: progress = |scale − 1| / openDivisor.
    public var openDivisor: Double
    /// Closing: progress = |1 − scale| / closeDivisor.
    public var closeDivisor: Double

    public init(openDivisor: Double = 5, closeDivisor: Double = 1) {
        self.openDivisor = openDivisor
        self.closeDivisor = closeDivisor
    }
}
