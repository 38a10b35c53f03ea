/// Writes JSON values deterministically: members in their stored order, numbers in the
/// shortest form that reads back to the same Double, two-space indentation when pretty.
public enum JSONWriter {
    public static func string(_ value: JSONValue, pretty: Bool = true) -> String {
        var output = ""
        write(value, into: &output, indent: pretty ? 0 : nil)
        return output
    }

    /// One line with a space after each comma and colon, as people write a small value by hand.
    public static func line(_ value: JSONValue) -> String {
        var output = ""
        writeInline(value, into: &output)
        return output
    }

    public static func write(_ value: JSONValue, into output: inout String, indent: Int?) {
        switch value {
        case .null: output += "null"
        case .bool(let flag): output += flag ? "true" : "false"
        case .number(let number): output += formatNumber(number)
        case .string(let text): writeString(text, into: &output)
        case .array(let elements):
            if elements.isEmpty {
                output += "[]"
                return
            }
            // Arrays of plain scalars stay on one line, and a small object in an array takes one
            // line of its own: a progress sample reads as one row.
            let flat = indent == nil || elements.allSatisfy(\.isScalar)
            output += "["
            for (position, element) in elements.enumerated() {
                if position > 0 { output += flat && indent != nil ? ", " : "," }
                if !flat, let indent { newline(indent + 1, into: &output) }
                if flat {
                    write(element, into: &output, indent: nil)
                } else if element.isCompact {
                    writeInline(element, into: &output)
                } else {
                    write(element, into: &output, indent: indent.map { $0 + 1 })
                }
            }
            if !flat, let indent { newline(indent, into: &output) }
            output += "]"
        case .object(let object):
            if object.members.isEmpty {
                output += "{}"
                return
            }
            // A small object of scalars (a size, a vector) stays on one line.
            if indent != nil, object.members.count <= 4, object.members.allSatisfy(\.value.isScalar) {
                writeInline(value, into: &output)
                return
            }
            output += "{"
            for (position, member) in object.members.enumerated() {
                if position > 0 { output += "," }
                if let indent { newline(indent + 1, into: &output) }
                writeString(member.key, into: &output)
                output += indent == nil ? ":" : ": "
                write(member.value, into: &output, indent: indent.map { $0 + 1 })
            }
            if let indent { newline(indent, into: &output) }
            output += "}"
        }
    }

    /// A finite number in the shortest round-tripping form; integers without a fraction.
    /// Non-finite values have no JSON form and are written as null.
    public static func formatNumber(_ number: Double) -> String {
        guard number.isFinite else { return "null" }
        if number == number.rounded(), abs(number) < 1e15 {
            return String(Int64(number))
        }
        return number.description
    }

    /// One line with a space after each separator: `{"t": 0.1, "v": {"x": 1, "y": 2}}`.
    private static func writeInline(_ value: JSONValue, into output: inout String) {
        switch value {
        case .object(let object):
            output += "{"
            for (position, member) in object.members.enumerated() {
                if position > 0 { output += ", " }
                writeString(member.key, into: &output)
                output += ": "
                writeInline(member.value, into: &output)
            }
            output += "}"
        case .array(let elements):
            output += "["
            for (position, element) in elements.enumerated() {
                if position > 0 { output += ", " }
                writeInline(element, into: &output)
            }
            output += "]"
        case .null, .bool, .number, .string:
            write(value, into: &output, indent: nil)
        }
    }

    private static func newline(_ level: Int, into output: inout String) {
        output += "\n"
        output += String(repeating: "  ", count: level)
    }

    private static func writeString(_ text: String, into output: inout String) {
        output += "\""
        // Most strings (keys, names) need no escape: appended whole, not a scalar at a time. The
        // characters a terminal acts on (`Unicode.Scalar.actsOnTerminal`) are escaped too, so JSON
        // on a terminal shows them as text.
        if !text.utf8.contains(where: {
            $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") || $0 == 0x7F || $0 == 0xC2 || $0 == 0xE2
        }) {
            output += text
            output += "\""
            return
        }
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case _ where scalar.actsOnTerminal:
                let hex = String(scalar.value, radix: 16)
                output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default:
                output.unicodeScalars.append(scalar)
            }
        }
        output += "\""
    }
}

extension JSONValue {
    /// An object of scalars, or of scalars and objects or arrays of scalars: short enough for one line.
    var isCompact: Bool {
        guard case .object(let object) = self else { return false }
        return object.members.allSatisfy { member in
            switch member.value {
            case .null, .bool, .number, .string: true
            case .object(let inner): inner.members.allSatisfy { $0.value.isScalar }
            case .array(let elements): elements.allSatisfy(\.isScalar)
            }
        }
    }

    var isScalar: Bool {
        switch self {
        case .null, .bool, .number, .string: true
        case .array, .object: false
        }
    }
}
