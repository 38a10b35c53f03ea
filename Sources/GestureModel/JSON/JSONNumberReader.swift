/// Reads JSON numbers straight from their bytes, correctly rounded. A number with at most 19
/// significant digits and an exponent within ±22 is exact here: a whole mantissa up to 2^53 scaled
/// once by an exact power of ten is one correctly rounded operation (Clinger); a longer mantissa,
/// such as a Float written as a Double by a recorder, is scaled by 5^|exponent| in 128-bit integer
/// arithmetic and rounded once (`scaled`). Anything else goes through the standard library's
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

    /// 5^exponent for 0…22 (below 2^52), a constant table as `powerOfTen`.
    @inline(__always)
    static func powerOfFive(_ exponent: Int) -> UInt64 {
        switch exponent {
        case 0: 1
        case 1: 5
        case 2: 25
        case 3: 125
        case 4: 625
        case 5: 3125
        case 6: 15625
        case 7: 78125
        case 8: 390625
        case 9: 1_953_125
        case 10: 9_765_625
        case 11: 48_828_125
        case 12: 244_140_625
        case 13: 1_220_703_125
        case 14: 6_103_515_625
        case 15: 30_517_578_125
        case 16: 152_587_890_625
        case 17: 762_939_453_125
        case 18: 3_814_697_265_625
        case 19: 19_073_486_328_125
        case 20: 95_367_431_640_625
        case 21: 476_837_158_203_125
        case 22: 2_384_185_791_015_625
        default: 1
        }
    }

    /// mantissa · 10^exponent correctly rounded, for |exponent| ≤ 22 and any 64-bit mantissa.
    ///
    /// 10^e = 5^e · 2^e and a power of two only moves the binary exponent, so the rounding is that
    /// of mantissa · 5^e or mantissa / 5^e. Both are formed exactly as a 64-bit integer of at least
    /// 55 significant bits plus a sticky bit (set when anything nonzero lies below it): converting
    /// that integer to Double rounds to nearest, ties to even, exactly as the real number would,
    /// because the sticky bit sits at least two places below the last kept bit.
    static func scaled(_ mantissa: UInt64, exponent: Int) -> Double {
        guard mantissa != 0 else { return 0 }
        if exponent >= 0 {
            let product = mantissa.multipliedFullWidth(by: powerOfFive(exponent))
            guard product.high != 0 else { return Double(product.low) * powerOfTwo(exponent) }
            // The top 64 bits of the 128-bit product, the bits below them folded into a sticky bit.
            let shift = 64 - product.high.leadingZeroBitCount
            let top = product.high << (64 - shift) | product.low >> shift
            let sticky: UInt64 = product.low << (64 - shift) != 0 ? 1 : 0
            return Double(top | sticky) * powerOfTwo(exponent + shift)
        }
        let divisor = powerOfFive(-exponent)
        // The numerator is mantissa · 2^shift with shift chosen so that it stays below divisor · 2^64
        // (the quotient fits 64 bits) and the quotient has at least 62 significant bits.
        let shift = 63 + (64 - divisor.leadingZeroBitCount) - (64 - mantissa.leadingZeroBitCount)
        let numerator: (high: UInt64, low: UInt64) =
            shift >= 64 ? (mantissa << (shift - 64), 0) : (mantissa >> (64 - shift), mantissa << shift)
        let (quotient, remainder) = divisor.dividingFullWidth(numerator)
        let sticky: UInt64 = remainder != 0 ? 1 : 0
        return Double(quotient | sticky) * powerOfTwo(exponent - shift)
    }

    /// 2^exponent for exponents well inside the normal range.
    @inline(__always)
    static func powerOfTwo(_ exponent: Int) -> Double {
        Double(sign: .plus, exponent: exponent, significand: 1)
    }

    /// The JSON number at `index`, which moves past it; nil (the index somewhere inside) when the
    /// bytes there are not a JSON number. Only the number's own bytes are read: what follows it is
    /// the caller's to check. Inlined into each scanner: every number of a trace is read here.
    @inline(__always)
    static func read(_ bytes: UnsafeBufferPointer<UInt8>, at index: inout Int) -> Double? {
        let start = index
        var negative = false
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") {
            negative = true
            index += 1
        }
        // Every digit goes into the mantissa (wrapping past 19 digits); how many significant digits
        // there were decides afterwards whether it is exact.
        var mantissa: UInt64 = 0
        let integerStart = index
        while index < bytes.count {
            let digit = bytes[index] &- 0x30
            guard digit < 10 else { break }
            mantissa = mantissa &* 10 &+ UInt64(digit)
            index += 1
        }
        let integerDigits = index - integerStart
        guard integerDigits > 0 else { return nil }
        if integerDigits > 1, bytes[integerStart] == 0x30 { return nil }
        var fractionDigits = 0
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            let fractionStart = index
            while index < bytes.count {
                let digit = bytes[index] &- 0x30
                guard digit < 10 else { break }
                mantissa = mantissa &* 10 &+ UInt64(digit)
                index += 1
            }
            fractionDigits = index - fractionStart
            guard fractionDigits > 0 else { return nil }
        }
        let mantissaEnd = index
        var exponent = -fractionDigits
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
        var significantDigits = integerDigits + fractionDigits
        if significantDigits > 19 {
            // Leading zeros (0.000…) add nothing to the mantissa.
            var position = integerStart
            while position < mantissaEnd, bytes[position] == 0x30 || bytes[position] == UInt8(ascii: ".") {
                if bytes[position] == 0x30 { significantDigits -= 1 }
                position += 1
            }
        }
        // Up to 19 significant digits every digit is in the mantissa (below 10^19 < 2^64).
        if significantDigits <= 19 && abs(exponent) <= 22 {
            var value: Double
            if mantissa <= 1 << 53 {
                value = Double(mantissa)
                value = exponent < 0 ? value / powerOfTen(-exponent) : value * powerOfTen(exponent)
            } else {
                value = scaled(mantissa, exponent: exponent)
            }
            return negative ? -value : value
        }
        return longNumber(UnsafeBufferPointer(rebasing: bytes[start..<index]))
    }

    /// A number past the exact cases, by the standard library's correctly rounded conversion; out
    /// of line, so that `read`, inlined into every scanner that reads numbers, stays small.
    @inline(never)
    static func longNumber(_ text: UnsafeBufferPointer<UInt8>) -> Double? {
        Double(String(decoding: text, as: UTF8.self))
    }
}
