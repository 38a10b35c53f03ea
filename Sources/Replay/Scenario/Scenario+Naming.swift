import GestureModel
import Interaction

extension Scenario {
    /// The name of this scenario as a change of `base`: `base`'s name with the edge as a suffix
    /// (`edge-back-right`, the name `synth` writes) and every other changed value as `+key=value`
    /// (`edge-back+threshold=0.4`), in the scenario file's order; `base`'s name when nothing
    /// differs. Two different changes of one preset get different names, so `--filter`, JUnit and
    /// sweep groups tell them apart.
    public func name(changedFrom base: Scenario) -> String {
        // An unchanged preset (the usual inline scenario, `{"preset": "edge-back"}`) keeps its
        // name: asked of the values, without writing both scenarios as JSON to compare them.
        if self == base { return base.name }
        var name = base.name
        var changes: [String] = []
        let mine = Self.leaves(of: json)
        let theirs = Dictionary(
            Self.leaves(of: base.json).map { ($0.path, $0.value) }, uniquingKeysWith: { first, _ in first })
        // A value the change left unread (null) is a consequence of another change, not one of its own.
        for leaf in mine
        where leaf.path != "name" && leaf.path != "source" && leaf.value != .null && theirs[leaf.path] != leaf.value {
            if leaf.path == "recognizer.edge", case .string(let edge) = leaf.value {
                name += "-\(edge)"
                continue
            }
            let key = leaf.path.split(separator: ".").last.map(String.init) ?? leaf.path
            changes.append("+\(key)=\(Self.shortText(leaf.value))")
        }
        return name + changes.joined()
    }

    /// Every scalar of a JSON document with its dotted path, in document order.
    static func leaves(of value: JSONValue, at path: String = "") -> [(path: String, value: JSONValue)] {
        switch value {
        case .object(let object):
            return object.members.flatMap { leaves(of: $0.value, at: path.isEmpty ? $0.key : "\(path).\($0.key)") }
        default:
            return [(path, value)]
        }
    }

    private static func shortText(_ value: JSONValue) -> String {
        switch value {
        case .string(let text): text
        case .number(let number): JSONWriter.formatNumber(number)
        case .bool(let flag): flag ? "true" : "false"
        case .null: "none"
        default: JSONWriter.string(value, pretty: false)
        }
    }
}
