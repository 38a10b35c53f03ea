/// One subcommand, in the shape of swift-argument-parser's commands (without the dependency): its
/// options, a parser that returns them (or nil when asked for help), and a `run` that returns the
/// exit status: 0 success, 1 a check failed, 2 bad usage or bad input.
protocol Command {
    associatedtype Options
    static var name: String { get }
    static var help: String { get }
    static func parse(_ arguments: [String]) throws(UsageError) -> Options?
    static func run(_ options: Options) throws(UsageError) -> Int32
}

extension Command {
    /// The help as printed: always ending with a newline, however its text ends.
    static var printedHelp: String { help.hasSuffix("\n") ? help : help + "\n" }

    /// Parses and runs, or prints the help.
    static func main(_ arguments: [String]) throws(UsageError) -> Int32 {
        guard let options = try parse(arguments) else {
            Console.output(printedHelp)
            return 0
        }
        return try run(options)
    }
}
