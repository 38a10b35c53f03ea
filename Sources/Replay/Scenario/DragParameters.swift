import GestureModel

/// A SwiftUI drag's parameters (SD1).
public struct DragParameters: Sendable, Hashable {
    /// SD1: points of straight-line movement before it begins; SwiftUI's default is 10.
    public var minimumDistance: Double

    public init(minimumDistance: Double = 10) {
        self.minimumDistance = minimumDistance
    }
}
