import Replay

/// `gesture-replay completions bash|zsh|fish`: a completion script for the shell, written from the
/// commands' declarations, so it offers exactly the options each command accepts.
enum CompletionsCommand: Command {
    enum Shell: String, CaseIterable {
        case bash, zsh, fish
    }

    static let name = "completions"

    static let exitStatus = "0 printed; 2 bad usage or an unknown shell."
    static let summary = "print a bash, zsh or fish completion script for the tool"
    static var firstArgumentChoices: [String] { Shell.allCases.map(\.rawValue) }

    static let synopsis = """
        gesture-replay completions bash|zsh|fish

        Prints a completion script: the commands, each command's options, and the values of the
        options that take a word from a list (presets, formats, edges). Install it with, for example,
          gesture-replay completions bash > ~/.local/share/bash-completion/completions/gesture-replay
          gesture-replay completions zsh > "${fpath[1]}/_gesture-replay"
          gesture-replay completions fish > ~/.config/fish/completions/gesture-replay.fish
        """

    struct Options: Equatable, CommandOptions {
        var shell: Shell?
    }

    static var options: [Option<Options>] { [] }

    static func positional(_ argument: String, into options: inout Options) throws(UsageError) {
        guard options.shell == nil else {
            throw UsageError(message: "completions takes one shell; got a second argument '\(argument)'", command: name)
        }
        guard let shell = Shell(rawValue: argument) else {
            throw UsageError(message: "completions takes bash, zsh or fish; got '\(argument)'", command: name)
        }
        options.shell = shell
    }

    static func validate(_ options: inout Options, given: [String]) throws(UsageError) {
        guard options.shell != nil else {
            throw UsageError(message: "completions needs a shell: bash, zsh or fish", command: name)
        }
    }

    static func run(_ options: Options) throws(UsageError) -> Int32 {
        // `validate` made sure of a shell.
        guard let shell = options.shell else { return 2 }
        Console.output(script(for: shell))
        return 0
    }

    static func script(for shell: Shell) -> String {
        switch shell {
        case .bash: bash
        case .zsh: "#compdef gesture-replay\nautoload -U +X bashcompinit && bashcompinit\n" + bash
        case .fish: fish
        }
    }

    /// One bash function: the command word, then each command's flags, the words a flag's value is
    /// chosen from, and file names otherwise.
    static var bash: String {
        let commands = GestureReplay.commands
        let names = (commands.map { $0.name } + ["help"]).joined(separator: " ")
        var flagCases: [String] = []
        var firstCases: [String] = []
        var valueCases: [String: [String]] = [:]
        var takesValue: Set<String> = []
        for command in commands {
            let flags = command.acceptedFlags.flatMap { [$0.flag] + ($0.alias.map { [$0] } ?? []) }
            flagCases.append("        \(command.name)) flags=\(quoted(flags.joined(separator: " "))) ;;")
            if !command.firstArgumentChoices.isEmpty {
                firstCases.append(
                    "        \(command.name)) first=\(quoted(command.firstArgumentChoices.joined(separator: " "))) ;;")
            }
            for option in command.acceptedFlags where option.value != nil {
                for flag in [option.flag] + (option.alias.map { [$0] } ?? []) {
                    takesValue.insert(flag)
                    if !option.completions.isEmpty { valueCases["\(command.name) \(flag)"] = option.completions }
                }
            }
        }
        let values = valueCases.keys.sorted().map { key in
            "        \(quoted(key))) COMPREPLY=($(compgen -W \(quoted(valueCases[key, default: []].joined(separator: " "))) -- \"$cur\")); return ;;"
        }
        return """
            # bash completion for gesture-replay, written by 'gesture-replay completions bash'.
            _gesture_replay() {
                local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD-1]}
                if [ "$COMP_CWORD" -eq 1 ]; then
                    COMPREPLY=($(compgen -W \(quoted(names + " --help --version")) -- "$cur"))
                    return
                fi
                local command=${COMP_WORDS[1]} flags="" first=""
                if [ "$command" = help ]; then
                    COMPREPLY=($(compgen -W \(quoted(commands.map { $0.name }.joined(separator: " "))) -- "$cur"))
                    return
                fi
                case "$command $prev" in
            \(values.joined(separator: "\n"))
                esac
                case "$prev" in
                    \(takesValue.sorted().joined(separator: "|"))) COMPREPLY=($(compgen -f -- "$cur")); return ;;
                esac
                case "$command" in
            \(flagCases.joined(separator: "\n"))
                esac
                case "$command" in
            \(firstCases.joined(separator: "\n"))
                esac
                if [[ $cur == -* ]]; then
                    COMPREPLY=($(compgen -W "$flags" -- "$cur"))
                elif [ "$COMP_CWORD" -eq 2 ] && [ -n "$first" ]; then
                    COMPREPLY=($(compgen -W "$first" -- "$cur"))
                else
                    COMPREPLY=($(compgen -f -- "$cur"))
                fi
            }
            complete -o filenames -F _gesture_replay gesture-replay

            """
    }

    /// One `complete` line per command and per option, with its help as the description.
    static var fish: String {
        var lines = ["# fish completion for gesture-replay, written by 'gesture-replay completions fish'."]
        let names = GestureReplay.commands.map { $0.name }.joined(separator: " ")
        for command in GestureReplay.commands {
            lines.append(
                "complete -c gesture-replay -f -n \"not __fish_seen_subcommand_from \(names)\" -a \(command.name) -d \(quoted(command.summary))"
            )
        }
        for command in GestureReplay.commands {
            let condition = "-n \"__fish_seen_subcommand_from \(command.name)\""
            if !command.firstArgumentChoices.isEmpty {
                lines.append(
                    "complete -c gesture-replay \(condition) -a \(quoted(command.firstArgumentChoices.joined(separator: " ")))"
                )
            }
            for option in command.acceptedFlags {
                var line = "complete -c gesture-replay \(condition) -l \(option.flag.dropFirst(2))"
                if let alias = option.alias { line += " -s \(alias.dropFirst())" }
                if option.value != nil { line += " -r" }
                if !option.completions.isEmpty { line += " -f -a \(quoted(option.completions.joined(separator: " ")))" }
                line += " -d \(quoted(String(option.help.prefix { $0 != "\n" && $0 != ";" })))"
                lines.append(line)
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `text` in single quotes, for either shell.
    static func quoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
