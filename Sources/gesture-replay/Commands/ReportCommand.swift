import GestureModel
import Replay

/// `gesture-replay report PATH... -o FILE.html`: every fixture's outcome, expectations and plot in one page.
enum ReportCommand: Command {
    struct Options: Equatable {
        var paths: [String]
        var output: String
    }

    static let name = "report"

    static func parse(_ arguments: [String]) throws(UsageError) -> Options? {
        var cursor = ArgumentCursor(command: name, arguments: arguments, aliases: ["-o": "--output"])
        var paths: [String] = []
        var output: String?
        while let word = cursor.next() {
            switch word {
            case .positional(let path): paths.append(path)
            case .flag("--help", _): return nil
            case .flag("--output", let inline): output = try cursor.value(for: "-o", inline: inline)
            case .flag(let flag, _): throw cursor.unknown(flag)
            }
        }
        guard !paths.isEmpty else { throw UsageError(message: "report needs fixture files or folders", command: name) }
        guard let output else { throw UsageError(message: "report needs -o FILE.html", command: name) }
        return Options(paths: paths, output: output)
    }

    static func run(_ options: Options) -> Int32 {
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
            switch (RegressionCheck.check(trace, file: place), Scenario.resolve(for: trace, file: place)) {
            case (.success(let cases), .success(let scenario)):
                if let reason = ProgressPlot.unplottable([trace]) { Console.error("warning: \(place): not drawn: \(reason)") }
                entries.append(HTMLReport.Entry(file: place, trace: trace, report: Replayer.replay(trace, scenario: scenario), cases: cases))
            case (.failure, _), (_, .failure):
                bad = true  // reported above
            }
        }
        if bad { return 2 }
        let status = Files.write(HTMLReport.html(entries), to: options.output)
        if status == 0 { Console.error("wrote \(entries.count) fixture(s) to \(options.output)") }
        return status
    }

    static let help = """
        gesture-replay report PATH... -o FILE.html

        Writes one self-contained HTML page (inline SVG and CSS, nothing fetched) with every fixture's
        outcome, its expectations' pass or fail, and its progress plot.

        """
}
