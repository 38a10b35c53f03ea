@testable import Interaction

/// The general weighted least-squares solver (classical Gram–Schmidt, as Android and Flutter
/// write it): the reference `LeastSquares.lineSlope` and `quadraticSlopes` must equal bit for bit.
extension LeastSquares {
    /// The coefficients b[0…degree], or nil when a column's norm falls below `tolerance`.
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
}
