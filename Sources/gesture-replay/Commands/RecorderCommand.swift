import GestureModel
import Replay

/// `gesture-replay recorder --output recorder.html`: the page that records labelled swipes on a phone.
enum RecorderCommand: Command {
    struct Options {
        var presets: [Scenario] = []
        var takes = 1
        var output: String?
    }

    static let name = "recorder"

    static func parse(_ arguments: [String]) throws(UsageError) -> Options? {
        var cursor = cursor(arguments)
        var options = Options()
        while let word = try cursor.next() {
            switch word {
            case .positional(let argument):
                throw UsageError(
                    message: "recorder takes no files; got '\(argument)' (write the page with --output)", command: name)
            case .flag("--help", _):
                return nil
            case .flag("--preset", let inline):
                let value = try cursor.value(for: "--preset", inline: inline)
                guard let preset = Scenario.preset(named: value) else {
                    let names = Scenario.presets.map(\.name).joined(separator: ", ")
                    throw UsageError(
                        message:
                            "--preset takes one of \(names); got '\(value)'\(NearMiss.hint(for: value, among: Scenario.presets.map(\.name)))",
                        command: name)
                }
                // A preset named twice is one preset: the session does not repeat its prompts.
                if !options.presets.contains(preset) { options.presets.append(preset) }
            case .flag("--takes", let inline):
                let text = try cursor.value(for: "--takes", inline: inline)
                guard let takes = Int(text), takes >= 1, takes <= 50 else {
                    throw UsageError(message: "--takes takes a whole number from 1 to 50; got '\(text)'", command: name)
                }
                options.takes = takes
            case .flag("--output", let inline):
                options.output = try cursor.value(for: "--output", inline: inline)
            case .flag(let flag, _):
                throw cursor.unknown(flag)
            }
        }
        guard options.output != nil else {
            throw UsageError(message: "recorder needs --output FILE.html", command: name)
        }
        if options.presets.isEmpty { options.presets = [.edgeBack, .swipeDismiss, .bookPinch] }
        return options
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

    static let options = [
        OptionDeclaration(
            flag: "--preset", value: "NAME",
            help: "a preset to record for (repeatable; default edge-back, swipe-dismiss, book-pinch)",
            example: "ios-pop", choices: Scenario.presets.map(\.name)),
        OptionDeclaration(flag: "--takes", value: "N", help: "takes per prompt (default 1)", example: "2"),
        OptionDeclaration(
            flag: "--output", alias: "-o", value: "FILE", help: "the page to write", example: "recorder.html"),
    ]
}
