import Foundation
import Testing

@testable import GestureModel

/// The one file writer against every kind of path an output can name. Special files are made in a
/// scratch folder (`mkfifo`, `mknod`), never the machine's own `/dev/null` or `/dev/stdout`.
@Suite("Writing outputs")
struct TraceFileWriterTests {
    /// A new scratch folder under the package's build folder, removed after the test.
    static func scratch() throws -> String {
        var components = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        components.removeLast(3)
        let folder = components.joined(separator: "/") + "/.build/test-scratch/writer-\(UInt64.random(in: 0 ... .max))"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }

    static func kind(_ path: String) -> mode_t {
        var info = stat()
        return lstat(path, &info) == 0 ? info.st_mode & S_IFMT : 0
    }

    static func mode(_ path: String) -> mode_t {
        var info = stat()
        return stat(path, &info) == 0 ? info.st_mode & 0o7777 : 0
    }

    static var umaskNow: mode_t {
        let mask = umask(0o022)
        umask(mask)
        return mask
    }

    @Test(
        "a new file gets the usual mode (0666 less the umask); a replaced one keeps its own; no temporary file is left")
    func modes() throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try TraceFileWriter.write(Array("one".utf8), to: folder + "/new.txt")
        #expect(Self.mode(folder + "/new.txt") == 0o666 & ~Self.umaskNow)
        chmod(folder + "/new.txt", 0o640)
        try TraceFileWriter.write(Array("two".utf8), to: folder + "/new.txt")
        #expect(Self.mode(folder + "/new.txt") == 0o640)
        #expect(try String(contentsOfFile: folder + "/new.txt", encoding: .utf8) == "two")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["new.txt"])
    }

    @Test("a FIFO is written to as a stream and stays a FIFO")
    func fifo() throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/pipe"
        #expect(mkfifo(path, 0o600) == 0)
        let received = ReceivedBytes()
        let reader = Thread {
            // Read as a stream until the writer closes it (its size on disk is always 0).
            let descriptor = open(path, O_RDONLY)
            var buffer = [UInt8](repeating: 0, count: 4096)
            while descriptor >= 0 {
                let count = read(descriptor, &buffer, buffer.count)
                if count <= 0 { break }
                received.bytes += buffer[..<count]
            }
            close(descriptor)
            received.done.signal()
        }
        reader.start()
        try TraceFileWriter.write(Array("through the pipe".utf8), to: path)
        #expect(received.done.wait(timeout: .now() + 10) == .success)
        #expect(received.bytes == Array("through the pipe".utf8))
        #expect(Self.kind(path) == S_IFIFO)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["pipe"])
    }

    @Test(
        "a character device is written to, never replaced by a regular file",
        .enabled(if: getuid() == 0, "mknod needs root"))
    func characterDevice() throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/null"
        // The null device's numbers (1, 3), made here: the machine's own /dev/null is never touched.
        #if os(Linux)
        let device = dev_t(1 << 8 | 3)  // glibc's makedev(1, 3) for small numbers
        #else
        let device = dev_t(1 << 24 | 3)
        #endif
        #expect(mknod(path, S_IFCHR | 0o666, device) == 0)
        try TraceFileWriter.write(Array("into nothing".utf8), to: path)
        #expect(Self.kind(path) == S_IFCHR)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["null"])
    }

    @Test(
        "a link is written through to its target, a dangling one makes its target with the usual mode, and the link stays a link"
    )
    func links() throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createSymbolicLink(atPath: folder + "/dangling", withDestinationPath: "target.txt")
        try TraceFileWriter.write(Array("made".utf8), to: folder + "/dangling")
        #expect(Self.kind(folder + "/dangling") == S_IFLNK)
        #expect(try String(contentsOfFile: folder + "/target.txt", encoding: .utf8) == "made")
        // Not the link's own 0777: the usual mode of a new file.
        #expect(Self.mode(folder + "/target.txt") == 0o666 & ~Self.umaskNow)
        try TraceFileWriter.write(Array("again".utf8), to: folder + "/dangling")
        #expect(try String(contentsOfFile: folder + "/target.txt", encoding: .utf8) == "again")
        #expect(Self.kind(folder + "/dangling") == S_IFLNK)
    }

    @Test(
        "refused, each with its reason: a link loop, a read-only file, a folder, a trailing slash, an empty path, a name not in UTF-8"
    )
    func refusals() throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createSymbolicLink(atPath: folder + "/a", withDestinationPath: "b")
        try FileManager.default.createSymbolicLink(atPath: folder + "/b", withDestinationPath: "a")
        try Data("kept".utf8).write(to: URL(fileURLWithPath: folder + "/readonly.txt"))
        chmod(folder + "/readonly.txt", 0o444)
        let cases: [(String, String)] = [
            (folder + "/a", "its links lead in a loop"),
            (folder + "/readonly.txt", "is read-only (mode 444); make it writable to replace it"),
            (folder, "is a folder; give the name of a file to write"),
            (folder + "/out.json/", "ends in '/', so it names a folder"),
            ("", "the output path is empty"),
            (folder + "/caf\u{FFFD}.json", "the name is not valid UTF-8"),
            (folder + "/" + String(repeating: "n", count: 300), "the name is too long for the file system"),
            (folder + "/no/such/out.json", "cannot write: the folder \(folder)/no/such does not exist"),
        ]
        for (path, reason) in cases {
            do {
                try TraceFileWriter.write(Array("x".utf8), to: path)
                Issue.record("\(path) was written")
            } catch {
                #expect(error.reason.contains(reason), "\(path): \(error.reason)")
            }
        }
        #expect(try String(contentsOfFile: folder + "/readonly.txt", encoding: .utf8) == "kept")
    }

    @Test("a link to an open pipe's /proc/self/fd entry writes into the pipe; the link stays")
    func linkToOpenDescriptor() throws {
        #if os(Linux)
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        defer { close(ends[0]) }
        let link = folder + "/out"
        // The link's text names no file ("pipe:[N]" is what the kernel shows): only the kernel resolves it.
        #expect(symlink("/proc/self/fd/\(ends[1])", link) == 0)
        try TraceFileWriter.write(Array("to the pipe".utf8), to: link)
        close(ends[1])
        var buffer = [UInt8](repeating: 0, count: 64)
        let count = read(ends[0], &buffer, buffer.count)
        #expect(Array(buffer[..<max(count, 0)]) == Array("to the pipe".utf8))
        #expect(Self.kind(link) == S_IFLNK)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["out"])
        #endif
    }

    @Test("a name of 250 bytes is written: its temporary name is cut to fit the 255-byte limit")
    func longName() throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let name = String(repeating: "a", count: 246) + ".txt"
        try TraceFileWriter.write(Array("long".utf8), to: folder + "/" + name)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == [name])
        // Cut on a character's boundary, never through one: é is two bytes.
        let accented = String(repeating: "é", count: 127)
        let prefix = TraceFileWriter.temporaryPrefix(for: accented)
        #expect(prefix.utf8.count + 13 <= TraceFileWriter.longestFileName)
        #expect(prefix.hasPrefix(".éé") && prefix.hasSuffix("é.gesture-replay-"))
    }

    @Test("two writers at once never share a temporary file: the result is one of them, whole")
    func concurrentWriters() throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/shared.txt"
        let contents = (0..<8).map { String(repeating: Character(String($0)), count: 100_000) }
        DispatchQueue.concurrentPerform(iterations: 64) { index in
            try? TraceFileWriter.write(Array(contents[index % 8].utf8), to: path)
        }
        #expect(contents.contains(try String(contentsOfFile: path, encoding: .utf8)))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["shared.txt"])
    }
}

/// What the FIFO's reader received, handed back to the test's thread.
private final class ReceivedBytes: @unchecked Sendable {
    var bytes: [UInt8] = []
    let done = DispatchSemaphore(value: 0)
}

@Suite("File names for traces written into a folder")
struct TraceFileNamesTests {
    @Test("a name cannot leave the folder, hide the file or overwrite another trace's file; each change has its reason")
    func names() {
        let names = [
            "../../etc/passwd", "", ".hidden", "swipe", "swipe", "Swipe", "a/b", String(repeating: "x", count: 300),
            "ok-1.2_3",
        ]
        let files = TraceFileNames.unique(for: names)
        #expect(
            files.map(\.file) == [
                // No slash survives, and no leading dot; names equal but for case collide too (macOS's
                // file system does not tell them apart).
                "-..-etc-passwd.json", "trace.json", "hidden.json", "swipe.json", "swipe-2.json",
                "Swipe-3.json", "a-b.json", String(repeating: "x", count: 100) + ".json", "ok-1.2_3.json",
            ])
        for file in files.map(\.file) {
            #expect(!file.contains("/") && !file.hasPrefix("."), "\(file)")
        }
        #expect(files[0].change == "characters a file name cannot safely hold were replaced")
        #expect(files[1].change == "the trace has no name")
        #expect(files[3].change == nil)
        #expect(files[4].change == "another trace has the same name")
        #expect(files[8].change == nil)
    }

    @Test("a name given for a trace: every character a terminal acts on is refused, as output escapes them")
    func givenNames() {
        #expect(TraceFileNames.nameProblem("swipe back é") == nil)
        #expect(TraceFileNames.nameProblem("") == "it is empty")
        #expect(TraceFileNames.nameProblem("a/b")?.contains("'/'") == true)
        for scalar in ["\u{1B}", "\u{7F}", "\u{85}", "\u{2028}", "\u{202E}", "\u{2066}"] {
            #expect(
                TraceFileNames.nameProblem("a\(scalar)b") == "it holds a control character",
                "\(scalar.debugDescription)")
            #expect("a\(scalar)b".escapingControls != "a\(scalar)b")
        }
    }
}
