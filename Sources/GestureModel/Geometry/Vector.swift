/// A displacement (a translation) or a rate (a velocity, in points per second).
public struct Vector: Sendable, Hashable {
    public var dx: Double
    public var dy: Double

    @inlinable
    public init(dx: Double, dy: Double) {
        self.dx = dx
        self.dy = dy
    }

    /// Inlinable and computed: a stored static is reached through a lazy-initialization check on
    /// every use from another module, and the recognizers use it on every event.
    @inlinable public static var zero: Vector { Vector(dx: 0, dy: 0) }

    public var length: Double { (dx * dx + dy * dy).squareRoot() }

    public static func + (a: Vector, b: Vector) -> Vector { Vector(dx: a.dx + b.dx, dy: a.dy + b.dy) }
    public static func - (a: Vector, b: Vector) -> Vector { Vector(dx: a.dx - b.dx, dy: a.dy - b.dy) }
    public static func * (v: Vector, k: Double) -> Vector { Vector(dx: v.dx * k, dy: v.dy * k) }
    public static func * (k: Double, v: Vector) -> Vector { v * k }
    public static func / (v: Vector, k: Double) -> Vector { Vector(dx: v.dx / k, dy: v.dy / k) }
}
