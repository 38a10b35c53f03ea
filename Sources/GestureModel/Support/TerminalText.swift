/// Text from an input (a trace's name, a field's key, a file's name) as the tool prints it: every
/// character that could act on a terminal or start a line of its own is written as an escape
/// (`\n`, `\r`, `\t`, else `\u{1B}`); `Unicode.Scalar.actsOnTerminal` says which they are.
/// So a name can neither clear the screen, retitle the window, move the cursor, nor forge a
/// `PASS` line in a CI log.
extension String {
    public var escapingControls: String { escaped(keepingNewlines: false) }

    /// The same, keeping newlines: for a whole text whose lines are the tool's own.
    public var escapingControlsButNewlines: String { escaped(keepingNewlines: true) }

    private func escaped(keepingNewlines: Bool) -> String {
        // Most text has none: one pass over the bytes finds out. Every character escaped is a byte
        // below 0x20 or DEL, or starts with 0xC2 (U+0080–U+009F) or 0xE2 (the separators and the
        // bidirectional controls).
        guard utf8.contains(where: { $0 < 0x20 || $0 == 0x7F || $0 == 0xC2 || $0 == 0xE2 }) else { return self }
        var result = ""
        result.unicodeScalars.reserveCapacity(unicodeScalars.count)
        for scalar in unicodeScalars {
            switch scalar.value {
            case 0x0A where keepingNewlines: result.unicodeScalars.append(scalar)
            case 0x0A: result += "\\n"
            case 0x0D: result += "\\r"
            case 0x09: result += "\\t"
            case _ where scalar.actsOnTerminal:
                result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}

extension Unicode.Scalar {
    /// Whether a terminal acts on it or starts a line at it: the controls below U+0020, DEL, the
    /// controls U+0080–U+009F, the line and paragraph separators, and the bidirectional
    /// embeddings, overrides and isolates. `escapingControls` writes each as an escape.
    public var actsOnTerminal: Bool {
        switch value {
        case 0x00..<0x20, 0x7F, 0x80..<0xA0, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}
