import GestureModel
import Interaction

/// An object whose `kind` chooses what it is, each kind with fields of its own: the recognizer,
/// the progress mapping, the release rule. Each kind is declared once, as a variant.
struct ScenarioUnion<Value: Sendable>: Sendable {
    /// What a kind is, for errors: "a recognizer kind".
    let noun: String
    /// Whether a file must say the kind; otherwise it keeps the current one.
    let kindRequired: Bool
    /// Whether fields left out keep the current value's when the kind is the same (or not given);
    /// otherwise they take the kind's defaults.
    let keepsCurrent: Bool
    /// One line for docs/scenarios.md's `kind` row, and its default there.
    let help: String
    let defaultNote: String
    let variants: [Variant]

    /// One kind: its name, its fields over the value it holds, and how that value is put in and
    /// taken out of the union's.
    struct Variant: Sendable {
        let name: String
        let matches: @Sendable (Value) -> Bool
        let read:
            @Sendable (_ object: JSONObject, _ path: TracePath, _ current: Value?, _ reader: inout JSONDocumentReader)
                -> Value?
        let write: @Sendable (Value, Scenario?) -> [JSONObject.Member]
        let parameters: @Sendable (Value) -> [FieldParameter<Value>]
        let rows: [FieldRow]

        /// A kind holding a `Payload`, whose fields it declares.
        /// - Parameters:
        ///   - defaults: what a file's kind starts from.
        ///   - required: keys a file must give (an error names the first missing one at the object).
        ///   - check: what the fields must satisfy together: an error reported, and false, when not.
        init<Payload: ScenarioFields>(
            _ name: String, defaults: Payload, embed: @escaping @Sendable (Payload) -> Value,
            extract: @escaping @Sendable (Value) -> Payload?, required: [String] = [],
            check: @escaping @Sendable (Payload, TracePath, inout JSONDocumentReader) -> Void = { _, _, _ in }
        ) {
            self.name = name
            matches = { extract($0) != nil }
            read = { object, path, current, reader in
                var payload = current.flatMap(extract) ?? defaults
                for key in required where object[key] == nil { reader.error(path, .missingField(key)) }
                Payload.fields.read(object, at: path, into: &payload, reader: &reader, skipping: ["kind"])
                check(payload, path, &reader)
                return embed(payload)
            }
            write = { value, scenario in
                guard let payload = extract(value) else { return [] }
                return Payload.fields.written(payload, scenario: scenario).members
            }
            parameters = { value in
                guard let payload = extract(value) else { return [] }
                return Payload.fields.parameters(in: payload).map {
                    $0.lifted(throughKind: extract, set: { $0 = embed($1) }).droppingFirstKey()
                }
            }
            rows = Payload.fields.rows(defaults).map { row in
                var row = row
                row.kind = row.kind ?? name
                return row
            }
        }
    }

    func variant(of value: Value) -> Variant? { variants.first { $0.matches(value) } }

    /// The kind's name.
    func name(of value: Value) -> String { variant(of: value)?.name ?? "" }

    func read(_ value: JSONValue, at path: TracePath, base: Value, reader: inout JSONDocumentReader) -> Value? {
        guard let object = reader.object(value, at: path) else { return nil }
        let name: String
        switch object["kind"] {
        case nil:
            guard !kindRequired else {
                reader.error(path, .missingField("kind"))
                return nil
            }
            name = self.name(of: base)
        case let kind?:
            guard let text = reader.string(kind, at: path.appending("kind")) else { return nil }
            name = text
        }
        guard let variant = variants.first(where: { $0.name == name }) else {
            let names = variants.map(\.name).joined(separator: ", ")
            reader.error(
                path.appending("kind"),
                .invalid(value: "\"\(name)\"", expected: "\(noun) (\(names))", reference: scenarioValues))
            return nil
        }
        let current = keepsCurrent && variant.matches(base) ? base : nil
        return variant.read(object, path, current, &reader)
    }

    func written(_ value: Value, scenario: Scenario?) -> JSONObject {
        guard let variant = variant(of: value) else { return JSONObject() }
        return JSONObject([.init(key: "kind", value: .string(variant.name))] + variant.write(value, scenario))
    }

    func parameters(in value: Value) -> [FieldParameter<Value>] { variant(of: value)?.parameters(value) ?? [] }

    var rows: [FieldRow] { variants.flatMap(\.rows) }
}

extension FieldParameter {
    /// The path without the empty key a union's lift adds (a kind's fields sit in the union's own object).
    fileprivate func droppingFirstKey() -> FieldParameter {
        FieldParameter(
            facts: facts, path: Array(path.dropFirst()), formerNames: formerNames, get: get, set: set, unread: unread,
            reaches: reaches)
    }
}
