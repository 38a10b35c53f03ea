import Foundation
import GestureModel
import Interaction
import Testing

@testable import Replay

/// The readable account of every fixture under its own scenario, kept as text beside the tests, so
/// an account cannot change unnoticed. After an intended change, record them with
/// `GESTURE_REPLAY_UPDATE=1 swift test --filter AccountGoldenTests` (which fails, having checked
/// nothing), run again, and review the diff.
@Suite("Golden accounts")
struct AccountGoldenTests {
    static let folder = Fixture.packageRoot + "/Tests/ReplayTests/Accounts"

    /// `Fixtures/edge/left-slow-drag-finish.json` → `Accounts/edge/left-slow-drag-finish.txt`.
    static func goldenPath(for fixture: Fixture) -> String {
        let relative = fixture.file.components(separatedBy: "/Fixtures/").last ?? fixture.file
        return folder + "/" + relative.replacingOccurrences(of: ".json", with: ".txt")
    }

    @Test("every fixture's account equals its golden text", arguments: Fixture.all)
    func account(fixture: Fixture) throws {
        let text = Replayer.replay(fixture.trace, scenario: try fixture.scenario()).text
        try Golden.expect(text, equalsFile: Self.goldenPath(for: fixture), "\(fixture.trace.name): the account")
    }

    @Test("every golden account belongs to a fixture")
    func noStrayAccounts() throws {
        let expected = Set(Fixture.all.map(Self.goldenPath(for:)))
        let walker = FileManager.default.enumerator(atPath: Self.folder)
        let present = Set(
            (walker?.compactMap { $0 as? String } ?? []).filter { $0.hasSuffix(".txt") }.map { Self.folder + "/" + $0 })
        #expect(
            present == expected,
            "stray: \(present.subtracting(expected).sorted()), missing: \(expected.subtracting(present).sorted())")
    }

    @Test("the line diff names the line and both versions")
    func diff() {
        #expect(Golden.lineDiff(expected: "a\nb\nc", actual: "a\nB\nc") == "line 2:\n- b\n+ B")
    }

    /// One minus sign in prose: a negative number in an account is written with U+2212, as its
    /// formulas are, never with the hyphen-minus ("velocity (−971.1, −8.2)", not "(-971.1, -8.2)").
    /// CSV, JSON and generated source keep `fixed`'s hyphen-minus.
    @Test("accounts write negative numbers with U+2212 under every preset; machine output keeps the hyphen-minus")
    func minusSign() throws {
        var negatives = 0
        for fixture in Fixture.all {
            for scenario in Scenario.presets {
                let report = Replayer.replay(fixture.trace, scenario: scenario)
                let text = report.text
                let scalars = Array(text.unicodeScalars)
                // A sign, not a name's hyphen ("fling-120hz", "flutter-3.24"): after a space, "(", "=" or ",".
                for index in scalars.indices.dropFirst().dropLast() where scalars[index] == "-" {
                    let sign =
                        " (=,".unicodeScalars.contains(scalars[index - 1]) && ("0"..."9").contains(scalars[index + 1])
                    #expect(!sign, "\(fixture.trace.name) under \(scenario.name): a hyphen-minus as a sign")
                }
                negatives += text.components(separatedBy: "−").count - 1
            }
        }
        // The fixtures do release with negative velocities: the check above saw them.
        #expect(negatives > 100)
        // Machine-read output keeps the hyphen-minus; a number that rounds to zero has no sign.
        #expect(fixed(-971.06, 1) == "-971.1")
        #expect(prose(-971.06, 1) == "−971.1")
        #expect(prose(-0.0004, 3) == "0.000")
    }
}

/// One clock: a recorder stamping touches from its device's uptime gets the account, and every
/// time in it, of the same motion stamped from 0, and one line naming its clock.
@Suite("The account's clock")
struct AccountClockTests {
    @Test("a trace shifted to 5012.5 s on its clock reads as the trace from 0, plus a clock line")
    func sinceFirstTouch() throws {
        let fixture = try #require(Fixture.all.first { $0.file.hasSuffix("edge/left-slow-drag-finish.json") })
        var document = TraceWriter.json(fixture.trace)
        guard case .object(var top) = document, case .array(var events)? = top["events"] else {
            Issue.record("the writer's document has no events")
            return
        }
        for index in events.indices {
            guard case .object(var event) = events[index], case .number(let t)? = event["t"] else { continue }
            event["t"] = .number(t + 5012.5)
            events[index] = .object(event)
        }
        top["events"] = .array(events)
        document = .object(top)
        let shifted = try TraceDecoder.decode(document, file: "shifted.json").get().trace
        #expect(shifted.startTime == 5012.5)
        let scenario = try fixture.scenario()
        let plain = Replayer.replay(fixture.trace, scenario: scenario)
        let moved = Replayer.replay(shifted, scenario: scenario)
        var lines = moved.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[1] == "clock      times are since the first touch, at 5012.500 s on the trace's clock")
        lines.remove(at: 1)
        #expect(lines.joined(separator: "\n") == plain.text)
        #expect(plain.text.contains("released at 0.908 s"))
        let release = try #require(plain.release).time
        #expect(abs(moved.sinceFirstTouch(try #require(moved.release).time) - release) < 1e-9)
    }
}

@Suite("The account's cascades")
struct AccountCascadeTests {
    /// Updates after a finish on every frame, with a progress jump between two of them: one line
    /// each for the first two updates, one for the other four with their span, then the jump.
    @Test("a cascade folds to its first two and a count with its span, even with another code between")
    func interleavedCascade() throws {
        let fixture = try #require(Fixture.all.first { $0.file.hasSuffix("edge/left-slow-drag-finish.json") })
        var report = Replayer.replay(fixture.trace, scenario: try fixture.scenario())
        func update(_ t: Double) -> Diagnostic {
            Diagnostic(time: t, detail: .updateAfterCompletion(requested: 0.5, completion: .finish, since: 0.1))
        }
        report.diagnostics = [
            update(0.2), update(0.3), Diagnostic(time: 0.35, detail: .progressJump(from: 0.1, to: 0.5, limit: 0.25)),
            update(0.4), update(0.5), update(0.6), update(0.7),
        ]
        let lines = report.text.split(separator: "\n").map(String.init).drop { !$0.hasPrefix("diagnostics") }
        #expect(lines.count == 5, "\(lines)")
        #expect(lines.dropFirst().first?.contains("update-after-completion at 0.200 s") == true)
        #expect(lines.dropFirst(3).first == "  … 4 more update-after-completion, from 0.400 s to 0.700 s")
        #expect(lines.last?.contains("progress-jump at 0.350 s") == true)
    }
}

@Suite("The account's answers agree")
struct AccountAgreementTests {
    /// An edge pan ended at 0.117 s (14 frames at 120 Hz) while a second finger, landed mid-screen at
    /// 0.067 s, stays down to the end: the release decided, so the warning may not say it never was.
    static let text =
        #"{"name": "second-finger-stays", "screen": {"width": 390, "height": 844}, "events": [{"t": 0, "touches": [{"id": 1, "phase": "began", "x": 4, "y": 400}]}, {"t": 0.008333, "touches": [{"id": 1, "phase": "moved", "x": 10, "y": 400}]}, {"t": 0.016667, "touches": [{"id": 1, "phase": "moved", "x": 16, "y": 400}]}, {"t": 0.025, "touches": [{"id": 1, "phase": "moved", "x": 22, "y": 400}]}, {"t": 0.033333, "touches": [{"id": 1, "phase": "moved", "x": 28, "y": 400}]}, {"t": 0.041667, "touches": [{"id": 1, "phase": "moved", "x": 34, "y": 400}]}, {"t": 0.05, "touches": [{"id": 1, "phase": "moved", "x": 40, "y": 400}]}, {"t": 0.058333, "touches": [{"id": 1, "phase": "moved", "x": 46, "y": 400}]}, {"t": 0.066667, "touches": [{"id": 1, "phase": "stationary", "x": 46, "y": 400}, {"id": 2, "phase": "began", "x": 200, "y": 500}]}, {"t": 0.075, "touches": [{"id": 1, "phase": "moved", "x": 52, "y": 400}, {"id": 2, "phase": "stationary", "x": 200, "y": 500}]}, {"t": 0.083333, "touches": [{"id": 1, "phase": "moved", "x": 58, "y": 400}, {"id": 2, "phase": "stationary", "x": 200, "y": 500}]}, {"t": 0.091667, "touches": [{"id": 1, "phase": "moved", "x": 64, "y": 400}, {"id": 2, "phase": "stationary", "x": 200, "y": 500}]}, {"t": 0.1, "touches": [{"id": 1, "phase": "moved", "x": 70, "y": 400}, {"id": 2, "phase": "stationary", "x": 200, "y": 500}]}, {"t": 0.108333, "touches": [{"id": 1, "phase": "moved", "x": 76, "y": 400}, {"id": 2, "phase": "stationary", "x": 200, "y": 500}]}, {"t": 0.116667, "touches": [{"id": 1, "phase": "ended", "x": 76, "y": 400}, {"id": 2, "phase": "stationary", "x": 200, "y": 500}]}, {"t": 0.125, "touches": [{"id": 2, "phase": "moved", "x": 202, "y": 500}]}]}"#

    @Test("a touch left down after the gesture ended is named as such, not as a gesture never released")
    func touchDownAfterRelease() throws {
        let trace = try TraceDecoder.decode(Array(Self.text.utf8), file: "stays.json").get().trace
        let edge = Replayer.replay(trace, scenario: .edgeBack)
        #expect(edge.decision == .cancel)
        #expect(edge.text.contains("released at 0.117 s"))
        let message = try #require(edge.diagnostics.first { $0.code == .recordingEndedWithTouchDown }).message
        #expect(message.contains("after the gesture ended at t=0.117 s"), "\(message)")
        #expect(!edge.text.contains("never released"))
        // Under a pan the second finger carries the gesture on: it never was released.
        let pan = Replayer.replay(trace, scenario: .swipeBack)
        #expect(pan.release == nil)
        #expect(pan.text.contains("so the gesture was never released"))
    }
}
