import Foundation

/// A `.jsonl` corpus read a block at a time: whole lines become entries (decoded on every core),
/// a line cut by the block's end waits for the next block, and blank lines wait to see whether
/// anything follows them (blank lines at the very end are allowed; elsewhere each is an error).
public struct JSONLines {
    let file: String
    /// A line cut by a block's end, as far as it has come (no newline in it), finished by the
    /// blocks after it. Kept from block to block so its memory is reused: a fresh array per block
    /// would be fresh pages for the kernel to zero on the loading thread, while the other cores wait.
    private var buffer: [UInt8] = []
    /// The number of the next line to come (from 1).
    private var nextLine = 1
    /// Blank lines not yet known to be followed by a trace.
    private var pendingBlank: [Int] = []

    init(file: String) {
        self.file = file
    }

    /// The line being skipped for its length (`TraceLoader.maximumLineBytes`): its bytes are
    /// dropped as they come, and its entry is one error once its end is seen.
    private var skippingLine = false

    /// Adds a block of the file; hands over the entries of its whole lines in batches. `alongside`
    /// runs once, on one of the cores, while the first batch is decoded on the others (the loader
    /// reads the next block there). Each byte is scanned for a newline once: a line that spans
    /// many blocks is not scanned again from its start for every block. The block's whole lines
    /// are decoded where they are; only a line cut by a block's end is copied, into the buffer,
    /// to be finished by the next block.
    mutating func add(
        _ block: ArraySlice<UInt8>, batchSize: Int, alongside: (@Sendable () -> Void)? = nil,
        _ body: ([CorpusEntry]) -> Void
    ) {
        var block = block
        if skippingLine {
            guard let newline = Self.firstNewline(in: block) else {
                alongside?()
                return
            }
            block = block[(newline + 1)...]
            skippingLine = false
            emitOverlongLine(body)
        }
        // A line begun in an earlier block waits in the buffer (no newline in it): this block's
        // bytes up to its first newline finish it.
        var carried: [UInt8]?
        if !buffer.isEmpty {
            guard let newline = Self.firstNewline(in: block) else {
                buffer.append(contentsOf: block)
                keepWithinLineLimit()
                alongside?()
                return
            }
            buffer.append(contentsOf: block[..<newline])
            block = block[(newline + 1)...]
            carried = buffer
        }
        let (lines, rest) = Self.completeLines(in: block)
        decode(carried: carried, block, lines: lines, batchSize: batchSize, alongside: alongside, body)
        // The decoded line let go first, so the buffer's memory is reused rather than copied.
        carried = nil
        buffer.removeAll(keepingCapacity: true)
        buffer.append(contentsOf: block[rest...])
        keepWithinLineLimit()
    }

    /// A line waiting past the limit is dropped, and skipped to its end.
    private mutating func keepWithinLineLimit() {
        if buffer.count > TraceLoader.maximumLineBytes {
            buffer = []
            skippingLine = true
        }
    }

    /// The last line (without a newline after it), and the blank lines at the end, which are allowed.
    mutating func finish(_ body: ([CorpusEntry]) -> Void) {
        if skippingLine {
            skippingLine = false
            emitOverlongLine(body)
            return
        }
        let bytes = buffer
        buffer = []
        decode(carried: bytes, [], lines: [], batchSize: Int.max, body)
    }

    /// The entry of a line too long to read, after the blank lines that waited before it.
    private mutating func emitOverlongLine(_ body: ([CorpusEntry]) -> Void) {
        var entries = pendingBlank.map { number in
            CorpusEntry(
                file: file, line: number,
                result: .failure(
                    TraceLoadFailure(problems: [
                        TraceProblem(severity: .error, file: file, line: number, path: .root, rule: .emptyLine)
                    ])))
        }
        pendingBlank.removeAll()
        let problem = TraceProblem(
            severity: .error, file: file, line: nextLine, path: .root,
            rule: .lineTooLong(limit: TraceLoader.maximumLineBytes))
        entries.append(CorpusEntry(file: file, line: nextLine, result: .failure(TraceLoadFailure(problems: [problem]))))
        nextLine += 1
        body(entries)
    }

    /// Decodes `carried` (a whole line, when there is one) and then `lines` of `block`, in order.
    private mutating func decode(
        carried: [UInt8]?, _ block: ArraySlice<UInt8>, lines: [Range<Int>], batchSize: Int,
        alongside: (@Sendable () -> Void)? = nil, _ body: ([CorpusEntry]) -> Void
    ) {
        /// A line's place: in the carried line (`inBlock` false) or in the block.
        typealias Line = (range: Range<Int>, inBlock: Bool)
        let carriedBytes = carried ?? []
        @Sendable func bytes(of line: Line) -> ArraySlice<UInt8> {
            line.inBlock ? block[line.range] : carriedBytes[line.range]
        }
        var all: [Line] = []
        all.reserveCapacity(lines.count + 1)
        if carried != nil { all.append((carriedBytes.indices, false)) }
        for range in lines { all.append((range, true)) }
        // (line number, line) of each trace line, with the blank lines before it that were waiting.
        var work: [(number: Int, line: Line?)] = []
        for line in all {
            let number = nextLine
            nextLine += 1
            if Self.isBlank(bytes(of: line)) {
                pendingBlank.append(number)
                continue
            }
            for blank in pendingBlank { work.append((blank, nil)) }
            pendingBlank.removeAll()
            work.append((number, line))
        }
        let file = file
        func entries(_ batch: [(number: Int, line: Line?)], alongside: (@Sendable () -> Void)?) -> [CorpusEntry] {
            TraceLoader.decodeInParallel(count: batch.count, alongside: alongside) { index in
                let (number, line) = batch[index]
                guard let line else {
                    let problem = TraceProblem(
                        severity: .error, file: file, line: number, path: .root, rule: .emptyLine)
                    return CorpusEntry(
                        file: file, line: number, result: .failure(TraceLoadFailure(problems: [problem])))
                }
                // A line past the limit is the same error however the blocks fell.
                guard line.range.count <= TraceLoader.maximumLineBytes else {
                    let problem = TraceProblem(
                        severity: .error, file: file, line: number, path: .root,
                        rule: .lineTooLong(limit: TraceLoader.maximumLineBytes))
                    return CorpusEntry(
                        file: file, line: number, result: .failure(TraceLoadFailure(problems: [problem])))
                }
                return CorpusEntry(
                    file: file, line: number, result: TraceDecoder.decode(bytes(of: line), file: file, line: number))
            }
        }
        guard !work.isEmpty else {
            alongside?()
            return
        }
        var start = 0
        while start < work.count {
            let batch = Array(work[start..<min(work.count, start + batchSize)])
            body(entries(batch, alongside: start == 0 ? alongside : nil))
            start += batch.count
        }
    }

    /// The index of the first newline in `bytes`, found by memchr.
    static func firstNewline(in bytes: ArraySlice<UInt8>) -> Int? {
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress, let found = memchr(base, 0x0A, buffer.count) else { return nil }
            return bytes.startIndex + base.distance(to: found.assumingMemoryBound(to: UInt8.self))
        }
    }

    /// The lines of `bytes` that end in a newline (without it), and where the rest starts: a line
    /// the next block completes. One pass that looks at each byte once, with memchr. `scanned`
    /// bytes at the start are known to hold no newline, and are not looked at again.
    public static func completeLines(in bytes: [UInt8], from scanned: Int = 0) -> (lines: [Range<Int>], rest: Int) {
        completeLines(in: bytes[...], from: scanned)
    }

    /// `completeLines` of a slice: its ranges and the rest in the slice's own indices.
    static func completeLines(in bytes: ArraySlice<UInt8>, from scanned: Int = 0) -> (lines: [Range<Int>], rest: Int) {
        var lines: [Range<Int>] = []
        let offset = bytes.startIndex
        var start = offset
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            var search = min(max(scanned, 0), buffer.count)
            // memchr finds each newline many bytes at a time; this scan runs on one thread.
            while search < buffer.count, let found = memchr(base + search, 0x0A, buffer.count - search) {
                let index = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                lines.append(start..<offset + index)
                start = offset + index + 1
                search = index + 1
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
    /// 8 MiB (or as asked), or less for a smaller file: a small corpus asks for no 16 MiB for its
    /// two blocks.
    private let blockSize: Int
    /// Two blocks' memory, read into in turn: the next block is read while the last one is still
    /// being cut into lines, and each is read into again two blocks later.
    private var blocks: [[UInt8]] = [[], []]
    private var nextBlock = 0

    init(path: String, blockSize largest: Int = blockSize) throws(FileProblem) {
        _ = try TraceLoader.regularFileSize(at: path)
        guard let handle = fopen(path, "rb") else { throw FileProblem(file: path, reason: "the file cannot be read") }
        // The size as it is now: a file that grows is still read to its end, in blocks of this size.
        var size = largest
        if fseeko(handle, 0, SEEK_END) == 0, let end = Int(exactly: ftello(handle)), end >= 0 { size = end }
        guard fseeko(handle, 0, SEEK_SET) == 0 else {
            fclose(handle)
            throw FileProblem(file: path, reason: "the file cannot be read")
        }
        self.path = path
        self.handle = handle
        blockSize = max(1, min(largest, max(size, 4096)))
    }

    deinit { fclose(handle) }

    /// The next block, or nil at the end of the file.
    mutating func next() throws(FileProblem) -> ArraySlice<UInt8>? {
        let slot = nextBlock
        nextBlock = 1 - slot
        let (handle, blockSize) = (handle, blockSize)
        let read: Int
        if blocks[slot].count == blockSize {
            read = blocks[slot].withUnsafeMutableBufferPointer { buffer in
                fread(buffer.baseAddress, 1, blockSize, handle)
            }
        } else {
            // A block's first read goes straight into new memory, which is never zeroed first; the
            // array holds what was read, and a full block is read into in place from then on.
            blocks[slot] = [UInt8](unsafeUninitializedCapacity: blockSize) { buffer, count in
                count = fread(buffer.baseAddress, 1, blockSize, handle)
            }
            read = blocks[slot].count
        }
        if read < blockSize && ferror(handle) != 0 { throw FileProblem(file: path, reason: "the file cannot be read") }
        return read == 0 ? nil : blocks[slot][..<read]
    }
}
