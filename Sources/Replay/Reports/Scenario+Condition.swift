import GestureModel
import Interaction

extension Scenario {
    /// What the release rule does, in its own terms: "finish if progress > 0.50, else cancel" is
    /// the threshold rule's alone.
    func condition(trigger: String) -> String {
        let cancelled = trigger == "cancelled"
        switch handler.rule {
        case .threshold:
            let source = handler.decideWith == .lastChanged ? "last changed progress" : "progress"
            var text = ""
            if let flick = handler.flick {
                let measured =
                    switch flick.measure {
                    case .magnitude: "speed \(flick.comparison)"
                    case .axis: "velocity along the gesture \(flick.comparison)"
                    case .dominantAxis: "speed \(flick.comparison), mostly along the gesture"
                    }
                text += "a flick (\(measured)) decides by its direction (H4); "
            }
            if let line = handler.predictedThreshold {
                let seconds = handler.projection?.seconds ?? ThresholdRule.swiftUIPrediction
                text +=
                    "finish if \(source) > \(prose(handler.threshold, 2)) or \(source) + \(prose(seconds, 3)) s × v / extent > \(prose(line, 2)) (H6)"
            } else if let projection = handler.projection {
                let named =
                    if case .decelerationRate(let rate) = projection {
                        ", deceleration rate \(JSONWriter.formatNumber(rate))"
                    } else { "" }
                text +=
                    "finish if \(source) + \(prose(projection.seconds, 3)) s × v / extent\(named) > \(prose(handler.threshold, 2)) (H3)"
            } else {
                text += "finish if \(source) > \(prose(handler.threshold, 2))"
            }
            if let velocity = handler.velocityThreshold { text += " or velocity ≥ \(prose(velocity, 0)) pt/s" }
            if let back = handler.cancelVelocity ?? handler.velocityThreshold {
                text += " (cancel at ≤ −\(prose(back, 0)) pt/s)"
            }
            return text + ", else cancel"
        case .iosPop(let rule):
            return
                "finish if p + v̄·D + ½·ā·D² > min(\(JSONWriter.formatNumber(rule.thresholdDistance))/W, 0.5) over the last 3 samples (S3), else cancel"
        case .flutterCupertino(let rule):
            // The back gesture's own recognizer goes unsaid; another one is named.
            let drag = rule.drag == .horizontal ? "" : " (a \(rule.drag) drag's end velocity)"
            let fling =
                cancelled
                ? ""
                : "finish on a fling of ≥ \(prose(rule.minimumFlingVelocity, 2)) widths/s\(drag) toward the trailing edge (cancel on one back), else "
            return fling + "finish if progress ≥ 0.50, else cancel (FC4)"
        case .androidBack(let rule):
            if cancelled { return "cancel (AB4)" }
            return
                "finish if released in ACTIVE, in ENTRY past \(prose(rule.triggerThreshold, 0)) pt, or flung away; else cancel (AB3, AB4)"
        case .reactNavigation(let rule):
            if cancelled { return "cancel (RN2)" }
            return "finish if T + \(prose(rule.velocityImpact, 2))·V > W/2, else cancel (RN2)"
        }
    }
}
