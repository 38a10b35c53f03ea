import Foundation
import GestureModel
import Replay

/// `gesture-replay synth`: labelled traces to a folder of .json files or one .jsonl file.
enum SynthCommand: Command {
    static let name = "synth"

    static let exitStatus = "0 the traces were written; 2 bad usage or an output that cannot be written."

    struct Options: Equatable, CommandOptions {
        var kind: Synthesizer.Kind = .edgeLeft
        var count = 1
        var seed: UInt64 = 1
        var output: String?
        var parameters = Synthesizer.Parameters()
        /// The screen in points (an iPad, another phone); the default is 390 × 844.
        var screen: Size?
    }

    /// A motion flag: a number, or a range FROM:TO each trace draws from, within its limits (the
    /// help's LIMITS): a trace of more samples than `Synthesizer.maximumSamples` is refused, not made.
    struct MotionFlag: Sendable {
        var flag: String
        var value: String
        var minimum = 0.0
        var maximum: Double
        var unit: String
        var help: String
        var example: String
        var land: @Sendable (inout Synthesizer.Parameters, ClosedRange<Double>) -> Void

        var option: Option<Options> {
            Option(declaration: OptionDeclaration(flag: flag, value: value, help: help, example: example)) {
                options, text, command throws(UsageError) in
                let parts = text.split(separator: ":", omittingEmptySubsequences: false).map { Double($0) }
                guard (1...2).contains(parts.count), let low = parts[0], let high = parts.last ?? nil, low.isFinite,
                    high.isFinite, low >= minimum, high >= low, high <= maximum
                else {
                    throw UsageError(
                        message:
                            "\(flag) takes a number from \(JSONWriter.formatNumber(minimum)) to \(JSONWriter.formatNumber(maximum)) or a range FROM:TO within them; got '\(text)'",
                        command: command)
                }
                land(&options.parameters, low...high)
            }
        }
    }

    static let motion: [MotionFlag] = [
        MotionFlag(
            flag: "--distance", value: "F[:T]", maximum: 10, unit: "extents",
            help: "travel as a fraction of the view's extent (default by label)", example: "0.2:0.8"
        ) { $0.distance = $1 },
        MotionFlag(
            flag: "--duration", value: "S[:T]", minimum: 0.01, maximum: 60, unit: "s",
            help: "seconds of the main stroke (default by label)", example: "0.3"
        ) { $0.duration = $1 },
        MotionFlag(
            flag: "--overshoot", value: "P[:T]", maximum: 10_000, unit: "pt",
            help: "points past the distance, then back (default 0)", example: "10"
        ) { $0.overshoot = $1 },
        MotionFlag(
            flag: "--pause", value: "S[:T]", maximum: 60, unit: "s",
            help: "seconds held still before the lift (default 0)",
            example: "0.1"
        ) { $0.pause = $1 },
        MotionFlag(
            flag: "--flick-back", value: "F[:T]", maximum: 1, unit: "",
            help: "fraction of the distance returned quickly at the end (default 0)", example: "0.2"
        ) { $0.flickBack = $1 },
        MotionFlag(
            flag: "--jitter", value: "PT", maximum: 100, unit: "pt", help: "position noise, ± points (default 0.15)",
            example: "0.5"
        ) { $0.jitter = $1.lowerBound },
        MotionFlag(
            flag: "--time-jitter", value: "S", maximum: 1, unit: "s", help: "timestamp noise, ± seconds (default 0)",
            example: "0.001"
        ) { $0.timeJitter = $1.lowerBound },
    ]

    static func positional(_ argument: String, into options: inout Options) throws(UsageError) {
        throw UsageError(
            message: "synth takes no positional arguments; got '\(argument)' (use --output)", command: name)
    }

    static func validate(_ options: inout Options, given: [String]) throws(UsageError) {
        guard let output = options.output else {
            throw UsageError(message: "synth needs --output FOLDER or --output FILE.jsonl", command: name)
        }
        // A folder named like a trace file is a trap: the next command reads it as one.
        if output.hasSuffix(".json"), options.count != 1 {
            throw UsageError(
                message:
                    "--output \(output): a .json file holds one trace; with --count \(options.count) write a folder or a .jsonl file",
                command: name)
        }
        if let surface = options.kind.restingPreset, let label = options.parameters.label {
            throw UsageError(
                message:
                    "--label \(label.rawValue): a \(options.kind.rawValue)'s traces do not finish or cancel; each draws the place of \(surface.name) it means (its \"rest\")",
                command: name)
        }
    }

    static func run(_ options: Options) -> Int32 {
        guard let output = options.output else { return 2 }
        if output.hasSuffix(".jsonl") || output.hasSuffix(".json"), !Files.outputsWritable(output) { return 2 }
        var synthesizer = Synthesizer(kind: options.kind, parameters: options.parameters)
        if let screen = options.screen { synthesizer.screen.size = screen }
        let bar = options.count >= 1000 ? ProgressCount.start(total: options.count) : nil
        func document(_ index: Int) -> JSONValue? {
            bar?.advance(by: 1)
            do {
                return try synthesizer.trace(index: index, seed: options.seed).json
            } catch {
                Console.error("error: trace \(index) could not be made valid: \(error)")
                return nil
            }
        }
        if output.hasSuffix(".jsonl") {
            var text = ""
            for index in 0..<options.count {
                guard let json = document(index) else { return 2 }
                JSONWriter.write(json, into: &text, indent: nil)
                text += "\n"
            }
            guard Files.write(text, to: output) == 0 else { return 2 }
        } else if output.hasSuffix(".json") {
            // `validate` allows one trace here.
            guard let json = document(0) else { return 2 }
            guard Files.write(JSONWriter.string(json) + "\n", to: output) == 0 else { return 2 }
        } else {
            do {
                try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
            } catch {
                Console.error("error: \(output): cannot create the folder: \(error.localizedDescription)")
                return 2
            }
            for index in 0..<options.count {
                guard let json = document(index) else { return 2 }
                let text = JSONWriter.string(json, pretty: false) + "\n"
                guard Files.write(text, to: output + "/\(options.kind.rawValue)-\(index).json") == 0 else { return 2 }
            }
        }
        bar?.finish()
        Console.error("wrote \(counted(options.count, "\(options.kind.rawValue) trace")) to \(output)")
        if options.kind.restingPreset != nil {
            Console.error(
                "note: each \"rest\" is where the motion was meant to come to rest; the inline scenario's rule may settle elsewhere on purpose, so tune it with 'sweep', not 'check --labels'"
            )
        } else if options.parameters.label == nil {
            // The labels are the motion's intent; the inline scenario's rule disagrees near its threshold by design.
            Console.error(
                "note: each label is what the motion was meant to do; near the threshold the inline scenario decides otherwise on purpose, so tune it with 'sweep', not 'check --labels'"
            )
        }
        return 0
    }

    static let summary = "make labelled traces from minimum-jerk motions, for tuning and tests"

    static let synopsis = """
        gesture-replay synth --output FOLDER|FILE.jsonl|FILE.json [options]

        Makes labelled traces. Each follows a minimum-jerk displacement profile; each carries its label
        (what the motion was meant to do), an inline scenario for its kind, and its generator parameters
        in meta. A sheet's or a pager's trace carries the place it means to rest at ("rest") instead.
        A range FROM:TO draws each trace's value uniformly; the same seed gives the same bytes.
        """

    static var options: [Option<Options>] {
        [
            .word(
                "--kind", \.kind, value: "KIND",
                help: Synthesizer.Kind.allCases.map(\.rawValue).joined(separator: ", ") + " (default edge-left)",
                example: .pinchOpen),
            .integer("--count", \.count, in: 1...10_000_000, help: "how many traces (default 1)", example: "3"),
            .parsed(
                "--seed", \.seed, value: "S", help: "the random seed (default 1)", example: "7",
                takes: "a whole number ≥ 0", { UInt64($0) }),
            .output(
                \.output, value: "PATH",
                help: "a folder of .json files, one .jsonl file, or (--count 1) one .json file",
                example: "out.jsonl"),
            .parsed(
                "--label", \.parameters.label, value: "finish|cancel|auto",
                help: "auto (the default) draws finish or cancel at random, with a motion to match", example: "finish",
                takes: "finish, cancel or auto", { $0 == "auto" ? .some(nil) : TraceLabel(rawValue: $0).map { $0 } }
            ),
        ]
            + motion.prefix(5).map(\.option)
            + [
                .number(
                    "--rate", \.parameters.rate, value: "HZ", takes: "a rate in Hz from 10 to 2000",
                    where: { $0 >= 10 && $0 <= 2000 },
                    help: "samples per second (default 120)", example: "60")
            ]
            + motion.dropFirst(5).map(\.option)
            + [
                Option(
                    declaration: OptionDeclaration(
                        flag: "--screen", value: "WxH",
                        help: "the screen in points, for example 1024x1366 for an iPad (default 390x844)",
                        example: "1024x1366")
                ) { options, text, command throws(UsageError) in
                    options.screen = try ArgumentCursor.size(
                        text, flag: "--screen", unit: "points", range: 100...10_000, example: "1024x1366",
                        command: command)
                }
            ]
    }

    static var epilogue: String {
        // Each limit whole on its line (the wrap breaks between limits, not inside one).
        let each = motion.map {
            "\($0.flag)\u{a0}≤\u{a0}\(JSONWriter.formatNumber($0.maximum))\($0.unit.isEmpty ? "" : "\u{a0}" + $0.unit)"
        }
        let text = each.joined(separator: ", ") + "; a trace has at most \(Synthesizer.maximumSamples) samples."
        let lines = OptionDeclaration.wrap(text, width: OptionDeclaration.helpWidth - 2)
        return "LIMITS\n"
            + lines.map { "  " + $0.replacingOccurrences(of: "\u{a0}", with: " ") }.joined(separator: "\n")
    }
}
