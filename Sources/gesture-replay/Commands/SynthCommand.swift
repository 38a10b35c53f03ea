import Foundation
import GestureModel
import Replay

/// `gesture-replay synth`: labelled traces to a folder of .json files or one .jsonl file.
enum SynthCommand: Command {
    static let name = "synth"

    /// The largest value each motion flag takes, in the unit its help names: a trace of more
    /// samples than `Synthesizer.maximumSamples` is refused, not made.
    static let limits: [(flag: String, maximum: Double, unit: String)] = [
        ("--distance", 10, "extents"), ("--duration", 60, "s"), ("--pause", 60, "s"), ("--overshoot", 10_000, "pt"),
        ("--flick-back", 1, ""), ("--jitter", 100, "pt"), ("--time-jitter", 1, "s"),
    ]

    static func maximum(of flag: String) -> Double {
        limits.first(where: { $0.flag == flag })?.maximum ?? .greatestFiniteMagnitude
    }

    struct Options: Equatable {
        var kind: Synthesizer.Kind = .edgeLeft
        var count = 1
        var seed: UInt64 = 1
        var output: String?
        var parameters = Synthesizer.Parameters()
        /// The screen in points (an iPad, another phone); the default is 390 × 844.
        var screen: Size?
    }

    static func parse(_ arguments: [String]) throws(UsageError) -> Options? {
        var options = Options()
        var cursor = cursor(arguments)
        /// A number or a range FROM:TO within the flag's documented limits (`limits`).
        func range(_ flag: String, _ text: String, minimum: Double = 0) throws(UsageError) -> ClosedRange<Double> {
            let maximum = maximum(of: flag)
            let parts = text.split(separator: ":", omittingEmptySubsequences: false).map { Double($0) }
            guard (1...2).contains(parts.count), let low = parts[0], let high = parts.last ?? nil, low.isFinite,
                high.isFinite,
                low >= minimum, high >= low, high <= maximum
            else {
                throw UsageError(
                    message:
                        "\(flag) takes a number from \(JSONWriter.formatNumber(minimum)) to \(JSONWriter.formatNumber(maximum)) or a range FROM:TO within them; got '\(text)'",
                    command: "synth")
            }
            return low...high
        }
        while let word = try cursor.next() {
            guard case .flag(let flag, let inline) = word else {
                guard case .positional(let argument) = word else { continue }
                throw UsageError(
                    message: "synth takes no positional arguments; got '\(argument)' (use --output)", command: name)
            }
            func next() throws(UsageError) -> String {
                try cursor.value(for: flag, inline: inline)
            }
            switch flag {
            case "--help": return nil
            case "--kind":
                let text = try next()
                guard let kind = Synthesizer.Kind(rawValue: text) else {
                    let names = Synthesizer.Kind.allCases.map(\.rawValue).joined(separator: ", ")
                    throw UsageError(message: "--kind takes \(names); got '\(text)'", command: "synth")
                }
                options.kind = kind
            case "--count":
                let text = try next()
                guard let count = Int(text), count >= 1, count <= 10_000_000 else {
                    throw UsageError(
                        message: "--count takes a whole number from 1 to 10000000; got '\(text)'", command: "synth")
                }
                options.count = count
            case "--seed":
                let text = try next()
                guard let seed = UInt64(text) else {
                    throw UsageError(message: "--seed takes a whole number ≥ 0; got '\(text)'", command: "synth")
                }
                options.seed = seed
            case "--output": options.output = try next()
            case "--distance": options.parameters.distance = try range(flag, next())
            case "--duration": options.parameters.duration = try range(flag, next(), minimum: 0.01)
            case "--overshoot": options.parameters.overshoot = try range(flag, next())
            case "--pause": options.parameters.pause = try range(flag, next())
            case "--flick-back": options.parameters.flickBack = try range(flag, next())
            case "--screen":
                options.screen = try ArgumentCursor.size(
                    try next(), flag: flag, unit: "points", range: 100...10_000, example: "1024x1366", command: name)
            case "--rate":
                let text = try next()
                guard let rate = Double(text), rate >= 10, rate <= 2000 else {
                    throw UsageError(
                        message: "--rate takes a rate in Hz from 10 to 2000; got '\(text)'", command: "synth")
                }
                options.parameters.rate = rate
            case "--jitter": options.parameters.jitter = try range(flag, next()).lowerBound
            case "--time-jitter": options.parameters.timeJitter = try range(flag, next()).lowerBound
            case "--label":
                let text = try next()
                if text == "auto" {
                    options.parameters.label = nil
                } else if let label = TraceLabel(rawValue: text) {
                    options.parameters.label = label
                } else {
                    throw UsageError(message: "--label takes finish, cancel or auto; got '\(text)'", command: "synth")
                }
            default:
                throw cursor.unknown(flag)
            }
        }
        guard options.output != nil else {
            throw UsageError(message: "synth needs --output FOLDER or --output FILE.jsonl", command: "synth")
        }
        return options
    }

    static func run(_ options: Options) -> Int32 {
        guard let output = options.output else { return 2 }
        if output.hasSuffix(".jsonl"), !Files.outputsWritable(output) { return 2 }
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
        if options.parameters.label == nil {
            // The labels are the motion's intent; the inline scenario's rule disagrees near its threshold by design.
            Console.error(
                "note: each label is what the motion was meant to do; near the threshold the inline scenario decides otherwise on purpose, so tune it with 'sweep', not 'check --labels'"
            )
        }
        return 0
    }

    static let summary = "make labelled traces from minimum-jerk motions, for tuning and tests"

    static let synopsis = """
        gesture-replay synth --output FOLDER|FILE.jsonl [options]

        Makes labelled traces. Each follows a minimum-jerk displacement profile; each carries its label
        (what the motion was meant to do), an inline scenario for its kind, and its generator parameters
        in meta. A range FROM:TO draws each trace's value uniformly; the same seed gives the same bytes.
        """

    static let options = [
        OptionDeclaration(
            flag: "--kind", value: "KIND",
            help: Synthesizer.Kind.allCases.map(\.rawValue).joined(separator: ", ") + " (default edge-left)",
            example: "pinch-open", choices: Synthesizer.Kind.allCases.map(\.rawValue)),
        OptionDeclaration(flag: "--count", value: "N", help: "how many traces (default 1)", example: "3"),
        OptionDeclaration(flag: "--seed", value: "S", help: "the random seed (default 1)", example: "7"),
        OptionDeclaration(
            flag: "--output", alias: "-o", value: "PATH", help: "a folder of .json files, or one .jsonl file",
            example: "out.jsonl"),
        OptionDeclaration(
            flag: "--label", value: "finish|cancel|auto",
            help: "auto (the default) draws finish or cancel at random, with a motion to match", example: "finish"),
        OptionDeclaration(
            flag: "--distance", value: "F[:T]", help: "travel as a fraction of the view's extent (default by label)",
            example: "0.2:0.8"),
        OptionDeclaration(
            flag: "--duration", value: "S[:T]", help: "seconds of the main stroke (default by label)", example: "0.3"),
        OptionDeclaration(
            flag: "--overshoot", value: "P[:T]", help: "points past the distance, then back (default 0)", example: "10"),
        OptionDeclaration(
            flag: "--pause", value: "S[:T]", help: "seconds held still before the lift (default 0)", example: "0.1"),
        OptionDeclaration(
            flag: "--flick-back", value: "F[:T]",
            help: "fraction of the distance returned quickly at the end (default 0)", example: "0.2"),
        OptionDeclaration(flag: "--rate", value: "HZ", help: "samples per second (default 120)", example: "60"),
        OptionDeclaration(
            flag: "--jitter", value: "PT", help: "position noise, ± points (default 0.15)", example: "0.5"),
        OptionDeclaration(
            flag: "--time-jitter", value: "S", help: "timestamp noise, ± seconds (default 0)", example: "0.001"),
        OptionDeclaration(
            flag: "--screen", value: "WxH",
            help: "the screen in points, for example 1024x1366 for an iPad (default 390x844)", example: "1024x1366"),
    ]

    static var epilogue: String {
        // Each limit whole on its line (the wrap breaks between limits, not inside one).
        let each = limits.map {
            "\($0.flag)\u{a0}≤\u{a0}\(JSONWriter.formatNumber($0.maximum))\($0.unit.isEmpty ? "" : "\u{a0}" + $0.unit)"
        }
        let text = each.joined(separator: ", ") + "; a trace has at most \(Synthesizer.maximumSamples) samples."
        let lines = OptionDeclaration.wrap(text, width: OptionDeclaration.helpWidth - 2)
        return "LIMITS\n"
            + lines.map { "  " + $0.replacingOccurrences(of: "\u{a0}", with: " ") }.joined(separator: "\n")
    }
}
