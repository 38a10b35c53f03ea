import Foundation
import GestureModel
import Interaction

@testable import Replay

/// The Android VelocityTracker suite's recordings (Tests/Conformance, Apache-2.0, from AOSP
/// frameworks/native) as traces whose `observed` block holds the velocities Android's own tests
/// assert at the lift: ground truth no one here wrote, for the fidelity check.
enum AndroidGroundTruth {
    static let dataFile: String = {
        var components = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        components.removeLast(2)  // ReplayTests/AndroidGroundTruth.swift
        return components.joined(separator: "/") + "/Conformance/android_velocitytracker.json"
    }()

    /// The recordings (not the hand-made cases), one finger, DOWN … MOVE … UP, no resampled samples,
    /// with LSQ2 velocities asserted on both axes: the nine Sailfish flings a one-finger pan's
    /// velocity at its end can be compared with. `scale` multiplies the asserted velocities (1.3
    /// for a copy perturbed by 30 %).
    static func traces(scale: Double = 1) -> [Trace] {
        guard let data = FileManager.default.contents(atPath: dataFile),
            case .object(let root)? = try? JSONParser.parse(Array(data)), case .array(let cases)? = root["cases"]
        else { return [] }
        var traces: [Trace] = []
        for case .object(let testCase) in cases {
            guard case .string(let name)? = testCase["name"], testCase["input"] == .string("touchscreen"),
                case .string(let origin)? = testCase["origin"], origin.hasPrefix("recorded"),
                case .array(let events)? = testCase["events"], case .array(let expected)? = testCase["expected"]
            else { continue }
            var velocity: [String: Double] = [:]
            for case .object(let expectation) in expected where expectation["strategy"] == .string("LSQ2") {
                if case .string(let axis)? = expectation["axis"], case .number(let value)? = expectation["velocity"] {
                    velocity[axis] = value
                }
            }
            guard let vx = velocity["x"], let vy = velocity["y"],
                let trace = trace(name, events, velocity: Vector(dx: vx * scale, dy: vy * scale))
            else { continue }
            traces.append(trace)
        }
        return traces
    }

    static func trace(_ name: String, _ events: [JSONValue], velocity: Vector) -> Trace? {
        var touchEvents: [TouchEvent] = []
        var first: Double?
        var extent = Size(width: 100, height: 100)
        for case .object(let event) in events {
            guard case .number(let ns)? = event["t_ns"], case .string(let action)? = event["action"],
                case .array(let pointers)? = event["pointers"],
                pointers.count == 1, case .object(let pointer)? = pointers.first, pointer["resampled"] == nil,
                case .number(let x)? = pointer["x"], case .number(let y)? = pointer["y"]
            else { return nil }
            let phase: TouchPhase
            switch action {
            case "DOWN": phase = .began
            case "MOVE": phase = .moved
            case "UP": phase = .ended
            default: return nil
            }
            let origin = first ?? ns
            first = origin
            extent = Size(width: max(extent.width, x + 100), height: max(extent.height, y + 100))
            touchEvents.append(
                TouchEvent(
                    time: (ns - origin) / 1e9, touches: [TouchSample(id: 1, phase: phase, location: Point(x: x, y: y))])
            )
        }
        guard let last = touchEvents.last, last.touches.first?.phase == .ended,
            var trace = try? Trace(name: name, screen: Screen(size: extent), events: touchEvents)
        else { return nil }
        trace.observed = ObservedBehaviour(
            system: "Android VelocityTracker_test.cpp (AOSP frameworks/native), LSQ2",
            recognizer: ObservedRecognizer(
                kind: "pan", samples: [ObservedRecognizerSample(time: last.time, state: .ended, velocity: velocity)]))
        return trace
    }

    /// A pan under the lsq2 strategy: what `fidelity --preset swipe-dismiss --velocity lsq2` runs.
    static var scenario: Scenario {
        var scenario = Scenario.swipeDismiss
        scenario.velocity = .lsq2
        return scenario
    }
}
