import GestureModel
import Interaction

/// What `check --update` writes for one fixture: its bytes with the `"expect"` block rewritten from
/// the current results, and one line per expectation that changed.
public struct ExpectationUpdate: Sendable, Hashable {
    public var file: String
    public var bytes: [UInt8]
    /// "updated FILE [scenario]: decision finish → cancel; outcome finished → cancelled".
    public var changes: [String]
}

/// A fixture whose expectations cannot be rewritten.
public struct ExpectationUpdateFailure: Error, Sendable, Hashable, CustomStringConvertible {
    public var message: String
    public var description: String { message }
}

extension RegressionCheck {
    /// Rewrites one fixture's expectations: `cases` are all its cases, in the order of its `"expect"`
    /// block; the cases `selected` says no to keep their expectation as written. Each selected
    /// expectation takes `ReplayExpectation.updated(from:)`: a field that fails takes the current
    /// value, a field that holds stays as written. Only the `"expect"` value changes; every other byte
    /// is kept. Nil when nothing changes.
    public static func update(
        file: String, bytes: [UInt8], cases: [CheckCase], selected: (CheckCase) -> Bool
    ) -> Result<ExpectationUpdate?, ExpectationUpdateFailure> {
        var expectations: [ReplayExpectation] = []
        var changes: [String] = []
        for checkCase in cases {
            guard selected(checkCase) else {
                expectations.append(checkCase.expectation)
                continue
            }
            let next = checkCase.expectation.updated(from: checkCase.report)
            expectations.append(next)
            if next != checkCase.expectation {
                changes.append(
                    "updated \(checkCase.name): \(ReplayExpectation.describeChange(from: checkCase.expectation, to: next))"
                )
            }
        }
        guard !changes.isEmpty else { return .success(nil) }
        guard let rewritten = rewritingExpectations(in: bytes, with: expectations) else {
            return .failure(ExpectationUpdateFailure(message: "\(file): no top-level \"expect\" member to rewrite"))
        }
        return .success(ExpectationUpdate(file: file, bytes: rewritten, changes: changes))
    }
}

extension ReplayExpectation {
    /// The fields that differ, as "decision finish → cancel; releaseProgress unset → 0.62".
    public static func describeChange(from old: ReplayExpectation, to new: ReplayExpectation) -> String {
        var parts: [String] = []
        func note(_ name: String, _ a: String?, _ b: String?) {
            if a != b { parts.append("\(name) \(a ?? "unset") → \(b ?? "unset")") }
        }
        note("decision", old.decision?.rawValue, new.decision?.rawValue)
        note("outcome", old.outcome?.rawValue, new.outcome?.rawValue)
        note(
            "releaseProgress", old.releaseProgress.map { JSONWriter.formatNumber($0) },
            new.releaseProgress.map { JSONWriter.formatNumber($0) })
        note(
            "completionDuration", old.completionDuration.map { JSONWriter.formatNumber($0) },
            new.completionDuration.map { JSONWriter.formatNumber($0) })
        let oldCodes = old.diagnostics.map(\.rawValue).joined(separator: ",")
        let newCodes = new.diagnostics.map(\.rawValue).joined(separator: ",")
        note("diagnostics", "[\(oldCodes)]", "[\(newCodes)]")
        return parts.joined(separator: "; ")
    }
}
