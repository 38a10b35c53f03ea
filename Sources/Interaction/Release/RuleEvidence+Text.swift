import GestureModel

extension RuleEvidence {
    /// The evidence in words, for the decision it led to.
    public func text(for direction: PercentDrivenTransition.Direction) -> String {
        let finish = direction == .finish
        let outcome = finish ? "finish" : "cancel"
        switch self {
        case .iosFewSamples(let count, let averageVelocity):
            return
                "\(counted(count, "velocity sample")): v̄ = \(prose(averageVelocity, 3)) widths/s \(finish ? ">" : "≤") 0 → \(outcome)"
        case .iosProjection(
            let p, let v, let d, let a, let projected, let threshold, let distance, let extent, let kind):
            let shown = distinguishing(projected, from: threshold)
            let formula: String =
                switch kind {
                case .full:
                    "p + v̄·D + ½·ā·D² (v̄ in widths/s, ā in widths/s²) = \(prose(p, 3)) + \(prose(v, 3))·\(prose(d, 2)) + ½·\(prose(a, 2))·\(prose(d, 2))²"
                case .toRest(let t):
                    "at rest after t = v̄/|ā| = \(prose(t, 3)) s < D: p + v̄·t + ½·ā·t² (v̄ in widths/s, ā in widths/s²) = \(prose(p, 3)) + \(prose(v, 3))·\(prose(t, 3)) + ½·\(prose(a, 2))·\(prose(t, 3))²"
                case .withoutAcceleration:
                    "p + v̄·D (v̄ in widths/s; ā = \(prose(a, 2)) widths/s² does not slow it) = \(prose(p, 3)) + \(prose(v, 3))·\(prose(d, 2))"
                }
            return
                "\(formula) = \(shown.value) \(finish ? ">" : "≤") min(\(JSONWriter.formatNumber(distance))/\(prose(extent, 0)), 0.5) = \(shown.threshold) → \(outcome)"
        case .flutterFling(let velocity, let minimum):
            return
                "fling \(prose(velocity, 2)) widths/s, |v| ≥ \(prose(minimum, 2)): \(finish ? "toward the trailing edge → finish" : "back toward the edge → cancel")"
        case .flutterPosition(let velocity, let minimum, let progress):
            let shown = distinguishing(progress, from: 0.5)
            return
                "|v| = \(prose(abs(velocity), 2)) < \(prose(minimum, 2)) widths/s; progress \(shown.value) \(finish ? "≥" : "<") \(shown.threshold) → \(outcome)"
        case .reactNavigationCancelled:
            return "gesture cancelled → the card animates back (cancel)"
        case .reactNavigationProjection(let translation, let impact, let velocity, let projected, let half):
            let shown = distinguishing(projected, from: half)
            return
                "T + \(prose(impact, 2))·V = \(prose(translation, 1)) + \(prose(impact, 2))·\(prose(velocity, 1)) = \(shown.value) \(finish ? ">" : "≤") W/2 = \(shown.threshold) → \(outcome)"
        case .androidCancelled(let state):
            return "gesture cancelled in \(state.rawValue) → cancel"
        case .androidActive:
            return "released in ACTIVE → finish"
        case .androidEntry(let translation, let trigger, let fling):
            return
                "released in ENTRY at \(prose(translation, 1)) pt (\(translation > trigger ? ">" : "≤") \(prose(trigger, 0))), \(fling.text) → \(outcome)"
        case .androidInactive(let fling):
            return "released in INACTIVE, \(fling.text) → \(outcome)"
        }
    }
}

extension AndroidFling {
    var text: String {
        "fling \(flungAway ? "away" : "none") (\(prose(sinceTurn, 1)) pt since the last turn, \(prose(velocity, 1)) pt/s)"
    }
}
