import Foundation
import GestureModel

/// The tool's streams: the report alone on stdout; errors, warnings and notes on stderr. Text from
/// inputs reaches a terminal escaped: every control character but the newlines of the tool's own
/// lines is written as an escape here, whatever wrote the text, and a string from an input that
/// stands in a line is escaped where it is put in (newlines too: `escapingControls`).
enum Console {
    static func output(_ text: String) {
        FileHandle.standardOutput.write(Data(text.escapingControlsButNewlines.utf8))
    }

    /// One line on stderr, below a progress line if one is showing.
    static func error(_ line: String) {
        FileHandle.standardError.write(Data((ProgressLine.end() + line.escapingControlsButNewlines + "\n").utf8))
    }

    /// Problems go to stderr, errors marked as such, each on its one line: a key or a value
    /// quoted from the input cannot start another.
    static func report(_ problems: [TraceProblem]) {
        for problem in problems {
            error((problem.severity == .error ? "error: \(problem)" : "\(problem)").escapingControls)
        }
    }

    /// Whether stderr is a terminal (a progress count only makes sense there).
    static var errorIsTerminal: Bool { isatty(STDERR_FILENO) != 0 }
}

/// The one line of progress on stderr (a count or a stage), redrawn in place with a carriage
/// return. Whatever else writes to stderr ends it first, so a message never lands inside it.
enum ProgressLine {
    private final class State: @unchecked Sendable {
        let lock = NSLock()
        var showing = false
    }

    private static let state = State()

    /// Redraws the line as `text`.
    static func draw(_ text: String) {
        state.lock.lock()
        state.showing = true
        FileHandle.standardError.write(Data("\r\u{1B}[K\(text)".utf8))
        state.lock.unlock()
    }

    /// What ends a showing line (a line break, so the last progress stays readable), else nothing;
    /// the line is no longer showing afterwards.
    static func end() -> String {
        state.lock.lock()
        defer { state.lock.unlock() }
        guard state.showing else { return "" }
        state.showing = false
        return "\n"
    }

    /// Clears a showing line, for a report that follows on the same stream's terminal.
    static func clear() {
        state.lock.lock()
        if state.showing { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
        state.showing = false
        state.lock.unlock()
    }
}

/// A running count of the traces done, on stderr, made only when stderr is a terminal (`start`).
/// With a total it says "N of M traces" (a sweep counts its corpora first, `Files.traceCount`).
/// It redraws at most once per hundredth of the total, so a count of millions writes little.
final class ProgressCount: @unchecked Sendable {
    private var done = 0
    private var shown = 0
    private let total: Int?
    private let lock = NSLock()

    private init(total: Int?) {
        self.total = total
    }

    /// A count when stderr is a terminal; nil (no output at all) otherwise.
    static func start(total: Int? = nil) -> ProgressCount? {
        Console.errorIsTerminal ? ProgressCount(total: total) : nil
    }

    func advance(by count: Int) {
        lock.lock()
        done += count
        let step = max(1, (total ?? 0) / 100)
        var line: String?
        if done - shown >= step || done == total {
            shown = done
            line = total.map { "\(done) of \(counted($0, "trace"))" } ?? counted(done, "trace")
        }
        lock.unlock()
        if let line { ProgressLine.draw(line) }
    }

    /// Leaves the last count on its line.
    func finish() {
        FileHandle.standardError.write(Data(ProgressLine.end().utf8))
    }
}

/// What a long command is doing now, on the progress line, each stage overwriting the last; made
/// only when stderr is a terminal, and cleared when done so the report follows on a clean line.
struct StageLine {
    let command: String

    /// A stage line when stderr is a terminal; nil otherwise.
    static func start(_ command: String) -> StageLine? {
        Console.errorIsTerminal ? StageLine(command: command) : nil
    }

    func show(_ stage: String) {
        ProgressLine.draw("\(command): \(stage)…")
    }

    func finish() {
        ProgressLine.clear()
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
