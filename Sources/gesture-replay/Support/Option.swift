import GestureModel

/// A command's parsed options: what the parser starts from before the command line changes it.
protocol CommandOptions {
    init()
}

/// One option of a command, declared once, as swift-argument-parser's `@Option` is: what the help
/// and the completions show (`declaration`) and how its value lands in the command's options.
/// `group` lifts a shared group's options (`--output`, the scenario options) into a command's,
/// as `@OptionGroup` does.
struct Option<Options> {
    var declaration: OptionDeclaration
    /// Reads the flag's value (empty for a switch) into the options; `command` names the command
    /// in errors.
    let land: (_ options: inout Options, _ value: String, _ command: String) throws(UsageError) -> Void
    /// For an option that names a file the command writes: the path it was given, if any. No
    /// output may name an input or another output (`Files.refuseClashes`).
    var written: ((Options) -> String?)? = nil
}

extension Option {
    /// A switch: the flag alone sets it.
    static func flag(
        _ flag: String, alias: String? = nil, _ keyPath: WritableKeyPath<Options, Bool>, help: String
    ) -> Self {
        Option(declaration: OptionDeclaration(flag: flag, alias: alias, help: help)) { options, _, _ in
            options[keyPath: keyPath] = true
        }
    }

    /// A value kept as it is given (a path, a name); `writes` marks a file the command writes.
    static func text(
        _ flag: String, alias: String? = nil, _ keyPath: WritableKeyPath<Options, String?>, value: String, help: String,
        example: String, writes: Bool = false
    ) -> Self {
        Option(
            declaration: OptionDeclaration(flag: flag, alias: alias, value: value, help: help, example: example),
            land: { options, text, _ in options[keyPath: keyPath] = text },
            written: writes ? { $0[keyPath: keyPath] } : nil)
    }

    /// A trace's name given on the command line: checked by `TraceFileNames.nameProblem`.
    static func traceName(
        _ flag: String, _ keyPath: WritableKeyPath<Options, String?>, help: String, example: String
    ) -> Self {
        Option(declaration: OptionDeclaration(flag: flag, value: "NAME", help: help, example: example)) {
            options, text, command throws(UsageError) in
            if let problem = TraceFileNames.nameProblem(text) {
                throw UsageError(
                    message: "\(flag) takes \(TraceFileNames.nameRule); got '\(text)': \(problem)", command: command)
            }
            options[keyPath: keyPath] = text
        }
    }

    /// `--plot`: an SVG drawing. A path that names another kind of file by its extension
    /// (`out.png`) is refused rather than given SVG under that name; one with no extension (a
    /// FIFO, a device) is written as given.
    static func plot(_ keyPath: WritableKeyPath<Options, String?>, help: String) -> Self {
        Option(
            declaration: OptionDeclaration(flag: "--plot", value: "FILE.svg", help: help, example: "out.svg"),
            land: { options, text, command throws(UsageError) in
                let name = Substring(text.split(separator: "/").last ?? Substring(text))
                if let dot = name.lastIndex(of: "."), dot != name.startIndex {
                    let ending = String(name[name.index(after: dot)...])
                    if ending.lowercased() != "svg" {
                        throw UsageError(
                            message:
                                "--plot draws SVG only; '\(text.escapingControls)' names a .\(ending.escapingControls) file: give a .svg path",
                            command: command)
                    }
                }
                options[keyPath: keyPath] = text
            },
            written: { $0[keyPath: keyPath] })
    }

    /// `--output, -o`: where a command writes what it would print, or the file it makes.
    static func output(
        _ keyPath: WritableKeyPath<Options, String?>, value: String = "FILE", help: String, example: String
    ) -> Self {
        text("--output", alias: "-o", keyPath, value: value, help: help, example: example, writes: true)
    }

    /// One of a fixed set of words: the help shows them as `a|b|c`.
    /// `value` names the words where they are too many to list (`KIND`); a shell still completes them.
    static func word<Word: RawRepresentable & CaseIterable>(
        _ flag: String, _ keyPath: WritableKeyPath<Options, Word>, value: String? = nil, help: String, example: Word
    ) -> Self where Word.RawValue == String {
        let words = Word.allCases.map(\.rawValue)
        return Option(
            declaration: OptionDeclaration(
                flag: flag, value: value ?? words.joined(separator: "|"), help: help, example: example.rawValue,
                choices: value == nil ? nil : words)
        ) { options, text, command throws(UsageError) in
            guard let word = Word(rawValue: text) else {
                throw UsageError(
                    message: "\(flag) takes \(words.listed(joining: "or")); got '\(text)'", command: command)
            }
            options[keyPath: keyPath] = word
        }
    }

    /// `--format`: how a command prints its result.
    static func format<Format: RawRepresentable & CaseIterable>(
        _ keyPath: WritableKeyPath<Options, Format>, help: String, example: Format
    ) -> Self where Format.RawValue == String {
        word("--format", keyPath, help: help, example: example)
    }

    /// A whole number within `range`.
    static func integer(
        _ flag: String, _ keyPath: WritableKeyPath<Options, Int?>, in range: ClosedRange<Int>, value: String = "N",
        help: String, example: String
    ) -> Self {
        Option(declaration: OptionDeclaration(flag: flag, value: value, help: help, example: example)) {
            options, text, command throws(UsageError) in
            guard let number = Int(text), range.contains(number) else {
                throw UsageError(
                    message:
                        "\(flag) takes a whole number from \(range.lowerBound) to \(range.upperBound); got '\(text)'",
                    command: command)
            }
            options[keyPath: keyPath] = number
        }
    }

    /// A whole number within `range`, with a default.
    static func integer(
        _ flag: String, _ keyPath: WritableKeyPath<Options, Int>, in range: ClosedRange<Int>, value: String = "N",
        help: String, example: String
    ) -> Self {
        let optional = Option<Holder<Int>>.integer(flag, \.value, in: range, value: value, help: help, example: example)
        return Option(declaration: optional.declaration) { options, text, command throws(UsageError) in
            var holder = Holder<Int>()
            try optional.land(&holder, text, command)
            if let number = holder.value { options[keyPath: keyPath] = number }
        }
    }

    /// A number `accepts` admits; `takes` says which, for the error ("a rate in Hz from 10 to 2000").
    static func number(
        _ flag: String, _ keyPath: WritableKeyPath<Options, Double?>, value: String, takes: String,
        where accepts: @escaping (Double) -> Bool, help: String, example: String
    ) -> Self {
        Option(declaration: OptionDeclaration(flag: flag, value: value, help: help, example: example)) {
            options, text, command throws(UsageError) in
            guard let number = Double(text), number.isFinite, accepts(number) else {
                throw UsageError(message: "\(flag) takes \(takes); got '\(text)'", command: command)
            }
            options[keyPath: keyPath] = number
        }
    }

    /// A number with a default.
    static func number(
        _ flag: String, _ keyPath: WritableKeyPath<Options, Double>, value: String, takes: String,
        where accepts: @escaping (Double) -> Bool, help: String, example: String
    ) -> Self {
        let optional = Option<Holder<Double>>.number(
            flag, \.value, value: value, takes: takes, where: accepts, help: help, example: example)
        return Option(declaration: optional.declaration) { options, text, command throws(UsageError) in
            var holder = Holder<Double>()
            try optional.land(&holder, text, command)
            if let number = holder.value { options[keyPath: keyPath] = number }
        }
    }

    /// A value `parse` reads; `takes` says what it accepts, for the error ("error or warning").
    /// `choices` (words a shell completes) also give a misspelling's nearest word.
    static func parsed<Value>(
        _ flag: String, _ keyPath: WritableKeyPath<Options, Value?>, value: String, help: String, example: String,
        takes: String, choices: [String]? = nil, _ parse: @escaping (String) -> Value?
    ) -> Self {
        Option(declaration: OptionDeclaration(flag: flag, value: value, help: help, example: example, choices: choices))
        { options, text, command throws(UsageError) in
            guard let parsed = parse(text) else {
                let hint = choices.map { NearMiss.hint(for: text, among: $0) } ?? ""
                throw UsageError(message: "\(flag) takes \(takes); got '\(text)'\(hint)", command: command)
            }
            options[keyPath: keyPath] = parsed
        }
    }

    /// A value `parse` reads, with a default.
    static func parsed<Value>(
        _ flag: String, _ keyPath: WritableKeyPath<Options, Value>, value: String, help: String, example: String,
        takes: String, _ parse: @escaping (String) -> Value?
    ) -> Self {
        let optional = Option<Holder<Value>>.parsed(
            flag, \.value, value: value, help: help, example: example, takes: takes, parse)
        return Option(declaration: optional.declaration) { options, text, command throws(UsageError) in
            var holder = Holder<Value>()
            try optional.land(&holder, text, command)
            if let parsed = holder.value { options[keyPath: keyPath] = parsed }
        }
    }

    /// A group's options, landing in the group's place in these options.
    static func group<Group>(_ keyPath: WritableKeyPath<Options, Group>, _ options: [Option<Group>]) -> [Self] {
        options.map { option in
            Option(
                declaration: option.declaration,
                land: { options, text, command throws(UsageError) in
                    try option.land(&options[keyPath: keyPath], text, command)
                },
                written: option.written.map { written in { written($0[keyPath: keyPath]) } })
        }
    }
}

/// A value an option with a default lands in first, so the optional form's checks serve both.
private struct Holder<Value> {
    var value: Value?
}

extension Array where Element == String {
    /// "a, b or c"; "a or b"; "a".
    func listed(joining word: String) -> String {
        guard count > 1, let last else { return first ?? "" }
        return dropLast().joined(separator: ", ") + " \(word) " + last
    }
}
