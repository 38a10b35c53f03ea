import GestureModel
import Interaction
import Replay

/// `gesture-replay replay TRACE`: one trace under a scenario, told in numbers (or as JSON), and
/// optionally drawn; with no arguments at all, the bundled example.
enum ReplayCommand: Command {
    struct Options: Equatable {
        /// nil replays the bundled example.
        var path: String?
        var source: ScenarioSource = .traceOrDefault
        var overrides: [ScenarioOverride] = []
        var format: OutputFormat = .text
        /// Also write the progress plot here (SVG).
        var plot: String?
    }

    static let name = "replay"

    /// The named flags that set a scenario parameter, and the parameter each sets.
    static let parameterFlags: [String: String] = [
        "--threshold": "threshold", "--duration": "duration", "--completion-speed": "completionSpeed",
        "--edge-region": "edgeRegion", "--sample-rate": "sampleRate",
    ]

    static func parse(_ arguments: [String]) throws(UsageError) -> Options? {
        var cursor = ArgumentCursor(command: name, arguments: arguments)
        var options = Options()
        var sawPath = false
        while let word = cursor.next() {
            guard case .flag(let flag, let inline) = word else {
                guard case .positional(let argument) = word else { continue }
                if sawPath {
                    throw UsageError(message: "replay takes one trace file; got a second argument '\(argument)'", command: name)
                }
                options.path = argument
                sawPath = true
                continue
            }
            if let parameter = parameterFlags[flag] {
                let value = try cursor.value(for: flag, inline: inline)
                options.overrides.append(ScenarioOverride(flag: "\(flag) \(value)", change: .parameter(name: parameter, value: value)))
                continue
            }
            switch flag {
            case "--help":
                return nil
            case "--preset", "--scenario":
                let value = try cursor.value(for: flag, inline: inline)
                guard options.source == .traceOrDefault else {
                    throw UsageError(message: "--preset and --scenario cannot be combined, nor given twice", command: name)
                }
                options.source = flag == "--scenario" ? .file(value) : .preset(try preset(value))
            case "--set":
                let assignment = try cursor.value(for: flag, inline: inline)
                guard let equals = assignment.firstIndex(of: "="), equals != assignment.startIndex else {
                    throw UsageError(message: "--set takes NAME=VALUE, for example --set threshold=0.4; got '\(assignment)'", command: name)
                }
                let parameter = String(assignment[..<equals])
                let value = String(assignment[assignment.index(after: equals)...])
                options.overrides.append(ScenarioOverride(flag: "--set \(assignment)", change: .parameter(name: parameter, value: value)))
            case "--edge", "--curve", "--velocity":
                let text = try cursor.value(for: flag, inline: inline)
                guard let change = ScenarioOverride.Change(flag: flag, text: text) else {
                    throw UsageError(message: "\(flag) takes \(ScenarioOverride.Change.accepted(by: flag)); got '\(text)'", command: name)
                }
                options.overrides.append(ScenarioOverride(flag: "\(flag) \(text)", change: change))
            case "--format":
                options.format = try cursor.format(cursor.value(for: flag, inline: inline))
            case "--plot":
                options.plot = try cursor.value(for: flag, inline: inline)
            default:
                throw cursor.unknown(flag)
            }
        }
        guard sawPath else { throw UsageError(message: "replay needs a trace file", command: name) }
        return options
    }

    static func preset(_ name: String) throws(UsageError) -> Scenario {
        guard let preset = Scenario.preset(named: name) else {
            let names = Scenario.presets.map(\.name).joined(separator: ", ")
            throw UsageError(message: "--preset takes one of \(names); got '\(name)'", command: self.name)
        }
        return preset
    }

    static func run(_ options: Options) throws(UsageError) -> Int32 {
        let file = options.path ?? BundledExample.fileName
        guard let trace = Files.loadTrace(options.path) else { return 2 }
        guard var scenario = Files.scenario(options.source, trace: trace, file: file) else { return 2 }
        for override in options.overrides {
            try override.apply(to: &scenario)
        }
        if options.plot != nil, let reason = ProgressPlot.unplottable([trace]) {
            Console.error("error: \(file): \(reason); replay without --plot")
            return 2
        }
        let report = Replayer.replay(trace, scenario: scenario)
        switch options.format {
        case .text: Console.output(report.text)
        case .json: Console.output(JSONWriter.string(report.json) + "\n")
        }
        if let plot = options.plot, Files.write(ProgressPlot.svg(report), to: plot) != 0 { return 2 }
        if options.path == nil {
            Console.error("""

                That was the bundled example (\(BundledExample.fileName)). Next:
                  gesture-replay replay \(BundledExample.fileName) --threshold 0.7
                  gesture-replay replay Fixtures/pinch/pinch-cancelled.json --preset book-pinch
                  gesture-replay presets
                  gesture-replay --help
                """)
        }
        return 0
    }

    static let help = """
        gesture-replay replay TRACE [options]

        Replays TRACE (a gesture-trace JSON file) under a scenario: the recognizer, the handler's
        progress and decision rules, and the transition. The scenario is --preset or --scenario if
        given, else the trace's inline "scenario", else the edge-back preset (a left screen-edge pan;
        progress = |translation| / view width; on ended or cancelled, finish if progress > 0.5).
        The options below then change it, in order.

        OPTIONS
          --preset NAME                  a named scenario (see 'gesture-replay presets')
          --scenario FILE                a scenario file (see the README)
          --set NAME=VALUE               any numeric scenario parameter, e.g. --set threshold=0.4
          --edge left|right|top|bottom   the screen-edge pan's edge
          --edge-region PT               how far from the edge a touch may start (default 13)
          --threshold P                  finish when progress > P (default 0.5)
          --duration S                   the transition's duration in seconds
          --completion-speed S|remaining completionSpeed, or remaining for 1 − percentComplete
          --velocity NAME                \(VelocityStrategy.allCases.map(\.rawValue).joined(separator: ", ")): how the recognizer estimates velocity
          --curve NAME                   \(CompletionCurve.named.map(\.name).joined(separator: ", ")), or cubic(x1,y1,x2,y2)
          --sample-rate HZ               completion samples per second (default: the trace's refreshRate, else 120)
          --format text|json             the readable account (default) or the JSON report
          --plot FILE.svg                also draw the progress curve: interactive part, completion, release, threshold, recognizer states
          --help                         this text

        The report goes to stdout; warnings and errors go to stderr.

        """
}
