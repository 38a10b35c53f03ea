import Foundation

/// One trace out of a file that may hold many: `trace.json`, `corpus.jsonl:7` (the line `check`
/// and `validate` print), `corpus.jsonl#edge-left-3` (the trace's name), or `-` (standard input).
/// Wherever one trace is expected, this is how it is named.
public struct TraceSelection: Sendable, Hashable, CustomStringConvertible {
    public enum Pick: Sendable, Hashable {
        /// The file's only trace.
        case whole
        /// Line N of a `.jsonl` corpus, from 1.
        case line(Int)
        /// The trace whose `name` is this.
        case name(String)
    }

    /// The file, or `-` for standard input.
    public var file: String
    public var pick: Pick

    public init(file: String, pick: Pick = .whole) {
        self.file = file
        self.pick = pick
    }

    /// Reads `text`: a path that exists is the whole file (a file may have `:` or `#` in its
    /// name); otherwise a `:LINE` or `#NAME` suffix after an existing file picks one trace.
    public init(parsing text: String, exists: (String) -> Bool = { FileManager.default.fileExists(atPath: $0) }) {
        self.init(file: text)
        guard text != "-", !exists(text) else { return }
        if let hash = text.lastIndex(of: "#"), hash != text.startIndex, exists(String(text[..<hash])) {
            let name = String(text[text.index(after: hash)...])
            if !name.isEmpty { self = TraceSelection(file: String(text[..<hash]), pick: .name(name)) }
            return
        }
        if let colon = text.lastIndex(of: ":"), colon != text.startIndex, exists(String(text[..<colon])) {
            let digits = text[text.index(after: colon)...]
            if !digits.isEmpty, digits.allSatisfy(\.isASCII), digits.allSatisfy(\.isNumber), let line = Int(digits),
                line >= 1
            {
                self = TraceSelection(file: String(text[..<colon]), pick: .line(line))
            }
        }
    }

    /// As typed back: `corpus.jsonl:7`, `corpus.jsonl#name`, `trace.json`, `<stdin>`.
    public var description: String {
        let shown = file == "-" ? "<stdin>" : file
        switch pick {
        case .whole: return shown
        case .line(let line): return "\(shown):\(line)"
        case .name(let name): return "\(shown)#\(name)"
        }
    }

    /// The one trace selected, from `bytes` (the file's contents, or standard input's): a `.json`
    /// document, or the chosen line of a `.jsonl` corpus. A corpus of several traces needs a line
    /// or a name; a line or name that is not there is a problem naming what is.
    public func load(
        bytes: [UInt8]
    ) throws(FileProblem) -> (place: String, result: Result<LoadedTrace, TraceLoadFailure>) {
        let label = file == "-" ? "<stdin>" : file
        let picked = try entries(bytes: bytes)
        guard picked.count == 1, let only = picked.first else {
            let example =
                picked.first.map { "\(label):1\(Self.name(of: $0).map { " or \(label)#\($0)" } ?? "")" } ?? "\(label):1"
            throw FileProblem(
                file: label, reason: "holds \(picked.count) traces; pick one by line or name, for example \(example)")
        }
        return (only.line.map { "\(label):\($0)" } ?? label, only.result)
    }

    /// The entries the selection names, from `bytes`: the picked trace, or with no pick every trace
    /// the file holds (one for a `.json` document; each line of a corpus).
    public func entries(bytes: [UInt8]) throws(FileProblem) -> [CorpusEntry] {
        let label = file == "-" ? "<stdin>" : file
        let isCorpus = file.hasSuffix(".jsonl") || (file == "-" && Self.looksLikeLines(bytes))
        guard isCorpus else {
            if case .whole = pick {
                return [CorpusEntry(file: label, line: nil, result: TraceDecoder.decode(bytes, file: label))]
            }
            throw FileProblem(
                file: label,
                reason:
                    "\(description) picks a trace out of a .jsonl corpus; this file holds one trace: give it without \(suffix)"
            )
        }
        let entries = TraceLoader.decodeLines(bytes, file: label)
        switch pick {
        case .whole:
            return entries
        case .line(let line):
            guard let entry = entries.first(where: { $0.line == line }) else {
                throw FileProblem(
                    file: label, reason: "has no line \(line); its traces are on lines 1 to \(entries.last?.line ?? 0)")
            }
            return [entry]
        case .name(let name):
            let matching = entries.filter { Self.name(of: $0) == name }
            guard let entry = matching.first else {
                let names = entries.compactMap(Self.name(of:)).prefix(5).joined(separator: ", ")
                throw FileProblem(
                    file: label,
                    reason: "no trace is named '\(name)'\(names.isEmpty ? "" : " (the first names: \(names))")")
            }
            guard matching.count == 1 else {
                let lines = matching.prefix(5).compactMap(\.line).map(String.init).joined(separator: ", ")
                throw FileProblem(
                    file: label,
                    reason:
                        "\(matching.count) traces are named '\(name)' (lines \(lines)\(matching.count > 5 ? ", …" : "")); pick one by line"
                )
            }
            return [entry]
        }
    }

    private var suffix: String {
        switch pick {
        case .whole: ""
        case .line(let line): ":\(line)"
        case .name(let name): "#\(name)"
        }
    }

    private static func name(of entry: CorpusEntry) -> String? {
        if case .success(let loaded) = entry.result { return loaded.trace.name }
        return nil
    }

    /// Standard input holds JSON Lines when a second document starts on a later line.
    static func looksLikeLines(_ bytes: [UInt8]) -> Bool {
        var lines = 0
        var sawContent = false
        for byte in bytes {
            if byte == UInt8(ascii: "\n") {
                if sawContent { lines += 1 }
                sawContent = false
            } else if byte != UInt8(ascii: " ") && byte != UInt8(ascii: "\t") && byte != UInt8(ascii: "\r") {
                sawContent = true
            }
        }
        if sawContent { lines += 1 }
        // A pretty-printed trace spans lines too, but its second line does not start a document.
        guard lines > 1 else { return false }
        let text = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: true)
        return text.count > 1
            && text.allSatisfy { line in
                line.first(where: { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") }) == UInt8(ascii: "{")
            }
    }
}
