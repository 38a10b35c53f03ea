/// Weighted least squares by classical Gram–Schmidt, as Android (Float, 1e-6) and Flutter
/// (Double, 1e-10) both solve it, written out for the two fits they make: Android's line through
/// two samples and Flutter's quadratic. Each gives the general solver's slope (b[1]) bit for bit,
/// only what the slope needs computed; the general solver is the tests' reference
/// (`LeastSquaresTests`), which compares them on random series. Nil where a column's norm falls
/// below `tolerance`; the weights' column never does, its norm being √m ≥ √2, far above the
/// trackers' tolerances (1e-6 and 1e-10).
enum LeastSquares {
    /// The slope of the line through two points, weights 1 (Android's LSQ2 with two samples).
    static func lineSlope(x: (Float, Float), y: (Float, Float), tolerance: Float) -> Float? {
        // Column 0 is the weights (1, 1); column 1 is x.
        let q0 = 1 / Float(2).squareRoot()
        let dot = x.0 * q0 + x.1 * q0
        var q1 = (x.0 - dot * q0, x.1 - dot * q0)
        let norm1 = (q1.0 * q1.0 + q1.1 * q1.1).squareRoot()
        if norm1 < tolerance { return nil }
        q1 = (q1.0 / norm1, q1.1 / norm1)
        let r11 = q1.0 * x.0 + q1.1 * x.1
        return (q1.0 * y.0 + q1.1 * y.1) / r11
    }

    /// The slope of the unweighted quadratic fit of each of two series against the same x, the
    /// factorization made once for both (it depends on x alone): Flutter asks this on every event.
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
            // A sum of m ones is m, exactly.
            var norm = Double(m).squareRoot()
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
                for k in 0..<m { value2 += q2[k] * y[k] }
                let b2 = value2 / r22
                var value1 = 0.0
                for k in 0..<m { value1 += q1[k] * y[k] }
                value1 -= r12 * b2
                return value1 / r11
            }
            return (slope(first), slope(second))
        }
    }
}
