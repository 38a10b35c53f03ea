// Small geometry values in points, in UIKit's axes (origin top-left, x right, y down).
// The project's own types keep CoreGraphics out of every library.

/// A location in points.
public struct Point: Sendable, Hashable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public static let zero = Point(x: 0, y: 0)

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

/// A displacement (a translation) or a rate (a velocity, in points per second).
public struct Vector: Sendable, Hashable {
    public var dx: Double
    public var dy: Double

    public init(dx: Double, dy: Double) {
        self.dx = dx
        self.dy = dy
    }

    public static let zero = Vector(dx: 0, dy: 0)

    public var length: Double { (dx * dx + dy * dy).squareRoot() }

    public static func + (a: Vector, b: Vector) -> Vector { Vector(dx: a.dx + b.dx, dy: a.dy + b.dy) }
    public static func - (a: Vector, b: Vector) -> Vector { Vector(dx: a.dx - b.dx, dy: a.dy - b.dy) }
    public static func * (v: Vector, k: Double) -> Vector { Vector(dx: v.dx * k, dy: v.dy * k) }
    public static func * (k: Double, v: Vector) -> Vector { v * k }
    public static func / (v: Vector, k: Double) -> Vector { Vector(dx: v.dx / k, dy: v.dy / k) }
}

/// A width and a height in points.
public struct Size: Sendable, Hashable {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}

/// An axis-aligned rectangle: a view's frame in screen coordinates.
public struct Rect: Sendable, Hashable {
    public var origin: Point
    public var size: Size

    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    public var minX: Double { origin.x }
    public var minY: Double { origin.y }
    public var maxX: Double { origin.x + size.width }
    public var maxY: Double { origin.y + size.height }
    public var width: Double { size.width }
    public var height: Double { size.height }

    public func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x <= maxX && point.y >= minY && point.y <= maxY
    }
}
