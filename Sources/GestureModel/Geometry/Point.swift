// Small geometry values in points, in UIKit's axes (origin top-left, x right, y down).
// The project's own types keep CoreGraphics out of every library.

/// A location in points.
public struct Point: Sendable, Hashable {
    public var x: Double
    public var y: Double

    @inlinable
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// Inlinable and computed: a stored static is reached through a lazy-initialization check on
    /// every use from another module, and the recognizers use it on every event.
    @inlinable public static var zero: Point { Point(x: 0, y: 0) }

    public static func + (point: Point, offset: Vector) -> Point {
        Point(x: point.x + offset.dx, y: point.y + offset.dy)
    }

    public static func - (point: Point, offset: Vector) -> Point {
        Point(x: point.x - offset.dx, y: point.y - offset.dy)
    }

    /// The vector that carries `origin` to `self`.
    public static func - (point: Point, origin: Point) -> Vector {
        Vector(dx: point.x - origin.x, dy: point.y - origin.y)
    }
}
