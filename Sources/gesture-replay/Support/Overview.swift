/// The tool's own help: what it is, its commands and its exit codes.
enum Overview {
    static let help = """
        gesture-replay: replays recorded touch traces through models of UIKit's gesture recognizers
        and UIPercentDrivenInteractiveTransition, and says what the transition does and why.

        USAGE
          gesture-replay                      replay the bundled example edge swipe
          gesture-replay replay TRACE [scenario options] [--format json] [--plot FILE] [--fail-on error|warning]
          gesture-replay compare TRACE [--presets a,b,...] [scenario options] [--format json]
          gesture-replay check PATH... [scenario options] [--junit FILE] [--update] [--filter PATTERN] [--quiet]
          gesture-replay report PATH... -o FILE.html [scenario options]
          gesture-replay sweep CORPUS... --vary NAME=FROM:TO:STEP... [scenario options] [--emit-best FILE]
          gesture-replay sweep merge SHARD... [--format table|csv|json]
          gesture-replay fidelity PATH... [scenario options] [--tolerance NAME=VALUE] [--plot FILE]
          gesture-replay presets [NAME] [--format json]
          gesture-replay validate PATH...
          gesture-replay synth --kind KIND --count N --seed S --output FOLDER|FILE.jsonl [motion options]
          gesture-replay import android-getevent|w3c-actions INPUT... [--output OUT]
          gesture-replay export w3c-actions|hammer TRACE [--output FILE]
          gesture-replay recorder [--preset NAME]... --output recorder.html
          gesture-replay bench [--traces N] [--thresholds N] [--velocity-thresholds N]
          gesture-replay help [COMMAND]       or COMMAND --help
          gesture-replay --version

        A TRACE is a .json file, a line of a .jsonl corpus (FILE.jsonl:N), a trace by name
        (FILE.jsonl#NAME), or - for standard input. The scenario options (--preset, --scenario,
        --set, --threshold, --edge, --velocity, …) are the same for every command that replays.

        COMMANDS
          replay     replay one trace file and print the account (or --format json)
          compare    replay one trace under several platforms' presets, side by side
          validate   check trace files, folders of .json traces and .jsonl corpora
          presets    list the named scenarios, or print one as a scenario file
          check      replay fixtures and check their "expect" blocks: the regression suite
          report     one HTML page with every fixture's outcome, expectations and plot
          sweep      tune thresholds over a labelled corpus: every grid point's confusion and accuracy
          bench      the sweep benchmark (run it as 'swift run -c release gesture-replay bench')
          synth      make labelled traces from minimum-jerk motions, for tuning and tests
          fidelity   compare the models with what a device did (recordings with an "observed" block)
          import     make traces from getevent logs and W3C WebDriver actions
          export     write a trace as W3C actions (Appium) or a Hammer test (the real UIKit)
          recorder   write a web page that records labelled gestures on any phone

        EXIT CODES
          0 success; 1 a check failed; 2 bad usage or bad input (the message names the file, the
          place and the rule).

        """
}
