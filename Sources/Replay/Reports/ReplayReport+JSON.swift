import GestureModel
import Interaction

extension ReplayReport {
    /// The report as JSON. Scripts depend on its keys: change it only by adding keys.
    public var json: JSONValue {
        var top = JSONObject()
        top["generator"] = .string(ToolVersion.line)
        top["trace"] = .object([
            "name": .string(trace.name),
            "events": .number(Double(trace.eventCount)),
            "start": number(trace.startTime),
            "end": number(trace.endTime),
            "screen": .object(["width": number(trace.screen.width), "height": number(trace.screen.height)]),
            "view": .object([
                "x": number(trace.view.minX), "y": number(trace.view.minY),
                "width": number(trace.view.width), "height": number(trace.view.height),
            ]),
        ])
        top["scenario"] = scenario?.json ?? setup.json(handler: handler)
        top["decision"] = .string(decision?.rawValue ?? "none")
        top["outcome"] = .string(outcome.rawValue)
        // A resting surface's releases are in `resting`: it decides no transition.
        top["release"] = resting == nil ? release.map(releaseJSON) ?? .null : .null
        if resting == nil, let noReleaseReason { top["noRelease"] = .string(noReleaseReason) }
        top["completion"] = completion.map(Self.completionJSON) ?? .null
        // Only for a trace with a grabbed completion (T12): every other report reads as before.
        if !interrupted.isEmpty {
            top["interrupted"] = .array(
                interrupted.enumerated().map { index, gesture in
                    .object([
                        "gesture": .number(Double(index + 1)),
                        "decision": .string(gesture.release?.decision.direction?.rawValue ?? "none"),
                        "release": gesture.release.map(releaseJSON) ?? .null,
                        "completion": Self.completionJSON(gesture.completion),
                        "grabbed": .object([
                            "t": number(gesture.grabTime), "percentComplete": number(gesture.grabPercent),
                        ]),
                    ])
                })
        }
        if let resting { top["resting"] = restingJSON(resting) }
        top["recognizer"] = .array(
            recognizer.map { entry in
                var object: JSONObject = ["t": number(entry.time), "phase": .string(entry.phase.rawValue)]
                if let sample = entry.sample { object.members += sampleMembers(sample) }
                if let failure = entry.failure { object["reason"] = .string(failure.description) }
                return .object(object)
            })
        top["sampleRate"] = number(sampleRate)
        if let pinchDirection { top["pinchDirection"] = .string(pinchDirection.rawValue) }
        top["progress"] = .array(
            progress.map { sample in
                .object([
                    "t": number(sample.time), "percentComplete": number(sample.percentComplete),
                    "phase": .string(sample.phase.rawValue),
                ])
            })
        top["diagnostics"] = .array(
            diagnostics.map { diagnostic in
                .object([
                    "code": .string(diagnostic.code.rawValue),
                    "severity": .string(diagnostic.severity.rawValue),
                    "t": number(diagnostic.time),
                    "message": .string(message(of: diagnostic)),
                ])
            })
        return .object(top)
    }

    /// A resting surface's places, releases (each with its decision, margins and settle) and
    /// offsets over time.
    private func restingJSON(_ run: RestingRun) -> JSONValue {
        func flip(_ flip: RestMargin.Flip?) -> JSONValue {
            guard let flip else { return .null }
            return .object(["change": number(flip.change), "place": .string(flip.place.name)])
        }
        return .object([
            "surface": .string(RestingSurface.union.name(of: run.surface)),
            "places": .array(
                run.surface.places.map { .object(["name": .string($0.name), "offset": number($0.offset)]) }),
            "start": .string(run.surface.start),
            // The app's rule, where it chose: the platform's rules and confidence did not.
            "chooser": run.chooser.map(JSONValue.string) ?? .null,
            "rules": .array(run.chooser == nil ? run.surface.ruleCodes.map(JSONValue.string) : []),
            "confidence": run.chooser == nil ? .string(run.surface.confidence.rawValue) : .null,
            "rest": run.last.map { .string($0.decision.place.name) } ?? .null,
            "releases": .array(
                run.releases.map { rest in
                    let margin = RestMargin.of(rest.release, under: run.surface)
                    let settle = rest.settle
                    return .object([
                        "t": number(rest.time),
                        "trigger": .string(rest.cancelled ? "cancelled" : "ended"),
                        "began": number(rest.began),
                        "offset": number(rest.release.offset),
                        "travel": number(rest.release.travel),
                        "velocity": number(rest.release.velocity),
                        "crossVelocity": number(rest.release.crossVelocity),
                        "place": .string(rest.decision.place.name),
                        "placeOffset": number(rest.decision.place.offset),
                        "reason": .string(rest.decision.reason),
                        "margin": .object([
                            "lowerOffset": flip(margin.lowerOffset), "higherOffset": flip(margin.higherOffset),
                            "slowerVelocity": flip(margin.slowerVelocity),
                            "fasterVelocity": flip(margin.fasterVelocity),
                        ]),
                        "settle": .object([
                            "account": .string(settle.account), "duration": number(settle.duration),
                            "restTime": number(rest.time + settle.duration),
                        ]),
                    ])
                }),
            "offsets": .array(
                restingOffsets.map { sample in
                    .object([
                        "t": number(sample.time), "offset": number(sample.offset),
                        "phase": .string(sample.phase.rawValue),
                    ])
                }),
        ])
    }

    /// A release as the report's JSON shows it.
    private func releaseJSON(_ release: Release) -> JSONValue {
        var object: JSONObject = [
            "t": number(release.time),
            "trigger": .string(release.decision.trigger.rawValue),
            "percentComplete": number(release.decision.progress),
            "threshold": release.decision.threshold.map(number) ?? .null,
            "reason": .string(release.decision.reason),
        ]
        object.members += sampleMembers(release.sample)
        object["velocityStrategy"] = .string(setup.velocity.rawValue)
        if case .rule(_, let decision) = release.decision.basis, let used = decision.usedVelocity {
            // What the rule compared, after the platform's own gating and clamping (FC3).
            object["ruleVelocity"] = number(used)
        }
        object["lastMovement"] = number(release.sample.lastMovementTime)
        object["margin"] = release.decision.margin?.json ?? .null
        object["confidence"] =
            confidence(of: release).map { confidence in
                .object([
                    "level": .string(confidence.level.rawValue),
                    "rules": .array(confidence.rules.map { .string($0) }),
                ])
            } ?? .null
        return .object(object)
    }

    /// A completion as the report's JSON shows it.
    private static func completionJSON(_ completion: PercentDrivenTransition.Completion) -> JSONValue {
        var object: JSONObject = [
            "direction": .string(completion.direction.rawValue),
            "start": number(completion.startTime),
            "end": number(completion.endTime),
            "from": number(completion.fromPercent),
            "to": number(completion.toPercent),
            "speed": number(completion.speed),
            "requestedSpeed": number(completion.requestedSpeed),
            "duration": number(completion.duration),
            "curve": .string(completion.curve.description),
            "timing": .string(completion.timing.rawValue),
            "formula": completion.formula.map(JSONValue.string) ?? .null,
        ]
        // A spring's perceptual duration beside its settling time (US4).
        if case .uikitSpring(let spring, _, _, _)? = completion.basis {
            object["perceptualDuration"] = number(spring.perceptualDuration)
        }
        // A spring the settling search's horizon ended before it was at rest.
        if completion.basis?.springSettled == false { object["settled"] = .bool(false) }
        return .object(object)
    }
}
