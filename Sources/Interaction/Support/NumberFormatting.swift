import GestureModel

/// "released at 0.62 > threshold 0.50": the comparison in numbers, with as many digits as it takes
/// to tell them apart.
public func thresholdReason(verb: String, progress: Double, threshold: Double) -> String {
    let distinct = distinguishing(progress, from: threshold)
    return "\(verb) at \(distinct.value) \(progress > threshold ? ">" : "≤") threshold \(distinct.threshold)"
}

/// A time for messages: "0.433 s".
func seconds(_ time: Double) -> String { "t=\(prose(time, 3)) s" }

/// Two numbers with two decimals, or as many more (up to six) as it takes to tell them apart,
/// so that "0.503 > 0.500" never reads "0.50 > 0.50".
public func distinguishing(_ value: Double, from threshold: Double) -> (value: String, threshold: String) {
    var digits = 2
    while digits < 6, value != threshold, fixed(value, digits) == fixed(threshold, digits) {
        digits += 1
    }
    return (prose(value, digits), prose(threshold, digits))
}

/// A formula's operands with `digits` decimals, or as many more (up to six) as it takes for the
/// shown operands to give the shown result: "0.257 × 0.500 s = 0.128 s" never appears where
/// 0.2565 × 0.5 = 0.12825 was computed; "0.2565 × 0.500 s" does.
public func formulaOperands(
    _ operands: [Double], result: Double, digits: Int = 3, resultDigits: Int = 3, _ evaluate: ([Double]) -> Double
) -> [String] {
    let shown = fixed(result, resultDigits)
    var places = digits
    while places < 6 {
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        let rounded = operands.map { ($0 * scale).rounded() / scale }
        if fixed(evaluate(rounded), resultDigits) == shown { break }
        places += 1
    }
    return operands.map { value in
        // Trailing zeros past `digits` say nothing: 0.500 stays 0.500, 0.25650 becomes 0.2565.
        var text = prose(value, places)
        while places > digits, text.hasSuffix("0"), let dot = text.firstIndex(of: "."),
            text.distance(from: dot, to: text.endIndex) > digits + 1
        {
            text.removeLast()
        }
        return text
    }
}
