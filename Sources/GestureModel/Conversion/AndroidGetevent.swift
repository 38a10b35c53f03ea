/// The output of `adb shell getevent -lt` (labelled, timestamped; with or without the device path
/// on each line, labelled or raw hex codes), with the axis ranges of a `getevent -lp` block from the
/// same file or a second one. Multi-touch protocol B (slots and tracking ids), protocol A
/// (SYN_MT_REPORT records, lifts by absence) and single-touch devices (BTN_TOUCH with ABS_X/Y).
public enum AndroidGetevent {
    public struct ImportOptions: Sendable {
        /// The display in pixels, when the file has no `getevent -lp` block (then raw values are pixels).
        public var screenPixels: Size?
        /// Pixels per point; by default the common Android density nearest width / 411 px.
        public var density: Double?
        /// `/dev/input/eventN`; by default the one device reporting touches.
        public var device: String?
        /// A pause longer than this, with no finger down, starts a new trace.
        public var split = 1.0
        public var name: String?

        public init() {}
    }

    static let rule = "getevent frames"

    /// Android's common densities (pixels per dp): the default is the one nearest width / 411.
    static let densities = [1.0, 1.5, 2.0, 2.625, 3.0, 3.5, 4.0]

    public static func importTraces(
        _ text: String, file: String, axes: (text: String, file: String)? = nil,
        options: ImportOptions = ImportOptions()
    ) -> Result<ImportResult, ImportProblem> {
        var parser = GeteventParser(file: file)
        var lines = parser.parse(text)
        if let axes {
            var axisParser = GeteventParser(file: axes.file)
            _ = axisParser.parse(axes.text)
            for (device, ranges) in axisParser.ranges {
                parser.ranges[device, default: [:]].merge(ranges) { current, _ in current }
            }
            for (device, name) in axisParser.names where parser.names[device] == nil { parser.names[device] = name }
            for (device, rejected) in axisParser.rejectedRanges {
                parser.rejectedRanges[device, default: [:]].merge(rejected) { current, _ in current }
            }
            parser.warnings += axisParser.warnings
        }
        if let problem = parser.failure { return .failure(problem) }
        // The touchscreen: the one device that reports multi-touch positions, else single-touch ones.
        let devices = Set(lines.map(\.device))
        let device: String
        if let chosen = options.device {
            guard devices.contains(chosen) else {
                return .failure(
                    ImportProblem(
                        file: file,
                        message: "no events from \(chosen); the file has \(devices.sorted().joined(separator: ", "))",
                        rule: "--device"))
            }
            device = chosen
        } else {
            // One pass over the lines, whatever the number of devices.
            var multi: Set<String> = []
            var single: Set<String> = []
            for line in lines {
                if line.code == "ABS_MT_POSITION_X" {
                    multi.insert(line.device)
                } else if line.code == "ABS_X" {
                    single.insert(line.device)
                }
            }
            let candidates = multi.isEmpty ? single : multi
            guard candidates.count == 1, let only = candidates.first else {
                let message =
                    candidates.isEmpty
                    ? "no device reports touch positions (ABS_MT_POSITION_X or ABS_X)"
                    : "several devices report touch positions (\(candidates.sorted().joined(separator: ", "))): pick one with --device"
                return .failure(ImportProblem(file: file, message: message, rule: "getevent devices"))
            }
            device = only
        }
        lines.removeAll { $0.device != device }
        var decoder = GeteventFrames(file: file)
        guard let contacts = decoder.decode(lines) else {
            return .failure(decoder.problem ?? ImportProblem(file: file, message: "no touches", rule: rule))
        }
        return GeteventTraces.make(
            contacts, device: device, parser: parser, decoder: decoder, file: file, options: options)
    }
}
