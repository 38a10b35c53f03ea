/// Something wrong with a file being imported (a getevent log, a W3C actions document): the file,
/// the line or the JSON place, what is wrong, and the rule it breaks.
public struct ImportProblem: Error, Sendable, Hashable, CustomStringConvertible {
    public enum Severity: String, Sendable, Hashable { case error, warning }

    public var severity: Severity
    public var file: String
    /// The line, from 1, for line-based formats.
    public var line: Int?
    /// The JSON place (`actions[0].actions[3].origin`), for JSON formats.
    public var place: String?
    public var message: String
    /// The format's rule, in a few words.
    public var rule: String

    public init(
        severity: Severity = .error, file: String, line: Int? = nil, place: String? = nil, message: String, rule: String
    ) {
        self.severity = severity
        self.file = file
        self.line = line
        self.place = place
        self.message = message
        self.rule = rule
    }

    /// `swipe.log:12: SYN_DROPPED: … (getevent frames)`; warnings say so first.
    public var description: String {
        var location = file
        if let line { location += ":\(line)" }
        if let place { location += ": \(place)" }
        return "\(severity == .warning ? "warning: " : "")\(location): \(message) (\(rule))"
    }
}

/// Traces an importer made, with what it warned about.
public struct ImportResult: Sendable {
    public var traces: [Trace]
    public var warnings: [ImportProblem]
}
