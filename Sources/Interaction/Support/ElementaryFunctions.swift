extension Double {
    // Elementary functions without Foundation, accurate to double precision for the ranges used here.
    var exp: Double {
        if isNaN { return .nan }
        if self < -745 { return 0 }
        if self > 709 { return .infinity }
        // exp(x) = 2^k · exp(r), |r| ≤ ln2/2, with exp(r)'s Taylor polynomial to degree 13 in
        // Horner form: the next term, |r|^14 / 14! < 5e-18, is below a quarter of the sum's ulp.
        let ln2 = 0.693_147_180_559_945_3
        // k = (x / ln2).rounded(), half away from zero, without the C library's round: adding and
        // taking away 1.5 · 2^52 rounds |x / ln2| < 1100 to the nearest whole number (ties to
        // even), and a tie, which is exactly representable here, then goes away from zero.
        let scaled = self / ln2
        let magic = 6_755_399_441_055_744.0
        var k = (scaled + magic) - magic
        if abs(scaled - k) == 0.5 { k = scaled + (scaled < 0 ? -0.5 : 0.5) }
        let r = self - k * ln2
        var sum = 1.6059043836821613e-10
        sum = sum * r + 2.08767569878681e-09
        sum = sum * r + 2.505210838544172e-08
        sum = sum * r + 2.755731922398589e-07
        sum = sum * r + 2.7557319223985893e-06
        sum = sum * r + 2.48015873015873e-05
        sum = sum * r + 0.0001984126984126984
        sum = sum * r + 0.001388888888888889
        sum = sum * r + 0.008333333333333333
        sum = sum * r + 0.041666666666666664
        sum = sum * r + 0.16666666666666666
        sum = sum * r + 0.5
        sum = sum * r + 1
        sum = sum * r + 1
        // 2^k: for a normal power of two its bits are the biased exponent alone, the same number
        // the general initializer makes (and still makes below 2^-1022, for subnormal results).
        let power =
            k >= -1022
            ? Double(bitPattern: UInt64(1023 + Int(k)) << 52) : Double(sign: .plus, exponent: Int(k), significand: 1)
        return sum * power
    }

    var sine: Double {
        let twoPi = 2 * Double.pi
        var x = fusedTruncatingRemainder(dividingBy: twoPi)
        if x > .pi { x -= twoPi } else if x < -.pi { x += twoPi }
        // The Taylor series to x^31/31!, every term added: once a term is below a quarter of the
        // sum's ulp, none after it changes the sum (each is smaller than the last for |x| ≤ π), so
        // ending there gives the same number, and looking for that term costs more than the terms.
        let minusSquare = -x * x
        var term = x
        var sum = x
        for n in 1...15 {
            term *= minusSquare / Double((2 * n) * (2 * n + 1))
            sum += term
        }
        return sum
    }

    /// self.truncatingRemainder(dividingBy: divisor), the same number, for a divisor > 0: below
    /// 2^52 divisors the quotient's whole part n is exact, and self − n·divisor, which is a double,
    /// is one fused multiply-add. A quotient rounded up to the next whole number shows as a
    /// negative remainder and is taken back by one. Anything else goes to the C library.
    func fusedTruncatingRemainder(dividingBy divisor: Double) -> Double {
        let magnitude = abs(self)
        if magnitude < divisor { return self }
        guard magnitude < divisor * 0x1p52 else { return truncatingRemainder(dividingBy: divisor) }
        var whole = Double(Int(magnitude / divisor))
        var rest = magnitude.addingProduct(-whole, divisor)
        if rest < 0 {
            whole -= 1
            rest = magnitude.addingProduct(-whole, divisor)
        }
        return self < 0 ? -rest : rest
    }

    var cosine: Double { (self + .pi / 2).sine }

    /// atan(x) for x ≥ 0: past 1 by π/2 − atan(1/x); then halved twice with
    /// atan(z) = 2·atan(z / (1 + √(1 + z²))), which leaves |z| ≤ tan(π/16) for the series.
    var arcTangent: Double {
        if isNaN { return .nan }
        if self < 0 { return -(-self).arcTangent }
        if self > 1 { return .pi / 2 - (1 / self).arcTangent }
        var z = self
        for _ in 0..<2 { z = z / (1 + (1 + z * z).squareRoot()) }
        var term = z
        var sum = z
        let square = z * z
        for n in 1...30 {
            term *= -square
            let next = term / Double(2 * n + 1)
            if abs(next) < sum.ulp / 4 { break }
            sum += next
        }
        return 4 * sum
    }

    /// ln(x) for x > 0 (NaN otherwise): x = m × 2^e with m in [√½, √2), then
    /// ln(m) = 2·atanh((m − 1)/(m + 1)), whose series needs |z| ≤ 0.172.
    var logarithm: Double {
        guard self > 0, isFinite else { return self == .infinity ? .infinity : .nan }
        var m = significand
        var e = Double(exponent)
        if m > 2.squareRoot() {
            m /= 2
            e += 1
        }
        let z = (m - 1) / (m + 1)
        let square = z * z
        var term = z
        var sum = z
        for n in 1...40 {
            term *= square
            let next = term / Double(2 * n + 1)
            if abs(next) < abs(sum).ulp / 4 { break }
            sum += next
        }
        return 2 * sum + e * 0.6931471805599453
    }
}

/// The angle of (x, y) from +x, in degrees, for y ≥ 0: 0 … 180.
func atan2Degrees(_ y: Double, _ x: Double) -> Double {
    let radians: Double =
        if x > 0 { (y / x).arcTangent } else if x < 0 { Double.pi - (y / -x).arcTangent } else {
            y > 0 ? Double.pi / 2 : 0
        }
    return radians * 180 / Double.pi
}
