import GestureModel

/// A finish-or-cancel decision, with the numbers that made it.
public struct ReleaseDecision: Sendable, Hashable {
    /// What the decision rested on: a rule's numbers, a fixed response, or a call of handler code.
    public enum Basis: Sendable, Hashable {
        /// The progress against `threshold`; with a velocity threshold, the velocity too.
        case threshold(velocity: Double, velocityThreshold: Double?)
        /// The threshold rule with a look-ahead or a flick (H3, H4): the projected progress
        /// against `threshold`, or the flick's direction.
        case lookahead(ThresholdEvidence)
        /// A platform rule (ios-pop, flutter-cupertino, android-back, react-navigation).
        case rule(name: String, RuleDecision)
        /// A scenario whose handler always finishes, or always cancels, on this state.
        case always
        /// A scenario whose handler neither finishes nor cancels on this state.
        case neither
        /// Handler code called finish() or cancel() without saying what it compared.
        case call
        /// Handler code called neither finish() nor cancel().
        case noCall
        /// Handler code ran its animator on (`call`: continueAnimation or startAnimation), reversed
        /// for a cancel (A4, A5).
        case animator(call: String, reversed: Bool)
    }

    /// finish or cancel; nil when the handler did nothing.
    public var direction: PercentDrivenTransition.Direction?
    /// The progress the handler looked at.
    public var progress: Double
    /// The threshold it was compared with, when the handler compares.
    public var threshold: Double?
    /// The recognizer state that triggered the decision: ended (a release) or cancelled (by the system).
    public var trigger: RecognizerPhase
    public var basis: Basis

    public init(
        direction: PercentDrivenTransition.Direction?, progress: Double, threshold: Double?, trigger: RecognizerPhase,
        basis: Basis
    ) {
        self.direction = direction
        self.progress = progress
        self.threshold = threshold
        self.trigger = trigger
        self.basis = basis
    }

    /// One line in numbers: "released at 0.43 ≤ threshold 0.50 → cancel", built when asked for.
    public var reason: String {
        let verb = Self.verb(trigger)
        let outcome = direction?.rawValue ?? "nothing"
        switch basis {
        case .threshold(let velocity, let velocityThreshold):
            var text =
                threshold.map { thresholdReason(verb: verb, progress: progress, threshold: $0) }
                ?? "\(verb) at \(prose(progress, 2))"
            if let velocityThreshold {
                let fast = velocity >= velocityThreshold ? "≥ " : velocity <= -velocityThreshold ? "≤ −" : "within ±"
                text += ", velocity \(prose(velocity, 0)) pt/s \(fast)\(prose(velocityThreshold, 0)) pt/s"
            }
            return text + " → \(outcome)"
        case .lookahead(let evidence):
            return lookaheadReason(verb: verb, evidence: evidence) + " → \(outcome)"
        case .rule(let name, let decision):
            return "\(verb) at \(prose(progress, 2)): \(name): \(decision.reason)"
        case .always:
            return
                "\(verb) at \(prose(progress, 2)) → \(outcome) (the handler always \(direction == .finish ? "finishes" : "cancels") on \(trigger))"
        case .neither:
            return "\(verb) at \(prose(progress, 2)) → nothing: the handler neither finishes nor cancels on \(trigger)"
        case .call:
            return "\(verb) at \(prose(progress, 2)) → \(outcome) (the handler called \(outcome)())"
        case .noCall:
            return "\(verb) at \(prose(progress, 2)) → nothing: the handler called neither finish() nor cancel()"
        case .animator(let call, let reversed):
            return
                "\(verb) at \(prose(progress, 2)) → \(outcome) (the handler's \(call)\(reversed ? ", reversed," : "") runs the animator to its \(reversed ? "start" : "end"))"
        }
    }

    /// "released at 0.41 + 0.50 s × 812 pt/s / 390 pt = 1.45 > threshold 0.50", or the flick that
    /// decided instead; with a velocity threshold, what it said.
    private func lookaheadReason(verb: String, evidence: ThresholdEvidence) -> String {
        var text = "\(verb) at \(prose(progress, 2))"
        if evidence.flicked, let flick = evidence.flick {
            let measured =
                flick.measure == .axis
                ? "velocity \(prose(evidence.velocity, 0)) pt/s along the gesture"
                : "speed \(prose(evidence.speed, 0)) pt/s"
            let way = evidence.velocity > 0 ? "forward" : "back"
            return text + ", a flick: \(measured) \(flick.comparison), moving \(way)"
        }
        if let velocityThreshold = evidence.velocityThreshold, evidence.velocity >= velocityThreshold {
            return text + ", velocity \(prose(evidence.velocity, 0)) pt/s ≥ \(prose(velocityThreshold, 0)) pt/s"
        }
        if let back = evidence.cancelVelocity, evidence.velocity <= -back {
            return text + ", velocity \(prose(evidence.velocity, 0)) pt/s ≤ −\(prose(back, 0)) pt/s"
        }
        if let lookahead = evidence.lookahead, evidence.predictedThreshold == nil {
            text +=
                " + \(prose(lookahead, 2)) s × \(prose(evidence.velocity, 0)) pt/s / \(prose(evidence.extent, 0)) pt = \(prose(evidence.position, 2))"
        }
        if let threshold {
            text +=
                evidence.position > threshold
                ? " > threshold \(prose(threshold, 2))" : " ≤ threshold \(prose(threshold, 2))"
        }
        if let line = evidence.predictedThreshold, let predicted = evidence.predicted,
            let lookahead = evidence.lookahead
        {
            let side = predicted > line ? ">" : "≤"
            let shown = distinguishing(predicted, from: line)
            text +=
                "; predicted \(prose(progress, 2)) + \(prose(lookahead, 2)) s × \(prose(evidence.velocity, 0)) pt/s / \(prose(evidence.extent, 0)) pt = \(shown.value) \(side) \(shown.threshold)"
        }
        if let flick = evidence.flick {
            text += " (no flick: \(Self.noFlick(flick, evidence)))"
        }
        return text
    }

    /// Why a release with a flick rule was not a flick: "900 ≤ 1200 pt/s", or what its measure
    /// left out.
    static func noFlick(_ flick: ThresholdRule.Flick, _ evidence: ThresholdEvidence) -> String {
        if evidence.velocity == 0 { return "no velocity along the gesture" }
        switch flick.measure {
        case .dominantAxis where abs(evidence.velocity) <= evidence.across:
            return
                "the velocity is mostly across the gesture, \(prose(evidence.across, 0)) against \(prose(abs(evidence.velocity), 0)) pt/s along it"
        case .magnitude, .dominantAxis:
            return "\(prose(evidence.speed, 0)) \(flick.inclusive ? "<" : "≤") \(prose(flick.velocity, 0)) pt/s"
        case .axis:
            return "\(prose(abs(evidence.velocity), 0)) \(flick.inclusive ? "<" : "≤") \(prose(flick.velocity, 0)) pt/s"
        }
    }

    /// How a reason names the action: "released", "gesture cancelled", "while changed".
    public static func verb(_ trigger: RecognizerPhase) -> String {
        switch trigger {
        case .ended: "released"
        case .cancelled: "gesture cancelled"
        default: "while \(trigger)"
        }
    }
}
