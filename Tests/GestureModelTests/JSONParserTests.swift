import Testing

@testable import GestureModel

@Suite("JSON parser")
struct JSONParserTests {
    @Test("reads every JSON type and keeps members in document order")
    func readsValues() throws {
        let value = try JSONParser.parse(#"{"b": [1, -2.5e2, true, false, null], "a": "x\u00e9\n", "c": {}}"#)
        guard case .object(let object) = value else {
            Issue.record("expected an object")
            return
        }
        #expect(object.keys == ["b", "a", "c"])
        #expect(object["b"] == .array([.number(1), .number(-250), .bool(true), .bool(false), .null]))
        #expect(object["a"] == .string("xé\n"))
        #expect(object["c"] == .object(JSONObject()))
    }

    @Test(
        "numbers are the correctly rounded doubles, sign of zero included, on the exact path and off it",
        arguments: [
            "0", "-0", "-0.0", "7", "-12", "0.1", "421.92", "0.008333", "-2.5E+3", "1e22", "1e23", "123456789012345",
            "1234567890123456", "12345678901234567890", "0.30000000000000004", "17.9999999999999999", "4.9e-324",
            "1.7976931348623157e308", "0.000000000000000000000000001", "1e400", "-1e400",
            // 17 and more significant digits (the 128-bit path), and halfway cases rounded to even.
            "-0.16999999999995907", "0.03000000000002956", "18446744073709551615", "9999999999999999999",
            "9007199254740993", "9007199254740995", "4503599627370496.5", "4503599627370497.5",
            "45035996273704965e-1", "1.00000000000000011102230246251565404236316680908203125", "9.999999999999999e22",
            "123456789.12345678e-22", "98765432109876543e5",
        ])
    func numbers(text: String) throws {
        guard case .array(let values) = try JSONParser.parse("[\(text)]"), case .number(let value)? = values.first
        else {
            Issue.record("not read as a number")
            return
        }
        let expected = try #require(Double(text))
        #expect(value.bitPattern == expected.bitPattern, "\(text): \(value) against \(expected)")
    }

    @Test("numbers of 16 to 19 significant digits, exponents within ±22, agree with Double(String) bit for bit")
    func longMantissas() {
        // A fixed xorshift sequence: the same numbers every run.
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> UInt64 {
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            return state
        }
        var mismatches: [String] = []
        for _ in 0..<20000 {
            let digitCount = 16 + Int(next() % 4)
            var digits = String(1 + next() % 9)
            for _ in 1..<digitCount { digits += String(next() % 10) }
            let point = Int(next() % UInt64(digitCount + 1))
            let exponent = Int(next() % 45) - 22
            var text = digits
            if point < digitCount { text.insert(".", at: text.index(text.startIndex, offsetBy: max(point, 1))) }
            if next() % 2 == 0 { text += "e\(exponent)" }
            if next() % 2 == 0 { text = "-" + text }
            let bytes = Array(text.utf8)
            var index = 0
            let read = bytes.withUnsafeBufferPointer { JSONNumberReader.read($0, at: &index) }
            guard let expected = Double(text), read?.bitPattern == expected.bitPattern, index == bytes.count else {
                mismatches.append(text)
                continue
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
    }

    @Test("decodes surrogate pairs")
    func surrogatePairs() throws {
        #expect(try JSONParser.parse(#""\ud83d\ude00""#) == .string("😀"))
    }

    @Test(
        "names the line and column of a syntax error",
        arguments: [
            ("{\n  \"a\": 1,\n  \"b\" 2\n}", 3, 7, "expected ':'"),
            ("[1, 2", 1, 6, "end of input"),
            ("{\"a\": 01}", 1, 8, "leading zero"),
            ("[1] x", 1, 5, "after the JSON value"),
            ("\"abc", 1, 5, "inside a string"),
        ])
    func syntaxErrors(text: String, line: Int, column: Int, fragment: String) {
        do {
            _ = try JSONParser.parse(text)
            Issue.record("parsed invalid JSON \(text)")
        } catch {
            #expect(error.line == line)
            #expect(error.column == column)
            #expect(error.message.contains(fragment), "\(error.message)")
        }
    }

    @Test(
        "rejects a string that is not UTF-8 at its first bad byte, with or without escapes before it; accepts every well-formed sequence",
        arguments: [
            ([0x22, 0x61, 0xFF, 0x22], 3, "0xFF"),  // a byte that never occurs in UTF-8
            ([0x22, 0xC0, 0xAF, 0x22], 2, "0xC0"),  // an overlong "/"
            ([0x22, 0xED, 0xA0, 0x80, 0x22], 2, "0xED"),  // an encoded surrogate
            ([0x22, 0xF4, 0x90, 0x80, 0x80, 0x22], 2, "0xF4"),  // past U+10FFFF
            ([0x22, 0x61, 0xE2, 0x82, 0x22], 3, "0xE2"),  // cut short by the closing quote
            ([0x22, 0x5C, 0x6E, 0x80, 0x22], 4, "0x80"),  // a continuation byte alone, after an escape
        ] as [([UInt8], Int, String)])
    func invalidUTF8(bytes: [UInt8], column: Int, byte: String) {
        do {
            _ = try JSONParser.parse(bytes)
            Issue.record("accepted invalid UTF-8 \(bytes)")
        } catch {
            #expect(error.message == "invalid UTF-8 in a string (byte \(byte))")
            #expect(error.line == 1)
            #expect(error.column == column)
        }
    }

    @Test("well-formed UTF-8 of every length reads back unchanged, escaped or not")
    func wellFormedUTF8() throws {
        let text = "A é € 😀 \u{10FFFF}"
        #expect(try JSONParser.parse("\"\(text)\"") == .string(text))
        #expect(try JSONParser.parse("\"\\n\(text)\"") == .string("\n" + text))
    }

    @Test("writes numbers in their shortest form and round-trips documents")
    func writerRoundTrip() throws {
        #expect(JSONWriter.formatNumber(1) == "1")
        #expect(JSONWriter.formatNumber(0.1) == "0.1")
        #expect(JSONWriter.formatNumber(-2.5) == "-2.5")
        #expect(JSONWriter.formatNumber(.nan) == "null")
        let document: JSONValue = .object(["k": .array([.number(1.25), .string("a\"b")]), "o": .object(["x": .null])])
        #expect(try JSONParser.parse(JSONWriter.string(document)) == document)
        #expect(try JSONParser.parse(JSONWriter.string(document, pretty: false)) == document)
    }
}
