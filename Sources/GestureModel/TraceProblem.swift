/// Where in a trace document something is: `events[12].touches[0].phase`.
public struct TracePath: Sendable, Hashable, CustomStringConvertible {
    public enum Component: Sendable, Hashable {
        case key(String)
        case index(Int)
    }

    public var components: [Component]

    public init(_ components: [Component] = []) {
        self.components = components
    }

    public static let root = TracePath()

    public func appending(_ key: String) -> TracePath { TracePath(components + [.key(key)]) }
    public func appending(_ index: Int) -> TracePath { TracePath(components + [.index(index)]) }

    public var description: String {
        if components.isEmpty { return "(top level)" }
        var text = ""
        for component in components {
            switch component {
            case .key(let key): text += text.isEmpty ? key : "." + key
            case .index(let index): text += "[\(index)]"
            }
        }
        return text
    }
}

/// A rule of the trace format (`shared/spec/trace-format.md`), with the offending value.
public enum TraceRule: Sendable, Hashable {
    case syntax(message: String, line: Int, column: Int)
    case wrongType(expected: String, found: String)
    case missingField(String)
    case formatName(found: String)
    case unsupportedVersion(found: String)
    case notPositive(Double)
    case notFinite
    case positionTooLarge(Double)
    case emptyArray(of: String)
    case timeDecreased(previous: Double, found: Double)
    case unknownPhase(String)
    case notInteger(Double)
    case duplicateTouchID(id: Int, firstIndex: Int)
    case firstAppearanceNotBegan(id: Int, phase: TouchPhase)
    case beganWhileDown(id: Int)
    case notDown(id: Int, phase: TouchPhase)
    case unknownLabel(String)
    case unknownField(String)
    case duplicateField(String)
    case emptyLine
    /// A value outside what a field accepts, in a document other than a trace (a scenario file).
    case invalid(value: String, expected: String, reference: String)

    /// The rule's name in the spec, so a reader can look it up.
    public var reference: String {
        switch self {
        case .syntax: "the file must be JSON"
        case .wrongType, .missingField: "field types"
        case .formatName: "format"
        case .unsupportedVersion: "version"
        case .notPositive: "sizes > 0"
        case .notFinite, .positionTooLarge: "lifecycle rule 4"
        case .emptyArray: "non-empty arrays"
        case .timeDecreased: "t never decreases"
        case .unknownPhase: "phase names"
        case .notInteger: "id is an integer"
        case .duplicateTouchID: "one id per event"
        case .firstAppearanceNotBegan, .beganWhileDown: "lifecycle rule 1"
        case .notDown: "lifecycle rule 2"
        case .unknownLabel: "label"
        case .unknownField: "unknown fields are ignored"
        case .duplicateField: "field names"
        case .emptyLine: "corpora: one trace object per line"
        case .invalid(_, _, let reference): reference
        }
    }

    /// One plain sentence about the offending value.
    public var sentence: String {
        switch self {
        case .syntax(let message, let line, let column): "\(message) at line \(line), column \(column)"
        case .wrongType(let expected, let found): "expected \(expected), found \(found)"
        case .missingField(let name): "required field \"\(name)\" is missing"
        case .formatName(let found): "\"\(found)\" is not \"gesture-trace\""
        case .unsupportedVersion(let found): "version \(found) is not supported; this build reads version 1"
        case .notPositive(let value): "\(number(value)) must be greater than 0"
        case .notFinite: "the number is not finite"
        case .positionTooLarge(let value): "position \(number(value)) is beyond 1e6 points"
        case .emptyArray(let of): "\(of) must not be empty"
        case .timeDecreased(let previous, let found):
            "t = \(number(found)) is earlier than the previous event's t = \(number(previous))"
        case .unknownPhase(let name):
            "\"\(name)\" is not a phase (began, moved, stationary, ended, cancelled)"
        case .notInteger(let value): "\(number(value)) is not an integer"
        case .duplicateTouchID(let id, let firstIndex): "touch \(id) already appears at touches[\(firstIndex)] of this event"
        case .firstAppearanceNotBegan(let id, let phase):
            "\"\(phase)\" for touch \(id), which has not begun (a touch's first appearance must be \"began\")"
        case .beganWhileDown(let id): "\"began\" for touch \(id), which is already down"
        case .notDown(let id, let phase): "\"\(phase)\" for touch \(id), which is not down (it ended or was cancelled)"
        case .unknownLabel(let found): "\"\(found)\" is not a label (finish, cancel)"
        case .unknownField(let name): "unknown field \"\(name)\" is ignored"
        case .duplicateField(let name): "field \"\(name)\" appears more than once; the last one is used"
        case .emptyLine: "the line is empty"
        case .invalid(let value, let expected, _): "\(value) is not \(expected)"
        }
    }

    private func number(_ value: Double) -> String { JSONWriter.formatNumber(value) }
}

/// An error or a warning about a trace, naming the file, the place and the broken rule.
public struct TraceProblem: Error, Sendable, Hashable, CustomStringConvertible {
    public enum Severity: String, Sendable, Hashable {
        case error, warning
    }

    public var severity: Severity
    /// The file, when known; the command-line tool and corpus loader fill it in.
    public var file: String?
    /// The line of a `.jsonl` corpus, from 1.
    public var line: Int?
    public var path: TracePath
    public var rule: TraceRule

    public init(severity: Severity, file: String? = nil, line: Int? = nil, path: TracePath, rule: TraceRule) {
        self.severity = severity
        self.file = file
        self.line = line
        self.path = path
        self.rule = rule
    }

    /// `swipe.json: events[12].touches[0].phase: "moved" for touch 3, which is not down (lifecycle rule 2)`;
    /// a `.jsonl` corpus adds the line: `corpus.jsonl:7: events[3].t: ...`.
    public var description: String {
        var place = file ?? "<trace>"
        if let line { place += ":\(line)" }
        let prefix = severity == .warning ? "warning: " : ""
        return "\(prefix)\(place): \(path): \(rule.sentence) (\(rule.reference))"
    }
}

/// Everything wrong with a trace that could not be loaded, errors and warnings in document order.
public struct TraceLoadFailure: Error, Sendable, CustomStringConvertible {
    public var problems: [TraceProblem]

    public init(problems: [TraceProblem]) {
        self.problems = problems
    }

    public var errors: [TraceProblem] { problems.filter { $0.severity == .error } }
    public var description: String { problems.map(\.description).joined(separator: "\n") }
}
