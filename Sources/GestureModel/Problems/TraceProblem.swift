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
    /// Later errors that follow from this one (the same touch's lifecycle after it broke, or after
    /// a touch that could not be read), counted here instead of listed one by one.
    public var followOns = 0

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
        let folded =
            followOns == 0
            ? ""
            : "; \(followOns) later lifecycle \(followOns == 1 ? "error follows" : "errors follow") from it and \(followOns == 1 ? "is" : "are") not listed"
        return "\(prefix)\(place): \(path): \(rule.sentence) (\(rule.reference))\(folded)"
    }
}
