import GestureModel
import Interaction

/// One fixture checked under one expectation.
public struct CheckCase: Sendable {
    public var file: String
    public var expectation: ReplayExpectation
    public var report: ReplayReport
    public var mismatches: [ReplayExpectation.Mismatch]

    /// The scenario the expectation ran under; nil for handler code.
    public var scenario: Scenario? { report.scenario }
    /// The scenario's name, or the handler code's.
    public var handler: String { report.handler }
    /// `Fixtures/edge/left-slow-drag-finish.json [edge-back]`: what `--filter` matches and JUnit names.
    public var name: String { "\(file) [\(handler)]" }
    public var passed: Bool { mismatches.isEmpty }
}
