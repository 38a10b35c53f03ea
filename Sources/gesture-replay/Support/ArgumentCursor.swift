import GestureModel

/// A command line that cannot be run: names the flag or argument and what it accepts.
struct UsageError: Error, Equatable {
    var message: String
    /// The subcommand whose help to point at.
    var command: String?
}

enum OutputFormat: String, CaseIterable {
    case text, json
}

/// Walks one command's arguments: flags as `--name value` or `--name=value`, the command's short
/// aliases (`-o` for `--output`, and `-h` for `--help` everywhere), and positional arguments. Every
/// command's parser reads its arguments through this one cursor.
struct ArgumentCursor {
    /// One word of the command line, classified.
    enum Word: Equatable {
        case flag(String, inline: String?)
        case positional(String)
    }

    let command: String
    private let words: [String]
    private let aliases: [String: String]
    /// The declared flags: any other is an error naming the nearest (nil accepts every flag, for a
    /// parser that reads a group of its own).
    private let accepted: [OptionDeclaration]?
    private var index = 0

    init(command: String, arguments: [String], accepted: [OptionDeclaration]) {
        self.command = command
        words = arguments
        self.accepted = accepted
        var aliases: [String: String] = ["-h": "--help"]
        for option in accepted { if let alias = option.alias { aliases[alias] = option.flag } }
        self.aliases = aliases
    }

    /// The next word; a flag no declaration names is an error here, before any parser sees it.
    mutating func next() throws(UsageError) -> Word? {
        guard index < words.count else { return nil }
        let word = words[index]
        index += 1
        var found: Word
        if word.hasPrefix("--") {
            let (flag, inline) = splitFlag(word)
            found = .flag(flag, inline: inline)
        } else if let long = aliases[word] {
            found = .flag(long, inline: nil)
        } else if word.hasPrefix("-"), word.count > 1, Double(word) == nil {
            // Any other short option is a flag too, so that a mistyped one is an error, not a path.
            found = .flag(word, inline: nil)
        } else {
            return .positional(word)
        }
        if case .flag(let flag, let inline) = found, let accepted {
            guard let declaration = accepted.first(where: { $0.flag == flag }) else { throw unknown(flag) }
            if declaration.value == nil, inline != nil {
                throw UsageError(message: "\(flag) takes no value", command: command)
            }
        }
        return found
    }

    /// The flag's value: after `=`, or the next word.
    mutating func value(for flag: String, inline: String?) throws(UsageError) -> String {
        if let inline { return inline }
        guard index < words.count else { throw UsageError(message: "\(flag) needs a value", command: command) }
        defer { index += 1 }
        return words[index]
    }

    func unknown(_ flag: String) -> UsageError {
        let hint = NearMiss.hint(forShortened: flag, among: (accepted ?? []).map(\.flag))
        return UsageError(message: "unknown option '\(flag)' for \(command)\(hint)", command: command)
    }
}

/// `--name=value` → ("--name", "value"); `--name` → ("--name", nil).
func splitFlag(_ argument: String) -> (flag: String, inline: String?) {
    guard let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
    return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
}

extension ArgumentCursor {
    /// `WIDTHxHEIGHT` (or ×), each within `range`, in `unit`.
    static func size(
        _ text: String, flag: String, unit: String, range: ClosedRange<Double>, example: String, command: String
    ) throws(UsageError) -> Size {
        let parts = text.split(whereSeparator: { $0 == "x" || $0 == "×" }).map { Double($0) }
        guard parts.count == 2, let width = parts[0], let height = parts[1], range.contains(width),
            range.contains(height)
        else {
            throw UsageError(
                message:
                    "\(flag) takes WIDTHxHEIGHT in \(unit), each from \(JSONWriter.formatNumber(range.lowerBound)) to \(JSONWriter.formatNumber(range.upperBound)), for example \(example); got '\(text)'",
                command: command)
        }
        return Size(width: width, height: height)
    }
}
