import GestureModel

/// How a handler decides finish or cancel when the gesture ends: each platform's rule, as a pure
/// function of the release state. Sources: uikit-semantics §6 and S3 (iOS), peers.md §2.1
/// (Flutter), §3.3 (Android), §4.1 (react-navigation).
public enum ReleaseRule: Sendable, Hashable {
    /// progress > threshold: the seed handlers' rule.
    case threshold
    /// The system back swipe (S3): pop if p + v̄·D + ½·ā·D² > min(187.5 / W, 0.5).
    case iosPop(IOSPopRule)
    /// CupertinoPageRoute: |v| ≥ 1 view width per second decides by direction, else progress ≥ 0.5 pops.
    case flutterCupertino(FlutterCupertinoRule)
    /// Predictive back's SystemUI state machine: ACTIVE commits, INACTIVE commits only on a fling.
    case androidBack(AndroidBackRule)
    /// react-navigation's card: close if translation + 0.3 × velocity > width / 2.
    case reactNavigation(ReactNavigationRule)

    public var name: String {
        switch self {
        case .threshold: "threshold"
        case .iosPop: "ios-pop"
        case .flutterCupertino: "flutter-cupertino"
        case .androidBack: "android-back"
        case .reactNavigation: "react-navigation"
        }
    }
}

/// Everything a release rule may look at, in the gesture's own direction (inward for an edge swipe):
/// positive translation and velocity move the transition forward.
public struct ReleaseState: Sendable, Hashable {
    public var time: Double
    /// The handler's progress, 0…1.
    public var progress: Double
    /// Translation along the gesture, points.
    public var translation: Double
    /// Velocity along the gesture, points per second.
    public var velocity: Double
    /// The view's extent along the gesture (its width for a horizontal swipe), points.
    public var extent: Double
    /// ended (a lift) or cancelled (by the system).
    public var trigger: RecognizerPhase
    /// The transition's duration, seconds (D of the iOS rule).
    public var duration: Double

    public init(
        time: Double, progress: Double, translation: Double, velocity: Double, extent: Double, trigger: RecognizerPhase,
        duration: Double
    ) {
        self.time = time
        self.progress = progress
        self.translation = translation
        self.velocity = velocity
        self.extent = extent
        self.trigger = trigger
        self.duration = duration
    }
}

/// A decision and its reason in numbers.
public struct RuleDecision: Sendable, Hashable {
    public var direction: PercentDrivenTransition.Direction
    public var reason: String
}

// MARK: - iOS

public struct IOSPopRule: Sendable, Hashable {
    /// The distance in points that sets the threshold min(distance / W, 0.5): 187.5.
    public var thresholdDistance: Double

    public init(thresholdDistance: Double = 187.5) {
        self.thresholdDistance = thresholdDistance
    }

    /// S3, augmented: with at least 3 samples, pop iff p + v̄·D + ½·ā·D² > min(187.5/W, 0.5);
    /// otherwise pop iff v̄ > 0 and at least one changed was seen. v̄, ā in widths per second (²).
    /// The projected position p + v̄·D + ½·ā·D², and the threshold it must pass.
    public func projection(_ state: ReleaseState, statistics: IOSPopStatistics) -> (projected: Double, threshold: Double) {
        let D = state.duration
        return (
            state.progress + statistics.averageVelocity * D + 0.5 * statistics.averageAcceleration * D * D,
            min(thresholdDistance / state.extent, 0.5)
        )
    }

    /// The decision alone, for sweeps.
    public func finishes(_ state: ReleaseState, statistics: IOSPopStatistics) -> Bool {
        guard statistics.count >= 3 else { return statistics.averageVelocity > 0 && statistics.count > 0 }
        let (projected, threshold) = projection(state, statistics: statistics)
        return projected > threshold
    }

    public func decide(_ state: ReleaseState, statistics: IOSPopStatistics) -> RuleDecision {
        let pop = finishes(state, statistics: statistics)
        let D = state.duration
        guard statistics.count >= 3 else {
            return RuleDecision(
                direction: pop ? .finish : .cancel,
                reason: "\(statistics.count) velocity sample(s): v̄ = \(fixed(statistics.averageVelocity, 3)) widths/s \(pop ? ">" : "≤") 0 → \(pop ? "finish" : "cancel")")
        }
        let (projected, threshold) = projection(state, statistics: statistics)
        let shown = distinguishing(projected, from: threshold)
        return RuleDecision(
            direction: pop ? .finish : .cancel,
            reason: "p + v̄·D + ½·ā·D² = \(fixed(state.progress, 3)) + \(fixed(statistics.averageVelocity, 3))·\(fixed(D, 2)) + ½·\(fixed(statistics.averageAcceleration, 2))·\(fixed(D, 2))² = \(shown.value) \(pop ? ">" : "≤") min(\(JSONWriter.formatNumber(thresholdDistance))/\(fixed(state.extent, 0)), 0.5) = \(shown.threshold) → \(pop ? "finish" : "cancel")")
    }
}

/// S3's running statistics: averages of the last three accepted velocity and acceleration samples,
/// normalised by the view width. A sample is accepted 10 ms after the last, or after 1 ms when the
/// position changed; each acceleration may differ from the previous one by at most 5 per second².
public struct IOSPopStatistics: Sendable, Hashable {
    private var last: (time: Double, position: Double)?
    private var velocities: [Double] = []
    private var accelerations: [Double] = []
    /// Accepted samples that produced a velocity.
    public private(set) var count = 0

    public init() {}

    public static func == (lhs: IOSPopStatistics, rhs: IOSPopStatistics) -> Bool {
        lhs.last?.time == rhs.last?.time && lhs.last?.position == rhs.last?.position && lhs.velocities == rhs.velocities
            && lhs.accelerations == rhs.accelerations && lhs.count == rhs.count
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(velocities)
        hasher.combine(count)
    }

    /// A changed sample: `position` is the translation over the view width.
    public mutating func add(time: Double, position: Double) {
        guard let previous = last else {
            last = (time, position)
            return
        }
        let dt = time - previous.time
        guard dt >= 0.010 || (dt > 0.001 && position != previous.position) else { return }
        let velocity = (position - previous.position) / dt
        if let lastVelocity = velocities.last {
            // Each acceleration may differ from the previous one (0 at first) by at most 5 per second².
            let lastAcceleration = accelerations.last ?? 0
            let acceleration = min(max((velocity - lastVelocity) / dt, lastAcceleration - 5), lastAcceleration + 5)
            accelerations.append(acceleration)
            if accelerations.count > 3 { accelerations.removeFirst() }
        }
        velocities.append(velocity)
        if velocities.count > 3 { velocities.removeFirst() }
        count += 1
        last = (time, position)
    }

    public var averageVelocity: Double { velocities.isEmpty ? 0 : velocities.reduce(0, +) / Double(velocities.count) }
    public var averageAcceleration: Double { accelerations.isEmpty ? 0 : accelerations.reduce(0, +) / Double(accelerations.count) }
}

// MARK: - Flutter

public struct FlutterCupertinoRule: Sendable, Hashable {
    /// `_kMinFlingVelocity`: view widths per second.
    public var minimumFlingVelocity: Double
    /// The drag recognizer reports 0 unless |v| > 50 px/s and the drag passed the 18 px hit slop.
    public var flingGate: Double
    public var hitSlop: Double
    public var maximumFlingVelocity: Double

    public init(minimumFlingVelocity: Double = 1, flingGate: Double = 50, hitSlop: Double = 18, maximumFlingVelocity: Double = 8000) {
        self.minimumFlingVelocity = minimumFlingVelocity
        self.flingGate = flingGate
        self.hitSlop = hitSlop
        self.maximumFlingVelocity = maximumFlingVelocity
    }

    /// The end velocity in widths per second after the drag recognizer's fling gate; a cancelled
    /// gesture ends with velocity 0.
    public func gatedVelocity(_ state: ReleaseState) -> Double {
        guard state.trigger == .ended, abs(state.velocity) > flingGate, abs(state.translation) > hitSlop else { return 0 }
        let clamped = min(max(state.velocity, -maximumFlingVelocity), maximumFlingVelocity)
        return clamped / state.extent
    }

    /// The decision alone, for sweeps.
    public func finishes(_ state: ReleaseState) -> Bool {
        let v = gatedVelocity(state)
        return abs(v) >= minimumFlingVelocity ? v > 0 : state.progress >= 0.5
    }

    public func decide(_ state: ReleaseState) -> RuleDecision {
        let v = gatedVelocity(state)
        let pop = finishes(state)
        if abs(v) >= minimumFlingVelocity {
            return RuleDecision(
                direction: pop ? .finish : .cancel,
                reason: "fling \(fixed(v, 2)) widths/s, |v| ≥ \(fixed(minimumFlingVelocity, 2)): \(pop ? "toward the trailing edge → finish" : "back toward the edge → cancel")")
        }
        let shown = distinguishing(state.progress, from: 0.5)
        return RuleDecision(
            direction: pop ? .finish : .cancel,
            reason: "|v| = \(fixed(abs(v), 2)) < \(fixed(minimumFlingVelocity, 2)) widths/s; progress \(shown.value) \(pop ? "≥" : "<") \(shown.threshold) → \(pop ? "finish" : "cancel")")
    }
}

// MARK: - react-navigation

public struct ReactNavigationRule: Sendable, Hashable {
    /// `gestureVelocityImpact`.
    public var velocityImpact: Double

    public init(velocityImpact: Double = 0.3) {
        self.velocityImpact = velocityImpact
    }

    /// The decision alone, for sweeps: close if T + k·V > W/2 and the gesture moved; a
    /// system-cancelled gesture stays open.
    public func finishes(_ state: ReleaseState) -> Bool {
        state.trigger == .ended && state.translation + velocityImpact * state.velocity > state.extent / 2 && state.translation != 0
    }

    public func decide(_ state: ReleaseState) -> RuleDecision {
        guard state.trigger == .ended else {
            return RuleDecision(direction: .cancel, reason: "gesture cancelled → the card animates back (cancel)")
        }
        let projected = state.translation + velocityImpact * state.velocity
        let half = state.extent / 2
        let close = finishes(state)
        let shown = distinguishing(projected, from: half)
        return RuleDecision(
            direction: close ? .finish : .cancel,
            reason: "T + \(fixed(velocityImpact, 2))·V = \(fixed(state.translation, 1)) + \(fixed(velocityImpact, 2))·\(fixed(state.velocity, 1)) = \(shown.value) \(close ? ">" : "≤") W/2 = \(shown.threshold) → \(close ? "finish" : "cancel")")
    }
}
