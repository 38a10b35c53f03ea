import GestureModel
import Replay

/// `gesture-replay report PATH... -o FILE.html`: every fixture's outcome, expectations and plot in one page.
enum ReportCommand: Command {
    struct Options: Equatable, CommandOptions {
        var paths: [String] = []
        var output: String?
        /// Replaces or changes each fixture's own scenario, as for check.
        var scenario = ScenarioOptions()
    }

    static let name = "report"

    static let exitStatus =
        "0 the page was written; 2 bad usage, an invalid fixture, or an output that cannot be written."

    static func positional(_ argument: String, into options: inout Options) throws(UsageError) {
        options.paths.append(argument)
    }

    static func inputs(_ options: Options) -> [String] { options.paths + options.scenario.files }

    static func validate(_ options: inout Options, given: [String]) throws(UsageError) {
        guard !options.paths.isEmpty else {
            throw UsageError(message: "report needs fixture files or folders", command: name)
        }
        guard options.output != nil else { throw UsageError(message: "report needs --output FILE.html", command: name) }
    }

    static func run(_ options: Options) throws(UsageError) -> Int32 {
        // `validate` made sure of an output.
        let output = options.output ?? ""
        if let problem = Files.prepareOutput(output) {
            Console.error("error: --output \(output): \(problem)")
            return 2
        }
        guard Files.outputsWritable(output) else { return 2 }
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
                // Fragile cases are marked with check's default perturbations and floor.
                let marked = cases.map { $0.withFragility(of: trace, perturbations: Perturbation.defaults()) }
                entries.append(
                    HTMLReport.Entry(
                        file: place, trace: trace, report: Replayer.replay(trace, scenario: scenario), cases: marked))
            case .failure:
                bad = true  // reported above
            }
        }
        if bad { return 2 }
        let status = Files.write(HTMLReport.html(entries), to: output)
        if status == 0 { Console.error("wrote \(counted(entries.count, "fixture")) to \(output)") }
        return status
    }

    static let summary = "one HTML page with every fixture's outcome, expectations and plot"

    static let synopsis = """
        gesture-replay report PATH... --output FILE.html [scenario options]

        Writes one self-contained HTML page (inline SVG and CSS, nothing fetched): a table of every
        case (status, fixture, scenario), failures first, each linking to its fixture; then each
        fixture's outcome, its expectations' pass or fail (a passing case that check's default
        perturbations or margin floor flip marked fragile), and its progress plot (a failing case
        drawn under the scenario that failed). The scenario options replace or change each
        fixture's own scenario, as for check.
        """

    static var options: [Option<Options>] {
        Option.scenario(\.scenario) + [
            .output(\.output, value: "FILE.html", help: "the page to write", example: "report.html")
        ]
    }
}
