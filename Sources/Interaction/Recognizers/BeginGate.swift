import GestureModel

/// A way a pan can point: toward the screen's top, bottom, left or right.
public enum PanDirection: String, Sendable, Hashable, CaseIterable {
    case up, down, left, right

    /// The unit vector it points along, in screen coordinates (y grows downward).
    public var unit: Vector {
        switch self {
        case .up: Vector(dx: 0, dy: -1)
        case .down: Vector(dx: 0, dy: 1)
        case .left: Vector(dx: -1, dy: 0)
        case .right: Vector(dx: 1, dy: 0)
        }
    }
}

/// A pan's axis: along the screen's width or its height.
public enum PanAxis: String, Sendable, Hashable, CaseIterable {
    case horizontal, vertical
}

/// G5: what the recognizer's delegate answers to `gestureRecognizerShouldBegin(_:)`, asked once,
/// when the recognizer would leave possible; a refusal fails it (no action is sent). The delegate
/// reads the translation as the movement since touch-down, before the hysteresis is removed (P2:
/// removed, a pan that crossed 10 pt on one axis alone would read zero there), and the touches'
/// location at that moment: the tests UIKit apps write.
public enum BeginGate: Sendable, Hashable {
    /// No delegate, or one that always answers true.
    case always
    /// Begin only when the translation points that way: its component along the direction is
    /// positive and larger than the other axis's magnitude. Apple's PhotoTransitioning:
    /// `translation.y > 0 && abs(translation.y) > abs(translation.x)` is `down`.
    case direction(PanDirection)
    /// Begin only when the translation's larger component lies along the axis, either way.
    /// Touchwonders' Transition: `abs(dx) > abs(dy)` picks a horizontal edge, whose operation
    /// (push, pop, present, dismiss, tab change) is not none, so `horizontal`.
    case dominantAxis(PanAxis)
    /// Begin only when the touches' centroid lies inside the region (screen points, edges
    /// included) when the delegate is asked.
    case region(Rect)

    /// Why the delegate refuses a gesture whose translation and centroid are these, or nil when it
    /// lets it begin.
    public func refusal(translation t: Vector, location: Point) -> RecognizerFailure? {
        allows(translation: t, location: location)
            ? nil : .refusedToBegin(BeginRefusal(test: test, translation: t, location: location))
    }

    /// The delegate's answer for a gesture whose translation and centroid are these.
    func allows(translation t: Vector, location: Point) -> Bool {
        switch self {
        case .always:
            return true
        case .direction(let direction):
            let along = t.dx * direction.unit.dx + t.dy * direction.unit.dy
            let across = abs(t.dx * direction.unit.dy - t.dy * direction.unit.dx)
            return along > 0 && along > across
        case .dominantAxis(let axis):
            let (along, across) = axis == .horizontal ? (abs(t.dx), abs(t.dy)) : (abs(t.dy), abs(t.dx))
            return along > across
        case .region(let region):
            return region.contains(location)
        }
    }

    /// The test the delegate makes, without its region's numbers.
    public var test: BeginRefusal.Test {
        switch self {
        case .always: .always
        case .direction(let direction): .direction(direction)
        case .dominantAxis(let axis): .dominantAxis(axis)
        case .region: .region
        }
    }

    /// The test in words: "the translation points down", with the region's rectangle.
    public var words: String {
        if case .region(let r) = self {
            return
                "the touch is inside (\(prose(r.minX, 1)), \(prose(r.minY, 1)), \(prose(r.width, 1)) × \(prose(r.height, 1))) pt"
        }
        return test.words
    }
}

/// What a refused gesture showed the delegate (G5), kept small: a recognizer returns its failure
/// with every event's action, so the failure's size is paid on every event.
public struct BeginRefusal: Sendable, Hashable {
    /// The delegate's test, without a region's numbers (the scenario shows them).
    public enum Test: Sendable, Hashable {
        case always
        case direction(PanDirection)
        case dominantAxis(PanAxis)
        case region

        public var words: String {
            switch self {
            case .always: "always true"
            case .direction(let direction): "the translation points \(direction.rawValue)"
            case .dominantAxis(let axis): "the translation is mostly \(axis.rawValue)"
            case .region: "the touch is inside its region"
            }
        }
    }

    public var test: Test
    /// The movement since touch-down and the touches' centroid when asked, points (to a
    /// message's tenth of a point).
    public var dx: Float, dy: Float, x: Float, y: Float

    public init(test: Test, translation: Vector, location: Point) {
        self.test = test
        (dx, dy) = (Float(translation.dx), Float(translation.dy))
        (x, y) = (Float(location.x), Float(location.y))
    }
}
