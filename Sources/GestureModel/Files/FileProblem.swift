/// A file that could not be read at all (missing, unreadable, not a trace or corpus).
public struct FileProblem: Error, Sendable, Equatable, CustomStringConvertible {
    public var file: String
    public var reason: String

    public var description: String { "\(file): \(reason)" }

    public init(file: String, reason: String) {
        self.file = file
        self.reason = reason
    }
}
