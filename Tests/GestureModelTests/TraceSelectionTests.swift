import Testing

@testable import GestureModel

/// How a typed path picks a trace, with `exists` standing in for the disk: the file is the longest
/// existing path before a `#` or `:`, and a suffix after it that picks nothing is named as such.
@Suite("Selecting one trace out of a file")
struct TraceSelectionTests {
    static func parse(_ text: String, files: Set<String> = ["c.jsonl"]) -> TraceSelection {
        TraceSelection(parsing: text, exists: files.contains)
    }

    @Test("a line, a name, and a name that itself holds '#' or ':'")
    func picks() {
        #expect(Self.parse("c.jsonl:7") == TraceSelection(file: "c.jsonl", pick: .line(7)))
        #expect(Self.parse("c.jsonl#edge-3") == TraceSelection(file: "c.jsonl", pick: .name("edge-3")))
        #expect(Self.parse("c.jsonl#a#b") == TraceSelection(file: "c.jsonl", pick: .name("a#b")))
        #expect(Self.parse("c.jsonl#a:1") == TraceSelection(file: "c.jsonl", pick: .name("a:1")))
        // A file whose own name holds the mark is the whole file.
        #expect(Self.parse("x:1", files: ["x:1", "x"]) == TraceSelection(file: "x:1"))
        #expect(Self.parse("missing.jsonl:1") == TraceSelection(file: "missing.jsonl:1"))
    }

    @Test("a suffix that picks nothing says why, and is typed back as given")
    func malformed() throws {
        for (text, reason) in [
            ("c.jsonl:0", "lines count from 1, not 0"),
            ("c.jsonl:-1", "'-1' is not a line number (lines count from 1; '#' picks by name)"),
            ("c.jsonl:99999999999999999999", "line 99999999999999999999 is past any corpus's last line"),
            ("c.jsonl:", "':' needs a line number after it (lines count from 1)"),
            ("c.jsonl#", "'#' needs a trace's name after it"),
        ] {
            let selection = Self.parse(text)
            #expect(selection.pick == .malformed(suffix: String(text.dropFirst("c.jsonl".count)), reason: reason))
            #expect(selection.description == text)
            #expect(throws: FileProblem(file: text, reason: reason)) { try selection.entries(bytes: []) }
        }
    }
}
