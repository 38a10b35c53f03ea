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

    /// Every trace under `Fixtures`, sorted by file. Empty if the folder moved: a test checks that.
    static let all: [Fixture] = load("Fixtures")

    static func load(_ folder: String) -> [Fixture] {
        guard let entries = try? TraceLoader.loadCorpus(at: packageRoot + "/" + folder) else { return [] }
        return entries.compactMap { entry in
            guard case .success(let loaded) = entry.result else { return nil }
            return Fixture(file: entry.file, trace: loaded.trace)
        }
    }
}
