import Dispatch
import Foundation

/// Reads traces and corpora from disk. The only file I/O in the libraries.
public enum TraceLoader {
    /// Loads one `.json` trace file.
    public static func loadTrace(at path: String) throws(FileProblem) -> Result<LoadedTrace, TraceLoadFailure> {
        let bytes = try readFile(at: path)
        return TraceDecoder.decode(bytes, file: path)
    }

    /// Loads a corpus: a folder of `.json` files (searched recursively, in sorted order),
    /// a `.jsonl` file with one trace per line, or a single `.json` trace.
    public static func loadCorpus(at path: String) throws(FileProblem) -> [CorpusEntry] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw FileProblem(file: path, reason: "no such file or folder")
        }
        if isDirectory.boolValue {
            let files = try traceFiles(in: path)
            var contents: [[UInt8]] = []
            contents.reserveCapacity(files.count)
            for file in files { contents.append(try readFile(at: file)) }
            let loaded = contents
            return decodeInParallel(count: files.count) { index in
                CorpusEntry(file: files[index], line: nil, result: TraceDecoder.decode(loaded[index], file: files[index]))
            }
        }
        let bytes = try readFile(at: path)
        if path.hasSuffix(".jsonl") {
            return decodeLines(bytes, file: path)
        }
        return [CorpusEntry(file: path, line: nil, result: TraceDecoder.decode(bytes, file: path))]
    }

    /// One folder's entries: names, and whether each is a folder (after following a link); nil when
    /// the folder cannot be read.
    public typealias FolderListing = (String) -> [(name: String, isFolder: Bool)]?

    /// Every `.json` file below `folder`, sorted so that corpora load in the same order everywhere.
    /// A subfolder that cannot be read is an error naming it: its traces would otherwise be missing
    /// without a word. A linked folder is followed once (a link back up the tree is not a loop).
    public static func traceFiles(in folder: String, listing: FolderListing = listFolder) throws(FileProblem) -> [String] {
        var files: [String] = []
        let root = folder.hasSuffix("/") && folder.count > 1 ? String(folder.dropLast()) : folder
        var pending = [root]
        var visited: Set<String> = []
        while let current = pending.popLast() {
            guard visited.insert(canonicalPath(current)).inserted else { continue }
            guard let entries = listing(current) else {
                throw FileProblem(file: current, reason: current == root ? "the folder cannot be read" : "this folder of the corpus cannot be read, so its traces would be missing")
            }
            for entry in entries {
                let path = current + "/" + entry.name
                if entry.isFolder {
                    pending.append(path)
                } else if entry.name.hasSuffix(".json") {
                    files.append(path)
                }
            }
        }
        return files.sorted()
    }

    /// The file system's listing of `folder`.
    public static func listFolder(_ folder: String) -> [(name: String, isFolder: Bool)]? {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return nil }
        return names.map { name in
            var isDirectory: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: folder + "/" + name, isDirectory: &isDirectory)
            return (name, exists && isDirectory.boolValue)
        }
    }

    static func canonicalPath(_ path: String) -> String {
        URL(fileURLWithPath: path).resolvingSymlinksInPath().standardizedFileURL.path
    }

    /// Splits a `.jsonl` corpus into lines; blank lines at the very end are allowed.
    static func decodeLines(_ bytes: [UInt8], file: String) -> [CorpusEntry] {
        // Line ranges by a plain scan: Collection.split is several times slower on a large corpus.
        var lines: [Range<Int>] = []
        bytes.withUnsafeBufferPointer { buffer in
            var start = 0
            for index in 0 ..< buffer.count where buffer[index] == UInt8(ascii: "\n") {
                lines.append(start ..< index)
                start = index + 1
            }
            lines.append(start ..< buffer.count)
        }
        func blank(_ range: Range<Int>) -> Bool { bytes[range].allSatisfy { $0 == 0x20 || $0 == 0x0D || $0 == 0x09 } }
        while let last = lines.last, blank(last) {
            lines.removeLast()
        }
        let split = lines
        return decodeInParallel(count: split.count) { offset in
            let number = offset + 1
            let line = bytes[split[offset]]
            if line.allSatisfy({ $0 == 0x20 || $0 == 0x0D || $0 == 0x09 }) {
                let problem = TraceProblem(severity: .error, file: file, line: number, path: .root, rule: .emptyLine)
                return CorpusEntry(file: file, line: number, result: .failure(TraceLoadFailure(problems: [problem])))
            }
            return CorpusEntry(file: file, line: number, result: TraceDecoder.decode(line, file: file, line: number))
        }
    }

    /// Decodes `count` traces on every core; the entries come back in index order whatever the threads did.
    static func decodeInParallel(count: Int, _ decode: @Sendable (Int) -> CorpusEntry) -> [CorpusEntry] {
        let slots = EntrySlots(count: count)
        let chunk = 64
        DispatchQueue.concurrentPerform(iterations: (count + chunk - 1) / chunk) { block in
            for index in block * chunk ..< min(count, (block + 1) * chunk) { slots.store(decode(index), at: index) }
        }
        return slots.entries.map { $0! }
    }

    /// The bytes of a file (a trace, a corpus, a scenario file, a sweep shard), or why it cannot be read.
    public static func readFile(at path: String) throws(FileProblem) -> [UInt8] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw FileProblem(file: path, reason: "no such file")
        }
        if isDirectory.boolValue { throw FileProblem(file: path, reason: "is a folder; expected a file") }
        // Straight into the array: reading into Data and copying would hold the file twice.
        guard let file = fopen(path, "rb") else { throw FileProblem(file: path, reason: "the file cannot be read") }
        defer { fclose(file) }
        guard fseeko(file, 0, SEEK_END) == 0, let size = Int(exactly: ftello(file)), size >= 0, fseeko(file, 0, SEEK_SET) == 0 else {
            throw FileProblem(file: path, reason: "the file cannot be read")
        }
        var failed = false
        let bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, initialized in
            initialized = size == 0 ? 0 : fread(buffer.baseAddress, 1, size, file)
            failed = initialized < size && ferror(file) != 0
        }
        if failed { throw FileProblem(file: path, reason: "the file cannot be read") }
        return bytes
    }
}

/// Entries written from worker threads, each slot by exactly one of them.
private final class EntrySlots: @unchecked Sendable {
    private(set) var entries: [CorpusEntry?]
    private let lock = NSLock()

    init(count: Int) {
        entries = [CorpusEntry?](repeating: nil, count: count)
    }

    func store(_ entry: CorpusEntry, at index: Int) {
        lock.lock()
        entries[index] = entry
        lock.unlock()
    }
}
