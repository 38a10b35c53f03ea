/// One contact's state in one frame (a SYN_REPORT), in raw device units.
struct GeteventContact: Sendable, Hashable {
    /// Unique for the life of one contact, across the whole log.
    var key: Int
    var phase: TouchPhase
    var x: Int64
    var y: Int64
    var pressure: Int64?
    var major: Int64?
}

struct GeteventFrame: Sendable {
    var line: Int
    var time: Double
    var contacts: [GeteventContact]
}

/// Turns one device's event lines into frames of contacts: a SYN_REPORT is one frame; a contact's
/// first frame is `began`, its lift `ended`.
struct GeteventFrames {
    enum TouchProtocol: String {
        case b = "B"
        case a = "A"
        case singleTouch = "single-touch"
    }

    let file: String
    var problem: ImportProblem?
    /// Touches of the log that could not become touches of a trace, each with why.
    var warnings: [ImportProblem] = []
    var protocolUsed = TouchProtocol.b
    private var nextKey = 0

    init(file: String) { self.file = file }

    mutating func decode(_ lines: [GeteventLine]) -> [GeteventFrame]? {
        if let dropped = lines.first(where: { $0.code == "SYN_DROPPED" }) {
            problem = ImportProblem(
                file: file, line: dropped.number,
                message: "SYN_DROPPED: the kernel dropped events here, so the touches after it are not known",
                rule: "getevent frames; record again")
            return nil
        }
        if lines.contains(where: { $0.code == "SYN_MT_REPORT" }) {
            protocolUsed = .a
            return protocolA(lines)
        }
        if lines.contains(where: { $0.code.hasPrefix("ABS_MT_") }) {
            protocolUsed = .b
            return protocolB(lines)
        }
        protocolUsed = .singleTouch
        return singleTouch(lines)
    }

    /// A protocol A contact: its tracking id, and which of the records sharing it in a frame.
    private struct ContactIdentity: Hashable {
        var tracking: Int64
        var occurrence: Int
    }

    private mutating func key() -> Int {
        nextKey += 1
        return nextKey
    }

    private struct Slot {
        var tracking: Int64?
        var x: Int64?
        var y: Int64?
        var pressure: Int64?
        var major: Int64?
        var contact: Int?
        var moved = false
        var lifted: (key: Int, x: Int64, y: Int64)?
        /// The lifted contact also began in this frame: a tap within one frame.
        var liftedBegan = false
        var began = false
    }

    /// Slots and tracking ids: values persist per slot (the kernel sends only changes).
    private mutating func protocolB(_ lines: [GeteventLine]) -> [GeteventFrame]? {
        var slots: [Int64: Slot] = [:]
        var slot: Int64 = 0
        var frames: [GeteventFrame] = []
        for line in lines {
            switch line.code {
            case "ABS_MT_SLOT": slot = line.value
            case "ABS_MT_TRACKING_ID":
                var state = slots[slot] ?? Slot()
                if let contact = state.contact, state.tracking != line.value {
                    if let x = state.x, let y = state.y {
                        state.lifted = (contact, x, y)
                        state.liftedBegan = state.began
                    } else {
                        warnings.append(
                            ImportProblem(
                                severity: .warning, file: file, line: line.number,
                                message:
                                    "a contact in slot \(slot) lifted before any position was reported; it is not in the trace",
                                rule: "multi-touch protocol B"))
                    }
                    state.contact = nil
                    state.began = false
                }
                state.tracking = line.value == -1 ? nil : line.value
                if line.value != -1, state.contact == nil {
                    state.contact = key()
                    state.began = true
                }
                slots[slot] = state
            case "ABS_MT_POSITION_X":
                slots[slot, default: Slot()].x = line.value
                slots[slot]?.moved = true
            case "ABS_MT_POSITION_Y":
                slots[slot, default: Slot()].y = line.value
                slots[slot]?.moved = true
            case "ABS_MT_PRESSURE": slots[slot, default: Slot()].pressure = line.value
            case "ABS_MT_TOUCH_MAJOR": slots[slot, default: Slot()].major = line.value
            case "SYN_REPORT":
                var contacts: [GeteventContact] = []
                // A contact that began and lifted within this frame: began here, ended in a frame of
                // its own at the same time (a touch has one phase per event).
                var liftedAfter: [GeteventContact] = []
                for index in slots.keys.sorted() {
                    guard var state = slots[index] else { continue }
                    if let lifted = state.lifted {
                        let ended = GeteventContact(
                            key: lifted.key, phase: .ended, x: lifted.x, y: lifted.y, pressure: nil, major: nil)
                        if state.liftedBegan {
                            contacts.append(
                                GeteventContact(
                                    key: lifted.key, phase: .began, x: lifted.x, y: lifted.y, pressure: state.pressure,
                                    major: state.major))
                            liftedAfter.append(ended)
                        } else {
                            contacts.append(ended)
                        }
                        state.lifted = nil
                        state.liftedBegan = false
                    }
                    if let contact = state.contact {
                        guard let x = state.x, let y = state.y else {
                            problem = ImportProblem(
                                file: file, line: line.number,
                                message: "a contact began in slot \(index) without a position",
                                rule: "multi-touch protocol B")
                            return nil
                        }
                        if state.began || state.moved {
                            contacts.append(
                                GeteventContact(
                                    key: contact, phase: state.began ? .began : .moved, x: x, y: y,
                                    pressure: state.pressure, major: state.major))
                        }
                    }
                    state.began = false
                    state.moved = false
                    slots[index] = state
                }
                frames.append(GeteventFrame(line: line.number, time: line.time, contacts: contacts))
                if !liftedAfter.isEmpty {
                    frames.append(GeteventFrame(line: line.number, time: line.time, contacts: liftedAfter))
                }
            default: break
            }
        }
        return frames
    }

    /// SYN_MT_REPORT records: a contact is known by its tracking id (or its place in the frame) and
    /// lifts by being absent from the next frame; an empty record means nothing.
    private mutating func protocolA(_ lines: [GeteventLine]) -> [GeteventFrame]? {
        var record: [String: Int64] = [:]
        var records: [[String: Int64]] = []
        var previous: [ContactIdentity: (key: Int, x: Int64, y: Int64)] = [:]
        var warnedDuplicate = false
        var frames: [GeteventFrame] = []
        for line in lines {
            switch line.code {
            case "ABS_MT_TRACKING_ID", "ABS_MT_POSITION_X", "ABS_MT_POSITION_Y", "ABS_MT_PRESSURE",
                "ABS_MT_TOUCH_MAJOR":
                record[line.code] = line.value
            case "SYN_MT_REPORT":
                if !record.isEmpty { records.append(record) }
                record = [:]
            case "SYN_REPORT":
                if !record.isEmpty { records.append(record) }
                record = [:]
                var contacts: [GeteventContact] = []
                var current: [ContactIdentity: (key: Int, x: Int64, y: Int64)] = [:]
                for (index, values) in records.enumerated() {
                    guard let x = values["ABS_MT_POSITION_X"], let y = values["ABS_MT_POSITION_Y"] else {
                        problem = ImportProblem(
                            file: file, line: line.number, message: "a contact without ABS_MT_POSITION_X and _Y",
                            rule: "multi-touch protocol A")
                        return nil
                    }
                    let tracking = values["ABS_MT_TRACKING_ID"] ?? Int64(index)
                    if tracking == -1 { continue }
                    // The same tracking id twice in a frame is two fingers, not one: the second is
                    // told apart by its place among the records that share the id.
                    var identity = ContactIdentity(tracking: tracking, occurrence: 0)
                    while current[identity] != nil { identity.occurrence += 1 }
                    if identity.occurrence == 1, !warnedDuplicate {
                        warnedDuplicate = true
                        warnings.append(
                            ImportProblem(
                                severity: .warning, file: file, line: line.number,
                                message:
                                    "tracking id \(tracking) appears twice in one frame; each record is kept as its own finger",
                                rule: "multi-touch protocol A"))
                    }
                    if let known = previous[identity] {
                        current[identity] = (known.key, x, y)
                        if known.x != x || known.y != y {
                            contacts.append(
                                GeteventContact(
                                    key: known.key, phase: .moved, x: x, y: y, pressure: values["ABS_MT_PRESSURE"],
                                    major: values["ABS_MT_TOUCH_MAJOR"]))
                        }
                    } else {
                        let contact = key()
                        current[identity] = (contact, x, y)
                        contacts.append(
                            GeteventContact(
                                key: contact, phase: .began, x: x, y: y, pressure: values["ABS_MT_PRESSURE"],
                                major: values["ABS_MT_TOUCH_MAJOR"]))
                    }
                }
                for (identity, gone) in previous.sorted(by: { $0.value.key < $1.value.key })
                where current[identity] == nil {
                    contacts.append(
                        GeteventContact(key: gone.key, phase: .ended, x: gone.x, y: gone.y, pressure: nil, major: nil))
                }
                previous = current
                records = []
                frames.append(GeteventFrame(line: line.number, time: line.time, contacts: contacts))
            default: break
            }
        }
        return frames
    }

    /// BTN_TOUCH with ABS_X and ABS_Y: one contact.
    private mutating func singleTouch(_ lines: [GeteventLine]) -> [GeteventFrame]? {
        var x: Int64?
        var y: Int64?
        var pressure: Int64?
        var touching = false
        var wentDown = false
        var contact: Int?
        var moved = false
        var frames: [GeteventFrame] = []
        for line in lines {
            switch line.code {
            case "ABS_X":
                x = line.value
                moved = true
            case "ABS_Y":
                y = line.value
                moved = true
            case "ABS_PRESSURE": pressure = line.value
            case "BTN_TOUCH":
                touching = line.value != 0
                if touching { wentDown = true }
            case "SYN_REPORT":
                var contacts: [GeteventContact] = []
                defer { wentDown = false }
                if !touching, wentDown, contact == nil {
                    // Down and up within one frame: a tap, began here and ended in a frame of its own.
                    guard let x, let y else {
                        warnings.append(
                            ImportProblem(
                                severity: .warning, file: file, line: line.number,
                                message: "a touch went down and up without ABS_X and ABS_Y; it is not in the trace",
                                rule: "single-touch devices"))
                        frames.append(GeteventFrame(line: line.number, time: line.time, contacts: []))
                        continue
                    }
                    let tap = key()
                    frames.append(
                        GeteventFrame(
                            line: line.number, time: line.time,
                            contacts: [
                                GeteventContact(key: tap, phase: .began, x: x, y: y, pressure: pressure, major: nil)
                            ]))
                    frames.append(
                        GeteventFrame(
                            line: line.number, time: line.time,
                            contacts: [GeteventContact(key: tap, phase: .ended, x: x, y: y, pressure: nil, major: nil)])
                    )
                    moved = false
                    continue
                }
                if touching, contact == nil {
                    guard let x, let y else {
                        problem = ImportProblem(
                            file: file, line: line.number, message: "BTN_TOUCH DOWN without ABS_X and ABS_Y",
                            rule: "single-touch devices")
                        return nil
                    }
                    let new = key()
                    contact = new
                    contacts.append(
                        GeteventContact(key: new, phase: .began, x: x, y: y, pressure: pressure, major: nil))
                } else if let current = contact, let x, let y {
                    if !touching {
                        contacts.append(
                            GeteventContact(key: current, phase: .ended, x: x, y: y, pressure: nil, major: nil))
                        contact = nil
                    } else if moved {
                        contacts.append(
                            GeteventContact(key: current, phase: .moved, x: x, y: y, pressure: pressure, major: nil))
                    }
                }
                moved = false
                frames.append(GeteventFrame(line: line.number, time: line.time, contacts: contacts))
            default: break
            }
        }
        return frames
    }
}
