/// Weighted least squares by classical Gram–Schmidt, as Android (Float, 1e-6) and Flutter
/// (Double, 1e-10) both solve it. Returns the coefficients b[0…degree], or nil when a column's
/// norm falls below `tolerance`.
enum LeastSquares {
    static func fit<T: BinaryFloatingPoint>(x: [T], y: [T], weights: [T], degree: Int, tolerance: T) -> [T]? {
        guard x.count >= degree + 1 else { return nil }
        var b = [T](repeating: 0, count: degree + 1)
        let solved = x.withUnsafeBufferPointer { x in
            y.withUnsafeBufferPointer { y in
                weights.withUnsafeBufferPointer { weights in
                    b.withUnsafeMutableBufferPointer { b in
                        fit(x: x, ys: y, weights: weights, degree: degree, tolerance: tolerance, into: b)
                    }
                }
            }
        }
        return solved ? b : nil
    }

    /// The same fit over buffers, its work space on the stack: no allocation. `ys` holds one or
    /// more series of `x.count` values, one after the other, each fitted against the same x and
    /// weights into the next `degree + 1` coefficients of `b`: the factorization depends on x and
    /// the weights alone, so it is made once and each series gets the numbers its own fit would.
    /// `weights` empty means every weight is 1 (a product with 1 is exact, so the result is the
    /// same). False when a column's norm falls below `tolerance` or there are fewer points than
    /// coefficients.
    static func fit<T: BinaryFloatingPoint>(
        x: UnsafeBufferPointer<T>, ys: UnsafeBufferPointer<T>, weights: UnsafeBufferPointer<T>, degree: Int,
        tolerance: T,
        into b: UnsafeMutableBufferPointer<T>
    ) -> Bool {
        let m = x.count
        let n = degree + 1
        let series = m > 0 ? ys.count / m : 0
        guard m >= n, series >= 1, ys.count == series * m, b.count >= series * n else { return false }
        func weight(_ i: Int) -> T { weights.isEmpty ? 1 : weights[i] }
        // a[j·m + i] = w_i · x_i^j: the columns of A; q likewise; r[j·n + k].
        return withUnsafeTemporaryAllocation(of: T.self, capacity: 2 * n * m + n * n + m) { space in
            let a = UnsafeMutableBufferPointer(rebasing: space[0..<n * m])
            let q = UnsafeMutableBufferPointer(rebasing: space[n * m..<2 * n * m])
            let r = UnsafeMutableBufferPointer(rebasing: space[2 * n * m..<2 * n * m + n * n])
            let wy = UnsafeMutableBufferPointer(rebasing: space[2 * n * m + n * n..<2 * n * m + n * n + m])
            for i in 0..<m {
                a[i] = weight(i)
                for j in 1..<n { a[j * m + i] = a[(j - 1) * m + i] * x[i] }
            }
            for j in 0..<n {
                for i in 0..<m { q[j * m + i] = a[j * m + i] }
                for k in 0..<j {
                    var dot: T = 0
                    for i in 0..<m { dot += q[j * m + i] * q[k * m + i] }
                    for i in 0..<m { q[j * m + i] -= dot * q[k * m + i] }
                }
                var norm: T = 0
                for i in 0..<m { norm += q[j * m + i] * q[j * m + i] }
                norm = norm.squareRoot()
                if norm < tolerance { return false }
                for i in 0..<m { q[j * m + i] /= norm }
                for k in 0..<n {
                    var dot: T = 0
                    if k >= j { for i in 0..<m { dot += q[j * m + i] * a[k * m + i] } }
                    r[j * n + k] = dot
                }
            }
            for s in 0..<series {
                for i in 0..<m { wy[i] = ys[s * m + i] * weight(i) }
                for i in stride(from: n - 1, through: 0, by: -1) {
                    var value: T = 0
                    for k in 0..<m { value += q[i * m + k] * wy[k] }
                    for j in stride(from: n - 1, to: i, by: -1) { value -= r[i * n + j] * b[s * n + j] }
                    b[s * n + i] = value / r[i * n + i]
                }
            }
            return true
        }
    }

    /// The slope (b[1]) of the unweighted quadratic fit of each of two series against the same x:
    /// what `fit(x:ys:weights:degree: 2,…)` gives as b[1] and b[4], bit for bit, with the
    /// factorization written out for three columns and only what b[1] needs computed (b[0] and
    /// the first row of R are not). Flutter asks this on every event; a test compares the two
    /// on random series. Nil where the fit fails.
    static func quadraticSlopes(
        x: UnsafeBufferPointer<Double>, first: UnsafeBufferPointer<Double>, second: UnsafeBufferPointer<Double>,
        tolerance: Double
    ) -> (Double, Double)? {
        let m = x.count
        guard m >= 3, first.count == m, second.count == m else { return nil }
        return withUnsafeTemporaryAllocation(of: Double.self, capacity: 3 * m) { space in
            let q0 = UnsafeMutableBufferPointer(rebasing: space[0..<m])
            let q1 = UnsafeMutableBufferPointer(rebasing: space[m..<2 * m])
            let q2 = UnsafeMutableBufferPointer(rebasing: space[2 * m..<3 * m])
            // Column 0 is the weights (1), column 1 is 1·x (x, exactly), column 2 is x·x.
            var norm = 0.0
            for _ in 0..<m { norm += 1.0 * 1.0 }
            norm = norm.squareRoot()
            if norm < tolerance { return nil }
            for i in 0..<m { q0[i] = 1.0 / norm }
            // Column 1 less its projection on q0, normalized.
            var dot = 0.0
            for i in 0..<m { dot += x[i] * q0[i] }
            for i in 0..<m { q1[i] = x[i] - dot * q0[i] }
            norm = 0
            for i in 0..<m { norm += q1[i] * q1[i] }
            norm = norm.squareRoot()
            if norm < tolerance { return nil }
            for i in 0..<m { q1[i] /= norm }
            var r11 = 0.0
            var r12 = 0.0
            for i in 0..<m { r11 += q1[i] * x[i] }
            for i in 0..<m { r12 += q1[i] * (x[i] * x[i]) }
            // Column 2 less its projections on q0 and q1, normalized.
            for i in 0..<m { q2[i] = x[i] * x[i] }
            dot = 0
            for i in 0..<m { dot += q2[i] * q0[i] }
            for i in 0..<m { q2[i] -= dot * q0[i] }
            dot = 0
            for i in 0..<m { dot += q2[i] * q1[i] }
            for i in 0..<m { q2[i] -= dot * q1[i] }
            norm = 0
            for i in 0..<m { norm += q2[i] * q2[i] }
            norm = norm.squareRoot()
            if norm < tolerance { return nil }
            for i in 0..<m { q2[i] /= norm }
            var r22 = 0.0
            for i in 0..<m { r22 += q2[i] * (x[i] * x[i]) }
            func slope(_ y: UnsafeBufferPointer<Double>) -> Double {
                var value2 = 0.0
                for k in 0..<m { value2 += q2[k] * (y[k] * 1.0) }
                let b2 = value2 / r22
                var value1 = 0.0
                for k in 0..<m { value1 += q1[k] * (y[k] * 1.0) }
                value1 -= r12 * b2
                return value1 / r11
            }
            return (slope(first), slope(second))
        }
    }
}
