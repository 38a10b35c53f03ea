import Foundation

/// Writes files whole or not at all: the tool's outputs, `check --update`'s rewrites, a recorder's
/// traces and corpora. The only file writing in the libraries.
public enum TraceFileWriter {
    /// The most links followed to reach the file written: more is a loop.
    static let maximumLinks = 40

    /// What an output path names, once its links are followed.
    enum Destination: Equatable {
        /// A regular file to replace, with its permission bits.
        case existingFile(path: String, mode: mode_t)
        /// No file yet: one is made with the usual mode (0666 less the umask).
        case newFile(path: String)
        /// A FIFO or a character device: written to as a stream, never replaced.
        case stream(path: String)
    }

    /// Writes `bytes` to `path`. A regular file is replaced whole or not at all: the bytes go to a
    /// temporary file of its own beside the target (`.NAME.gesture-replay-RANDOM`, made exclusively,
    /// so two writers never share one), which is then renamed over it, keeping the old file's mode; a
    /// read-only file is refused. A link is followed to its target (a dangling one makes its
    /// target; a loop is refused) and the link itself is left as it is. A FIFO or a character
    /// device (`/dev/stdout`, a terminal) is written to as a stream, never replaced; any other
    /// kind of file is refused.
    public static func write(_ bytes: [UInt8], to path: String) throws(FileProblem) {
        switch try writableDestination(of: path) {
        case .stream(let target):
            try writeStream(bytes, to: target, shown: path)
        case .existingFile(let target, let mode):
            try replace(target, with: bytes, mode: mode & 0o7777, shown: path)
        case .newFile(let target):
            try replace(target, with: bytes, mode: nil, shown: path)
        }
    }

    /// The problem `write` would meet at `path` before writing a byte (no folder, a read-only
    /// file, a folder where a file should be), for a command to name before long work.
    public static func checkWritable(_ path: String) throws(FileProblem) {
        _ = try writableDestination(of: path)
    }

    /// `destination(of:)`, with a read-only file refused.
    static func writableDestination(of path: String) throws(FileProblem) -> Destination {
        let found = try destination(of: path)
        if case .existingFile(_, let mode) = found, mode & 0o222 == 0 {
            throw FileProblem(
                file: path,
                reason: "is read-only (mode \(String(mode & 0o7777, radix: 8))); make it writable to replace it")
        }
        return found
    }

    /// Where writing to `path` lands, its links followed; a problem naming what is wrong with it.
    static func destination(of path: String) throws(FileProblem) -> Destination {
        guard !path.isEmpty else { throw FileProblem(file: "(empty)", reason: "the output path is empty") }
        // Arguments that are not UTF-8 reach Swift with U+FFFD in place of their bytes: writing
        // would quietly use another name.
        guard !path.unicodeScalars.contains("\u{FFFD}") else {
            throw FileProblem(file: path, reason: "the name is not valid UTF-8; give a name in UTF-8")
        }
        if path.hasSuffix("/") {
            throw FileProblem(file: path, reason: "ends in '/', so it names a folder; give the name of a file to write")
        }
        var current = path
        for _ in 0...maximumLinks {
            var info = stat()
            guard lstat(current, &info) == 0 else {
                let code = errno
                if code == ENOENT { return try newFileDestination(current, shown: path) }
                throw FileProblem(file: path, reason: reason(for: code, writing: true))
            }
            switch info.st_mode & S_IFMT {
            case S_IFLNK:
                // A link the kernel resolves itself (`/proc/self/fd/1` names an open pipe or
                // terminal, not a path): what it leads to decides, as a stream.
                var followed = stat()
                if stat(current, &followed) == 0, [S_IFIFO, S_IFCHR].contains(followed.st_mode & S_IFMT) {
                    return .stream(path: current)
                }
                current = try linkTarget(of: current, shown: path)
            case S_IFREG:
                return .existingFile(path: current, mode: info.st_mode)
            case S_IFDIR:
                throw FileProblem(file: path, reason: "is a folder; give the name of a file to write")
            case S_IFIFO, S_IFCHR:
                return .stream(path: current)
            default:
                throw FileProblem(
                    file: path, reason: "is not a regular file, a FIFO or a character device, so it is not written")
            }
        }
        throw FileProblem(file: path, reason: "its links lead in a loop (more than \(maximumLinks) of them)")
    }

    /// A file to make at `path`, whose folder must exist.
    private static func newFileDestination(_ path: String, shown: String) throws(FileProblem) -> Destination {
        let folder = (path as NSString).deletingLastPathComponent
        var info = stat()
        let folderPath = folder.isEmpty ? "." : folder
        guard stat(folderPath, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else {
            throw FileProblem(file: shown, reason: "cannot write: the folder \(folderPath) does not exist")
        }
        return .newFile(path: path)
    }

    /// The path a link points at, relative targets read from the link's own folder.
    private static func linkTarget(of link: String, shown: String) throws(FileProblem) -> String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(link, &buffer, buffer.count - 1)
        guard count >= 0 else { throw FileProblem(file: shown, reason: "the link \(link) cannot be read") }
        let target = String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        if target.hasPrefix("/") { return target }
        let folder = (link as NSString).deletingLastPathComponent
        return folder.isEmpty ? target : folder + "/" + target
    }

    /// The longest file name a folder holds, in bytes (NAME_MAX on Linux and macOS).
    static let longestFileName = 255

    /// The temporary name's start for `name`: `.NAME.gesture-replay-`, the name cut (on a
    /// character's boundary) so that with the 13 random characters it is a file name a folder
    /// holds whenever `name` is.
    static func temporaryPrefix(for name: String) -> String {
        let marker = ".gesture-replay-"
        let room = longestFileName - 1 - marker.utf8.count - 13
        var kept = Substring(name)
        while kept.utf8.count > room { kept.removeLast() }
        return "." + kept + marker
    }

    /// Writes to a temporary file beside `target`, then renames it over `target`. The temporary
    /// file is made with `O_EXCL` under a random name, so two writers never share one, and with
    /// mode 0666 less the umask, the usual mode of a new file; `mode`, when given, replaces it.
    private static func replace(_ target: String, with bytes: [UInt8], mode: mode_t?, shown: String) throws(FileProblem)
    {
        let folder = (target as NSString).deletingLastPathComponent
        let prefix =
            (folder.isEmpty ? "" : folder + "/") + temporaryPrefix(for: (target as NSString).lastPathComponent)
        var temporary = ""
        var descriptor: Int32 = -1
        for _ in 0..<16 {
            temporary = prefix + String(UInt64.random(in: 0...UInt64.max), radix: 36)
            descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o666)
            if descriptor >= 0 || errno != EEXIST { break }
        }
        guard descriptor >= 0 else {
            throw FileProblem(
                file: shown,
                reason: "cannot write: \(reason(for: errno, writing: true)) (in \(folder.isEmpty ? "." : folder))")
        }
        var failure: String?
        if let mode, fchmod(descriptor, mode) != 0 { failure = "cannot set the new file's mode" }
        if failure == nil, !writeAll(bytes, to: descriptor) {
            failure = "cannot write: \(reason(for: errno, writing: true))"
        }
        if close(descriptor) != 0, failure == nil { failure = "cannot write: \(reason(for: errno, writing: true))" }
        if failure == nil, rename(temporary, target) != 0 {
            failure = "cannot write: the new file could not replace the old one"
        }
        if let failure {
            unlink(temporary)
            throw FileProblem(file: shown, reason: failure)
        }
    }

    /// Writes to a FIFO or a device as it is, without making or replacing anything.
    private static func writeStream(_ bytes: [UInt8], to target: String, shown: String) throws(FileProblem) {
        let descriptor = open(target, O_WRONLY)
        guard descriptor >= 0 else {
            throw FileProblem(file: shown, reason: "cannot write: \(reason(for: errno, writing: true))")
        }
        defer { close(descriptor) }
        guard writeAll(bytes, to: descriptor) else {
            throw FileProblem(file: shown, reason: "cannot write: \(reason(for: errno, writing: true))")
        }
    }

    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Foundation.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return false
                }
                offset += written
            }
            return true
        }
    }

    /// A system error in words a person can act on.
    static func reason(for code: Int32, writing: Bool) -> String {
        switch code {
        case ENAMETOOLONG: "the name is too long for the file system"
        case ELOOP: "its links lead in a loop"
        case EACCES, EPERM: writing ? "permission denied" : "permission denied"
        case ENOSPC: "the disk is full"
        case EROFS: "the file system is read-only"
        case ENOTDIR: "a part of the path is a file, not a folder"
        case ENOENT: "no such file or folder"
        default: String(cString: strerror(code))
        }
    }

    /// Writes `trace` as a gesture-trace file, one event per line.
    public static func write(_ trace: Trace, to path: String) throws(FileProblem) {
        try write(Array(TraceWriter.text(trace).utf8), to: path)
    }

    /// Adds `trace` as the last line of a `.jsonl` corpus (made if missing), whole or not at all:
    /// a corpus is never left with half a line.
    public static func append(_ trace: Trace, toCorpus path: String) throws(FileProblem) {
        var bytes: [UInt8] = []
        if FileManager.default.fileExists(atPath: path) {
            bytes = try TraceLoader.readFile(at: path)
            if let last = bytes.last, last != UInt8(ascii: "\n") { bytes.append(UInt8(ascii: "\n")) }
        }
        bytes += Array(JSONWriter.string(TraceWriter.json(trace), pretty: false).utf8)
        bytes.append(UInt8(ascii: "\n"))
        try write(bytes, to: path)
    }
}
