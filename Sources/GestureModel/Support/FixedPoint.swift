/// Fixed-point formatting without Foundation: `fixed(0.4349, 2)` is "0.43".
public func fixed(_ value: Double, _ digits: Int) -> String {
    guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    let scaled = (abs(value) * scale).rounded()
    guard scaled < 9e15 else { return value.description }
    let integer = UInt64(scaled)
    let divisor = UInt64(scale)
    let whole = integer / divisor
    let sign = value < 0 && integer != 0 ? "-" : ""
    guard digits > 0 else { return sign + String(whole) }
    let fraction = String(integer % divisor)
    return sign + String(whole) + "." + String(repeating: "0", count: digits - fraction.count) + fraction
}

/// `fixed` for prose (reports, reasons, diagnostics, plot labels): a negative number takes the
/// minus sign U+2212, as the formulas around it do. Machine-read output (JSON numbers, CSV,
/// generated source) keeps `fixed`'s ASCII hyphen-minus.
public func prose(_ value: Double, _ digits: Int) -> String {
    let text = fixed(value, digits)
    guard text.hasPrefix("-") else { return text }
    return "−" + text.dropFirst()
}
