import GestureModel
import Interaction
import Replay
import Testing

/// An app's own rule for where a sheet comes to rest, replayed on a platform's surface: the block
/// docs/handler-code.md shows, run as written.
@Suite("Your own resting-place rule")
struct RestingPlaceChooserTests {
    static func recording(_ name: String) throws -> Trace {
        try #require(Fixture.all.first { $0.trace.name == name }).trace
    }

    // The block docs/handler-code.md shows:

    /// The sheet's rule, shared by the app and its tests: the detent nearest where the release's
    /// momentum would carry the sheet (UIScrollView's normal deceleration projects 0.499 s of it).
    struct NearestAfterProjection: RestingPlaceChooser {
        func restingPlace(after release: RestRelease, among places: [RestingPlace]) -> RestingPlace {
            let projected = release.offset + 0.499 * release.velocity
            return places.min { abs($0.offset - projected) < abs($1.offset - projected) } ?? places[0]
        }
    }

    @Test("the app's rule chooses on FloatingPanel's surface")
    func nearestAfterProjection() throws {
        let flick = try Self.recording("sheet-flick-up-to-half")
        let panel = try #require(Scenario.floatingPanel.resting)
        let report = Replayer.replay(
            flick, setup: Scenario.floatingPanel.setup, surface: panel, chooser: NearestAfterProjection())
        // Released at 298.9 pt at −2339 pt/s: projected to −868 pt, nearest full (88 pt).
        #expect(report.resting?.last?.decision.place.name == "full")
        #expect(report.outcome == .rested)
    }

    // End of the block.

    // The list item's block docs/handler-code.md shows:

    /// A list item's rule: swiped away once more than a third of the row is gone, or flung
    /// faster than 1000 pt/s the way it was dragged; kept otherwise.
    struct ThirdOrFling: RestingPlaceChooser {
        func restingPlace(after release: RestRelease, among places: [RestingPlace]) -> RestingPlace {
            let kept = places.first { $0.offset == 0 } ?? places[0]
            let width = places.map { abs($0.offset) }.max() ?? 0
            let flung = abs(release.velocity) > 1000 && (release.velocity < 0) == (release.offset < 0)
            guard flung || abs(release.offset) > width / 3 else { return kept }
            return places.first { $0.offset != 0 && ($0.offset < 0) == (release.offset < 0) } ?? kept
        }
    }

    @Test("the app's rule chooses on ItemTouchHelper's surface")
    func thirdOrFling() throws {
        let swipe = try Self.recording("swipe-short-stays")
        let row = try #require(Scenario.androidItemSwipe.resting)
        let report = Replayer.replay(
            swipe, setup: Scenario.androidItemSwipe.setup, surface: row, chooser: ThirdOrFling())
        // Released at rest 92 pt left: short of a third of the 390 pt row (130 pt), kept.
        #expect(report.resting?.last?.decision.place.name == "kept")
        let far = try Self.recording("swipe-left-dismisses")
        let gone = Replayer.replay(far, setup: Scenario.androidItemSwipe.setup, surface: row, chooser: ThirdOrFling())
        // 242 pt left is past 130: dismissed the way it went.
        #expect(gone.resting?.last?.decision.place.name == "dismissed-left")
    }

    // End of the block.

    @Test("its account and JSON name the app's rule, not the platform's, and its reason has the numbers it read")
    func account() throws {
        let slow = try Self.recording("sheet-slow-drag-stays-collapsed")
        let sheet = try #require(Scenario.androidSheet.resting)
        let report = Replayer.replay(
            slow, setup: Scenario.androidSheet.setup, surface: sheet, chooser: NearestAfterProjection())
        let release = try #require(report.resting?.last)
        // At rest at 562.1 pt: projected where it is, nearest collapsed (644) rather than half-expanded (422).
        #expect(release.decision.place.name == "collapsed")
        #expect(release.decision.reason.hasPrefix("NearestAfterProjection chose collapsed at 562.1 pt, "))
        #expect(
            report.text.contains(
                "handler    NearestAfterProjection (code): pan; hysteresis 8.0 pt; android-sheet surface, top at expanded 0.0"
            ))
        #expect(!report.text.contains("RS1") && !report.text.contains("confidence"))
        guard case .object(let top) = report.json, case .object(let resting)? = top["resting"] else {
            Issue.record("no resting in the JSON report")
            return
        }
        #expect(resting["chooser"] == .string("NearestAfterProjection"))
        #expect(resting["rules"] == .array([]) && resting["confidence"] == .null)
    }

    /// A rule that names a place the surface does not have.
    struct Elsewhere: RestingPlaceChooser {
        func restingPlace(after release: RestRelease, among places: [RestingPlace]) -> RestingPlace {
            RestingPlace(name: "nowhere", offset: 430)
        }
    }

    @Test("a place that is not the surface's comes to rest at the nearest of its places, and the reason says so")
    func foreignPlace() throws {
        let flick = try Self.recording("sheet-flick-up-to-half")
        let sheet = try #require(Scenario.androidSheet.resting)
        let report = Replayer.replay(flick, setup: Scenario.androidSheet.setup, surface: sheet, chooser: Elsewhere())
        let release = try #require(report.resting?.last)
        #expect(release.decision.place.name == "half-expanded")
        #expect(
            release.decision.reason.contains("it named nowhere at 430.0 pt, not a place of the surface: the nearest"))
    }
}

@Suite("A resting report's JSON")
struct RestingReportJSONTests {
    @Test("a resting surface's releases are under `resting`; `release` is null and no transition's reason shows")
    func releaseUnderResting() throws {
        let trace = try #require(Fixture.all.first { $0.trace.name == "sheet-flick-up-to-half" }).trace
        let report = Replayer.replay(trace, scenario: .androidSheet)
        guard case .object(let top) = report.json, case .object(let resting)? = top["resting"] else {
            Issue.record("no resting in the JSON report")
            return
        }
        #expect(top["release"] == .null && top["noRelease"] == nil)
        #expect(resting["rest"] == .string("half-expanded"))
        #expect(!JSONWriter.string(report.json).contains("finish() nor cancel()"))
        // A mismatch gives the rule's reason, not the transition's.
        let outcome = ReplayExpectation(outcome: .finished).mismatches(in: report)
        #expect(outcome.first?.because == "moving up from below half-expanded → half-expanded")
    }
}
