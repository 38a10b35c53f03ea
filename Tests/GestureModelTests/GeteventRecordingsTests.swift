import Testing

@testable import GestureModel

/// Real `getevent -lt` recordings from physical devices (henrydeng/MonkeyHelper, Apache-2.0; source
/// and licence in Imports/getevent/MonkeyHelper). Every number below was read off the log itself
/// with a separate script (the README there says how), not taken from the importer.
///
/// The logs carry no `getevent -lp` block, so the axis ranges are unknown: each is imported at
/// density 1 on a screen as large as the panel's reach, so a point is one raw panel unit and the
/// positions asserted are the logged hexadecimal values.
@Suite("Importing real getevent recordings")
struct GeteventRecordingsTests {
    static func load(_ name: String, screen: Size) throws -> ImportResult {
        var components = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        components.removeLast()
        let file = components.joined(separator: "/") + "/Imports/getevent/MonkeyHelper/\(name).txt"
        let text = String(decoding: try TraceLoader.readFile(at: file), as: UTF8.self)
        var options = AndroidGetevent.ImportOptions()
        options.screenPixels = screen
        options.density = 1
        return try AndroidGetevent.importTraces(text, file: "\(name).txt", options: options).get()
    }

    static func protocolName(_ trace: Trace) -> String? {
        guard case .object(let meta)? = trace.meta, case .string(let name)? = meta["protocol"] else { return nil }
        return name
    }

    static func began(_ trace: Trace) -> [TouchSample] { trace.touchSamples.filter { $0.phase == .began } }
    static func ended(_ trace: Trace) -> [TouchSample] { trace.touchSamples.filter { $0.phase == .ended } }

    @Test(
        "Galaxy S paint session, protocol B: 34 strokes, each lifted by ffffffff (the last by FFFFFFFF), split into 9 traces at 1 s pauses"
    )
    func galaxyPaint() throws {
        let result = try Self.load("galaxys-paint", screen: Size(width: 720, height: 1280))
        let traces = result.traces
        #expect(traces.map(\.name) == (1...9).map { "galaxys-paint-\($0)" })
        // Frames that change a contact (the 18 ABS_MISC-only frames change none).
        #expect(traces.map(\.events.count) == [2, 2, 556, 224, 66, 3, 3, 6, 62])
        #expect(traces.map { Self.began($0).count } == [1, 1, 11, 11, 4, 1, 1, 2, 2])
        #expect(traces.map { Self.ended($0).count } == [1, 1, 11, 11, 4, 1, 1, 2, 2])
        // From each group's first down to its last lift, from the SYN_REPORT times.
        let durations = [0.055725, 0.046631, 13.817962, 10.801574, 2.56192, 0.055725, 0.074829, 0.748871, 1.68985]
        for (trace, duration) in zip(traces, durations) {
            #expect(abs(trace.endTime - trace.startTime - duration) < 1e-6, "\(trace.name)")
        }
        // Lines 1–6: tracking id 0x27d, major 0x0c, pressure 0x98, x 0x76, y 0x291; lines 7–8: the lift.
        let first = try #require(traces.first)
        let down = try #require(Self.began(first).first)
        #expect(down.location == Point(x: 118, y: 657))
        #expect(down.force == 152)
        #expect(down.majorRadius == 6)
        #expect(Self.ended(first).first?.location == Point(x: 118, y: 657))
        // The last frames: x 0x2ba, y 0x340, then an upper-case FFFFFFFF lift at the same time.
        #expect(traces.last.flatMap { Self.ended($0).last?.location } == Point(x: 698, y: 832))
        #expect(Self.protocolName(first) == "B")
        // ABS_MISC is a real axis of this panel the importer has no use for: read, not warned about.
        #expect(result.warnings.isEmpty)
    }

    @Test(
        "Transformer TF201 two-finger drag, protocol A without BTN_TOUCH: two contacts down in one frame, each lift shown only by absence"
    )
    func tabletTwoFingers() throws {
        let result = try Self.load("tablet-two-finger-drag", screen: Size(width: 1600, height: 1000))
        let trace = try #require(result.traces.first)
        #expect(result.traces.count == 1)
        #expect(trace.events.count == 133)  // 133 SYN_REPORT frames, every one moving a finger
        #expect(Self.began(trace).map(\.location) == [Point(x: 43, y: 440), Point(x: 44, y: 605)])
        let lifts = Self.ended(trace)
        // Tracking id 1 is missing from the frame at 213131.817312 (1.466115 s after the first down),
        // tracking id 0 from the one at 213131.826997 (1.475800 s); each lifts where it was last seen.
        #expect(lifts.map(\.location) == [Point(x: 1530, y: 651), Point(x: 1539, y: 488)])
        let liftTimes = trace.events.filter { $0.touches.contains { $0.phase == .ended } }.map(\.time)
        #expect(liftTimes.count == 2)
        #expect(zip(liftTimes, [1.466115, 1.4758]).allSatisfy { abs($0 - $1) < 1e-6 })
        #expect(Self.protocolName(trace) == "A")
    }

    @Test(
        "Transformer TF201 one-finger drag, protocol A with one BTN_TOUCH DOWN: 78 frames from (1133, 500) to (1455, 492) in 0.966878 s"
    )
    func tabletOneFinger() throws {
        let trace = try #require(
            try Self.load("tablet-single-drag", screen: Size(width: 1600, height: 1000)).traces.first)
        #expect(trace.events.count == 78)
        #expect(Self.began(trace).map(\.location) == [Point(x: 1133, y: 500)])
        #expect(Self.ended(trace).map(\.location) == [Point(x: 1455, y: 492)])
        #expect(abs(trace.endTime - 0.966878) < 1e-6)
    }
}
