import GestureModel
import Interaction

extension ReplaySetup {
    /// A replay through handler code, as the report's `scenario` member: the setup's fields as a
    /// scenario file has them, and `"handler": {"kind": "code"}`.
    public func json(handler name: String) -> JSONValue {
        .object([
            "name": .string(name), "recognizer": recognizerJSON, "handler": .object(["kind": .string("code")]),
            "transition": transitionJSON, "velocity": .string(velocity.rawValue),
            "sampleRate": sampleRate.map(number) ?? .null,
        ])
    }

    var recognizerJSON: JSONValue {
        var recognizerObject: JSONObject = ["kind": .string(recognizer.kind)]
        switch recognizer {
        case .screenEdgePan(let p):
            recognizerObject["edge"] = .string(p.edge.rawValue)
            recognizerObject["edgeRegion"] = number(p.edgeRegion)
            recognizerObject["recognitionDistance"] = number(p.recognitionDistance)
            recognizerObject["rebaseHysteresis"] = number(p.rebaseHysteresis)
            recognizerObject["arena"] = .string(p.arena.rawValue)
            recognizerObject["pointers"] = .string(p.pointers.rawValue)
        case .pan(let p):
            recognizerObject["hysteresis"] = number(p.hysteresis)
            recognizerObject["minimumNumberOfTouches"] = .number(Double(p.minimumNumberOfTouches))
            recognizerObject["maximumNumberOfTouches"] = p.maximumNumberOfTouches.map { .number(Double($0)) } ?? .null
        case .pinch(let p):
            recognizerObject["hysteresis"] = number(p.hysteresis)
        case .drag(let p):
            recognizerObject["minimumDistance"] = number(p.minimumDistance)
        case .contentPan(let p):
            recognizerObject["hysteresis"] = number(p.hysteresis)
            recognizerObject["directionAngle"] = number(p.directionAngle)
            recognizerObject["topBarHeight"] = number(p.topBarHeight)
            recognizerObject["bottomBarHeight"] = number(p.bottomBarHeight)
            if let region = p.scrollRegion {
                recognizerObject["scrollRegion"] = .object([
                    "x": number(region.minX), "y": number(region.minY), "width": number(region.width),
                    "height": number(region.height),
                    "atLeadingEdge": .bool(p.scrollRegionAtLeadingEdge),
                ])
            }
        }
        return .object(recognizerObject)
    }

    var transitionJSON: JSONValue {
        let speed: JSONValue =
            switch transition.completionSpeed {
            case .constant(let value): number(value)
            case .remaining: .string("remaining")
            case .override(let getter): .string(getter.name)
            }
        var object: JSONObject = [
            "duration": number(transition.duration), "completionSpeed": speed,
            "curve": .string(transition.completionCurve.description), "timing": .string(transition.timing.rawValue),
        ]
        // The spring only where the timing runs on it: other scenarios' files read as before.
        if transition.timing == .uikitSpring { object["spring"] = transition.spring.json }
        return .object(object)
    }
}
