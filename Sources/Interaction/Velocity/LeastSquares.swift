/// Weighted least squares by classical Gram–Schmidt, as Android (Float, 1e-6) and Flutter
/// (Double, 1e-10) both solve it. Returns the coefficients b[0…degree], or nil when a column's
/// norm falls below `tolerance`.
enum LeastSquares {
    static func fit<T: BinaryFloatingPoint>(x: [T], y: [T], weights: [T], degree: Int, tolerance: T) -> [T]? {
        let m = x.count
        let n = degree + 1
        guard m >= n else { return nil }
        // a[j][i] = w_i · x_i^j: the columns of A.
        var a = [[T]](repeating: [T](repeating: 0, count: m), count: n)
        for i in 0 ..< m {
            a[0][i] = weights[i]
            for j in 1 ..< n { a[j][i] = a[j - 1][i] * x[i] }
        }
        var q = [[T]](repeating: [T](repeating: 0, count: m), count: n)
        var r = [[T]](repeating: [T](repeating: 0, count: n), count: n)
        for j in 0 ..< n {
            q[j] = a[j]
            for k in 0 ..< j {
                var dot: T = 0
                for i in 0 ..< m { dot += q[j][i] * q[k][i] }
                for i in 0 ..< m { q[j][i] -= dot * q[k][i] }
            }
            var norm: T = 0
            for i in 0 ..< m { norm += q[j][i] * q[j][i] }
            norm = norm.squareRoot()
            if norm < tolerance { return nil }
            for i in 0 ..< m { q[j][i] /= norm }
            for k in 0 ..< n {
                var dot: T = 0
                if k >= j { for i in 0 ..< m { dot += q[j][i] * a[k][i] } }
                r[j][k] = dot
            }
        }
        var wy = [T](repeating: 0, count: m)
        for i in 0 ..< m { wy[i] = y[i] * weights[i] }
        var b = [T](repeating: 0, count: n)
        for i in stride(from: n - 1, through: 0, by: -1) {
            var value: T = 0
            for k in 0 ..< m { value += q[i][k] * wy[k] }
            for j in stride(from: n - 1, to: i, by: -1) { value -= r[i][j] * b[j] }
            b[i] = value / r[i][i]
        }
        return b
    }
}
