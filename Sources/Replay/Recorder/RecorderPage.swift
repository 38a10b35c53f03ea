import GestureModel
import Interaction

/// The recorder: one self-contained HTML page (inline CSS and JavaScript, nothing fetched) that
/// turns a phone's touches into labelled gesture traces. It guides a session through prompts per
/// preset, moves a mock page as the preset's progress mapping says, shows what the preset would
/// decide, and hands the corpus over as JSONL (share sheet, download, or a text box to copy).
public enum RecorderPage {
    /// What the person is asked to do, and what that means.
    public struct Prompt: Sendable, Hashable {
        public var text: String
        public var label: TraceLabel
        public var slug: String
    }

    /// The prompts for one scenario, by its recognizer and progress mapping.
    public static func prompts(for scenario: Scenario) -> [Prompt] {
        switch scenario.recognizer {
        case .screenEdgePan(let parameters):
            let edge = parameters.edge.rawValue
            return [
                Prompt(
                    text: "Swipe back all the way: from the \(edge) edge, across the screen, then lift.",
                    label: .finish, slug: "all-the-way"),
                Prompt(
                    text:
                        "Start a swipe back and change your mind: from the \(edge) edge to the middle, back to the edge, then lift.",
                    label: .cancel, slug: "change-of-mind"),
                Prompt(
                    text: "Flick back quickly: a short, fast swipe from the \(edge) edge.", label: .finish,
                    slug: "flick"),
                Prompt(
                    text: "Peek: from the \(edge) edge a little way in, then lift slowly.", label: .cancel, slug: "peek"
                ),
            ]
        case .pan, .drag, .contentPan:
            let horizontal: Bool = if case .translation(let t) = scenario.progress { t.axis == .x } else { false }
            let move = horizontal ? "right" : "down"
            let back = horizontal ? "left" : "up"
            return [
                Prompt(
                    text: "Swipe \(move) all the way: from the middle, past half the screen, then lift.",
                    label: .finish, slug: "all-the-way"),
                Prompt(
                    text: "Start swiping \(move) and change your mind: a little way \(move), back \(back), then lift.",
                    label: .cancel, slug: "change-of-mind"),
                Prompt(text: "Flick \(move) quickly: short and fast.", label: .finish, slug: "flick"),
            ]
        case .pinch:
            return [
                Prompt(text: "Pinch the book open: two fingers apart, then lift.", label: .finish, slug: "open"),
                Prompt(
                    text: "Start to pinch the book open, then pinch it closed again before you lift.", label: .cancel,
                    slug: "change-of-mind"),
            ]
        }
    }

    /// The page for `scenarios`, each prompt `takes` times.
    public static func html(scenarios: [Scenario], takes: Int) -> String {
        var steps: [JSONValue] = []
        for scenario in scenarios {
            for prompt in prompts(for: scenario) {
                for take in 1...max(1, takes) {
                    steps.append(
                        .object([
                            "preset": .string(scenario.name), "prompt": .string(prompt.text),
                            "label": .string(prompt.label.rawValue),
                            "name": .string("\(scenario.name)-\(prompt.slug)\(takes > 1 ? "-\(take)" : "")"),
                        ]))
                }
            }
        }
        let configuration = JSONValue.object([
            "steps": .array(steps),
            "scenarios": .object(JSONObject(scenarios.map { JSONObject.Member(key: $0.name, value: $0.json) })),
        ])
        // "</" never appears inside the script: the JSON is data, not markup.
        let data = JSONWriter.string(configuration, pretty: false).replacingOccurrences(of: "</", with: "<\\/")
        return head + "<script id=\"configuration\" type=\"application/json\">" + data + "</script>\n<script>\n"
            + script + "</script>\n</body></html>\n"
    }
}

extension String {
    /// Plain replacement without Foundation.
    func replacingOccurrences(of target: String, with replacement: String) -> String {
        guard !target.isEmpty else { return self }
        var result = ""
        var rest = Substring(self)
        while let range = rest.firstRange(of: target) {
            result += rest[..<range.lowerBound] + replacement
            rest = rest[range.upperBound...]
        }
        return result + rest
    }
}
