import GestureModel
import Interaction

/// Replays a recording and compares the model with what the device did (its `observed` block),
/// on only the fields the block has.
public enum FidelityCheck {
    /// A model action is stamped with its event's time exactly; the smallest match window.
    static let sameTime = 1e-6

    /// Nil when the trace has no `observed` block.
    public static func check(
        _ trace: Trace, file: String, scenario: Scenario, tolerances: FidelityTolerances
    ) -> TraceFidelity? {
        guard let observed = trace.observed else { return nil }
        let report = Replayer.replay(trace, scenario: scenario, keepingActions: true)
        var findings: [FidelityFinding] = []
        if let recognizer = observed.comparedRecognizer, !recognizer.samples.isEmpty {
            findings += callbacks(recognizer.samples, trace: trace, report: report, tolerances: tolerances)
            findings += sequence(recognizer.samples, report: report, tolerances: tolerances)
        }
        if let call = observed.transition.first(where: { $0.call == .finish || $0.call == .cancel }) {
            findings += decision(call, report: report, tolerances: tolerances)
        }
        // The system's own decisions, one per interactive part, against the model's gestures in order.
        for (index, coordinator) in observed.coordinator.enumerated() {
            findings += decision(
                coordinator, gesture: coordinator.gesture ?? index + 1, report: report, tolerances: tolerances)
        }
        if let run = report.resting, !observed.rest.isEmpty {
            findings += rests(observed.rest, run: run, window: tolerances.matchWindow(for: trace))
        }
        if let completion = observed.completion {
            let end = report.completion?.endTime
            let error = end.map { abs($0 - completion.time) * 1000 } ?? .infinity
            findings.append(
                FidelityFinding(
                    measure: .completionTime, time: completion.time,
                    model: end.map { "t=\(prose(report.sinceFirstTouch($0), 3)) s" } ?? "no completion",
                    observed: "t=\(prose(report.sinceFirstTouch(completion.time), 3)) s", error: error, relative: nil,
                    agrees: error <= tolerances.completionTime))
            let model: String =
                switch report.outcome {
                case .finished: "completed"
                case .cancelled: "cancelled"
                case .stuck, .noTransition, .incomplete, .interrupted, .rested: report.outcome.rawValue
                }
            let device = completion.completed ? "completed" : "cancelled"
            findings.append(
                FidelityFinding(
                    measure: .completed, time: completion.time, model: model, observed: device, agrees: model == device
                ))
        }
        return TraceFidelity(
            name: trace.name, file: file, scenario: scenario.name, findings: findings, report: report,
            observed: observed,
            notCompared: notCompared(observed)
                + (report.resting == nil && !observed.rest.isEmpty
                    ? ["rest reports (the scenario drives no resting surface)"] : []))
    }

    /// Each release's resting place against the device's: the last place the device reported from
    /// the release (less the match window) until the next release. A release the device reported
    /// nothing after rested where the surface already was, as UIKit reports a sheet's detent only
    /// when it changes.
    static func rests(_ observed: [ObservedRest], run: RestingRun, window: Double) -> [FidelityFinding] {
        var findings: [FidelityFinding] = []
        var device = run.surface.start
        var remaining = observed[...]
        for (index, release) in run.releases.enumerated() {
            let next = run.releases.indices.contains(index + 1) ? run.releases[index + 1].time : .infinity
            let from = release.time - window - sameTime
            remaining = remaining.drop { $0.time < from }
            var reported = false
            while let rest = remaining.first, rest.time < next - window - sameTime {
                device = rest.place
                reported = true
                remaining = remaining.dropFirst()
            }
            let model = release.decision.place.name
            findings.append(
                FidelityFinding(
                    measure: .rest, time: release.time, model: model.escapingControls,
                    observed: reported ? device.escapingControls : "\(device.escapingControls) (no report: unchanged)",
                    agrees: model == device))
        }
        return findings
    }

    /// Why `scenario` cannot be compared with what the recording observed: the device ran another
    /// kind of recognizer, or watched another edge. Nil when they match, or the block names no
    /// recognizer the models know. Said before any finding, since every state would disagree.
    public static func modelMismatch(_ trace: Trace, scenario: Scenario) -> String? {
        guard let observed = trace.observed?.comparedRecognizer else { return nil }
        let known = [
            "screenEdgePan": "a screen-edge pan", "pan": "a pan", "pinch": "a pinch", "drag": "a SwiftUI drag",
            "contentPan": "a content pop",
        ]
        guard let seen = known[observed.kind], let modelled = known[scenario.recognizer.kind] else { return nil }
        if observed.kind != scenario.recognizer.kind {
            return
                "the recording observed \(seen); \(scenario.name.escapingControls) models \(modelled): pass --preset or --scenario"
        }
        if let edge = observed.edge.flatMap(ScreenEdge.init(rawValue:)), let modelledEdge = scenario.recognizer.edge,
            edge != modelledEdge
        {
            return
                "the recording observed a \(edge)-edge pan; \(scenario.name.escapingControls) watches the \(modelledEdge) edge: --edge \(edge)"
        }
        return nil
    }

    static func phase(_ state: ObservedRecognizerSample.State) -> RecognizerPhase {
        switch state {
        case .began: .began
        case .changed: .changed
        case .ended: .ended
        case .cancelled: .cancelled
        case .failed: .failed
        }
    }

    /// The delivered event nearest `time` (events are sorted by time), by bisection.
    static func nearestEvent(to time: Double, in times: [Double]) -> Double? {
        var low = 0
        var high = times.count
        while low < high {
            let middle = (low + high) / 2
            if times[middle] < time { low = middle + 1 } else { high = middle }
        }
        return [low - 1, low].filter { times.indices.contains($0) }.map { times[$0] }.min {
            abs($0 - time) < abs($1 - time)
        }
    }

    /// Each callback against the model's action at the event it belongs to (the nearest delivered
    /// event within the match window): its state, then what it reported. A callback near no event
    /// is a finding of its own.
    static func callbacks(
        _ samples: [ObservedRecognizerSample], trace: Trace, report: ReplayReport, tolerances: FidelityTolerances
    ) -> [FidelityFinding] {
        var findings: [FidelityFinding] = []
        let window = tolerances.matchWindow(for: trace)
        // The model's last action at each event time, found once: a long observed block is read
        // in one pass, not searched again for every callback.
        var lastActionAt: [Double: ReplayReport.Action] = [:]
        for action in report.actions { lastActionAt[action.time] = action }
        for sample in samples {
            // The event the callback belongs to: the nearest, within the window.
            let nearest = nearestEvent(to: sample.time, in: trace.eventTimes)
            guard let event = nearest, abs(event - sample.time) <= window + sameTime else {
                let distance = nearest.map { abs($0 - sample.time) } ?? .infinity
                findings.append(
                    FidelityFinding(
                        measure: .unmatched, time: sample.time, model: "no event within \(prose(window * 1000, 2)) ms",
                        observed: sample.state.rawValue, error: distance * 1000, relative: nil, agrees: false))
                continue
            }
            // Actions are stamped with their event's time exactly.
            guard let action = lastActionAt[event] else {
                findings.append(
                    FidelityFinding(
                        measure: .states, time: sample.time, model: "no action", observed: sample.state.rawValue,
                        agrees: false))
                continue
            }
            let stateAgrees = action.state == phase(sample.state)
            findings.append(
                FidelityFinding(
                    measure: .states, time: sample.time, model: action.state.rawValue, observed: sample.state.rawValue,
                    agrees: stateAgrees))
            switch action.sample {
            case .pan(let pan):
                if let translation = sample.translation {
                    let error = (pan.translation - translation).length
                    findings.append(
                        FidelityFinding(
                            measure: .translation, time: sample.time, model: vector(pan.translation),
                            observed: vector(translation),
                            error: error, relative: nil, agrees: error <= tolerances.translation))
                }
                if let velocity = sample.velocity {
                    let error = (pan.velocity - velocity).length
                    let relative = velocity.length > 0 ? error / velocity.length : nil
                    findings.append(
                        FidelityFinding(
                            measure: .velocity, time: sample.time, model: vector(pan.velocity),
                            observed: vector(velocity), error: error,
                            relative: relative,
                            agrees: error <= max(tolerances.velocityFloor, tolerances.velocity * velocity.length)))
                }
                if let predicted = sample.predictedEndTranslation {
                    // SV1: translation + 0.25 s × velocity, so it may be off by both of theirs.
                    let model = pan.translation + pan.velocity * DragValue.prediction
                    let error = (model - predicted).length
                    let velocityAllowance = max(
                        tolerances.velocityFloor, tolerances.velocity * (sample.velocity ?? pan.velocity).length)
                    findings.append(
                        FidelityFinding(
                            measure: .predictedEnd, time: sample.time, model: vector(model),
                            observed: vector(predicted), error: error,
                            relative: nil,
                            agrees: error <= tolerances.translation + DragValue.prediction * velocityAllowance))
                }
            case .pinch(let pinch):
                if let scale = sample.scale {
                    let error = abs(pinch.scale - scale)
                    findings.append(
                        FidelityFinding(
                            measure: .scale, time: sample.time, model: prose(pinch.scale, 4), observed: prose(scale, 4),
                            error: error,
                            relative: nil, agrees: error <= tolerances.scale))
                }
                if let velocity = sample.scaleVelocity {
                    let error = abs(pinch.velocity - velocity)
                    findings.append(
                        FidelityFinding(
                            measure: .scaleVelocity, time: sample.time, model: prose(pinch.velocity, 3),
                            observed: prose(velocity, 3), error: error,
                            relative: velocity != 0 ? error / abs(velocity) : nil,
                            agrees: error
                                <= max(tolerances.scaleVelocityFloor, tolerances.scaleVelocity * abs(velocity))))
                }
            }
        }
        return findings
    }

    /// A complete log (it starts at began): the sequence of states, changes only, and when it began.
    static func sequence(
        _ samples: [ObservedRecognizerSample], report: ReplayReport, tolerances: FidelityTolerances
    ) -> [FidelityFinding] {
        guard let first = samples.first, first.state == .began else { return [] }
        func changes(_ phases: [RecognizerPhase]) -> [RecognizerPhase] {
            phases.reduce(into: []) { if $0.last != $1 { $0.append($1) } }
        }
        let model = changes(report.actions.map(\.state))
        let device = changes(samples.map { phase($0.state) })
        var findings = [
            FidelityFinding(
                measure: .states, time: first.time, model: model.map(\.rawValue).joined(separator: " → "),
                observed: device.map(\.rawValue).joined(separator: " → "), agrees: model == device)
        ]
        let began = report.actions.first(where: { $0.state == .began })?.time
        let error = began.map { abs($0 - first.time) * 1000 } ?? .infinity
        findings.append(
            FidelityFinding(
                measure: .beganTime, time: first.time,
                model: began.map { "t=\(prose(report.sinceFirstTouch($0), 3)) s" } ?? "never began",
                observed: "t=\(prose(report.sinceFirstTouch(first.time), 3)) s", error: error, relative: nil,
                agrees: error <= tolerances.beganTime))
        return findings
    }

    /// The app's finish or cancel against the model's decision, and percentComplete at the call.
    static func decision(
        _ call: ObservedTransitionCall, report: ReplayReport, tolerances: FidelityTolerances
    ) -> [FidelityFinding] {
        decisionFindings(
            at: call.time, observed: call.call.rawValue, observedPercent: call.percentComplete,
            model: report.decision?.rawValue ?? "none", modelPercent: report.completion?.fromPercent,
            withoutPercent: "no call",
            tolerances: tolerances)
    }

    /// What a system transition's coordinator reported against the model's gesture `number`: the
    /// decision (isCancelled is a cancel), and percentComplete where the interaction ended.
    static func decision(
        _ coordinator: ObservedCoordinator, gesture number: Int, report: ReplayReport, tolerances: FidelityTolerances
    ) -> [FidelityFinding] {
        let gesture = report.gesture(number)
        return decisionFindings(
            at: coordinator.time, observed: coordinator.isCancelled ? "cancel" : "finish",
            observedPercent: coordinator.percentComplete,
            model: gesture.map { $0.decision?.rawValue ?? "none" } ?? "no gesture \(number)",
            modelPercent: gesture?.completion?.fromPercent, withoutPercent: "no completion", tolerances: tolerances)
    }

    /// The decision the device made against the model's, and where it made it when it says:
    /// `withoutPercent` is what the model shows when it started no completion.
    private static func decisionFindings(
        at time: Double, observed: String, observedPercent: Double?, model: String, modelPercent: Double?,
        withoutPercent: String, tolerances: FidelityTolerances
    ) -> [FidelityFinding] {
        var findings = [
            FidelityFinding(
                measure: .decision, time: time, model: model, observed: observed, agrees: model == observed)
        ]
        if let percent = observedPercent {
            let error = modelPercent.map { abs($0 - percent) } ?? .infinity
            findings.append(
                FidelityFinding(
                    measure: .percentComplete, time: time, model: modelPercent.map { prose($0, 3) } ?? withoutPercent,
                    observed: prose(percent, 3), error: error, relative: nil,
                    agrees: error <= tolerances.percentComplete))
        }
        return findings
    }

    static func vector(_ v: Vector) -> String { "(\(prose(v.dx, 1)), \(prose(v.dy, 1)))" }
}

extension FidelityCheck {
    /// The fields of `observed` that no finding compares, each named once in the order the trace
    /// format lists them: the models make no such value, or the check reads another of the kind
    /// (the first finish or cancel call, the compared recognizer). `system` is a label, not a
    /// behaviour, and is never named.
    public static func notCompared(_ observed: ObservedBehaviour) -> [String] {
        var names: [String] = []
        let compared = observed.comparedRecognizer
        if let compared {
            if compared.samples.contains(where: { $0.location != nil }) { names.append("callbacks' location") }
            if compared.samples.contains(where: { $0.numberOfTouches != nil }) {
                names.append("callbacks' numberOfTouches")
            }
        }
        let others = observed.allRecognizers.count - (compared == nil ? 0 : 1)
        if others > 0 { names.append("\(counted(others, "other recognizer"))") }
        let calls = observed.transition
        let decisive = calls.firstIndex { $0.call == .finish || $0.call == .cancel }
        for call in [ObservedTransitionCall.Call.start, .update, .pause]
        where calls.contains(where: { $0.call == call }) {
            names.append("\(call.rawValue) calls")
        }
        if let decisive {
            if calls[decisive].completionSpeed != nil { names.append("completionSpeed at \(calls[decisive].call)") }
            if calls[decisive].duration != nil { names.append("duration at \(calls[decisive].call)") }
            if calls[(decisive + 1)...].contains(where: { $0.call == .finish || $0.call == .cancel }) {
                names.append("finish or cancel calls after the first")
            }
        }
        let animator = ObservedTransitionCall.Call.allCases.filter { call in
            switch call {
            case .start, .update, .finish, .cancel, .pause: false
            case .fractionComplete, .pauseAnimation, .startAnimation, .reverse, .continueAnimation,
                .completeTransition:
                calls.contains { $0.call == call }
            }
        }
        if !animator.isEmpty { names.append("animator calls (\(animator.map(\.rawValue).joined(separator: ", ")))") }
        for (field, present) in [
            ("completionVelocity", observed.coordinator.contains { $0.completionVelocity != nil }),
            ("transitionDuration", observed.coordinator.contains { $0.transitionDuration != nil }),
            ("completionCurve", observed.coordinator.contains { $0.completionCurve != nil }),
        ] where present {
            names.append("coordinator's \(field)")
        }
        return names
    }
}
