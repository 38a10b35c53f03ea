import GestureModel
import Replay

/// `gesture-replay recorder --output recorder.html`: the page that records labelled swipes on a phone.
enum RecorderCommand: Command {
    struct Options: CommandOptions {
        var presets: [Scenario] = []
        var takes = 1
        var output: String?

        /// Where `--preset` lands: a preset named twice is one preset, so the session does not
        /// repeat its prompts.
        var added: Scenario? {
            get { nil }
            set {
                if let newValue, !presets.contains(newValue) { presets.append(newValue) }
            }
        }
    }

    static let name = "recorder"

    static let exitStatus = "0 the page was written; 2 bad usage or an output that cannot be written."

    static func positional(_ argument: String, into options: inout Options) throws(UsageError) {
        throw UsageError(
            message: "recorder takes no files; got '\(argument)' (write the page with --output)", command: name)
    }

    static func validate(_ options: inout Options, given: [String]) throws(UsageError) {
        guard options.output != nil else {
            throw UsageError(message: "recorder needs --output FILE.html", command: name)
        }
        if options.presets.isEmpty { options.presets = [.edgeBack, .swipeDismiss, .bookPinch] }
    }

    static func run(_ options: Options) -> Int32 {
        guard let output = options.output else { return 2 }
        let page = RecorderPage.html(scenarios: options.presets, takes: options.takes)
        if Files.write(page, to: output) != 0 { return 2 }
        let prompts = options.presets.map { RecorderPage.prompts(for: $0).count }.reduce(0, +) * options.takes
        Console.error(
            "wrote \(output): \(counted(prompts, "take")) over \(options.presets.map(\.name).joined(separator: ", ")); open it on a phone (see docs/recording.md)"
        )
        return 0
    }

    static let summary = "write a web page that records labelled gestures on any phone"

    static let synopsis = """
        gesture-replay recorder [options] --output recorder.html

        Writes one self-contained page (no network, nothing fetched) that records labelled gestures on
        a phone: a guided session of prompts per preset ("swipe back all the way", "start a swipe back
        and change your mind", ...), each take labelled by its prompt, a mock page that follows the
        finger as the preset's progress mapping says, and what the preset would decide. A take can be
        marked as a mistake and redone. The takes leave the phone as a .jsonl corpus (the share sheet,
        a download, or a text box to copy); scripts read it as window.gestureTraces().
        """

    static var options: [Option<Options>] {
        [
            .parsed(
                "--preset", \.added, value: "NAME",
                help: "a preset to record for (repeatable; default edge-back, swipe-dismiss, book-pinch)",
                example: "ios-pop", takes: "one of \(Scenario.presets.map(\.name).joined(separator: ", "))",
                choices: Scenario.presets.map(\.name), Scenario.preset(named:)),
            .integer("--takes", \.takes, in: 1...50, help: "takes per prompt (default 1)", example: "2"),
            .output(\.output, help: "the page to write", example: "recorder.html"),
        ]
    }
}
