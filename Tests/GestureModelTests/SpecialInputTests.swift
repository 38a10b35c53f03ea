import Foundation
import Testing

@testable import GestureModel

/// Inputs that are not plain files of a sensible size: each refused at once with its reason, never
/// a hang, a crash or the whole file in memory. Special files are made in a scratch folder.
@Suite("Special and huge inputs")
struct SpecialInputTests {
    /// The problem reading raises; nil when it reads.
    static func problem<T>(_ read: () throws -> T) -> FileProblem? {
        do {
            _ = try read()
            return nil
        } catch {
            return error as? FileProblem
        }
    }

    @Test("a FIFO, a link loop and a dangling link are refused by name before anything is opened")
    func specialFiles() throws {
        let folder = try TraceFileWriterTests.scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(mkfifo(folder + "/pipe.json", 0o600) == 0)
        try FileManager.default.createSymbolicLink(atPath: folder + "/a.json", withDestinationPath: "b.json")
        try FileManager.default.createSymbolicLink(atPath: folder + "/b.json", withDestinationPath: "a.json")
        try FileManager.default.createSymbolicLink(atPath: folder + "/gone.json", withDestinationPath: "nowhere.json")
        let cases = [
            ("pipe.json", "is a FIFO, not a regular file; pipe it to standard input and give '-' instead"),
            ("a.json", "cannot be read: its links lead in a loop"),
            ("gone.json", "is a link to a file that does not exist"),
        ]
        for (name, reason) in cases {
            #expect(
                Self.problem { try TraceLoader.readFile(at: folder + "/" + name) }?.reason == reason,
                "\(name) as a document")
            #expect(
                Self.problem { try TraceLoader.loadCorpus(at: folder + "/" + name) }?.reason == reason,
                "\(name) as a corpus")
        }
        // As a corpus too: a FIFO named .jsonl is not opened.
        #expect(mkfifo(folder + "/pipe.jsonl", 0o600) == 0)
        #expect(Self.problem { try TraceLoader.loadCorpus(at: folder + "/pipe.jsonl") } != nil)
    }

    @Test("a 64 GiB sparse file is refused by its size, with nothing allocated")
    func hugeFile() throws {
        let folder = try TraceFileWriterTests.scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/huge.json"
        #expect(FileManager.default.createFile(atPath: path, contents: Data("{".utf8)))
        #expect(truncate(path, 64 << 30) == 0)
        do {
            _ = try TraceLoader.readFile(at: path)
            Issue.record("64 GiB were read")
        } catch {
            #expect(
                error.reason
                    == "is 68719476736 bytes; a single document may be at most 256 MiB (a corpus is read a line at a time from a .jsonl file)"
            )
        }
    }

    @Test("a corpus line past 64 MiB is one error, skipped to its end; the next line still reads")
    func overlongLine() throws {
        let folder = try TraceFileWriterTests.scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/long.jsonl"
        var text = Data("{\"name\": \"".utf8)
        text.append(Data(repeating: UInt8(ascii: "a"), count: (64 << 20) + 10))
        text.append(Data("\"}\n".utf8))
        let swipe =
            #"{"screen": {"width": 390, "height": 844}, "events": [{"t": 0, "touches": [{"id": 1, "phase": "began", "x": 4, "y": 400}]}, {"t": 0.1, "touches": [{"id": 1, "phase": "ended", "x": 90, "y": 400}]}]}"#
        text.append(Data((swipe + "\n").utf8))
        try text.write(to: URL(fileURLWithPath: path))
        let entries = try TraceLoader.loadCorpus(at: path)
        #expect(entries.map(\.line) == [1, 2])
        guard case .failure(let failure) = entries[0].result else {
            Issue.record("the long line was read")
            return
        }
        #expect(failure.problems.map(\.rule) == [.lineTooLong(limit: 64 << 20)])
        #expect(
            failure.problems.first?.description.hasSuffix(
                "long.jsonl:1: (top level): the line is longer than 64 MiB; it was skipped to its end (corpora: one trace object per line)"
            ) == true)
        if case .failure = entries[1].result { Issue.record("the line after the long one did not read") }
    }

    @Test(
        "a line spanning thousands of blocks is scanned once: each byte looked at a bounded number of times",
        .timeLimit(.minutes(1)))
    func longLineIsLinear() throws {
        // 16 MiB in blocks of 1 KiB: scanned again from its start for every block, as it was, this
        // is 16384 scans averaging 8 MiB (137 GB); scanned once, 16 MiB.
        let line = "{\"name\": \"" + String(repeating: "a", count: 16 << 20) + "\"}"
        let bytes = Array((line + "\n").utf8)
        var lines = JSONLines(file: "one.jsonl")
        var entries: [CorpusEntry] = []
        var start = 0
        while start < bytes.count {
            lines.add(bytes[start..<min(bytes.count, start + 1024)], batchSize: 64) { entries += $0 }
            start += 1024
        }
        lines.finish { entries += $0 }
        #expect(entries.count == 1)
        let split = JSONLines.completeLines(in: Array("abcd\nef".utf8), from: 2)
        #expect(split.lines == [0..<4] && split.rest == 5)
    }
}

@Suite("Documents of many touches")
struct ManyTouchesTests {
    @Test(
        "one event of 200,000 touches is checked in the time of its touches, duplicates still found",
        .timeLimit(.minutes(1)))
    func manyTouchesInOneEvent() throws {
        let count = 200_000
        let down = (0..<count).map { TouchSample(id: $0, phase: .began, location: Point(x: Double($0 % 390), y: 400)) }
        let up = (0..<count).map { TouchSample(id: $0, phase: .ended, location: Point(x: Double($0 % 390), y: 401)) }
        let trace = try Trace(
            name: "many", screen: Screen(size: Size(width: 390, height: 844)),
            events: [
                TouchEvent(time: 0, touches: down), TouchEvent(time: 0.01, touches: up),
            ])
        #expect(trace.touchSamples.count == 2 * count)
        // The last id again in the first event: found past the scan limit too.
        do {
            _ = try Trace(
                name: "twice", screen: trace.screen, events: [TouchEvent(time: 0, touches: down + [down[count - 1]])])
            Issue.record("a duplicate id was accepted")
        } catch {
            #expect(error.problems.map(\.rule) == [.duplicateTouchID(id: count - 1, firstIndex: count - 1)])
        }
    }
}
