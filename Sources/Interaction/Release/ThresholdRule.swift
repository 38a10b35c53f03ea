import GestureModel

/// The seed handler's rule: finish if progress > threshold, else cancel. With a velocity threshold
/// (the common `|| velocity > 500` in app code), a release at that speed or faster finishes, one as
/// fast back toward the edge cancels, and otherwise the progress decides (H1, H2). With a
/// look-ahead the progress compared is where the release would be `lookahead` seconds on at its
/// velocity (H3); with a flick velocity a release faster than it decides by its direction alone (H4).
public struct ThresholdRule: Sendable, Hashable {
    public var threshold: Double
    /// Points per second along the gesture; nil: velocity is not looked at.
    public var velocityThreshold: Double?
    /// H2: the speed back toward the start at which a release cancels, points per second; nil:
    /// the velocity threshold's (the rule is symmetric).
    public var cancelVelocity: Double?
    /// H3: seconds of look-ahead; nil: the progress itself is compared.
    public var lookahead: Double?
    /// H4: a release faster than this decides by its direction; nil: no flick.
    public var flick: Flick?
    /// H6: a second line for the progress projected on (by the look-ahead, else SwiftUI's 0.25 s):
    /// the release finishes when its progress passes the threshold or its projection passes
    /// this. nil: no second line (the look-ahead, if any, replaces the progress, H3).
    public var predictedThreshold: Double?

    /// H6: SwiftUI's `predictedEndTranslation` is the translation 0.25 s on at the drag's velocity.
    public static let swiftUIPrediction = 0.25

    /// A flick: a release speed above which the direction alone decides.
    public struct Flick: Sendable, Hashable {
        /// Points per second.
        public var velocity: Double
        public var measure: FlickMeasure
        /// Whether a release measured at exactly `velocity` is a flick too (`>=`, Touchwonders'
        /// Transition); false: only a faster one (`>`, Apple's PhotoTransitioning).
        public var inclusive: Bool

        public init(velocity: Double, measure: FlickMeasure = .magnitude, inclusive: Bool = false) {
            self.velocity = velocity
            self.measure = measure
            self.inclusive = inclusive
        }

        /// The comparison, in words: "> 1200 pt/s".
        public var comparison: String { "\(inclusive ? "≥" : ">") \(prose(velocity, 0)) pt/s" }
    }

    /// What a flick's speed is measured on.
    public enum FlickMeasure: String, Sendable, Hashable, CaseIterable {
        /// The velocity vector's length, as Apple's PhotoTransitioning sample measures it.
        case magnitude
        /// The velocity along the transition's axis alone.
        case axis
        /// The velocity vector's length, counted only when its larger component lies along the
        /// transition's axis, as Touchwonders' Transition counts it (`TransitionScreenEdge(vector:)`
        /// picks the flick's edge by |dx| > |dy|, and only an edge on the transition's axis decides).
        case dominantAxis
    }

    /// What the rule looks at in a release: the progress compared, the velocity along the gesture
    /// (positive moves the transition forward), the speed (the velocity vector's length) and the
    /// view's extent along the gesture, in points.
    public struct Release: Sendable, Hashable {
        public var progress: Double
        public var velocity: Double
        public var speed: Double
        public var extent: Double
        /// The magnitude of the velocity's component across the transition's axis, points per second.
        public var across: Double

        public init(progress: Double, velocity: Double, speed: Double? = nil, extent: Double = 1, across: Double = 0) {
            self.progress = progress
            self.velocity = velocity
            self.speed = speed ?? abs(velocity)
            self.extent = extent
            self.across = across
        }
    }

    public init(
        threshold: Double = 0.5, velocityThreshold: Double? = nil, cancelVelocity: Double? = nil,
        lookahead: Double? = nil, flick: Flick? = nil,
        predictedThreshold: Double? = nil
    ) {
        self.predictedThreshold = predictedThreshold
        self.threshold = threshold
        self.velocityThreshold = velocityThreshold
        self.cancelVelocity = cancelVelocity
        self.lookahead = lookahead
        self.flick = flick
    }

    /// H3: the progress compared with the threshold: p + L·v / extent with a look-ahead (and no
    /// predicted threshold, H6), else p.
    public func position(_ release: Release) -> Double {
        guard predictedThreshold == nil, let lookahead else { return release.progress }
        return Self.project(release, seconds: lookahead)
    }

    /// H6: the progress projected on, compared with the predicted threshold; nil without one.
    public func predicted(_ release: Release) -> Double? {
        guard predictedThreshold != nil else { return nil }
        return Self.project(release, seconds: lookahead ?? Self.swiftUIPrediction)
    }

    static func project(_ release: Release, seconds: Double) -> Double {
        guard release.extent > 0 else { return release.progress }
        return release.progress + seconds * release.velocity / release.extent
    }

    /// H4: whether the release is a flick, which its direction decides. A release with no velocity
    /// along the gesture has no direction to decide by, whatever its speed: PhotoTransitioning
    /// tests `dy > 0` and `dy < 0`, and a sideways flick falls through to its progress test.
    public func isFlick(_ release: Release) -> Bool {
        guard let flick, release.velocity != 0, let measured = flickMeasured(release) else { return false }
        return flick.inclusive ? measured >= flick.velocity : measured > flick.velocity
    }

    /// The speed the flick compares, nil where its measure does not count this release (a
    /// `dominantAxis` flick whose larger component lies across the transition's axis).
    public func flickMeasured(_ release: Release) -> Double? {
        guard let flick else { return nil }
        switch flick.measure {
        case .magnitude: return release.speed
        case .axis: return abs(release.velocity)
        case .dominantAxis: return abs(release.velocity) > release.across ? release.speed : nil
        }
    }

    /// Whether a release finishes. Along a sweep's threshold axis the answer is a step: the flick
    /// and the velocity threshold do not read the threshold, and the position is compared with it.
    public func finishes(_ release: Release) -> Bool {
        if isFlick(release) { return release.velocity > 0 }
        if let velocityThreshold, release.velocity >= velocityThreshold { return true }
        if let back = cancelVelocity ?? velocityThreshold, release.velocity <= -back { return false }
        if let predictedThreshold, let predicted = predicted(release), predicted > predictedThreshold { return true }
        return position(release) > threshold
    }

    /// Whether a release at `progress` and `velocity` finishes (no look-ahead or flick looks at more).
    public func finishes(progress: Double, velocity: Double) -> Bool {
        finishes(Release(progress: progress, velocity: velocity))
    }

    public func decide(_ release: Release, trigger: RecognizerPhase) -> ReleaseDecision {
        let direction: PercentDrivenTransition.Direction = finishes(release) ? .finish : .cancel
        let basis: ReleaseDecision.Basis =
            lookahead == nil && flick == nil && cancelVelocity == nil && predictedThreshold == nil
            ? .threshold(velocity: release.velocity, velocityThreshold: velocityThreshold)
            : .lookahead(
                ThresholdEvidence(
                    velocity: release.velocity, speed: release.speed, extent: release.extent, across: release.across,
                    velocityThreshold: velocityThreshold,
                    cancelVelocity: cancelVelocity ?? velocityThreshold,
                    lookahead: predictedThreshold == nil ? lookahead : (lookahead ?? Self.swiftUIPrediction),
                    flick: flick, position: position(release), flicked: isFlick(release),
                    predictedThreshold: predictedThreshold,
                    predicted: predicted(release)))
        return ReleaseDecision(
            direction: direction, progress: release.progress, threshold: threshold, trigger: trigger, basis: basis)
    }

    public func decide(progress: Double, velocity: Double = 0, trigger: RecognizerPhase) -> ReleaseDecision {
        decide(Release(progress: progress, velocity: velocity), trigger: trigger)
    }
}

/// The numbers behind a threshold rule with a look-ahead or a flick, for the account.
public struct ThresholdEvidence: Sendable, Hashable {
    public var velocity: Double
    public var speed: Double
    public var extent: Double
    /// The velocity's magnitude across the transition's axis.
    public var across: Double
    public var velocityThreshold: Double?
    /// The back speed that cancels: the cancel velocity, else the velocity threshold.
    public var cancelVelocity: Double?
    public var lookahead: Double?
    public var flick: ThresholdRule.Flick?
    /// The progress compared with the threshold (the projection, with a look-ahead).
    public var position: Double
    /// Whether the flick decided.
    public var flicked: Bool
    /// H6: the second line and the projection compared with it; nil without one.
    public var predictedThreshold: Double?
    public var predicted: Double?
}
