import GestureModel
import Replay

/// `gesture-replay report PATH... -o FILE.html`: every fixture's outcome, expectations and plot in one page.
enum ReportCommand: Command {
    struct Options: Equatable {
        var paths: [String]
        var output: String
        /// Replaces or changes each fixture's own scenario, as for check.
        var scenario = ScenarioOptions()
    }

    static let name = "report"

    static func parse(_ arguments: [String]) throws(UsageError) -> Options? {
        var cursor = cursor(arguments)
        var paths: [String] = []
        var output: String?
        var scenario = ScenarioOptions()
        while let word = try cursor.next() {
            switch word {
            case .positional(let path): paths.append(path)
            case .flag("--help", _): return nil
            case .flag(let flag, let inline) where try scenario.accept(flag, inline: inline, cursor: &cursor): continue
            case .flag("--output", let inline): output = try cursor.value(for: "--output", inline: inline)
            case .flag(let flag, _): throw cursor.unknown(flag)
            }
        }
        guard !paths.isEmpty else { throw UsageError(message: "report needs fixture files or folders", command: name) }
        guard let output else { throw UsageError(message: "report needs --output FILE.html", command: name) }
        return Options(paths: paths, output: output, scenario: scenario)
    }

    static func run(_ options: Options) throws(UsageError) -> Int32 {
        if let problem = Files.prepareOutput(options.output) {
            Console.error("error: --output \(options.output): \(problem)")
            return 2
        }
        guard Files.outputsWritable(options.output) else { return 2 }
        guard let resolver = ScenarioResolver(options.scenario, command: name) else { return 2 }
        var entries: [HTMLReport.Entry] = []
        let corpora = Files.loadCorpora(options.paths)
        var bad = corpora.invalid > 0 || corpora.unreadable > 0
        for (file, line, trace) in corpora.traces {
            let place = line.map { "\(file):\($0)" } ?? file
            let problems = RegressionCheck.problems(for: trace, file: place)
            Console.report(problems)
            if problems.contains(where: { $0.severity == .error }) {
                bad = true
                continue
            }
            let own: Scenario
            switch Scenario.resolve(for: trace, file: place) {
            case .success(let scenario): own = scenario
            case .failure:
                bad = true  // reported above
                continue
            }
            let scenario: Scenario
            do throws(UsageError) {
                scenario = try resolver.changing(resolver.given.first ?? own)
            } catch {
                throw UsageError(message: "\(place): \(error.message)", command: name)
            }
            let ownScenario: Scenario? = options.scenario.isEmpty ? nil : scenario
            switch RegressionCheck.check(trace, file: place, ownScenario: ownScenario) {
            case .success(let cases):
                if let reason = ProgressPlot.unplottable([trace]) {
                    Console.error("warning: \(place): not drawn: \(reason)")
                }
                entries.append(
                    HTMLReport.Entry(
                        file: place, trace: trace, report: Replayer.replay(trace, scenario: scenario), cases: cases))
            case .failure:
                bad = true  // reported above
            }
        }
        if bad { return 2 }
        let status = Files.write(HTMLReport.html(entries), to: options.output)
        if status == 0 { Console.error("wrote \(counted(entries.count, "fixture")) to \(options.output)") }
        return status
    }

    static let summary = "one HTML page with every fixture's outcome, expectations and plot"

    static let synopsis = """
        gesture-replay report PATH... --output FILE.html [scenario options]

        Writes one self-contained HTML page (inline SVG and CSS, nothing fetched): a table of every
        case (status, fixture, scenario), failures first, each linking to its fixture; then each
        fixture's outcome, its expectations' pass or fail, and its progress plot (a failing case
        drawn under the scenario that failed). The scenario options replace or change each
        fixture's own scenario, as for check.
        """

    static let scenarioOptions = ScenarioOptionsUse.one

    static let options = [
        OptionDeclaration(
            flag: "--output", alias: "-o", value: "FILE.html", help: "the page to write", example: "report.html")
    ]
}
