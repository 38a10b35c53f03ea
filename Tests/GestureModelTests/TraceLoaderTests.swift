import Testing

@testable import GestureModel

/// Folder walks over a made-up file system, so that an unreadable folder can be tested even where
/// the tests run as root (who can read everything).
@Suite("Corpus folders")
struct TraceLoaderTests {
    /// corpus/{a.json, notes.txt, sub/{b.json, deeper/c.json}, locked/}
    static let tree: [String: [(name: String, isFolder: Bool)]] = [
        "corpus": [("sub", true), ("a.json", false), ("notes.txt", false)],
        "corpus/sub": [("b.json", false), ("deeper", true)],
        "corpus/sub/deeper": [("c.json", false)],
    ]

    @Test("every .json file below the folder, sorted, whatever order the folders list them in")
    func walk() throws {
        let files = try TraceLoader.traceFiles(in: "corpus/") { Self.tree[$0] }
        #expect(files == ["corpus/a.json", "corpus/sub/b.json", "corpus/sub/deeper/c.json"])
    }

    @Test(
        "a subfolder that cannot be read is an error naming it, not traces missing without a word; so is the folder itself"
    )
    func unreadableSubfolder() {
        var tree = Self.tree
        tree["corpus"]?.append(("locked", true))
        #expect(
            throws: FileProblem(
                file: "corpus/locked",
                reason: "this folder of the corpus cannot be read, so its traces would be missing")
        ) {
            try TraceLoader.traceFiles(in: "corpus") { tree[$0] }
        }
        #expect(throws: FileProblem(file: "elsewhere", reason: "the folder cannot be read")) {
            try TraceLoader.traceFiles(in: "elsewhere") { tree[$0] }
        }
    }
}
