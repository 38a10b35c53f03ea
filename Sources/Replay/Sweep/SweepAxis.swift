import GestureModel
import Interaction

/// One varied parameter: `NAME=FROM:TO:STEP`, `NAME=V1,V2,…`, or a named setting's choices
/// (`velocity=uikit,lsq2`, `preset=ios-pop,edge-back`), whose values are the choices' indices.
public struct SweepAxis: Sendable, Hashable {
    public var name: String
    public var values: [Double]
    /// A named setting's choices, in the order of `values` (0, 1, …); nil for a number.
    public var labels: [String]?

    public init(name: String, values: [Double]) {
        self.name = name
        self.values = values
    }

    /// An axis over a named setting's choices.
    public init(named: Named, choices: [String]) {
        name = named.rawValue
        values = choices.indices.map(Double.init)
        labels = choices
    }

    /// The settings an axis varies by name: what they set lies outside the numeric parameters.
    public enum Named: String, Sendable, CaseIterable {
        /// The velocity strategy (`VelocityStrategy`).
        case velocity
        /// The whole scenario: each value a preset, the other axes set on it.
        case preset

        public var choices: [String] {
            switch self {
            case .velocity: VelocityStrategy.allCases.map(\.rawValue)
            case .preset: Scenario.presets.map(\.name)
            }
        }

        /// Sets `choice` on `scenario`; false when it is not one of `choices`.
        func apply(_ choice: String, to scenario: inout Scenario) -> Bool {
            switch self {
            case .velocity:
                guard let strategy = VelocityStrategy(rawValue: choice) else { return false }
                scenario.velocity = strategy
            case .preset:
                guard let preset = Scenario.presets.first(where: { $0.name == choice }) else { return false }
                let sampleRate = scenario.sampleRate
                scenario = preset
                scenario.sampleRate = scenario.sampleRate ?? sampleRate
            }
            return true
        }
    }

    /// The value as the tables show it: the choice's name on a named axis, else the number.
    public func label(of value: Double) -> String {
        guard let labels, let index = Int(exactly: value), labels.indices.contains(index) else {
            return JSONWriter.formatNumber(value)
        }
        return labels[index]
    }

    /// Parses `NAME=FROM:TO:STEP`, `NAME=VALUE`, `NAME=V1,V2,…` or a named axis's choices; the
    /// reason when it cannot be read.
    public static func parse(_ text: String) -> Result<SweepAxis, ScenarioParameterError> {
        guard let equals = text.firstIndex(of: "="), equals != text.startIndex else {
            return .failure(
                ScenarioParameterError(
                    message:
                        "--vary takes NAME=FROM:TO:STEP or NAME=V1,V2,…, for example threshold=0.3:0.7:0.05; got '\(text)'"
                ))
        }
        let name = String(text[..<equals])
        let body = text[text.index(after: equals)...]
        if let named = Named(rawValue: name) {
            let choices = body.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            for choice in choices where !named.choices.contains(choice) {
                return .failure(
                    ScenarioParameterError(
                        message:
                            "--vary \(name) takes names from \(named.choices.joined(separator: ", ")), separated by commas; got '\(choice)'"
                    ))
            }
            guard Set(choices).count == choices.count else {
                return .failure(ScenarioParameterError(message: "--vary \(name) names a choice twice: '\(body)'"))
            }
            return .success(SweepAxis(named: named, choices: choices))
        }
        if body.contains(",") {
            let parts = body.split(separator: ",", omittingEmptySubsequences: false)
            let numbers = parts.compactMap { Double($0) }.filter(\.isFinite)
            guard numbers.count == parts.count else {
                return .failure(
                    ScenarioParameterError(message: "--vary \(name) takes numbers separated by commas; got '\(text)'"))
            }
            guard numbers.count <= maximumValues else {
                return .failure(
                    ScenarioParameterError(
                        message: "--vary \(name) lists \(numbers.count) values; at most \(maximumValues)"))
            }
            return .success(SweepAxis(name: name, values: numbers))
        }
        let parts = body.split(separator: ":", omittingEmptySubsequences: false)
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
