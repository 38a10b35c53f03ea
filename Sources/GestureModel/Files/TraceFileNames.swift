/// File names for traces written into a folder: made from each trace's name, always inside the
/// folder, never hidden, and never the same twice.
public enum TraceFileNames {
    /// The longest name part kept, before the `-N` that tells twins apart and `.json`.
    public static let maximumLength = 100

    /// What a name given for a trace (`import --name`) may be, in words.
    public static let nameRule = "a trace's name: not empty, with no '/' and no control characters"

    /// Why `name` cannot name a trace the user names, or nil: a folder of traces names each file
    /// after its trace, and a `/` would say a path; a control character would reach a terminal.
    public static func nameProblem(_ name: String) -> String? {
        if name.isEmpty { return "it is empty" }
        if name.contains("/") {
            return "a folder of traces names each file after its trace, and a '/' would make that a path"
        }
        if name.unicodeScalars.contains(where: \.actsOnTerminal) { return "it holds a control character" }
        return nil
    }

    /// One `.json` file name per trace name, in order, each with the reason it differs from the
    /// name it came from (nil when it is the name itself): characters other than letters, digits,
    /// `.`, `_` and `-` become `-` (a `/` or `..` could write outside the folder), a leading dot is
    /// dropped (it would hide the file), an empty name becomes `trace`, a long one is cut, and a
    /// name already used gets `-2`, `-3`, … .
    public static func unique(for names: [String]) -> [(file: String, change: String?)] {
        var used: Set<String> = []
        var result: [(file: String, change: String?)] = []
        for name in names {
            var safe = String(
                name.unicodeScalars.map { scalar -> Character in
                    let allowed =
                        scalar.isASCII
                        && (("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
                            || "._-".unicodeScalars.contains(scalar))
                    return allowed ? Character(scalar) : "-"
                })
            while safe.hasPrefix(".") { safe.removeFirst() }
            if safe.count > maximumLength { safe = String(safe.prefix(maximumLength)) }
            if safe.isEmpty { safe = "trace" }
            var candidate = safe
            var suffix = 2
            while used.contains(candidate.lowercased()) {
                candidate = "\(safe)-\(suffix)"
                suffix += 1
            }
            used.insert(candidate.lowercased())
            var reasons: [String] = []
            if safe != name {
                reasons.append(
                    name.isEmpty ? "the trace has no name" : "characters a file name cannot safely hold were replaced")
            }
            if candidate != safe { reasons.append("another trace has the same name") }
            result.append((candidate + ".json", reasons.isEmpty ? nil : reasons.joined(separator: "; ")))
        }
        return result
    }
}
