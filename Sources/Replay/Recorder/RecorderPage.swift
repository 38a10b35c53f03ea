import GestureModel
import Interaction

/// The recorder: one self-contained HTML page (inline CSS and JavaScript, nothing fetched) that
/// turns a phone's touches into labelled gesture traces. It guides a session through prompts per
/// preset, moves a mock page as the preset's progress mapping says, shows what the preset would
/// decide, and hands the corpus over as JSONL (share sheet, download, or a text box to copy).
public enum RecorderPage {
    /// What the person is asked to do, and what that means: a transition's label, or the place a
    /// sheet or a pager is meant to come to rest at.
    public struct Prompt: Sendable, Hashable {
        public var text: String
        public var meaning: Meaning
        public var slug: String

        public enum Meaning: Sendable, Hashable {
            case label(TraceLabel)
            case rest(String)
        }

        init(text: String, label: TraceLabel, slug: String) {
            self.init(text: text, meaning: .label(label), slug: slug)
        }

        init(text: String, meaning: Meaning, slug: String) {
            self.text = text
            self.meaning = meaning
            self.slug = slug
        }
    }

    /// A sheet's or a pager's prompts: for each place other than the start, a drag there and a
    /// flick toward it (a pager's next page only: one page per swipe); and a nudge the surface
    /// settles back from.
    static func prompts(for surface: RestingSurface) -> [Prompt] {
        let start = surface.startOffset
        let places = surface.places
        let startName = places.first { $0.offset == start }?.name ?? surface.start
        if surface.axis == .pager {
            let next = places.first { $0.offset > start }
            return
                (next.map { next in
                    [
                        Prompt(
                            text: "Swipe to the next page (\(next.name)): drag it most of the way, then lift.",
                            meaning: .rest(next.name), slug: "drag-\(slug(next.name))"),
                        Prompt(
                            text: "Flick to the next page (\(next.name)): short and fast.", meaning: .rest(next.name),
                            slug: "flick-\(slug(next.name))"),
                    ]
                } ?? [])
                + [
                    Prompt(
                        text:
                            "Start to swipe to the next page, then let it fall back to \(startName): a little way, slowly.",
                        meaning: .rest(startName), slug: "nudge")
                ]
        }
        let noun = surface.axis.noun
        // A closed drawer opens only from its edge; an open one is dragged anywhere.
        let from = start <= (places.map(\.offset).min() ?? start) ? surface.axis.strokeStart.map { " \($0)" } ?? "" : ""
        var prompts: [Prompt] = []
        for place in places where place.offset != start {
            let way = surface.axis.way(from: start, to: place.offset) + from
            prompts.append(
                Prompt(
                    text: "Drag the \(noun) \(way) to \(place.name), then lift.", meaning: .rest(place.name),
                    slug: "drag-\(slug(place.name))"))
            prompts.append(
                Prompt(
                    text: "Flick the \(noun) \(way) to \(place.name): short and fast.", meaning: .rest(place.name),
                    slug: "flick-\(slug(place.name))"))
        }
        prompts.append(
            Prompt(
                text: "Nudge the \(noun) a little and let it settle back at \(startName).", meaning: .rest(startName),
                slug: "nudge"))
        return prompts
    }

    /// A place's name as part of a take's name: letters and digits, words joined by hyphens.
    static func slug(_ name: String) -> String {
        name.lowercased().split { !($0.isLetter || $0.isNumber) }.joined(separator: "-")
    }

    /// The prompts for one scenario: its surface's, or by its recognizer and progress mapping.
    public static func prompts(for scenario: Scenario) -> [Prompt] {
        if let surface = scenario.resting { return prompts(for: surface) }
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
                    var step: JSONObject = [
                        "preset": .string(scenario.name), "prompt": .string(prompt.text),
                        "name": .string("\(scenario.name)-\(prompt.slug)\(takes > 1 ? "-\(take)" : "")"),
                    ]
                    switch prompt.meaning {
                    case .label(let label): step["label"] = .string(label.rawValue)
                    case .rest(let place):
                        step["rest"] = .string(place)
                        // The mock follows the finger along the surface's axis.
                        step["axis"] = .string(scenario.resting?.axis.isHorizontal == true ? "x" : "y")
                    }
                    steps.append(.object(step))
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
