import GestureModel
import Interaction

/// docs/scenarios.md's tables, written from the declarations: every field of a scenario file,
/// and every parameter `--set` and `--vary` take. A test keeps the document equal to them.
enum ScenarioDocumentation {
    /// Every field, its kind's fields under each union, at the defaults a file starts from.
    static var rows: [FieldRow] {
        [FieldRow(path: "preset", unit: "", defaultText: "none", meaning: "start from this preset")]
            + Scenario.fields.rows(Scenario.fileDefaults)
    }

    static var fieldTable: String {
        var lines = ["| field | unit | default | meaning |", "| --- | --- | --- | --- |"]
        for row in rows {
            let meaning = row.kind.map { "\($0): \(row.meaning)" } ?? row.meaning
            lines.append("| `\(row.path)` | \(row.unit) | \(row.defaultText) | \(cell(meaning)) |")
        }
        return lines.joined(separator: "\n")
    }

    /// Each parameter once, with every place it lives.
    static var parameterTable: String {
        var lines = ["| parameter | unit | takes | where |", "| --- | --- | --- | --- |"]
        for (facts, places) in parameters {
            let places = places.map { place in "`\(place.path)`" + (place.kind.map { " (\($0))" } ?? "") }
            lines.append(
                "| `\(facts.name)` | \(facts.unit.symbol) | \(facts.accepts) | \(places.joined(separator: ", ")) |")
        }
        return lines.joined(separator: "\n")
    }

    /// Every parameter a scenario may have, by name in declaration order, with the rows it is in.
    static var parameters: [(facts: ParameterFacts, places: [FieldRow])] {
        var found: [(facts: ParameterFacts, places: [FieldRow])] = []
        for row in rows {
            for facts in row.parameters {
                if let index = found.firstIndex(where: { $0.facts.name == facts.name }) {
                    found[index].places.append(row)
                } else {
                    found.append((facts, [row]))
                }
            }
        }
        return found
    }

    /// A table cell: a `|` inside it would end it.
    private static func cell(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|")
    }
}

extension ScenarioParameter {
    /// Every parameter name a scenario may have, in the order the scenario file declares them.
    public static var allNames: [String] { ScenarioDocumentation.parameters.map(\.facts.name) }
}
