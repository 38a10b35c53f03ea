/// Text taken from a trace (its name, its label) made safe for the source a converter generates:
/// nothing from outside can end a comment or a literal and become code. Identifiers are built
/// from an allow-list (`HammerExport.identifier`); JSON goes through `JSONWriter`; XML, SVG and
/// HTML through their escaping.
public enum GeneratedSource {
    /// The characters that end a line in some language a generated file may be read as: Swift and
    /// C end a `//` comment at LF or CR; JavaScript and editors also at U+2028 and U+2029; U+0085
    /// is NEL.
    public static let lineTerminators: Set<Unicode.Scalar> = [
        "\n", "\r", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}",
    ]

    /// The most characters of outside text a comment carries.
    public static let maximumCommentText = 200

    /// `text` for a `//` comment: every line terminator and control character a space, and at
    /// most `maximumCommentText` characters (the rest as "…"), so the comment ends where the
    /// generator ends it.
    public static func comment(_ text: String) -> String {
        var out = String.UnicodeScalarView()
        var count = 0
        for scalar in text.unicodeScalars {
            if count == maximumCommentText {
                out.append("…")
                break
            }
            let unsafe = lineTerminators.contains(scalar) || scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
            out.append(unsafe ? " " : scalar)
            count += 1
        }
        return String(out)
    }

    /// Whether generated Swift keeps every `//` comment on its own line: no line terminator other
    /// than the LF that ends each line. What a test and the export fuzzer check of the output.
    public static func hasOnlyPlainLineBreaks(_ source: String) -> Bool {
        !source.unicodeScalars.contains { $0 != "\n" && lineTerminators.contains($0) }
    }
}
