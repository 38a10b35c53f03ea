import GestureModel

/// How close a decided release was to the other decision, in its rule's own terms: how far the
/// compared quantity was past the rule's line, and the smallest change of the release velocity,
/// and of the position, that alone would flip it (the others held). Computed from the decision's
/// numbers when a report asks for it; a sweep never does.
public struct DecisionMargin: Sendable, Hashable {
    /// The quantity the rule compared with its line.
    public enum Quantity: String, Sendable, Hashable {
        /// H1: the progress against the threshold.
        case progress
        /// H3, S3: the progress projected on, against the threshold.
        case projectedProgress
        /// H2: the release velocity against the velocity threshold (or the cancel velocity).
        case velocity
        /// H4: the flick's speed against the flick velocity.
        case flickSpeed
        /// S3 with fewer than three samples: the average velocity's sign.
        case averageVelocity
        /// FC4: the fling velocity against the minimum, in widths per second.
        case flingVelocity
        /// RN2: T + k·V against half the width, in points.
        case projectedTranslation
        /// AB4 in ENTRY: the translation against the trigger threshold, in points.
        case translation
    }

    /// What a position change is measured in: the rule's progress, or its translation in points.
    public enum Position: String, Sendable, Hashable {
        case progress = "of the view"
        case translation = "pt"
    }

    public var quantity: Quantity
    /// How far past its line the compared quantity was, on the side of the decision taken (≥ 0).
    public var spare: Double
    public var unit: String
    /// The change of the release velocity along the gesture that alone flips the decision; nil
    /// when no velocity does.
    public var velocityChange: Double?
    public var velocityUnit: String
    /// The velocity the rule reads, where it is not the release velocity: S3 reads v̄, the mean of
    /// the last three samples, and a change of it flips the decision.
    public var ruleVelocity: RuleVelocity?

    /// A velocity a rule computes from the samples, and its value at the release.
    public struct RuleVelocity: Sendable, Hashable {
        /// "v̄, the mean of the last three velocity samples"
        public var name: String
        public var value: Double
    }
    /// The change of the position (progress, or translation in points) that alone flips the
    /// decision; nil when no position does.
    public var positionChange: Double?
    public var positionUnit: Position

    public init(
        quantity: Quantity, spare: Double, unit: String, velocityChange: Double?, velocityUnit: String = "pt/s",
        positionChange: Double?, positionUnit: Position = .progress, ruleVelocity: RuleVelocity? = nil
    ) {
        self.ruleVelocity = ruleVelocity
        self.quantity = quantity
        self.spare = spare
        self.unit = unit
        self.velocityChange = velocityChange
        self.velocityUnit = velocityUnit
        self.positionChange = positionChange
        self.positionUnit = positionUnit
    }

    /// The smallest change of x from `value`, toward `sign` (−1 or +1), after which a decision
    /// that is monotone in x no longer `holds`; nil when it holds up to `limit`. Found by doubling
    /// the step, then bisecting to the boundary: the value returned flips it.
    static func flip(from value: Double, toward sign: Double, limit: Double, holds: (Double) -> Bool) -> Double? {
        guard value.isFinite, !holds(value + sign * limit) else { return nil }
        var held = 0.0
        var flipped = min(limit, max(abs(value) * 1e-3, 1e-6))
        while holds(value + sign * flipped) {
            held = flipped
            flipped = min(flipped * 2, limit)
        }
        for _ in 0..<200 {
            let middle = (held + flipped) / 2
            guard middle > held, middle < flipped else { break }
            if holds(value + sign * middle) { held = middle } else { flipped = middle }
        }
        return sign * flipped
    }

    /// The largest velocity change searched for: a release this much faster or slower is no
    /// longer a swipe.
    static let velocityLimit = 1e6
}
