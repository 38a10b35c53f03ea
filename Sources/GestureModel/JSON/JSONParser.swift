/// A strict RFC 8259 parser over UTF-8 bytes.
///
/// Written for the project rather than taken from Foundation: it keeps object members in
/// document order, it names the line and column of a syntax error, and it is several times
/// faster than JSONDecoder on trace-shaped input.
public struct JSONParser {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0
    private var depth = 0
    private static let maximumDepth = 512

    private init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// Parses one JSON document that must fill `bytes` (white space around it is allowed).
    public static func parse(_ bytes: some Collection<UInt8>) throws(JSONSyntaxError) -> JSONValue {
        if let result = bytes.withContiguousStorageIfAvailable({ parseResult($0) }) { return try result.get() }
        return try Array(bytes).withUnsafeBufferPointer { parseResult($0) }.get()
    }

    private static func parseResult(_ buffer: UnsafeBufferPointer<UInt8>) -> Result<JSONValue, JSONSyntaxError> {
        let result: Result<JSONValue, JSONSyntaxError> = { buffer in
            var parser = JSONParser(bytes: buffer)
            do {
                parser.skipWhitespace()
                let value = try parser.parseValue()
                parser.skipWhitespace()
                if parser.index < buffer.count {
                    throw parser.error("unexpected text after the JSON value")
                }
                return .success(value)
            } catch let error as JSONSyntaxError {
                return .failure(error)
            } catch {
                return .failure(JSONSyntaxError(message: "\(error)", line: 1, column: 1))
            }
        }(buffer)
        return result
    }

    public static func parse(_ text: String) throws(JSONSyntaxError) -> JSONValue {
        try parse(Array(text.utf8))
    }

    /// A top-level object whose array-valued members named `key` keep their elements as byte ranges
    /// rather than values: checked exactly as `parse` checks them (same errors, same places), but
    /// never all held at once. A trace's events are nearly all of a large file, and as values they
    /// take several times its size. Nil when the document is not an object (then use `parse`).
    public static func parseObject(
        _ bytes: UnsafeBufferPointer<UInt8>, streaming key: String
    ) -> Result<(object: JSONObject, streamed: [Range<Int>]?), JSONSyntaxError>? {
        var parser = JSONParser(bytes: bytes)
        parser.skipWhitespace()
        guard parser.peek() == UInt8(ascii: "{") else { return nil }
        do {
            var streamed: [Range<Int>]?
            let object = try parser.parseObject(streaming: key, streamed: &streamed)
            parser.skipWhitespace()
            if parser.index < bytes.count { throw parser.error("unexpected text after the JSON value") }
            return .success((object, streamed))
        } catch let error as JSONSyntaxError {
            return .failure(error)
        } catch {
            return .failure(JSONSyntaxError(message: "\(error)", line: 1, column: 1))
        }
    }

    /// Where each member of a top-level object stands: the byte range of each value, in document
    /// order, and the offset of the object's closing brace. Lets a tool rewrite one member and keep
    /// every other byte of the file.
    public static func topLevelMemberRanges(
        _ bytes: [UInt8]
    ) throws(JSONSyntaxError) -> (members: [(key: String, value: Range<Int>)], closingBrace: Int) {
        let result: Result<([(key: String, value: Range<Int>)], Int), JSONSyntaxError> = bytes.withUnsafeBufferPointer {
            buffer in
            var parser = JSONParser(bytes: buffer)
            do {
                parser.skipWhitespace()
                guard parser.peek() == UInt8(ascii: "{") else { throw parser.error("expected an object") }
                parser.index += 1
                var members: [(key: String, value: Range<Int>)] = []
                parser.skipWhitespace()
                if parser.peek() == UInt8(ascii: "}") { return .success((members, parser.index)) }
                while true {
                    parser.skipWhitespace()
                    guard parser.peek() == UInt8(ascii: "\"") else {
                        throw parser.error("expected a quoted field name")
                    }
                    let key = try parser.parseString()
                    parser.skipWhitespace()
                    guard parser.peek() == UInt8(ascii: ":") else { throw parser.error("expected ':'") }
                    parser.index += 1
                    parser.skipWhitespace()
                    let start = parser.index
                    _ = try parser.parseValue()
                    members.append((key, start..<parser.index))
                    parser.skipWhitespace()
                    switch parser.peek() {
                    case UInt8(ascii: ","): parser.index += 1
                    case UInt8(ascii: "}"): return .success((members, parser.index))
                    default: throw parser.error("expected ',' or '}' in an object")
                    }
                }
            } catch let error as JSONSyntaxError {
                return .failure(error)
            } catch {
                return .failure(JSONSyntaxError(message: "\(error)", line: 1, column: 1))
            }
        }
        let (members, brace) = try result.get()
        return (members, brace)
    }

    // MARK: - Values

    private mutating func parseValue() throws(JSONSyntaxError) -> JSONValue {
        guard index < bytes.count else { throw error("unexpected end of input, expected a value") }
        switch bytes[index] {
        case UInt8(ascii: "{"): return .object(try parseObject())
        case UInt8(ascii: "["): return .array(try parseArray())
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"):
            try expectLiteral("true")
            return .bool(true)
        case UInt8(ascii: "f"):
            try expectLiteral("false")
            return .bool(false)
        case UInt8(ascii: "n"):
            try expectLiteral("null")
            return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber())
        default: throw error("unexpected character \(describe(bytes[index])), expected a value")
        }
    }

    private mutating func parseObject() throws(JSONSyntaxError) -> JSONObject {
        var unused: [Range<Int>]?
        return try parseObject(streaming: nil, streamed: &unused)
    }

    /// An object; the elements of an array-valued member named `streaming` are checked and kept as
    /// byte ranges in `streamed` (the last such member's), and the member holds an empty array.
    private mutating func parseObject(
        streaming: String?, streamed: inout [Range<Int>]?
    ) throws(JSONSyntaxError) -> JSONObject {
        try enter()
        index += 1  // {
        var members: [JSONObject.Member] = []
        skipWhitespace()
        if peek() == UInt8(ascii: "}") {
            index += 1
            depth -= 1
            return JSONObject(members)
        }
        // Room for a trace's usual objects (a touch, a screen, a callback) in one allocation rather
        // than one per doubling.
        members.reserveCapacity(8)
        while true {
            skipWhitespace()
            guard peek() == UInt8(ascii: "\"") else { throw error("expected a quoted field name") }
            let key = try parseString()
            skipWhitespace()
            guard peek() == UInt8(ascii: ":") else { throw error("expected ':' after the field name \"\(key)\"") }
            index += 1
            skipWhitespace()
            let value: JSONValue
            if key == streaming, peek() == UInt8(ascii: "[") {
                var ranges: [Range<Int>]? = []
                _ = try parseArray(ranges: &ranges)
                streamed = ranges
                value = .array([])
            } else {
                if key == streaming { streamed = nil }
                value = try parseValue()
            }
            members.append(JSONObject.Member(key: key, value: value))
            skipWhitespace()
            switch peek() {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "}"):
                index += 1
                depth -= 1
                return JSONObject(members)
            case nil: throw error("unexpected end of input inside an object")
            default: throw error("expected ',' or '}' in an object")
            }
        }
    }

    private mutating func parseArray() throws(JSONSyntaxError) -> [JSONValue] {
        var noRanges: [Range<Int>]?
        return try parseArray(ranges: &noRanges)
    }

    /// An array; with `ranges`, each element is checked, then only its byte range kept.
    private mutating func parseArray(ranges: inout [Range<Int>]?) throws(JSONSyntaxError) -> [JSONValue] {
        try enter()
        index += 1  // [
        var elements: [JSONValue] = []
        skipWhitespace()
        if peek() == UInt8(ascii: "]") {
            index += 1
            depth -= 1
            return elements
        }
        while true {
            skipWhitespace()
            let start = index
            let element = try parseValue()
            if ranges != nil { ranges?.append(start..<index) } else { elements.append(element) }
            skipWhitespace()
            switch peek() {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "]"):
                index += 1
                depth -= 1
                return elements
            case nil: throw error("unexpected end of input inside an array")
            default: throw error("expected ',' or ']' in an array")
            }
        }
    }

    private mutating func enter() throws(JSONSyntaxError) {
        depth += 1
        if depth > Self.maximumDepth { throw error("nesting deeper than \(Self.maximumDepth) levels") }
    }

    private mutating func parseString() throws(JSONSyntaxError) -> String {
        index += 1  // opening quote
        let start = index
        // Fast path: no escapes.
        var ascii = true
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                if !ascii { try validateUTF8(start..<index) }
                let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
                index += 1
                return text
            }
            if byte == UInt8(ascii: "\\") { break }
            if byte < 0x20 { throw error("control character in a string") }
            if byte >= 0x80 { ascii = false }
            index += 1
        }
        if !ascii { try validateUTF8(start..<index) }
        var scalars = Array(UnsafeBufferPointer(rebasing: bytes[start..<index]))
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                return String(decoding: scalars, as: UTF8.self)
            case UInt8(ascii: "\\"):
                index += 1
                guard index < bytes.count else { break }
                let escape = bytes[index]
                index += 1
                switch escape {
                case UInt8(ascii: "\""): scalars.append(0x22)
                case UInt8(ascii: "\\"): scalars.append(0x5C)
                case UInt8(ascii: "/"): scalars.append(0x2F)
                case UInt8(ascii: "b"): scalars.append(0x08)
                case UInt8(ascii: "f"): scalars.append(0x0C)
                case UInt8(ascii: "n"): scalars.append(0x0A)
                case UInt8(ascii: "r"): scalars.append(0x0D)
                case UInt8(ascii: "t"): scalars.append(0x09)
                case UInt8(ascii: "u"):
                    var code = try parseHex4()
                    if (0xD800...0xDBFF).contains(code) {
                        guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
                            bytes[index + 1] == UInt8(ascii: "u")
                        else { throw error("unpaired UTF-16 surrogate in a \\u escape") }
                        index += 2
                        let low = try parseHex4()
                        guard (0xDC00...0xDFFF).contains(low) else {
                            throw error("unpaired UTF-16 surrogate in a \\u escape")
                        }
                        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                    } else if (0xDC00...0xDFFF).contains(code) {
                        throw error("unpaired UTF-16 surrogate in a \\u escape")
                    }
                    guard let scalar = Unicode.Scalar(code) else { throw error("invalid \\u escape") }
                    scalars.append(contentsOf: Array(String(Character(scalar)).utf8))
                default:
                    index -= 1
                    throw error("invalid escape \\\(describe(escape)) in a string")
                }
            default:
                if byte < 0x20 { throw error("control character in a string") }
                if byte >= 0x80 {
                    // One whole UTF-8 sequence, checked before it is copied.
                    let length = Self.utf8SequenceLength(bytes, at: index)
                    guard length > 0 else {
                        throw error("invalid UTF-8 in a string (byte 0x\(String(byte, radix: 16, uppercase: true)))")
                    }
                    scalars.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[index..<index + length]))
                    index += length
                } else {
                    scalars.append(byte)
                    index += 1
                }
            }
        }
        throw error("unexpected end of input inside a string")
    }

    /// Throws at the first byte of `range` that does not begin a well-formed UTF-8 sequence (RFC 3629:
    /// no overlong forms, no surrogates, nothing past U+10FFFF). JSON text is UTF-8 (RFC 8259, section 8.1),
    /// and a replaced character would silently change a name.
    private mutating func validateUTF8(_ range: Range<Int>) throws(JSONSyntaxError) {
        var position = range.lowerBound
        while position < range.upperBound {
            if bytes[position] < 0x80 {
                position += 1
                continue
            }
            let length = Self.utf8SequenceLength(bytes, at: position)
            guard length > 0, position + length <= range.upperBound else {
                index = position
                throw error("invalid UTF-8 in a string (byte 0x\(String(bytes[position], radix: 16, uppercase: true)))")
            }
            position += length
        }
    }

    /// The length of the well-formed UTF-8 sequence starting at `position`, or 0.
    static func utf8SequenceLength(_ bytes: UnsafeBufferPointer<UInt8>, at position: Int) -> Int {
        let lead = bytes[position]
        let length: Int
        var second: ClosedRange<UInt8> = 0x80...0xBF
        switch lead {
        case 0x00...0x7F: return 1
        case 0xC2...0xDF: length = 2
        case 0xE0:
            length = 3
            second = 0xA0...0xBF
        case 0xED:
            length = 3
            second = 0x80...0x9F
        case 0xE1...0xEF: length = 3
        case 0xF0:
            length = 4
            second = 0x90...0xBF
        case 0xF4:
            length = 4
            second = 0x80...0x8F
        case 0xF1...0xF3: length = 4
        default: return 0
        }
        guard position + length <= bytes.count, second.contains(bytes[position + 1]) else { return 0 }
        for offset in 2..<length where !(0x80...0xBF).contains(bytes[position + offset]) { return 0 }
        return length
    }

    private mutating func parseHex4() throws(JSONSyntaxError) -> UInt32 {
        guard index + 4 <= bytes.count else { throw error("unexpected end of input in a \\u escape") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[index]
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default: throw error("invalid hexadecimal digit in a \\u escape")
            }
            value = value * 16 + digit
            index += 1
        }
        return value
    }

    private mutating func parseNumber() throws(JSONSyntaxError) -> Double {
        var end = index
        if let value = JSONNumberReader.read(bytes, at: &end) {
            index = end
            return value
        }
        // Not a number: read again here to name what is wrong, and where.
        let start = index
        if peek() == UInt8(ascii: "-") { index += 1 }
        guard let first = peek(), isDigit(first) else { throw error("expected a digit in a number") }
        if first == UInt8(ascii: "0") {
            index += 1
            if let next = peek(), isDigit(next) { throw error("a number may not start with a leading zero") }
        } else {
            while let next = peek(), isDigit(next) { index += 1 }
        }
        if peek() == UInt8(ascii: ".") {
            index += 1
            guard let next = peek(), isDigit(next) else { throw error("expected a digit after '.' in a number") }
            while let next = peek(), isDigit(next) { index += 1 }
        }
        if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
            index += 1
            if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { index += 1 }
            guard let next = peek(), isDigit(next) else { throw error("expected a digit in a number's exponent") }
            while let next = peek(), isDigit(next) { index += 1 }
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        guard let value = Double(text) else { throw error("number \(text) cannot be read") }
        return value
    }

    private mutating func expectLiteral(_ literal: StaticString) throws(JSONSyntaxError) {
        let count = literal.utf8CodeUnitCount
        guard index + count <= bytes.count else { throw error("unexpected end of input, expected \(literal)") }
        for offset in 0..<count where bytes[index + offset] != literal.utf8Start[offset] {
            throw error("unexpected text, expected \(literal)")
        }
        index += count
    }

    // MARK: - Helpers

    private func peek() -> UInt8? {
        index < bytes.count ? bytes[index] : nil
    }

    private func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            default: return
            }
        }
    }

    private func describe(_ byte: UInt8) -> String {
        byte >= 0x20 && byte < 0x7F ? "'\(Character(Unicode.Scalar(byte)))'" : "byte 0x\(String(byte, radix: 16))"
    }

    /// An error at the current position, with its line and column counted from the start.
    private func error(_ message: String) -> JSONSyntaxError {
        var line = 1
        var column = 1
        for position in 0..<min(index, bytes.count) {
            if bytes[position] == 0x0A {
                line += 1
                column = 1
            } else if bytes[position] & 0xC0 != 0x80 {
                column += 1
            }
        }
        return JSONSyntaxError(message: message, line: line, column: column)
    }
}
