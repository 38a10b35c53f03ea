import Foundation
import GestureModel
import Replay

/// `gesture-replay report PATH... -o FILE.html`: every fixture's outcome, expectations and plot in one page.
enum ReportCommand {
    static func run(paths: [String], output: String) -> Int32 {
        var entries: [HTMLReport.Entry] = []
        var bad = false
        for path in paths {
            let corpus: [CorpusEntry]
            do {
                corpus = try TraceLoader.loadCorpus(at: path)
            } catch {
                standardError("error: \(error)")
                return 2
            }
            for entry in corpus {
                let place = entry.line.map { "\(entry.file):\($0)" } ?? entry.file
                switch entry.result {
                case .failure(let failure):
                    GestureReplay.report(failure.problems)
                    bad = true
                case .success(let loaded):
                    let cases: [CheckCase]
                    let scenario: Scenario
                    switch (RegressionCheck.check(loaded.trace, file: place), Scenario.resolve(for: loaded.trace, file: place)) {
                    case (.success(let found), .success(let own)):
                        cases = found
                        scenario = own
                    case (.failure(let failure), _):
                        GestureReplay.report(failure.problems)
                        bad = true
                        continue
                    case (_, .failure(let failure)):
                        GestureReplay.report(failure.problems)
                        bad = true
                        continue
                    }
                    entries.append(HTMLReport.Entry(file: place, trace: loaded.trace, report: Replayer.replay(loaded.trace, scenario: scenario), cases: cases))
                }
            }
        }
        if bad { return 2 }
        let status = GestureReplay.writeFile(HTMLReport.html(entries), to: output)
        if status == 0 { standardError("wrote \(entries.count) fixture(s) to \(output)") }
        return status
    }
}
