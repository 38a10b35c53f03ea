import Foundation
import Testing

/// Text kept in a file beside the tests (an account, a generated doc), so it cannot change
/// unnoticed. With `GESTURE_REPLAY_UPDATE=1` the file is rewritten and the test fails, as
/// snapshot-testing's record mode does: a run that records checks nothing, so it never passes;
/// run again without it, and review the diff.
enum Golden {
    static let updating = ProcessInfo.processInfo.environment["GESTURE_REPLAY_UPDATE"] == "1"

    static func expect(
        _ text: String, equalsFile path: String, _ what: String, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        if updating {
            try FileManager.default.createDirectory(
                atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try text.write(toFile: path, atomically: true, encoding: .utf8)
            Issue.record(
                "\(what): recorded \(path); run again without GESTURE_REPLAY_UPDATE to check it",
                sourceLocation: sourceLocation)
            return
        }
        let golden = try String(contentsOfFile: path, encoding: .utf8)
        #expect(
            text == golden, "\(what) changed\n\(lineDiff(expected: golden, actual: text))",
            sourceLocation: sourceLocation)
    }

    /// The lines that differ, numbered, for a readable failure.
    static func lineDiff(expected: String, actual: String) -> String {
        let a = expected.components(separatedBy: "\n")
        let b = actual.components(separatedBy: "\n")
        var lines: [String] = []
        for index in 0..<max(a.count, b.count) {
            let x = index < a.count ? a[index] : "(none)"
            let y = index < b.count ? b[index] : "(none)"
            if x != y { lines += ["line \(index + 1):", "- \(x)", "+ \(y)"] }
        }
        return lines.joined(separator: "\n")
    }
}
