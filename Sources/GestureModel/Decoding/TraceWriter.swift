/// Writes traces as gesture-trace documents: the decoder's counterpart.
public enum TraceWriter {
    /// A trace as a compact gesture-trace document.
    public static func json(_ trace: Trace) -> JSONValue {
        var object: JSONObject = [
            "format": .string("gesture-trace"), "version": .number(1), "name": .string(trace.name),
            "screen": .object([
                "width": .number(trace.screen.size.width), "height": .number(trace.screen.size.height),
                "scale": trace.screen.scale.map(JSONValue.number) ?? .null,
                "refreshRate": trace.screen.refreshRate.map(JSONValue.number) ?? .null,
            ]),
        ]
        if let label = trace.label { object["label"] = .string(label.rawValue) }
        if let meta = trace.meta { object["meta"] = meta }
        if let scenario = trace.scenario { object["scenario"] = scenario }
        object["events"] = .array(trace.events.map { event in
            .object([
                "t": .number(event.time),
                "touches": .array(event.touches.map { touch in
                    .object([
                        "id": .number(Double(touch.id)), "phase": .string(touch.phase.description),
                        "x": .number(touch.location.x), "y": .number(touch.location.y),
                    ])
                }),
            ])
        })
        if case .object(var screen)? = object["screen"] {
            screen.members.removeAll { $0.value == .null }
            object["screen"] = .object(screen)
        }
        return .object(object)
    }
}
