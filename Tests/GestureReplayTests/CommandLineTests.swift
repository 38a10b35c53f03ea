import Foundation
import GestureModel
import Testing

private let slowDrag = "Fixtures/edge/left-slow-drag-finish.json"

@Suite("gesture-replay as a process")
struct CommandLineTests {
    @Test("with no arguments it replays the bundled example, then says how to go on on stderr")
    func bundledExample() throws {
        let run = try Tool.run([])
        #expect(run.status == 0)
        #expect(run.stdout.hasPrefix("trace      left-slow-drag-finish:"))
        #expect(run.stdout.contains("decision   released at 0.62 > threshold 0.50 → finish"))
        #expect(run.stderr.contains("That was the bundled example"))
        #expect(!run.stdout.contains("That was the bundled example"))
    }

    @Test("the bundled example is the fixture file, byte for byte")
    func bundledExampleMatchesFixture() throws {
        let fromFile = try Tool.run(["replay", slowDrag])
        let bundled = try Tool.run([])
        #expect(fromFile.stdout == bundled.stdout)
        let source = try String(
            contentsOfFile: Tool.packageRoot + "/Sources/gesture-replay/Support/BundledExample.swift", encoding: .utf8)
        let fixture = try String(contentsOfFile: Tool.packageRoot + "/" + slowDrag, encoding: .utf8)
        #expect(source.contains("#\"\"\"\n" + fixture + "\"\"\"#"))
    }

    @Test("replay --format json prints the report alone on stdout, with the documented keys")
    func jsonReport() throws {
        let run = try Tool.run(["replay", slowDrag, "--format", "json"])
        #expect(run.status == 0)
        #expect(run.stderr.isEmpty)
        guard case .object(let object) = try JSONParser.parse(run.stdout) else {
            Issue.record("stdout is not a JSON object")
            return
        }
        for key in ["decision", "outcome", "release", "completion", "progress", "recognizer", "diagnostics"] {
            #expect(object[key] != nil, "missing key \(key)")
        }
        #expect(object["decision"] == .string("finish"))
    }

    @Test(
        "options change the scenario: --threshold 0.7 cancels the slow drag; --completion-speed remaining lasts the full duration"
    )
    func options() throws {
        let strict = try Tool.run(["replay", slowDrag, "--threshold", "0.7"])
        #expect(strict.stdout.contains("released at 0.62 ≤ threshold 0.70 → cancel"))
        let remaining = try Tool.run([
            "replay", slowDrag, "--completion-speed=remaining", "--duration", "0.4", "--curve", "linear",
        ])
        #expect(remaining.stdout.contains(": 0.400 s = (1 − 0.615) × 0.400 s / 0.385, curve linear"))
        let edge = try Tool.run([
            "replay", "Fixtures/edge/right-edge-swipe-finish.json", "--edge", "right", "--format", "json",
        ])
        #expect(edge.stdout.contains(#""outcome": "finished""#))
    }

    @Test(
        "a bad flag or value exits 2 and names the flag and what it accepts",
        arguments: [
            (["replay", slowDrag, "--threshhold", "0.5"], "unknown option '--threshhold' for replay"),
            (["replay", slowDrag, "--threshold", "high"], "--threshold high: threshold takes a number; got 'high'"),
            (
                ["replay", slowDrag, "--threshold", "1.5"],
                "--threshold 1.5: threshold takes a number from 0 to 1; got '1.5'"
            ),
            (
                ["replay", slowDrag, "--set", "threshold=-1"],
                "--set threshold=-1: threshold takes a number from 0 to 1; got '-1'"
            ),
            (
                ["replay", slowDrag, "--set", "openDivisor=2"],
                "--set openDivisor=2: 'openDivisor' is not a parameter of scenario edge-back (screenEdgePan); its parameters are edgeRegion, recognitionDistance, rebaseHysteresis, progressDivisor, threshold,"
            ),
            (
                ["replay", slowDrag, "--set", "threshold"],
                "--set takes NAME=VALUE, for example --set threshold=0.4; got 'threshold'"
            ),
            (
                ["replay", slowDrag, "--preset", "swipe-up"],
                "--preset takes one of edge-back, swipe-dismiss, swipe-back, book-pinch, ios-pop, flutter-cupertino, android-back, react-navigation, photo-transitioning, touchwonders, hero-example, navigation-transitions, navigation-transitions-content, swiftui-dismiss, ios-content-pop, fluid-interfaces, android-sheet, compose-sheet, flutter-sheet, floating-panel, flutter-page, android-viewpager, android-pager-snap, uikit-sheet, uikit-paging, flutter-dismissible, android-item-swipe, uikit-swipe-actions, android-drawer, flutter-drawer, android-swipe-refresh, flutter-refresh, uikit-refresh-control; got 'swipe-up'"
            ),
            (
                ["replay", slowDrag, "--preset", "book-pinch", "--edge", "left"],
                "--edge left: --edge applies to a screen-edge pan; scenario book-pinch uses a pinch recognizer"
            ),
            (
                ["replay", slowDrag, "--preset", "book-pinch", "--scenario", "x.json"],
                "--preset and --scenario cannot be combined"
            ),
            (["report", "Fixtures"], "report needs --output FILE.html"),
            (["bench", "--traces", "5"], "--traces takes a whole number from 10 to 1000000"),
            (
                ["sweep", "Fixtures", "--preset", "edge-back", "--vary", "threshold=0.5", "--shard", "3/2"],
                "--shard takes K/N with 1 ≤ K ≤ N ≤ 10000; got '3/2'"
            ),
            (
                [
                    "sweep", "Fixtures", "--preset", "edge-back", "--vary", "threshold=0.5", "--shard",
                    "1/99999999999999999999",
                ], "--shard takes K/N with 1 ≤ K ≤ N ≤ 10000; got '1/99999999999999999999'"
            ),
            (
                ["sweep", "Fixtures/edge", "--preset", "ios-pop", "--vary", "threshold=0.3:0.5:0.1"],
                "--vary threshold: 'threshold' changes nothing under scenario ios-pop: the ios-pop rule has no threshold"
            ),
            (
                ["replay", slowDrag, "--preset", "ios-pop", "--threshold", "0.4"],
                "--threshold 0.4: 'threshold' changes nothing under scenario ios-pop: the ios-pop rule has no threshold"
            ),
            (
                ["replay", slowDrag, "--preset", "book-pinch", "--set", "threshold=0.4"],
                "--set threshold=0.4: 'threshold' changes nothing under scenario book-pinch: the handler never compares"
            ),
            (
                ["replay", slowDrag, "--preset", "flutter-cupertino", "--curve", "linear"],
                "--curve linear: changes nothing under scenario flutter-cupertino: the flutter completion timing sets its own curve"
            ),
            (["replay", slowDrag, "--fail-on", "info"], "--fail-on takes error or warning; got 'info'"),
            (
                ["synth", "--count", "0", "--output", "x.jsonl"],
                "--count takes a whole number from 1 to 10000000; got '0'"
            ),
            (
                ["synth", "--distance", "0.5:0.2", "--output", "x.jsonl"],
                "--distance takes a number from 0 to 10 or a range FROM:TO within them; got '0.5:0.2'"
            ),
            // Numbers that would have reached a trapping conversion or an unbounded allocation.
            (
                ["synth", "--duration", "1e9", "--output", "x.jsonl"],
                "--duration takes a number from 0.01 to 60 or a range FROM:TO within them; got '1e9'"
            ),
            (
                ["synth", "--pause", "1e7", "--output", "x.jsonl"],
                "--pause takes a number from 0 to 60 or a range FROM:TO within them; got '1e7'"
            ),
            (
                ["synth", "--overshoot", "1e300", "--output", "x.jsonl"],
                "--overshoot takes a number from 0 to 10000 or a range FROM:TO within them; got '1e300'"
            ),
            (
                ["synth", "--kind", "sheet", "--label", "finish", "--output", "x.jsonl"],
                "--label finish: a sheet's traces do not finish or cancel; each draws the place of android-sheet it means (its \"rest\")"
            ),
            (
                ["sweep", "Fixtures/sheets", "--vary", "hideFriction=0.05,0.1", "--close", "0.05"],
                "--close counts releases a small change of progress would flip; android-sheet settles at resting places, whose margins are in points and points per second: leave out --close"
            ),
            (
                ["sweep", "Fixtures/edge", "--preset", "edge-back", "--vary", "threshold=0:1e308:1e-300"],
                "--vary threshold makes infinitely many values; at most 100000"
            ),
            (
                [
                    "sweep", "Fixtures/edge", "--preset", "edge-back", "--vary", "threshold=0:1:0.0001", "--vary",
                    "duration=0.1:10:0.0001",
                ], "--vary makes a grid of 990109001 points (threshold × 10001, duration × 99001); at most 250000"
            ),
            (
                ["presets", "nope"],
                "no preset named 'nope'; the presets are edge-back, swipe-dismiss, swipe-back, book-pinch"
            ),
            (["replay", slowDrag, "--edge", "middle"], "--edge takes left, right, top or bottom; got 'middle'"),
            (
                ["replay", slowDrag, "--completion-speed", "fast"],
                "--completion-speed fast: completionSpeed takes a number or 'remaining'; got 'fast'"
            ),
            (
                ["replay", slowDrag, "--curve", "bouncy"],
                "--curve takes linear, easeIn, easeOut, easeInOut, default, fastEaseInToSlowEaseOut or cubic(x1,y1,x2,y2)"
            ),
            (["replay", slowDrag, "--format", "xml"], "--format takes text or json; got 'xml'"),
            (["replay", slowDrag, "--duration"], "--duration needs a value"),
            (["replay"], "replay needs a trace file"),
            (["frobnicate"], "unknown command 'frobnicate'"),
            (["validate"], "validate needs at least one trace file"),
        ])
    func badUsage(arguments: [String], message: String) throws {
        let run = try Tool.run(arguments)
        #expect(run.status == 2)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.contains("error: \(message)"), "\(run.stderr)")
        #expect(run.stderr.contains("--help"))
    }

    @Test(
        "--help works on the tool and on each command",
        arguments: [["--help"], ["help"], ["replay", "--help"], ["validate", "--help"], ["help", "replay"]])
    func help(arguments: [String]) throws {
        let run = try Tool.run(arguments)
        #expect(run.status == 0)
        #expect(run.stdout.contains("gesture-replay"))
        if arguments.contains("replay") {
            #expect(run.stdout.contains("--completion-speed"))
        }
    }

    @Test("a bad trace exits 2 with every error on stderr naming the file, the place and the rule")
    func badTrace() throws {
        let text = #"""
            {"screen": {"width": 390, "height": 844}, "events": [
              {"t": 0, "touches": [{"id": 1, "phase": "began", "x": 4, "y": 400}]},
              {"t": 0.1, "touches": [{"id": 2, "phase": "moved", "x": 9, "y": 400}]}
            ], "colour": "red"}
            """#
        let path = try Tool.temporaryFile(text, name: "bad.json")
        let run = try Tool.run(["replay", path])
        #expect(run.status == 2)
        #expect(run.stdout.isEmpty)
        #expect(
            run.stderr.contains(
                "error: \(path): events[1].touches[0].phase: \"moved\" for touch 2, which has not begun"))
        #expect(run.stderr.contains("(lifecycle rule 1)"))
        #expect(run.stderr.contains("warning: \(path): colour: unknown field \"colour\" is ignored"))
    }

    @Test("a missing trace file exits 2 and names the file")
    func missingFile() throws {
        let run = try Tool.run(["replay", "Fixtures/edge/nope.json"])
        #expect(run.status == 2)
        #expect(run.stderr == "error: Fixtures/edge/nope.json: no such file\n")
    }

    @Test("validate accepts the fixtures and exits 0")
    func validateFixtures() throws {
        let run = try Tool.run(["validate", "Fixtures"])
        #expect(run.status == 0)
        #expect(run.stdout.hasSuffix("valid, 0 invalid, 0 warnings\n"))
    }

    @Test(
        "validate reports every problem in a .jsonl corpus with its line on stderr, the summary on stdout, and exits 2")
    func validateCorpus() throws {
        let good =
            #"{"screen": {"width": 390, "height": 844}, "events": [{"t": 0, "touches": [{"id": 1, "phase": "began", "x": 4, "y": 400}]}]}"#
        let bad =
            #"{"screen": {"width": 390, "height": 0}, "events": [{"t": 0, "touches": [{"id": 1, "phase": "ended", "x": 4, "y": 400}]}]}"#
        let path = try Tool.temporaryFile([good, bad, good].joined(separator: "\n") + "\n", name: "corpus.jsonl")
        let run = try Tool.run(["validate", path])
        #expect(run.status == 2)
        #expect(run.stderr.contains("error: \(path):2: screen.height: 0 must be greater than 0 (sizes > 0)"))
        #expect(
            run.stderr.contains(
                "error: \(path):2: events[0].touches[0].phase: \"ended\" for touch 1, which has not begun"))
        #expect(run.stdout == "3 traces: 2 valid, 1 invalid, 0 warnings\n")
    }

    @Test(
        "validate reads a corpus larger than its batches: every line's problems in order, the summary over all of them")
    func validateAcrossBatches() throws {
        let count = 2 * 256 + 90
        func trace(scenario: String?) -> String {
            let member = scenario.map { #""scenario": \#($0), "# } ?? ""
            return
                #"{"screen": {"width": 390, "height": 844}, \#(member)"events": [{"t": 0, "touches": [{"id": 1, "phase": "began", "x": 4, "y": 400}]}]}"#
        }
        // Line 5's scenario sets a value its rule never reads (a warning); line 400's names no preset
        // (an error); line 600's trace breaks the format. The rest share one scenario.
        let lines = (1...count).map { line -> String in
            switch line {
            case 5: trace(scenario: #"{"preset": "ios-pop", "handler": {"threshold": 0.4}}"#)
            case 400: trace(scenario: #"{"preset": "no-such-preset"}"#)
            case 600:
                #"{"screen": {"width": 390, "height": 0}, "events": [{"t": 0, "touches": [{"id": 1, "phase": "began", "x": 4, "y": 400}]}]}"#
            default: trace(scenario: #"{"preset": "swipe-dismiss"}"#)
            }
        }
        let path = try Tool.temporaryFile(lines.joined(separator: "\n") + "\n", name: "large.jsonl")
        let run = try Tool.run(["validate", path])
        #expect(run.status == 2)
        #expect(run.stdout == "\(count) traces: \(count - 2) valid, 2 invalid, 1 warning\n")
        let warning = try #require(run.stderr.range(of: "warning: \(path):5: scenario.handler.threshold"))
        let unknownPreset = try #require(run.stderr.range(of: "error: \(path):400: scenario.preset"))
        let format = try #require(run.stderr.range(of: "error: \(path):600: screen.height"))
        #expect(warning.lowerBound < unknownPreset.lowerBound && unknownPreset.lowerBound < format.lowerBound)
    }

    @Test("two flags that set one setting: the later is read, and the earlier is named in a warning")
    func sharedSettingFlags() throws {
        let run = try Tool.run([
            "replay", "Fixtures/edge/left-slow-drag-finish.json", "--set", "lookahead=0.2", "--set",
            "decelerationRate=0.99",
        ])
        #expect(run.status == 0)
        #expect(
            run.stderr.contains(
                "warning: --set lookahead=0.2 changes nothing: --set decelerationRate=0.99, given after it, sets the threshold rule's look-ahead too, and it is the one read"
            ), "\(run.stderr)")
        #expect(run.stdout.contains("+decelerationRate=0.99"))
    }

    @Test("presets lists every preset with where it comes from and its parameters")
    func presetsList() throws {
        let run = try Tool.run(["presets"])
        #expect(run.status == 0)
        for name in ["edge-back", "swipe-dismiss", "swipe-back", "book-pinch"] {
            #expect(run.stdout.contains("\(name)\n  from "), "\(name)")
        }
        #expect(
            run.stdout.contains(
                "parameters  hysteresis=10 minimumNumberOfTouches=1 progressDivisor=0.5 threshold=0.5 duration=1.5 completionSpeed=remaining"
            ))
    }

    @Test(
        "each preset printed as a scenario file replays exactly as the preset",
        arguments: [
            ("edge-back", "Fixtures/edge/left-system-cancel-at-0.6.json"),
            ("swipe-dismiss", "Fixtures/pan/swipe-dismiss-finish.json"),
            ("swipe-back", "Fixtures/pan/swipe-back-cancel.json"),
            ("book-pinch", "Fixtures/pinch/pinch-close.json"),
        ])
    func presetAsScenarioFile(preset: String, trace: String) throws {
        let printed = try Tool.run(["presets", preset, "--format", "json"])
        #expect(printed.status == 0)
        let file = try Tool.temporaryFile(printed.stdout, name: "\(preset).json")
        let fromFile = try Tool.run(["replay", trace, "--scenario", file, "--format", "json"])
        let fromPreset = try Tool.run(["replay", trace, "--preset", preset, "--format", "json"])
        #expect(fromFile.status == 0)
        #expect(fromFile.stdout == fromPreset.stdout)
        #expect(fromFile.stdout.contains("\"name\": \"\(preset)\""))
    }

    @Test("a trace's inline scenario runs by default, and --preset overrides it")
    func inlineScenario() throws {
        let inline = try Tool.run(["replay", "Fixtures/edge/right-edge-swipe-finish.json"])
        #expect(inline.stdout.contains("outcome    finished"))
        // edge-back watches the left edge: a touch starting 4 pt from the right edge fails E2.
        let overridden = try Tool.run(["replay", "Fixtures/edge/right-edge-swipe-finish.json", "--preset", "edge-back"])
        #expect(overridden.stdout.contains("outcome    noTransition"))
    }

    @Test("a cancelled pinch under book-pinch is stuck, and the account says why")
    func stuckPinch() throws {
        let run = try Tool.run(["replay", "Fixtures/pinch/pinch-cancelled.json"])
        #expect(run.status == 0)
        #expect(run.stdout.contains("outcome    stuck"))
        #expect(run.stdout.contains("error stuck-transition"))
        #expect(run.stdout.contains("the gesture was cancelled"))
    }

    @Test("--set and named flags change the scenario in order")
    func setParameters() throws {
        let run = try Tool.run([
            "replay", "Fixtures/pan/swipe-dismiss-cancel.json", "--set", "threshold=0.3", "--set",
            "progressDivisor=0.4",
        ])
        // (150 − 10) / (844 × 0.4) = 0.41 > 0.3.
        #expect(run.stdout.contains("released at 0.41 > threshold 0.30 → finish"))
    }

    @Test("a bad scenario file exits 2, naming the file, the place and the rule")
    func badScenarioFile() throws {
        let file = try Tool.temporaryFile(
            #"{"preset": "swipe-back", "handler": {"onEnded": "maybe"}}"#, name: "bad-scenario.json")
        let run = try Tool.run(["replay", "Fixtures/pan/swipe-back-finish.json", "--scenario", file])
        #expect(run.status == 2)
        #expect(run.stdout.isEmpty)
        #expect(
            run.stderr.contains(
                "error: \(file): handler.onEnded: \"maybe\" is not a response (decide, finish, cancel, nothing) (scenario values)"
            ))
        let missing = try Tool.run(["replay", "Fixtures/pan/swipe-back-finish.json", "--scenario", "nope.json"])
        #expect(missing.status == 2)
        #expect(missing.stderr == "error: nope.json: no such file\n")
    }

    @Test("the README shows the tool's real account of the slow drag")
    func readmeExample() throws {
        let run = try Tool.run(["replay", slowDrag])
        let readme = try String(contentsOfFile: Tool.packageRoot + "/README.md", encoding: .utf8)
        #expect(readme.contains("```\n" + run.stdout + "```"))
        #expect(readme.hasPrefix("# gesture-replay\n\n```sh\nswift run gesture-replay "))
        let compare = try Tool.run(["compare", "Fixtures/cancel-paths/fling-120hz.json"])
        let replayDoc = try String(contentsOfFile: Tool.packageRoot + "/docs/replay.md", encoding: .utf8)
        #expect(replayDoc.contains("```\n" + compare.stdout + "```"), "docs/replay.md's compare example is out of date")
        for command in ["replay", "compare"] {
            let sheet = try Tool.run([command, "Fixtures/resting/sheet-flick-up-to-half.json"])
            #expect(
                replayDoc.contains("```\n" + sheet.stdout + "```"), "docs/replay.md's sheet \(command) is out of date")
        }
    }
}

#if canImport(FoundationXML)
import FoundationXML
#endif

/// Counts the testcase and failure elements of a JUnit document; fails the test if it is not XML.
private final class JUnitCounter: NSObject, XMLParserDelegate {
    var testcases = 0
    var failures = 0
    var suiteTests: String?

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        if elementName == "testcase" { testcases += 1 }
        if elementName == "failure" { failures += 1 }
        if elementName == "testsuite" { suiteTests = attributes["tests"] }
    }
}

/// A fixture copied to a temporary folder, with its expectation made stale.
private func staleFixture() throws -> (path: String, original: String) {
    let source = try String(
        contentsOfFile: Tool.packageRoot + "/Fixtures/edge/left-short-drag-cancel.json", encoding: .utf8)
    let stale = source.replacingOccurrences(
        of: #""decision": "cancel", "outcome": "cancelled""#, with: #""decision": "finish", "outcome": "finished""#)
    #expect(stale != source)
    return (try Tool.temporaryFile(stale, name: "stale.json"), source)
}

@Suite("gesture-replay check")
struct CheckCommandTests {
    @Test("check Fixtures passes every expectation, one line per fixture and scenario, and closes with the counts")
    func passes() throws {
        let run = try Tool.run(["check", "Fixtures"])
        #expect(run.status == 0)
        let lines = run.stdout.split(separator: "\n")
        #expect(lines.filter { $0.hasPrefix("PASS  ") }.count >= 50)
        #expect(lines.last?.hasSuffix(" passed, 0 failed") == true)
        #expect(lines.contains("PASS  Fixtures/edge/left-slow-drag-finish.json [swipe-back]"))
    }

    @Test("a failing expectation exits 1 with the field, expected and actual, and the reason in numbers")
    func fails() throws {
        let (path, _) = try staleFixture()
        let run = try Tool.run(["check", path])
        #expect(run.status == 1)
        #expect(run.stdout.contains("FAIL  \(path) [edge-back]\n"))
        #expect(
            run.stdout.contains(
                "      decision: expected finish, got cancel (released at 0.24 ≤ threshold 0.50 → cancel)\n"))
        #expect(run.stdout.contains("      outcome: expected finished, got cancelled"))
        #expect(run.stdout.hasSuffix("0 passed, 1 failed\n"))
    }

    @Test("--junit writes XML that parses, with one testcase per fixture and scenario and the failures counted")
    func junit() throws {
        let (path, _) = try staleFixture()
        let junit = try Tool.temporaryFile("", name: "junit.xml")
        let run = try Tool.run(["check", path, "Fixtures/pan", "--junit", junit])
        #expect(run.status == 1)
        let parser = try #require(XMLParser(contentsOf: URL(fileURLWithPath: junit)))
        let counter = JUnitCounter()
        parser.delegate = counter
        #expect(parser.parse(), "the JUnit file is not well-formed XML")
        // The stale fixture (1 case) and Fixtures/pan (5 fixtures, 6 expectations).
        #expect(counter.testcases == 7)
        #expect(counter.failures == 1)
        #expect(counter.suiteTests == "7")
    }

    @Test("--update rewrites only the expect block, atomically; then check passes and a second update changes nothing")
    func updateRoundTrip() throws {
        let (path, original) = try staleFixture()
        let before = try String(contentsOfFile: path, encoding: .utf8)
        let first = try Tool.run(["check", path, "--update"])
        #expect(first.status == 0)
        #expect(
            first.stdout.contains("updated \(path) [edge-back]: decision finish → cancel; outcome finished → cancelled")
        )
        #expect(first.stdout.hasSuffix("1 expectation updated in 1 file\n"))
        let after = try String(contentsOfFile: path, encoding: .utf8)
        // The updated file is the original fixture again, byte for byte: only the expect block changed.
        #expect(after == original)
        #expect(after != before)
        let check = try Tool.run(["check", path])
        #expect(check.status == 0)
        let second = try Tool.run(["check", path, "--update"])
        #expect(second.stdout == "0 expectations updated in 0 files\n")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == original)
        let leftovers = try FileManager.default.contentsOfDirectory(
            atPath: URL(fileURLWithPath: path).deletingLastPathComponent().path)
        #expect(leftovers == ["stale.json"], "the atomic write left a temporary file behind")
    }

    @Test("--update writes through a link to its target, keeps the file's mode, and leaves no temporary file")
    func updateThroughLink() throws {
        let (target, original) = try staleFixture()
        let folder = URL(fileURLWithPath: target).deletingLastPathComponent().path
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: target)
        let link = folder + "/linked.json"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "stale.json")
        let run = try Tool.run(["check", link, "--update"])
        #expect(run.status == 0)
        #expect(
            try FileManager.default.destinationOfSymbolicLink(atPath: link) == "stale.json", "the link is still a link")
        #expect(try String(contentsOfFile: target, encoding: .utf8) == original)
        let mode = try FileManager.default.attributesOfItem(atPath: target)[.posixPermissions] as? Int
        #expect(mode == 0o640)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == ["linked.json", "stale.json"])
    }

    @Test("an output path that is a folder is named as one, not as a Cocoa error")
    func outputIsAFolder() throws {
        let folder = URL(fileURLWithPath: try Tool.temporaryFile("", name: "x")).deletingLastPathComponent().path
        let run = try Tool.run(["replay", "Fixtures/edge/left-slow-drag-finish.json", "--plot", folder])
        #expect(run.status == 2)
        #expect(run.stderr.contains("error: \(folder): is a folder; give the name of a file to write"))
        let missing = try Tool.run([
            "replay", "Fixtures/edge/left-slow-drag-finish.json", "--plot", folder + "/no/such/plot.svg",
        ])
        #expect(missing.status == 2)
        #expect(
            missing.stderr.contains(
                "error: \(folder)/no/such/plot.svg: cannot write: the folder \(folder)/no/such does not exist"))
    }

    @Test("--update on the passing fixtures changes nothing: a passing entry is untouched")
    func updateLeavesPassingAlone() throws {
        let folder = URL(fileURLWithPath: try Tool.temporaryFile("", name: "x")).deletingLastPathComponent().path
        try FileManager.default.copyItem(atPath: Tool.packageRoot + "/Fixtures/pan", toPath: folder + "/pan")
        let run = try Tool.run(["check", folder + "/pan", "--update"])
        #expect(run.status == 0)
        #expect(run.stdout == "0 expectations updated in 0 files\n")
    }

    @Test("without --update nothing is written")
    func noWriteWithoutUpdate() throws {
        let (path, _) = try staleFixture()
        let before = try String(contentsOfFile: path, encoding: .utf8)
        _ = try Tool.run(["check", path])
        #expect(try String(contentsOfFile: path, encoding: .utf8) == before)
    }

    @Test("--filter runs the cases whose name contains the pattern")
    func filter() throws {
        let run = try Tool.run(["check", "Fixtures", "--filter", "[swipe-back]"])
        #expect(run.status == 0)
        let cases = run.stdout.split(separator: "\n").filter { $0.hasPrefix("PASS") }
        #expect(cases.count == 6)
        #expect(cases.allSatisfy { $0.hasSuffix("[swipe-back]") })
    }

    @Test("bad input exits 2: a bad expect block names the file, the place and the rule")
    func badInput() throws {
        let source = try String(
            contentsOfFile: Tool.packageRoot + "/Fixtures/edge/left-short-drag-cancel.json", encoding: .utf8)
        let broken = source.replacingOccurrences(of: #""decision": "cancel""#, with: #""decision": "perhaps""#)
        let path = try Tool.temporaryFile(broken, name: "broken.json")
        let run = try Tool.run(["check", path])
        #expect(run.status == 2)
        #expect(
            run.stderr.contains(
                "error: \(path): expect[0].decision: \"perhaps\" is not a decision (finish, cancel, none) (expectations)"
            ))
        let usage = try Tool.run(["check"])
        #expect(usage.status == 2)
        #expect(usage.stderr.contains("error: check needs at least one fixture file or folder"))
    }
}

@Suite("One argument parser")
struct ArgumentParsingTests {
    @Test("short aliases match: sweep -o writes the output instead of reading a corpus named -o")
    func sweepOutputAlias() throws {
        let output = try Tool.temporaryFile("", name: "sweep.csv")
        let run = try Tool.run([
            "sweep", "Fixtures/edge", "--preset", "edge-back", "--vary", "threshold=0.4:0.6:0.1", "--format", "csv",
            "-o", output,
        ])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.isEmpty)
        #expect(try String(contentsOfFile: output, encoding: .utf8).hasPrefix("threshold,finished,cancelled"))
    }

    @Test(
        "an unknown short option is an error naming it, never a path",
        arguments: [
            (["replay", "Fixtures/edge/left-slow-drag-finish.json", "-x"], "unknown option '-x' for replay"),
            (["sweep", "Fixtures/edge", "-p", "edge-back"], "unknown option '-p' for sweep"),
            (["check", "-f", "Fixtures"], "unknown option '-f' for check"),
        ])
    func unknownShortOption(arguments: [String], message: String) throws {
        let run = try Tool.run(arguments)
        #expect(run.status == 2)
        #expect(run.stderr.contains("error: \(message)"))
    }

    @Test("bench --decode-only decodes a corpus's every line on one core and measures nothing else")
    func benchDecodeOnly() throws {
        let corpus = Tool.packageRoot + "/Tests/Conformance/sailfish-flings-observed.jsonl"
        let run = try Tool.run(["bench", "--decode-only", corpus, "--format", "json"])
        #expect(run.status == 0)
        guard case .object(let figures) = try JSONParser.parse(run.stdout) else {
            Issue.record("not a JSON object: \(run.stdout)")
            return
        }
        #expect(figures["lines"] == .number(9))
        #expect(figures["decoded"] == .number(9))
        #expect(figures["bytes"] == .number(Double(try #require(FileManager.default.contents(atPath: corpus)).count)))
        #expect(figures["matrix"] == nil)
        let text = try Tool.run(["bench", "--decode-only", corpus])
        #expect(text.stdout.contains("(9 of 9 lines decoded; median of 3)"))
    }

    @Test(
        "--flag=value works for every command's flags, and -h is help everywhere",
        arguments: ["replay", "compare", "validate", "presets", "check", "report", "sweep", "bench", "synth"])
    func helpEverywhere(command: String) throws {
        let run = try Tool.run([command, "-h"])
        #expect(run.status == 0)
        #expect(run.stdout.split(separator: "\n").first?.contains("gesture-replay \(command)") == true)
        let inline = try Tool.run(["presets", "edge-back", "--format=json"])
        #expect(inline.stdout.hasPrefix("{"))
    }
}

@Suite("Nothing passes while checking nothing")
struct SilentPassTests {
    static let source: String =
        (try? String(contentsOfFile: Tool.packageRoot + "/Fixtures/pan/swipe-dismiss-finish.json", encoding: .utf8))
        ?? ""

    @Test(
        "a misspelt expectation field is an error for check and for validate, naming the field and the fields there are",
        arguments: ["decison", "outcomes"])
    func misspeltExpectation(field: String) throws {
        let broken = Self.source.replacingOccurrences(of: #"{"decision": "finish""#, with: #"{"\#(field)": "finish""#)
        #expect(broken != Self.source)
        let path = try Tool.temporaryFile(broken, name: "misspelt.json")
        let check = try Tool.run(["check", path])
        #expect(check.status == 2)
        #expect(
            check.stderr.contains(
                "error: \(path): expect[0].\(field): \"\(field)\" is not a field of an expectation (scenario, gesture, decision, outcome"
            ))
        let validate = try Tool.run(["validate", path])
        #expect(validate.status == 2)
        #expect(validate.stderr.contains("expect[0].\(field)"))
        #expect(validate.stdout == "1 trace: 0 valid, 1 invalid, 0 warnings\n")
    }

    @Test(
        "a misspelt inline-scenario field is a warning that check, replay and report show",
        arguments: [["check"], ["replay"], ["report", "-o"]])
    func misspeltScenario(command: [String]) throws {
        let broken = Self.source.replacingOccurrences(
            of: #""scenario": {"preset": "swipe-dismiss"}"#,
            with: #""scenario": {"preset": "swipe-dismiss", "thresold": 0.3}"#)
        #expect(broken != Self.source)
        let path = try Tool.temporaryFile(broken, name: "misspelt-scenario.json")
        // The report goes to a scratch file: never to the machine's own /dev/null.
        let arguments =
            command.count == 1 ? [command[0], path] : [command[0], path] + command.dropFirst() + [path + ".html"]
        let run = try Tool.run(arguments)
        #expect(
            run.stderr.contains("\(path): scenario.thresold: unknown field \"thresold\" is ignored"),
            "\(command): \(run.stderr)")
    }
}

@Suite("check: filters, labels and bad input")
struct CheckReportingTests {
    @Test("a --filter that matches nothing exits 1 and says so")
    func filterMatchesNothing() throws {
        let run = try Tool.run(["check", "Fixtures/pan", "--filter", "[no-such-preset]"])
        #expect(run.status == 1)
        #expect(run.stderr.contains("error: --filter '[no-such-preset]' matches no case"))
        #expect(!run.stdout.contains("passed"))
    }

    @Test("--labels checks the label of traces without an expect block; the note names the count and a few of them")
    func labels() throws {
        let corpus = try Tool.temporaryFile("", name: "corpus.jsonl")
        let synth = try Tool.run(["synth", "--kind", "edge-left", "--count", "6", "--seed", "3", "--output", corpus])
        #expect(synth.status == 0)
        let plain = try Tool.run(["check", corpus])
        #expect(
            plain.stderr.contains(
                "note: 6 traces have no \"expect\" block, so nothing checks them: \(corpus):1, \(corpus):2, \(corpus):3, and 3 more; --labels checks their labels instead"
            ))
        // Nothing checked is a failure, not a green run.
        #expect(plain.status == 1)
        #expect(plain.stdout.isEmpty)
        #expect(
            plain.stderr.contains(
                "error: nothing was checked: 6 traces read, none has an \"expect\" block (--labels checks their labels); --allow-empty accepts this"
            ))
        let allowed = try Tool.run(["check", corpus, "--allow-empty"])
        #expect(allowed.status == 0)
        #expect(allowed.stdout == "0 passed, 0 failed\n")
        let labelled = try Tool.run(["check", corpus, "--labels"])
        let lines = labelled.stdout.split(separator: "\n")
        #expect(lines.filter { $0.hasPrefix("PASS") || $0.hasPrefix("FAIL") }.count == 6)
        #expect(lines.last?.hasSuffix("passed, \(lines.filter { $0.hasPrefix("FAIL") }.count) failed") == true)
    }

    @Test(
        "on bad input check exits 2 without a 'passed, failed' line, and JUnit lists the unchecked fixture as an error")
    func badInputNoSummary() throws {
        let source = try String(
            contentsOfFile: Tool.packageRoot + "/Fixtures/edge/left-short-drag-cancel.json", encoding: .utf8)
        let path = try Tool.temporaryFile(
            source.replacingOccurrences(of: #""decision": "cancel""#, with: #""decision": "perhaps""#), name: "bad.json"
        )
        let junit = try Tool.temporaryFile("", name: "junit.xml")
        let run = try Tool.run(["check", path, "Fixtures/pan", "--junit", junit])
        #expect(run.status == 2)
        #expect(!run.stdout.contains("passed"))
        let xml = try String(contentsOfFile: junit, encoding: .utf8)
        #expect(xml.contains(#"name="unchecked""#))
        #expect(xml.contains(#"errors="1""#))
    }
}

@Suite("synth --screen")
struct SynthScreenTests {
    @Test("--screen sets the synthesized traces' screen, and a bad size names the flag")
    func screen() throws {
        let path = try Tool.temporaryFile("", name: "ipad.jsonl")
        let run = try Tool.run(["synth", "--screen", "1024x1366", "--count", "2", "--output", path])
        #expect(run.status == 0)
        let first =
            try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").first.map(String.init) ?? ""
        #expect(first.contains(#""screen":{"width":1024,"height":1366"#))
        let bad = try Tool.run(["synth", "--screen", "wide", "--output", path])
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("--screen takes WIDTHxHEIGHT in points"))
    }
}

@Suite("gesture-replay check with scenario files")
struct CheckScenarioFileTests {
    static let speedOne = "Tests/ReplayTests/ScenarioFiles/dismiss-speed-1.json"

    @Test("check --scenario FILE runs each fixture's own expectations under the file's scenario")
    func ownScenario() throws {
        // Written for swipe-dismiss's 1 − percentComplete (3.29 s); completionSpeed 1 cancels in 0.687 × 1.5 s.
        let run = try Tool.run(["check", "Fixtures/pan/swipe-dismiss-system-cancel.json", "--scenario", Self.speedOne])
        #expect(run.status == 1)
        #expect(run.stdout.contains("FAIL  Fixtures/pan/swipe-dismiss-system-cancel.json [dismiss-speed-1]\n"))
        #expect(
            run.stdout.contains(
                "      completionDuration: expected 3.290 s ± 0.050, got 1.031 s (cancel from 0.687 at speed 1.000)"))
        let missing = try Tool.run(["check", "Fixtures/pan", "--scenario", "no-such-scenario.json"])
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("no-such-scenario.json"))
        #expect(!missing.stdout.contains("passed"))
    }

    @Test("an expect entry's scenario may be a scenario file, relative to the fixture")
    func expectScenarioFile() throws {
        let source = try String(
            contentsOfFile: Tool.packageRoot + "/Fixtures/pan/swipe-dismiss-system-cancel.json", encoding: .utf8)
        let scenario = try String(contentsOfFile: Tool.packageRoot + "/" + Self.speedOne, encoding: .utf8)
        let withFile = source.replacingOccurrences(
            of: #""expect": ["#,
            with:
                #""expect": [{"scenario": "dismiss-speed-1.json", "decision": "cancel", "completionDuration": 1.03}, "#)
        let path = try Tool.temporaryFile(withFile, name: "fixture.json")
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        try scenario.write(toFile: folder + "/dismiss-speed-1.json", atomically: true, encoding: .utf8)
        let run = try Tool.run(["check", path])
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.contains("PASS  \(path) [dismiss-speed-1]\n"))
        #expect(run.stdout.contains("PASS  \(path) [swipe-dismiss]\n"))
        let wrong = try Tool.temporaryFile(
            source.replacingOccurrences(of: #""expect": ["#, with: #""expect": [{"scenario": "my-dismiss"}, "#),
            name: "wrong.json")
        let bad = try Tool.run(["check", wrong])
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("\(wrong): expect[0].scenario: \"my-dismiss\" is not a preset"))
    }
}

@Suite("gesture-replay compare")
struct CompareCommandTests {
    @Test("compare prints one row per preset, marks the disagreement and explains each decision")
    func table() throws {
        let run = try Tool.run(["compare", "Fixtures/cancel-paths/fling-120hz.json"])
        #expect(run.status == 0)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        for preset in ["ios-pop", "flutter-cupertino", "android-back", "react-navigation", "edge-back"] {
            #expect(lines.contains { $0.hasPrefix(preset + " ") }, "no row for \(preset)")
        }
        #expect(lines.contains { $0.hasPrefix("edge-back ") && $0.contains("cancel ≠") })
        #expect(run.stdout.contains("≠ disagrees with the majority (finish): edge-back"))
        #expect(run.stdout.contains("react-navigation: T + 0.30·V ="))
    }

    @Test("compare --format json lists each preset's decision, release and completion; --presets chooses them")
    func json() throws {
        let run = try Tool.run([
            "compare", "Fixtures/edge/left-slow-drag-finish.json", "--presets", "edge-back,swipe-back", "--format",
            "json",
        ])
        #expect(run.status == 0)
        guard case .object(let object) = try JSONParser.parse(run.stdout), case .array(let rows)? = object["presets"]
        else {
            Issue.record("not the expected JSON")
            return
        }
        #expect(rows.count == 2)
        guard case .object(let first) = rows[0] else { return }
        for key in [
            "preset", "decision", "disagrees", "outcome", "releaseProgress", "releaseVelocity", "velocityStrategy",
            "completionDuration", "timing", "reason",
        ] {
            #expect(first[key] != nil, "missing \(key)")
        }
        let bad = try Tool.run(["compare", "Fixtures/edge/left-slow-drag-finish.json", "--presets", "edge-back,nope"])
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("error: --presets takes names from"))
    }

    @Test("--velocity chooses the strategy, and the report says which produced the release velocity")
    func velocityFlag() throws {
        let run = try Tool.run([
            "replay", "Fixtures/cancel-paths/fling-120hz.json", "--velocity", "lsq2", "--format", "json",
        ])
        #expect(run.stdout.contains(#""velocityStrategy": "lsq2""#))
        let bad = try Tool.run(["replay", "Fixtures/cancel-paths/fling-120hz.json", "--velocity", "fast"])
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("error: --velocity takes uikit, lsq2, impulse, flutter, last, swiftui; got 'fast'"))
    }
}

@Suite("gesture-replay synth and sweep")
struct SynthSweepCommandTests {
    private func folder() throws -> String {
        URL(fileURLWithPath: try Tool.temporaryFile("", name: "placeholder")).deletingLastPathComponent().path
    }

    @Test("synth writes a folder of .json traces or one .jsonl file, the same bytes for the same seed")
    func synth() throws {
        let dir = try folder()
        let first = try Tool.run([
            "synth", "--kind", "pan-down", "--count", "5", "--seed", "9", "--output", dir + "/a.jsonl",
        ])
        #expect(first.status == 0)
        let second = try Tool.run([
            "synth", "--kind", "pan-down", "--count", "5", "--seed", "9", "--output", dir + "/b.jsonl",
        ])
        #expect(second.status == 0)
        let a = try String(contentsOfFile: dir + "/a.jsonl", encoding: .utf8)
        #expect(a == (try String(contentsOfFile: dir + "/b.jsonl", encoding: .utf8)))
        #expect(a.split(separator: "\n").count == 5)
        let folderRun = try Tool.run([
            "synth", "--count", "3", "--output", dir + "/corpus", "--distance", "0.6", "--label", "finish",
        ])
        #expect(folderRun.status == 0)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: dir + "/corpus").sorted() == [
                "edge-left-0.json", "edge-left-1.json", "edge-left-2.json",
            ])
        let validate = try Tool.run(["validate", dir + "/corpus", dir + "/a.jsonl"])
        #expect(validate.stdout.hasSuffix("8 traces: 8 valid, 0 invalid, 0 warnings\n"))
        let bad = try Tool.run(["synth", "--kind", "spin", "--output", dir + "/c.jsonl"])
        #expect(bad.status == 2)
        #expect(
            bad.stderr.contains(
                "error: --kind takes edge-left, edge-right, edge-top, edge-bottom, pan-down, pan-sideways, pinch-open, pinch-close, sheet, pager, item, drawer or pull; got 'spin'"
            ))
    }

    @Test("sweep prints the grid with the confusion counts and the best point; shards merge into the same output")
    func sweep() throws {
        let dir = try folder()
        _ = try Tool.run(["synth", "--count", "60", "--seed", "4", "--output", dir + "/corpus.jsonl"])
        let arguments = [
            "sweep", dir + "/corpus.jsonl", "--preset", "edge-back", "--vary", "threshold=0.3:0.5:0.1", "--vary",
            "velocityThreshold=500:1000:500",
        ]
        let table = try Tool.run(arguments)
        #expect(table.status == 0)
        #expect(
            table.stdout.hasPrefix(
                "sweep      edge-back over 60 traces, 6 grid points (threshold × 3, velocityThreshold × 2)"))
        #expect(table.stdout.contains("\nbest       threshold="))
        // No progress bar when stderr is not a terminal; only the sweep's warnings.
        #expect(table.stderr.split(separator: "\n").allSatisfy { $0.hasPrefix("warning: ") }, "\(table.stderr)")
        let json = try Tool.run(arguments + ["--format", "json"])
        for index in 1...2 {
            let shard = try Tool.run(arguments + ["--shard", "\(index)/2", "--output", dir + "/shard\(index).json"])
            #expect(shard.status == 0)
        }
        let merged = try Tool.run(["sweep", "merge", dir + "/shard2.json", dir + "/shard1.json", "--format", "json"])
        #expect(merged.status == 0)
        #expect(merged.stdout == json.stdout)
        let csv = try Tool.run(arguments + ["--format", "csv"])
        #expect(csv.stdout.hasPrefix("threshold,velocityThreshold,finished,cancelled,undecided,meant_finish_finished"))
        #expect(csv.stdout.split(separator: "\n").count == 7)
    }

    @Test("an invalid trace stops the sweep, naming it, or is skipped and counted with --skip-invalid")
    func invalidTraces() throws {
        let dir = try folder()
        try FileManager.default.createDirectory(atPath: dir + "/mixed", withIntermediateDirectories: true)
        _ = try Tool.run(["synth", "--count", "4", "--output", dir + "/mixed"])
        try Data(#"{"screen": {"width": 390, "height": 844}, "events": []}"#.utf8).write(
            to: URL(fileURLWithPath: dir + "/mixed/broken.json"))
        let stop = try Tool.run(["sweep", dir + "/mixed", "--preset", "edge-back", "--vary", "threshold=0.5"])
        #expect(stop.status == 2)
        #expect(
            stop.stderr.contains("error: \(dir)/mixed/broken.json: events: events must not be empty (non-empty arrays)")
        )
        #expect(stop.stderr.contains("1 invalid trace; fix them or pass --skip-invalid"))
        let skip = try Tool.run([
            "sweep", dir + "/mixed", "--preset", "edge-back", "--vary", "threshold=0.5", "--skip-invalid",
        ])
        #expect(skip.status == 0)
        #expect(skip.stderr.contains("skipped 1 invalid trace"))
        #expect(skip.stdout.contains("over 4 traces"))
        let badVary = try Tool.run([
            "sweep", dir + "/mixed", "--preset", "edge-back", "--vary", "openDivisor=1:2:1", "--skip-invalid",
        ])
        #expect(badVary.status == 2)
        #expect(
            badVary.stderr.contains("error: --vary openDivisor: 'openDivisor' is not a parameter of scenario edge-back")
        )
    }

    @Test("sweep merge names a file that is not a shard; report names an invalid fixture by file, place and rule")
    func mergeAndReportInput() throws {
        let notShard = try Tool.temporaryFile(#"{"format": "something"}"#, name: "not-a-shard.json")
        let merge = try Tool.run(["sweep", "merge", notShard])
        #expect(merge.status == 2)
        #expect(merge.stderr.contains("error: \(notShard): not a sweep shard"))
        let bad = try Tool.temporaryFile(
            #"{"screen": {"width": 390, "height": 844}, "events": [{"t": 0, "touches": [{"id": 1, "phase": "moved", "x": 1, "y": 1}]}]}"#,
            name: "bad.json")
        let report = try Tool.run(["report", bad, "-o", bad + ".html"])
        #expect(report.status == 2)
        #expect(
            report.stderr.contains(
                "error: \(bad): events[0].touches[0].phase: \"moved\" for touch 1, which has not begun"))
        #expect(report.stderr.contains("(lifecycle rule 1)"))
        let badShard = try Tool.temporaryFile(
            #"{"format": "gesture-replay-sweep-shard", "version": 1, "preset": "edge-back", "shard": {"index": 3, "count": 2}, "traces": 1, "axes": [], "counts": []}"#,
            name: "shard-3.json")
        let beyond = try Tool.run(["sweep", "merge", badShard])
        #expect(beyond.status == 2)
        #expect(beyond.stderr == "error: \(badShard): shard.index: 3 is not a whole number from 1 to 2\n")
        #expect(beyond.stdout.isEmpty)
    }

    @Test("a corpus folder with a link back up its own tree is walked once, without looping")
    func linkedFolderLoop() throws {
        let trace = try String(
            contentsOfFile: Tool.packageRoot + "/Fixtures/edge/left-slow-drag-finish.json", encoding: .utf8)
        let first = try Tool.temporaryFile(trace, name: "one.json")
        let folder = (first as NSString).deletingLastPathComponent
        try FileManager.default.createDirectory(atPath: folder + "/sub", withIntermediateDirectories: true)
        try trace.write(toFile: folder + "/sub/two.json", atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: folder + "/sub/up", withDestinationPath: folder)
        let run = try Tool.run(["validate", folder])
        #expect(run.status == 0)
        #expect(
            run.stderr.contains("2 traces: 2 valid, 0 invalid, 0 warnings")
                || run.stdout.contains("2 traces: 2 valid, 0 invalid, 0 warnings"))
    }

    @Test(
        "a plot of touches spanning more than an hour is refused before anything is printed; the HTML report says it is not drawn"
    )
    func plotSpanLimit() throws {
        let events = [(-1e308, "began", 2), (0, "moved", 200), (1e308, "ended", 300)].map { t, phase, x in
            #"{"t": \#(t), "touches": [{"id": 1, "phase": "\#(phase)", "x": \#(x), "y": 400}]}"#
        }
        let trace = try Tool.temporaryFile(
            #"{"format": "gesture-trace", "version": 1, "name": "wide", "screen": {"width": 390, "height": 844}, "events": [\#(events.joined(separator: ", "))]}"#,
            name: "wide.json")
        let replay = try Tool.run(["replay", trace, "--plot", trace + ".svg"])
        #expect(replay.status == 2)
        #expect(replay.stdout.isEmpty)
        #expect(
            replay.stderr.contains(
                "error: \(trace): the touches span more than any clock (t=-1e+308…1e+308); a plot spans at most 3600 s; replay without --plot"
            ))
        #expect(!FileManager.default.fileExists(atPath: trace + ".svg"))
        let compare = try Tool.run(["compare", trace, "--plot", trace + ".svg"])
        #expect(compare.status == 2)
        #expect(compare.stderr.contains("a plot spans at most 3600 s; compare without --plot"))
        let report = try Tool.run(["report", trace, "--output", trace + ".html"])
        #expect(report.status == 0)
        #expect(report.stderr.contains("warning: \(trace): not drawn: the touches span more than any clock"))
        #expect(try String(contentsOfFile: trace + ".html", encoding: .utf8).contains("not drawn: the touches span"))
    }
}

@Suite("gesture-replay fidelity")
struct FidelityCommandTests {
    static let corpus = "Tests/Conformance/sailfish-flings-observed.jsonl"

    /// The Android corpus with `change` made to every observed callback, written to a scratch file.
    static func changingCallbacks(name: String, _ change: (inout ObservedRecognizerSample) -> Void) throws -> String {
        let entries = try TraceLoader.loadCorpus(at: Tool.packageRoot + "/" + corpus)
        var lines = ""
        for entry in entries {
            var trace = try entry.result.get().trace
            if var observed = trace.observed, var recognizer = observed.recognizer {
                for index in recognizer.samples.indices { change(&recognizer.samples[index]) }
                observed.recognizer = recognizer
                trace.observed = observed
            }
            lines += JSONWriter.string(TraceWriter.json(trace), pretty: false) + "\n"
        }
        return try Tool.temporaryFile(lines, name: name)
    }

    /// Every callback's time moved by `shift` seconds, as a recorder stamping from its own clock would.
    static func shifted(by shift: Double) throws -> String {
        try changingCallbacks(name: "shifted.jsonl") { $0.time += shift }
    }

    @Test("callbacks stamped 0.4 ms off their events still match them; one between events is reported, never dropped")
    func nearestEventMatching() throws {
        let shifted = try Self.shifted(by: 0.0004)
        let run = try Tool.run(["fidelity", shifted, "--preset", "swipe-dismiss", "--velocity", "lsq2"])
        #expect(run.status == 0, "\(run.stdout)")
        #expect(run.stdout.hasSuffix("9 of 9 recordings agree within the tolerances\n"))
        // With the window closed, every callback is off its event: each is a finding of its own.
        let strict = try Tool.run([
            "fidelity", shifted, "--preset", "swipe-dismiss", "--velocity", "lsq2", "--tolerance", "sampleMatch=0",
            "--format", "json",
        ])
        #expect(strict.status == 1)
        #expect(strict.stdout.contains(#""measure": "unmatched""#))
        #expect(strict.stdout.contains(#""model": "no event within 0.00 ms""#))
        let strictText = try Tool.run([
            "fidelity", shifted, "--preset", "swipe-dismiss", "--velocity", "lsq2", "--tolerance", "sampleMatch=0",
        ])
        #expect(strictText.stdout.contains("✗ unmatched model no event within 0.00 ms"))
    }

    /// Every observed velocity multiplied by `scale`.
    static func perturbed(by scale: Double) throws -> String {
        try changingCallbacks(name: "perturbed.jsonl") { $0.velocity = $0.velocity.map { $0 * scale } }
    }

    @Test("Android's recordings agree with lsq2 (exit 0); perturbed by 30 % they disagree (exit 1), each named")
    func androidGroundTruth() throws {
        let agree = try Tool.run(["fidelity", Self.corpus, "--preset", "swipe-dismiss", "--velocity", "lsq2"])
        #expect(agree.status == 0)
        #expect(
            agree.stdout.contains(
                "agrees    SailfishFlingUpSlow1 [swipe-dismiss+velocity=lsq2]: states as observed · velocity ≤ 0.1 pt/s"
            ))
        #expect(agree.stdout.hasSuffix("9 of 9 recordings agree within the tolerances\n"))
        let perturbed = try Tool.run([
            "fidelity", try Self.perturbed(by: 1.3), "--preset", "swipe-dismiss", "--velocity", "lsq2",
        ])
        #expect(perturbed.status == 1)
        #expect(
            perturbed.stdout.contains(
                "DISAGREES SailfishFlingUpSlow1 [swipe-dismiss+velocity=lsq2]: states as observed · ✗ velocity model (951.8, −3044.9), device (1237.2, −3958.5) at t=0.095 s"
            ))
        #expect(perturbed.stdout.contains("0 of 9 recordings agree within the tolerances\nworst: "))
        // A wider tolerance lets the same copy pass: the tolerance is what decides.
        let loose = try Tool.run([
            "fidelity", try Self.perturbed(by: 1.3), "--preset", "swipe-dismiss", "--velocity", "lsq2", "--tolerance",
            "velocity=0.3",
        ])
        #expect(loose.status == 0)
    }

    @Test("JSON parses with every finding; --plot draws model lines and device dots for one recording")
    func jsonAndPlot() throws {
        let json = try Tool.run([
            "fidelity", Self.corpus, "--preset", "swipe-dismiss", "--velocity", "lsq2", "--format", "json",
        ])
        #expect(json.status == 0)
        guard case .object(let root) = try JSONParser.parse(json.stdout), case .array(let traces)? = root["traces"]
        else {
            Issue.record("not a fidelity report")
            return
        }
        #expect(traces.count == 9)
        #expect(root["agrees"] == .bool(true))
        let lines = try String(contentsOfFile: Tool.packageRoot + "/" + Self.corpus, encoding: .utf8).split(
            separator: "\n")
        let one = try Tool.temporaryFile(String(lines[0]), name: "one.json")
        let plot = one + ".svg"
        let run = try Tool.run(["fidelity", one, "--preset", "swipe-dismiss", "--velocity", "lsq2", "--plot", plot])
        #expect(run.status == 0)
        let svg = try String(contentsOfFile: plot, encoding: .utf8)
        for id in ["model-0-x", "model-1-y", "device-1-x", "device-1-y"] { #expect(svg.contains("id=\"\(id)\"")) }
        let many = try Tool.run(["fidelity", Self.corpus, "--preset", "swipe-dismiss", "--plot", plot])
        #expect(many.status == 2)
        #expect(many.stderr.contains("error: --plot draws one recording; 9 have an observed block"))
    }

    @Test(
        "an observed block with nothing to compare (transition updates alone, or empty) agrees with nothing: exit 2, and NOTHING beside others"
    )
    func nothingCompared() throws {
        let lines = try String(contentsOfFile: Tool.packageRoot + "/" + Self.corpus, encoding: .utf8).split(
            separator: "\n")
        guard let start = lines[0].range(of: #""observed":"#) else {
            Issue.record("the corpus has no observed block")
            return
        }
        // The first recording with an observed block of transition updates only.
        let updatesOnly =
            String(lines[0][..<start.upperBound])
            + #"{"transition": [{"t": 0.05, "call": "update", "percentComplete": 0.1}]}}"#
        let empty = String(lines[0][..<start.upperBound]) + "{}}"
        let alone = try Tool.temporaryFile(updatesOnly + "\n" + empty + "\n", name: "nothing.jsonl")
        let run = try Tool.run(["fidelity", alone, "--preset", "swipe-dismiss", "--velocity", "lsq2"])
        #expect(run.status == 2)
        #expect(
            run.stderr.contains(
                "error: nothing was compared: the observed blocks of 2 recordings hold no recognizer callback"))
        // Beside a recording that compares something, the empty one is named and not counted as agreeing.
        let mixed = try Tool.temporaryFile(String(lines[1]) + "\n" + updatesOnly + "\n", name: "mixed.jsonl")
        let both = try Tool.run(["fidelity", mixed, "--preset", "swipe-dismiss", "--velocity", "lsq2"])
        #expect(both.status == 0)
        #expect(
            both.stdout.contains(
                "NOTHING   SailfishFlingUpSlow1 [swipe-dismiss+velocity=lsq2]: its observed block holds no callback"))
        #expect(both.stdout.hasSuffix("1 of 1 recording agrees within the tolerances; 1 compared nothing\n"))
    }

    @Test("without an observed block, or with a bad tolerance: exit 2 with the reason")
    func badInput() throws {
        let none = try Tool.run(["fidelity", "Fixtures/edge"])
        #expect(none.status == 2)
        #expect(none.stderr.contains("error: no trace has an observed block"))
        let tolerance = try Tool.run(["fidelity", Self.corpus, "--tolerance", "speed=1"])
        #expect(tolerance.status == 2)
        #expect(
            tolerance.stderr.contains(
                "error: --tolerance speed=1: 'speed' is not a tolerance; the tolerances are beganTime"))
    }
}

@Suite("gesture-replay import and export")
struct ImportExportCommandTests {
    static let log = """
        add device 3: /dev/input/event2\r
          name:     "fts_ts"\r
          events:\r
            ABS (0003): ABS_MT_POSITION_X     : value 0, min 0, max 1079, fuzz 0, flat 0, resolution 0\r
                        ABS_MT_POSITION_Y     : value 0, min 0, max 2399, fuzz 0, flat 0, resolution 0\r
        [  1.000000] /dev/input/event2: EV_ABS       ABS_MT_TRACKING_ID   00000001\r
        [  1.000000] /dev/input/event2: EV_ABS       ABS_MT_POSITION_X    00000010\r
        [  1.000000] /dev/input/event2: EV_ABS       ABS_MT_POSITION_Y    000003f0\r
        [  1.000000] /dev/input/event2: EV_SYN       SYN_REPORT           00000000\r
        [  1.010000] /dev/input/event2: EV_ABS       ABS_MT_POSITION_X    00000100\r
        [  1.010000] /dev/input/event2: EV_SYN       SYN_REPORT           00000000\r
        [  1.020000] /dev/input/event2: EV_ABS       ABS_MT_TRACKING_ID   ffffffff\r
        [  1.020000] /dev/input/event2: EV_SYN       SYN_REPORT           00000000\r
        [  4.000000] /dev/input/event2: EV_ABS       ABS_MT_TRACKING_ID   00000002\r
        [  4.000000] /dev/input/event2: EV_SYN       SYN_REPORT           00000000\r
        [  4.100000] /dev/input/event2: EV_ABS       ABS_MT_TRACKING_ID   ffffffff\r
        [  4.100000] /dev/input/event2: EV_SYN       SYN_REPORT           00000000\r

        """

    @Test("import android-getevent writes a corpus validate accepts, one trace per stroke group, settings in meta")
    func importGetevent() throws {
        let log = try Tool.temporaryFile(Self.log, name: "swipes.log")
        let corpus = log + ".jsonl"
        let run = try Tool.run(["import", "android-getevent", log, "--output", corpus])
        #expect(run.status == 0)
        #expect(run.stderr == "imported 2 traces to \(corpus)\n")
        let validate = try Tool.run(["validate", corpus])
        #expect(validate.status == 0)
        #expect(validate.stdout.contains("2 traces: 2 valid, 0 invalid"))
        let text = try String(contentsOfFile: corpus, encoding: .utf8)
        #expect(
            text.contains(#""name":"swipes-1""#) && text.contains(#""importer":"android-getevent""#)
                && text.contains(#""density":2.625"#))
        let single = try Tool.run(["import", "android-getevent", log, "--output", log + ".json"])
        #expect(single.status == 2)
        #expect(single.stderr.contains("2 traces were imported; write them to a .jsonl corpus or a folder"))
    }

    @Test("export w3c-actions and hammer; bad input names the file and place")
    func export() throws {
        let actions = try Tool.run(["export", "w3c-actions", "Fixtures/edge/left-slow-drag-finish.json"])
        #expect(actions.status == 0)
        #expect(actions.stdout.hasPrefix("{\n  \"actions\": [\n"))
        let file = try Tool.temporaryFile(actions.stdout, name: "actions.json")
        let back = try Tool.run(["import", "w3c-actions", file, "-o", file + ".trace.json"])
        #expect(back.status == 0)
        #expect(try Tool.run(["replay", file + ".trace.json"]).stdout.contains("→ finish"))
        let hammer = try Tool.run(["export", "hammer", "Fixtures/edge/left-slow-drag-finish.json"])
        #expect(hammer.status == 0)
        #expect(
            hammer.stdout.contains(
                "func replayLeftSlowDragFinish() throws {\n        try fingerDown([.rightIndex], at: [CGPoint(x: 4, y: 420)])"
            ))
        let bad = try Tool.temporaryFile(
            #"{"actions": [{"type": "pointer", "id": "f1", "actions": [{"type": "pointerMove", "x": 1, "y": 1, "origin": "pointer"}]}]}"#,
            name: "bad.json")
        let refused = try Tool.run(["import", "w3c-actions", bad, "-o", bad + ".out.json"])
        #expect(refused.status == 2)
        #expect(refused.stderr.contains("error: \(bad): actions[0].actions[0].origin: \"pointer\" is not supported"))
        let format = try Tool.run(["export", "appium", "Fixtures/edge/left-slow-drag-finish.json"])
        #expect(format.status == 2)
        #expect(format.stderr.contains("error: export takes a format first: w3c-actions or hammer; got 'appium'"))
    }
}
