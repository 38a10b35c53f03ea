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

    /// Whether stderr is a terminal (a progress count only makes sense there).
    static var errorIsTerminal: Bool { isatty(STDERR_FILENO) != 0 }
}

/// A running count of the traces done, on stderr, for terminals only. A sweep reads its corpora in
/// batches, so the total is not known until the end.
final class ProgressCount: @unchecked Sendable {
    private var done = 0
    private let lock = NSLock()

    func advance(by count: Int) {
        lock.lock()
        done += count
        let line = "\r\(done) traces"
        lock.unlock()
        FileHandle.standardError.write(Data(line.utf8))
    }

    func finish() {
        FileHandle.standardError.write(Data("\n".utf8))
    }
}

/// The name the tool was invoked by, for the hints it prints: pasted back, they run as typed.
enum Invocation {
    static let name: String = {
        guard let first = CommandLine.arguments.first, !first.isEmpty else { return "gesture-replay" }
        // A bare name was found on the PATH; a path (./gesture-replay, .build/release/…) is kept as typed.
        return first
    }()
}
