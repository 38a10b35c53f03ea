import GestureModel
import Interaction
import Testing

/// A trace from the repository's Fixtures folder.
struct Fixture: CustomTestStringConvertible, Sendable {
    var file: String
    var trace: Trace
    var testDescription: String { trace.name }

    /// The package root, found from this file's path.
    static let packageRoot: String = {
        var components = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        components.removeLast(3)  // Tests/ReplayTests/Fixtures.swift
        return components.joined(separator: "/")
    }()

    /// Every trace under `Fixtures/edge`, sorted by file. Empty if the folder moved: a test checks that.
    static let edge: [Fixture] = load("Fixtures/edge")

    static func load(_ folder: String) -> [Fixture] {
        guard let entries = try? TraceLoader.loadCorpus(at: packageRoot + "/" + folder) else { return [] }
        return entries.compactMap { entry in
            guard case .success(let loaded) = entry.result else { return nil }
            return Fixture(file: entry.file, trace: loaded.trace)
        }
    }
}
