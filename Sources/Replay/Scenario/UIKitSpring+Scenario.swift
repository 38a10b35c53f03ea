import GestureModel
import Interaction

extension UIKitSpring {
    /// The scenario file's object: the initializer's own fields, and the clip where set.
    var json: JSONValue {
        var object: JSONObject
        switch definition {
        case .physical(let mass, let stiffness, let damping):
            object = ["mass": .number(mass), "stiffness": .number(stiffness), "damping": .number(damping)]
        case .dampingRatio(let zeta, let response):
            object = ["dampingRatio": .number(zeta), "response": .number(response)]
        case .durationBounce(let duration, let bounce):
            object = ["duration": .number(duration), "bounce": .number(bounce)]
        }
        if let velocityClip { object["velocityClip"] = .number(velocityClip) }
        return .object(object)
    }

    /// The three ways a scenario file gives a spring, by their fields.
    static let forms: [(fields: [String], make: @Sendable ([Double]) -> Definition)] = [
        (["mass", "stiffness", "damping"], { .physical(mass: $0[0], stiffness: $0[1], damping: $0[2]) }),
        (["dampingRatio", "response"], { .dampingRatio($0[0], response: $0[1]) }),
        (["duration", "bounce"], { .durationBounce(duration: $0[0], bounce: $0[1]) }),
    ]
}
