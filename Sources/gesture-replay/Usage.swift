import Interaction
import Replay

/// Help text for the tool and each command.
enum Usage {
    static func text(for command: String?) -> String {
        switch command {
        case "replay": replay
        case "validate": validate
        case "presets": presets
        case "check": check
        case "compare": compare
        case "synth": synth
        case "sweep": sweep
        case "bench": bench
        case "report": report
        default: overview
        }
    }

    static let overview = """
        gesture-replay: replays recorded touch traces through models of UIKit's gesture recognizers
        and UIPercentDrivenInteractiveTransition, and says what the transition does and why.

        USAGE
          gesture-replay                      replay the bundled example edge swipe
          gesture-replay replay TRACE [options]
          gesture-replay compare TRACE [--presets a,b,...] [--format json]
          gesture-replay validate PATH...
          gesture-replay presets [NAME] [--format json]
          gesture-replay check PATH... [--junit FILE] [--update] [--filter PATTERN] [--scenario FILE]
          gesture-replay report PATH... -o FILE.html
          gesture-replay sweep CORPUS... --preset P --vary NAME=FROM:TO:STEP... [options]
          gesture-replay sweep merge SHARD... [--format table|csv|json]
          gesture-replay bench [--traces N] [--thresholds N] [--velocity-thresholds N]
          gesture-replay synth --kind KIND --count N --seed S --output FOLDER|FILE.jsonl [motion options]
          gesture-replay help [COMMAND]       or COMMAND --help

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

        EXIT CODES
          0 success; 1 a check failed; 2 bad usage or bad input (the message names the file, the
          place and the rule).

        """

    static let replay = """
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

    static let check = """
        gesture-replay check PATH... [options]

        Replays every fixture in PATH (files, folders searched recursively, .jsonl corpora) under each
        expectation of its "expect" block and checks it. Prints PASS or FAIL per fixture and scenario,
        the fields that differ with the replay's reason in numbers, and a closing line
        "N passed, N failed". Exits 0 when all pass, 1 when any fails, 2 for bad input.

        OPTIONS
          --junit FILE       also write JUnit XML (one testcase per fixture and scenario)
          --update           rewrite each "expect" block from the current results, keeping every other
                             byte of the file; prints what changed. Without it nothing is written.
          --filter PATTERN   only cases whose name (FILE [scenario]) contains PATTERN
          --scenario FILE    run the expectations that name no scenario under this scenario file
                             instead of each fixture's own (its inline scenario, else edge-back)
          --help             this text

        An expectation's "scenario" is a preset's name, or a scenario file's path relative to the
        fixture's folder.

        """

    static let compare = """
        gesture-replay compare TRACE [--presets a,b,...] [--format text|json]

        Replays TRACE under several presets (default: ios-pop, flutter-cupertino, android-back,
        react-navigation and edge-back) and prints one row per preset: the decision, the outcome,
        the release progress and velocity (with the velocity strategy), the completion duration and
        timing. A decision that differs from the majority is marked ≠; each preset's reason follows.
        --plot FILE.svg overlays the presets' progress curves, with a legend.

        """

    static let synth = """
        gesture-replay synth --output FOLDER|FILE.jsonl [options]

        Makes labelled traces. Each follows a minimum-jerk displacement profile; each carries its label
        (what the motion was meant to do), an inline scenario for its kind, and its generator parameters
        in meta. A range FROM:TO draws each trace's value uniformly; the same seed gives the same bytes.

        OPTIONS
          --kind KIND          \(Synthesizer.Kind.allCases.map(\.rawValue).joined(separator: ", ")) (default edge-left)
          --count N            how many traces (default 1)
          --seed S             the random seed (default 1)
          --output PATH        a folder of .json files, or one .jsonl file
          --label L            finish, cancel, or auto: drawn at random with a motion to match (default)
          --distance F[:T]     travel as a fraction of the view's extent (default by label)
          --duration S[:T]     seconds of the main stroke (default by label)
          --overshoot P[:T]    points past the distance, then back (default 0)
          --pause S[:T]        seconds held still before the lift (default 0)
          --flick-back F[:T]   fraction of the distance returned quickly at the end (default 0)
          --rate HZ            samples per second (default 120)
          --jitter PT          position noise, ± points (default 0.15)
          --time-jitter S      timestamp noise, ± seconds (default 0)

        """

    static let sweep = """
        gesture-replay sweep CORPUS... (--preset NAME | --scenario FILE) --vary NAME=FROM:TO:STEP... [options]
        gesture-replay sweep merge SHARD... [--format table|csv|json] [--output FILE]

        Replays every trace of the corpora (folders of .json traces, .jsonl files) at every point of
        the grid and compares the outcome with each trace's label. Any numeric scenario parameter can
        be varied (see 'gesture-replay presets'); only what a varied parameter affects is recomputed.

        OPTIONS
          --vary NAME=FROM:TO:STEP   one dimension of the grid; repeat for more
          --format table|csv|json    the readable table (default), CSV or JSON
          --shard K/N                process every N-th trace from the K-th, and write the shard's raw
                                     counts; 'sweep merge' adds shards up to exactly one run's result
          --output FILE              write to FILE instead of stdout
          --threads N                worker threads (default: every core); results do not depend on it
          --skip-invalid             skip invalid traces (each is named) instead of stopping
          --plot FILE.svg            accuracy as a heatmap over the first two varied parameters (a line over one)

        """

    static let bench = """
        swift run -c release gesture-replay bench [options]

        Synthesizes 10,000 labelled left-edge traces at 120 Hz, writes them as a .jsonl corpus, loads it,
        replays each trace once, sweeps threshold × velocityThreshold (100 × 10 grid points) under
        edge-back, and replays a sample of (trace, grid point) pairs one by one as the baseline.
        Prints loading MB/s, replay touch samples/s, sweep pairs/s, the sweep's wall time and its
        ratio to the baseline.

        OPTIONS
          --traces N, --thresholds N, --velocity-thresholds N, --naive-pairs N, --threads N

        """

    static let report = """
        gesture-replay report PATH... -o FILE.html

        Writes one self-contained HTML page (inline SVG and CSS, nothing fetched) with every fixture's
        outcome, its expectations' pass or fail, and its progress plot.

        """

    static let presets = """
        gesture-replay presets [NAME] [--format text|json]

        Lists every named scenario with its parameters and the seed code it copies. With NAME and
        --format json, prints that preset as a scenario file to start from.

        """

    static let validate = """
        gesture-replay validate PATH...

        Checks each PATH (a .json trace, a folder searched recursively for .json traces, or a .jsonl
        corpus with one trace per line) against the gesture-trace format. Prints every error and
        warning, in document order, naming the file (and line for .jsonl), the place and the rule,
        then a summary. Exits 2 if any trace has an error, 0 otherwise (warnings alone pass).

        """
}
