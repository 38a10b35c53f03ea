/// Something the replay saw go wrong in the interaction logic or in the model's use.
public struct Diagnostic: Sendable, Hashable, CustomStringConvertible {
    public enum Severity: String, Sendable, Hashable {
        case warning, error
    }

    public var code: DiagnosticCode
    /// Seconds on the trace's clock.
    public var time: Double
    /// One plain sentence.
    public var message: String

    public init(code: DiagnosticCode, time: Double, message: String) {
        self.code = code
        self.time = time
        self.message = message
    }

    public var severity: Severity { code.severity }
    public var description: String { "[\(code.rawValue)] \(message)" }
}
