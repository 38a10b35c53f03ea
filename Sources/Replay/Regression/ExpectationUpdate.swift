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
        // An expectation of a gesture the replay does not have has nothing to take: kept as it is,
        // it would fail every run after an update that said nothing of it.
        if let absent = cases.first(where: { checkCase in
            selected(checkCase) && checkCase.expectation.gesture.map { checkCase.report.gesture($0) == nil } ?? false
        }),
            let number = absent.expectation.gesture
        {
            let count = absent.report.decidedGestureCount
            return .failure(
                ExpectationUpdateFailure(
                    message:
                        "\(absent.name): the replay has \(counted(count, "gesture")) that decided, so there is no gesture \(number) to record; nothing was written to \(file.escapingControls): correct the expectation's \"gesture\" or remove it"
                ))
        }
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

extension RegressionCheck {
    /// `cases`, checked on `checked`, rebased onto `current`: the same fixture as it is now, which
    /// another `--update` may have rewritten since. Each case takes `current`'s expectation at its
    /// place, so what the other run wrote is kept and this run's update applies on top. A failure
    /// when the replay no longer holds for `current`: its motion, screen, view or inline scenario
    /// changed, or its expectations are no longer the same entries (scenario and gesture, in order).
    public static func rebased(
        _ cases: [CheckCase], checked: Trace, onto current: Trace, file: String
    ) -> Result<[CheckCase], ExpectationUpdateFailure> {
        func changed(_ what: String) -> Result<[CheckCase], ExpectationUpdateFailure> {
            .failure(
                ExpectationUpdateFailure(
                    message:
                        "\(file.escapingControls): its \(what) changed while it was checked, so its results no longer hold; nothing was written to it: run check --update again"
                ))
        }
        guard current.events.elementsEqual(checked.events) else { return changed("events") }
        guard current.screen == checked.screen, current.view == checked.view else { return changed("screen or view") }
        guard current.scenario == checked.scenario else { return changed("inline scenario") }
        guard let block = current.expect,
            case .success(let expectations) = ReplayExpectation.decodeAll(block, file: file),
            expectations.count == cases.count,
            zip(expectations, cases).allSatisfy({
                $0.scenario == $1.expectation.scenario && $0.gesture == $1.expectation.gesture
            })
        else { return changed("\"expect\" block") }
        return .success(
            zip(expectations, cases).map { expectation, checkCase in
                var rebased = checkCase
                rebased.expectation = expectation
                rebased.mismatches = expectation.mismatches(in: checkCase.report)
                return rebased
            })
    }
}
