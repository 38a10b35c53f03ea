import GestureModel
import Interaction

extension ReplaySetup {
    /// A replay through handler code, as the report's `scenario` member: the setup's fields as a
    /// scenario file has them, and `"handler": {"kind": "code"}`.
    public func json(handler name: String) -> JSONValue {
        .object([
            "name": .string(name),
            "recognizer": .object(RecognizerConfiguration.union.written(recognizer, scenario: nil)),
            "handler": .object(["kind": .string("code")]),
            "transition": .object(PercentDrivenTransition.Configuration.fields.written(transition, scenario: nil)),
            "velocity": .string(velocity.rawValue), "sampleRate": sampleRate.map(number) ?? .null,
        ])
    }
}
