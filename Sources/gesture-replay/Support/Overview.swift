/// The tool's own help: what it is, its commands' usage lines and summaries (read from the
/// commands' declarations), and its exit codes.
enum Overview {
    static var help: String {
        let commands = GestureReplay.commands
        let width = (commands.map { $0.name.count }.max() ?? 0) + 3
        let usage = commands.flatMap { command in command.usage.map { "  " + $0 } }
        let summaries = commands.map {
            "  " + $0.name.padding(toLength: width, withPad: " ", startingAt: 0) + $0.summary
        }
        return """
            gesture-replay: replays recorded touch traces through models of UIKit's gesture recognizers
            and UIPercentDrivenInteractiveTransition, and says what the transition does and why.

            USAGE
              gesture-replay                      replay the bundled example edge swipe
            \(usage.joined(separator: "\n"))
              gesture-replay help [COMMAND]       or COMMAND --help
              gesture-replay --version

            A TRACE is a .json file, a line of a .jsonl corpus (FILE.jsonl:N), a trace by name
            (FILE.jsonl#NAME), or - for standard input. The scenario options (--preset, --scenario,
            --set, --threshold, --edge, --velocity, …) are the same for every command that replays.

            COMMANDS
            \(summaries.joined(separator: "\n"))

            EXIT CODES
              0 success; 1 a check failed; 2 bad usage or bad input (the message names the file, the
              place and the rule).

            """
    }
}
