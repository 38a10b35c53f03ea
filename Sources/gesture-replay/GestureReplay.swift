import Foundation
import GestureModel
import Replay

/// The command-line tool: find the subcommand, parse, run, exit. Everything else lives in the
/// commands (Commands/) and, below them, the libraries.
@main
struct GestureReplay {
    static var commands: [any Command.Type] {
        // In the order of the user's path: replay, compare, check and report, sweep, then the rest.
        [
            ReplayCommand.self, CompareCommand.self, CheckCommand.self, ReportCommand.self, SweepCommand.self,
            FidelityCommand.self,
            PresetsCommand.self, ValidateCommand.self, SynthCommand.self, ImportCommand.self, ExportCommand.self,
            RecorderCommand.self,
            BenchCommand.self, CompletionsCommand.self,
        ]
    }

    static func main() {
        let status: Int32
        do {
            status = try run(Array(CommandLine.arguments.dropFirst()))
        } catch {
            Console.error("error: \(error.message)")
            Console.error("see '\(Invocation.name) \(error.command.map { "\($0) " } ?? "")--help'")
            status = 2
        }
        BenchCommand.reportPeakMemoryIfAsked()
        exit(status)
    }

    static func run(_ arguments: [String]) throws(UsageError) -> Int32 {
        guard let first = arguments.first else {
            return try ReplayCommand.run(ReplayCommand.Options(path: nil))
        }
        if first == "--version" || first == "version" {
            Console.output(ToolVersion.line + "\n")
            return 0
        }
        if first == "--help" || first == "-h" || first == "help" {
            guard let asked = arguments.dropFirst().first else {
                Console.output(Overview.help)
                return 0
            }
            // `help NOSUCH` is the same mistake as `NOSUCH`.
            let names = commands.map { $0.name }
            guard let index = names.firstIndex(of: asked) else {
                throw UsageError(
                    message:
                        "no command '\(asked)'\(NearMiss.hint(for: asked, among: names)); the commands are \(names.joined(separator: ", "))",
                    command: nil)
            }
            Console.output(helpText(of: commands[index]))
            return 0
        }
        guard let command = commands.first(where: { $0.name == first }) else {
            let listed = commands.map { $0.name }
            let names = listed.dropLast().joined(separator: ", ") + " and " + (listed.last ?? "")
            if first.hasPrefix("-") {
                throw UsageError(
                    message:
                        "unknown option '\(first)'; expected a command (\(names.replacingOccurrences(of: " and", with: ","))) or --help",
                    command: nil)
            }
            throw UsageError(
                message:
                    "unknown command '\(first)'\(NearMiss.hint(for: first, among: listed)); the commands are \(names)",
                command: nil)
        }
        return try command.main(Array(arguments.dropFirst()))
    }

    /// A command's help, read through its type (a helper: reading it inline crashed the compiler).
    static func helpText(of command: any Command.Type) -> String {
        command.printedHelp
    }
}
