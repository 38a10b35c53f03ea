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
        var entries: [CorpusEntry] = []
        try forEachBatch(at: path) { entries += $0 }
        return entries
    }

    /// The traces a batch holds at most (about 50 MB of decoded traces at 120 Hz).
    public static let batchSize = 4096

    /// Reads a corpus in batches of at most `batchSize` entries, in order, decoding each batch on
    /// every core: a `.jsonl` file is read a block at a time, a folder a batch of files at a time,
    /// so the memory is a batch's, whatever the corpus's size. `loadCorpus` is this, collected.
    public static func forEachBatch(
        at path: String, batchSize: Int = batchSize, _ body: ([CorpusEntry]) -> Void
    ) throws(FileProblem) {
        try forEachBatch(at: path, batchSize: batchSize, blockSize: LineBlockReader.blockSize, body)
    }

    /// `forEachBatch` with the `.jsonl` block size chosen (tests read a file in many small blocks).
    static func forEachBatch(
        at path: String, batchSize: Int, blockSize: Int, _ body: ([CorpusEntry]) -> Void
    ) throws(FileProblem) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            // A dangling link or a loop is named as one; anything else is simply not there.
            do {
                _ = try regularFileSize(at: path)
            } catch  where error.reason != "no such file" {
                throw error
            } catch {}
            throw FileProblem(file: path, reason: "no such file or folder")
        }
        if isDirectory.boolValue {
            let files = try traceFiles(in: path)
            var start = 0
            while start < files.count {
                let batch = Array(files[start..<min(files.count, start + max(1, batchSize))])
                var contents: [[UInt8]] = []
                contents.reserveCapacity(batch.count)
                for file in batch { contents.append(try readFile(at: file)) }
                let loaded = contents
                body(
                    decodeInParallel(count: batch.count) { index in
                        CorpusEntry(
                            file: batch[index], line: nil,
                            result: TraceDecoder.decode(loaded[index], file: batch[index]))
                    })
                start += batch.count
            }
            return
        }
        guard path.hasSuffix(".jsonl") else {
            let bytes = try readFile(at: path)
            body([CorpusEntry(file: path, line: nil, result: TraceDecoder.decode(bytes, file: path))])
            return
        }
        let reader = ReadAhead(try LineBlockReader(path: path, blockSize: blockSize))
        var lines = JSONLines(file: path)
        reader.read()
        while let current = try reader.block.get() {
            // The next block is read on one core while this one's lines are decoded on the others.
            lines.add(current, batchSize: max(1, batchSize), alongside: { reader.read() }, body)
        }
        lines.finish(body)
    }

    /// One folder's entries: names, and whether each is a folder (after following a link); nil when
    /// the folder cannot be read.
    public typealias FolderListing = (String) -> [(name: String, isFolder: Bool)]?

    /// Every `.json` file below `folder`, sorted so that corpora load in the same order everywhere.
    /// A subfolder that cannot be read is an error naming it: its traces would otherwise be missing
    /// without a word. A linked folder is followed once (a link back up the tree is not a loop).
    public static func traceFiles(
        in folder: String, listing: FolderListing = listFolder
    ) throws(FileProblem) -> [String] {
        var files: [String] = []
        let root = folder.hasSuffix("/") && folder.count > 1 ? String(folder.dropLast()) : folder
        var pending = [root]
        var visited: Set<String> = []
        while let current = pending.popLast() {
            guard visited.insert(canonicalPath(current)).inserted else { continue }
            guard let entries = listing(current) else {
                throw FileProblem(
                    file: current,
                    reason: current == root
                        ? "the folder cannot be read"
                        : "this folder of the corpus cannot be read, so its traces would be missing")
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
        var entries: [CorpusEntry] = []
        var lines = JSONLines(file: file)
        lines.add(bytes[...], batchSize: Int.max) { entries += $0 }
        lines.finish { entries += $0 }
        return entries
    }

    /// Decodes `count` traces on every core; the entries come back in index order whatever the threads did.
    /// `alongside`, when given, runs as one more task among the decoding ones. Without it a batch
    /// of one chunk is one task, which libdispatch runs on the calling thread (an extra task for
    /// nothing made every small corpus hand work to another thread: the decode fuzzer ran 25×
    /// fewer inputs).
    static func decodeInParallel(
        count: Int, alongside: (@Sendable () -> Void)? = nil, _ decode: @Sendable (Int) -> CorpusEntry
    ) -> [CorpusEntry] {
        let slots = ParallelSlots<CorpusEntry>(count: count)
        let chunk = 64
        let extra = alongside == nil ? 0 : 1
        DispatchQueue.concurrentPerform(iterations: (count + chunk - 1) / chunk + extra) { task in
            if let alongside, task == 0 { return alongside() }
            let block = task - extra
            for index in block * chunk..<min(count, (block + 1) * chunk) { slots.store(decode(index), at: index) }
        }
        return slots.values
    }

    /// The largest single document read whole (a trace, a scenario file, a shard, a log to
    /// import): larger files are refused before anything is allocated. A corpus of any size is
    /// read a block at a time, one trace per line of at most `maximumLineBytes`.
    public static let maximumDocumentBytes = 256 << 20

    /// The longest line of a `.jsonl` corpus.
    public static let maximumLineBytes = 64 << 20

    /// Checks that `path` names a regular file to read, and returns its size: a folder, a FIFO, a
    /// device or a socket is refused (opening one could block forever or never end), as is a link
    /// loop, each with the reason.
    public static func regularFileSize(at path: String) throws(FileProblem) -> Int {
        var info = stat()
        guard stat(path, &info) == 0 else {
            let code = errno
            if code == ENOENT {
                var link = stat()
                if lstat(path, &link) == 0 {
                    throw FileProblem(file: path, reason: "is a link to a file that does not exist")
                }
                throw FileProblem(file: path, reason: "no such file")
            }
            throw FileProblem(
                file: path, reason: "cannot be read: \(TraceFileWriter.reason(for: code, writing: false))")
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return Int(info.st_size)
        case S_IFDIR: throw FileProblem(file: path, reason: "is a folder; expected a file")
        case S_IFIFO:
            throw FileProblem(
                file: path, reason: "is a FIFO, not a regular file; pipe it to standard input and give '-' instead")
        case S_IFCHR, S_IFBLK:
            throw FileProblem(
                file: path, reason: "is a device, not a regular file; pipe it to standard input and give '-' instead")
        default: throw FileProblem(file: path, reason: "is not a regular file")
        }
    }

    /// The bytes of a file (a trace, a corpus, a scenario file, a sweep shard), or why it cannot be
    /// read: not a regular file, or larger than `maximumDocumentBytes`.
    public static func readFile(at path: String) throws(FileProblem) -> [UInt8] {
        let size = try regularFileSize(at: path)
        guard size <= maximumDocumentBytes else {
            throw FileProblem(
                file: path,
                reason:
                    "is \(size) bytes; a single document may be at most \(maximumDocumentBytes >> 20) MiB (a corpus is read a line at a time from a .jsonl file)"
            )
        }
        // Straight into the array: reading into Data and copying would hold the file twice.
        guard let file = fopen(path, "rb") else { throw FileProblem(file: path, reason: "the file cannot be read") }
        defer { fclose(file) }
        var failed = false
        // One byte more than the size, to see whether the file grew since it was measured.
        var bytes = [UInt8](unsafeUninitializedCapacity: size + 1) { buffer, initialized in
            initialized = fread(buffer.baseAddress, 1, size + 1, file)
            failed = initialized < size && ferror(file) != 0
        }
        if failed { throw FileProblem(file: path, reason: "the file cannot be read") }
        if bytes.count > size {
            // It grew while being read: read on, within the limit.
            while bytes.count <= maximumDocumentBytes {
                var chunk = [UInt8](repeating: 0, count: 1 << 16)
                let count = fread(&chunk, 1, chunk.count, file)
                if count == 0 { break }
                bytes += chunk[..<count]
            }
            guard bytes.count <= maximumDocumentBytes else {
                throw FileProblem(file: path, reason: "grew past \(maximumDocumentBytes >> 20) MiB while it was read")
            }
        }
        return bytes
    }

    /// Standard input's bytes, at most `maximumDocumentBytes`.
    public static func readStandardInput() throws(FileProblem) -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = read(0, &chunk, chunk.count)
            if count < 0 && errno == EINTR { continue }
            if count <= 0 { break }
            bytes += chunk[..<count]
            if bytes.count > maximumDocumentBytes {
                throw FileProblem(
                    file: "<stdin>",
                    reason: "holds more than \(maximumDocumentBytes >> 20) MiB; give a .jsonl file for a larger corpus")
            }
        }
        return bytes
    }
}

/// A `.jsonl` file's blocks, each read while the previous one's lines are decoded. The reader is
/// used by one thread at a time: the loader's, or the one task that reads while the loader waits
/// for the batch it runs beside (`decodeInParallel`'s `alongside`); hence the unchecked Sendable.
private final class ReadAhead: @unchecked Sendable {
    private var reader: LineBlockReader
    /// The block last read: nil at the end of the file.
    private(set) var block: Result<ArraySlice<UInt8>?, FileProblem> = .success(nil)

    init(_ reader: consuming LineBlockReader) {
        self.reader = reader
    }

    func read() {
        do throws(FileProblem) { block = .success(try reader.next()) } catch { block = .failure(error) }
    }
}
