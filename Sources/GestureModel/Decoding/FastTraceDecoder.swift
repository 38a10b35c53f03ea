/// The fast path of `TraceDecoder`: reads a well-formed trace straight from its bytes into flat
/// arrays, without building a JSON tree for the events (the bulk of every file).
///
/// It takes no decisions of its own: anything it does not expect, any broken rule, an escape in a
/// key, a duplicate or unknown field inside an event, returns nil, and the full validating decoder
/// runs instead and reports every problem. The header (everything but `events` and `observed`) is
/// parsed as JSON and read by the same code as the full path, so both paths give the same trace.
/// `observed` has a reader of its own (`FastObservedReader.swift`), bound by the same rule.
enum FastTraceDecoder {
    struct Events {
        var times: [Double]
        var starts: [Int]
        var samples: [TouchSample]
    }

    /// The header members (JSON), the events and the `observed` block when there is one, or nil to
    /// fall back.
    static func scan(
        _ bytes: UnsafeBufferPointer<UInt8>
    ) -> (header: JSONObject, events: Events, observed: ObservedBehaviour?)? {
        var scanner = Scanner(bytes: bytes)
        var header = JSONObject()
        var events: Events?
        var observed: ObservedBehaviour?
        var sawObserved = false
        scanner.skipSpace()
        guard scanner.take(UInt8(ascii: "{")) else { return nil }
        scanner.skipSpace()
        if scanner.take(UInt8(ascii: "}")) { return nil }
        while true {
            scanner.skipSpace()
            guard let key = scanner.plainText() else { return nil }
            scanner.skipSpace()
            guard scanner.take(UInt8(ascii: ":")) else { return nil }
            scanner.skipSpace()
            if key == "events" {
                guard events == nil, let parsed = scanner.events() else { return nil }
                events = parsed
            } else if key == "observed" {
                guard !sawObserved, let parsed = scanner.observed() else { return nil }
                observed = parsed
                sawObserved = true
            } else {
                guard let range = scanner.skipValue(),
                    let value = try? JSONParser.parse(UnsafeBufferPointer(rebasing: bytes[range]))
                else { return nil }
                header.members.append(JSONObject.Member(key: key, value: value))
            }
            scanner.skipSpace()
            if scanner.take(UInt8(ascii: ",")) { continue }
            guard scanner.take(UInt8(ascii: "}")) else { return nil }
            scanner.skipSpace()
            guard scanner.atEnd, let events else { return nil }
            return (header, events, observed)
        }
    }

    struct Scanner {
        let bytes: UnsafeBufferPointer<UInt8>
        var index = 0

        var atEnd: Bool { index >= bytes.count }

        /// Spaces, if any. Compact JSON has none between its tokens, so only the first byte is
        /// looked at here (every JSON space is at most 0x20) and the loop runs out of line.
        @inline(__always)
        mutating func skipSpace() {
            guard index < bytes.count, bytes[index] <= 0x20 else { return }
            skipSpaces()
        }

        /// The spaces from `index` on.
        @inline(never)
        mutating func skipSpaces() {
            while index < bytes.count {
                let byte = bytes[index]
                guard byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 else { return }
                index += 1
            }
        }

        mutating func take(_ byte: UInt8) -> Bool {
            guard index < bytes.count, bytes[index] == byte else { return false }
            index += 1
            return true
        }

        /// A string without escapes (a key, or a value such as a recognizer's kind).
        mutating func plainText() -> String? {
            guard let range = plainString() else { return nil }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
        }

        /// The byte range of a string without escapes or control characters, quotes excluded.
        @inline(__always)
        mutating func plainString() -> Range<Int>? {
            guard take(UInt8(ascii: "\"")) else { return nil }
            let start = index
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\"") {
                    index += 1
                    return start..<index - 1
                }
                // Escapes, control characters and anything beyond ASCII go to the full decoder,
                // which checks UTF-8 and names the place.
                if byte == UInt8(ascii: "\\") || byte < 0x20 || byte >= 0x80 { return nil }
                index += 1
            }
            return nil
        }

        /// Skips any JSON value, returning its byte range; the value itself is checked by the JSON
        /// parser afterwards.
        mutating func skipValue() -> Range<Int>? {
            let start = index
            guard index < bytes.count else { return nil }
            switch bytes[index] {
            case UInt8(ascii: "\""):
                return skipString() ? start..<index : nil
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                var depth = 0
                while index < bytes.count {
                    switch bytes[index] {
                    case UInt8(ascii: "\""):
                        guard skipString() else { return nil }
                        continue
                    case UInt8(ascii: "{"), UInt8(ascii: "["):
                        depth += 1
                    case UInt8(ascii: "}"), UInt8(ascii: "]"):
                        depth -= 1
                        if depth == 0 {
                            index += 1
                            return start..<index
                        }
                    default:
                        break
                    }
                    index += 1
                }
                return nil
            default:
                while index < bytes.count {
                    let byte = bytes[index]
                    if byte == UInt8(ascii: ",") || byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]")
                        || byte == 0x20
                        || byte == 0x0A || byte == 0x0D || byte == 0x09
                    {
                        break
                    }
                    index += 1
                }
                return start < index ? start..<index : nil
            }
        }

        /// Skips a string, escapes included, leaving the index after its closing quote.
        mutating func skipString() -> Bool {
            index += 1
            while index < bytes.count {
                switch bytes[index] {
                case UInt8(ascii: "\\"): index += 2
                case UInt8(ascii: "\""):
                    index += 1
                    return true
                default: index += 1
                }
            }
            return false
        }

        /// A JSON number (`JSONNumberReader`, which the JSON parser reads numbers with too).
        @inline(__always)
        mutating func number() -> Double? {
            JSONNumberReader.read(bytes, at: &index)
        }

        @inline(__always)
        func equals(_ range: Range<Int>, _ literal: StaticString) -> Bool {
            guard range.count == literal.utf8CodeUnitCount else { return false }
            for offset in 0..<range.count where bytes[range.lowerBound + offset] != literal.utf8Start[offset] {
                return false
            }
            return true
        }

        /// The key whose bytes `range` holds, among the keys of its length, with its place in
        /// the table; nil for none.
        @inline(__always)
        func key<Key: TraceKey>(_ range: Range<Int>, in table: KeyTable<Key>) -> (key: Key, place: Int)? {
            guard range.count < table.byLength.count else { return nil }
            for entry in table.byLength[range.count] where equals(range, entry.bytes) {
                return (entry.key, entry.place)
            }
            return nil
        }

        /// Whether the bytes of `range` are `expected`.
        @inline(__always)
        func equals(_ range: Range<Int>, _ expected: [UInt8]) -> Bool {
            guard range.count == expected.count else { return false }
            for offset in 0..<range.count where bytes[range.lowerBound + offset] != expected[offset] { return false }
            return true
        }

        /// The event key whose bytes `range` holds, or nil.
        @inline(__always)
        func eventKey(_ range: Range<Int>) -> EventKey? {
            key(range, in: EventKey.table)?.key
        }

        /// The touch key whose bytes `range` holds, or nil.
        @inline(__always)
        func touchKey(_ range: Range<Int>) -> TouchKey? {
            key(range, in: TouchKey.table)?.key
        }

        /// A phase, quotes included, compared as a whole (the common ones first).
        mutating func phase() -> TouchPhase? {
            if take(#""moved""#) { return .moved }
            if take(#""began""#) { return .began }
            if take(#""ended""#) { return .ended }
            if take(#""stationary""#) { return .stationary }
            if take(#""cancelled""#) { return .cancelled }
            return nil
        }

        /// `true` or `false` (taken), else nil (nothing taken).
        mutating func boolean() -> Bool? {
            if take("true") { return true }
            if take("false") { return false }
            return nil
        }

        /// `expected` at the index (taken) or not (nothing taken). With a literal the comparison is
        /// a few word compares against constants.
        @inline(__always)
        mutating func take(_ expected: StaticString) -> Bool {
            let count = expected.utf8CodeUnitCount
            guard bytes.count - index >= count else { return false }
            let found = UnsafeRawBufferPointer(bytes)
            let literal = UnsafeRawPointer(expected.utf8Start)
            var offset = 0
            /// Whether the next `Word`'s bytes match the literal's, moving past them if so.
            @inline(__always)
            func matches<Word: FixedWidthInteger>(_: Word.Type) -> Bool {
                guard
                    found.loadUnaligned(fromByteOffset: index + offset, as: Word.self)
                        == literal.loadUnaligned(fromByteOffset: offset, as: Word.self)
                else { return false }
                offset += MemoryLayout<Word>.size
                return true
            }
            while count - offset >= 8 { guard matches(UInt64.self) else { return false } }
            if count - offset >= 4, !matches(UInt32.self) { return false }
            if count - offset >= 2, !matches(UInt16.self) { return false }
            if count - offset >= 1, !matches(UInt8.self) { return false }
            index += count
            return true
        }

        /// The key `expected` (quotes included) and its colon, spaces allowed around them.
        @inline(__always)
        mutating func member(_ expected: StaticString) -> Bool {
            skipSpace()
            guard take(expected) else { return false }
            skipSpace()
            guard take(UInt8(ascii: ":")) else { return false }
            skipSpace()
            return true
        }

        /// A comma, spaces allowed before it.
        @inline(__always)
        mutating func comma() -> Bool {
            skipSpace()
            return take(UInt8(ascii: ","))
        }

        /// The events array, every rule checked; nil at the first thing out of the ordinary.
        mutating func events() -> Events? {
            guard take(UInt8(ascii: "[")) else { return nil }
            var events = Events(times: [], starts: [0], samples: [])
            events.times.reserveCapacity(bytes.count / 60)
            events.starts.reserveCapacity(bytes.count / 60)
            events.samples.reserveCapacity(bytes.count / 60)
            var lifecycle = TouchLifecycle()
            skipSpace()
            if take(UInt8(ascii: "]")) { return nil }
            while true {
                skipSpace()
                let eventStart = index
                let time: Double
                // The writer's order, {"t": T, "touches": [...]}, read without looking keys up.
                if let t = writerEventHead() {
                    guard t.isFinite, lifecycle.checkTime(t) == nil,
                        touches(into: &events.samples, lifecycle: &lifecycle)
                    else { return nil }
                    skipSpace()
                    guard take(UInt8(ascii: "}")) else { return nil }
                    time = t
                } else {
                    index = eventStart
                    guard let t = eventInAnyOrder(into: &events.samples, lifecycle: &lifecycle) else { return nil }
                    time = t
                }
                events.times.append(time)
                events.starts.append(events.samples.count)
                skipSpace()
                if take(UInt8(ascii: ",")) { continue }
                guard take(UInt8(ascii: "]")) else { return nil }
                return events
            }
        }

        /// An event's time and the `touches` key after it, in the writer's order: first as the
        /// writer spaces it (not at all, each run of punctuation and key one comparison of a few
        /// words), then with spaces anywhere; nil (nothing taken) otherwise.
        @inline(__always)
        mutating func writerEventHead() -> Double? {
            let start = index
            if take(#"{"t":"#), let t = number(), take(#","touches":"#) { return t }
            index = start
            if take(UInt8(ascii: "{")), member(#""t""#), let t = number(), comma(), member(#""touches""#) { return t }
            index = start
            return nil
        }

        /// An event's members in any order, looked up by key; its time.
        mutating func eventInAnyOrder(into samples: inout [TouchSample], lifecycle: inout TouchLifecycle) -> Double? {
            guard take(UInt8(ascii: "{")) else { return nil }
            var time: Double?
            var sawTouches = false
            while true {
                guard let range = memberKey(), let key = eventKey(range) else { return nil }
                switch key {
                case .t:
                    guard time == nil, let t = number(), t.isFinite, lifecycle.checkTime(t) == nil else { return nil }
                    time = t
                case .touches:
                    // Touch rules need the event's time first (lifecycle rules run in event order).
                    guard !sawTouches, time != nil, touches(into: &samples, lifecycle: &lifecycle) else { return nil }
                    sawTouches = true
                }
                skipSpace()
                if take(UInt8(ascii: ",")) { continue }
                guard take(UInt8(ascii: "}")) else { return nil }
                guard sawTouches else { return nil }
                return time
            }
        }

        /// A touch's fields as read, before any rule is checked.
        struct TouchFields {
            var id, x, y, force, majorRadius: Double?
            var phase: TouchPhase?
            var coalesced: Bool?
        }

        mutating func touches(into samples: inout [TouchSample], lifecycle: inout TouchLifecycle) -> Bool {
            guard take(UInt8(ascii: "[")) else { return false }
            skipSpace()
            if take(UInt8(ascii: "]")) { return false }
            var touchIndex = 0
            while true {
                skipSpace()
                let touchStart = index
                var fields: TouchFields
                // The writer's order, {"id": N, "phase": "P", "x": X, "y": Y} then any of force,
                // majorRadius and coalesced in that order, read without looking keys up: first as the
                // writer spaces it (not at all), then with spaces anywhere; anything else key by key.
                if let compact = compactTouch() {
                    fields = compact
                } else if take(UInt8(ascii: "{")), member(#""id""#), let id = number(), comma(),
                    member(#""phase""#),
                    let phase = phase(),
                    comma(), member(#""x""#), let x = number(), comma(), member(#""y""#), let y = number(),
                    let written = closes(UInt8(ascii: "}"))
                        ? TouchFields(id: id, x: x, y: y, phase: phase)
                        : writerOptionalFields(TouchFields(id: id, x: x, y: y, phase: phase))
                {
                    fields = written
                } else {
                    index = touchStart
                    guard let any = touchInAnyOrder() else { return false }
                    fields = any
                }
                guard let id = fields.id, let phase = fields.phase, let x = fields.x, let y = fields.y,
                    x.isFinite, abs(x) <= TraceDecoder.maximumPosition, y.isFinite,
                    abs(y) <= TraceDecoder.maximumPosition,
                    id == id.rounded(), abs(id) < TraceDecoder.idLimit, let wholeID = Int(exactly: id),
                    fields.force?.isFinite ?? true, fields.majorRadius?.isFinite ?? true,
                    lifecycle.check(id: wholeID, phase: phase, touchIndex: touchIndex) == nil
                else { return false }
                samples.append(
                    TouchSample(
                        id: wholeID, phase: phase, location: Point(x: x, y: y), force: fields.force,
                        majorRadius: fields.majorRadius,
                        coalesced: fields.coalesced ?? false))
                touchIndex += 1
                skipSpace()
                if take(UInt8(ascii: ",")) { continue }
                return take(UInt8(ascii: "]"))
            }
        }

        /// A touch in the writer's order with no space between its tokens, each run of
        /// punctuation and key one comparison of a few words; nil (nothing taken) otherwise.
        @inline(__always)
        mutating func compactTouch() -> TouchFields? {
            let start = index
            if take(#"{"id":"#), let id = number(), take(#","phase":"#), let phase = phase(), take(#","x":"#),
                let x = number(), take(#","y":"#), let y = number()
            {
                let fields = TouchFields(id: id, x: x, y: y, phase: phase)
                if take(UInt8(ascii: "}")) { return fields }
                if let optional = writerOptionalFields(fields) { return optional }
            }
            index = start
            return nil
        }

        /// After `y`, the optional touch fields in the writer's order (force, majorRadius, coalesced),
        /// each at most once, up to the touch's closing brace; nil for anything else.
        mutating func writerOptionalFields(_ fields: TouchFields) -> TouchFields? {
            var fields = fields
            guard comma() else { return nil }
            if member(#""force""#) {
                guard let force = number() else { return nil }
                fields.force = force
                guard !closes(UInt8(ascii: "}")) else { return fields }
                guard comma() else { return nil }
            }
            if member(#""majorRadius""#) {
                guard let majorRadius = number() else { return nil }
                fields.majorRadius = majorRadius
                guard !closes(UInt8(ascii: "}")) else { return fields }
                guard comma() else { return nil }
            }
            guard member(#""coalesced""#), let coalesced = boolean() else { return nil }
            fields.coalesced = coalesced
            return closes(UInt8(ascii: "}")) ? fields : nil
        }

        /// A key without escapes and its colon, spaces allowed around them.
        @inline(__always)
        mutating func memberKey() -> Range<Int>? {
            skipSpace()
            guard let key = plainString() else { return nil }
            skipSpace()
            guard take(UInt8(ascii: ":")) else { return nil }
            skipSpace()
            return key
        }

        /// `byte` (a closing brace or bracket), spaces allowed before it.
        @inline(__always)
        mutating func closes(_ byte: UInt8) -> Bool {
            skipSpace()
            return take(byte)
        }

        /// A touch's members in any order, looked up by key; nil for an unknown or repeated one.
        mutating func touchInAnyOrder() -> TouchFields? {
            guard take(UInt8(ascii: "{")) else { return nil }
            var fields = TouchFields()
            while true {
                guard let range = memberKey(), let key = touchKey(range) else { return nil }
                switch key {
                case .x:
                    guard fields.x == nil, let value = number() else { return nil }
                    fields.x = value
                case .y:
                    guard fields.y == nil, let value = number() else { return nil }
                    fields.y = value
                case .id:
                    guard fields.id == nil, let value = number() else { return nil }
                    fields.id = value
                case .phase:
                    guard fields.phase == nil, let value = self.phase() else { return nil }
                    fields.phase = value
                case .force:
                    guard fields.force == nil, let value = number() else { return nil }
                    fields.force = value
                case .majorRadius:
                    guard fields.majorRadius == nil, let value = number() else { return nil }
                    fields.majorRadius = value
                case .coalesced:
                    guard fields.coalesced == nil, let value = boolean() else { return nil }
                    fields.coalesced = value
                }
                skipSpace()
                if take(UInt8(ascii: ",")) { continue }
                guard take(UInt8(ascii: "}")) else { return nil }
                return fields
            }
        }
    }
}
