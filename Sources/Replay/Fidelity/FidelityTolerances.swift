import GestureModel
import Interaction

/// How far a model may be from a device and still agree. A velocity agrees within `velocity`
/// (a fraction) or within `velocityFloor` (pt/s), whichever is larger, so that a near-zero
/// velocity is not held to a percentage of nothing; the same for a pinch's scale velocity.
public struct FidelityTolerances: Sendable, Hashable {
    public var beganTime = 10.0
    public var translation = 1.0
    public var velocity = 0.05
    public var velocityFloor = 10.0
    public var scale = 0.01
    public var scaleVelocity = 0.05
    public var scaleVelocityFloor = 0.1
    public var percentComplete = 0.01
    public var completionTime = 20.0
    /// How far an observed callback's time may be from the delivered event it belongs to,
    /// milliseconds; nil is a quarter of the trace's median event interval. A recorder that stamps
    /// callbacks from its own clock (a display link, `CACurrentMediaTime()` in the action method)
    /// is off by a little; a quarter interval cannot reach a neighbouring event.
    public var sampleMatch: Double?

    public init() {}

    /// The match window for a trace, seconds: `sampleMatch`, else a quarter of its median event interval.
    public func matchWindow(for trace: Trace) -> Double {
        if let sampleMatch { return sampleMatch / 1000 }
        var steps: [Double] = []
        for (earlier, later) in zip(trace.eventTimes, trace.eventTimes.dropFirst()) where later > earlier {
            steps.append(later - earlier)
        }
        guard !steps.isEmpty else { return FidelityCheck.sameTime }
        steps.sort()
        return max(steps[steps.count / 2] / 4, FidelityCheck.sameTime)
    }

    /// Every tolerance by the name `--tolerance NAME=VALUE` takes, with its unit and default.
    public static var names: [(name: String, unit: String, path: WritableKeyPath<FidelityTolerances, Double>)] {
        [
            ("beganTime", "ms", \.beganTime), ("translation", "pt", \.translation),
            ("velocity", "fraction", \.velocity),
            ("velocityFloor", "pt/s", \.velocityFloor), ("scale", "", \.scale),
            ("scaleVelocity", "fraction", \.scaleVelocity),
            ("scaleVelocityFloor", "/s", \.scaleVelocityFloor), ("percentComplete", "", \.percentComplete),
            ("completionTime", "ms", \.completionTime),
        ]
    }

    /// Sets the tolerance called `name` to `value` (finite, ≥ 0), or says what is accepted.
    public mutating func set(_ name: String, to value: Double) throws(ScenarioParameterError) {
        if name == "sampleMatch" {
            guard value.isFinite, value >= 0 else {
                throw ScenarioParameterError(
                    message: "sampleMatch takes a number of milliseconds ≥ 0; got '\(JSONWriter.formatNumber(value))'")
            }
            sampleMatch = value
            return
        }
        guard let entry = Self.names.first(where: { $0.name == name }) else {
            throw ScenarioParameterError(
                message:
                    "'\(name)' is not a tolerance; the tolerances are \((Self.names.map(\.name) + ["sampleMatch"]).joined(separator: ", "))"
            )
        }
        guard value.isFinite, value >= 0 else {
            throw ScenarioParameterError(message: "\(name) takes a number ≥ 0; got '\(JSONWriter.formatNumber(value))'")
        }
        self[keyPath: entry.path] = value
    }
}
