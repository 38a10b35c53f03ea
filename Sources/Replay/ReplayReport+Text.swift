import GestureModel
import Interaction

extension ReplayReport {
    /// The readable account: what the recognizer did, the decision in numbers, the completion,
    /// the outcome and every diagnostic.
    public var text: String {
        var lines: [String] = []
        let span = trace.endTime - trace.startTime
        lines.append("trace      \(trace.name): \(trace.eventCount) events over \(fixed(span, 3)) s, view \(fixed(trace.view.width, 0))×\(fixed(trace.view.height, 0)) pt")
        lines.append("scenario   \(scenarioLine)")
        lines.append("recognizer \(recognizerLine)")
        for entry in recognizer {
            if let failure = entry.failure {
                lines.append("           failed at \(at(entry.time)): \(failure)")
            }
        }
        if let release {
            let sample = release.sample
            let axis = scenario.edge.isHorizontal ? "width" : "height"
            let extent = scenario.edge.isHorizontal ? trace.view.width : trace.view.height
            let distance = scenario.edge.isHorizontal ? abs(sample.translation.dx) : abs(sample.translation.dy)
            let what = release.decision.trigger == .cancelled ? "cancelled" : "released"
            lines.append("release    \(what) at \(at(release.time)): translation \(fixed(distance, 1)) pt of \(axis) \(fixed(extent, 0)) pt → progress \(fixed(release.decision.progress, 3)); velocity \(fixed(sample.velocity.dx, 1)), \(fixed(sample.velocity.dy, 1)) pt/s")
            lines.append("decision   \(release.decision.reason)")
        } else {
            lines.append("decision   none: the handler never finished or cancelled")
        }
        if let completion {
            let remaining = completion.direction == .finish ? "(1 − \(fixed(completion.fromPercent, 3)))" : fixed(completion.fromPercent, 3)
            lines.append("completion \(completion.direction.rawValue) from \(fixed(completion.fromPercent, 3)) to \(fixed(completion.toPercent, 0)) at speed \(fixed(completion.speed, 3)): \(fixed(completion.duration, 3)) s = \(remaining) × \(fixed(scenario.transition.duration, 3)) s / \(fixed(completion.speed, 3)), curve \(completion.curve), ends at \(at(completion.endTime))")
        } else {
            lines.append("completion none")
        }
        lines.append("outcome    \(outcome.rawValue)")
        if diagnostics.isEmpty {
            lines.append("diagnostics none")
        } else {
            lines.append("diagnostics \(diagnostics.count)")
            for diagnostic in diagnostics {
                lines.append("  \(diagnostic.severity.rawValue) \(diagnostic.code.rawValue) at \(at(diagnostic.time)): \(diagnostic.message)")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private var scenarioLine: String {
        let transition = scenario.transition
        return "\(scenario.name): \(scenario.edge) edge, region \(fixed(scenario.edgeRegion, 1)) pt, finish if progress > \(fixed(scenario.threshold, 2)), duration \(fixed(transition.duration, 3)) s, completionSpeed \(transition.completionSpeed), curve \(transition.completionCurve)"
    }

    private var recognizerLine: String {
        recognizer.map { entry in
            if entry.phase == .possible { return "possible" }
            return "\(entry.phase) \(at(entry.time))"
        }.joined(separator: " → ")
    }

    private func at(_ time: Double) -> String { "\(fixed(time, 3)) s" }
}
