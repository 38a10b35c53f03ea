import GestureModel
import Replay

/// `gesture-replay export FORMAT TRACE`: a trace as a script that replays it elsewhere.
enum ExportCommand: Command {
    enum Format: String, CaseIterable {
        case w3cActions = "w3c-actions"
        case hammer
    }

    struct Options: CommandOptions {
        var format: Format?
        var path = ""
        var output: String?
        /// The scenario the exported motion is replayed under, for its margin.
        var scenario = ScenarioOptions()
    }

    static let name = "export"

    static let exitStatus = "0 exported; 2 bad usage or bad input."

    /// The format, then the trace.
    static func positional(_ argument: String, into options: inout Options) throws(UsageError) {
        guard options.format != nil else {
            options.format = try format(argument) as Format
            return
        }
        guard options.path.isEmpty else {
            throw UsageError(
                message: "export takes one trace file after the format; got a second, '\(argument)'", command: name)
        }
        options.path = argument
    }

    static func inputs(_ options: Options) -> [String] { [options.path] + options.scenario.files }

    static func validate(_ options: inout Options, given: [String]) throws(UsageError) {
        guard options.format != nil else {
            throw UsageError(message: "export needs a format (\(formats)) and a trace file", command: name)
        }
        guard !options.path.isEmpty else {
            throw UsageError(message: "export takes one trace file after the format; got 0", command: name)
        }
    }

    static let formats = Format.allCases.map(\.rawValue).listed(joining: "or")

    static func run(_ options: Options) throws(UsageError) -> Int32 {
        // `validate` made sure of a format.
        guard let format = options.format, let (file, trace) = Files.loadSelectedTrace(options.path) else { return 2 }
        guard let resolver = ScenarioResolver(options.scenario, command: name),
            let scenario = try resolver.scenario(for: trace, file: file)
        else {
            return 2
        }
        // The motion a driver replays from the export: W3C's imported back, Hammer's lifted in place.
        let text: String
        let motion: Trace
        switch format {
        case .w3cActions:
            switch W3CActions.checkedExport(trace) {
            case .success(let (document, imported)):
                text = JSONWriter.string(document) + "\n"
                motion = imported
            case .failure(let problem):
                Console.error("error: \(options.path): \(problem.message) (\(problem.rule))")
                return 2
            }
        case .hammer:
            switch HammerExport.source(trace) {
            case .success(let source):
                text = source
                motion = trace.liftedInPlace
            case .failure(let problem):
                Console.error("error: \(options.path): \(problem.message) (\(problem.rule))")
                return 2
            }
        }
        let written = Files.emit(text, to: options.output)
        if written == 0 { describeMargin(motion, scenario: scenario, file: file) }
        return written
    }

    /// On stderr: the exported motion's decision and margin as the model replays it, and a
    /// warning when the straight constant-velocity swipe a UI test would draw between its end
    /// points decides otherwise.
    static func describeMargin(_ trace: Trace, scenario: Scenario, file: String) {
        let report = Replayer.replay(trace, scenario: scenario)
        guard let decision = report.release?.decision, let direction = decision.direction else {
            Console.error(
                "note: under \(scenario.name.escapingControls) the exported motion decides nothing: \(report.noReleaseReason ?? "no release")"
            )
            return
        }
        let margin = decision.margin.map { "; " + $0.text(deciding: direction) } ?? ""
        Console.error(
            "note: under \(scenario.name.escapingControls) the exported motion would \(direction.rawValue)\(margin)")
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

    static var options: [Option<Options>] {
        Option.scenario(\.scenario) + [.output(\.output, help: "write here instead of stdout", example: "out.txt")]
    }

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
