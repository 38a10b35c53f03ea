/// Typed reads from a parsed JSON document, each reporting its own problem with its place.
/// Shared by the trace decoder and by other documents (scenario files) so that every document
/// names the file, the place and the rule the same way.
public struct JSONDocumentReader: Sendable {
    public let file: String
    public let line: Int?
    public private(set) var problems: [TraceProblem] = []

    public init(file: String, line: Int? = nil) {
        self.file = file
        self.line = line
    }

    public var hasErrors: Bool { problems.contains { $0.severity == .error } }

    public mutating func error(_ path: TracePath, _ rule: TraceRule) {
        problems.append(TraceProblem(severity: .error, file: file, line: line, path: path, rule: rule))
    }

    /// Replaces the rule of an earlier problem (to add how often it recurred).
    public mutating func amend(problem index: Int, rule: TraceRule) {
        guard problems.indices.contains(index) else { return }
        problems[index].rule = rule
    }

    /// Counts one more error that follows from problem `index` (see `TraceProblem.followOns`).
    public mutating func addFollowOn(to index: Int) {
        guard problems.indices.contains(index) else { return }
        problems[index].followOns += 1
    }

    public mutating func warning(_ path: TracePath, _ rule: TraceRule) {
        problems.append(TraceProblem(severity: .warning, file: file, line: line, path: path, rule: rule))
    }

    public mutating func object(_ value: JSONValue, at path: @autoclosure () -> TracePath) -> JSONObject? {
        if case .object(let object) = value { return object }
        error(path(), .wrongType(expected: "an object", found: value.typeName))
        return nil
    }

    public mutating func array(_ value: JSONValue, at path: @autoclosure () -> TracePath) -> [JSONValue]? {
        if case .array(let array) = value { return array }
        error(path(), .wrongType(expected: "an array", found: value.typeName))
        return nil
    }

    public mutating func string(_ value: JSONValue, at path: @autoclosure () -> TracePath) -> String? {
        if case .string(let text) = value { return text }
        error(path(), .wrongType(expected: "a string", found: value.typeName))
        return nil
    }

    /// One of a fixed set of words (an edge, a response, a state): the case it names, or an error
    /// quoting it and saying what `expected` lists (made only for the error).
    public mutating func word<Choice: RawRepresentable>(
        _ value: JSONValue, at path: @autoclosure () -> TracePath, as type: Choice.Type,
        expected: @autoclosure () -> String, reference: String
    ) -> Choice? where Choice.RawValue == String {
        guard let text = string(value, at: path()) else { return nil }
        if let choice = Choice(rawValue: text) { return choice }
        error(path(), .invalid(value: "\"\(text)\"", expected: expected(), reference: reference))
        return nil
    }

    /// `word` for a type whose cases are all the words: "a velocity strategy (uikit, lsq2, …)".
    public mutating func word<Choice: RawRepresentable & CaseIterable>(
        _ value: JSONValue, at path: @autoclosure () -> TracePath, as type: Choice.Type, naming kind: String,
        reference: String
    ) -> Choice? where Choice.RawValue == String {
        word(
            value, at: path(), as: type,
            expected: "\(kind) (\(Choice.allCases.map(\.rawValue).joined(separator: ", ")))", reference: reference)
    }

    public mutating func finite(_ value: JSONValue, at path: @autoclosure () -> TracePath) -> Double? {
        guard case .number(let number) = value else {
            error(path(), .wrongType(expected: "a number", found: value.typeName))
            return nil
        }
        guard number.isFinite else {
            error(path(), .notFinite)
            return nil
        }
        return number
    }

    public mutating func positive(_ value: JSONValue, at path: @autoclosure () -> TracePath) -> Double? {
        guard let number = finite(value, at: path()) else { return nil }
        guard number > 0 else {
            error(path(), .notPositive(number))
            return nil
        }
        return number
    }

    /// The members of `object` as every reader takes them: each key once, at its last occurrence
    /// (as JSON parsers commonly do), in document order; each repeated key is a warning.
    public mutating func members(_ object: JSONObject, at path: @autoclosure () -> TracePath) -> [JSONObject.Member] {
        let members = object.members
        guard members.count > 1 else { return members }
        var repeated = false
        if members.count <= 16 {
            // A trace's objects are small: comparing keys pairwise allocates nothing, a set would.
            for index in members.indices.dropFirst() {
                let key = members[index].key
                if members[..<index].contains(where: { $0.key == key }) {
                    warning(path().appending(key), .duplicateField(key))
                    repeated = true
                }
            }
        } else {
            var seen: Set<String> = []
            for member in members where !seen.insert(member.key).inserted {
                warning(path().appending(member.key), .duplicateField(member.key))
                repeated = true
            }
        }
        return repeated ? object.lastOccurrences : members
    }

    /// A whole number within `range`.
    public mutating func integer(
        _ value: JSONValue, at path: @autoclosure () -> TracePath, in range: ClosedRange<Int>,
        reference: String = "scenario values"
    ) -> Int? {
        guard let number = finite(value, at: path()) else { return nil }
        guard let whole = Self.wholeNumber(number, in: range) else {
            error(
                path(),
                .invalid(
                    value: JSONWriter.formatNumber(number),
                    expected: "a whole number from \(range.lowerBound) to \(range.upperBound)", reference: reference))
            return nil
        }
        return whole
    }

    /// `number` as a whole number within `range`, or nil: what `integer` accepts, and the fast
    /// decoder too.
    static func wholeNumber(_ number: Double, in range: ClosedRange<Int>) -> Int? {
        guard number >= Double(range.lowerBound), number <= Double(range.upperBound) else { return nil }
        return Int(exactly: number)
    }

    public mutating func bool(_ value: JSONValue, at path: @autoclosure () -> TracePath) -> Bool? {
        if case .bool(let flag) = value { return flag }
        error(path(), .wrongType(expected: "true or false", found: value.typeName))
        return nil
    }
}
