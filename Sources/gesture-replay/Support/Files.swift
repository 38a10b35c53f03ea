import Foundation
import GestureModel
import Replay

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Every file the tool reads or writes goes through here: traces, corpora, scenario files, outputs.
enum Files {
    /// Writes a generated file atomically; a failure names the file.
    static func write(_ text: String, to path: String) -> Int32 {
        write(Array(text.utf8), to: path)
    }

    /// Replaces the file whole or not at all (`TraceFileWriter`); a failure names the file.
    static func write(_ bytes: [UInt8], to path: String) -> Int32 {
        do {
            try TraceFileWriter.write(bytes, to: path)
            return 0
        } catch {
            Console.error("error: \(error)")
            return 2
        }
    }

    /// `body`'s result, run holding an exclusive lock on the folder that holds `path`, so runs that
    /// rewrite a file there take turns. The folder is locked, not the file: a file is replaced by
    /// renaming a new one over it, and a lock on the old one would not hold back a run that opens
    /// the new one. `flock` is released when the descriptor closes, also when the process dies.
    static func withExclusiveLock<T>(
        onFolderOf path: String, _ body: () throws(FileProblem) -> T
    ) -> Result<T, FileProblem> {
        let folder = (path as NSString).deletingLastPathComponent
        let descriptor = open(folder.isEmpty ? "." : folder, O_RDONLY)
        guard descriptor >= 0 else {
            return .failure(FileProblem(file: path, reason: "its folder cannot be opened to lock it"))
        }
        defer { close(descriptor) }
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else {
                return .failure(FileProblem(file: path, reason: "its folder cannot be locked for the rewrite"))
            }
        }
        do throws(FileProblem) {
            return .success(try body())
        } catch {
            return .failure(error)
        }
    }

    /// Whether every output can be written, each problem named as `write` would name it: checked
    /// before long work, so a run does not end in an error after it. A nil path is stdout.
    static func outputsWritable(_ paths: String?...) -> Bool {
        var ready = true
        for path in paths.compactMap({ $0 }) {
            do {
                try TraceFileWriter.checkWritable(path)
            } catch {
                Console.error("error: \(error)")
                ready = false
            }
        }
        return ready
    }

    /// Makes the folder an output file goes into, so a run fails before its work when the file
    /// could not be written after it; nil when ready, else why not.
    static func prepareOutput(_ path: String) -> String? {
        let folder = (path as NSString).deletingLastPathComponent
        guard !folder.isEmpty else { return nil }
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory) {
            return isDirectory.boolValue ? nil : "\(folder) is a file, not a folder"
        }
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            return nil
        } catch {
            return "cannot make the folder \(folder)"
        }
    }

    /// An error when an output names one of the inputs (a file read, or a trace file in a folder
    /// read), or another output: after links, and a hard link by its file number. An output that
    /// is a special file (a device, a FIFO) or standard output (`-`) clashes with nothing.
    static func refuseClashes(
        outputs: [(flag: String, path: String)], inputs: [String], command: String
    ) throws(UsageError) {
        let written = outputs.filter { $0.path != "-" && !isSpecial($0.path) }
        let read = inputs.filter { $0 != "-" }.map { TraceSelection(parsing: $0).file }
        for (index, output) in written.enumerated() {
            if let input = read.first(where: { sameFile(output.path, $0) || holds(folder: $0, trace: output.path) }) {
                throw UsageError(
                    message:
                        "\(output.flag) \(output.path): is also an input (\(input)); it would be overwritten, so nothing was run",
                    command: command)
            }
            if let other = written[..<index].first(where: { sameFile(output.path, $0.path) }) {
                throw UsageError(
                    message:
                        "\(output.flag) \(output.path) and \(other.flag) name the same file; each output needs its own",
                    command: command)
            }
        }
    }

    /// Whether two paths name one file: the same file number where both exist, else the same
    /// path once links and `.`/`..` are resolved.
    static func sameFile(_ a: String, _ b: String) -> Bool {
        let manager = FileManager.default
        let (a, b) = (canonical(a), canonical(b))
        if let first = try? manager.attributesOfItem(atPath: a), let second = try? manager.attributesOfItem(atPath: b),
            let firstNumber = first[.systemFileNumber] as? UInt64,
            let secondNumber = second[.systemFileNumber] as? UInt64,
            let firstDevice = first[.systemNumber] as? UInt64, let secondDevice = second[.systemNumber] as? UInt64
        {
            return firstNumber == secondNumber && firstDevice == secondDevice
        }
        return a == b
    }

    /// Whether `path` is a trace file (.json, .jsonl) that exists inside `folder`, which a command
    /// reading the folder reads.
    static func holds(folder: String, trace path: String) -> Bool {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue,
            path.hasSuffix(".json") || path.hasSuffix(".jsonl"), FileManager.default.fileExists(atPath: path)
        else { return false }
        return canonical(path).hasPrefix(canonical(folder) + "/")
    }

    /// Whether `path` (after links) exists and is neither a regular file nor a folder (a device,
    /// a FIFO, a socket).
    static func isSpecial(_ path: String) -> Bool {
        let attributes = try? FileManager.default.attributesOfItem(atPath: canonical(path))
        guard let type = attributes?[.type] as? FileAttributeType else { return false }
        return type != .typeRegular && type != .typeDirectory
    }

    /// A path with links resolved and `.`/`..` removed, to tell whether two paths name one file.
    static func canonical(_ path: String) -> String {
        URL(fileURLWithPath: path).resolvingSymlinksInPath().standardizedFileURL.path
    }

    /// To `output`, or to stdout without one.
    static func emit(_ text: String, to output: String?) -> Int32 {
        guard let output else {
            Console.output(text)
            return 0
        }
        return write(text, to: output)
    }

    /// One trace (nil: the bundled example), named as `TraceSelection` reads it (`trace.json`,
    /// `corpus.jsonl:7`, `corpus.jsonl#name`, `-` for standard input), its warnings printed; nil
    /// after printing why it cannot be used.
    static func loadTrace(_ path: String?) -> Trace? {
        loadSelectedTrace(path)?.trace
    }

    /// `loadTrace`, with the place to name the trace by in messages (`corpus.jsonl:7`).
    static func loadSelectedTrace(_ path: String?) -> (place: String, trace: Trace)? {
        let loaded: (place: String, result: Result<LoadedTrace, TraceLoadFailure>)
        if let path {
            let selection = TraceSelection(parsing: path)
            do {
                loaded = try selection.load()
            } catch {
                Console.error("error: \(error)")
                return nil
            }
        } else {
            loaded = (
                BundledExample.fileName,
                TraceDecoder.decode(Array(BundledExample.json.utf8), file: BundledExample.fileName)
            )
        }
        switch loaded.result {
        case .failure(let failure):
            Console.report(failure.problems)
            return nil
        case .success(let result):
            Console.report(result.warnings)
            return (loaded.place, result.trace)
        }
    }

    /// The traces of files, folders and `.jsonl` corpora, in order, each with its file and line.
    struct Corpora {
        var traces: [(file: String, line: Int?, trace: Trace)] = []
        /// Every trace read, valid or not.
        var count = 0
        /// Traces that broke the format; each was reported on stderr.
        var invalid = 0
        /// Warnings reported (when asked for).
        var warnings = 0
        /// Paths that could not be read at all, or held no traces.
        var unreadable = 0
    }

    /// Loads every path, reporting each invalid trace's errors on stderr behind `prefix`, and the
    /// valid traces' warnings too when `warnings` is set.
    /// With `allowingEmpty`, a path that holds no traces is a note, not an error (`check --allow-empty`).
    static func loadCorpora(
        _ paths: [String], prefix: String = "error: ", warnings: Bool = false, allowingEmpty: Bool = false
    ) -> Corpora {
        var traces: [(file: String, line: Int?, trace: Trace)] = []
        var result = forEachCorpusBatch(paths, prefix: prefix, warnings: warnings, allowingEmpty: allowingEmpty) {
            batch, _ in traces += batch
        }
        result.traces = traces
        return result
    }

    /// `loadCorpora` a batch at a time (`TraceLoader.forEachBatch`): `body` gets each batch's valid
    /// traces in order with the counts so far, problems are reported as they are read, and the
    /// counts come back at the end (with no traces in them), so a corpus of any size passes through
    /// in a batch's memory.
    static func forEachCorpusBatch(
        _ paths: [String], prefix: String = "error: ", warnings: Bool = false, allowingEmpty: Bool = false,
        batchSize: Int = TraceLoader.batchSize,
        _ body: (_ traces: [(file: String, line: Int?, trace: Trace)], _ soFar: Corpora) -> Void
    ) -> Corpora {
        var result = Corpora()
        for path in paths {
            var entries = 0
            do {
                try forEachBatch(at: path, batchSize: batchSize) { batch in
                    entries += batch.count
                    var traces: [(file: String, line: Int?, trace: Trace)] = []
                    for entry in batch {
                        result.count += 1
                        switch entry.result {
                        case .success(let loaded):
                            traces.append((entry.file, entry.line, loaded.trace))
                            if warnings {
                                result.warnings += loaded.warnings.count
                                Console.report(loaded.warnings)
                            }
                        case .failure(let failure):
                            result.invalid += 1
                            for problem in failure.problems {
                                if problem.severity == .error {
                                    Console.error(prefix + problem.description)
                                } else if warnings {
                                    result.warnings += 1
                                    Console.error(problem.description)
                                }
                            }
                        }
                    }
                    body(traces, result)
                }
            } catch {
                Console.error("error: \(error)")
                result.unreadable += 1
                continue
            }
            if entries == 0, allowingEmpty {
                Console.error("note: \(path.escapingControls): no .json traces found")
            } else if entries == 0 {
                Console.error("error: \(path.escapingControls): no .json traces found")
                result.unreadable += 1
            }
        }
        return result
    }

    /// How many traces the paths hold, for a progress count's total: a folder's `.json` files, a
    /// `.jsonl` file's non-blank lines, one for anything else. Nil when a path cannot be read (the
    /// load that follows says why).
    static func traceCount(_ paths: [String]) -> Int? {
        var total = 0
        for path in paths {
            var isFolder: ObjCBool = false
            if TraceSelection(parsing: path).pick != .whole || path == "-" {
                total += 1
            } else if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
                guard let files = try? TraceLoader.traceFiles(in: path) else { return nil }
                total += files.count
            } else if path.hasSuffix(".jsonl") {
                guard let lines = nonBlankLines(in: path) else { return nil }
                total += lines
            } else {
                total += 1
            }
        }
        return total
    }

    /// A file's lines holding more than white space, read a megabyte at a time (a corpus may be
    /// larger than any document the loader reads whole).
    static func nonBlankLines(in path: String) -> Int? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        var count = 0
        var lineHasText = false
        while let chunk = try? handle.read(upToCount: 1 << 20), !chunk.isEmpty {
            for byte in chunk {
                switch byte {
                case UInt8(ascii: "\n"):
                    if lineHasText { count += 1 }
                    lineHasText = false
                case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"): break
                default: lineHasText = true
                }
            }
        }
        return count + (lineHasText ? 1 : 0)
    }

    /// A path's entries in batches: a file, a folder or a corpus (`TraceLoader.forEachBatch`), or
    /// one trace picked out of a corpus (`corpus.jsonl:7`, `corpus.jsonl#name`) or read from `-`.
    private static func forEachBatch(
        at path: String, batchSize: Int, _ body: ([CorpusEntry]) -> Void
    ) throws(FileProblem) {
        let selection = TraceSelection(parsing: path)
        guard selection.file == "-" || selection.pick != .whole else {
            return try TraceLoader.forEachBatch(at: path, batchSize: batchSize, body)
        }
        body(try selection.entries())
    }

    /// A scenario file, or nil when it cannot be read or is invalid; every problem printed, its
    /// warnings (unknown or renamed fields) too.
    static func scenario(_ path: String) -> Scenario? {
        let loaded: Result<LoadedScenario, ScenarioLoadFailure>
        do {
            loaded = Scenario.load(bytes: try TraceLoader.readFile(at: path), file: path)
        } catch {
            Console.error("error: \(error)")
            return nil
        }
        return reportingProblems(loaded)
    }

    /// The scenario loaded, its warnings printed; nil after printing its problems.
    static func reportingProblems(_ loaded: Result<LoadedScenario, ScenarioLoadFailure>) -> Scenario? {
        switch loaded {
        case .success(let result):
            Console.report(result.warnings)
            return result.scenario
        case .failure(let failure):
            Console.report(failure.problems)
            return nil
        }
    }
}
