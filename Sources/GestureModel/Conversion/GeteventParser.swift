/// One line of a getevent log: `[   12.345678] /dev/input/event2: EV_ABS  ABS_MT_POSITION_X  0000021c`,
/// labelled or in raw hex (`0003 0035 0000021c`), with or without the device.
struct GeteventLine: Sendable, Hashable {
    var number: Int
    var time: Double
    var device: String
    var type: String
    var code: String
    var value: Int64
}

/// Splits a getevent log into event lines, and reads `getevent -lp` blocks for axis ranges.
struct GeteventParser {
    let file: String
    var ranges: [String: [String: (min: Int64, max: Int64)]] = [:]
    /// Axis ranges a `-lp` block gave that cannot be used, with why, by device and axis.
    var rejectedRanges: [String: [String: String]] = [:]
    var names: [String: String] = [:]
    var warnings: [ImportProblem] = []
    var failure: ImportProblem?
    /// The first line that was not getevent's (its warning's place) and how many more followed.
    private var unreadLine: (index: Int, more: Int)?

    init(file: String) { self.file = file }

    /// Raw event codes getevent prints without -l, as their labels.
    static let types: [String: String] = ["0000": "EV_SYN", "0001": "EV_KEY", "0003": "EV_ABS", "0004": "EV_MSC"]
    static let codes: [String: [String: String]] = [
        "EV_SYN": ["0000": "SYN_REPORT", "0002": "SYN_MT_REPORT", "0003": "SYN_DROPPED"],
        "EV_KEY": ["014a": "BTN_TOUCH", "0145": "BTN_TOOL_FINGER"],
        "EV_MSC": ["0004": "MSC_SCAN", "0005": "MSC_TIMESTAMP"],
        "EV_ABS": [
            "0000": "ABS_X", "0001": "ABS_Y", "0018": "ABS_PRESSURE", "002f": "ABS_MT_SLOT",
            "0030": "ABS_MT_TOUCH_MAJOR",
            "0035": "ABS_MT_POSITION_X", "0036": "ABS_MT_POSITION_Y", "0039": "ABS_MT_TRACKING_ID",
            "003a": "ABS_MT_PRESSURE",
        ],
    ]

    /// Event lines in order; `-lp` blocks, `add device` headers and getevent's own error lines are
    /// read or passed over; any other line is a warning naming it.
    mutating func parse(_ text: String) -> [GeteventLine] {
        var result: [GeteventLine] = []
        var block: String?  // the device of the `add device` block being read
        // CRLF, CR CR LF and lone CR line ends all end a line.
        let lines = text.split(
            omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r" || $0 == "\r\n" })
        for (index, raw) in lines.enumerated() {
            let number = index + 1
            let line = trimmed(raw, " \t")
            if line.isEmpty { continue }
            if line.hasPrefix("add device") {
                block = line.split(separator: ":", maxSplits: 1).last.map { trimmed($0, " ") }
                continue
            }
            if line.hasPrefix("could not") || line.hasPrefix("getevent:") { continue }
            if let device = block, !raw.hasPrefix("["), readBlockLine(line, device: device) { continue }
            if let event = readEvent(line, number: number) {
                block = nil
                result.append(event)
                if failure != nil { return result }
                continue
            }
            if failure != nil { return result }
            // One warning for the first such line, with a count of the rest: a device that writes
            // one writes it in every frame.
            if unreadLine != nil {
                unreadLine?.more += 1
            } else {
                unreadLine = (warnings.count, 0)
                warnings.append(
                    ImportProblem(
                        severity: .warning, file: file, line: number,
                        message: "not a getevent line: \"\(line.prefix(60))\"; skipped", rule: "getevent lines"))
            }
        }
        if let unread = unreadLine, unread.more > 0 {
            warnings[unread.index].message += " (and \(unread.more) more such line\(unread.more == 1 ? "" : "s"))"
        }
        return result
    }

    /// A line of a `getevent -lp` block: its name, its capabilities, and the ranges of the axes we read.
    mutating func readBlockLine(_ line: String, device: String) -> Bool {
        if line.hasPrefix("name:") {
            names[device] = trimmed(line.dropFirst(5), " \"")
            return true
        }
        for axis in [
            "ABS_MT_POSITION_X", "ABS_MT_POSITION_Y", "ABS_X", "ABS_Y", "ABS_MT_PRESSURE", "ABS_PRESSURE",
            "ABS_MT_TOUCH_MAJOR",
        ] {
            guard let range = line.range(of: axis + " "), line.contains(": value") else { continue }
            let rest = line[range.upperBound...]
            switch (Self.field("min", in: rest), Self.field("max", in: rest)) {
            case (.value(let minimum), .value(let maximum)) where maximum > minimum:
                ranges[device, default: [:]][axis] = (minimum, maximum)
            case (.value(let minimum), .value(let maximum)):
                rejectedRanges[device, default: [:]][axis] =
                    "\(axis)'s range is \(maximum == minimum ? "empty" : "inverted") (min \(minimum), max \(maximum))"
            case (.beyond32Bits, _), (_, .beyond32Bits):
                rejectedRanges[device, default: [:]][axis] = "\(axis)'s range goes beyond the kernel's 32-bit values"
            default:
                rejectedRanges[device, default: [:]][axis] = "\(axis) has no min and max"
            }
            return true
        }
        let known = [
            "events:", "input props:", "INPUT_PROP_", "KEY (", "ABS (", "REL (", "MSC (", "SW (", "LED (", "FF (",
            "<none>", "bus:", "vendor", "product", "version", "location:", "id:", "driver",
        ]
        if known.contains(where: { line.hasPrefix($0) }) || line.contains(": value ")
            || line.allSatisfy({ $0.isUppercase || $0.isNumber || $0 == "_" || $0 == " " })
        {
            return true
        }
        return false
    }

    enum Field {
        case value(Int64)
        case missing
        case beyond32Bits
    }

    static func field(_ name: String, in text: Substring) -> Field {
        guard let range = text.range(of: name + " ") else { return .missing }
        let digits = text[range.upperBound...].prefix { $0 == "-" || $0.isNumber }
        guard !digits.isEmpty, digits != "-" else { return .missing }
        // Axis values are 32-bit in the kernel; anything wider is not a range.
        guard let value = Int64(digits), value >= Int64(Int32.min), value <= Int64(Int32.max) else {
            return .beyond32Bits
        }
        return .value(value)
    }

    /// `[ seconds] device: TYPE CODE VALUE`, or nil when the line is not an event line. A line that
    /// starts like one but breaks the form sets `failure`.
    mutating func readEvent(_ line: String, number: Int) -> GeteventLine? {
        var rest = Substring(line)
        var time: Double?
        if rest.hasPrefix("[") {
            guard let close = rest.firstIndex(of: "]"),
                let seconds = Double(trimmed(rest[rest.index(after: rest.startIndex)..<close], " ")),
                seconds.isFinite
            else {
                failure = ImportProblem(
                    file: file, line: number, message: "the timestamp in [ ] is not a number of seconds",
                    rule: "getevent lines")
                return nil
            }
            time = seconds
            rest = rest[rest.index(after: close)...]
        }
        var device = ""
        var words = rest.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        if let first = words.first, first.hasPrefix("/dev/"), first.hasSuffix(":") {
            device = String(first.dropLast())
            words.removeFirst()
        }
        guard words.count >= 3 else { return nil }
        var type = words[0]
        var code = words[1]
        let valueText = words[2]
        if let label = Self.types[type.lowercased()] {
            type = label
            code = Self.codes[label]?[code.lowercased()] ?? code
        } else if !type.hasPrefix("EV_") {
            return nil
        }
        let value: Int64
        switch valueText {
        case "DOWN": value = 1
        case "UP": value = 0
        default:
            // Hex, 32 bits, signed: ffffffff is -1 (a lift).
            guard valueText.count <= 8, let raw = UInt32(valueText, radix: 16) else {
                if type == "EV_ABS" && code.hasPrefix("ABS_MT_TOOL_TYPE") {
                    value = 0
                    break
                }
                if type == "EV_KEY" || type == "EV_MSC" || type == "EV_ABS" && !code.hasPrefix("ABS_") {
                    value = 0
                    break
                }
                failure = ImportProblem(
                    file: file, line: number, message: "\"\(valueText)\" is not a hexadecimal value",
                    rule: "getevent lines")
                return nil
            }
            value = Int64(Int32(bitPattern: raw))
        }
        guard let time else {
            failure = ImportProblem(
                file: file, line: number,
                message: "no timestamp: record with `getevent -lt` (the t gives each event its time)",
                rule: "getevent lines")
            return nil
        }
        return GeteventLine(number: number, time: time, device: device, type: type, code: code, value: value)
    }
}

/// `text` without the characters of `set` at either end.
func trimmed(_ text: some StringProtocol, _ set: String) -> String {
    let drop = Set(set)
    var slice = Substring(text)
    while let first = slice.first, drop.contains(first) { slice = slice.dropFirst() }
    while let last = slice.last, drop.contains(last) { slice = slice.dropLast() }
    return String(slice)
}
