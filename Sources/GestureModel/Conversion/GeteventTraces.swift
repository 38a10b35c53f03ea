/// Frames of contacts in device units → traces in points: the axis ranges map raw values onto the
/// display's pixels, the density turns pixels into points, and a pause with no finger down longer
/// than `split` starts a new trace.
enum GeteventTraces {
    static func make(
        _ frames: [GeteventFrame], device: String, parser: GeteventParser, decoder: GeteventFrames, file: String,
        options: AndroidGetevent.ImportOptions
    ) -> Result<ImportResult, ImportProblem> {
        let ranges = parser.ranges[device] ?? [:]
        let multi = decoder.protocolUsed != .singleTouch
        let xRange = ranges[multi ? "ABS_MT_POSITION_X" : "ABS_X"]
        let yRange = ranges[multi ? "ABS_MT_POSITION_Y" : "ABS_Y"]
        // The display in pixels: given, else the axes' own extent (the digitizer matches the display).
        let pixels: Size
        if let given = options.screenPixels {
            pixels = given
        } else if let xRange, let yRange {
            pixels = Size(width: Double(xRange.max - xRange.min + 1), height: Double(yRange.max - yRange.min + 1))
        } else {
            let rejected = (parser.rejectedRanges[device] ?? [:]).sorted { $0.key < $1.key }.map(\.value)
            let why = rejected.isEmpty ? "" : " (\(rejected.joined(separator: "; ")))"
            return .failure(
                ImportProblem(
                    file: file,
                    message:
                        "no usable axis ranges for \(device.isEmpty ? "the device" : device)\(why): add the output of `getevent -lp` to the file (or as a second file), or give --screen WxH in pixels",
                    rule: "getevent axes"))
        }
        let density: Double
        let densityBasis: String
        if let given = options.density {
            density = given
            densityBasis = "--density"
        } else {
            let estimate = min(pixels.width, pixels.height) / 411
            density = AndroidGetevent.densities.min { abs($0 - estimate) < abs($1 - estimate) } ?? 2.625
            densityBasis =
                "the common density nearest \(JSONWriter.formatNumber(min(pixels.width, pixels.height))) px / 411"
        }
        var outOfRange = AxisRangeCheck(
            x: xRange, y: yRange, names: multi ? ("ABS_MT_POSITION_X", "ABS_MT_POSITION_Y") : ("ABS_X", "ABS_Y"))
        func point(_ x: Int64, _ y: Int64) -> Point {
            outOfRange.note(x, y)
            let px = xRange.map { Double(x - $0.min) / Double($0.max - $0.min + 1) * pixels.width } ?? Double(x)
            let py = yRange.map { Double(y - $0.min) / Double($0.max - $0.min + 1) * pixels.height } ?? Double(y)
            return Point(x: (px / density * 100).rounded() / 100, y: (py / density * 100).rounded() / 100)
        }
        let pressureMax = ranges[multi ? "ABS_MT_PRESSURE" : "ABS_PRESSURE"].map { Double($0.max) }

        // Group frames into traces.
        var groups: [[GeteventFrame]] = []
        var current: [GeteventFrame] = []
        var down: Set<Int> = []
        var lastLift: Double?
        for frame in frames where !frame.contacts.isEmpty {
            let begins = frame.contacts.contains { $0.phase == .began }
            if down.isEmpty, begins, let lastLift, frame.time - lastLift > options.split, !current.isEmpty {
                groups.append(current)
                current = []
            }
            current.append(frame)
            for contact in frame.contacts {
                if contact.phase == .began { down.insert(contact.key) }
                if contact.phase.endsContact { down.remove(contact.key) }
            }
            if down.isEmpty { lastLift = frame.time }
        }
        if !current.isEmpty { groups.append(current) }
        guard !groups.isEmpty else {
            return .failure(
                ImportProblem(
                    file: file, message: "no touches on \(device.isEmpty ? "the device" : device)",
                    rule: AndroidGetevent.rule))
        }
        let base = options.name ?? TraceDecoder.defaultName(file: file, line: nil)
        let screen = Screen(size: Size(width: pixels.width / density, height: pixels.height / density), scale: density)
        var traces: [Trace] = []
        for (index, group) in groups.enumerated() {
            var ids: [Int: Int] = [:]
            var events: [TouchEvent] = []
            let start = group.first?.time ?? 0
            for frame in group {
                var touches: [TouchSample] = []
                // An id that lifts in this frame is not free in it: a slot whose tracking id is
                // replaced lifts one contact and begins another in the same frame.
                let lifting = Set(frame.contacts.filter { $0.phase.endsContact }.compactMap { ids[$0.key] })
                for contact in frame.contacts {
                    if ids[contact.key] == nil {
                        guard contact.phase == .began else { continue }  // a lift of a contact from before this trace
                        let used = Set(ids.values).union(lifting)
                        var id = 1
                        while used.contains(id) { id += 1 }
                        ids[contact.key] = id
                    }
                    guard let id = ids[contact.key] else { continue }
                    touches.append(
                        TouchSample(
                            id: id, phase: contact.phase, location: point(contact.x, contact.y),
                            force: contact.pressure.map { value in
                                pressureMax.map { Double(value) / $0 } ?? Double(value)
                            },
                            majorRadius: contact.major.map { Double($0) / 2 / density }))
                    if contact.phase.endsContact { ids[contact.key] = nil }
                }
                if !touches.isEmpty {
                    events.append(
                        TouchEvent(time: ((frame.time - start) * 1_000_000).rounded() / 1_000_000, touches: touches))
                }
            }
            var meta: JSONObject = [
                "source": .string(file), "importer": .string("android-getevent"),
                "device": .string(device.isEmpty ? "(no device path)" : device),
                "protocol": .string(decoder.protocolUsed.rawValue),
                "lines": .array([.number(Double(group.first?.line ?? 0)), .number(Double(group.last?.line ?? 0))]),
                "screenPixels": .array([.number(pixels.width), .number(pixels.height)]), "density": .number(density),
                "densityFrom": .string(densityBasis),
                "split": .number(options.split),
            ]
            if let name = parser.names[device] { meta["deviceName"] = .string(name) }
            if let xRange { meta["axisX"] = .array([.number(Double(xRange.min)), .number(Double(xRange.max))]) }
            if let yRange { meta["axisY"] = .array([.number(Double(yRange.min)), .number(Double(yRange.max))]) }
            let name = groups.count == 1 ? base : "\(base)-\(index + 1)"
            do {
                traces.append(try Trace(name: name, screen: screen, meta: .object(meta), events: events))
            } catch {
                return .failure(
                    ImportProblem(
                        file: file, line: group.first?.line,
                        message: "the frames make no valid trace: \(error.problems.first.map(\.description) ?? "")",
                        rule: AndroidGetevent.rule))
            }
        }
        return .success(
            ImportResult(traces: traces, warnings: parser.warnings + decoder.warnings + outOfRange.warnings(file: file))
        )
    }
}

/// Positions outside the axis ranges the device declared: counted per axis, one warning each.
struct AxisRangeCheck {
    let x: (min: Int64, max: Int64)?
    let y: (min: Int64, max: Int64)?
    let names: (x: String, y: String)
    private var outside = (x: 0, y: 0)

    init(x: (min: Int64, max: Int64)?, y: (min: Int64, max: Int64)?, names: (x: String, y: String)) {
        self.x = x
        self.y = y
        self.names = names
    }

    mutating func note(_ valueX: Int64, _ valueY: Int64) {
        if let x, valueX < x.min || valueX > x.max { outside.x += 1 }
        if let y, valueY < y.min || valueY > y.max { outside.y += 1 }
    }

    func warnings(file: String) -> [ImportProblem] {
        var found: [ImportProblem] = []
        for (count, name, range) in [(outside.x, names.x, x), (outside.y, names.y, y)] where count > 0 {
            guard let range else { continue }
            found.append(
                ImportProblem(
                    severity: .warning, file: file,
                    message:
                        "\(counted(count, "position")) \(count == 1 ? "lies" : "lie") outside \(name)'s declared range \(range.min)…\(range.max); they are mapped beyond the screen's edge",
                    rule: "getevent axes"))
        }
        return found
    }
}
