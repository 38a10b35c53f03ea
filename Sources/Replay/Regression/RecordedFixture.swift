import GestureModel
import Interaction

/// A recording from a folder of fixtures, for an app's own tests: one test case per fixture, each
/// checking the fixture's `expect` block against the app's handler code.
///
/// ```swift
/// @Test(arguments: try RecordedFixture.all(in: folder))
/// func recording(_ fixture: RecordedFixture) {
///     let failures = fixture.failures(setup: setup, handler: MyHandler())
///     #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
/// }
/// ```
public struct RecordedFixture: Sendable, CustomStringConvertible {
    /// The path below the folder ("late-cancel.json", "dismiss/fling.json", "corpus.jsonl:3"): the test case's name.
    public var name: String
    /// The full path (with `:LINE` for a corpus line), for messages.
    public var file: String
    public var trace: Trace

    public var description: String { name }

    /// Every trace under `folder` (`.json` files searched recursively, and each line of `.jsonl`
    /// corpora), sorted by path. Throws, naming the file, the place and the rule, when the folder
    /// cannot be read, when a trace in it is invalid, or when it holds no trace at all: a test over
    /// an empty or broken folder must fail, not pass by checking nothing.
    public static func all(in folder: String) throws(RecordedFixtureError) -> [RecordedFixture] {
        let entries: [CorpusEntry]
        do {
            entries = try TraceLoader.loadCorpus(at: folder)
        } catch {
            throw RecordedFixtureError(message: error.description)
        }
        var fixtures: [RecordedFixture] = []
        var problems: [String] = []
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        for entry in entries {
            let place = entry.line.map { "\(entry.file):\($0)" } ?? entry.file
            switch entry.result {
            case .success(let loaded):
                let relative = place.hasPrefix(prefix) ? String(place.dropFirst(prefix.count)) : place
                fixtures.append(RecordedFixture(name: relative, file: place, trace: loaded.trace))
            case .failure(let failure):
                problems += failure.errors.map(\.description)
            }
        }
        guard problems.isEmpty else { throw RecordedFixtureError(message: problems.joined(separator: "\n")) }
        guard !fixtures.isEmpty else {
            throw RecordedFixtureError(message: "\(folder): no .json or .jsonl traces found")
        }
        return fixtures
    }

    /// Replays the recording through `handler` with `setup` and checks every expectation of its
    /// `expect` block that names no scenario of its own. Each failure is one line with the reason
    /// in numbers: `late-cancel.json: decision: expected cancel, got finish (released at 0.62 → finish …)`.
    /// A recording with no such expectation fails too: it would check nothing.
    public func failures<Handler: GestureHandler>(setup: ReplaySetup, handler: Handler) -> [String] {
        switch RegressionCheck.check(trace, file: file, setup: setup, handler: handler) {
        case .failure(let failure):
            return failure.problems.map(\.description)
        case .success(let cases) where cases.isEmpty:
            return [
                "\(name): no expectation to check: add an \"expect\" entry without \"scenario\" (one that is for the handler under test)"
            ]
        case .success(let cases):
            return cases.flatMap { checkCase in checkCase.mismatches.map { "\(name): \($0)" } }
        }
    }
}
