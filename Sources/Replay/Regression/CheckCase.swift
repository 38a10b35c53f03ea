import GestureModel
import Interaction

/// One fixture checked under one expectation.
public struct CheckCase: Sendable {
    public var file: String
    public var expectation: ReplayExpectation
    public var report: ReplayReport
    public var mismatches: [ReplayExpectation.Mismatch]
    /// What flips this case's decision or outcome (a perturbation, a margin under the floor),
    /// where it was looked for; a passing case with any is fragile.
    public var fragility: [Fragility] = []

    /// The scenario the expectation ran under; nil for handler code.
    public var scenario: Scenario? { report.scenario }
    /// The scenario's name, or the handler code's.
    public var handler: String { report.handler }
    /// `Fixtures/edge/left-slow-drag-finish.json [edge-back]`, or for a corpus line
    /// `corpus.jsonl:7 (edge-left-6) [edge-back]`, with `, gesture N` inside the brackets for an
    /// expectation of one gesture: what `--filter` matches and JUnit names. Its first word can be
    /// pasted back into `replay`.
    public var name: String {
        // Each part from an input (a file's or a trace's or a scenario's name) on this one line.
        let checked =
            expectation.gesture.map { "\(handler.escapingControls), gesture \($0)" } ?? handler.escapingControls
        let place = file.escapingControls
        return isCorpusLine ? "\(place) (\(report.trace.name.escapingControls)) [\(checked)]" : "\(place) [\(checked)]"
    }

    /// The fixture is a line of a `.jsonl` corpus: its place ends in `:LINE`.
    var isCorpusLine: Bool {
        guard let colon = file.lastIndex(of: ":") else { return false }
        let digits = file[file.index(after: colon)...]
        return !digits.isEmpty && digits.allSatisfy(\.isNumber) && file[..<colon].hasSuffix(".jsonl")
    }
    public var passed: Bool { mismatches.isEmpty }
    /// Passing, but a perturbation or a knife-edge margin flips it.
    public var isFragile: Bool { passed && !fragility.isEmpty }
}
