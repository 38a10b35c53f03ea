import GestureModel

/// The timing curve of a completion animation (T3, T5), a cubic Bézier from (0, 0) to (1, 1).
public enum CompletionCurve: Sendable, Hashable, CustomStringConvertible {
    case linear
    /// (0.42, 0) (1, 1)
    case easeIn
    /// (0, 0) (0.58, 1)
    case easeOut
    /// (0.42, 0) (0.58, 1): UIPercentDrivenInteractiveTransition's documented default (T5).
    case easeInOut
    /// (0.25, 0.1) (0.25, 1): Core Animation's `default` timing function.
    case `default`
    case custom(x1: Double, y1: Double, x2: Double, y2: Double)
    /// Flutter's `Curves.fastEaseInToSlowEaseOut`: two cubics joined at (0.198, 0.541), fitted to
    /// iOS 16 page transitions (FC5).
    case fastEaseInToSlowEaseOut
    /// A spring's progress over its settling time (android-spring, react-navigation-spring timing).
    case spring(Spring)

    /// The two inner control points.
    public var controlPoints: (x1: Double, y1: Double, x2: Double, y2: Double) {
        switch self {
        case .linear: (0, 0, 1, 1)
        case .easeIn: (0.42, 0, 1, 1)
        case .easeOut: (0, 0, 0.58, 1)
        case .easeInOut: (0.42, 0, 0.58, 1)
        case .default: (0.25, 0.1, 0.25, 1)
        case .custom(let x1, let y1, let x2, let y2): (x1, y1, x2, y2)
        case .spring, .fastEaseInToSlowEaseOut: (0, 0, 1, 1)
        }
    }

    /// The named curves, for parsing and help text.
    public static let named: [(name: String, curve: CompletionCurve)] = [
        ("linear", .linear), ("easeIn", .easeIn), ("easeOut", .easeOut), ("easeInOut", .easeInOut),
        ("default", .default), ("fastEaseInToSlowEaseOut", .fastEaseInToSlowEaseOut),
    ]

    /// A named curve, or `cubic(x1,y1,x2,y2)` with x1 and x2 in [0, 1].
    public init?(parsing text: String) {
        if let match = Self.named.first(where: { $0.name == text }) {
            self = match.curve
            return
        }
        guard text.hasPrefix("cubic("), text.hasSuffix(")") else { return nil }
        let numbers = text.dropFirst(6).dropLast().split(separator: ",").map { Double($0.trimmingSpaces) }
        guard numbers.count == 4, let x1 = numbers[0], let y1 = numbers[1], let x2 = numbers[2], let y2 = numbers[3],
            (0...1).contains(x1), (0...1).contains(x2), y1.isFinite, y2.isFinite
        else { return nil }
        self = .custom(x1: x1, y1: y1, x2: x2, y2: y2)
    }

    public var description: String {
        if let match = Self.named.first(where: { $0.curve == self }) { return match.name }
        if case .spring(let spring) = self {
            return "spring(k \(fixed(spring.stiffness, 1)), c \(fixed(spring.damping, 1)), m \(fixed(spring.mass, 2)))"
        }
        let p = controlPoints
        return "cubic(\(p.x1),\(p.y1),\(p.x2),\(p.y2))"
    }

    /// The curve's value at time fraction `t` in [0, 1]: solve x(u) = t for u, return y(u).
    public func value(at t: Double) -> Double {
        resolved.value(at: t)
    }

    /// The curve with its kind told apart once: a completion's frames evaluate one curve many
    /// times, and telling the named cubics from the others was a chain of comparisons per frame.
    package var resolved: Resolved {
        switch self {
        case .linear: return .linear
        case .spring(let spring): return .spring(spring)
        case .fastEaseInToSlowEaseOut: return .threePoint
        case .easeIn, .easeOut, .easeInOut, .default, .custom:
            let p = controlPoints
            return .cubic(x1: p.x1, y1: p.y1, x2: p.x2, y2: p.y2)
        }
    }

    package enum Resolved: Sendable {
        case linear
        case cubic(x1: Double, y1: Double, x2: Double, y2: Double)
        case spring(Spring)
        case threePoint

        /// Always inlined into a completion's `percentComplete(at:along:)`: a call would copy the
        /// spring out of its case for every frame.
        @inline(__always)
        package func value(at t: Double) -> Double {
            if t <= 0 { return 0 }
            if t >= 1 { return 1 }
            switch self {
            case .linear: return t
            case .spring(let spring): return spring.fraction(at: t * spring.settlingTime)
            case .threePoint: return CompletionCurve.threePoint(t)
            case .cubic(let x1, let y1, let x2, let y2):
                let u = CompletionCurve.solve(t, x1: x1, x2: x2)
                return CompletionCurve.bezier(u, y1, y2)
            }
        }
    }

    /// fastEaseInToSlowEaseOut's two cubics: control points (0.056, 0.024), (0.108, 0.3085) to the
    /// midpoint (0.198, 0.541), then (0.3655, 1.0), (0.5465, 0.989) to (1, 1), each scaled into its part.
    static func threePoint(_ t: Double) -> Double {
        let (mx, my) = (0.198, 0.541)
        if t < mx {
            let u = solve(t / mx, x1: 0.056 / mx, x2: 0.108 / mx)
            return bezier(u, 0.024 / my, 0.3085 / my) * my
        }
        let (sx, sy) = (1 - mx, 1 - my)
        let u = solve((t - mx) / sx, x1: (0.3655 - mx) / sx, x2: (0.5465 - mx) / sx)
        return bezier(u, (1.0 - my) / sy, (0.989 - my) / sy) * sy + my
    }

    /// B(u) for control values 0, a, b, 1.
    static func bezier(_ u: Double, _ a: Double, _ b: Double) -> Double {
        let v = 1 - u
        return 3 * v * v * u * a + 3 * v * u * u * b + u * u * u
    }

    static func bezierSlope(_ u: Double, _ a: Double, _ b: Double) -> Double {
        let v = 1 - u
        return 3 * v * v * a + 6 * v * u * (b - a) + 3 * u * u * (1 - b)
    }

    /// x(u) is monotonic for x1, x2 in [0, 1]: Newton's method, then bisection if it stalls.
    static func solve(_ x: Double, x1: Double, x2: Double) -> Double {
        var u = x
        for _ in 0..<8 {
            let error = bezier(u, x1, x2) - x
            if abs(error) < 1e-12 { return u }
            let slope = bezierSlope(u, x1, x2)
            if abs(slope) < 1e-9 { break }
            u -= error / slope
        }
        var low = 0.0
        var high = 1.0
        u = x
        for _ in 0..<64 {
            let value = bezier(u, x1, x2)
            if abs(value - x) < 1e-12 { return u }
            if value < x { low = u } else { high = u }
            u = (low + high) / 2
        }
        return u
    }
}

extension Substring {
    var trimmingSpaces: Substring {
        var text = self
        while text.first == " " { text = text.dropFirst() }
        while text.last == " " { text = text.dropLast() }
        return text
    }
}
