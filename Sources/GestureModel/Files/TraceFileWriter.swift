import Foundation

/// Writes files whole or not at all: the tool's outputs, `check --update`'s rewrites, a recorder's
/// traces and corpora. The only file writing in the libraries.
public enum TraceFileWriter {
    /// Replaces the file whole or not at all: the bytes go to a temporary file beside the target
    /// (`.NAME.gesture-replay.tmp`, removed if a killed run left one), which is then renamed over
    /// it. A link is written through to its target, and an existing file keeps its mode.
    public static func write(_ bytes: [UInt8], to path: String) throws(FileProblem) {
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        if manager.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw FileProblem(file: path, reason: "is a folder; give the name of a file to write")
        }
        let target = URL(fileURLWithPath: path).resolvingSymlinksInPath()
        let folder = target.deletingLastPathComponent().path
        guard manager.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw FileProblem(file: path, reason: "cannot write: the folder \(folder) does not exist")
        }
        let mode = (try? manager.attributesOfItem(atPath: target.path))?[.posixPermissions]
        let temporary = folder + "/." + target.lastPathComponent + ".gesture-replay.tmp"
        try? manager.removeItem(atPath: temporary)
        guard manager.createFile(atPath: temporary, contents: Data(bytes)) else {
            throw FileProblem(file: path, reason: "cannot write: the folder \(folder) is not writable")
        }
        if let mode { try? manager.setAttributes([.posixPermissions: mode], ofItemAtPath: temporary) }
        guard rename(temporary, target.path) == 0 else {
            try? manager.removeItem(atPath: temporary)
            throw FileProblem(file: path, reason: "cannot write: the new file could not replace the old one")
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
