import GestureModel

/// Feeds a stream of positions (a pan's centroid, or a pinch's scale in `dx`) to the chosen
/// platform's tracker and reports its velocity. Not used for `uikit`, which the recognizers compute.
public struct VelocityEstimator: Sendable, Hashable {
    public let strategy: VelocityStrategy
    private var android: AndroidVelocityTracker?
    private var flutter: FlutterVelocityTracker?
    private var lastTwo: [(time: Double, position: Vector)] = []

    public init(strategy: VelocityStrategy) {
        self.strategy = strategy
        switch strategy {
        case .lsq2: android = AndroidVelocityTracker(strategy: .lsq2)
        case .impulse: android = AndroidVelocityTracker(strategy: .impulse)
        case .flutter: flutter = FlutterVelocityTracker()
        case .uikit, .last: break
        }
    }

    public static func == (lhs: VelocityEstimator, rhs: VelocityEstimator) -> Bool {
        lhs.strategy == rhs.strategy && lhs.android == rhs.android && lhs.flutter == rhs.flutter
            && lhs.lastTwo.map(\.time) == rhs.lastTwo.map(\.time) && lhs.lastTwo.map(\.position) == rhs.lastTwo.map(\.position)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(strategy)
        hasher.combine(android)
        hasher.combine(flutter)
    }

    /// The gesture's first position (a touch-down: Android forgets everything before it).
    public mutating func down(time: Double, position: Vector) {
        let nanos = Self.nanoseconds(time)
        let pointers = [Self.pointer(position)]
        android?.addMovement(time: nanos, action: .down, pointers: pointers)
        flutter?.addPosition(time: time, x: position.dx, y: position.dy)
        lastTwo = [(time, position)]
    }

    public mutating func move(time: Double, position: Vector) {
        let nanos = Self.nanoseconds(time)
        let pointers = [Self.pointer(position)]
        android?.addMovement(time: nanos, action: .move, pointers: pointers)
        flutter?.addPosition(time: time, x: position.dx, y: position.dy)
        lastTwo.append((time, position))
        if lastTwo.count > 2 { lastTwo.removeFirst() }
    }

    /// The lift: Android drops its estimate when it comes more than 40 ms after the last movement.
    public mutating func up(time: Double) {
        let nanos = Self.nanoseconds(time)
        android?.addMovement(time: nanos, action: .up, pointers: [])
    }

    /// The velocity at `time`; zero where the platform would report none.
    public func velocity(at time: Double) -> Vector {
        switch strategy {
        case .uikit:
            return .zero
        case .lsq2, .impulse:
            guard let android else { return .zero }
            let x = android.velocity(axis: .x, pointer: 0) ?? 0
            let y = android.velocity(axis: .y, pointer: 0) ?? 0
            return Vector(dx: Double(x), dy: Double(y))
        case .flutter:
            guard let v = flutter?.velocity(at: time) else { return .zero }
            return Vector(dx: v.x, dy: v.y)
        case .last:
            guard lastTwo.count == 2 else { return .zero }
            let dt = lastTwo[1].time - lastTwo[0].time
            return dt > 0 ? (lastTwo[1].position - lastTwo[0].position) / dt : .zero
        }
    }

    private static func nanoseconds(_ time: Double) -> Int64 { Int64((time * 1e9).rounded()) }

    private static func pointer(_ position: Vector) -> AndroidVelocityTracker.Pointer {
        .init(id: 0, x: Float(position.dx), y: Float(position.dy))
    }
}
