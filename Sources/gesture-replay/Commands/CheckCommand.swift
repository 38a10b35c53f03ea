import GestureModel
import Replay

/// `gesture-replay check`: replays every fixture found and checks every expectation.
enum CheckCommand: Command {
    struct Options: Equatable {
        var paths: [String] = []
        var junit: String?
        var update = false
        var filter: String?
        /// A scenario file that replaces every fixture's own scenario (its inline one, else edge-back).
        var scenario: String?
        /// Check the label of traces that have no expect block.
        var labels = false
    }

    static let name = "check"

    static func parse(_ arguments: [String]) throws(UsageError) -> Options? {
        var cursor = ArgumentCursor(command: name, arguments: arguments)
        var options = Options()
        while let word = cursor.next() {
            switch word {
            case .positional(let path): options.paths.append(path)
            case .flag("--help", _): return nil
            case .flag("--junit", let inline): options.junit = try cursor.value(for: "--junit", inline: inline)
            case .flag("--filter", let inline): options.filter = try cursor.value(for: "--filter", inline: inline)
            case .flag("--update", let inline):
                try cursor.noValue(for: "--update", inline: inline)
                options.update = true
            case .flag("--labels", let inline):
                try cursor.noValue(for: "--labels", inline: inline)
                options.labels = true
            case .flag("--scenario", let inline):
                if options.scenario != nil { throw UsageError(message: "--scenario can be given once", command: name) }
                options.scenario = try cursor.value(for: "--scenario", inline: inline)
            case .flag(let flag, _): throw cursor.unknown(flag)
            }
        }
        guard !options.paths.isEmpty else {
            throw UsageError(message: "check needs at least one fixture file or folder, for example 'check Fixtures'", command: name)
        }
        return options
    }

    static func run(_ options: Options) -> Int32 {
        var cases: [CheckCase] = []
        var unchecked: [JUnitReport.Unchecked] = []
        var withoutExpectations: [String] = []
        var filesToUpdate: [(file: String, cases: [CheckCase])] = []
        var ownScenario: Scenario?
        if let path = options.scenario {
            guard let scenario = Files.scenario(path) else { return 2 }
            ownScenario = scenario
        }
        let corpora = Files.loadCorpora(options.paths)
        var badInput = corpora.invalid > 0 || corpora.unreadable > 0
        for (file, line, trace) in corpora.traces {
            let place = line.map { "\(file):\($0)" } ?? file
            let problems = RegressionCheck.problems(for: trace, file: place)
            Console.report(problems)
            let errors = problems.filter { $0.severity == .error }
            if !errors.isEmpty {
                unchecked.append(JUnitReport.Unchecked(file: place, problems: errors.map(\.description)))
                badInput = true
                continue
            }
            let found: [CheckCase]
            let checked = trace.expect == nil && options.labels
                ? RegressionCheck.checkLabel(trace, file: place, ownScenario: ownScenario)
                : RegressionCheck.check(trace, file: place, ownScenario: ownScenario)
            switch checked {
            case .failure(let failure):
                Console.report(failure.problems)
                unchecked.append(JUnitReport.Unchecked(file: place, problems: failure.problems.map(\.description)))
                badInput = true
                continue
            case .success(let result):
                found = result
            }
            if trace.expect == nil && found.isEmpty { withoutExpectations.append(place) }
            let selected = found.filter { options.filter.map($0.name.contains) ?? true }
            cases += selected
            if options.update, trace.expect != nil, !selected.isEmpty {
                if line != nil {
                    Console.error("error: \(place): --update rewrites .json fixtures, not .jsonl lines")
                    badInput = true
                } else {
                    filesToUpdate.append((file, found))
                }
            }
        }
        if !withoutExpectations.isEmpty {
            let shown = withoutExpectations.prefix(3).joined(separator: ", ")
            let more = withoutExpectations.count > 3 ? ", and \(withoutExpectations.count - 3) more" : ""
            let hint = options.labels ? "" : "; --labels checks their labels instead"
            Console.error("note: \(withoutExpectations.count) trace(s) have no \"expect\" block, so nothing checks them: \(shown)\(more)\(hint)")
        }
        if options.update {
            return update(filesToUpdate, filter: options.filter) && !badInput ? 0 : 2
        }
        for checkCase in cases {
            Console.output("\(checkCase.passed ? "PASS" : "FAIL")  \(checkCase.name)\n")
            for mismatch in checkCase.mismatches {
                Console.output("      \(mismatch)\n")
            }
        }
        let failed = cases.filter { !$0.passed }.count
        if let junit = options.junit, Files.write(JUnitReport.xml(for: cases, unchecked: unchecked), to: junit) != 0 {
            badInput = true
        }
        if badInput { return 2 }
        if let filter = options.filter, cases.isEmpty {
            Console.error("error: --filter '\(filter)' matches no case; the names look like 'Fixtures/edge/left-slow-drag-finish.json [edge-back]'")
            return 1
        }
        Console.output("\(cases.count - failed) passed, \(failed) failed\n")
        return failed > 0 ? 1 : 0
    }

    /// Rewrites each file's `"expect"` block from the current results (`RegressionCheck.update`),
    /// atomically, and prints every change. Expectations outside the filter stay as they were.
    static func update(_ files: [(file: String, cases: [CheckCase])], filter: String?) -> Bool {
        var changedFiles = 0
        var changedExpectations = 0
        var ok = true
        for (file, cases) in files {
            let bytes: [UInt8]
            do {
                bytes = try TraceLoader.readFile(at: file)
            } catch {
                Console.error("error: \(error)")
                ok = false
                continue
            }
            switch RegressionCheck.update(file: file, bytes: bytes, cases: cases, selected: { filter.map($0.name.contains) ?? true }) {
            case .failure(let failure):
                Console.error("error: \(failure)")
                ok = false
            case .success(nil):
                continue
            case .success(let update?):
                guard Files.write(update.bytes, to: file) == 0 else {
                    ok = false
                    continue
                }
                changedFiles += 1
                changedExpectations += update.changes.count
                update.changes.forEach { Console.output($0 + "\n") }
            }
        }
        Console.output("\(changedExpectations) expectation(s) updated in \(changedFiles) file(s)\n")
        return ok
    }

    static let help = """
        gesture-replay check PATH... [options]

        Replays every fixture in PATH (files, folders searched recursively, .jsonl corpora) under each
        expectation of its "expect" block and checks it. Prints PASS or FAIL per fixture and scenario,
        the fields that differ with the replay's reason in numbers, and a closing line
        "N passed, N failed". Exits 0 when all pass, 1 when any fails, 2 for bad input.

        OPTIONS
          --junit FILE       also write JUnit XML (one testcase per fixture and scenario)
          --update           rewrite each "expect" block from the current results, keeping every other
                             byte of the file; prints what changed. Without it nothing is written.
          --filter PATTERN   only cases whose name (FILE [scenario]) contains PATTERN
          --scenario FILE    run the expectations that name no scenario under this scenario file
                             instead of each fixture's own (its inline scenario, else edge-back)
          --help             this text

        An expectation's "scenario" is a preset's name, or a scenario file's path relative to the
        fixture's folder.

        """
}
