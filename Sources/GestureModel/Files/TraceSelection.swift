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
        /// A `:` or `#` after an existing file that picks nothing: what was typed after the file,
        /// and why it is not a line or a name.
        case malformed(suffix: String, reason: String)
    }

    /// The file, or `-` for standard input.
    public var file: String
    public var pick: Pick

    public init(file: String, pick: Pick = .whole) {
        self.file = file
        self.pick = pick
    }

    /// Reads `text`: a path that exists is the whole file (a file may have `:` or `#` in its
    /// name); otherwise a `#NAME` or `:LINE` suffix after an existing file picks one trace (a name
    /// may itself hold `#` or `:`). A suffix after an existing file that is neither is `malformed`.
    public init(parsing text: String, exists: (String) -> Bool = { FileManager.default.fileExists(atPath: $0) }) {
        self.init(file: text)
        guard text != "-", !exists(text) else { return }
        // The longest existing file before a `#` or `:` is the file; what follows picks.
        for mark in text.indices.reversed() where text[mark] == "#" || text[mark] == ":" {
            guard mark != text.startIndex, exists(String(text[..<mark])) else { continue }
            let file = String(text[..<mark])
            let rest = String(text[text.index(after: mark)...])
            self = TraceSelection(file: file, pick: Self.pick(mark: text[mark], rest))
            return
        }
    }

    /// What `rest` picks after `#` (a name) or `:` (a line number from 1).
    private static func pick(mark: Character, _ rest: String) -> Pick {
        if mark == "#" {
            return rest.isEmpty ? .malformed(suffix: "#", reason: "'#' needs a trace's name after it") : .name(rest)
        }
        let suffix = ":" + rest
        guard !rest.isEmpty else {
            return .malformed(suffix: suffix, reason: "':' needs a line number after it (lines count from 1)")
        }
        guard rest.allSatisfy({ $0.isASCII && $0.isNumber }) else {
            return .malformed(
                suffix: suffix,
                reason: "'\(rest.escapingControls)' is not a line number (lines count from 1; '#' picks by name)")
        }
        guard let line = Int(rest), line >= 1 else {
            return .malformed(
                suffix: suffix,
                reason: rest.allSatisfy { $0 == "0" }
                    ? "lines count from 1, not 0" : "line \(rest) is past any corpus's last line")
        }
        return .line(line)
    }

    /// The file as messages name it: `<stdin>` for standard input.
    private var label: String { file == "-" ? "<stdin>" : file }

    /// As typed back: `corpus.jsonl:7`, `corpus.jsonl#name`, `trace.json`, `<stdin>`.
    public var description: String {
        switch pick {
        case .whole: label
        case .line(let line): "\(label):\(line)"
        case .name(let name): "\(label)#\(name)"
        case .malformed(let suffix, _): label + suffix
        }
    }

    /// The one trace selected, read from its file (standard input for `-`) by `entries()`: a `.json`
    /// document, or the chosen line of a `.jsonl` corpus. A corpus of several traces needs a line
    /// or a name; a line or name that is not there is a problem naming what is.
    public func load() throws(FileProblem) -> (place: String, result: Result<LoadedTrace, TraceLoadFailure>) {
        let picked = try entries()
        guard picked.count == 1, let only = picked.first else {
            let example =
                picked.first.map { "\(label):1\(Self.name(of: $0).map { " or \(label)#\($0)" } ?? "")" } ?? "\(label):1"
            throw FileProblem(
                file: label, reason: "holds \(picked.count) traces; pick one by line or name, for example \(example)")
        }
        return (only.line.map { "\(label):\($0)" } ?? label, only.result)
    }

    /// The entries the selection names, read from its file, or standard input for `-`. A `.jsonl`
    /// file is read a batch at a time (`TraceLoader.forEachBatch`) and only the picked lines are
    /// kept, so picking one trace out of a corpus of any size costs a batch's memory.
    public func entries() throws(FileProblem) -> [CorpusEntry] {
        if case .malformed(_, let reason) = pick { throw FileProblem(file: description, reason: reason) }
        guard file != "-" else { return try entries(bytes: TraceLoader.readStandardInput()) }
        guard file.hasSuffix(".jsonl") else { return try entries(bytes: TraceLoader.readFile(at: file)) }
        return try picked { body throws(FileProblem) in try TraceLoader.forEachBatch(at: file, body) }
    }

    /// The entries the selection names, from `bytes`: the picked trace, or with no pick every trace
    /// the file holds (one for a `.json` document; each line of a corpus).
    public func entries(bytes: [UInt8]) throws(FileProblem) -> [CorpusEntry] {
        if case .malformed(_, let reason) = pick { throw FileProblem(file: description, reason: reason) }
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
        return try picked { body in body(TraceLoader.decodeLines(bytes, file: label)) }
    }

    /// The picked entries of a corpus that `forEach` hands over a batch at a time, in order: only
    /// those picked, and what a message needs about the rest, are kept.
    private func picked(
        _ forEach: (_ body: ([CorpusEntry]) -> Void) throws(FileProblem) -> Void
    ) throws(FileProblem) -> [CorpusEntry] {
        var kept: [CorpusEntry] = []
        var (lastLine, matches, invalid) = (0, 0, 0)
        var firstNames: [String] = []
        var matchingLines: [Int] = []
        try forEach { batch in
            for entry in batch {
                lastLine = entry.line ?? lastLine
                switch pick {
                case .whole:
                    kept.append(entry)
                case .line(let line):
                    if entry.line == line { kept.append(entry) }
                case .name(let name):
                    guard let found = Self.name(of: entry) else {
                        invalid += 1
                        continue
                    }
                    if firstNames.count < 5 { firstNames.append(found) }
                    guard found == name else { continue }
                    matches += 1
                    if kept.isEmpty { kept.append(entry) }
                    if matchingLines.count < 5, let line = entry.line { matchingLines.append(line) }
                case .malformed: break
                }
            }
        }
        switch pick {
        case .whole, .malformed:
            return kept
        case .line(let line):
            guard !kept.isEmpty else {
                throw FileProblem(file: label, reason: "has no line \(line); its traces are on lines 1 to \(lastLine)")
            }
            return kept
        case .name(let name):
            guard !kept.isEmpty else {
                let names = firstNames.map(\.escapingControls).joined(separator: ", ")
                let unnamed =
                    invalid == 0
                    ? ""
                    : "; \(counted(invalid, "line")) \(invalid == 1 ? "is not a valid trace" : "are not valid traces"), so \(invalid == 1 ? "its name is" : "their names are") not known (validate \(label) says why)"
                throw FileProblem(
                    file: label,
                    reason:
                        "no valid trace is named '\(name.escapingControls)'\(names.isEmpty ? "" : " (the first names: \(names))")\(unnamed)"
                )
            }
            guard matches == 1 else {
                let lines = matchingLines.map(String.init).joined(separator: ", ")
                throw FileProblem(
                    file: label,
                    reason:
                        "\(matches) traces are named '\(name.escapingControls)' (lines \(lines)\(matches > 5 ? ", …" : "")); pick one by line"
                )
            }
            return kept
        }
    }

    private var suffix: String {
        switch pick {
        case .whole: ""
        case .line(let line): ":\(line)"
        case .name(let name): "#\(name)"
        case .malformed(let suffix, _): suffix
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
