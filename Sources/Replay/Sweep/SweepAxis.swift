import GestureModel
import Interaction

/// One varied parameter: `NAME=FROM:TO:STEP`.
public struct SweepAxis: Sendable, Hashable {
    public var name: String
    public var values: [Double]

    public init(name: String, values: [Double]) {
        self.name = name
        self.values = values
    }

    /// Parses `NAME=FROM:TO:STEP` (or `NAME=VALUE`); nil with the reason when it cannot be read.
    public static func parse(_ text: String) -> Result<SweepAxis, ScenarioParameterError> {
        guard let equals = text.firstIndex(of: "="), equals != text.startIndex else {
            return .failure(
                ScenarioParameterError(
                    message: "--vary takes NAME=FROM:TO:STEP, for example threshold=0.3:0.7:0.05; got '\(text)'"))
        }
        let name = String(text[..<equals])
        let parts = text[text.index(after: equals)...].split(separator: ":", omittingEmptySubsequences: false)
        let numbers = parts.compactMap { Double($0) }.filter(\.isFinite)
        guard numbers.count == parts.count, numbers.count == 1 || numbers.count == 3 else {
            return .failure(
                ScenarioParameterError(message: "--vary \(name) takes FROM:TO:STEP (or one value); got '\(text)'"))
        }
        let from = numbers[0]
        guard numbers.count == 3 else { return .success(SweepAxis(name: name, values: [from])) }
        let to = numbers[1]
        let step = numbers[2]
        guard step > 0, to >= from else {
            return .failure(
                ScenarioParameterError(message: "--vary \(name) needs FROM ≤ TO and STEP > 0; got '\(text)'"))
        }
        // Counted in floating point first: a huge span or a tiny step must not reach an Int conversion.
        let values = ((to - from) / step + 1e-9).rounded(.down) + 1
        guard values.isFinite, values <= Double(maximumValues), let count = Int(exactly: values) else {
            return .failure(
                ScenarioParameterError(
                    message:
                        "--vary \(name) makes \(values.isFinite ? JSONWriter.formatNumber(values) : "infinitely many") values; at most \(maximumValues)"
                ))
        }
        // Each value is rounded to the decimal places FROM and STEP are written with, so that
        // 0.1 + 2 × 0.05 is 0.2 and 1e-10 + 1e-10 is 2e-10: the grid holds the decimals typed.
        let places = max(decimalPlaces(parts[0]), decimalPlaces(parts[2]))
        return .success(
            SweepAxis(name: name, values: (0..<count).map { decimal(from + Double($0) * step, places: places) }))
    }

    /// The digits after the point that `text` (a number as typed: `0.05`, `1e-10`, `2.5E3`)
    /// needs: its fraction's digits less its exponent, at least 0.
    static func decimalPlaces(_ text: Substring) -> Int {
        let parts = text.split(maxSplits: 1, whereSeparator: { $0 == "e" || $0 == "E" })
        let mantissa = parts.first ?? ""
        let fraction = mantissa.firstIndex(of: ".").map { mantissa[$0...].count - 1 } ?? 0
        let exponent = parts.count == 2 ? Int(parts[1].prefix(6)) ?? 0 : 0
        return max(0, fraction - exponent)
    }

    /// `value` rounded to `places` decimal places, where the scaled value is a whole number a
    /// double holds exactly (below 2^52); past that it has no noise to round and is kept as is.
    static func decimal(_ value: Double, places: Int) -> Double {
        // 10^places, exact up to 10^22, so that the quotient below is the decimal's nearest double.
        guard places <= 308, let scale = Double("1e\(places)") else { return value }
        let scaled = value * scale
        guard scaled.isFinite, abs(scaled) < 4_503_599_627_370_496 else { return value }
        let rounded = scaled.rounded() / scale
        return rounded == 0 ? 0 : rounded
    }
}

extension SweepAxis {
    /// The most values one axis may have.
    public static let maximumValues = 100_000
    /// The most grid points a sweep may have. Each point holds its scenario, its counts with the
    /// completion times its report shows (`SweepCounts.keepingReportedQuantiles`) and its
    /// workers' tallies, whatever the corpus: a grid this size keeps a sweep under 1 GiB
    /// (docs/reliability.md).
    public static let maximumGridPoints = 250_000

    /// The number of grid points `axes` make, or an error past `maximumGridPoints` (counted without
    /// overflow).
    public static func gridSize(_ axes: [SweepAxis]) -> Result<Int, ScenarioParameterError> {
        var size = 1.0
        for axis in axes { size *= Double(axis.values.count) }
        guard size <= Double(maximumGridPoints), let points = Int(exactly: size) else {
            let names = axes.map { "\($0.name) × \($0.values.count)" }.joined(separator: ", ")
            return .failure(
                ScenarioParameterError(
                    message:
                        "--vary makes a grid of \(JSONWriter.formatNumber(size)) points (\(names)); at most \(maximumGridPoints)"
                )
            )
        }
        return .success(points)
    }

    /// Every combination of the axes' values, the first axis varying slowest.
    public static func grid(_ axes: [SweepAxis]) -> [[Double]] {
        var points: [[Double]] = [[]]
        for axis in axes { points = points.flatMap { point in axis.values.map { point + [$0] } } }
        return points
    }
}
