import Foundation
import GestureModel

/// `gesture-replay import FORMAT INPUT... --output OUT`: other formats' recordings and scripts as traces.
enum ImportCommand: Command {
    enum Format: String, CaseIterable {
        case androidGetevent = "android-getevent"
        case w3cActions = "w3c-actions"
    }

    struct Options {
        var format: Format
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

    static func parse(_ arguments: [String]) throws(UsageError) -> Options? {
        var cursor = cursor(arguments)
        var format: Format?
        var options = Options(format: .w3cActions)
        while let word = try cursor.next() {
            switch word {
            case .positional(let argument):
                if format == nil {
                    guard let chosen = Format(rawValue: argument) else {
                        throw UsageError(
                            message:
                                "import takes a format first: \(Format.allCases.map(\.rawValue).joined(separator: " or ")); got '\(argument)'",
                            command: name)
                    }
                    format = chosen
                } else {
                    options.inputs.append(argument)
                }
            case .flag("--help", _):
                return nil
            case .flag(let flag, let inline):
                let text = try cursor.value(for: flag, inline: inline)
                switch flag {
                case "--output": options.output = text
                case "--screen":
                    options.screen =
                        format == .androidGetevent
                        ? try ArgumentCursor.size(
                            text, flag: flag, unit: "pixels", range: 100...20_000, example: "1080x2400", command: name)
                        : try ArgumentCursor.size(
                            text, flag: flag, unit: "points", range: 100...10_000, example: "390x844", command: name)
                case "--density":
                    guard let density = Double(text), density >= 0.5, density <= 8 else {
                        throw UsageError(
                            message: "--density takes pixels per point from 0.5 to 8, for example 2.625; got '\(text)'",
                            command: name)
                    }
                    options.density = density
                case "--device": options.device = text
                case "--split":
                    guard let split = Double(text), split > 0, split <= 86_400 else {
                        throw UsageError(
                            message: "--split takes seconds > 0 (at most 86400); got '\(text)'", command: name)
                    }
                    options.split = split
                case "--rate":
                    guard let rate = Double(text), rate >= 10, rate <= 2000 else {
                        throw UsageError(
                            message: "--rate takes samples per second from 10 to 2000; got '\(text)'", command: name)
                    }
                    options.rate = rate
                case "--name": options.name = text
                default: throw cursor.unknown(flag)
                }
            }
        }
        guard let format else {
            throw UsageError(
                message: "import needs a format: \(Format.allCases.map(\.rawValue).joined(separator: " or "))",
                command: name)
        }
        options.format = format
        guard !options.inputs.isEmpty else { throw UsageError(message: "import needs an input file", command: name) }
        if format == .androidGetevent, options.inputs.count > 2 {
            throw UsageError(
                message:
                    "android-getevent takes a getevent -lt log and, optionally, a file with getevent -lp output; got \(counted(options.inputs.count, "file"))",
                command: name)
        }
        return options
    }

    static func run(_ options: Options) -> Int32 {
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
        switch options.format {
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

    static let options = [
        OptionDeclaration(
            flag: "--output", alias: "-o", value: "PATH",
            help:
                "a .json file (one trace), a .jsonl corpus or a folder of .json files;\nwithout it, the traces go to stdout as a .jsonl corpus",
            example: "out.jsonl"),
        OptionDeclaration(
            flag: "--screen", value: "WxH",
            help:
                "android-getevent: the display in pixels (when the log has no getevent -lp);\nw3c-actions: the viewport in points (default 390x844)",
            example: "1080x2400"),
        OptionDeclaration(
            flag: "--density", value: "D",
            help:
                "android-getevent: pixels per point (default: the common density nearest\nthe narrower side / 411 px, said in the trace's meta)",
            example: "2.625"),
        OptionDeclaration(
            flag: "--device", value: "PATH",
            help: "android-getevent: /dev/input/eventN (default: the one reporting touches)",
            example: "/dev/input/event2"),
        OptionDeclaration(
            flag: "--split", value: "S",
            help: "android-getevent: seconds with no finger down that start a new trace (default 1)", example: "2"),
        OptionDeclaration(
            flag: "--rate", value: "HZ",
            help: "w3c-actions: samples per second of a move with a duration (default 120)", example: "60"),
        OptionDeclaration(
            flag: "--name", value: "NAME", help: "the trace's name (default: the input file's)", example: "swipe"),
    ]

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
