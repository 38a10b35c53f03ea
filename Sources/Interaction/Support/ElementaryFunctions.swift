extension Double {
    // Elementary functions without Foundation, accurate to double precision for the ranges used here.
    var exp: Double {
        if isNaN { return .nan }
        if self < -745 { return 0 }
        if self > 709 { return .infinity }
        // exp(x) = 2^k · exp(r), |r| ≤ ln2/2, with a Taylor series for exp(r).
        let ln2 = 0.693_147_180_559_945_3
        let k = (self / ln2).rounded()
        let r = self - k * ln2
        var term = 1.0
        var sum = 1.0
        for n in 1 ... 20 {
            term *= r / Double(n)
            // Below a quarter of the sum's ulp a term cannot move the sum in either direction,
            // and every later term is smaller (|r| < 1): the sum is final, as if all 20 were added.
            if abs(term) < sum.ulp / 4 { break }
            sum += term
        }
        return sum * Double(sign: .plus, exponent: Int(k), significand: 1)
    }

    var sine: Double {
        let twoPi = 2 * Double.pi
        var x = self.truncatingRemainder(dividingBy: twoPi)
        if x > .pi { x -= twoPi } else if x < -.pi { x += twoPi }
        var term = x
        var sum = x
        for n in 1 ... 15 {
            term *= -x * x / Double((2 * n) * (2 * n + 1))
            // From the second term on each is smaller than the last (|x| ≤ π), so one below a
            // quarter of the sum's ulp ends the series exactly as adding all 15 would.
            if n >= 2, abs(term) < sum.ulp / 4 { break }
            sum += term
        }
        return sum
    }

    var cosine: Double { (self + .pi / 2).sine }
}
