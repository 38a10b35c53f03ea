import GestureModel
import Interaction

/// A value a scenario holds whose scenario-file fields are declared once, as a list: the reader
/// (and its errors), the writer, `--set` and `--vary`, the presets listing and docs/scenarios.md
/// all come from it.
protocol ScenarioFields: Sendable {
    static var fields: [ScenarioField<Self>] { get }
}

/// A change a field makes once its whole section is read (a flick's measure, given before or
/// after the flick's velocity).
typealias DeferredRead<Root> = @Sendable (inout Root, inout JSONDocumentReader) -> Void

/// One field of a scenario file, declared once: its key, one line of help, how it is read (with
/// its errors) and written, why a scenario may never read it, and the numeric parameters it
/// holds. Make one with the constructors below (`number`, `word`, `section`, `union`, …).
struct ScenarioField<Root>: Sendable {
    let key: String
    /// Older keys still read as this one, each with a warning naming the new key.
    var formerKeys: [String] = []
    /// One line for docs/scenarios.md.
    let help: String
    /// The unit docs/scenarios.md shows.
    var unit = ""
    /// What docs/scenarios.md says is used when the field is left out, where the section's own
    /// default does not say it; nil shows that default as written.
    var defaultNote: String? = nil
    /// The one setting this field and others set (the look-ahead, the release speed): a file or a
    /// command line that gives two of them has the later one read, and is told so.
    var shares: String? = nil
    /// Why `scenario` never reads this field (its value changes nothing), nil where it does.
    var unread: @Sendable (_ scenario: Scenario) -> String? = { _ in nil }
    /// Reads the member's value into `root`; problems go to the reader.
    let read:
        @Sendable (
            _ value: JSONValue, _ path: TracePath, _ root: inout Root, _ reader: inout JSONDocumentReader,
            _ deferred: inout [DeferredRead<Root>]
        ) -> Void
    /// The member as written, nil to leave it out. With a scenario, a value it never reads is
    /// written as null (the file says so, and reads back without a warning); without one (a
    /// replay through handler code) every value is written as it is.
    let write: @Sendable (_ root: Root, _ scenario: Scenario?) -> JSONValue?
    /// The numeric parameters the field holds in `root`: its own, or those of a section's fields
    /// and of a union's current kind.
    var parameters: @Sendable (_ root: Root) -> [FieldParameter<Root>] = { _ in [] }
    /// docs/scenarios.md's rows for the field (a section's: for each of its fields), given the
    /// value it has when left out.
    var rows: @Sendable (_ defaults: Root) -> [FieldRow]
    /// The fields of a section, to look for values the scenario never reads inside it.
    var subfields:
        @Sendable (
            _ root: Root, _ scenario: Scenario, _ value: JSONValue, _ path: TracePath,
            _ reader: inout JSONDocumentReader
        ) -> Void = { _, _, _, _, _ in }
}

/// One row of docs/scenarios.md's field table.
struct FieldRow: Sendable {
    var path: String
    var unit: String
    var defaultText: String
    var meaning: String
    /// The parameters `--set` and `--vary` reach through the field.
    var parameters: [ParameterFacts] = []
    /// The kind of recognizer, progress or rule the field belongs to, nil for every kind.
    var kind: String? = nil

    func under(_ key: String) -> FieldRow {
        var row = self
        row.path = "\(key).\(path)"
        return row
    }
}

/// What a null means for a field.
enum NullMeaning: Sendable {
    /// The value is cleared (no velocity threshold, no maximum).
    case clears
    /// Nothing changes: the writer's mark for a value the scenario never reads.
    case unread
    /// An error: the field takes a value.
    case rejected
}

/// When the writer writes a field.
enum WritePolicy<Value: Sendable & Equatable>: Sendable {
    case always
    /// Left out while it has no value.
    case whenSet
    /// Left out while it has this value.
    case unless(Value)
}

let scenarioValues = "scenario values"

// MARK: - Leaves

extension ScenarioField {
    /// A number of `unit` within `domain`: a parameter `--set` and `--vary` change, unless
    /// `sweeps` is false.
    static func number(
        _ key: String, _ keyPath: WritableKeyPath<Root, Double> & Sendable, _ unit: ParameterUnit,
        _ domain: ScenarioParameter.Domain, accepts: String? = nil, sweeps: Bool = true,
        write policy: WritePolicy<Double> = .always, help: String, defaultNote: String? = nil,
        formerKeys: [String] = [], unread: (@Sendable (Scenario) -> String?)? = nil
    ) -> Self {
        numeric(
            key, get: { $0[keyPath: keyPath] }, set: { root, value in if let value { root[keyPath: keyPath] = value } },
            optional: false, unit: unit, domain: domain, accepts: accepts, sweeps: sweeps,
            written: { policy.writes($0) }, null: unread == nil ? .rejected : .unread, help: help,
            defaultNote: defaultNote, formerKeys: formerKeys, unread: unread)
    }

    /// A distance in points, ≥ 0.
    static func points(_ key: String, _ keyPath: WritableKeyPath<Root, Double> & Sendable, _ help: String) -> Self {
        number(key, keyPath, .points, .nonNegative, help: help)
    }

    /// A speed in points per second, ≥ 0.
    static func speed(_ key: String, _ keyPath: WritableKeyPath<Root, Double> & Sendable, _ help: String) -> Self {
        number(key, keyPath, .pointsPerSecond, .nonNegative, help: help)
    }

    /// A number that may be absent: null clears it, unless `null` says otherwise.
    static func number(
        _ key: String, _ keyPath: WritableKeyPath<Root, Double?> & Sendable, _ unit: ParameterUnit,
        _ domain: ScenarioParameter.Domain, accepts: String? = nil, write policy: WritePolicy<Double> = .always,
        null: NullMeaning = .clears, shares: String? = nil, help: String, defaultNote: String? = nil,
        unread: (@Sendable (Scenario) -> String?)? = nil
    ) -> Self {
        var field = numeric(
            key, get: { $0[keyPath: keyPath] }, set: { $0[keyPath: keyPath] = $1 }, optional: true, unit: unit,
            domain: domain, accepts: accepts, sweeps: true, written: { policy.writes($0) }, null: null, help: help,
            defaultNote: defaultNote, formerKeys: [], unread: unread, shares: shares)
        field.shares = shares
        return field
    }

    /// A whole number of touches, 1 … 10.
    static func touches(_ key: String, _ keyPath: WritableKeyPath<Root, Int> & Sendable, help: String) -> Self {
        numeric(
            key, get: { Double($0[keyPath: keyPath]) },
            set: { root, value in if let count = value.flatMap({ Int(exactly: $0) }) { root[keyPath: keyPath] = count }
            },
            optional: false, unit: .touches, domain: .touchCount, accepts: nil, sweeps: true, written: { _ in true },
            null: .rejected, help: help, defaultNote: nil, formerKeys: [], unread: nil)
    }

    /// A whole number of `unit` within `domain` (`count` or `index`); `sweeps` false keeps it out
    /// of `--set` and `--vary`.
    static func whole(
        _ key: String, _ keyPath: WritableKeyPath<Root, Int> & Sendable, _ unit: ParameterUnit,
        _ domain: ScenarioParameter.Domain, sweeps: Bool = false, help: String
    ) -> Self {
        numeric(
            key, get: { Double($0[keyPath: keyPath]) },
            set: { root, value in if let count = value.flatMap({ Int(exactly: $0) }) { root[keyPath: keyPath] = count }
            },
            optional: false, unit: unit, domain: domain, accepts: nil, sweeps: sweeps, written: { _ in true },
            null: .rejected, help: help, defaultNote: nil, formerKeys: [], unread: nil)
    }

    /// A whole number of touches that may be absent (null: no limit).
    static func touches(
        _ key: String, _ keyPath: WritableKeyPath<Root, Int?> & Sendable, help: String, defaultNote: String
    ) -> Self {
        numeric(
            key, get: { $0[keyPath: keyPath].map(Double.init) },
            set: { root, value in root[keyPath: keyPath] = value.flatMap { Int(exactly: $0) } }, optional: true,
            unit: .touches, domain: .touchCount, accepts: nil, sweeps: true, written: { _ in true }, null: .clears,
            help: help, defaultNote: defaultNote, formerKeys: [], unread: nil)
    }

    /// The one shape behind the numbers above.
    private static func numeric(
        _ key: String, get: @escaping @Sendable (Root) -> Double?,
        set: @escaping @Sendable (inout Root, Double?) -> Void,
        optional: Bool, unit: ParameterUnit, domain: ScenarioParameter.Domain, accepts: String?, sweeps: Bool,
        written: @escaping @Sendable (Double?) -> Bool, null: NullMeaning, help: String, defaultNote: String?,
        formerKeys: [String], unread: (@Sendable (Scenario) -> String?)?, shares: String? = nil
    ) -> Self {
        let facts = ParameterFacts(name: key, unit: unit, domain: domain, accepts: accepts, shares: shares)
        let unread = unread ?? { _ in nil }
        return ScenarioField(
            key: key, formerKeys: formerKeys, help: help, unit: unit.symbol, defaultNote: defaultNote,
            unread: unread,
            read: { value, path, root, reader, _ in
                if value == .null {
                    switch null {
                    case .clears: set(&root, nil)
                    case .unread: break
                    case .rejected: _ = reader.finite(value, at: path)
                    }
                    return
                }
                if let number = facts.read(value, at: path, reader: &reader) { set(&root, number) }
            },
            write: { root, scenario in
                let value = get(root)
                guard written(value) else { return nil }
                if let scenario, unread(scenario) != nil { return .null }
                return value.map(scenarioNumber) ?? .null
            },
            parameters: { _ in
                sweeps
                    ? [
                        FieldParameter(
                            facts: facts, path: [key], formerNames: formerKeys, get: get, set: { set(&$0, $1) },
                            unread: unread)
                    ]
                    : []
            },
            rows: { defaults in
                let value = get(defaults)
                let shown =
                    value.map { "\(JSONWriter.formatNumber($0))" } ?? (optional ? "`null`" : "none")
                let renamed = formerKeys.map { " (formerly `\($0)`, still read with a warning)" }.joined()
                return [
                    FieldRow(
                        path: key, unit: unit.symbol, defaultText: defaultNote ?? shown, meaning: help + renamed,
                        parameters: sweeps ? [facts] : [])
                ]
            })
    }

    /// One of a fixed set of words: `expected` says what they are in errors ("an edge (left, right, top, bottom)").
    static func word<Word: RawRepresentable & CaseIterable & Sendable & Equatable>(
        _ key: String, _ keyPath: WritableKeyPath<Root, Word> & Sendable, expected: String,
        write policy: WritePolicy<Word> = .always, help: String, defaultNote: String? = nil,
        unread: (@Sendable (Scenario) -> String?)? = nil
    ) -> Self where Word.RawValue == String {
        let words = Word.allCases.map { "`\($0.rawValue)`" }
        return ScenarioField(
            key: key, help: help, defaultNote: defaultNote, unread: unread ?? { _ in nil },
            read: { value, path, root, reader, _ in
                if let word = reader.word(value, at: path, as: Word.self, expected: expected, reference: scenarioValues)
                {
                    root[keyPath: keyPath] = word
                }
            },
            write: { root, _ in policy.writes(root[keyPath: keyPath]) ? .string(root[keyPath: keyPath].rawValue) : nil
            },
            rows: { defaults in
                // The choices, unless the help already goes through them.
                let choices = words.count <= 2 ? words.joined(separator: " or ") : words.joined(separator: ", ")
                let meaning = words.allSatisfy(help.contains) ? help : "\(choices): \(help)"
                return [
                    FieldRow(
                        path: key, unit: "", defaultText: defaultNote ?? "`\(defaults[keyPath: keyPath].rawValue)`",
                        meaning: meaning)
                ]
            })
    }

    /// A word whose type names all the choices: "a velocity strategy (uikit, lsq2, …)".
    static func word<Word: RawRepresentable & CaseIterable & Sendable & Equatable>(
        _ key: String, _ keyPath: WritableKeyPath<Root, Word> & Sendable, naming noun: String, help: String
    ) -> Self where Word.RawValue == String {
        word(
            key, keyPath, expected: "\(noun) (\(Word.allCases.map(\.rawValue).joined(separator: ", ")))", help: help)
    }

    static func bool(_ key: String, _ keyPath: WritableKeyPath<Root, Bool> & Sendable, help: String) -> Self {
        ScenarioField(
            key: key, help: help,
            read: { value, path, root, reader, _ in
                if let flag = reader.bool(value, at: path) { root[keyPath: keyPath] = flag }
            },
            write: { root, _ in .bool(root[keyPath: keyPath]) },
            rows: { [FieldRow(path: key, unit: "", defaultText: "`\($0[keyPath: keyPath])`", meaning: help)] })
    }

    /// A string shown as it is (a name); `optional` leaves it out while it has none.
    static func text(_ key: String, _ keyPath: WritableKeyPath<Root, String?> & Sendable, help: String) -> Self {
        ScenarioField(
            key: key, help: help,
            read: { value, path, root, reader, _ in
                if let text = reader.string(value, at: path) { root[keyPath: keyPath] = text }
            },
            write: { root, _ in root[keyPath: keyPath].map(JSONValue.string) },
            rows: { defaults in
                [
                    FieldRow(
                        path: key, unit: "", defaultText: defaults[keyPath: keyPath].map { "`\($0)`" } ?? "none",
                        meaning: help)
                ]
            })
    }

    static func text(_ key: String, _ keyPath: WritableKeyPath<Root, String> & Sendable, help: String) -> Self {
        ScenarioField(
            key: key, help: help,
            read: { value, path, root, reader, _ in
                if let text = reader.string(value, at: path) { root[keyPath: keyPath] = text }
            },
            write: { root, _ in .string(root[keyPath: keyPath]) },
            rows: { [FieldRow(path: key, unit: "", defaultText: "`\($0[keyPath: keyPath])`", meaning: help)] })
    }
}

extension ScenarioField {
    /// A field with a reader and writer of its own (an object of a shape no other field has).
    static func custom(
        _ key: String, help: String, unit: String = "", defaultText: String, shares: String? = nil,
        unread: @escaping @Sendable (Scenario) -> String? = { _ in nil },
        read:
            @escaping @Sendable (JSONValue, TracePath, inout Root, inout JSONDocumentReader, inout [DeferredRead<Root>])
            -> Void,
        write: @escaping @Sendable (Root, Scenario?) -> JSONValue?,
        documents: [ParameterFacts] = [],
        parameters: @escaping @Sendable (Root) -> [FieldParameter<Root>] = { _ in [] }
    ) -> Self {
        ScenarioField(
            key: key, help: help, unit: unit, shares: shares, unread: unread, read: read, write: write,
            parameters: parameters,
            rows: { _ in
                [FieldRow(path: key, unit: unit, defaultText: defaultText, meaning: help, parameters: documents)]
            })
    }
}

extension WritePolicy {
    func writes(_ value: Value?) -> Bool {
        switch self {
        case .always: true
        case .whenSet: value != nil
        case .unless(let skipped): value != skipped
        }
    }

    func writes(_ value: Value) -> Bool {
        switch self {
        case .always, .whenSet: true
        case .unless(let skipped): value != skipped
        }
    }
}

// MARK: - Sections

extension ScenarioField {
    /// An object whose fields `Section` declares, reached by `get` and changed in place by
    /// `modify` (closures rather than a key path: a sweep sets parameters through them at every
    /// grid point, and a key path is applied by the runtime each time).
    /// With `unread`, a scenario that never reads the section writes it as null, and a null reads
    /// as nothing changed.
    static func section<Section: ScenarioFields>(
        _ key: String, get: @escaping @Sendable (Root) -> Section,
        modify: @escaping @Sendable (inout Root, (inout Section) -> Void) -> Void, help: String,
        unread: (@Sendable (Scenario) -> String?)? = nil
    ) -> Self {
        ScenarioField(
            key: key, help: help, unread: unread ?? { _ in nil },
            read: { value, path, root, reader, _ in
                if unread != nil, value == .null { return }
                guard let object = reader.object(value, at: path) else { return }
                modify(&root) { Section.fields.read(object, at: path, into: &$0, reader: &reader) }
            },
            write: { root, scenario in
                if let scenario, let unread, unread(scenario) != nil { return .null }
                return .object(Section.fields.written(get(root), scenario: scenario))
            },
            parameters: { root in
                Section.fields.parameters(in: get(root)).map {
                    $0.lifted(under: key, get: get, modify: modify).unread(also: unread)
                }
            },
            rows: { defaults in Section.fields.rows(get(defaults)).map { $0.under(key) } },
            subfields: { root, scenario, value, path, reader in
                guard case .object(let object) = value else { return }
                Section.fields.warnUnread(get(root), object: object, at: path, scenario: scenario, reader: &reader)
            })
    }

    /// An object with a `kind` that chooses among `union`'s variants, reached by `get` and `set`.
    /// With `unread`, a scenario that never reads the union writes it as null, and a null reads as
    /// nothing changed; `omittedWhen` leaves out a value the writer need not write (no surface).
    static func union<Value: Sendable>(
        _ key: String, get: @escaping @Sendable (Root) -> Value, set: @escaping @Sendable (inout Root, Value) -> Void,
        _ union: ScenarioUnion<Value>, help: String, unread: (@Sendable (Scenario) -> String?)? = nil,
        omittedWhen omitted: (@Sendable (Value) -> Bool)? = nil
    ) -> Self {
        ScenarioField(
            key: key, help: help, unread: unread ?? { _ in nil },
            read: { value, path, root, reader, _ in
                if unread != nil, value == .null { return }
                if let read = union.read(value, at: path, base: get(root), reader: &reader) { set(&root, read) }
            },
            write: { root, scenario in
                if let omitted, omitted(get(root)) { return nil }
                if let scenario, let unread, unread(scenario) != nil { return .null }
                return .object(union.written(get(root), scenario: scenario))
            },
            parameters: { root in
                union.parameters(in: get(root)).map { $0.lifted(under: key, get: get, set: set).unread(also: unread) }
            },
            rows: { _ in
                [FieldRow(path: "kind", unit: "", defaultText: union.defaultNote, meaning: union.help)]
                    .map { $0.under(key) } + union.rows.map { $0.under(key) }
            })
    }
}

extension Array {
    /// Reads `object`'s members into `root` with these fields: an unknown key is a warning, a
    /// former key a warning naming the new one; `skipping` names keys read elsewhere (`kind`).
    func read<Root>(
        _ object: JSONObject, at path: TracePath, into root: inout Root, reader: inout JSONDocumentReader,
        skipping: Set<String> = []
    ) where Element == ScenarioField<Root> {
        var deferred: [DeferredRead<Root>] = []
        for member in reader.members(object, at: path) where !skipping.contains(member.key) {
            let memberPath = path.appending(member.key)
            if let field = first(where: { $0.key == member.key }) {
                field.read(member.value, memberPath, &root, &reader, &deferred)
            } else if let field = first(where: { $0.formerKeys.contains(member.key) }) {
                reader.warning(memberPath, .renamedField(old: member.key, new: field.key))
                field.read(member.value, memberPath, &root, &reader, &deferred)
            } else {
                reader.warning(memberPath, .unknownField(member.key))
            }
        }
        for change in deferred { change(&root, &reader) }
        // Two keys that set one setting: the later is read, and the earlier one is named.
        let given = object.lastOccurrences.filter { $0.value != .null && !skipping.contains($0.key) }
            .compactMap { member in first { $0.key == member.key }.map { (key: member.key, shares: $0.shares) } }
        for (index, earlier) in given.enumerated() {
            guard let shares = earlier.shares,
                let later = given[(index + 1)...].first(where: { $0.shares == shares })
            else { continue }
            reader.warning(
                path.appending(earlier.key),
                .notRead(
                    earlier.key, reason: "\(later.key), given after it, sets \(shares) too, and it is the one read"))
        }
    }

    /// `root` as an object of these fields, in their order.
    func written<Root>(_ root: Root, scenario: Scenario?) -> JSONObject where Element == ScenarioField<Root> {
        JSONObject(
            compactMap { field in field.write(root, scenario).map { JSONObject.Member(key: field.key, value: $0) } })
    }

    func parameters<Root>(in root: Root) -> [FieldParameter<Root>] where Element == ScenarioField<Root> {
        flatMap { $0.parameters(root) }
    }

    func rows<Root>(_ defaults: Root) -> [FieldRow] where Element == ScenarioField<Root> {
        flatMap { $0.rows(defaults) }
    }

    /// A warning for each value `object` gives (not null) that the scenario never reads, in the
    /// file's order, with the reason.
    func warnUnread<Root>(
        _ root: Root, object: JSONObject, at path: TracePath, scenario: Scenario, reader: inout JSONDocumentReader
    ) where Element == ScenarioField<Root> {
        for member in object.lastOccurrences where member.value != .null {
            guard let field = first(where: { $0.key == member.key || $0.formerKeys.contains(member.key) }) else {
                continue
            }
            let memberPath = path.appending(member.key)
            if let reason = field.unread(scenario) {
                reader.warning(memberPath, .notRead(member.key, reason: reason))
            } else {
                field.subfields(root, scenario, member.value, memberPath, &reader)
            }
        }
    }
}

/// A number in a scenario file: exact (the writer's shortest round-tripping form), not a report's
/// rounding, because the tool reads the file back and 1e-9 is not 0. Null where not finite.
func scenarioNumber(_ value: Double) -> JSONValue {
    value.isFinite ? .number(value) : .null
}
