import GestureModel
import Interaction

extension ReplayReport {
    /// The readable account: what the recognizer did, the decision in numbers, the completion,
    /// the outcome and every diagnostic.
    public var text: String {
        var lines: [String] = []
        let span = trace.endTime - trace.startTime
        lines.append(
            "trace      \(trace.name.escapingControls): \(counted(trace.eventCount, "event")) over \(prose(span, 3)) s, view \(prose(trace.view.width, 0))×\(prose(trace.view.height, 0)) pt"
        )
        // Every time below is since the first touch; a recorder's own clock is named once.
        if trace.startTime != 0 {
            lines.append(
                "clock      times are since the first touch, at \(prose(trace.startTime, 3)) s on the trace's clock")
        }
        lines.append(scenarioLine)
        lines.append("recognizer \(recognizerLine)")
        for entry in recognizer {
            if let failure = entry.failure {
                lines.append("           failed at \(at(entry.time)): \(failure)")
            }
        }
        // A grabbed completion (T12): each earlier gesture's release and completion, then the last's.
        for (index, gesture) in interrupted.enumerated() {
            lines.append("gesture    \(index + 1) of \(interrupted.count + 1)")
            if let release = gesture.release { lines += releaseLines(release) }
            lines += completionLines(gesture.completion)
            lines.append(
                "grabbed    at \(at(gesture.grabTime)), percentComplete \(prose(gesture.grabPercent, 3)): the next gesture took the transition over (T12)"
            )
        }
        if !interrupted.isEmpty { lines.append("gesture    \(interrupted.count + 1) of \(interrupted.count + 1)") }
        if let resting {
            lines += restingLines(resting)
        } else if let release {
            lines += releaseLines(release)
        } else {
            if let failed = recognizer.last(where: { $0.failure != nil }) {
                // The failure's reason is the line above; this one says what followed from it.
                lines.append(
                    "decision   none: the recognizer failed at \(at(failed.time)), so the handler was never called")
            } else {
                lines.append("decision   none: \(noReleaseReason ?? "the gesture never ended or was cancelled")")
            }
        }
        if let completion {
            lines += completionLines(completion)
        } else if resting == nil {
            lines.append("completion none")
        }
        lines.append("outcome    \(outcome.rawValue)")
        if diagnostics.isEmpty {
            lines.append("diagnostics none")
        } else {
            lines.append("diagnostics \(diagnostics.count)")
            // A cascade (an update after every frame) shows its first two and a count with its
            // span, even where other codes come between; each code where it first appears.
            var order: [DiagnosticCode] = []
            var byCode: [DiagnosticCode: [Diagnostic]] = [:]
            for diagnostic in diagnostics {
                if byCode[diagnostic.code] == nil { order.append(diagnostic.code) }
                byCode[diagnostic.code, default: []].append(diagnostic)
            }
            for code in order {
                let cascade = byCode[code] ?? []
                for diagnostic in cascade.prefix(2) {
                    lines.append(
                        "  \(diagnostic.severity.rawValue) \(code.rawValue) at \(at(diagnostic.time)): \(message(of: diagnostic))"
                    )
                }
                if cascade.count > 2, let next = cascade.dropFirst(2).first, let last = cascade.last {
                    lines.append(
                        "  … \(cascade.count - 2) more \(code.rawValue), from \(at(next.time)) to \(at(last.time))")
                }
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The release and decision lines of one gesture.
    private func releaseLines(_ release: Release) -> [String] {
        var lines: [String] = []
        let what = release.decision.trigger == .cancelled ? "cancelled" : "released"
        lines.append(
            "release    \(what) at \(at(release.time)): \(describe(release.sample)) → progress \(prose(release.decision.progress, 3))"
        )
        lines.append("decision   \(release.decision.reason)")
        if let note = confidenceNote(of: release) { lines.append("confidence \(note)") }
        if let direction = release.decision.direction, let margin = release.decision.margin {
            lines.append("margin     \(margin.text(deciding: direction))")
        }
        return lines
    }

    /// The completion line of one gesture.
    private func completionLines(_ completion: PercentDrivenTransition.Completion) -> [String] {
        if let formula = completion.formula {
            var by = "\(completion.timing.rawValue) timing"
            if case .animatorRun? = completion.basis { by = "the handler's animator" }
            return [
                "completion \(completion.direction.rawValue) from \(prose(completion.fromPercent, 3)) to \(prose(completion.toPercent, 0)) by \(by): \(formula), curve \(completion.curve), ends at \(at(completion.endTime))"
            ]
        }
        let finishing = completion.direction == .finish
        let operands = formulaOperands(
            [completion.fromPercent, setup.transition.duration, completion.speed], result: completion.duration
        ) {
            (finishing ? 1 - $0[0] : $0[0]) * $0[1] / $0[2]
        }
        let remaining = finishing ? "(1 − \(operands[0]))" : operands[0]
        let speed = Self.factor(completion.speed, shown: operands[2])
        let formula = "\(remaining) × \(Self.factor(setup.transition.duration, shown: operands[1])) s / \(speed)"
        // C2: a completion past the model's limit is ended there; the formula shows what was asked.
        let length =
            completion.duration >= PercentDrivenTransition.maximumCompletionDuration
            ? "\(prose(completion.duration, 3)) s, the limit (C2), for \(formula)"
            : "\(prose(completion.duration, 3)) s = \(formula)"
        return [
            "completion \(completion.direction.rawValue) from \(operands[0]) to \(prose(completion.toPercent, 0)) at speed \(speed): \(length), curve \(completion.curve), ends at \(at(completion.endTime))"
        ]
    }

    private var scenarioLine: String {
        if scenario == nil, let run = resting {
            // The app's rule on a platform's surface: the transition's settings are not read.
            var parts = [setup.recognizer.summary, run.surface.surfaceSummary]
            if setup.velocity != .uikit { parts.append("\(setup.velocity.rawValue) velocity") }
            return "handler    \(handler.escapingControls) (code): \(parts.joined(separator: "; "))"
        }
        guard let scenario else { return "handler    \(handler.escapingControls) (code): \(setup.summary)" }
        return "scenario   \(scenario.name.escapingControls): \(scenario.summary)"
    }

    /// The sample's numbers in the handler's terms.
    private func describe(_ sample: GestureSample) -> String {
        switch sample {
        case .pan(let pan):
            var text = "translation (\(prose(pan.translation.dx, 1)), \(prose(pan.translation.dy, 1))) pt"
            if case .translation(let mapping)? = scenario?.progress {
                let horizontal =
                    mapping.axis == .x || (mapping.axis == .inward && (setup.recognizer.edge?.isHorizontal ?? true))
                let extent = horizontal ? trace.view.width : trace.view.height
                text += " of view \(horizontal ? "width" : "height") \(prose(extent, 0)) pt"
            }
            return text + ", velocity (\(prose(pan.velocity.dx, 1)), \(prose(pan.velocity.dy, 1))) pt/s"
        case .pinch(let pinch):
            let direction = pinchDirection.map { ", \($0 == .open ? "opening" : "closing")" } ?? ""
            return "scale \(prose(pinch.scale, 3))\(direction), velocity \(prose(pinch.velocity, 3))/s"
        }
    }

    private var recognizerLine: String {
        recognizer.map { entry in
            if entry.phase == .possible { return "possible" }
            return "\(entry.phase) \(at(entry.time))"
        }.joined(separator: " → ")
    }

    func at(_ time: Double) -> String { "\(prose(sinceFirstTouch(time), 3)) s" }

    /// A speed or a duration with three decimals, or in full where three decimals would hide it
    /// (a speed of 1e-300 is not 0.000).
    static func factor(_ value: Double, shown: String) -> String {
        value != 0 && value.isFinite && (abs(value) < 0.0005 || abs(value) >= 1e9)
            ? JSONWriter.formatNumber(value) : shown
    }
}
