import Foundation
import GestureModel
import Replay

/// `gesture-replay report PATH... -o FILE.html`: every fixture's outcome, expectations and plot in one page.
enum ReportCommand {
    static func run(paths: [String], output: String) -> Int32 {
        var entries: [HTMLReport.Entry] = []
        let corpora = GestureReplay.loadCorpora(paths)
        var bad = corpora.invalid > 0 || corpora.unreadable
        for (file, line, trace) in corpora.traces {
            let place = line.map { "\(file):\($0)" } ?? file
            switch (RegressionCheck.check(trace, file: place), Scenario.resolve(for: trace, file: place)) {
            case (.success(let cases), .success(let scenario)):
                entries.append(HTMLReport.Entry(file: place, trace: trace, report: Replayer.replay(trace, scenario: scenario), cases: cases))
            case (.failure(let failure), _):
                GestureReplay.report(failure.problems)
                bad = true
            case (_, .failure(let failure)):
                GestureReplay.report(failure.problems)
                bad = true
            }
        }
        if bad { return 2 }
        let status = GestureReplay.writeFile(HTMLReport.html(entries), to: output)
        if status == 0 { standardError("wrote \(entries.count) fixture(s) to \(output)") }
        return status
    }
}
