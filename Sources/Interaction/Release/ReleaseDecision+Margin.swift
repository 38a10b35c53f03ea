import GestureModel

extension ReleaseDecision {
    /// The margin of a decided release, when a rule decided it on numbers; nil for fixed responses,
    /// handler code that did not say what it compared, a system cancel that a rule ends one way,
    /// and a state machine's state.
    public var margin: DecisionMargin? {
        guard let direction else { return nil }
        let finishing = direction == .finish
        // Toward the other decision: a finish flips by going down, a cancel by going up.
        let toward: Double = finishing ? -1 : 1
        switch basis {
        case .threshold(let velocity, let velocityThreshold):
            guard let threshold else { return nil }
            let rule = ThresholdRule(threshold: threshold, velocityThreshold: velocityThreshold)
            return Self.thresholdMargin(
                rule, ThresholdRule.Release(progress: progress, velocity: velocity), toward: toward)
        case .lookahead(let evidence):
            guard let threshold else { return nil }
            let rule = ThresholdRule(
                threshold: threshold, velocityThreshold: evidence.velocityThreshold,
                cancelVelocity: evidence.cancelVelocity,
                lookahead: evidence.lookahead, flick: evidence.flick, predictedThreshold: evidence.predictedThreshold)
            let release = ThresholdRule.Release(
                progress: progress, velocity: evidence.velocity, speed: evidence.speed, extent: evidence.extent,
                across: evidence.across)
            return Self.thresholdMargin(rule, release, toward: toward)
        case .rule(_, let decision):
            return Self.ruleMargin(decision.evidence, progress: progress, finishing: finishing, toward: toward)
        case .always, .neither, .call, .noCall, .animator:
            return nil
        }
    }

    /// H1–H4: the comparison that decided, and the flips found by searching the rule itself.
    static func thresholdMargin(
        _ rule: ThresholdRule, _ release: ThresholdRule.Release, toward: Double
    ) -> DecisionMargin {
        let finishes = rule.finishes(release)
        // The flick's speed off the gesture's axis stays as it was while the velocity along it varies.
        let across = max(release.speed * release.speed - release.velocity * release.velocity, 0).squareRoot()
        func with(velocity: Double) -> ThresholdRule.Release {
            var changed = release
            changed.velocity = velocity
            changed.speed = (across * across + velocity * velocity).squareRoot()
            return changed
        }
        let velocityChange = DecisionMargin.flip(
            from: release.velocity, toward: toward, limit: DecisionMargin.velocityLimit
        ) {
            rule.finishes(with(velocity: $0)) == finishes
        }
        // Progress stays within 0 … 1.
        let room = toward < 0 ? release.progress : 1 - release.progress
        let positionChange =
            room > 0
            ? DecisionMargin.flip(from: release.progress, toward: toward, limit: room) { progress in
                var changed = release
                changed.progress = progress
                return rule.finishes(changed) == finishes
            } : nil
        let (quantity, spare, unit): (DecisionMargin.Quantity, Double, String)
        if rule.isFlick(release), let flick = rule.flick, let measured = rule.flickMeasured(release) {
            (quantity, spare, unit) = (.flickSpeed, measured - flick.velocity, "pt/s")
        } else if let forward = rule.velocityThreshold, release.velocity >= forward {
            (quantity, spare, unit) = (.velocity, release.velocity - forward, "pt/s")
        } else if let back = rule.cancelVelocity ?? rule.velocityThreshold, release.velocity <= -back {
            (quantity, spare, unit) = (.velocity, -back - release.velocity, "pt/s")
        } else if let line = rule.predictedThreshold, let predicted = rule.predicted(release) {
            // H6: a finish holds while either comparison passes, and a cancel flips at the nearer
            // line: either way the comparison with the larger slack decides.
            let progressSlack = release.progress - rule.threshold
            let predictedSlack = predicted - line
            let predictedDecides = predictedSlack > progressSlack
            (quantity, spare, unit) = (
                predictedDecides ? .projectedProgress : .progress,
                abs(predictedDecides ? predictedSlack : progressSlack), "of the view"
            )
        } else {
            let position = rule.position(release)
            (quantity, spare, unit) = (
                rule.lookahead == nil ? .progress : .projectedProgress, abs(position - rule.threshold), "of the view"
            )
        }
        return DecisionMargin(
            quantity: quantity, spare: spare, unit: unit, velocityChange: velocityChange, positionChange: positionChange
        )
    }

    /// S3, FC4, RN2 and AB4 from the numbers each rule reports.
    static func ruleMargin(
        _ evidence: RuleEvidence, progress: Double, finishing: Bool, toward: Double
    ) -> DecisionMargin? {
        switch evidence {
        case .iosFewSamples(_, let averageVelocity):
            // Pop iff v̄ > 0: a v̄ of 0 cancels, anything above it pops.
            let change = finishing ? -averageVelocity : nextUp(-averageVelocity)
            return DecisionMargin(
                quantity: .averageVelocity, spare: abs(averageVelocity), unit: "widths/s", velocityChange: change,
                velocityUnit: "widths/s",
                positionChange: nil,
                ruleVelocity: .init(name: "v̄, the mean of the velocity samples", value: averageVelocity))
        case .iosProjection(let p, let v, let d, let a, let projected, let threshold, _, let extent, _):
            let pops = projected > threshold
            let velocityChange = DecisionMargin.flip(
                from: v, toward: toward, limit: DecisionMargin.velocityLimit / max(extent, 1)
            ) {
                (IOSPopRule.project(progress: p, averageVelocity: $0, averageAcceleration: a, duration: d).projected
                    > threshold) == pops
            }
            let room = toward < 0 ? p : 1 - p
            let positionChange =
                room > 0
                ? DecisionMargin.flip(from: p, toward: toward, limit: room) {
                    (IOSPopRule.project(progress: $0, averageVelocity: v, averageAcceleration: a, duration: d).projected
                        > threshold) == pops
                } : nil
            return DecisionMargin(
                quantity: .projectedProgress, spare: abs(projected - threshold), unit: "of the view",
                velocityChange: velocityChange.map { $0 * extent }, positionChange: positionChange,
                ruleVelocity: .init(name: "v̄, the mean of the last three velocity samples", value: v * extent))
        case .flutterFling(let velocity, let minimum):
            // A fling decides by its direction whatever the position: the velocity must reach the
            // other fling, or drop below a fling where the position decides the other way.
            let other = velocity > 0 ? -minimum : minimum
            let belowFling = velocity > 0 ? nextDown(minimum) : nextUp(-minimum)
            let positionDecides = progress >= 0.5
            let change = positionDecides == finishing ? other - velocity : belowFling - velocity
            return DecisionMargin(
                quantity: .flingVelocity, spare: abs(velocity) - minimum, unit: "widths/s", velocityChange: change,
                velocityUnit: "widths/s",
                positionChange: nil)
        case .flutterPosition(let velocity, let minimum, let p):
            let change = (finishing ? -minimum : minimum) - velocity
            return DecisionMargin(
                quantity: .progress, spare: abs(p - 0.5), unit: "of the view", velocityChange: change,
                velocityUnit: "widths/s",
                positionChange: finishing ? nextDown(0.5) - p : 0.5 - p)
        case .reactNavigationProjection(let translation, let impact, let velocity, let projected, let half):
            // T + k·V > W/2 finishes: V = (W/2 − T)/k is the line; T the same with V held.
            let velocityChange =
                impact > 0 ? (half - translation) / impact - velocity + (finishing ? 0 : ulpOf(velocity)) : nil
            return DecisionMargin(
                quantity: .projectedTranslation, spare: abs(projected - half), unit: "pt",
                velocityChange: velocityChange,
                positionChange: half - projected + (finishing ? 0 : ulpOf(half)), positionUnit: .translation)
        case .androidEntry(let translation, let triggerThreshold, let fling):
            guard !fling.flungAway else { return nil }
            return DecisionMargin(
                quantity: .translation, spare: abs(translation - triggerThreshold), unit: "pt", velocityChange: nil,
                positionChange: triggerThreshold - translation + (finishing ? 0 : ulpOf(triggerThreshold)),
                positionUnit: .translation)
        case .reactNavigationCancelled, .androidCancelled, .androidActive, .androidInactive:
            return nil
        }
    }

    private static func ulpOf(_ value: Double) -> Double { value.ulp }
    private static func nextUp(_ value: Double) -> Double { value.nextUp }
    private static func nextDown(_ value: Double) -> Double { value.nextDown }
}
