import Foundation
import GestureModel
import Testing

@testable import Replay

/// The README's example for app developers (AppTestExample.swift), run as written, everything it
/// uses defined in it.
@Suite("The Swift API for app tests")
struct AppTestExampleTests {
    @Test("the README shows the example exactly as this test runs it")
    func readmeShowsExample() throws {
        let source = try String(
            contentsOfFile: Fixture.packageRoot + "/Tests/ReplayTests/AppTestExample.swift", encoding: .utf8)
        let start = try #require(source.range(of: "// README example begins\n"))
        let end = try #require(source.range(of: "// README example ends"))
        let body = source[start.upperBound..<end.lowerBound]
        let readme = try String(contentsOfFile: Fixture.packageRoot + "/README.md", encoding: .utf8)
        #expect(readme.contains("```swift\n" + body + "```"), "README.md must contain:\n\(body)")
    }

    @Test("a missing or invalid trace file throws an error naming the file")
    func loadErrors() throws {
        #expect(throws: TraceFileError.self) { try Trace(contentsOfFile: "/nonexistent/trace.json") }
        do {
            _ = try Trace(contentsOfFile: "/nonexistent/trace.json")
        } catch {
            #expect(error.description == "/nonexistent/trace.json: no such file")
        }
    }
}
