/// A JSON syntax error, located by line and column (both from 1).
public struct JSONSyntaxError: Error, Sendable, Equatable {
    public var message: String
    public var line: Int
    public var column: Int
}
