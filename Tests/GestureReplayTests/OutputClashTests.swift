import Foundation
import Testing

@testable import gesture_replay

/// No output may name an input or another output: every command compares its outputs' paths
/// (after links, a hard link by its file number) with the files it reads and with each other, and
/// refuses before any work, leaving every file as it was.
@Suite("Outputs that would destroy an input")
struct OutputClashTests {
    /// A scratch folder holding a trace (`t.json`) and a corpus of it (`c.jsonl`).
    static func folder() throws -> String {
        let trace = try String(
            contentsOfFile: Tool.packageRoot + "/Fixtures/edge/left-slow-drag-finish.json", encoding: .utf8)
        let path = try Tool.temporaryFile(trace, name: "t.json")
        let folder = (path as NSString).deletingLastPathComponent
        let line = trace.replacingOccurrences(of: "\n", with: "")
        try (line + "\n" + line + "\n").write(toFile: folder + "/c.jsonl", atomically: true, encoding: .utf8)
        return folder
    }

    static let vary = ["--vary", "threshold=0.3:0.7:0.1"]

    @Test(
        "each output that names an input, or another output, is refused with exit 2 before any work",
        arguments: [
            (["sweep", "$/c.jsonl"] + vary + ["--emit-best", "$/c.jsonl"], "--emit-best $/c.jsonl: is also an input"),
            (["sweep", "$/c.jsonl"] + vary + ["--emit-best", "$/x.json", "-o", "$/x.json"], "name the same file"),
            (["sweep", "$/c.jsonl"] + vary + ["--emit-best", "$/x.svg", "--plot", "$/x.svg"], "name the same file"),
            (["check", "$/t.json", "--junit", "$/t.json"], "--junit $/t.json: is also an input"),
            (["report", "$/t.json", "-o", "$/t.json"], "--output $/t.json: is also an input"),
            (["export", "hammer", "$/t.json", "-o", "$/t.json"], "--output $/t.json: is also an input"),
            // A plot over a corpus is refused by its extension first; the links below name an input.
            (
                ["replay", "$/c.jsonl:1", "--plot", "$/c.jsonl"],
                "--plot draws SVG only; '$/c.jsonl' names a .jsonl file"
            ),
            (["check", "$", "--junit", "$/t.json"], "--junit $/t.json: is also an input ($)"),
            (["import", "w3c-actions", "$/t.json", "-o", "$/t.json"], "--output $/t.json: is also an input"),
        ])
    func refused(arguments: [String], message: String) throws {
        let folder = try Self.folder()
        let before = try Data(contentsOf: URL(fileURLWithPath: folder + "/t.json"))
        let corpus = try Data(contentsOf: URL(fileURLWithPath: folder + "/c.jsonl"))
        let run = try Tool.run(arguments.map { $0.replacingOccurrences(of: "$", with: folder) })
        #expect(run.status == 2)
        #expect(run.stderr.contains(message.replacingOccurrences(of: "$", with: folder)), "\(run.stderr)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: folder + "/t.json")) == before)
        #expect(try Data(contentsOf: URL(fileURLWithPath: folder + "/c.jsonl")) == corpus)
        #expect(!FileManager.default.fileExists(atPath: folder + "/x.json"))
    }

    @Test("an output through a symbolic link or a hard link to an input is the input")
    func links() throws {
        let folder = try Self.folder()
        try FileManager.default.createSymbolicLink(atPath: folder + "/soft.svg", withDestinationPath: "t.json")
        try FileManager.default.linkItem(atPath: folder + "/t.json", toPath: folder + "/hard.svg")
        for output in ["soft.svg", "hard.svg"] {
            let run = try Tool.run(["replay", folder + "/t.json", "--plot", folder + "/" + output])
            #expect(run.status == 2)
            #expect(run.stderr.contains("is also an input (\(folder)/t.json)"), "\(run.stderr)")
        }
        let untouched = try Tool.run(["replay", folder + "/t.json", "--format", "json"])
        #expect(untouched.status == 0)
    }

    @Test("two outputs to one special file (a FIFO made here) clash with nothing; a new file beside an input is fine")
    func specialFiles() throws {
        let folder = try Self.folder()
        let fifo = folder + "/pipe"
        #expect(mkfifo(fifo, 0o600) == 0)
        #expect(throws: Never.self) {
            try Files.refuseClashes(
                outputs: [("--output", fifo), ("--plot", fifo)], inputs: [folder + "/t.json"], command: "sweep")
        }
        #expect(throws: Never.self) {
            try Files.refuseClashes(outputs: [("--output", "-")], inputs: ["-"], command: "import")
        }
        let fine = try Tool.run(["replay", folder + "/t.json", "--plot", folder + "/t.svg"])
        #expect(fine.status == 0)
    }
}
