import Foundation

/// The command-line tool: find the subcommand, parse, run, exit. Everything else lives in the
/// commands (Commands/) and, below them, the libraries.
@main
struct GestureReplay {
    static var commands: [any Command.Type] {
        [
            ReplayCommand.self, CompareCommand.self, ValidateCommand.self, PresetsCommand.self, CheckCommand.self,
            ReportCommand.self, SweepCommand.self, BenchCommand.self, SynthCommand.self, FidelityCommand.self, ImportCommand.self,
            ExportCommand.self, RecorderCommand.self,
        ]
    }

    static func main() {
        let status: Int32
        do {
            status = try run(Array(CommandLine.arguments.dropFirst()))
        } catch {
            Console.error("error: \(error.message)")
            Console.error("see 'gesture-replay \(error.command.map { "\($0) " } ?? "")--help'")
            status = 2
        }
        // The benchmark's scaling table runs commands as child processes and reads their peak memory here.
        if ProcessInfo.processInfo.environment[BenchCommand.peakMemoryVariable] != nil, let peak = BenchCommand.peakMemory() {
            Console.error("peak memory: \(peak) kB")
        }
        exit(status)
    }

    static func run(_ arguments: [String]) throws(UsageError) -> Int32 {
        guard let first = arguments.first else {
            return try ReplayCommand.run(ReplayCommand.Options(path: nil))
        }
        if first == "--help" || first == "-h" || first == "help" {
            let command = arguments.dropFirst().first.flatMap { name in commands.first { $0.name == name } }
            Console.output(command?.help ?? Overview.help)
            return 0
        }
        guard let command = commands.first(where: { $0.name == first }) else {
            let listed = commands.map { $0.name }
            let names = listed.dropLast().joined(separator: ", ") + " and " + (listed.last ?? "")
            if first.hasPrefix("-") {
                throw UsageError(message: "unknown option '\(first)'; expected a command (\(names.replacingOccurrences(of: " and", with: ","))) or --help", command: nil)
            }
            throw UsageError(message: "unknown command '\(first)'; the commands are \(names)", command: nil)
        }
        return try command.main(Array(arguments.dropFirst()))
    }
}
