import Foundation
import GestureModel
import Testing

@testable import Replay

/// The README's example for app developers, run as written, everything it uses defined in it.
@Suite("The Swift API for app tests")
struct AppTestExampleTests {
    @Test("a system-cancelled sheet dismissal cancels, quickly, and never gets stuck")
    func readmeExample() throws {
        // README example begins
        let recordings = Bundle.module.url(forResource: "Recordings", withExtension: nil)?.path ?? "Recordings"
        let trace = try Trace(contentsOfFile: recordings + "/swipe-dismiss-system-cancel.json")
        var scenario = Scenario.swipeDismiss
        scenario.transition.completionSpeed = .constant(1)  // the fix under test: no 1 − percentComplete
        let report = Replayer.replay(trace, scenario: scenario)
        #expect(report.decision == .cancel)
        #expect(report.outcome == .cancelled)
        #expect(try #require(report.completion).duration < 1.5)
        #expect(!report.diagnostics.contains { $0.code == .stuckTransition })
        #expect(ReplayExpectation(decision: .cancel, completionDuration: 1.03).mismatches(in: report).isEmpty)
        // README example ends
    }

    @Test("the README shows the example exactly as this test runs it")
    func readmeShowsExample() throws {
        let source = try String(contentsOfFile: #filePath, encoding: .utf8)
        let start = try #require(source.range(of: "// README example begins\n"))
        let end = try #require(source.range(of: "        // README example ends"))
        let body = source[start.upperBound..<end.lowerBound]
            .split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.dropFirst(4) }.joined(separator: "\n")
        let readme = try String(contentsOfFile: Fixture.packageRoot + "/README.md", encoding: .utf8)
        #expect(readme.contains(body), "README.md must contain:\n\(body)")
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
