import Foundation
import GestureModel
import Testing

@testable import Interaction

/// One expectation of the Android VelocityTracker test suite (Tests/Conformance, Apache-2.0).
struct AndroidVelocityCase: CustomTestStringConvertible, Sendable {
    var name: String
    var input: JSONObject
    var expected: JSONObject
    var index: Int
    var testDescription: String {
        let axis = expected["axis"].flatMap { if case .string(let s) = $0 { s } else { nil } } ?? "-"
        let strategy = expected["strategy"].flatMap { if case .string(let s) = $0 { s } else { nil } } ?? "-"
        return "\(name) #\(index) \(strategy) \(axis)"
    }

    static let dataFile: String = {
        var components = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        components.removeLast(2)  // InteractionTests/AndroidVelocityConformanceTests.swift
        return components.joined(separator: "/") + "/Conformance/android_velocitytracker.json"
    }()

    /// Every expectation in the data file; empty if the file is missing (a test checks that).
    static let all: [AndroidVelocityCase] = {
        guard let data = FileManager.default.contents(atPath: dataFile),
            case .object(let root) = try? JSONParser.parse(Array(data)), case .array(let cases)? = root["cases"]
        else { return [] }
        var result: [AndroidVelocityCase] = []
        for case .object(let object) in cases {
            guard case .string(let name)? = object["name"], case .array(let expected)? = object["expected"] else {
                continue
            }
            for (index, element) in expected.enumerated() {
                guard case .object(let expectation) = element else { continue }
                result.append(AndroidVelocityCase(name: name, input: object, expected: expectation, index: index))
            }
        }
        return result
    }()
}

private func string(_ value: JSONValue?) -> String? {
    if case .string(let text)? = value { return text }
    return nil
}

private func number(_ value: JSONValue?) -> Double? {
    if case .number(let number)? = value { return number }
    return nil
}

/// A fresh tracker fed every event of the case.
private func track(_ testCase: AndroidVelocityCase, strategy: AndroidVelocityTracker.Strategy) -> AndroidVelocityTracker
{
    var tracker = AndroidVelocityTracker(strategy: strategy)
    guard case .array(let events)? = testCase.input["events"] else { return tracker }
    let rotary = string(testCase.input["input"]) == "rotary_scroll"
    for case .object(let event) in events {
        let time = Int64(number(event["t_ns"]) ?? 0)
        if rotary {
            tracker.addMovement(time: time, action: .scroll, pointers: [], scroll: Float(number(event["scroll"]) ?? 0))
            continue
        }
        var pointers: [AndroidVelocityTracker.Pointer] = []
        if case .array(let list)? = event["pointers"] {
            for case .object(let pointer) in list {
                pointers.append(
                    .init(
                        id: Int(number(pointer["id"]) ?? 0), x: Float(number(pointer["x"]) ?? 0),
                        y: Float(number(pointer["y"]) ?? 0),
                        resampled: pointer["resampled"] == .bool(true)))
            }
        }
        let canceled: Bool = {
            if case .array(let flags)? = event["flags"] { return flags.contains(.string("CANCELED")) }
            return false
        }()
        let id = Int(number(event["action_pointer_id"]) ?? 0)
        let action: AndroidVelocityTracker.Action =
            switch string(event["action"]) {
            case "DOWN": .down
            case "POINTER_DOWN": .pointerDown(id: id)
            case "POINTER_UP": .pointerUp(id: id, canceled: canceled)
            case "UP": .up
            case "CANCEL": .cancel
            default: .move
            }
        tracker.addMovement(time: time, action: action, pointers: pointers)
    }
    return tracker
}

private func axis(_ name: String?) -> AndroidVelocityTracker.Axis {
    switch name {
    case "y": .y
    case "scroll": .scroll
    default: .x
    }
}

private func strategy(_ name: String?) -> AndroidVelocityTracker.Strategy {
    name == "IMPULSE" ? .impulse : .lsq2
}

@Suite("Android VelocityTracker conformance (LSQ2, IMPULSE)")
struct AndroidVelocityConformanceTests {
    @Test("the data file is in the repository and yields all 109 getVelocity expectations")
    func dataPresent() {
        #expect(FileManager.default.fileExists(atPath: AndroidVelocityCase.dataFile))
        let getVelocity = AndroidVelocityCase.all.filter {
            $0.expected["call"] == nil && $0.expected["velocity"] != nil
        }
        #expect(getVelocity.count == 109)
        #expect(getVelocity.filter { $0.expected["velocity"] == .null }.count >= 5)
    }

    @Test(
        "getVelocity matches within the source's tolerances",
        arguments: AndroidVelocityCase.all.filter { $0.expected["call"] == nil && $0.expected["velocity"] != nil })
    func getVelocity(testCase: AndroidVelocityCase) {
        let tracker = track(testCase, strategy: strategy(string(testCase.expected["strategy"])))
        let pointer = Int(number(testCase.expected["pointer_id"]) ?? 0)
        let actual = tracker.velocity(axis: axis(string(testCase.expected["axis"])), pointer: pointer)
        guard let expected = number(testCase.expected["velocity"]) else {
            #expect(actual == nil, "expected no velocity, got \(actual.map { "\($0)" } ?? "")")
            return
        }
        guard let actual else {
            Issue.record("expected \(expected), got no velocity")
            return
        }
        let tolerance: Double =
            switch string(testCase.expected["tolerance"]) {
            case "quadratic": abs(expected) * 0.00001
            case "exact": 0
            default: expected == 0 ? 1e-6 : abs(expected) * 0.2
            }
        #expect(abs(Double(actual) - expected) <= tolerance, "expected \(expected) ± \(tolerance), got \(actual)")
    }

    @Test(
        "DEFAULT is LSQ2 for x and y and IMPULSE for scroll",
        arguments: AndroidVelocityCase.all.filter { $0.expected["equals_strategy"] != nil })
    func defaultStrategies(testCase: AndroidVelocityCase) {
        let chosen = axis(string(testCase.expected["axis"]))
        let pointer = Int(number(testCase.expected["pointer_id"]) ?? 0)
        let viaDefault = track(testCase, strategy: .lsq2).velocity(axis: chosen, pointer: pointer)
        let viaNamed = track(testCase, strategy: strategy(string(testCase.expected["equals_strategy"]))).velocity(
            axis: chosen, pointer: pointer)
        #expect(viaDefault != nil)
        #expect(viaDefault == viaNamed)
    }

    @Test(
        "getComputedVelocity scales by units / 1000 and clamps to ±max",
        arguments: AndroidVelocityCase.all.filter {
            string($0.expected["call"]) == "getComputedVelocity" && number($0.expected["pointer_id"]) != nil
        })
    func computedVelocity(testCase: AndroidVelocityCase) {
        let tracker = track(testCase, strategy: strategy(string(testCase.expected["strategy"])))
        let units = Float(number(testCase.expected["units"]) ?? 1000)
        let maximum = number(testCase.expected["max_velocity"]).map(Float.init) ?? .greatestFiniteMagnitude
        let raw = tracker.velocity(axis: axis(string(testCase.expected["axis"])), pointer: 0)
        let computed = raw.map { min(max($0 * units / 1000, -maximum), maximum) }
        guard let expected = number(testCase.expected["velocity"]) else {
            #expect(computed == nil)
            return
        }
        let tolerance = string(testCase.expected["tolerance"]) == "exact" ? 0 : abs(expected) * 0.2
        #expect(
            abs(Double(computed ?? .nan) - expected) <= tolerance,
            "expected \(expected), got \(String(describing: computed))")
    }
}

@Suite("A velocity tracker's sliding window")
struct SlidingWindowTests {
    /// libinput's rule on a plain list, as its source states it: a sample at the newest one's time
    /// replaces it, then at most 20 samples within 100 ms of the newest are kept.
    static func appended(
        _ sample: AndroidVelocityTracker.Sample, to list: [AndroidVelocityTracker.Sample]
    )
        -> [AndroidVelocityTracker.Sample]
    {
        var list = list
        if list.last?.time == sample.time { list.removeLast() }
        list.append(sample)
        if list.count > 20 { list.removeFirst(list.count - 20) }
        list.removeAll { sample.time - $0.time > 100_000_000 }
        return list
    }

    @Test("the window holds what libinput's list holds after every one of 5,000 samples, through many compactions")
    func windowMatchesTheRule() {
        var generator = SeededGenerator(seed: 32)
        var window = SlidingWindow<AndroidVelocityTracker.Sample>()
        var list: [AndroidVelocityTracker.Sample] = []
        var time: Int64 = 0
        for index in 0..<5_000 {
            // 1 to 9 ms apart, so the 20-sample limit binds before the horizon; some at the same time
            // (replaced), some after a pause past the horizon.
            switch generator.next() % 20 {
            case 0: break
            case 1: time += 150_000_000
            default: time += Int64(1_000_000 + generator.next() % 8_000_000)
            }
            let sample = AndroidVelocityTracker.Sample(time: time, value: Float(index))
            AndroidVelocityTracker.append(sample, to: &window)
            list = Self.appended(sample, to: list)
            #expect(Array(window.live) == list, "after sample \(index)")
            if index % 1_000 == 999 {
                window.removeAll()
                list.removeAll()
                #expect(window.isEmpty)
            }
        }
    }

    @Test("two windows with the same live samples are equal and hash alike, whatever they dropped")
    func equalityIgnoresDroppedSamples() {
        var long = SlidingWindow<AndroidVelocityTracker.Sample>()
        for index in 0..<50 {
            long.append(.init(time: Int64(index) * 1_000_000, value: Float(index)), keepingAtMost: 20)
        }
        var short = SlidingWindow<AndroidVelocityTracker.Sample>()
        for index in 30..<50 {
            short.append(.init(time: Int64(index) * 1_000_000, value: Float(index)), keepingAtMost: 20)
        }
        #expect(long.live.count == 20)
        #expect(long == short)
        #expect(long.hashValue == short.hashValue)
        short.append(.init(time: 50_000_000, value: 0), keepingAtMost: 20)
        #expect(long != short)
    }

    @Test(
        "a window of three keeps the newest three, oldest first, through every compaction; the newest can be replaced")
    func windowOfThree() {
        var window = SlidingWindow<Int>()
        #expect(window.last == nil)
        for value in 1...40 {
            window.append(value, keepingAtMost: 3)
            #expect(Array(window.live) == Array(max(1, value - 2)...value), "after \(value)")
        }
        window.replaceLast(with: 0)
        #expect(Array(window.live) == [38, 39, 0])
        window.removeLast()
        #expect(window.last == 39)
        // A smaller limit keeps the newest of the live samples.
        window.append(41, keepingAtMost: 2)
        #expect(Array(window.live) == [39, 41])
    }
}
