import GestureModel
import Replay

/// `gesture-replay export FORMAT TRACE`: a trace as a script that replays it elsewhere.
enum ExportCommand: Command {
    enum Format: String, CaseIterable {
        case w3cActions = "w3c-actions"
        case hammer
    }

    struct Options {
        var format: Format
        var path: String
        var output: String?
        /// The scenario the exported motion is replayed under, for its margin.
        var scenario = ScenarioOptions()
    }

    static let name = "export"

    static func parse(_ arguments: [String]) throws(UsageError) -> Options? {
        var cursor = cursor(arguments)
        var positional: [String] = []
        var output: String?
        var scenario = ScenarioOptions()
        while let word = try cursor.next() {
            switch word {
            case .positional(let argument): positional.append(argument)
            case .flag("--help", _): return nil
            case .flag(let flag, let inline) where try scenario.accept(flag, inline: inline, cursor: &cursor): continue
            case .flag("--output", let inline): output = try cursor.value(for: "--output", inline: inline)
            case .flag(let flag, _): throw cursor.unknown(flag)
            }
        }
        let formats = Format.allCases.map(\.rawValue).joined(separator: " or ")
        guard let first = positional.first else {
            throw UsageError(message: "export needs a format (\(formats)) and a trace file", command: name)
        }
        guard let format = Format(rawValue: first) else {
            throw UsageError(message: "export takes a format first: \(formats); got '\(first)'", command: name)
        }
        guard positional.count == 2 else {
            throw UsageError(
                message: "export takes one trace file after the format; got \(positional.count - 1)", command: name)
        }
        return Options(format: format, path: positional[1], output: output, scenario: scenario)
    }

    static func run(_ options: Options) throws(UsageError) -> Int32 {
        guard let (file, trace) = Files.loadSelectedTrace(options.path) else { return 2 }
        guard let resolver = ScenarioResolver(options.scenario, command: name),
            let scenario = try resolver.scenario(for: trace, file: file)
        else {
            return 2
        }
        let text: String
        switch options.format {
        case .w3cActions:
            switch W3CActions.checkedExport(trace) {
            case .success(let document): text = JSONWriter.string(document) + "\n"
            case .failure(let problem):
                Console.error("error: \(options.path): \(problem.message) (\(problem.rule))")
                return 2
            }
        case .hammer:
            switch HammerExport.source(trace) {
            case .success(let source): text = source
            case .failure(let problem):
                Console.error("error: \(options.path): \(problem.message) (\(problem.rule))")
                return 2
            }
        }
        let written = Files.emit(text, to: options.output)
        if written == 0 { describeMargin(trace, scenario: scenario, file: file) }
        return written
    }

    /// On stderr: the exported motion's decision and margin as the model replays it, and a
    /// warning when the straight constant-velocity swipe a UI test would draw between its end
    /// points decides otherwise.
    static func describeMargin(_ trace: Trace, scenario: Scenario, file: String) {
        let report = Replayer.replay(trace, scenario: scenario)
        guard let decision = report.release?.decision, let direction = decision.direction else {
            Console.error(
                "note: under \(scenario.name) the exported motion decides nothing: \(report.noReleaseReason ?? "no release")"
            )
            return
        }
        let margin = decision.margin.map { "; " + $0.text(deciding: direction) } ?? ""
        Console.error("note: under \(scenario.name) the exported motion would \(direction.rawValue)\(margin)")
        for flip in Fragility.find(trace, scenario: scenario, report: report, perturbations: [.straightLine(rate: 60)])
        {
            Console.error(
                "warning: \(file): a straight swipe at constant velocity between the recording's end points, as XCUITest's drag or an Appium swipe draws it, would \(flip.perturbed == "none" ? "decide nothing" : flip.perturbed) where the recording's \(flip.field) is \(flip.recorded); replay the exported timing, not a swipe"
            )
        }
    }

    static var firstArgumentChoices: [String] { Format.allCases.map(\.rawValue) }

    static let summary = "write a trace as W3C actions (Appium) or a Hammer test (the real UIKit)"

    static let synopsis = """
        gesture-replay export FORMAT TRACE [options]

        Writes TRACE in a format another tool replays on a simulator or a device. On stderr it
        says what the motion decides under the scenario (the trace's own, or the scenario options')
        with its margin, and warns when the straight constant-velocity swipe a UI test would draw
        between the same end points decides otherwise.
        """

    static let scenarioOptions = ScenarioOptionsUse.one

    static let options = [
        OptionDeclaration(
            flag: "--output", alias: "-o", value: "FILE", help: "write here instead of stdout", example: "out.txt")
    ]

    static let epilogue = """
        FORMATS
          w3c-actions   W3C WebDriver Actions JSON: one pointer source per finger, every sample a
                        pointerMove lasting the time since the previous one, so Appium's XCUITest
                        driver replays the recorded timing on a simulator or a device
          hammer        Swift source for a test in a host-app target: lyft/Hammer's EventGenerator
                        replays the touches on the real UIKit, one call per recorded event

        TRACE is a .json file, FILE.jsonl:LINE, FILE.jsonl#NAME, or - for standard input.
        """
}
