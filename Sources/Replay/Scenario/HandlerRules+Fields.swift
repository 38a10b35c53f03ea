import GestureModel
import Interaction

extension HandlerRules: ScenarioFields {
    static let fields: [ScenarioField<Self>] = [
        .word(
            "onEnded", \.onEnded, expected: "a response (decide, finish, cancel, nothing)",
            help: "what the handler does when the gesture ends: `decide` applies the release rule"),
        .word(
            "onCancelled", \.onCancelled, expected: "a response (decide, finish, cancel, nothing)",
            help: "what the handler does when the system cancels the gesture"),
        .word(
            "decideWith", \.decideWith, expected: "release or lastChanged",
            help: "the ended action's own progress, or a flag set on the last changed"),
        .number(
            "threshold", \.threshold, .fractionOfView, .fraction,
            help: "the `threshold` rule finishes when progress > P",
            unread: thresholdRuleReads("threshold")),
        .number(
            "velocityThreshold", \.velocityThreshold, .pointsPerSecond, .nonNegative,
            help: "the `threshold` rule's \"or a release this fast\" (finish at ≥ V, cancel at ≤ −V)",
            unread: thresholdRuleReads("velocityThreshold")),
        .number(
            "cancelVelocity", \.cancelVelocity, .pointsPerSecond, .nonNegative, write: .whenSet,
            help: "the `threshold` rule cancels a release at ≤ −C along the gesture (H2)",
            defaultNote: "absent (the velocity threshold's)", unread: thresholdRuleReads("cancelVelocity")),
        .number(
            "predictedThreshold", \.predictedThreshold, .fractionOfView, .nonNegative,
            accepts: "a fraction of the view ≥ 0 (it may pass 1)", write: .whenSet,
            help:
                "the `threshold` rule also finishes when the progress projected on (by `lookahead`, else SwiftUI's 0.25 s) passes this: SwiftUI's `translation > A || predictedEndTranslation > B` (H6)",
            defaultNote: "absent", unread: thresholdRuleReads("predictedThreshold")),
        .number(
            "lookahead", \.lookahead, .seconds, .lookahead, write: .whenSet, null: .unread,
            shares: lookaheadSetting,
            help:
                "the `threshold` rule compares p + L × v / extent, the progress L seconds on at the release velocity (H3)",
            defaultNote: "absent", unread: thresholdRuleReads("lookahead")),
        .number(
            "decelerationRate", \.decelerationRate, .perMillisecond, .rate, write: .whenSet, null: .unread,
            shares: lookaheadSetting,
            help:
                "the same look-ahead as a scroll view's deceleration rate: L = r / (1000 (1 − r)), 0.499 s for 0.998 (`.normal`), 0.099 s for 0.99 (`.fast`); setting it replaces `lookahead`, and the other way round (H3)",
            defaultNote: "absent", unread: thresholdRuleReads("decelerationRate")),
        .number(
            "flickVelocity", \.flickVelocity, .pointsPerSecond, .nonNegative, write: .whenSet,
            help:
                "the `threshold` rule's flick: a release faster than this decides by its direction along the gesture (H4)",
            defaultNote: "absent", unread: thresholdRuleReads("flickVelocity")),
        .custom(
            "flickMeasure",
            help:
                "`magnitude`, `axis` or `dominantAxis`: what the flick measures, the velocity vector's length (Apple's PhotoTransitioning), the velocity along the gesture, or the length counted only when the velocity lies mostly along the gesture (Touchwonders' Transition)",
            defaultText: "`magnitude`",
            read: { value, path, _, reader, deferred in
                // Applied once the whole handler is read: the flick velocity may stand before or after it.
                guard
                    let measure = reader.word(
                        value, at: path, as: ThresholdRule.FlickMeasure.self,
                        expected: "magnitude, axis or dominantAxis", reference: scenarioValues)
                else { return }
                deferred.append { rules, reader in
                    if rules.flick == nil {
                        reader.warning(path, .notRead("flickMeasure", reason: "there is no flickVelocity"))
                    } else {
                        rules.flick?.measure = measure
                    }
                }
            },
            write: { rules, _ in rules.flick.map { .string($0.measure.rawValue) } }),
        .custom(
            "flickInclusive",
            help:
                "`true`: a release measured at exactly `flickVelocity` is a flick too (`>=`, Touchwonders' Transition); `false`: only a faster one (`>`, Apple's PhotoTransitioning)",
            defaultText: "`false`",
            read: { value, path, _, reader, deferred in
                guard let inclusive = reader.bool(value, at: path) else { return }
                deferred.append { rules, reader in
                    if rules.flick == nil {
                        reader.warning(path, .notRead("flickInclusive", reason: "there is no flickVelocity"))
                    } else {
                        rules.flick?.inclusive = inclusive
                    }
                }
            },
            write: { rules, _ in rules.flick.map { .bool($0.inclusive) } }),
        releaseSpeedField(.completionSpeed),
        releaseSpeedField(.duration),
        .word(
            "onBeganDuringCompletion", \.onBeganDuringCompletion, expected: "grab or ignore", write: .unless(.ignore),
            help:
                "`ignore`: a gesture during the completion calls start() again (`transition-already-running`); `grab`: it pauses the completion and drives the transition on from where it was, and the transition is then interruptible (T12)"
        ),
        .union("rule", get: \.rule, set: { $0.rule = $1 }, ReleaseRule.union, help: "how `decide` decides"),
    ]

    /// What `lookahead` and `decelerationRate` both set (H3).
    static let lookaheadSetting = "the threshold rule's look-ahead"
    /// What `releaseSpeed` and `releaseDuration` both set (H5, H7).
    static let releaseSpeedSetting = "the handler's release speed (H5, H7)"

    /// Why a field of the threshold rule changes nothing: another rule decides, or nothing does.
    static func thresholdRuleReads(_ name: String) -> @Sendable (Scenario) -> String? {
        { scenario in
            guard case .threshold = scenario.handler.rule else {
                return "the \(scenario.handler.rule.name) rule has no \(name)"
            }
            let decides = scenario.handler.onEnded == .decide || scenario.handler.onCancelled == .decide
            return decides ? nil : "the handler never compares (it always finishes, cancels or does nothing)"
        }
    }

    /// H3's look-ahead in seconds, where the projection is given that way.
    var lookahead: Double? {
        get { if case .lookahead(let seconds) = projection { seconds } else { nil } }
        set {
            if let newValue {
                projection = .lookahead(newValue)
            } else if lookahead != nil {
                projection = nil
            }
        }
    }

    /// H3's look-ahead as a deceleration rate, where the projection is given that way.
    var decelerationRate: Double? {
        get { if case .decelerationRate(let rate) = projection { rate } else { nil } }
        set {
            if let newValue {
                projection = .decelerationRate(newValue)
            } else if decelerationRate != nil {
                projection = nil
            }
        }
    }

    /// H4's flick speed; a new flick measures the magnitude, faster than the speed.
    var flickVelocity: Double? {
        get { flick?.velocity }
        set {
            flick = newValue.map {
                ThresholdRule.Flick(
                    velocity: $0, measure: flick?.measure ?? .magnitude, inclusive: flick?.inclusive ?? false)
            }
        }
    }

    /// `releaseSpeed` (H5) or `releaseDuration` (H7): an object of its own, and two parameters,
    /// its base and its factor, under the measure's name.
    static func releaseSpeedField(_ measure: ReleaseSpeed.Measure) -> ScenarioField<Self> {
        let key = measure == .duration ? "releaseDuration" : "releaseSpeed"
        let parameters = [
            ParameterFacts(
                name: key + "Base", unit: measure == .duration ? .seconds : .factor,
                domain: measure == .duration ? .nonNegative : .finite),
            ParameterFacts(
                name: key + "PerVelocity", unit: measure == .duration ? .secondsPerVelocity : .factorPerVelocity,
                domain: .finite),
        ]
        let unread: @Sendable (Scenario) -> String? = { scenario in
            guard scenario.handler.releaseSpeed?.measure == measure else { return "the handler sets no \(key)" }
            return scenario.releaseSpeedUnreadReason
        }
        let help =
            measure == .duration
            ? "instead of `releaseSpeed`: how long the completion lasts from the release speed |v| (H7), the same fields giving min(max(lo, b + k × |v|), hi) seconds; the handler sets completionSpeed = remaining × duration / that length"
            : "the completionSpeed the handler sets from the release velocity v (H5): `{\"perVelocity\": k, \"base\": b, \"minimum\": lo, \"maximum\": hi, \"when\": \"finish\"}` gives min(max(lo, b + k × v), hi) before `finish()`; `base` 0, bounds open and `when` `both` unless given; the `uikit` timing with a constant completionSpeed reads it"
        return .custom(
            key, help: help, defaultText: "absent", shares: releaseSpeedSetting,
            unread: { scenario in scenario.handler.releaseSpeed == nil ? nil : scenario.releaseSpeedUnreadReason },
            read: { value, path, rules, reader, _ in
                if value == .null {
                    rules.releaseSpeed = nil
                } else if var speed = readReleaseSpeed(value, at: path, reader: &reader) {
                    speed.measure = measure
                    rules.releaseSpeed = speed
                }
            },
            write: { rules, scenario in
                guard let speed = rules.releaseSpeed, speed.measure == measure else { return nil }
                if let scenario, scenario.releaseSpeedUnreadReason != nil { return .null }
                return speed.json
            },
            documents: parameters,
            parameters: { _ in
                [
                    FieldParameter(
                        facts: parameters[0], path: [key, "base"], formerNames: [],
                        get: { $0.releaseSpeed?.measure == measure ? $0.releaseSpeed?.base : nil },
                        set: { $0.releaseSpeed?.base = $1 }, unread: unread),
                    FieldParameter(
                        facts: parameters[1], path: [key, "perVelocity"], formerNames: [],
                        get: { $0.releaseSpeed?.measure == measure ? $0.releaseSpeed?.perVelocity : nil },
                        set: { $0.releaseSpeed?.perVelocity = $1 }, unread: unread),
                ]
            })
    }

    /// H5's object: `perVelocity` required; `base` 0, `minimum` and `maximum` unbounded and
    /// `when` both by default.
    static func readReleaseSpeed(
        _ value: JSONValue, at path: TracePath, reader: inout JSONDocumentReader
    ) -> ReleaseSpeed? {
        guard let object = reader.object(value, at: path) else { return nil }
        var speed = ReleaseSpeed(perVelocity: 0)
        var perVelocity: Double?
        var failed = false
        for member in reader.members(object, at: path) {
            let memberPath = path.appending(member.key)
            switch member.key {
            case "base", "perVelocity", "minimum", "maximum":
                guard let v = reader.finite(member.value, at: memberPath) else {
                    failed = true
                    continue
                }
                switch member.key {
                case "base": speed.base = v
                case "perVelocity": perVelocity = v
                case "minimum": speed.minimum = v
                default: speed.maximum = v
                }
            case "when":
                guard
                    let when = reader.word(
                        member.value, at: memberPath, as: ReleaseSpeed.When.self, expected: "finish, cancel or both",
                        reference: scenarioValues)
                else {
                    failed = true
                    continue
                }
                speed.direction = when.direction
            default: reader.warning(memberPath, .unknownField(member.key))
            }
        }
        guard let perVelocity else {
            if !failed { reader.error(path.appending("perVelocity"), .missingField("perVelocity")) }
            return nil
        }
        speed.perVelocity = perVelocity
        if speed.minimum > speed.maximum {
            reader.error(
                path.appending("minimum"),
                .invalid(
                    value: JSONWriter.formatNumber(speed.minimum),
                    expected: "at most maximum (\(JSONWriter.formatNumber(speed.maximum)))", reference: scenarioValues))
            return nil
        }
        return failed ? nil : speed
    }
}
