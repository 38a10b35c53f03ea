/// A CSV field (RFC 4180), quoted when it holds a comma, a quote or a line break, so a name from
/// an input (a scenario's, a place's) can never start a column or a row of its own.
public func csvField(_ text: String) -> String {
    guard text.contains(where: { $0 == "," || $0 == "\"" || $0.isNewline }) else { return text }
    var quoted = "\""
    for character in text {
        if character == "\"" { quoted.append("\"") }
        quoted.append(character)
    }
    return quoted + "\""
}
