/// How sure the project is of a rule (docs/model.md's confidence column): high (documented and
/// consistent with the implementation), medium (one source, unverified on a device), low (a
/// reading or a guess).
public enum RuleConfidence: String, Sendable, Hashable, Comparable, CaseIterable {
    case low, medium, high

    public static func < (a: Self, b: Self) -> Bool { a.rank < b.rank }

    private var rank: Int {
        switch self {
        case .low: 0
        case .medium: 1
        case .high: 2
        }
    }

    /// The confidence of each rule that can decide a release, declared once: docs/model.md's rows
    /// for these codes give the same (their lowest, where a row grades its parts), which a test
    /// checks.
    public static let ofDecidingRule: [String: RuleConfidence] = [
        "H1": .high, "H2": .high, "H3": .high, "H4": .high, "H6": .high,
        "S3": .low, "CP1": .low, "FC4": .high, "AB3": .medium, "AB4": .medium, "RN2": .high,
    ]
}

/// The rules a decision rested on, and the least sure of them.
public struct DecisionConfidence: Sendable, Hashable {
    /// Rule codes, in the order they apply.
    public var rules: [String]
    public var level: RuleConfidence

    public init(rules: [String]) {
        self.rules = rules
        level = rules.compactMap { RuleConfidence.ofDecidingRule[$0] }.min() ?? .high
    }

    /// The rules below high confidence: "S3".
    public var doubtfulRules: [String] {
        rules.filter { (RuleConfidence.ofDecidingRule[$0] ?? .high) < .high }
    }

    /// The rules below high confidence, with theirs: "S3 (low)".
    public var doubtful: [String] {
        doubtfulRules.map { "\($0) (\(RuleConfidence.ofDecidingRule[$0]?.rawValue ?? ""))" }
    }
}

extension ReleaseDecision {
    /// The rules that made this decision: the threshold rule's parts that were set, or the
    /// platform rule's; none for a fixed response or handler code.
    public var decidingRules: [String] {
        switch basis {
        case .threshold(_, let velocityThreshold):
            return velocityThreshold == nil ? ["H1"] : ["H1", "H2"]
        case .lookahead(let evidence):
            var rules = ["H1"]
            if evidence.velocityThreshold != nil || evidence.cancelVelocity != nil { rules.append("H2") }
            if evidence.lookahead != nil && evidence.predictedThreshold == nil { rules.append("H3") }
            if evidence.flick != nil { rules.append("H4") }
            if evidence.predictedThreshold != nil { rules.append("H6") }
            return rules
        case .rule(_, let decision):
            switch decision.evidence {
            case .iosFewSamples, .iosProjection: return ["S3"]
            case .flutterFling, .flutterPosition: return ["FC4"]
            case .reactNavigationCancelled, .reactNavigationProjection: return ["RN2"]
            case .androidCancelled, .androidActive, .androidEntry, .androidInactive: return ["AB3", "AB4"]
            }
        case .always, .neither, .call, .noCall, .animator:
            return []
        }
    }
}
