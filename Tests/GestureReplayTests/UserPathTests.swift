import Foundation
import GestureModel
import Replay
import Testing

/// The path a user takes through the commands (record or import → replay → sweep → pick a
/// threshold → check in CI), and each seam along it where the tool could answer the wrong question
/// with confidence or rewrite a user's baselines.
@Suite("The user's path")
struct UserPathTests {
    static let dismissSpeed = "Tests/ReplayTests/ScenarioFiles/dismiss-speed-1.json"

    /// A scratch copy of a fixture folder.
    static func copy(_ folder: String) throws -> String {
        let scratch = URL(fileURLWithPath: try Tool.temporaryFile("", name: ".copy")).deletingLastPathComponent()
        let target = scratch.appendingPathComponent(URL(fileURLWithPath: folder).lastPathComponent)
        try FileManager.default.copyItem(at: URL(fileURLWithPath: Tool.packageRoot + "/" + folder), to: target)
        return target.path
    }

    static func contents(of folder: String) throws -> [String: String] {
        var files: [String: String] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder) {
            files[name] = try String(contentsOfFile: folder + "/" + name, encoding: .utf8)
        }
        return files
    }

    @Test(
        "check --scenario FILE --update never rewrites the fixtures' own expectations: it refuses, and the suite still passes"
    )
    func updateUnderAnotherScenarioRefuses() throws {
        let pan = try Self.copy("Fixtures/pan")
        let before = try Self.contents(of: pan)
        let update = try Tool.run(["check", pan, "--scenario", Self.dismissSpeed, "--update"])
        #expect(update.status == 2)
        #expect(
            update.stderr.contains(
                "error: --update with --scenario \(Self.dismissSpeed) rewrites only expectations that name that scenario"
            ))
        #expect(update.stderr.contains("add {\"scenario\": \"PATH\"}"))
        #expect(try Self.contents(of: pan) == before)
        // What the old tool did to this folder made 5 of 6 fail; the suite is as it was.
        let check = try Tool.run(["check", pan])
        #expect(check.status == 0)
        #expect(check.stdout.hasSuffix("6 passed, 0 failed\n"))
    }

    @Test("check --scenario FILE --update rewrites the expectations that name FILE, and only those")
    func updateNamedEntries() throws {
        let root = URL(fileURLWithPath: try Tool.temporaryFile("", name: ".root")).deletingLastPathComponent().path
        try FileManager.default.createDirectory(atPath: root + "/fixtures", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: root + "/scenarios", withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            atPath: Tool.packageRoot + "/" + Self.dismissSpeed, toPath: root + "/scenarios/dismiss.json")
        var fixture = try String(
            contentsOfFile: Tool.packageRoot + "/Fixtures/pan/swipe-dismiss-finish.json", encoding: .utf8)
        // An entry for the scenario file, written wrong on purpose, beside the fixture's own.
        let own = #"{"decision": "finish", "outcome": "finished", "releaseProgress": 0.877, "completionDuration": 1.5}"#
        #expect(fixture.contains(own))
        fixture = fixture.replacingOccurrences(
            of: own, with: own + ",\n    " + #"{"scenario": "../scenarios/dismiss.json", "decision": "cancel"}"#)
        let path = root + "/fixtures/dismiss.json"
        try fixture.write(toFile: path, atomically: true, encoding: .utf8)
        let update = try Tool.run([
            "check", root + "/fixtures", "--scenario", root + "/scenarios/dismiss.json", "--update",
        ])
        #expect(update.status == 0, "\(update.stderr)")
        #expect(update.stdout.contains("updated \(path) [dismiss-speed-1]: decision cancel → finish"))
        let rewritten = try String(contentsOfFile: path, encoding: .utf8)
        #expect(rewritten.contains(own), "the fixture's own expectation is as written")
        #expect(rewritten.contains(#"{"scenario": "../scenarios/dismiss.json", "decision": "finish"}"#))
        #expect(try Tool.run(["check", root + "/fixtures"]).status == 0)
    }

    @Test("--update with a flag that changes the scenario is refused before anything runs")
    func updateUnderFlagsRefuses() throws {
        let pan = try Self.copy("Fixtures/pan")
        let run = try Tool.run(["check", pan, "--threshold", "0.3", "--update"])
        #expect(run.status == 2)
        #expect(run.stderr.contains("error: --update cannot record results under --threshold 0.3"))
    }

    @Test("a check that checks nothing fails, and its JUnit says so; --allow-empty accepts it")
    func nothingChecked() throws {
        let corpus = try Tool.temporaryFile("", name: "corpus.jsonl")
        _ = try Tool.run(["synth", "--count", "5", "--output", corpus])
        let junit = (corpus as NSString).deletingLastPathComponent + "/reports/nested/junit.xml"
        let run = try Tool.run(["check", corpus, "--junit", junit])
        #expect(run.status == 1)
        let xml = try String(contentsOfFile: junit, encoding: .utf8)
        #expect(xml.contains(#"<testsuite name="gesture-replay check" tests="1" failures="1" errors="0""#))
        #expect(xml.contains(#"name="nothing checked""#))
        #expect(try Tool.run(["check", corpus, "--allow-empty"]).status == 0)
    }

    @Test("an unwritable JUnit path fails before any case runs")
    func junitPathFirst() throws {
        let file = try Tool.temporaryFile("x", name: "a-file")
        let run = try Tool.run(["check", "Fixtures", "--junit", file + "/junit.xml"])
        #expect(run.status == 2)
        #expect(run.stdout.isEmpty, "no case ran")
        #expect(run.stderr.contains("error: --junit \(file)/junit.xml: \(file) is a file, not a folder"))
    }

    @Test(
        "every command that replays takes the one scenario option group, and shows it from one declaration",
        arguments: [
            "replay", "compare", "sweep", "check", "report", "fidelity",
        ])
    func optionGroupEverywhere(command: String) throws {
        let help = try Tool.run([command, "--help"])
        #expect(help.status == 0)
        for line in [
            "--preset NAME", "--scenario FILE", "--set NAME=VALUE", "--edge left|right|top|bottom", "--edge-region PT",
            "--threshold P",
            "--duration S", "--completion-speed S|remaining", "--velocity NAME", "--curve NAME", "--sample-rate HZ",
            // compare runs several scenarios; the others run one, in the one order of precedence.
            command == "compare"
                ? "The other scenario options change every row that has what they change."
                : "replaced by\n--preset or --scenario, then changed by the other options below in the order given.",
        ] {
            #expect(help.stdout.contains(line), "\(command) --help lacks \(line)")
        }
    }

    @Test("--edge right reaches every command: the right-edge fixture is recognized by each")
    func edgeEverywhere() throws {
        let right = "Fixtures/cancel-paths/right-edge-swipe-on-left-edge-scenario.json"
        let replay = try Tool.run(["replay", right, "--edge", "right", "--format", "json"])
        #expect(replay.stdout.contains(#""outcome": "finished""#))
        let compare = try Tool.run(["compare", right, "--edge", "right"])
        #expect(compare.stdout.contains("all 6 scenarios: finish"), "\(compare.stdout)")
        let sweep = try Tool.run([
            "sweep", right, "--preset", "ios-pop", "--edge", "right", "--vary", "popThresholdDistance=100:200:50",
        ])
        #expect(sweep.status == 0, "\(sweep.stderr)")
        #expect(sweep.stdout.hasPrefix("sweep      ios-pop-right over 1 trace,"))
        let report = try Tool.run([
            "report", right, "--edge", "right", "-o", try Tool.temporaryFile("", name: "r.html"),
        ])
        #expect(report.status == 0, "\(report.stderr)")
    }

    @Test("sweep without --preset runs each trace under its own scenario, one table per scenario, never pooled")
    func sweepGroups() throws {
        let run = try Tool.run(["sweep", "Fixtures/edge", "--vary", "duration=0.3:0.5:0.1"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("sweep      edge-back over 6 of 7 traces (1 unseen"))
        #expect(run.stdout.contains("sweep      edge-back-right over 1 trace,"))
        #expect(run.stdout.contains("sweep      edge-back-bottom over 1 trace,"))
        #expect(run.stderr.contains("note: the corpus runs under 3 scenarios, each swept on its own"))
        let csv = try Tool.run(["sweep", "Fixtures/edge", "--vary", "duration=0.3:0.5:0.1", "--format", "csv"])
        let rows = csv.stdout.split(separator: "\n")
        #expect(rows.first?.hasPrefix("scenario,duration,finished") == true)
        #expect(rows.count == 1 + 9)
    }

    @Test("the recorder's mixed corpus: groups swept apart, one without the axis left out, unseen traces counted apart")
    func mixedCorpus() throws {
        let corpus = "docs/recorder-example.jsonl"
        let grouped = try Tool.run(["sweep", corpus, "--vary", "threshold=0.3:0.7:0.1"])
        #expect(grouped.status == 0, "\(grouped.stderr)")
        #expect(grouped.stdout.contains("sweep      edge-back over 4 traces, 5 grid points"))
        #expect(grouped.stdout.contains("sweep      swipe-dismiss over 3 traces, 5 grid points"))
        #expect(!grouped.stdout.contains("book-pinch"))
        #expect(
            grouped.stderr.contains(
                "note: book-pinch (2 traces) left out: --vary threshold: 'threshold' changes nothing"))
        let one = try Tool.run(["sweep", corpus, "--group", "edge-back", "--vary", "threshold=0.3:0.7:0.1"])
        #expect(one.status == 0, "\(one.stderr)")
        #expect(one.stdout.contains("sweep      edge-back over 4 traces"))
        #expect(!one.stdout.contains("swipe-dismiss"))
        // Under one preset the pans and pinches never begin an edge pan: counted apart, and the
        // four edge swipes (two finish, two cancel) are all decided as labelled at 0.3.
        let preset = try Tool.run(["sweep", corpus, "--preset", "edge-back", "--vary", "threshold=0.3:0.7:0.1"])
        #expect(preset.status == 0, "\(preset.stderr)")
        #expect(preset.stdout.contains("edge-back over 4 of 9 traces (5 unseen: its recognizer began on none of them)"))
        #expect(preset.stdout.contains("best       threshold=0.3: accuracy 1.000"))
        #expect(preset.stderr.contains("5 of 9 traces left out of every count"))
        let json = try Tool.run([
            "sweep", corpus, "--preset", "edge-back", "--vary", "threshold=0.3:0.7:0.1", "--format", "json",
        ])
        #expect(json.stdout.contains("\"unseen\": 5"))
        let wrong = try Tool.run(["sweep", corpus, "--group", "edge-bak", "--vary", "threshold=0.3:0.7:0.1"])
        #expect(wrong.status == 2)
        #expect(
            wrong.stderr.contains(
                "error: --group edge-bak: no trace's scenario has that name; the corpus's scenarios are book-pinch, edge-back, swipe-dismiss (did you mean 'edge-back'?)"
            ))
        let both = try Tool.run([
            "sweep", corpus, "--group", "edge-back", "--preset", "ios-pop", "--vary", "threshold=0.3:0.7:0.1",
        ])
        #expect(both.status == 2)
        #expect(both.stderr.contains("--group picks one of the scenarios a corpus's traces name"))
    }

    @Test("an export's note describes the motion it writes: whole milliseconds take this flick under 1200 pt/s")
    func exportNoteDescribesExport() throws {
        let fixture = "Fixtures/cancel-paths/flick-forward-short.json"
        let replay = try Tool.run(["replay", fixture, "--preset", "touchwonders"])
        #expect(replay.stdout.contains("speed 1260 pt/s ≥ 1200 pt/s, moving forward → finish"))
        let out = try Tool.temporaryFile("", name: "flick.json")
        let w3c = try Tool.run(["export", "w3c-actions", fixture, "--preset", "touchwonders", "--output", out])
        #expect(w3c.status == 0, "\(w3c.stderr)")
        #expect(w3c.stderr.contains("note: under touchwonders the exported motion would cancel"), "\(w3c.stderr)")
    }

    @Test("compare on a pan or a pinch: the presets that see the motion as rows, the others named as left out")
    func compareSeesTheMotion() throws {
        let pinch = try Tool.run(["compare", "Fixtures/pinch/pinch-open-past-half.json"])
        #expect(pinch.status == 0)
        #expect(pinch.stdout.hasPrefix("compare    pinch-open-past-half under 1 scenario\n"))
        #expect(pinch.stdout.contains("one scenario: finish"))
        #expect(pinch.stdout.contains("left out: ios-pop, ios-content-pop, flutter-cupertino, android-back,"))
        let pan = try Tool.run(["compare", "Fixtures/pan/swipe-dismiss-finish.json", "--format", "json"])
        let json = try JSONParser.parse(Array(pan.stdout.utf8))
        guard case .object(let top) = json, case .array(let presets)? = top["presets"],
            case .array(let leftOut)? = top["leftOut"]
        else {
            Issue.record("no presets or leftOut in \(pan.stdout)")
            return
        }
        let rows = presets.compactMap {
            if case .object(let row) = $0, case .string(let name)? = row["preset"] { name } else { nil }
        }
        #expect(rows.first == "swipe-dismiss")
        #expect(rows.contains("photo-transitioning") && rows.contains("fluid-interfaces"))
        #expect(!rows.contains("ios-pop") && !rows.contains("book-pinch"))
        #expect(leftOut.contains(.string("ios-pop")) && leftOut.contains(.string("edge-back")))
        // A transition's trace is compared with the transitions' presets, not the resting surfaces'.
        #expect(rows.count + leftOut.count == Scenario.transitionPresets.count)
        // A sheet's with the sheets, each row the place it came to rest at, by the rule's numbers.
        let sheet = try Tool.run(["compare", "Fixtures/resting/sheet-flick-up-to-half.json"])
        #expect(sheet.status == 0)
        #expect(sheet.stdout.hasPrefix("compare    sheet-flick-up-to-half under 5 scenarios\n"))
        #expect(sheet.stdout.contains("\nandroid-sheet (own)  half-expanded  high "))
        #expect(sheet.stdout.contains("  floating-panel  full: projected "))
        #expect(sheet.stdout.contains("\nuikit-sheet          large          low: RU1 "))
        #expect(!sheet.stdout.contains("flutter-page") && !sheet.stdout.contains("\nedge-back"))
    }

    @Test("the first run's next steps work from any folder: each runs as shown, in an empty one and in the clone")
    func hintsFromAnyFolder() throws {
        let empty = URL(fileURLWithPath: try Tool.temporaryFile("", name: ".empty")).deletingLastPathComponent().path
        for folder in [empty, Tool.packageRoot] {
            let first = try Tool.run([], in: folder)
            #expect(first.status == 0)
            let steps = first.stderr.split(separator: "\n").map(String.init).drop { !$0.hasSuffix("Next:") }.dropFirst()
            #expect(steps.count == 4, "\(first.stderr)")
            for step in steps {
                let words = step.split(separator: " ").map(String.init).dropFirst()
                let run = try Tool.run(Array(words), in: folder)
                #expect(run.status == 0, "\(folder): \(step): \(run.stderr)")
            }
        }
        let many = try Tool.run(["synth", "--count", "3", "--output", "s.json"], in: empty)
        #expect(many.status == 2)
        #expect(many.stderr.contains("a .json file holds one trace; with --count 3 write a folder or a .jsonl file"))
    }

    @Test("--vary takes lists, velocity strategies and presets: one table compares them, --emit-best names the preset")
    func varyListsAndNames() throws {
        let corpus = "docs/recorder-example.jsonl"
        let strategies = try Tool.run([
            "sweep", corpus, "--group", "edge-back", "--vary", "velocity=uikit,lsq2", "--vary", "threshold=0.3,0.5",
        ])
        #expect(strategies.status == 0, "\(strategies.stderr)")
        #expect(strategies.stdout.contains("4 grid points (velocity × 2, threshold × 2)"))
        #expect(strategies.stdout.contains("    lsq2        0.5"))
        let best = try Tool.temporaryFile("", name: "best.json")
        let presets = try Tool.run([
            "sweep", corpus, "--group", "edge-back", "--vary", "preset=edge-back,android-back", "--emit-best", best,
        ])
        #expect(presets.status == 0, "\(presets.stderr)")
        // The edge swipes' labels: edge-back misses the short flick (0.75), android-back takes it.
        #expect(presets.stdout.contains("best       preset=android-back: accuracy 1.000"), "\(presets.stdout)")
        #expect(try String(contentsOfFile: best, encoding: .utf8).contains(#""name": "android-back""#))
        let unknown = try Tool.run(["sweep", corpus, "--vary", "preset=ios-pop,edge-bak"])
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("got 'edge-bak'"))
    }

    @Test("a preset that recognizes nothing in the corpus is an error naming what the traces need")
    func sweepRecognizesNothing() throws {
        let corpus = try Tool.temporaryFile("", name: "right.jsonl")
        _ = try Tool.run(["synth", "--kind", "edge-right", "--count", "40", "--output", corpus])
        let run = try Tool.run(["sweep", corpus, "--preset", "edge-back", "--vary", "threshold=0.3:0.7:0.1"])
        #expect(run.status == 2)
        #expect(
            run.stderr.contains(
                "error: edge-back decided none of its 40 traces at any grid point: the corpus holds right-edge swipes; edge-back watches the left edge: --edge right"
            ))
        #expect(!run.stdout.contains("best"))
        let pinch = try Tool.run(["sweep", corpus, "--preset", "book-pinch", "--vary", "duration=0.5:1:0.5"])
        #expect(pinch.stderr.contains("the corpus holds one-finger traces; book-pinch pinches with two fingers"))
    }

    @Test("a sweep whose rows are all equal says so and names no best point; --emit-best refuses it")
    func sweepAllEqual() throws {
        let out = try Tool.temporaryFile("", name: "best.json")
        let run = try Tool.run([
            "sweep", "Fixtures/edge", "--preset", "edge-back", "--vary", "sampleRate=60:120:60", "--emit-best", out,
        ])
        #expect(run.status == 2)
        #expect(run.stderr.contains("warning: every grid point of edge-back gives the same result"))
        #expect(run.stderr.contains("error: --emit-best: no best point to write"))
        let table = try Tool.run(["sweep", "Fixtures/edge", "--preset", "edge-back", "--vary", "sampleRate=60:120:60"])
        #expect(table.stdout.contains("best       none: every grid point gives the same result"))
    }

    @Test("sweep --emit-best writes the winning point as a scenario file that check --scenario reads")
    func emitBest() throws {
        let corpus = try Tool.temporaryFile("", name: "left.jsonl")
        _ = try Tool.run(["synth", "--count", "60", "--seed", "4", "--output", corpus])
        let best = (corpus as NSString).deletingLastPathComponent + "/best.json"
        // A grid without the preset's own 0.5, so the best point is a change of it.
        let run = try Tool.run(["sweep", corpus, "--vary", "threshold=0.2:0.45:0.05", "--emit-best", best])
        #expect(run.status == 0, "\(run.stderr)")
        let line = try #require(run.stdout.split(separator: "\n").first { $0.hasPrefix("best ") })
        let threshold = try #require(line.split(separator: " ").first { $0.hasPrefix("threshold=") }).dropFirst(
            "threshold=".count)
        let scenario = try String(contentsOfFile: best, encoding: .utf8)
        #expect(scenario.contains("\"name\": \"edge-back+threshold=\(threshold.dropLast())\""), "\(scenario)")
        #expect(scenario.contains("\"threshold\": \(threshold.dropLast())"))
        let check = try Tool.run(["check", corpus, "--labels", "--scenario", best, "--quiet"])
        #expect(check.status == 1 || check.status == 0)
        #expect(check.stdout.contains("[edge-back+threshold="))
        #expect(!check.stdout.contains("PASS"), "--quiet prints only failures")
    }

    @Test("the renamed velocityThreshold keeps working under flutter-cupertino, with a warning naming flingThreshold")
    func renamedParameter() throws {
        let old = try Tool.run([
            "replay", "Fixtures/cancel-paths/fling-120hz.json", "--preset", "flutter-cupertino", "--set",
            "velocityThreshold=9", "--format", "json",
        ])
        #expect(old.status == 0)
        #expect(
            old.stderr.contains(
                "warning: --set velocityThreshold=9: velocityThreshold is read as flingThreshold, its new name under flutter-cupertino"
            ))
        let new = try Tool.run([
            "replay", "Fixtures/cancel-paths/fling-120hz.json", "--preset", "flutter-cupertino", "--set",
            "flingThreshold=9", "--format", "json",
        ])
        #expect(old.stdout.replacingOccurrences(of: "velocityThreshold=9", with: "flingThreshold=9") == new.stdout)
    }

    @Test("presets lists only the parameters each rule reads")
    func presetsListRead() throws {
        let run = try Tool.run(["presets"])
        let blocks = run.stdout.components(separatedBy: "\n\n")
        for name in ["ios-pop", "flutter-cupertino", "android-back", "react-navigation", "book-pinch"] {
            let block = try #require(blocks.first { $0.hasPrefix(name + "\n") })
            #expect(!block.contains("threshold=0.5"), "\(name)")
        }
        #expect(blocks.first { $0.hasPrefix("edge-back\n") }?.contains("threshold=0.5") == true)
    }

    @Test(
        "a failing expectation with no release says why: the edge it watched and the edge the touch started at, in text and JUnit"
    )
    func noReleaseReason() throws {
        var fixture = try String(
            contentsOfFile: Tool.packageRoot + "/Fixtures/edge/right-edge-swipe-finish.json", encoding: .utf8)
        fixture = fixture.replacingOccurrences(
            of: #"{"scenario": "edge-back", "decision": "none", "outcome": "noTransition"}"#,
            with: #"{"scenario": "edge-back", "decision": "finish"}"#)
        let path = try Tool.temporaryFile(fixture, name: "right.json")
        let junit = path + ".xml"
        let run = try Tool.run(["check", path, "--junit", junit])
        #expect(run.status == 1)
        let reason =
            "the recognizer failed at 0.000 s: the touch started 386.0 pt from the left edge, outside its 13.0 pt edge region (E2); it started at the right edge"
        #expect(run.stdout.contains("decision: expected finish, got none (\(reason)"), "\(run.stdout)")
        #expect(try String(contentsOfFile: junit, encoding: .utf8).contains(reason))
    }

    @Test("fidelity on a recording of another recognizer says so first and exits 2")
    func fidelityKind() throws {
        let run = try Tool.run(["fidelity", "Tests/Conformance/sailfish-flings-observed.jsonl"])
        #expect(run.status == 2)
        #expect(
            run.stderr.hasPrefix(
                "error: Tests/Conformance/sailfish-flings-observed.jsonl:1: the recording observed a pan; edge-back models a screen-edge pan: pass --preset or --scenario"
            ))
        #expect(run.stdout.isEmpty)
    }

    @Test("one trace out of many: FILE.jsonl:N, FILE.jsonl#NAME and - pick the trace check and validate name")
    func oneTraceOutOfMany() throws {
        let corpus = try Tool.temporaryFile("", name: "c.jsonl")
        _ = try Tool.run(["synth", "--count", "4", "--seed", "9", "--output", corpus])
        let third = try String(contentsOfFile: corpus, encoding: .utf8).split(separator: "\n")[2]
        let alone = try Tool.run(["replay", try Tool.temporaryFile(String(third), name: "third.json")])
        #expect(alone.status == 0)
        let byLine = try Tool.run(["replay", corpus + ":3"])
        let byName = try Tool.run(["replay", corpus + "#edge-left-2"])
        let byStdin = try Tool.run(["replay", "-"], input: String(third))
        #expect(byLine.stdout == alone.stdout)
        #expect(byName.stdout == alone.stdout)
        #expect(byStdin.stdout == alone.stdout)
        let many = try Tool.run(["replay", corpus])
        #expect(many.status == 2)
        #expect(
            many.stderr.contains(
                "error: \(corpus): holds 4 traces; pick one by line or name, for example \(corpus):1 or \(corpus)#edge-left-0"
            ))
        let missing = try Tool.run(["compare", corpus + ":9"])
        #expect(missing.stderr.contains("error: \(corpus): has no line 9; its traces are on lines 1 to 4"))
        // check names each case the way replay takes it back.
        let check = try Tool.run(["check", corpus, "--labels"])
        #expect(check.stdout.contains("\(corpus):3 (edge-left-2) [edge-back]"))
        let export = try Tool.run(["export", "hammer", corpus + ":3"])
        #expect(export.status == 0, "\(export.stderr)")
    }

    @Test("the HTML report opens with every case, failures first, each linking to its section")
    func reportTable() throws {
        let out = try Tool.temporaryFile("", name: "report.html")
        let run = try Tool.run(["report", "Fixtures/edge", "--threshold", "0.7", "-o", out])
        #expect(run.status == 0, "\(run.stderr)")
        let html = try String(contentsOfFile: out, encoding: .utf8)
        let table = try #require(html.range(of: "<table class=\"cases\">"))
        let firstSection = try #require(html.range(of: "<section"))
        #expect(table.lowerBound < firstSection.lowerBound)
        let rows = html[table.upperBound...].components(separatedBy: "<tr>").dropFirst(2).prefix {
            !$0.contains("</table>")
        }
        let statuses = rows.map { $0.contains("FAIL") }
        #expect(statuses.contains(true))
        #expect(statuses == statuses.sorted { $0 && !$1 }, "failures first")
        #expect(rows.allSatisfy { $0.contains("<a href=\"#fixture-") })
        #expect(html.contains("under edge-back+threshold=0.7, which failed:"))
    }

    @Test("a scenario file in a checked folder is named as one, not read as a broken trace")
    func scenarioFileInFolder() throws {
        let folder = try Self.copy("Fixtures/pan")
        try FileManager.default.copyItem(
            atPath: Tool.packageRoot + "/" + Self.dismissSpeed, toPath: folder + "/dismiss.json")
        let run = try Tool.run(["check", folder])
        #expect(run.status == 2)
        #expect(
            run.stderr.contains(
                "error: \(folder)/dismiss.json: (top level): this is a scenario file (it has \"preset\" and no \"screen\" or \"events\"), not a trace: keep it outside the checked folders, or pass it with --scenario"
            ), "\(run.stderr)")
        #expect(!run.stderr.contains("required field"))
    }

    @Test("one wrong value is one error: a string id in the first event, not one more per later event")
    func oneWrongValue() throws {
        var text = try String(
            contentsOfFile: Tool.packageRoot + "/Fixtures/edge/left-slow-drag-finish.json", encoding: .utf8)
        let first = try #require(text.range(of: #""id": 1"#))
        text.replaceSubrange(first, with: #""id": "1""#)
        let run = try Tool.run(["validate", try Tool.temporaryFile(text, name: "t.json")])
        #expect(run.status == 2)
        let errors = run.stderr.split(separator: "\n").filter { $0.hasPrefix("error:") }
        #expect(errors.count == 1, "\(run.stderr)")
        #expect(
            errors.first?.hasSuffix(
                "expected an integer, found a string (field types); 109 later lifecycle errors follow from it and are not listed"
            ) == true)
    }

    @Test("replay --fail-on error exits 1 on a stuck transition; without it the account is the same and exits 0")
    func failOn() throws {
        let stuck = try Tool.run(["replay", "Fixtures/pinch/pinch-cancelled.json", "--fail-on", "error"])
        #expect(stuck.status == 1)
        #expect(stuck.stderr.contains("failing (--fail-on error): error stuck-transition at 0.408 s"))
        #expect(try Tool.run(["replay", "Fixtures/pinch/pinch-cancelled.json"]).status == 0)
        #expect(
            try Tool.run(["replay", "Fixtures/edge/left-slow-drag-finish.json", "--fail-on", "warning"]).status == 0)
    }

    @Test("check --labels on a fresh synth corpus says why synthesized labels disagree with the rule")
    func synthLabels() throws {
        let corpus = try Tool.temporaryFile("", name: "s.jsonl")
        let synth = try Tool.run(["synth", "--count", "40", "--output", corpus])
        #expect(synth.stderr.contains("note: each label is what the motion was meant to do"))
        let run = try Tool.run(["check", corpus, "--labels"])
        #expect(run.status == 1)
        #expect(run.stderr.contains("failing traces were made by synth: its label is the motion it meant to draw"))
    }
}

@Suite("import and export agree")
struct ImportExportOutputTests {
    @Test("without --output, import writes a .jsonl corpus to stdout as export writes to stdout; the corpus validates")
    func stdoutByDefault() throws {
        let run = try Tool.run([
            "import", "android-getevent", "Tests/GestureModelTests/Imports/getevent/two-edge-swipes.log",
        ])
        #expect(run.status == 0)
        #expect(run.stdout.split(separator: "\n").count == 2)
        #expect(run.stderr.contains("imported 2 traces to standard output (one per line)"))
        let validated = try Tool.run(["validate", "-"], input: run.stdout)
        #expect(validated.stdout == "2 traces: 2 valid, 0 invalid, 0 warnings\n")
    }
}

@Suite("Long work")
struct LongWorkTests {
    @Test("an output that cannot be written is named before the work, not after it")
    func outputsCheckedFirst() throws {
        let scratch = URL(fileURLWithPath: try Tool.temporaryFile("", name: ".x")).deletingLastPathComponent().path
        // Ten million traces would take minutes: the error must come first.
        let synth = try Tool.run(["synth", "--count", "10000000", "--output", scratch + "/missing/c.jsonl"])
        #expect(synth.status == 2)
        #expect(
            synth.stderr
                == "error: \(scratch)/missing/c.jsonl: cannot write: the folder \(scratch)/missing does not exist\n")
        let readOnly = scratch + "/best.json"
        try Data("{}".utf8).write(to: URL(fileURLWithPath: readOnly))
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: readOnly)
        let sweep = try Tool.run([
            "sweep", "Fixtures/edge", "--vary", "threshold=0.3:0.7:0.1", "--emit-best", readOnly, "--output",
            scratch + "/no/x.txt",
        ])
        #expect(sweep.status == 2)
        #expect(sweep.stdout.isEmpty)
        #expect(
            sweep.stderr == """
                error: \(scratch)/no/x.txt: cannot write: the folder \(scratch)/no does not exist
                error: \(readOnly): is read-only (mode 444); make it writable to replace it

                """)
    }

    @Test("progress is for terminals: with stderr a pipe, synth and sweep say only what they did, in the right number")
    func noProgressOffTerminal() throws {
        let scratch = URL(fileURLWithPath: try Tool.temporaryFile("", name: ".x")).deletingLastPathComponent().path
        let synth = try Tool.run(["synth", "--count", "1000", "--label", "finish", "--output", scratch + "/c.jsonl"])
        #expect(synth.status == 0)
        #expect(synth.stderr == "wrote 1000 edge-left traces to \(scratch)/c.jsonl\n")
        let one = try Tool.run(["synth", "--count", "1", "--label", "cancel", "--output", scratch + "/one.jsonl"])
        #expect(one.stderr == "wrote 1 edge-left trace to \(scratch)/one.jsonl\n")
        let sweep = try Tool.run(["sweep", scratch + "/one.jsonl", "--vary", "threshold=0.4:0.6:0.1"])
        #expect(sweep.status == 0)
        // One trace decides the same at every point of this grid: the warning says so, and no
        // progress count is drawn into the pipe.
        #expect(sweep.stderr.hasPrefix("warning: every grid point of edge-back gives the same result"))
        #expect(!sweep.stderr.contains("\r"))
        #expect(sweep.stdout.hasPrefix("sweep      edge-back over 1 trace, 3 grid points (threshold × 3)\n"))
    }
}

@Suite("The benchmark")
struct BenchTests {
    @Test(
        "a small bench runs: every figure named in the JSON, a matrix cell per preset and per strategy under edge-back")
    func smallBench() throws {
        let run = try Tool.run([
            "bench", "--traces", "10", "--thresholds", "2", "--velocity-thresholds", "2", "--naive-pairs", "10",
            "--scaling", "none", "--matrix-traces", "5", "--format", "json",
        ])
        #expect(run.status == 0, "\(run.stderr)")
        let json = try JSONParser.parse(Array(run.stdout.utf8))
        guard case .object(let figures) = json, case .array(let cells)? = figures["matrix"] else {
            Issue.record("no matrix in \(run.stdout)")
            return
        }
        for key in [
            "loadingMBPerSecond", "decodingOneCoreMBPerSecond", "recorderKeysDecodingOneCoreMBPerSecond",
            "recorderKeysJSONDecoderOneCoreMBPerSecond", "replayTouchSamplesPerSecond",
            "replayWithProgressTouchSamplesPerSecond", "sweepPairsPerSecond", "genericPairsPerSecond",
            "baselinePairsPerSecond",
        ] {
            guard case .number(let value)? = figures[key] else {
                Issue.record("\(key) missing")
                continue
            }
            #expect(value > 0, "\(key)")
        }
        // The recorders' keys make the same traces larger: a coalesced sample per move, two more
        // fields per touch, and the observed callbacks.
        if case .number(let writer)? = figures["corpusBytes"],
            case .number(let recorder)? = figures["recorderKeysCorpusBytes"]
        {
            #expect(recorder > 2 * writer)
        } else {
            Issue.record("corpus sizes missing")
        }
        // 6 strategies under edge-back, then the 32 other presets under their own: 15 transitions'
        // and 17 resting surfaces'.
        #expect(cells.count == 6 + Scenario.presets.count - 1)
        #expect(Scenario.presets.count == 33)
        let names = cells.compactMap { cell -> String? in
            guard case .object(let object) = cell, case .string(let preset)? = object["preset"],
                case .string(let velocity)? = object["velocity"]
            else { return nil }
            return "\(preset)/\(velocity)"
        }
        #expect(
            names.prefix(6) == [
                "edge-back/uikit", "edge-back/lsq2", "edge-back/impulse", "edge-back/flutter", "edge-back/last",
                "edge-back/swiftui",
            ])
        #expect(
            names.contains("flutter-cupertino/flutter") && names.contains("android-back/lsq2")
                && names.contains("book-pinch/uikit"))
    }
}

@Suite("Look-ahead and flick (H3, H4)")
struct LookaheadFlickTests {
    static let fixture = "Fixtures/edge/left-slow-drag-finish.json"

    @Test("a scenario file's look-ahead and flick reach the decision, and the file reads back as written")
    func scenarioFile() throws {
        let file = try Tool.temporaryFile(
            #"{"preset": "edge-back", "handler": {"lookahead": 0.25, "flickVelocity": 1200, "flickMeasure": "axis"}}"#,
            name: "s.json")
        let run = try Tool.run(["replay", Self.fixture, "--scenario", file])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(
            run.stdout.contains(
                "released at 0.62 + 0.25 s × −7 pt/s / 390 pt = 0.61 > threshold 0.50 (no flick: 7 ≤ 1200 pt/s) → finish"
            ))
        let json = try Tool.run(["replay", Self.fixture, "--scenario", file, "--format", "json"])
        #expect(
            json.stdout.contains(#""lookahead": 0.25"#) && json.stdout.contains(#""flickVelocity": 1200"#)
                && json.stdout.contains(#""flickMeasure": "axis""#))
        let alone = try Tool.temporaryFile(
            #"{"preset": "edge-back", "handler": {"flickMeasure": "axis"}}"#, name: "t.json")
        let warned = try Tool.run(["replay", Self.fixture, "--scenario", alone])
        #expect(warned.stderr.contains("flickMeasure"), "\(warned.stderr)")
    }

    @Test("--set and --vary take the new parameters where the threshold rule decides, and refuse them elsewhere")
    func parameters() throws {
        let sweep = try Tool.run(["sweep", "Fixtures/edge", "--preset", "edge-back", "--vary", "lookahead=0:0.5:0.25"])
        #expect(sweep.status == 0, "\(sweep.stderr)")
        #expect(
            sweep.stdout.hasPrefix(
                "sweep      edge-back over 6 of 9 traces (3 unseen: its recognizer began on none of them), 3 grid points (lookahead × 3)"
            ))
        let rate = try Tool.run(["replay", Self.fixture, "--set", "decelerationRate=1"])
        #expect(rate.status == 2)
        #expect(rate.stderr.contains("decelerationRate takes a rate from 0 up to (not including) 1"))
        let pop = try Tool.run(["replay", Self.fixture, "--preset", "ios-pop", "--set", "flickVelocity=1200"])
        #expect(pop.status == 2)
        #expect(pop.stderr.contains("the ios-pop rule has no flickVelocity"))
        let presets = try Tool.run(["replay", Self.fixture, "--set", "decelerationRate=0.998"])
        #expect(presets.stdout.contains("+ 0.50 s ×"), "\(presets.stdout)")
    }
}

@Suite("check --robust")
struct RobustCheckTests {
    static let knife = "Fixtures/cancel-paths/release-just-past-threshold.json"

    @Test("the knife-edge fixture is a warning without --robust and a failure with it, in the output and in JUnit")
    func knifeEdge() throws {
        let plain = try Tool.run(["check", Self.knife])
        #expect(plain.status == 0, "\(plain.stderr)")
        #expect(
            plain.stderr.contains(
                "warning: fragile: \(Self.knife) [edge-back]: a margin of 0.5 pt, under the 3.2 pt any touch's noise moves it: the decision finish is on a knife edge; resample-80hz flips the decision: finish → cancel; coalesce-last-move flips the decision: finish → cancel; lift-back-6.4pt flips the decision: finish → cancel (check --robust fails on it)"
            ))
        let junit = try Tool.temporaryFile("", name: "junit.xml")
        let robust = try Tool.run(["check", Self.knife, "--robust", "--junit", junit])
        #expect(robust.status == 1)
        #expect(robust.stdout.contains("FAIL  \(Self.knife) [edge-back]"))
        #expect(
            robust.stdout.contains(
                "robust: expected the same decision under coalesce-last-move, got cancel (coalesce-last-move flips the decision: finish → cancel)"
            ))
        let xml = try String(contentsOfFile: junit, encoding: .utf8)
        #expect(xml.contains("resample-80hz flips the decision"))
        // With only 60 and 120 Hz tried, 80 Hz is not named; the coalesced last move still flips it.
        let rates = try Tool.run(["check", Self.knife, "--robust", "--robust-rates", "60,120"])
        #expect(!rates.stdout.contains("resample-80hz") && rates.stdout.contains("coalesce-last-move"))
        // Without a floor, noise or roll the position is not looked at; with a floor of 0.4 pt the
        // 0.5 pt margin passes it.
        let noPosition = try Tool.run([
            "check", Self.knife, "--robust-floor", "0", "--robust-noise", "0", "--robust-lift", "0",
        ])
        #expect(!noPosition.stderr.contains("margin") && !noPosition.stderr.contains("lift-back"))
        let lowFloor = try Tool.run(["check", Self.knife, "--robust-floor", "0.4"])
        #expect(!lowFloor.stderr.contains("a margin of") && lowFloor.stderr.contains("lift-back-6.4pt"))
    }

    @Test("the other fixtures hold their decisions under every perturbation; bad bounds exit 2")
    func robustFixtures() throws {
        let run = try Tool.run(["check", "Fixtures/edge", "Fixtures/pan", "Fixtures/pinch", "--robust"])
        #expect(run.status == 0, "\(run.stdout)")
        #expect(!run.stderr.contains("fragile"))
        for (flag, value) in [
            ("--robust-rates", "60,0"), ("--robust-drop", "1"), ("--robust-jitter", "-0.1"), ("--robust-seed", "x"),
            ("--robust-noise", "-1"), ("--robust-lift", "101"), ("--robust-floor", "nan"),
        ] {
            let bad = try Tool.run(["check", "Fixtures/edge", flag, value])
            #expect(bad.status == 2, "\(flag) \(value)")
            #expect(bad.stderr.contains("\(flag) takes"), "\(bad.stderr)")
        }
    }

    @Test(
        "--robust holds a resting surface's place: PagerSnapHelper's 50 dp/s gate flings a slow drag on a rolled lift")
    func robustRest() throws {
        let flicks = try Tool.run(["check", "Fixtures/resting/sheet-flick-up-to-half.json", "--robust"])
        #expect(flicks.status == 0, "\(flicks.stdout)")
        let slow = try Tool.run(["check", "Fixtures/resting/pager-slow-drag-back.json", "--robust"])
        #expect(slow.status == 1)
        // Flutter's 50 lp/s gate needs 18 lp of estimate too, and ViewPager a fling of 400 dp/s:
        // only the snap helper turns the page.
        #expect(slow.stdout.contains("PASS  Fixtures/resting/pager-slow-drag-back.json [flutter-page]"))
        #expect(slow.stdout.contains("PASS  Fixtures/resting/pager-slow-drag-back.json [android-viewpager]"))
        #expect(
            slow.stdout.contains(
                "FAIL  Fixtures/resting/pager-slow-drag-back.json [android-pager-snap]\n      robust: expected the same rest under lift-on-6.4pt, got page 1 (lift-on-6.4pt flips the rest: page 0 → page 1)"
            ))
    }
}

@Suite("export says how close the exported motion is")
struct ExportMarginTests {
    @Test("the margin on stderr, and a warning where a straight constant-velocity swipe flips the decision")
    func margin() throws {
        let clear = try Tool.run(["export", "w3c-actions", "Fixtures/edge/left-slow-drag-finish.json"])
        #expect(clear.status == 0)
        #expect(
            clear.stderr
                == "note: under edge-back the exported motion would finish; finish by 0.115 of the view (progress); no release velocity alone would cancel; progress 0.115 lower would cancel\n"
        )
        #expect(clear.stdout.hasPrefix("{"))
        let knife = "Fixtures/cancel-paths/release-just-past-threshold.json"
        let hammer = try Tool.run(["export", "hammer", knife, "--preset", "edge-back"])
        #expect(hammer.status == 0)
        #expect(
            hammer.stderr.contains(
                "warning: \(knife): a straight swipe at constant velocity between the recording's end points, as XCUITest's drag or an Appium swipe draws it, would cancel where the recording's decision is finish"
            ))
    }
}

@Suite("sweep --close")
struct SweepCloseTests {
    @Test("close calls per grid point in the table and the JSON; refused with --shard and outside 0…1")
    func close() throws {
        let table = try Tool.run([
            "sweep", "Fixtures/edge", "--preset", "edge-back", "--vary", "threshold=0.5:0.6:0.1", "--close", "0.05",
        ])
        #expect(table.status == 0, "\(table.stderr)")
        #expect(
            table.stdout.contains(
                "close: decided releases that a progress change of at most 0.05 would flip (their margin)."))
        let json = try Tool.run([
            "sweep", "Fixtures/edge", "--preset", "edge-back", "--vary", "threshold=0.5:0.6:0.1", "--close", "0.05",
            "--format", "json",
        ])
        guard case .object(let top) = try JSONParser.parse(Array(json.stdout.utf8)),
            case .array(let points)? = top["points"]
        else {
            Issue.record("no points")
            return
        }
        #expect(top["closeWithin"] == .number(0.05))
        // The decided releases are at 0.22, 0.24, 0.26, 0.600 (a system cancel) and 0.615: none
        // within 0.05 of 0.5; the last two within 0.05 of 0.6.
        let closeCalls = points.compactMap { point -> Double? in
            guard case .object(let object) = point, case .number(let count)? = object["closeCalls"] else { return nil }
            return count
        }
        #expect(closeCalls == [0, 2])
        let shard = try Tool.run([
            "sweep", "Fixtures/edge", "--vary", "threshold=0.5:0.6:0.1", "--close", "0.05", "--shard", "1/2",
        ])
        #expect(shard.status == 2 && shard.stderr.contains("--close counts in one run"))
        let wide = try Tool.run(["sweep", "Fixtures/edge", "--vary", "threshold=0.5:0.6:0.1", "--close", "2"])
        #expect(wide.status == 2 && wide.stderr.contains("--close takes a change of progress above 0 and up to 1"))
    }
}

@Suite("Small seams of the path")
struct PathSeamTests {
    @Test("check of an empty folder: exit 2, or with --allow-empty a note and exit 0, so a new suite can start empty")
    func emptySuite() throws {
        let folder = URL(fileURLWithPath: try Tool.temporaryFile("", name: ".empty-suite")).deletingLastPathComponent()
            .appendingPathComponent("Recordings").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let strict = try Tool.run(["check", folder])
        #expect(strict.status == 2)
        #expect(strict.stderr.contains("error: \(folder): no .json traces found"))
        let allowed = try Tool.run(["check", folder, "--allow-empty"])
        #expect(allowed.status == 0, "\(allowed.stderr)")
        #expect(allowed.stderr.contains("note: \(folder): no .json traces found"))
    }

    @Test("a --filter that matches nothing shows the cases' own names, not an example the filter matches")
    func filterNames() throws {
        let run = try Tool.run(["check", "Fixtures/pinch/pinch-close.json", "--filter", "[edge-back]"])
        #expect(run.status == 1)
        #expect(
            run.stderr.contains(
                "--filter '[edge-back]' matches no case; the names look like 'Fixtures/pinch/pinch-close.json [book-pinch]'"
            ), "\(run.stderr)")
    }

    @Test("--plot draws SVG only: a .png path is refused, a .svg or extensionless one written")
    func plotExtension() throws {
        let png = try Tool.temporaryFile("", name: "out.png")
        let refused = try Tool.run(["replay", "Fixtures/edge/left-slow-drag-finish.json", "--plot", png])
        #expect(refused.status == 2)
        #expect(refused.stderr.contains("--plot draws SVG only; '\(png)' names a .png file: give a .svg path"))
        for command in [["compare"], ["sweep"]] {
            let run = try Tool.run(command + ["Fixtures/edge/left-slow-drag-finish.json", "--plot", "x.PDF"])
            #expect(run.status == 2 && run.stderr.contains("names a .PDF file"), "\(command)")
        }
        let svg = try Tool.temporaryFile("", name: "out.SVG")
        #expect(try Tool.run(["replay", "Fixtures/edge/left-slow-drag-finish.json", "--plot", svg]).status == 0)
    }

    @Test("options get a did-you-mean too, shortened ones included")
    func optionNearMiss() throws {
        for (typed, meant) in [("--tresh", "--threshold"), ("--treshold", "--threshold"), ("--velo", "--velocity")] {
            let run = try Tool.run(["replay", "Fixtures/edge/left-slow-drag-finish.json", typed, "1"])
            #expect(run.status == 2)
            #expect(
                run.stderr.contains("unknown option '\(typed)' for replay (did you mean '\(meant)'?)"), "\(run.stderr)")
        }
    }

    @Test("every command's help ends with what its exit statuses mean")
    func exitStatusEverywhere() throws {
        let names = [
            "replay", "compare", "check", "report", "sweep", "fidelity", "presets", "validate", "synth", "import",
            "export", "recorder", "bench", "completions",
        ]
        for name in names {
            let help = try Tool.run([name, "--help"])
            #expect(help.status == 0)
            let lines = help.stdout.split(separator: "\n")
            #expect(lines.dropLast().last == "EXIT STATUS", "\(name)")
            #expect(lines.last?.hasPrefix("  0 ") == true, "\(name)")
        }
    }
}
