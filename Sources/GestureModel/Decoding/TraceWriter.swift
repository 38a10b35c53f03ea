/// Writes traces as gesture-trace documents: the decoder's counterpart. Everything the decoder
/// keeps is written back: the view when it is not the screen, force, majorRadius, coalesced
/// samples, the inline scenario, the expectations and the `observed` block.
public enum TraceWriter {
    /// A trace as a compact gesture-trace document.
    public static func json(_ trace: Trace) -> JSONValue {
        var screen: JSONObject = [
            "width": .number(trace.screen.size.width), "height": .number(trace.screen.size.height),
        ]
        if let scale = trace.screen.scale { screen["scale"] = .number(scale) }
        if let refreshRate = trace.screen.refreshRate { screen["refreshRate"] = .number(refreshRate) }
        var object: JSONObject = [
            "format": .string("gesture-trace"), "version": .number(1), "name": .string(trace.name),
            "screen": .object(screen),
        ]
        if trace.view != trace.screen.bounds {
            object["view"] = .object([
                "x": .number(trace.view.origin.x), "y": .number(trace.view.origin.y),
                "width": .number(trace.view.size.width), "height": .number(trace.view.size.height),
            ])
        }
        if let label = trace.label { object["label"] = .string(label.rawValue) }
        if let rest = trace.rest { object["rest"] = Trace.restJSON(rest) }
        if let meta = trace.meta { object["meta"] = meta }
        if let scenario = trace.scenario { object["scenario"] = scenario }
        if let expect = trace.expect { object["expect"] = expect }
        object["events"] = .array(
            trace.events.map { event in
                .object(
                    JSONObject([
                        JSONObject.Member(key: EventKey.t.text, value: .number(event.time)),
                        JSONObject.Member(key: EventKey.touches.text, value: .array(event.touches.map(touch))),
                    ]))
            })
        if let observed = trace.observed { object["observed"] = json(observed) }
        return .object(object)
    }

    /// A trace file as people read it: the header members, then one event per line.
    public static func text(_ trace: Trace) -> String {
        guard case .object(let object) = json(trace) else { return "" }
        var lines: [String] = []
        for member in object.members {
            let key = JSONWriter.line(.string(member.key))
            if member.key == "events", case .array(let events) = member.value {
                lines.append(
                    "  \(key): [\n" + events.map { "    " + JSONWriter.line($0) }.joined(separator: ",\n") + "\n  ]")
            } else {
                lines.append("  \(key): " + JSONWriter.line(member.value))
            }
        }
        return "{\n" + lines.joined(separator: ",\n") + "\n}\n"
    }

    /// A touch's members in `TouchKey`'s order, the optional ones where set.
    static func touch(_ touch: TouchSample) -> JSONValue {
        .object(
            JSONObject(
                TouchKey.all.compactMap { key -> JSONObject.Member? in
                    let value: JSONValue? =
                        switch key {
                        case .id: .number(Double(touch.id))
                        case .phase: .string(touch.phase.description)
                        case .x: .number(touch.location.x)
                        case .y: .number(touch.location.y)
                        case .force: touch.force.map(JSONValue.number)
                        case .majorRadius: touch.majorRadius.map(JSONValue.number)
                        case .coalesced: touch.coalesced ? .bool(true) : nil
                        }
                    return value.map { JSONObject.Member(key: key.text, value: $0) }
                }))
    }

    /// The `observed` block, with only the fields it has.
    public static func json(_ observed: ObservedBehaviour) -> JSONValue {
        var object = JSONObject()
        if let system = observed.system { object["system"] = .string(system) }
        if let recognizer = observed.recognizer { object["recognizer"] = json(recognizer) }
        if !observed.recognizers.isEmpty { object["recognizers"] = .array(observed.recognizers.map(json)) }
        if !observed.transition.isEmpty { object["transition"] = .array(observed.transition.map(json)) }
        if let completion = observed.completion {
            object["completion"] = .object(["t": .number(completion.time), "completed": .bool(completion.completed)])
        }
        // One object for one interactive part, as the format's first form; a list for several.
        let coordinators = observed.coordinator.map(json)
        if coordinators.count == 1 {
            object["coordinator"] = coordinators[0]
        } else if !coordinators.isEmpty {
            object["coordinator"] = .array(coordinators)
        }
        if !observed.rest.isEmpty {
            object["rest"] = .array(
                observed.rest.map { rest in
                    var entry: JSONObject = ["t": .number(rest.time), "place": Trace.restJSON(rest.place)]
                    if let gesture = rest.gesture { entry["gesture"] = .number(Double(gesture)) }
                    return .object(entry)
                })
        }
        return .object(object)
    }

    static func json(_ recognizer: ObservedRecognizer) -> JSONValue {
        var entry: JSONObject = ["kind": .string(recognizer.kind)]
        if let edge = recognizer.edge { entry["edge"] = .string(edge) }
        if recognizer.owner != .app { entry["owner"] = .string(recognizer.owner.rawValue) }
        if let role = recognizer.role { entry["role"] = .string(role.rawValue) }
        entry["samples"] = .array(recognizer.samples.map(json))
        return .object(entry)
    }

    static func json(_ call: ObservedTransitionCall) -> JSONValue {
        var entry: JSONObject = ["t": .number(call.time), "call": .string(call.call.rawValue)]
        if let percent = call.percentComplete { entry["percentComplete"] = .number(percent) }
        if let speed = call.completionSpeed { entry["completionSpeed"] = .number(speed) }
        if let duration = call.duration { entry["duration"] = .number(duration) }
        if let value = call.value { entry["value"] = .number(value) }
        if let reversed = call.isReversed { entry["isReversed"] = .bool(reversed) }
        if let factor = call.durationFactor { entry["durationFactor"] = .number(factor) }
        if let timing = call.timing { entry["timing"] = json(timing) }
        if let completed = call.completed { entry["completed"] = .bool(completed) }
        if let gesture = call.gesture { entry["gesture"] = .number(Double(gesture)) }
        return .object(entry)
    }

    static func json(_ timing: ObservedTiming) -> JSONValue {
        func velocity(_ v: Vector?, into object: inout JSONObject) {
            if let v { object["initialVelocity"] = .object(["x": .number(v.dx), "y": .number(v.dy)]) }
        }
        switch timing {
        case .cubic(let x1, let y1, let x2, let y2):
            return .object(["kind": .string("cubic"), "points": .array([x1, y1, x2, y2].map(JSONValue.number))])
        case .springRatio(let ratio, let initial):
            var object: JSONObject = ["kind": .string("spring"), "dampingRatio": .number(ratio)]
            velocity(initial, into: &object)
            return .object(object)
        case .springPhysical(let mass, let stiffness, let damping, let initial):
            var object: JSONObject = [
                "kind": .string("spring"), "mass": .number(mass), "stiffness": .number(stiffness),
                "damping": .number(damping),
            ]
            velocity(initial, into: &object)
            return .object(object)
        }
    }

    static func json(_ coordinator: ObservedCoordinator) -> JSONValue {
        var entry: JSONObject = ["t": .number(coordinator.time), "isCancelled": .bool(coordinator.isCancelled)]
        if let percent = coordinator.percentComplete { entry["percentComplete"] = .number(percent) }
        if let velocity = coordinator.completionVelocity { entry["completionVelocity"] = .number(velocity) }
        if let duration = coordinator.transitionDuration { entry["transitionDuration"] = .number(duration) }
        if let curve = coordinator.completionCurve { entry["completionCurve"] = .string(curve) }
        if let gesture = coordinator.gesture { entry["gesture"] = .number(Double(gesture)) }
        return .object(entry)
    }

    /// A callback's members in `ObservedSampleKey`'s order, the optional ones where set.
    static func json(_ sample: ObservedRecognizerSample) -> JSONValue {
        func vector(_ v: Vector) -> JSONValue { .object(["x": .number(v.dx), "y": .number(v.dy)]) }
        return .object(
            JSONObject(
                ObservedSampleKey.all.compactMap { key -> JSONObject.Member? in
                    let value: JSONValue? =
                        switch key {
                        case .t: .number(sample.time)
                        case .state: .string(sample.state.rawValue)
                        case .translation: sample.translation.map(vector)
                        case .velocity: sample.velocity.map(vector)
                        case .scale: sample.scale.map(JSONValue.number)
                        case .scaleVelocity: sample.scaleVelocity.map(JSONValue.number)
                        case .predictedEndTranslation: sample.predictedEndTranslation.map(vector)
                        case .location: sample.location.map { .object(["x": .number($0.x), "y": .number($0.y)]) }
                        case .numberOfTouches: sample.numberOfTouches.map { .number(Double($0)) }
                        case .gesture: sample.gesture.map { .number(Double($0)) }
                        }
                    return value.map { JSONObject.Member(key: key.text, value: $0) }
                }))
    }
}
