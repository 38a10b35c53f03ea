import GestureModel
import Interaction
import Replay
import Testing

/// A trace from the repository's Fixtures folder.
struct Fixture: CustomTestStringConvertible, Sendable {
    var file: String
    var trace: Trace
    var testDescription: String { trace.name }

    /// The fixture's folder under Fixtures: edge, pinch, pan.
    var group: String {
        let parts = file.split(separator: "/")
        return parts.count >= 2 ? String(parts[parts.count - 2]) : ""
    }

    /// The scenario the fixture asks for (inline, else edge-back), as the command-line tool resolves it.
    func scenario() throws -> Scenario {
        try Scenario.resolve(for: trace, file: file).get()
    }

    /// The package root, found from this file's path.
    static let packageRoot: String = {
        var components = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        components.removeLast(3)  // Tests/ReplayTests/Fixtures.swift
        return components.joined(separator: "/")
    }()

    /// Every trace under `Fixtures`, sorted by file. A folder that does not load whole leaves this
    /// empty and says why in `loadError`, which a test reports: a bad fixture is never dropped.
    static let all: [Fixture] = load("Fixtures").fixtures

    /// Why `Fixtures` did not load: the file, the place and the rule; nil when it did.
    static let loadError: String? = load("Fixtures").error

    static func load(_ folder: String) -> (fixtures: [Fixture], error: String?) {
        do {
            return (
                try RecordedFixture.all(in: packageRoot + "/" + folder).map { Fixture(file: $0.file, trace: $0.trace) },
                nil
            )
        } catch {
            return ([], error.description)
        }
    }
}
