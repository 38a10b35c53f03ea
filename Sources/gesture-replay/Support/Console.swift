import Foundation
import GestureModel

/// The tool's streams: the report alone on stdout; errors, warnings and notes on stderr.
enum Console {
    static func output(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    /// One line on stderr.
    static func error(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }

    /// Problems go to stderr, errors marked as such.
    static func report(_ problems: [TraceProblem]) {
        for problem in problems {
            error(problem.severity == .error ? "error: \(problem)" : "\(problem)")
        }
    }

    /// Whether stderr is a terminal (a progress bar only makes sense there).
    static var errorIsTerminal: Bool { isatty(STDERR_FILENO) != 0 }
}

/// A progress bar on stderr, for terminals only.
final class ProgressBar: @unchecked Sendable {
    /// Nil when the total is not known in advance (a corpus read in batches): the count alone is shown.
    private let total: Int?
    private var done = 0
    private let lock = NSLock()

    init(total: Int?) {
        self.total = total.map { max($0, 1) }
    }

    func advance(by count: Int) {
        lock.lock()
        done += count
        let line: String
        if let total {
            let filled = min(done, total) * 30 / total
            line = "\r[" + String(repeating: "#", count: filled) + String(repeating: ".", count: 30 - filled) + "] \(done)/\(total) traces"
        } else {
            line = "\r\(done) traces"
        }
        lock.unlock()
        FileHandle.standardError.write(Data(line.utf8))
    }

    func finish() {
        FileHandle.standardError.write(Data("\n".utf8))
    }
}
