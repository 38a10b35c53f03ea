/// Reads JSON numbers straight from their bytes: exact when a number has at most 15 significant
/// digits and a small exponent (the common case: a whole mantissa below 10^15 scaled once by an
/// exact power of ten is one correctly rounded operation), else through the standard library's
/// correctly rounded conversion. The fast trace decoder and the JSON parser both read numbers here.
enum JSONNumberReader {
    /// 10^exponent for 0…22, each exactly representable; a switch (a constant table) rather than
    /// a static array, which costs a lazy-initialization check on every number.
    @inline(__always)
    static func powerOfTen(_ exponent: Int) -> Double {
        switch exponent {
        case 0: 1e0
        case 1: 1e1
        case 2: 1e2
        case 3: 1e3
        case 4: 1e4
        case 5: 1e5
        case 6: 1e6
        case 7: 1e7
        case 8: 1e8
        case 9: 1e9
        case 10: 1e10
        case 11: 1e11
        case 12: 1e12
        case 13: 1e13
        case 14: 1e14
        case 15: 1e15
        case 16: 1e16
        case 17: 1e17
        case 18: 1e18
        case 19: 1e19
        case 20: 1e20
        case 21: 1e21
        case 22: 1e22
        default: 1
        }
    }

    /// The JSON number at `index`, which moves past it; nil (the index somewhere inside) when the
    /// bytes there are not a JSON number. Only the number's own bytes are read: what follows it is
    /// the caller's to check.
    static func read(_ bytes: UnsafeBufferPointer<UInt8>, at index: inout Int) -> Double? {
        let start = index
        var negative = false
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") {
            negative = true
            index += 1
        }
        var mantissa: Int64 = 0
        var digits = 0
        var exponent = 0
        guard index < bytes.count, bytes[index] >= 0x30, bytes[index] <= 0x39 else { return nil }
        if bytes[index] == 0x30 {
            index += 1
            if index < bytes.count, bytes[index] >= 0x30, bytes[index] <= 0x39 { return nil }
        } else {
            while index < bytes.count, bytes[index] >= 0x30, bytes[index] <= 0x39 {
                if digits < 18 { mantissa = mantissa * 10 + Int64(bytes[index] - 0x30) } else { exponent += 1 }
                if mantissa != 0 { digits += 1 }
                index += 1
            }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard index < bytes.count, bytes[index] >= 0x30, bytes[index] <= 0x39 else { return nil }
            while index < bytes.count, bytes[index] >= 0x30, bytes[index] <= 0x39 {
                if digits < 18 {
                    mantissa = mantissa * 10 + Int64(bytes[index] - 0x30)
                    exponent -= 1
                    if mantissa != 0 { digits += 1 }
                }
                index += 1
            }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            var exponentNegative = false
            if index < bytes.count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") {
                exponentNegative = bytes[index] == UInt8(ascii: "-")
                index += 1
            }
            guard index < bytes.count, bytes[index] >= 0x30, bytes[index] <= 0x39 else { return nil }
            var value = 0
            while index < bytes.count, bytes[index] >= 0x30, bytes[index] <= 0x39 {
                if value < 100_000 { value = value * 10 + Int(bytes[index] - 0x30) }
                index += 1
            }
            exponent += exponentNegative ? -value : value
        }
        if digits <= 15 && abs(exponent) <= 22 {
            var value = Double(mantissa)
            value = exponent < 0 ? value / powerOfTen(-exponent) : value * powerOfTen(exponent)
            return negative ? -value : value
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        return Double(text)
    }
}
