import Foundation
import GestureModel
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
