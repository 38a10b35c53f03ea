import Foundation
import GestureModel
import Interaction
import Testing

@testable import Replay

@Suite("Recorded fixtures for app tests")
struct RecordedFixtureTests {
    @Test("the bundled recordings load by name, one case per file, sorted")
    func loads() throws {
        let all = try RecordedFixture.all(in: recordings)
        #expect(
            all.map(\.name) == [
                "swipe-dismiss-cancel.json", "swipe-dismiss-finish.json", "swipe-dismiss-late-cancel.json",
                "swipe-dismiss-pan-up.json", "swipe-dismiss-system-cancel.json",
            ])
        #expect(all.map(\.description) == all.map(\.name))
    }

    @Test("a folder with no traces, or with an invalid one, throws: a test over it fails instead of checking nothing")
    func emptyOrBroken() throws {
        #expect(throws: RecordedFixtureError.self) {
            try RecordedFixture.all(in: Fixture.packageRoot + "/Sources/gesture-replay")
        }
        do {
            _ = try RecordedFixture.all(in: Fixture.packageRoot + "/Sources/gesture-replay")
        } catch {
            #expect(error.description.hasSuffix("Sources/gesture-replay: no .json or .jsonl traces found"))
        }
        // Android's VelocityTracker data is JSON, but not a trace.
        do {
            _ = try RecordedFixture.all(in: Fixture.packageRoot + "/Tests/Conformance")
            Issue.record("a folder holding a non-trace loaded")
        } catch {
            #expect(error.description.contains("android_velocitytracker.json"))
        }
        #expect(throws: RecordedFixtureError.self) { try RecordedFixture.all(in: "/nonexistent/recordings") }
    }

    @Test("failures name the recording and give the reason in numbers")
    func failuresInNumbers() throws {
        let recording = try #require(
            try RecordedFixture.all(in: recordings).first { $0.name == "swipe-dismiss-late-cancel.json" })
        // SPPercentSwipeTransition's handler (1 − percentComplete) instead of the fixed one.
        let failures = recording.failures(
            setup: SeedHandlerCase.all[1].setup, handler: SPPercentSwipeTransitionHandler(axis: .vertical))
        #expect(
            failures.contains(
                "swipe-dismiss-late-cancel.json: completionDuration: expected 1.350 s ± 0.010, got 13.536 s (cancel from 0.900 at speed 0.100)"
            ))
        #expect(
            failures.contains(
                "swipe-dismiss-late-cancel.json: diagnostics: expected no long-completion, got one (The cancel animation lasts 13.536 s = 0.900 × 1.500 s / 0.100, more than twice the 1.500 s duration.)"
            ))
        #expect(failures.count == 2)
    }

    @Test("a recording whose expectations are all for presets checks nothing for handler code, and says so")
    func nothingToCheck() throws {
        let base = try #require(try RecordedFixture.all(in: recordings).first)
        var trace = base.trace
        trace.expect = try JSONParser.parse(#"[{"scenario": "swipe-back", "decision": "cancel"}]"#)
        let recording = RecordedFixture(name: "presets-only.json", file: "presets-only.json", trace: trace)
        let failures = recording.failures(setup: sheetDismissal, handler: SheetDismissHandler())
        #expect(
            failures == [
                #"presets-only.json: no expectation to check: add an "expect" entry without "scenario" (one that is for the handler under test)"#
            ])
        trace.expect = nil
        #expect(
            RecordedFixture(name: "bare.json", file: "bare.json", trace: trace).failures(
                setup: sheetDismissal, handler: SheetDismissHandler()
            ).count == 1)
    }

    @Test(
        "docs/handler-code.md shows the Swift Testing, XCTest, SwiftUI and animator examples exactly as these tests run them",
        arguments: [
            (
                "OwnHandlerExample.swift", "// docs/handler-code.md example begins\n",
                "// docs/handler-code.md example ends"
            ),
            (
                "OwnHandlerXCTestExample.swift", "// docs/handler-code.md XCTest example begins\n",
                "// docs/handler-code.md XCTest example ends"
            ),
            (
                "SwiftUIDragExample.swift", "// docs/handler-code.md SwiftUI example begins\n",
                "// docs/handler-code.md SwiftUI example ends"
            ),
            (
                "AnimatorHandlers.swift", "// docs/handler-code.md animator example begins\n",
                "// docs/handler-code.md animator example ends"
            ),
            (
                "OwnHandlerSweepExample.swift", "// docs/handler-code.md sweep example begins\n",
                "// docs/handler-code.md sweep example ends"
            ),
        ])
    func readmeShowsExamples(file: String, begin: String, end: String) throws {
        let source = try String(contentsOfFile: Fixture.packageRoot + "/Tests/ReplayTests/" + file, encoding: .utf8)
        let start = try #require(source.range(of: begin))
        let stop = try #require(source.range(of: end))
        let body = String(source[start.upperBound..<stop.lowerBound])
        #expect(body.count > 200)
        let doc = try String(contentsOfFile: Fixture.packageRoot + "/docs/handler-code.md", encoding: .utf8)
        #expect(doc.contains("```swift\n" + body + "```"), "docs/handler-code.md must contain the block from \(file)")
    }
}
