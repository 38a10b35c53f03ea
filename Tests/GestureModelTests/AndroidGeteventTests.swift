import Foundation
import Testing

@testable import GestureModel

/// Hand-made getevent logs, one rule each, with positions and times worked out by hand.
@Suite("Importing getevent logs")
struct AndroidGeteventTests {
    /// A 1080 × 2400 px panel whose axes run 0…1079 and 0…2399, at density 2.625 (411.4 × 914.3 pt).
    static let axes = """
        add device 3: /dev/input/event2
          name:     "fts_ts"
          events:
            KEY (0001): BTN_TOUCH
            ABS (0003): ABS_MT_SLOT           : value 0, min 0, max 9, fuzz 0, flat 0, resolution 0
                        ABS_MT_POSITION_X     : value 0, min 0, max 1079, fuzz 0, flat 0, resolution 0
                        ABS_MT_POSITION_Y     : value 0, min 0, max 2399, fuzz 0, flat 0, resolution 0
                        ABS_MT_TRACKING_ID    : value 0, min 0, max 65535, fuzz 0, flat 0, resolution 0
          input props:
            INPUT_PROP_DIRECT
        """

    /// A log of Imports/getevent/rules, as written there.
    static func log(_ name: String) -> String {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
            "Imports/getevent/rules")
        return (try? String(contentsOf: folder.appendingPathComponent(name + ".log"), encoding: .utf8)) ?? ""
    }

    static func traces(
        _ log: String, options: AndroidGetevent.ImportOptions = AndroidGetevent.ImportOptions()
    ) throws -> [Trace] {
        try AndroidGetevent.importTraces(log, file: "log.txt", options: options).get().traces
    }

    static func failure(
        _ log: String, options: AndroidGetevent.ImportOptions = AndroidGetevent.ImportOptions()
    ) -> String? {
        if case .failure(let problem) = AndroidGetevent.importTraces(log, file: "log.txt", options: options) {
            problem.description
        } else {
            nil
        }
    }

    @Test(
        "protocol B: two fingers in two slots, a lift by ffffffff, positions in points at density 2.625, the frame's time from its SYN_REPORT"
    )
    func protocolB() throws {
        let log =
            Self.axes + Self.log("protocolB")
        let traces = try Self.traces(log)
        #expect(traces.count == 1)
        let trace = try #require(traces.first)
        // 0x69 = 105 px / 2.625 = 40 pt; 0x3f0 = 1008 px / 2.625 = 384 pt; 0xd2 = 210 px → 80 pt; 0x348 = 840 px → 320 pt.
        #expect(
            trace.events.map { Array($0.touches) } == [
                [TouchSample(id: 1, phase: .began, location: Point(x: 40, y: 384))],
                [
                    TouchSample(id: 1, phase: .moved, location: Point(x: 80, y: 384)),
                    TouchSample(id: 2, phase: .began, location: Point(x: 320, y: 384)),
                ],
                [TouchSample(id: 1, phase: .ended, location: Point(x: 80, y: 384))],
                [TouchSample(id: 2, phase: .ended, location: Point(x: 320, y: 384))],
            ])
        #expect(trace.eventTimes == [0, 0.00799, 0.01599, 0.02399])
        #expect(trace.screen.size == Size(width: 1080 / 2.625, height: 2400 / 2.625))
        guard case .object(let meta)? = trace.meta else { throw ImportTestFailure.noMeta }
        #expect(meta["protocol"] == .string("B"))
        #expect(meta["density"] == .number(2.625))
        #expect(meta["deviceName"] == .string("fts_ts"))
    }

    enum ImportTestFailure: Error { case noMeta }

    @Test("the same log without device paths, with raw hex codes, with CRLF and CR CR LF line ends, reads the same")
    func variants() throws {
        let labelled = Self.log("variants-labelled")
        let raw =
            labelled
            .replacingOccurrences(of: "EV_ABS       ABS_MT_TRACKING_ID  ", with: "0003 0039")
            .replacingOccurrences(of: "EV_ABS       ABS_MT_POSITION_X   ", with: "0003 0035")
            .replacingOccurrences(of: "EV_ABS       ABS_MT_POSITION_Y   ", with: "0003 0036")
            .replacingOccurrences(of: "EV_SYN       SYN_REPORT          ", with: "0000 0000")
        let withoutDevice = labelled.replacingOccurrences(of: " /dev/input/event2:", with: "")
        var options = AndroidGetevent.ImportOptions()
        options.screenPixels = Size(width: 1080, height: 2400)
        let expected = try Self.traces(Self.axes + "\n" + labelled)
        for variant in [
            raw, withoutDevice, labelled.replacingOccurrences(of: "\n", with: "\r\n"),
            labelled.replacingOccurrences(of: "\n", with: "\r\r\n"),
        ] {
            let traces = try Self.traces(variant, options: options)
            #expect(traces.map(\.touchSamples) == expected.map(\.touchSamples))
            #expect(traces.map(\.eventTimes) == expected.map(\.eventTimes))
        }
        #expect(expected.first?.touchSamples.map(\.location.x) == [40, 80, 80])
    }

    @Test(
        "protocol A: SYN_MT_REPORT records, a lift by absence, an empty record ignored, no BTN_TOUCH; identities by order without tracking ids"
    )
    func protocolA() throws {
        let log = Self.log("protocolA")
        var options = AndroidGetevent.ImportOptions()
        options.screenPixels = Size(width: 1080, height: 2400)
        let trace = try #require(try Self.traces(log, options: options).first)
        #expect(trace.events.map { $0.touches.map(\.phase) } == [[.began], [.moved, .began], [.ended, .ended]])
        #expect(trace.touchSamples.map(\.id) == [1, 1, 2, 1, 2])
        guard case .object(let meta)? = trace.meta else { throw ImportTestFailure.noMeta }
        #expect(meta["protocol"] == .string("A"))
        #expect(meta["deviceName"] == .string("clearpad"))
    }

    @Test("a single-touch device: BTN_TOUCH DOWN and UP with ABS_X and ABS_Y")
    func singleTouch() throws {
        let log = Self.log("singleTouch")
        var options = AndroidGetevent.ImportOptions()
        options.screenPixels = Size(width: 480, height: 800)
        options.density = 1
        let trace = try #require(try Self.traces(log, options: options).first)
        #expect(
            Array(trace.touchSamples) == [
                TouchSample(id: 1, phase: .began, location: Point(x: 100, y: 200)),
                TouchSample(id: 1, phase: .moved, location: Point(x: 110, y: 200)),
                TouchSample(id: 1, phase: .ended, location: Point(x: 110, y: 200)),
            ])
    }

    @Test(
        "several devices interleaved: the touchscreen is the one reporting ABS_MT_POSITION_X, or --device; a pause over --split starts a new trace"
    )
    func devicesAndSplit() throws {
        let log =
            Self.axes + Self.log("devicesAndSplit")
        let traces = try Self.traces(log)
        #expect(traces.map(\.name) == ["log-1", "log-2"])
        #expect(traces.map(\.eventTimes) == [[0, 0.1], [0, 0.05]])
        var longSplit = AndroidGetevent.ImportOptions()
        longSplit.split = 5
        #expect(try Self.traces(log, options: longSplit).count == 1)
        var wrong = AndroidGetevent.ImportOptions()
        wrong.device = "/dev/input/event7"
        #expect(
            Self.failure(log, options: wrong)
                == "log.txt: no events from /dev/input/event7; the file has /dev/input/event0, /dev/input/event2 (--device)"
        )
    }

    @Test(
        "bad input names the line: SYN_DROPPED, a missing timestamp, no axis ranges; a line that is not getevent's is a warning"
    )
    func badInput() throws {
        let dropped = """
            [  1.000000] EV_ABS       ABS_MT_TRACKING_ID   00000001
            [  1.000000] EV_ABS       ABS_MT_POSITION_X    00000069
            [  1.000000] EV_ABS       ABS_MT_POSITION_Y    000003f0
            [  1.000000] EV_SYN       SYN_REPORT           00000000
            [  1.010000] EV_SYN       SYN_DROPPED          00000000
            """
        var options = AndroidGetevent.ImportOptions()
        options.screenPixels = Size(width: 1080, height: 2400)
        #expect(
            Self.failure(dropped, options: options)
                == "log.txt:5: SYN_DROPPED: the kernel dropped events here, so the touches after it are not known (getevent frames; record again)"
        )
        #expect(
            Self.failure("EV_ABS       ABS_MT_TRACKING_ID   00000001", options: options)
                == "log.txt:1: no timestamp: record with `getevent -lt` (the t gives each event its time) (getevent lines)"
        )
        #expect(
            Self.failure(String(dropped.split(separator: "\n").prefix(4).joined(separator: "\n")))?.hasPrefix(
                "log.txt: no usable axis ranges for the device: add the output of `getevent -lp`") == true)
        let noisy = "shell@device:/ $ getevent -lt\n" + dropped.split(separator: "\n").prefix(4).joined(separator: "\n")
        let result = try AndroidGetevent.importTraces(noisy, file: "log.txt", options: options).get()
        #expect(
            result.warnings.map(\.description) == [
                "warning: log.txt:1: not a getevent line: \"shell@device:/ $ getevent -lt\"; skipped (getevent lines)"
            ])
    }

    @Test(
        "the README's example log: two edge swipes, split 2.2 s apart, the first 37 frames over 0.3083 s from 3.81 pt")
    func readmeExample() throws {
        var components = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        components.removeLast()
        let file = components.joined(separator: "/") + "/Imports/getevent/two-edge-swipes.log"
        let text = String(decoding: try TraceLoader.readFile(at: file), as: UTF8.self)
        let traces = try AndroidGetevent.importTraces(text, file: "two-edge-swipes.log").get().traces
        #expect(traces.map(\.name) == ["two-edge-swipes-1", "two-edge-swipes-2"])
        let first = try #require(traces.first)
        #expect(first.events.count == 38)  // down, 36 moves, up
        #expect(abs(first.endTime - 37.0 / 120) < 1e-6)
        #expect(first.touchSamples.first?.location == Point(x: 3.81, y: 457.14))  // 10 px, 1200 px at 2.625
        #expect(first.touchSamples.last?.location.x == 289.52)  // 760 px / 2.625
        #expect(traces.last?.touchSamples.last?.location.x == 114.29)  // 300 px / 2.625
    }

    static func result(_ log: String) throws -> ImportResult {
        try AndroidGetevent.importTraces(log, file: "log.txt").get()
    }

    @Test("protocol B: a tap whose down and up fall in one frame is a touch: began, then ended at the same time")
    func tapWithinOneFrame() throws {
        let log =
            Self.axes + """

                [  100.000000] /dev/input/event2: EV_ABS       ABS_MT_TRACKING_ID   00000a1c
                [  100.000000] /dev/input/event2: EV_ABS       ABS_MT_POSITION_X    00000069
                [  100.000000] /dev/input/event2: EV_ABS       ABS_MT_POSITION_Y    000003f0
                [  100.000000] /dev/input/event2: EV_ABS       ABS_MT_TRACKING_ID   ffffffff
                [  100.000000] /dev/input/event2: EV_SYN       SYN_REPORT           00000000
                """
        let trace = try #require(try Self.traces(log).first)
        #expect(
            trace.events.map { Array($0.touches) } == [
                [TouchSample(id: 1, phase: .began, location: Point(x: 40, y: 384))],
                [TouchSample(id: 1, phase: .ended, location: Point(x: 40, y: 384))],
            ])
        #expect(trace.eventTimes == [0, 0])
    }

    @Test(
        "protocol B: a slot whose tracking id is replaced lifts one finger and lands another in the same frame, as two ids"
    )
    func replacedTrackingID() throws {
        let log =
            Self.axes + Self.log("replacedTrackingID")
        let trace = try #require(try Self.traces(log).first)
        #expect(
            trace.events.map { Array($0.touches) } == [
                [TouchSample(id: 1, phase: .began, location: Point(x: 40, y: 384))],
                [
                    TouchSample(id: 1, phase: .ended, location: Point(x: 40, y: 384)),
                    TouchSample(id: 2, phase: .began, location: Point(x: 80, y: 384)),
                ],
                [TouchSample(id: 2, phase: .ended, location: Point(x: 80, y: 384))],
            ])
    }

    @Test("single-touch: BTN_TOUCH down and up within one frame is a tap, not nothing")
    func singleTouchTap() throws {
        let log = Self.log("singleTouchTap")
        let trace = try #require(try Self.traces(log).first)
        #expect(trace.events.map { $0.touches.map(\.phase) } == [[.began], [.ended]])
        #expect(trace.events.first?.touches.first?.location == Point(x: 40, y: 384))
    }

    @Test("protocol A: one tracking id twice in a frame is two fingers, with a warning")
    func duplicateTrackingIDs() throws {
        let log =
            Self.axes + Self.log("duplicateTrackingIDs")
        let result = try Self.result(log)
        let trace = try #require(result.traces.first)
        #expect(trace.events.first?.touches.map(\.location) == [Point(x: 40, y: 384), Point(x: 320, y: 384)])
        #expect(trace.events.last?.touches.map(\.phase) == [.ended, .ended])
        #expect(
            result.warnings.map(\.message) == [
                "tracking id 1 appears twice in one frame; each record is kept as its own finger"
            ])
    }

    @Test(
        "positions outside the declared axis range are a warning; an inverted or empty range is named where it is refused"
    )
    func axisRanges() throws {
        let outside =
            Self.axes + """

                [  1.000000] /dev/input/event2: EV_ABS       ABS_MT_TRACKING_ID   00000001
                [  1.000000] /dev/input/event2: EV_ABS       ABS_MT_POSITION_X    00000500
                [  1.000000] /dev/input/event2: EV_ABS       ABS_MT_POSITION_Y    000003f0
                [  1.000000] /dev/input/event2: EV_SYN       SYN_REPORT           00000000
                [  1.010000] /dev/input/event2: EV_ABS       ABS_MT_TRACKING_ID   ffffffff
                [  1.010000] /dev/input/event2: EV_SYN       SYN_REPORT           00000000
                """
        // 0x500 = 1280 > 1079: past the panel's right edge, twice (the down and the lift).
        #expect(
            try Self.result(outside).warnings.map(\.message) == [
                "2 positions lie outside ABS_MT_POSITION_X's declared range 0…1079; they are mapped beyond the screen's edge"
            ])
        let inverted = outside.replacingOccurrences(of: "min 0, max 1079", with: "min 1079, max 0")
        #expect(
            Self.failure(inverted)?.contains(
                "no usable axis ranges for /dev/input/event2 (ABS_MT_POSITION_X's range is inverted (min 1079, max 0))")
                == true)
        let wide = outside.replacingOccurrences(of: "min 0, max 2399", with: "min 0, max 99999999999")
        #expect(
            Self.failure(wide)?.contains("ABS_MT_POSITION_Y's range goes beyond the kernel's 32-bit values") == true)
    }

    @Test("a line that is not getevent's warns once per log with a count; raw EV_MSC lines (0004) are getevent's own")
    func unreadLinesOnce() throws {
        var log = Self.axes + "\n"
        for frame in 0..<5 {
            let t = String(format: "%.6f", 1 + Double(frame) * 0.01)
            if frame == 0 { log += "[  \(t)] /dev/input/event2: 0003 0039 00000001\n" }
            log += "[  \(t)] /dev/input/event2: 0003 0035 00000069\n[  \(t)] /dev/input/event2: 0003 0036 000003f0\n"
            log += "[  \(t)] /dev/input/event2: 0004 0005 00002710\n"
            log += "vendor noise \(frame)\n"
            log += "[  \(t)] /dev/input/event2: 0000 0000 00000000\n"
        }
        log +=
            "[  1.050000] /dev/input/event2: 0003 0039 ffffffff\n[  1.050000] /dev/input/event2: 0000 0000 00000000\n"
        let result = try Self.result(log)
        #expect(result.traces.count == 1)
        let messages = result.warnings.map(\.message)
        #expect(messages == ["not a getevent line: \"vendor noise 0\"; skipped (and 4 more such lines)"], "\(messages)")
    }
}
