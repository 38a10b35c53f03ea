import GestureModel
import Replay

/// `gesture-replay check`: replays every fixture found and checks every expectation.
enum CheckCommand: Command {
    struct Options: Equatable, CommandOptions {
        var paths: [String] = []
        var junit: String?
        var update = false
        var filter: String?
        /// Replaces or changes each fixture's own scenario (its inline one, else edge-back), for
        /// the expectations that name none.
        var scenario = ScenarioOptions()
        /// Check the label of traces that have no expect block.
        var labels = false
        /// A run that checks nothing passes.
        var allowEmpty = false
        /// Print only failures and the summary.
        var quiet = false
        /// A fixture whose decision or outcome flips under a perturbation fails (without it, a warning).
        var robust = false
        var robustRates: [Double] = [60, 80, 120]
        var robustDrop = 0.1
        var robustJitter = 0.002
        var robustSeed: UInt64 = 1
        var robustNoise = Perturbation.defaultNoise
        var robustLift = Perturbation.defaultLift
        var robustFloor = Perturbation.defaultFloor

        var perturbations: [Perturbation] {
            Perturbation.defaults(
                rates: robustRates, dropFraction: robustDrop, jitter: robustJitter, seed: robustSeed,
                noise: robustNoise,
                lift: robustLift)
        }
    }

    static let name = "check"

    static let exitStatus = "0 every case passed; 1 a case failed, or nothing was checked; 2 bad usage or bad input."

    static func positional(_ argument: String, into options: inout Options) throws(UsageError) {
        options.paths.append(argument)
    }

    static func inputs(_ options: Options) -> [String] { options.paths + options.scenario.files }

    static func validate(_ options: inout Options, given: [String]) throws(UsageError) {
        guard !options.paths.isEmpty else {
            throw UsageError(
                message: "check needs at least one fixture file or folder, for example 'check Fixtures'", command: name)
        }
        if options.update, options.paths.contains("-") {
            throw UsageError(
                message:
                    "--update rewrites fixture files, and standard input ('-') is not one: give the fixture's path",
                command: name)
        }
        if options.update, !options.scenario.overrides.isEmpty {
            throw UsageError(
                message:
                    "--update cannot record results under \(options.scenario.overrides.map(\.flag).joined(separator: " ")): no expectation names that scenario. Write the change into a scenario file, name it in the expectations (\"scenario\": \"FILE\") and update with --scenario FILE",
                command: name)
        }
    }

    static func run(_ options: Options) throws(UsageError) -> Int32 {
        // The report's folder is made before the run (as JUnit reporters do), so a bad path fails
        // before any case runs, not after all of them.
        if let junit = options.junit, let problem = Files.prepareOutput(junit) {
            Console.error("error: --junit \(junit): \(problem)")
            return 2
        }
        guard let resolver = ScenarioResolver(options.scenario, command: name) else { return 2 }
        var cases: [CheckCase] = []
        var unchecked: [JUnitReport.Unchecked] = []
        var withoutExpectations: [String] = []
        var filesToUpdate: [(file: String, trace: Trace, cases: [CheckCase])] = []
        // Cases whose decision or outcome flips under a perturbation, when --robust does not fail them.
        var fragile: [String] = []
        let perturbations = options.perturbations
        let corpora = Files.loadCorpora(options.paths, allowingEmpty: options.allowEmpty)
        // A few of the cases' names before --filter picks among them, for a filter that matches none.
        var names: [String] = []
        var badInput = corpora.invalid > 0 || corpora.unreadable > 0
        var scenarios = InlineScenarioReader()
        for (file, line, trace) in corpora.traces {
            let place = line.map { "\(file):\($0)" } ?? file
            let problems = RegressionCheck.problems(for: trace, file: place, scenarios: &scenarios)
            Console.report(problems)
            let errors = problems.filter { $0.severity == .error }
            if !errors.isEmpty {
                unchecked.append(JUnitReport.Unchecked(file: place, problems: errors.map(\.description)))
                badInput = true
                continue
            }
            // The fixture's own scenario, read once for the corpus's traces that share it (their
            // problems were reported above); the scenario options change it, or the one given.
            var ownScenario: Scenario?
            if options.scenario.isEmpty {
                if case .success(let own) = scenarios.resolveLoaded(for: trace, file: place) {
                    ownScenario = own.scenario
                }
            } else {
                let base: Scenario
                if let given = resolver.given.first {
                    base = given
                } else if case .success(let own) = scenarios.resolveLoaded(for: trace, file: place) {
                    base = own.scenario
                } else {
                    continue  // its problems were reported above
                }
                do throws(UsageError) {
                    ownScenario = try resolver.changing(base)
                } catch {
                    throw UsageError(message: "\(place): \(error.message)", command: name)
                }
            }
            let found: [CheckCase]
            let checked =
                trace.expect == nil && options.labels
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
            if names.count < 2 { names += found.prefix(2 - names.count).map(\.name) }
            var selected = found.filter { options.filter.map($0.name.contains) ?? true }
            // Recorded expectations are checked for fragility; a label check of a corpus is a
            // tuning run, whose traces straddle the line on purpose.
            if !options.update {
                for index in selected.indices {
                    selected[index] = selected[index].withFragility(
                        of: trace, perturbations: perturbations, floor: options.robustFloor)
                    let flips = selected[index].fragility
                    guard !flips.isEmpty else { continue }
                    if options.robust {
                        selected[index] = selected[index].failing(on: flips)
                    } else {
                        fragile.append("\(selected[index].name): " + flips.map(\.description).joined(separator: "; "))
                    }
                }
            }
            cases += selected
            if options.update, trace.expect != nil, !selected.isEmpty {
                if line != nil {
                    Console.error("error: \(place): --update rewrites .json fixtures, not .jsonl lines")
                    badInput = true
                } else {
                    filesToUpdate.append((file, trace, found))
                }
            }
        }
        if !withoutExpectations.isEmpty {
            let shown = withoutExpectations.prefix(3).joined(separator: ", ")
            let more = withoutExpectations.count > 3 ? ", and \(withoutExpectations.count - 3) more" : ""
            let hint = options.labels ? "" : "; --labels checks their labels instead"
            Console.error(
                "note: \(counted(withoutExpectations.count, "trace")) \(withoutExpectations.count == 1 ? "has" : "have") no \"expect\" block, so nothing checks them: \(shown)\(more)\(hint)"
            )
        }
        if options.update {
            guard let selected = updatable(options, cases: filesToUpdate.flatMap(\.cases)) else { return 2 }
            return update(filesToUpdate, selected: { selected($0) && (options.filter.map($0.name.contains) ?? true) })
                && !badInput ? 0 : 2
        }
        for line in fragile {
            Console.error("warning: fragile: \(line) (check --robust fails on it)")
        }
        for checkCase in cases where !(options.quiet && checkCase.passed) {
            Console.output("\(checkCase.passed ? "PASS" : "FAIL")  \(checkCase.name)\n")
            for mismatch in checkCase.mismatches {
                Console.output("      \(mismatch)\n")
            }
        }
        let failed = cases.filter { !$0.passed }.count
        if options.labels, case let synthesized = labelFailuresOfSynthesized(cases, traces: corpora.traces),
            synthesized > 0
        {
            Console.error(
                "note: \(counted(synthesized, "failing trace")) \(synthesized == 1 ? "was" : "were") made by synth: its label is the motion it meant to draw (meant to finish or to cancel), not what the trace's inline scenario decides, and a synthesized corpus straddles the rule's threshold on purpose, for sweep to tune. Check labels of recorded traces; sweep synthesized ones"
            )
        }
        // Nothing checked is a failure: a suite that checks nothing must not turn CI green.
        var nothingChecked: String?
        if cases.isEmpty && unchecked.isEmpty && !options.allowEmpty {
            if let filter = options.filter {
                // The cases' own names, not a made-up one that the filter might itself match.
                nothingChecked =
                    names.isEmpty
                    ? "--filter '\(filter.escapingControls)' matches no case: there were none to filter"
                    : "--filter '\(filter.escapingControls)' matches no case; the names look like \(names.map { "'\($0)'" }.joined(separator: " and "))"
            } else {
                nothingChecked =
                    "nothing was checked: \(counted(corpora.count, "trace")) read, none has an \"expect\" block\(options.labels ? " or a label" : " (--labels checks their labels)"); --allow-empty accepts this"
            }
        }
        if let junit = options.junit,
            Files.write(JUnitReport.xml(for: cases, unchecked: unchecked, nothingChecked: nothingChecked), to: junit)
                != 0
        {
            badInput = true
        }
        if badInput { return 2 }
        if let nothingChecked {
            Console.error("error: \(nothingChecked)")
            return 1
        }
        Console.output("\(cases.count - failed) passed, \(failed) failed\n")
        return failed > 0 ? 1 : 0
    }

    /// How many failing label checks are of traces `synth` made (their `meta.generator`).
    static func labelFailuresOfSynthesized(
        _ cases: [CheckCase], traces: [(file: String, line: Int?, trace: Trace)]
    ) -> Int {
        var synthesized: Set<String> = []
        for (file, line, trace) in traces {
            if case .object(let meta)? = trace.meta, meta["generator"] != nil {
                synthesized.insert(line.map { "\(file):\($0)" } ?? file)
            }
        }
        return cases.filter { !$0.passed && $0.expectation.scenario == .own && synthesized.contains($0.file) }.count
    }

    /// Which cases `--update` may rewrite: with no scenario option, every one; with --preset or
    /// --scenario, only the expectations that name that scenario, so that results computed under
    /// it never replace another scenario's (the fixtures' own expectations ran under it too, and
    /// are left as written). Nil, the reason printed, when no expectation names it.
    static func updatable(_ options: Options, cases all: [CheckCase]) -> ((CheckCase) -> Bool)? {
        guard let source = options.scenario.sources.first else { return { _ in true } }
        let named: (CheckCase) -> Bool
        let entry: String
        switch source {
        case .preset(let preset):
            named = { $0.expectation.scenario == .preset(preset.name) }
            entry = "{\"scenario\": \"\(preset.name)\"}"
        case .file(let path):
            let target = Files.canonical(path)
            named = { checkCase in
                guard case .file(let written) = checkCase.expectation.scenario else { return false }
                let resolved = written.hasPrefix("/") ? written : RegressionCheck.folder(of: checkCase.file) + written
                return Files.canonical(resolved) == target
            }
            entry = "{\"scenario\": \"PATH\"} with PATH the path of \(path) from the fixture's folder"
        }
        guard all.contains(where: named) else {
            Console.error(
                "error: --update with \(options.scenario.typed) rewrites only expectations that name that scenario, and none of the checked fixtures has one; the fixtures' own expectations belong to their own scenario and are left as they are. To keep a baseline under it, add \(entry) to a fixture's \"expect\" block and run --update again; to update the fixtures' own expectations, run --update without \(options.scenario.typed)"
            )
            return nil
        }
        let left = all.filter { !named($0) && $0.expectation.updated(from: $0.report) != $0.expectation }.count
        if left > 0 {
            Console.error(
                "note: \(counted(left, "expectation")) of other scenarios \(left == 1 ? "differs" : "differ") under \(options.scenario.typed) and were left as written"
            )
        }
        return named
    }

    /// Rewrites each file's `"expect"` block from the current results (`RegressionCheck.update`),
    /// atomically, and prints every change. Expectations outside the filter stay as they were. The
    /// file is read again holding a lock on its folder (`Files.withExclusiveLock`): what another
    /// `--update` wrote since this run read it is kept (`RegressionCheck.rebased`), and a file whose
    /// motion changed is left as it is, saying so.
    static func update(
        _ files: [(file: String, trace: Trace, cases: [CheckCase])], selected: (CheckCase) -> Bool
    ) -> Bool {
        var changedFiles = 0
        var changedExpectations = 0
        var ok = true
        for (file, checked, cases) in files {
            let written = Files.withExclusiveLock(onFolderOf: file) {
                () throws(FileProblem) -> Result<ExpectationUpdate?, ExpectationUpdateFailure> in
                let bytes = try TraceLoader.readFile(at: file)
                guard case .success(let current) = TraceDecoder.decode(bytes, file: file) else {
                    throw FileProblem(
                        file: file, reason: "is no longer a valid trace; nothing was written to it (validate says why)")
                }
                let update = RegressionCheck.rebased(cases, checked: checked, onto: current.trace, file: file).flatMap {
                    RegressionCheck.update(file: file, bytes: bytes, cases: $0, selected: selected)
                }
                if case .success(let rewritten?) = update { try TraceFileWriter.write(rewritten.bytes, to: file) }
                return update
            }
            switch written {
            case .failure(let problem):
                Console.error("error: \(problem)")
                ok = false
            case .success(.failure(let failure)):
                Console.error("error: \(failure)")
                ok = false
            case .success(.success(nil)):
                continue
            case .success(.success(let update?)):
                changedFiles += 1
                changedExpectations += update.changes.count
                update.changes.forEach { Console.output($0 + "\n") }
            }
        }
        Console.output("\(counted(changedExpectations, "expectation")) updated in \(counted(changedFiles, "file"))\n")
        return ok
    }

    static let summary = "replay fixtures and check their \"expect\" blocks: the regression suite"

    static let synopsis = """
        gesture-replay check PATH... [scenario options] [options]

        Replays every fixture in PATH (files, folders searched recursively, .jsonl corpora, one
        corpus line as FILE.jsonl:LINE) under each expectation of its "expect" block and checks it.
        Prints PASS or FAIL per fixture and scenario, the fields that differ with the replay's reason
        in numbers, and a closing line "N passed, N failed".

        An expectation's "scenario" is a preset's name, or a scenario file's path relative to the
        fixture's folder; one that names none runs under the fixture's own scenario, which the
        scenario options replace or change.
        """

    static var options: [Option<Options>] {
        Option.scenario(\.scenario) + [
            .text(
                "--junit", \.junit, value: "FILE",
                help:
                    "also write JUnit XML (one testcase per fixture and scenario); its folder\nis made if missing, before any case runs",
                example: "out.xml", writes: true),
            .flag(
                "--update", \.update,
                help:
                    "rewrite \"expect\" blocks from the current results, keeping every other\nbyte of the file; prints what changed. Without it nothing is written.\nWith --preset or --scenario, only the expectations that name that scenario"
            ),
            .text(
                "--filter", \.filter, value: "PATTERN",
                help: "only cases whose name (FILE [scenario]) contains PATTERN",
                example: "pinch"),
            .flag("--labels", \.labels, help: "check the label of traces that have no \"expect\" block"),
            .flag("--allow-empty", \.allowEmpty, help: "a run that checks nothing passes (without it, it fails)"),
            .flag("--quiet", alias: "-q", \.quiet, help: "print only failures and the summary"),
            .flag(
                "--robust", \.robust,
                help:
                    "fail a case whose decision or outcome flips when its motion is resampled,\nloses frames, has its timestamps jittered, its last move coalesced into the\nlift, its lift a frame late, its samples moved by touch noise or its lift\nrolled on or back, or whose margin is under the floor (without it, each such\ncase is a warning)"
            ),
            .parsed(
                "--robust-rates", \.robustRates, value: "HZ,...", help: "the sampling rates tried (default 60,80,120)",
                example: "60,120",
                takes:
                    "sampling rates in Hz above 0 and up to \(JSONWriter.formatNumber(Perturbation.fastestRate)), separated by commas, such as 60,80,120"
            ) { text in
                let rates = text.split(separator: ",", omittingEmptySubsequences: false).map { Double($0) }
                guard !rates.isEmpty,
                    rates.allSatisfy({ $0.map { $0.isFinite && $0 > 0 && $0 <= Perturbation.fastestRate } ?? false })
                else { return nil }
                return rates.compactMap { $0 }
            },
            .number(
                "--robust-drop", \.robustDrop, value: "FRACTION",
                takes: "the fraction of frames to drop, from 0 up to (not including) 1, such as 0.1",
                where: { $0 >= 0 && $0 < 1 }, help: "the fraction of moves dropped (default 0.1)", example: "0.2"),
            .number(
                "--robust-jitter", \.robustJitter, value: "SECONDS", takes: "seconds from 0 to 1, such as 0.002",
                where: { $0 >= 0 && $0 <= 1 }, help: "the most each timestamp moves (default 0.002)", example: "0.004"),
            .parsed(
                "--robust-seed", \.robustSeed, value: "N",
                help: "the seed of the dropped frames, the jitter and the noise (default 1)",
                example: "7", takes: "a whole number from 0 to \(UInt64.max)", { UInt64($0) }),
            robustDistance(
                "--robust-noise", \.robustNoise, default: Perturbation.defaultNoise,
                help: {
                    "the most each sample moves on each axis (default \($0): 0.5 mm,\nthe stationary jitter Windows' touch display requirements allow); 0 tries none"
                },
                example: "1"),
            robustDistance(
                "--robust-lift", \.robustLift, default: Perturbation.defaultLift,
                help: {
                    "how far the lift rolls on and back along the motion (default \($0): 1 mm,\ntheir moving jitter); 0 tries none"
                },
                example: "3"),
            robustDistance(
                "--robust-floor", \.robustFloor, default: Perturbation.defaultFloor,
                help: {
                    "a decision a position change this small flips is fragile whatever the\nperturbations (default \($0)); 0 sets no floor"
                },
                example: "1"),
        ]
    }

    /// A distance in points from 0 to 100 for `--robust`, its default shown in the help (`help`
    /// is given it, written as a scenario file writes numbers) and in what the flag takes.
    static func robustDistance(
        _ flag: String, _ keyPath: WritableKeyPath<Options, Double>, default value: Double,
        help: (String) -> String, example: String
    ) -> Option<Options> {
        let shown = JSONWriter.formatNumber(value)
        return .number(
            flag, keyPath, value: "POINTS", takes: "points from 0 to 100, such as \(shown)",
            where: { $0 >= 0 && $0 <= 100 }, help: help(shown), example: example)
    }

    static let epilogue = """
        """
}
