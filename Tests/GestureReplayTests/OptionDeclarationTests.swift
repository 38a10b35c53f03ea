import Foundation
import Testing

@testable import gesture_replay

extension Command {
    /// The options `arguments` parse to, as text (nil: the help was asked for).
    static func parsedText(_ arguments: [String]) throws(UsageError) -> String? {
        try parse(arguments).map { String(describing: $0) }
    }
}

/// Each command's options are declared once (`Command.options`, `ScenarioOptions.declarations`);
/// the parser, the help and the completions are made from the declarations. These tests walk every
/// declared option through its command's parser, so a declaration the parser does not read (or a
/// flag the parser reads that nobody declared) cannot pass.
@Suite("Every declared option")
struct OptionDeclarationTests {
    /// A command line each command parses, before the option under test is added.
    static let base: [String: [String]] = [
        "replay": ["t.json"], "compare": ["t.json"], "check": ["Fixtures"],
        "report": ["Fixtures", "--output", "r.html"],
        "sweep": ["c.jsonl", "--vary", "threshold=0.3:0.7:0.1"], "presets": [], "validate": ["t.json"],
        "synth": ["--output", "o.jsonl"], "fidelity": ["t.json"], "import": ["w3c-actions", "a.json"],
        "export": ["w3c-actions", "t.json"], "recorder": ["--output", "r.html"], "bench": [], "completions": ["bash"],
    ]

    static func base(of command: any Command.Type) throws -> [String] {
        try #require(base[command.name], "no base command line for \(command.name)")
    }

    @Test("every declared option parses as --flag VALUE and --flag=VALUE, and changes what was parsed")
    func everyOptionParses() throws {
        for command in GestureReplay.commands {
            let base = try Self.base(of: command)
            let plain = try command.parsedText(base)
            #expect(plain != nil, "\(command.name) \(base)")
            for option in command.acceptedFlags where option.flag != "--help" {
                var forms: [[String]]
                if option.value != nil {
                    let example = try #require(
                        option.example, "\(command.name) \(option.flag) declares no example value")
                    forms = [[option.flag, example], ["\(option.flag)=\(example)"]]
                    if let alias = option.alias { forms.append([alias, example]) }
                } else {
                    forms = [[option.flag]] + (option.alias.map { [[$0]] } ?? [])
                }
                for form in forms {
                    let parsed = try command.parsedText(base + form)
                    #expect(
                        parsed != nil && parsed != plain,
                        "\(command.name) \(form.joined(separator: " ")) changed nothing")
                }
            }
            #expect(try command.parsedText(base + ["--help"]) == nil)
            #expect(try command.parsedText(base + ["-h"]) == nil)
        }
    }

    @Test("a flag nobody declared is an error naming the nearest; a switch given a value is an error")
    func undeclared() throws {
        for command in GestureReplay.commands {
            let base = try Self.base(of: command)
            #expect(throws: UsageError.self, "\(command.name) --no-such-flag") {
                try command.parsedText(base + ["--no-such-flag", "1"])
            }
            for option in command.acceptedFlags where option.value == nil && option.flag != "--help" {
                let error = try #require(throws: UsageError.self) {
                    try command.parsedText(base + ["\(option.flag)=yes"])
                }
                #expect(error.message == "\(option.flag) takes no value")
            }
        }
        let typo = try #require(throws: UsageError.self) {
            try ReplayCommand.parsedText(["t.json", "--treshold", "0.4"])
        }
        #expect(typo.message == "unknown option '--treshold' for replay (did you mean '--threshold'?)")
        // A scenario option belongs to the commands that choose a scenario, and to no other.
        let elsewhere = try #require(throws: UsageError.self) {
            try ValidateCommand.parsedText(["t.json", "--threshold", "0.4"])
        }
        #expect(elsewhere.message.hasPrefix("unknown option '--threshold' for validate"))
        // sweep merge reads the shards' grid and scenario: the sweep's own options are errors there.
        let merge = try #require(throws: UsageError.self) {
            try SweepCommand.parsedText(["merge", "a.json", "--vary", "threshold=0:1:0.5"])
        }
        #expect(merge.message.hasPrefix("unknown option '--vary' for sweep merge"))
        #expect(
            try SweepCommand.parsedText(["merge", "a.json", "--format", "csv", "-o", "x.csv", "--plot", "p.svg"]) != nil
        )
    }

    @Test("no two options of a command share a flag or an alias")
    func distinct() {
        for command in GestureReplay.commands {
            let names = command.acceptedFlags.flatMap { [$0.flag] + ($0.alias.map { [$0] } ?? []) }
            #expect(Set(names).count == names.count, "\(command.name): \(names)")
        }
    }

    @Test("the help lists every option, wrapped to the help's width")
    func help() {
        for command in GestureReplay.commands {
            let help = command.printedHelp
            for option in command.acceptedFlags {
                #expect(help.contains("  \(option.shown)"), "\(command.name) \(option.flag)")
            }
            for line in help.split(separator: "\n") {
                #expect(line.count <= OptionDeclaration.helpWidth, "\(command.name): \(line)")
            }
        }
    }
}

/// The completion scripts are written from the declarations; bash runs the bash one here.
@Suite("Shell completions")
struct CompletionTests {
    /// What bash completes for `words` (the last one being completed), from the tool's script.
    static func complete(_ lines: [[String]]) throws -> [String] {
        let script = try Tool.run(["completions", "bash"])
        #expect(script.status == 0)
        var program = script.stdout + "\n"
        for words in lines {
            let array = words.map { CompletionsCommand.quoted($0) }.joined(separator: " ")
            program +=
                "COMP_WORDS=(gesture-replay \(array)); COMP_CWORD=\(words.count); COMPREPLY=(); _gesture_replay; echo \"${COMPREPLY[*]}\"\n"
        }
        let bash = Process()
        bash.executableURL = URL(fileURLWithPath: "/bin/bash")
        bash.arguments = ["-c", program]
        let output = Pipe()
        bash.standardOutput = output
        try bash.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        bash.waitUntilExit()
        #expect(bash.terminationStatus == 0)
        return String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).dropLast()
            .map(String.init)
    }

    @Test("bash offers each command's declared flags, and the listed values of a flag")
    func bash() throws {
        let commands = GestureReplay.commands
        let flagLines = try Self.complete(commands.map { [$0.name, "-"] })
        for (command, line) in zip(commands, flagLines) {
            let offered = Set(line.split(separator: " ").map(String.init))
            let declared = Set(command.acceptedFlags.flatMap { [$0.flag] + ($0.alias.map { [$0] } ?? []) })
            #expect(offered == declared, "\(command.name)")
        }
        let lines = try Self.complete([
            ["replay", "t.json", "--thr"], ["validate", "--thr"], ["replay", "--preset", "ios-p"],
            ["sweep", "x", "--format", ""],
            ["import", "w3"], ["hel"], ["synth", "--kind", "pinch"], ["replay", "t.json", "--set", "triggerT"],
            ["sweep", "c.jsonl", "--vary", "velocityI"],
        ])
        #expect(
            lines == [
                "--threshold", "", "ios-pop", "table csv json", "w3c-actions", "help", "pinch-open pinch-close",
                "triggerThreshold=", "velocityImpact=",
            ])
    }

    @Test("zsh and fish scripts name every command and option")
    func others() throws {
        let zsh = try Tool.run(["completions", "zsh"])
        #expect(zsh.stdout.hasPrefix("#compdef gesture-replay\n"))
        let fish = try Tool.run(["completions", "fish"]).stdout
        for command in GestureReplay.commands {
            #expect(fish.contains("-a \(command.name) -d "), "\(command.name)")
            for option in command.acceptedFlags {
                #expect(
                    fish.contains("__fish_seen_subcommand_from \(command.name)\" -l \(option.flag.dropFirst(2))"),
                    "\(command.name) \(option.flag)")
            }
        }
        let wrong = try Tool.run(["completions", "tcsh"])
        #expect(wrong.status == 2)
        #expect(wrong.stderr.hasPrefix("error: completions takes bash, zsh or fish; got 'tcsh'"))
    }
}
