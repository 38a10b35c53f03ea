import Foundation
import GestureModel

/// `gesture-replay import FORMAT INPUT... --output OUT`: other formats' recordings and scripts as traces.
enum ImportCommand: Command {
    enum Format: String, CaseIterable {
        case androidGetevent = "android-getevent"
        case w3cActions = "w3c-actions"
    }

    struct Options: CommandOptions {
        var format: Format?
        var inputs: [String] = []
        var output: String?
        var screen: Size?
        var density: Double?
        var device: String?
        var split = 1.0
        var rate = 120.0
        var name: String?
    }

    static let name = "import"

    static let exitStatus = "0 the traces were written; 2 bad usage, bad input, or an output that cannot be written."

    /// The format, then the inputs.
    static func positional(_ argument: String, into options: inout Options) throws(UsageError) {
        guard options.format != nil else {
            options.format = try format(argument) as Format
            return
        }
        options.inputs.append(argument)
    }

    static func inputs(_ options: Options) -> [String] { options.inputs }

    static func validate(_ options: inout Options, given: [String]) throws(UsageError) {
        guard let format = options.format else {
            throw UsageError(message: "import needs a format: \(formats)", command: name)
        }
        guard !options.inputs.isEmpty else { throw UsageError(message: "import needs an input file", command: name) }
        if format == .androidGetevent, options.inputs.count > 2 {
            throw UsageError(
                message:
                    "android-getevent takes a getevent -lt log and, optionally, a file with getevent -lp output; got \(counted(options.inputs.count, "file"))",
                command: name)
        }
    }

    static let formats = Format.allCases.map(\.rawValue).joined(separator: " or ")

    static func run(_ options: Options) -> Int32 {
        // `validate` made sure of a format.
        guard let format = options.format else { return 2 }
        var texts: [(file: String, bytes: [UInt8])] = []
        for input in options.inputs {
            do {
                texts.append((input, try TraceLoader.readFile(at: input)))
            } catch {
                Console.error("error: \(error)")
                return 2
            }
        }
        var traces: [Trace] = []
        var warnings: [ImportProblem] = []
        switch format {
        case .androidGetevent:
            var importOptions = AndroidGetevent.ImportOptions()
            importOptions.screenPixels = options.screen
            importOptions.density = options.density
            importOptions.device = options.device
            importOptions.split = options.split
            importOptions.name = options.name
            let log = texts[0]
            let axes =
                texts.count > 1 ? (text: String(decoding: texts[1].bytes, as: UTF8.self), file: texts[1].file) : nil
            switch AndroidGetevent.importTraces(
                String(decoding: log.bytes, as: UTF8.self), file: log.file, axes: axes, options: importOptions)
            {
            case .success(let result):
                traces = result.traces
                warnings = result.warnings
            case .failure(let problem):
                Console.error("error: \(problem)")
                return 2
            }
        case .w3cActions:
            var importOptions = W3CActions.ImportOptions()
            importOptions.rate = options.rate
            if let screen = options.screen { importOptions.screen = screen }
            for input in texts {
                importOptions.name = options.name.map { texts.count > 1 ? "\($0)-\(traces.count + 1)" : $0 }
                switch W3CActions.importTrace(input.bytes, file: input.file, options: importOptions) {
                case .success(let result):
                    traces += result.traces
                    warnings += result.warnings
                case .failure(let problem):
                    Console.error("error: \(problem)")
                    return 2
                }
            }
        }
        for warning in warnings { Console.error(warning.description) }
        // Without --output the traces go to stdout as a .jsonl corpus, as export writes to stdout.
        guard let output = options.output else {
            Console.output(traces.map { JSONWriter.string(TraceWriter.json($0), pretty: false) + "\n" }.joined())
            Console.error("imported \(counted(traces.count, "trace")) to standard output (one per line)")
            return 0
        }
        if write(traces, to: output) != 0 { return 2 }
        Console.error("imported \(counted(traces.count, "trace")) to \(output)")
        return 0
    }

    /// One trace to a `.json` file, any number to a `.jsonl` corpus or a folder (made if missing).
    static func write(_ traces: [Trace], to output: String) -> Int32 {
        if output.hasSuffix(".jsonl") {
            let text = traces.map { JSONWriter.string(TraceWriter.json($0), pretty: false) + "\n" }.joined()
            return Files.write(text, to: output)
        }
        if output.hasSuffix(".json") {
            guard traces.count == 1, let trace = traces.first else {
                Console.error(
                    "error: \(output): \(traces.count) traces were imported; write them to a .jsonl corpus or a folder")
                return 2
            }
            return Files.write(TraceWriter.text(trace), to: output)
        }
        do {
            try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
        } catch {
            Console.error("error: \(output): cannot make the folder")
            return 2
        }
        // Named after each trace, but only ever inside the folder, and never twice the same.
        let names = TraceFileNames.unique(for: traces.map(\.name))
        for (trace, name) in zip(traces, names) {
            if let change = name.change {
                Console.error(
                    "note: \(output)/\(name.file) holds trace '\(GeneratedSource.comment(trace.name))': \(change)")
            }
            if Files.write(TraceWriter.text(trace), to: output + "/" + name.file) != 0 { return 2 }
        }
        return 0
    }

    static var firstArgumentChoices: [String] { Format.allCases.map(\.rawValue) }

    static let summary = "make traces from getevent logs and W3C WebDriver actions"

    static let synopsis = """
        gesture-replay import FORMAT INPUT... [options]

        Makes traces from other formats. Every trace it writes passes 'gesture-replay validate', and
        keeps the source and the importer's settings in its meta.
        """

    static var options: [Option<Options>] {
        [
            .output(
                \.output, value: "PATH",
                help:
                    "a .json file (one trace), a .jsonl corpus or a folder of .json files;\nwithout it, the traces go to stdout as a .jsonl corpus",
                example: "out.jsonl"),
            Option(
                declaration: OptionDeclaration(
                    flag: "--screen", value: "WxH",
                    help:
                        "android-getevent: the display in pixels (when the log has no getevent -lp);\nw3c-actions: the viewport in points (default 390x844)",
                    example: "1080x2400")
            ) { options, text, command throws(UsageError) in
                // Read after the format, which says what the size is in.
                options.screen =
                    options.format == .androidGetevent
                    ? try ArgumentCursor.size(
                        text, flag: "--screen", unit: "pixels", range: 100...20_000, example: "1080x2400",
                        command: command)
                    : try ArgumentCursor.size(
                        text, flag: "--screen", unit: "points", range: 100...10_000, example: "390x844",
                        command: command)
            },
            .number(
                "--density", \.density, value: "D", takes: "pixels per point from 0.5 to 8, for example 2.625",
                where: { $0 >= 0.5 && $0 <= 8 },
                help:
                    "android-getevent: pixels per point (default: the common density nearest\nthe narrower side / 411 px, said in the trace's meta)",
                example: "2.625"),
            .text(
                "--device", \.device, value: "PATH",
                help: "android-getevent: /dev/input/eventN (default: the one reporting touches)",
                example: "/dev/input/event2"),
            .number(
                "--split", \.split, value: "S", takes: "seconds > 0 (at most 86400)", where: { $0 > 0 && $0 <= 86_400 },
                help: "android-getevent: seconds with no finger down that start a new trace (default 1)", example: "2"),
            .number(
                "--rate", \.rate, value: "HZ", takes: "samples per second from 10 to 2000",
                where: { $0 >= 10 && $0 <= 2000 },
                help: "w3c-actions: samples per second of a move with a duration (default 120)", example: "60"),
            .traceName("--name", \.name, help: "the trace's name (default: the input file's)", example: "swipe"),
        ]
    }

    static let epilogue = """
        FORMATS
          android-getevent LOG [AXES]   `adb shell getevent -lt` output (with or without device paths,
                                        labelled or raw codes): multi-touch protocol B or A, or a
                                        single-touch device. Axis ranges come from a `getevent -lp`
                                        block in LOG or in AXES; without them, --screen gives the pixels.
                                        A pause longer than --split with no finger down starts a new trace.
          w3c-actions FILE...           W3C WebDriver Actions JSON as Appium and Selenium send it
                                        ({"actions": [...]} or the bare list); one trace per file,
                                        one finger per pointer source, viewport coordinates only.
        """
}
