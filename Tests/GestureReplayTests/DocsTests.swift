import Foundation
import GestureModel
import Interaction
import Replay
import Testing

@testable import gesture_replay

/// The reference in docs/ is kept true by the code: the command-line reference is the tool's own
/// help, and each list of names (parameters, presets, curves, timings, diagnostic codes) names
/// exactly what the code has.
@Suite("The docs")
struct DocsTests {
    static var commands: [String] { GestureReplay.commands.map { $0.name } }

    static func doc(_ name: String) throws -> String {
        try String(contentsOfFile: Tool.packageRoot + "/docs/" + name, encoding: .utf8)
    }

    /// docs/cli.md as the tool's help makes it.
    static func cliReference() throws -> String {
        var text = """
            # Command-line reference

            Every command and flag, as `gesture-replay --help` and `gesture-replay COMMAND --help` print
            them (this file is their output; `GESTURE_REPLAY_UPDATE=1 swift test --filter DocsTests`
            writes it again). Exit codes everywhere: 0 success, 1 a check failed, 2 bad usage or bad input.

            ## gesture-replay

            ```
            \(try Tool.run(["--help"]).stdout)```

            """
        for command in commands {
            let help = try Tool.run([command, "--help"])
            #expect(help.status == 0, "\(command)")
            text += "\n## \(command)\n\n```\n\(help.stdout)```\n"
        }
        return text
    }

    @Test("docs/cli.md is the tool's own help, every command's")
    func cliReference() throws {
        try Golden.expect(try Self.cliReference(), equalsFile: Tool.packageRoot + "/docs/cli.md", "docs/cli.md")
    }

    /// The words in backticks of a doc's lines that start with `|` (its tables).
    static func tableWords(_ text: String) -> Set<String> {
        var words: Set<String> = []
        for line in text.split(separator: "\n") where line.hasPrefix("|") {
            for (index, part) in line.split(separator: "`", omittingEmptySubsequences: false).enumerated()
            where index % 2 == 1 {
                words.insert(String(part))
            }
        }
        return words
    }

    @Test("docs/presets.md names every preset, and every preset it names exists")
    func presets() throws {
        let text = try Self.doc("presets.md")
        let names = Set(Scenario.presets.map(\.name))
        for name in names { #expect(text.contains("`\(name)`"), "\(name)") }
        for line in text.split(separator: "\n") where line.hasPrefix("| `") && line.contains(") |") {
            // The presets table: its first column is `name` (source).
            guard let word = line.split(separator: "`").dropFirst().first else { continue }
            #expect(names.contains(String(word)), "docs/presets.md names a preset the code does not have: \(word)")
        }
        #expect(
            !text.contains("fastLinearToSlowEaseIn") || text.contains("flutter-3.24"),
            "flutter-cupertino completes on fastEaseInToSlowEaseOut")
    }

    @Test("docs/diagnostics.md lists every diagnostic code with its severity, and no other")
    func diagnostics() throws {
        let text = try Self.doc("diagnostics.md")
        var listed: [String: String] = [:]
        for line in text.split(separator: "\n") where line.hasPrefix("| `") {
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count >= 2 else { continue }
            listed[cells[0].trimmingCharacters(in: CharacterSet(charactersIn: "`"))] = cells[1]
        }
        #expect(Set(listed.keys) == Set(DiagnosticCode.allCases.map(\.rawValue)))
        for code in DiagnosticCode.allCases {
            #expect(listed[code.rawValue] == code.severity.rawValue, "\(code.rawValue)")
        }
    }

    @Test("the README is the front door: at most 300 lines, no dates, hosts, issue numbers or commit hashes")
    func readmeShape() throws {
        let readme = try String(contentsOfFile: Tool.packageRoot + "/README.md", encoding: .utf8)
        #expect(readme.split(separator: "\n", omittingEmptySubsequences: false).count <= 300)
        #expect(readme.range(of: #"20\d\d-\d\d-\d\d"#, options: .regularExpression) == nil, "a date")
        #expect(readme.range(of: #"#\d+\b"#, options: .regularExpression) == nil, "an issue number")
        #expect(readme.range(of: #"\b[0-9a-f]{7,40}\b"#, options: .regularExpression) == nil, "a commit hash")
        #expect(!readme.contains("swift-packages"), "a machine's name")
        // Every doc it links to exists.
        for match in readme.matches(of: /\]\((docs\/[^)#]+)/) {
            #expect(FileManager.default.fileExists(atPath: Tool.packageRoot + "/" + match.1), "\(match.1)")
        }
    }
}

/// Every Swift block of the README and docs/ compiles in CI, or says it is a fragment: it is in a
/// test source (which `swift test` builds and runs), or Scripts/typecheck-ios.sh extracts it by
/// its first line and type-checks it against the iOS stubs, or its first line marks it
/// `// Fragment` or `// Package.swift fragment`.
@Suite("The docs' Swift")
struct DocSwiftTests {
    /// Lines without their indentation, blank lines dropped: a block indented in a list item or a
    /// function is the same code.
    static func normalized(_ text: String) -> String {
        text.split(separator: "\n").map { $0.drop { $0 == " " } }.filter { !$0.isEmpty }.joined(separator: "\n")
    }

    static let testSources: [String] = {
        let root = Tool.packageRoot + "/Tests"
        let walker = FileManager.default.enumerator(atPath: root)
        return (walker?.compactMap { $0 as? String } ?? []).filter { $0.hasSuffix(".swift") }.compactMap {
            (try? String(contentsOfFile: root + "/" + $0, encoding: .utf8)).map(normalized)
        }
    }()

    @Test("every Swift block compiles in CI or is marked a fragment", arguments: ReadmeCommandTests.pages)
    func swiftBlocks(page: String) throws {
        let text = try String(contentsOfFile: Tool.packageRoot + "/" + page, encoding: .utf8)
        let typecheck = try String(contentsOfFile: Tool.packageRoot + "/Scripts/typecheck-ios.sh", encoding: .utf8)
        for match in text.matches(of: /(?m)^ *```swift\n((?s).*?)^ *```/) {
            let block = Self.normalized(String(match.1))
            let first = block.split(separator: "\n").first.map(String.init) ?? ""
            if first.hasPrefix("// Fragment") || first.hasPrefix("// Package.swift fragment") { continue }
            // The script takes a block by the comment it starts with.
            let markers = typecheck.matches(of: /\/\/ [^"\\]+/).map { String($0.output) }
            if first.hasPrefix("//"), markers.contains(where: { first.hasPrefix($0) }) { continue }
            #expect(
                Self.testSources.contains { $0.contains(block) },
                "\(page): a Swift block that no test compiles, starting \(first)")
        }
    }
}

/// Every link between the README and docs/ lands: the file exists and, for `#anchor`, one of its
/// headings has that anchor as GitHub makes it.
@Suite("The docs' links")
struct DocLinkTests {
    /// GitHub's anchor for a heading: lower case, punctuation other than `-` and `_` dropped,
    /// spaces as hyphens.
    static func anchor(_ heading: String) -> String {
        String(
            heading.lowercased().compactMap { character -> Character? in
                if character == " " { return "-" }
                if character.isLetter || character.isNumber || character == "-" || character == "_" { return character }
                return nil
            })
    }

    static func anchors(in text: String) -> Set<String> {
        var found: Set<String> = []
        var inCode = false
        for line in text.split(separator: "\n") {
            if line.hasPrefix("```") { inCode.toggle() }
            guard !inCode, line.hasPrefix("#") else { continue }
            found.insert(anchor(String(line.drop { $0 == "#" }.drop { $0 == " " })))
        }
        return found
    }

    @Test("every link and anchor in the README and docs/ exists", arguments: ReadmeCommandTests.pages)
    func linksLand(page: String) throws {
        let text = try String(contentsOfFile: Tool.packageRoot + "/" + page, encoding: .utf8)
        let folder = (page as NSString).deletingLastPathComponent
        for match in text.matches(of: /\]\(([^)\s]+)\)/) {
            let target = String(match.1)
            if target.hasPrefix("http://") || target.hasPrefix("https://") || target.hasPrefix("mailto:") { continue }
            let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            let file = parts[0].isEmpty ? page : (folder.isEmpty ? parts[0] : folder + "/" + parts[0])
            let path = (Tool.packageRoot + "/" + file as NSString).standardizingPath
            #expect(FileManager.default.fileExists(atPath: path), "\(page): \(target): no such file")
            if parts.count == 2, file.hasSuffix(".md"), let linked = try? String(contentsOfFile: path, encoding: .utf8)
            {
                #expect(Self.anchors(in: linked).contains(parts[1]), "\(page): \(target): no such heading")
            }
        }
    }
}

/// Every `swift run gesture-replay …` line the README and docs/ show, run as written from a fresh
/// copy of what they read, expecting the exit status its comment states (0 when it states none).
@Suite("The documented commands")
struct ReadmeCommandTests {
    struct Command: CustomStringConvertible {
        var arguments: [String]
        var status: Int32
        var description: String { arguments.joined(separator: " ") }
    }

    /// The tool's commands in a page's `sh` blocks, continuation lines joined.
    static func commands(in text: String) -> [Command] {
        var commands: [Command] = []
        var inShell = false
        var pending = ""
        for raw in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if raw.hasPrefix("```") {
                inShell = raw == "```sh"
                continue
            }
            guard inShell else { continue }
            var line = pending + raw
            if line.hasSuffix("\\") {
                pending = String(line.dropLast()) + " "
                continue
            }
            pending = ""
            var status: Int32 = 0
            if let hash = line.range(of: "  #") {
                if line[hash.upperBound...].contains("exits 1") { status = 1 }
                line = String(line[..<hash.lowerBound])
            }
            var words = line.split(separator: " ").map(String.init)
            guard words.starts(with: ["swift", "run"]) else { continue }
            words.removeFirst(2)
            if words.starts(with: ["-c", "release"]) { words.removeFirst(2) }
            // The full benchmark runs minutes in a debug build; CI runs it in release
            // (`Scripts/perf-gate.py`), and `UserPathTests.smallBench` runs it small.
            guard words.first == "gesture-replay", words.dropFirst().first != "bench" else { continue }
            // A word quoted for the shell reaches the tool without its quotes.
            let unquoted = words.dropFirst().map { word in
                word.count >= 2 && word.hasPrefix("\"") && word.hasSuffix("\"")
                    ? String(word.dropFirst().dropLast()) : word
            }
            commands.append(Command(arguments: unquoted, status: status))
        }
        return commands
    }

    /// The pages whose commands run: the README and every page of docs/ with a command.
    static let pages: [String] = {
        let docs = (try? FileManager.default.contentsOfDirectory(atPath: Tool.packageRoot + "/docs")) ?? []
        return ["README.md"] + docs.filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
    }()

    @Test(
        "each runs as written, in order, from a copy of the fixtures, docs and test data",
        arguments: pages)
    func documentedCommandsRun(page: String) throws {
        let text = try String(contentsOfFile: Tool.packageRoot + "/" + page, encoding: .utf8)
        let commands = Self.commands(in: text)
        if page == "README.md" { #expect(commands.count >= 10) }
        guard !commands.isEmpty else { return }
        let folder = URL(fileURLWithPath: try Tool.temporaryFile("", name: ".commands")).deletingLastPathComponent()
            .path
        for part in [
            "Fixtures", "docs", "Tests/ReplayTests/ScenarioFiles", "Tests/GestureModelTests/Imports",
            "Tests/Conformance",
        ] {
            try FileManager.default.createDirectory(
                atPath: (folder + "/" + part as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try FileManager.default.copyItem(atPath: Tool.packageRoot + "/" + part, toPath: folder + "/" + part)
        }
        for command in commands {
            let run = try Tool.run(command.arguments, in: folder)
            #expect(run.status == command.status, "\(page): \(command): \(run.stderr)")
        }
    }
}

/// The README's dependency line, as an app's package would write it, resolved against a local
/// clone of this repository: a form that needs a tag the repository does not have fails here.
@Suite("The README's package dependency")
struct ReadmeDependencyTests {
    @Test("the README's Package.swift lines resolve from a consumer package pointing at a local clone")
    func dependencyResolves() throws {
        let readme = try String(contentsOfFile: Tool.packageRoot + "/README.md", encoding: .utf8)
        let blocks = readme.components(separatedBy: "```swift\n").dropFirst().map {
            $0.components(separatedBy: "```").first ?? ""
        }
        let manifest = try #require(blocks.first { $0.contains(".package(url:") }, "no dependency in the README")
        let folder = URL(fileURLWithPath: try Tool.temporaryFile("", name: ".consumer")).deletingLastPathComponent()
            .path
        let clone = folder + "/gesture-replay"
        let cloned = try Tool.runProgram("git", ["clone", "--quiet", Tool.packageRoot, clone], in: folder)
        #expect(cloned.status == 0, "\(cloned.stderr)")
        // The clone's main is whatever is checked out here, so the test runs on any branch.
        _ = try Tool.runProgram("git", ["checkout", "--quiet", "-B", "main"], in: clone)
        let app = folder + "/app"
        try FileManager.default.createDirectory(
            atPath: app + "/Tests/AppTests/Recordings", withIntermediateDirectories: true)
        try Data("import Replay\n".utf8).write(to: URL(fileURLWithPath: app + "/Tests/AppTests/AppTests.swift"))
        let package = """
            // swift-tools-version:5.9
            import PackageDescription

            let package = Package(
                name: "App",
            \(manifest.replacingOccurrences(of: "<this repository>", with: "file://" + clone)))

            """
        try Data(package.utf8).write(to: URL(fileURLWithPath: app + "/Package.swift"))
        let resolved = try Tool.runProgram("swift", ["package", "resolve"], in: app)
        #expect(resolved.status == 0, "\(resolved.stdout)\(resolved.stderr)")
        #expect((resolved.stdout + resolved.stderr).contains("resolved at main"), "\(resolved.stderr)")
        // What the README says of versions: the changelog's version is the tag, and none is made yet.
        let tags = try Tool.runProgram("git", ["tag", "--list"], in: clone)
        #expect(tags.stdout.isEmpty || tags.stdout.contains(ToolVersion.current))
    }
}

@Suite("What the docs' commands write")
struct DocumentedOutputTests {
    /// The paths the tool's commands in README.md's and docs/'s `sh` blocks write (`--output`,
    /// `-o`, `--plot`, `--junit`, `--emit-best`), relative to where they run.
    static func outputs() throws -> [String] {
        let docs = try FileManager.default.contentsOfDirectory(atPath: Tool.packageRoot + "/docs")
            .filter { $0.hasSuffix(".md") }.map { "docs/" + $0 }
        var found: [String] = []
        for file in ["README.md"] + docs {
            let text = try String(contentsOfFile: Tool.packageRoot + "/" + file, encoding: .utf8)
            var inShell = false
            for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                if line.hasPrefix("```") {
                    inShell = line == "```sh"
                    continue
                }
                guard inShell, line.contains("gesture-replay") else { continue }
                let words = line.split(separator: " ").map(String.init)
                for (index, word) in words.enumerated().dropLast()
                where ["--output", "-o", "--plot", "--junit", "--emit-best"].contains(word) {
                    let path = words[index + 1]
                    if !path.hasPrefix("/") && !path.hasPrefix("$") && path != "-" { found.append(path) }
                }
            }
        }
        return found
    }

    /// Whether one of .gitignore's anchored patterns (`/name`, `/folder/`, `/shard-*.json`) covers `path`.
    static func ignored(_ path: String, by patterns: [String]) -> Bool {
        patterns.contains { pattern in
            guard pattern.hasPrefix("/") else { return false }
            let body = String(pattern.dropFirst())
            if body.hasSuffix("/") { return path.hasPrefix(body) || path + "/" == body }
            let regex =
                "^"
                + body.split(separator: "*", omittingEmptySubsequences: false).map {
                    NSRegularExpression.escapedPattern(for: String($0))
                }.joined(separator: "[^/]*") + "$"
            return path.range(of: regex, options: .regularExpression) != nil
        }
    }

    @Test("every file the docs' commands write in the clone is git-ignored, so following them leaves it clean")
    func outputsIgnored() throws {
        let patterns = try String(contentsOfFile: Tool.packageRoot + "/.gitignore", encoding: .utf8)
            .split(separator: "\n").map(String.init)
        let outputs = try Self.outputs()
        #expect(outputs.count >= 10)
        #expect(outputs.contains("shard-K.json"))
        for path in outputs where !path.hasPrefix("Fixtures/") && !path.hasPrefix("docs/") {
            #expect(Self.ignored(path, by: patterns), "\(path) is written by a documented command and not ignored")
        }
        #expect(!Self.ignored("Sources/x.swift", by: patterns))
    }
}

@Suite("A sweep's progress total")
struct SweepTotalTests {
    @Test("the corpus is counted before the sweep: a folder's .json files, a .jsonl file's non-blank lines")
    func traceCount() throws {
        let root = Tool.packageRoot + "/"
        #expect(Files.traceCount([root + "docs/recorder-example.jsonl"]) == 9)
        #expect(Files.traceCount([root + "Fixtures/edge"]) == 9)
        #expect(Files.traceCount([root + "Fixtures/edge", root + "Fixtures/pinch/pinch-close.json"]) == 10)
        let corpus = try Tool.temporaryFile("{}\n\n  \n{}\r\n{}", name: "c.jsonl")
        #expect(Files.nonBlankLines(in: corpus) == 3)
        #expect(Files.traceCount([root + "no-such-folder.jsonl"]) == nil)
    }
}

@Suite("A tool's conventions")
struct ConventionTests {
    @Test("--version prints the one version, which the JSON report and the changelog carry too")
    func version() throws {
        let run = try Tool.run(["--version"])
        #expect(run.status == 0)
        #expect(run.stdout == ToolVersion.line + "\n")
        let json = try Tool.run(["replay", "Fixtures/edge/left-slow-drag-finish.json", "--format", "json"])
        #expect(json.stdout.contains("\"generator\": \"\(ToolVersion.line)\""))
        let changelog = try String(contentsOfFile: Tool.packageRoot + "/CHANGELOG.md", encoding: .utf8)
        #expect(changelog.contains("## \(ToolVersion.current)"))
        #expect(FileManager.default.fileExists(atPath: Tool.packageRoot + "/LICENSE"))
    }

    @Test("help NOSUCH is the same mistake as NOSUCH: exit 2 and a suggestion; every help ends with a newline")
    func helpOfNothing() throws {
        let run = try Tool.run(["help", "replya"])
        #expect(run.status == 2)
        #expect(run.stderr.contains("error: no command 'replya' (did you mean 'replay'?)"))
        for command in DocsTests.commands {
            #expect(try Tool.run([command, "--help"]).stdout.hasSuffix("\n"), "\(command)")
        }
        #expect(try Tool.run(["--help"]).stdout.hasSuffix("\n"))
    }

    @Test(
        "a near miss is named: a command, a preset, a parameter",
        arguments: [
            (["replya", "x"], "unknown command 'replya' (did you mean 'replay'?)"),
            (
                ["replay", "Fixtures/edge/left-slow-drag-finish.json", "--preset", "edge-bak"],
                "got 'edge-bak' (did you mean 'edge-back'?)"
            ),
            (["presets", "ios-popp"], "no preset named 'ios-popp' (did you mean 'ios-pop'?)"),
            (
                ["replay", "Fixtures/edge/left-slow-drag-finish.json", "--set", "treshold=0.4"],
                "'treshold' is not a parameter of scenario edge-back (screenEdgePan) (did you mean 'threshold'?)"
            ),
        ])
    func nearMiss(arguments: [String], message: String) throws {
        let run = try Tool.run(arguments)
        #expect(run.status == 2)
        #expect(run.stderr.contains(message), "\(run.stderr)")
    }
}
