import Foundation

/// A `.jsonl` corpus read a block at a time: whole lines become entries (decoded on every core),
/// a line cut by the block's end waits for the next block, and blank lines wait to see whether
/// anything follows them (blank lines at the very end are allowed; elsewhere each is an error).
public struct JSONLines {
    let file: String
    /// The bytes not yet cut into lines: what follows the last newline seen, then the next block.
    /// Kept from block to block so its memory is reused (a fresh array per block was fresh pages,
    /// each zeroed by the kernel, on the loading thread while the other cores waited).
    private var buffer: [UInt8] = []
    /// The number of the next line to come (from 1).
    private var nextLine = 1
    /// Blank lines not yet known to be followed by a trace.
    private var pendingBlank: [Int] = []

    init(file: String) {
        self.file = file
    }

    /// Adds a block of the file; hands over the entries of its whole lines in batches.
    mutating func add(_ block: ArraySlice<UInt8>, batchSize: Int, _ body: ([CorpusEntry]) -> Void) {
        buffer.append(contentsOf: block)
        let (lines, start) = Self.completeLines(in: buffer)
        decode(buffer, lines: lines, batchSize: batchSize, body)
        buffer.removeSubrange(0 ..< start)
    }

    /// The last line (without a newline after it), and the blank lines at the end, which are allowed.
    mutating func finish(_ body: ([CorpusEntry]) -> Void) {
        let bytes = buffer
        buffer = []
        decode(bytes, lines: [0 ..< bytes.count], batchSize: Int.max, body)
    }

    private mutating func decode(_ bytes: [UInt8], lines: [Range<Int>], batchSize: Int, _ body: ([CorpusEntry]) -> Void) {
        // (line number, range) of each trace line, with the blank lines before it that were waiting.
        var work: [(number: Int, range: Range<Int>?)] = []
        for range in lines {
            let number = nextLine
            nextLine += 1
            if Self.isBlank(bytes[range]) {
                pendingBlank.append(number)
                continue
            }
            for blank in pendingBlank { work.append((blank, nil)) }
            pendingBlank.removeAll()
            work.append((number, range))
        }
        let file = file
        var start = 0
        while start < work.count {
            let batch = Array(work[start ..< min(work.count, start + batchSize)])
            body(TraceLoader.decodeInParallel(count: batch.count) { index in
                let (number, range) = batch[index]
                guard let range else {
                    let problem = TraceProblem(severity: .error, file: file, line: number, path: .root, rule: .emptyLine)
                    return CorpusEntry(file: file, line: number, result: .failure(TraceLoadFailure(problems: [problem])))
                }
                return CorpusEntry(file: file, line: number, result: TraceDecoder.decode(bytes[range], file: file, line: number))
            })
            start += batch.count
        }
    }

    /// The lines of `bytes` that end in a newline (without it), and where the rest starts: a line
    /// the next block completes. A plain scan: Collection.split is several times slower on a corpus.
    public static func completeLines(in bytes: [UInt8]) -> (lines: [Range<Int>], rest: Int) {
        var lines: [Range<Int>] = []
        var start = 0
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            // memchr finds each newline many bytes at a time; this scan runs on one thread.
            while start < buffer.count, let found = memchr(base + start, 0x0A, buffer.count - start) {
                let index = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                lines.append(start ..< index)
                start = index + 1
            }
        }
        return (lines, start)
    }

    static func isBlank(_ line: ArraySlice<UInt8>) -> Bool {
        line.allSatisfy { $0 == 0x20 || $0 == 0x0D || $0 == 0x09 }
    }
}

/// A file read in blocks straight into arrays.
struct LineBlockReader: ~Copyable {
    static let blockSize = 8 << 20
    private let path: String
    private let handle: UnsafeMutablePointer<FILE>
    /// One block's memory, read into again for every block.
    private var block: [UInt8] = []

    init(path: String) throws(FileProblem) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw FileProblem(file: path, reason: "no such file")
        }
        if isDirectory.boolValue { throw FileProblem(file: path, reason: "is a folder; expected a file") }
        guard let handle = fopen(path, "rb") else { throw FileProblem(file: path, reason: "the file cannot be read") }
        self.path = path
        self.handle = handle
    }

    deinit { fclose(handle) }

    /// The next block, or nil at the end of the file.
    mutating func next() throws(FileProblem) -> ArraySlice<UInt8>? {
        if block.count != Self.blockSize { block = [UInt8](repeating: 0, count: Self.blockSize) }
        let handle = handle
        let read = block.withUnsafeMutableBufferPointer { buffer in fread(buffer.baseAddress, 1, buffer.count, handle) }
        if read < Self.blockSize && ferror(handle) != 0 { throw FileProblem(file: path, reason: "the file cannot be read") }
        return read == 0 ? nil : block[..<read]
    }
}
