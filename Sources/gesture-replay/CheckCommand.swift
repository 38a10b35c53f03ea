import Foundation
import GestureModel
import Replay

/// `gesture-replay check`: replays every fixture found and checks every expectation.
enum CheckCommand {
    struct Options: Equatable {
        var paths: [String] = []
        var junit: String?
        var update = false
        var filter: String?
        /// A scenario file that replaces every fixture's own scenario (its inline one, else edge-back).
        var scenario: String?
    }

    static func run(_ options: Options) -> Int32 {
        var cases: [CheckCase] = []
        var badInput = false
        var withoutExpectations: [String] = []
        var filesToUpdate: [(file: String, cases: [CheckCase])] = []
        var ownScenario: Scenario?
        if let path = options.scenario {
            guard let scenario = GestureReplay.scenarioFile(path) else { return 2 }
            ownScenario = scenario
        }
        let corpora = GestureReplay.loadCorpora(options.paths)
        if corpora.invalid > 0 || corpora.unreadable { badInput = true }
        for (file, line, trace) in corpora.traces {
            let place = line.map { "\(file):\($0)" } ?? file
            switch RegressionCheck.check(trace, file: place, ownScenario: ownScenario) {
            case .failure(let failure):
                GestureReplay.report(failure.problems)
                badInput = true
            case .success(let found):
                if trace.expect == nil { withoutExpectations.append(place) }
                let selected = found.filter { options.filter.map($0.name.contains) ?? true }
                cases += selected
                if options.update, !selected.isEmpty {
                    if line != nil {
                        standardError("error: \(place): --update rewrites .json fixtures, not .jsonl lines")
                        badInput = true
                    } else {
                        filesToUpdate.append((file, found))
                    }
                }
            }
        }
        if !withoutExpectations.isEmpty {
            standardError("note: \(withoutExpectations.count) trace(s) have no \"expect\" block: \(withoutExpectations.joined(separator: ", "))")
        }
        if options.update {
            return update(filesToUpdate, filter: options.filter) && !badInput ? 0 : 2
        }
        for checkCase in cases {
            standardOutput("\(checkCase.passed ? "PASS" : "FAIL")  \(checkCase.name)\n")
            for mismatch in checkCase.mismatches {
                standardOutput("      \(mismatch)\n")
            }
        }
        let failed = cases.filter { !$0.passed }.count
        if let junit = options.junit, GestureReplay.writeFile(JUnitReport.xml(for: cases), to: junit) != 0 {
            badInput = true
        }
        standardOutput("\(cases.count - failed) passed, \(failed) failed\n")
        if badInput { return 2 }
        return failed > 0 ? 1 : 0
    }

    /// Rewrites each file's `"expect"` block from the current results: only that block changes, the
    /// write is atomic, and every change is printed. Expectations outside the filter stay as they were.
    static func update(_ files: [(file: String, cases: [CheckCase])], filter: String?) -> Bool {
        var changedFiles = 0
        var changedExpectations = 0
        var ok = true
        for (file, cases) in files {
            var expectations: [ReplayExpectation] = []
            var changes: [String] = []
            for checkCase in cases {
                guard filter.map(checkCase.name.contains) ?? true else {
                    expectations.append(checkCase.expectation)
                    continue
                }
                let next = checkCase.expectation.updated(from: checkCase.report)
                expectations.append(next)
                if next != checkCase.expectation {
                    changedExpectations += 1
                    changes.append("updated \(checkCase.name): \(describeChange(from: checkCase.expectation, to: next))")
                }
            }
            guard !changes.isEmpty else { continue }
            do {
                let bytes = try TraceLoader.readFile(at: file)
                guard let rewritten = RegressionCheck.rewritingExpectations(in: bytes, with: expectations) else {
                    standardError("error: \(file): no top-level \"expect\" member to rewrite")
                    ok = false
                    continue
                }
                try Data(rewritten).write(to: URL(fileURLWithPath: file), options: .atomic)
                changedFiles += 1
                changes.forEach { standardOutput($0 + "\n") }
            } catch let error as FileProblem {
                standardError("error: \(error)")
                ok = false
            } catch {
                standardError("error: \(file): cannot write: \(error.localizedDescription)")
                ok = false
            }
        }
        standardOutput("\(changedExpectations) expectation(s) updated in \(changedFiles) file(s)\n")
        return ok
    }

    static func describeChange(from old: ReplayExpectation, to new: ReplayExpectation) -> String {
        var parts: [String] = []
        func note(_ name: String, _ a: String?, _ b: String?) {
            if a != b { parts.append("\(name) \(a ?? "unset") → \(b ?? "unset")") }
        }
        note("decision", old.decision?.rawValue, new.decision?.rawValue)
        note("outcome", old.outcome?.rawValue, new.outcome?.rawValue)
        note("releaseProgress", old.releaseProgress.map { JSONWriter.formatNumber($0) }, new.releaseProgress.map { JSONWriter.formatNumber($0) })
        note("completionDuration", old.completionDuration.map { JSONWriter.formatNumber($0) }, new.completionDuration.map { JSONWriter.formatNumber($0) })
        let oldCodes = old.diagnostics.map(\.rawValue).joined(separator: ",")
        let newCodes = new.diagnostics.map(\.rawValue).joined(separator: ",")
        note("diagnostics", "[\(oldCodes)]", "[\(newCodes)]")
        return parts.joined(separator: "; ")
    }
}
