/// Everything wrong with a trace that could not be loaded, errors and warnings in document order.
public struct TraceLoadFailure: Error, Sendable, CustomStringConvertible {
    public var problems: [TraceProblem]

    public init(problems: [TraceProblem]) {
        self.problems = problems
    }

    public var errors: [TraceProblem] { problems.filter { $0.severity == .error } }
    public var description: String { problems.map(\.description).joined(separator: "\n") }
}
