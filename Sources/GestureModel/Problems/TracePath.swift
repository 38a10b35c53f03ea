/// Where in a trace document something is: `events[12].touches[0].phase`.
public struct TracePath: Sendable, Hashable, CustomStringConvertible {
    public enum Component: Sendable, Hashable {
        case key(String)
        case index(Int)
    }

    public var components: [Component]

    public init(_ components: [Component] = []) {
        self.components = components
    }

    public static let root = TracePath()

    public func appending(_ key: String) -> TracePath { appending(component: .key(key)) }
    public func appending(_ index: Int) -> TracePath { appending(component: .index(index)) }

    /// One allocation per path (a decoder builds one for every field it reads), not a temporary
    /// one-element array besides.
    private func appending(component: Component) -> TracePath {
        var longer = components
        longer.reserveCapacity(components.count + 1)
        longer.append(component)
        return TracePath(longer)
    }

    public var description: String {
        if components.isEmpty { return "(top level)" }
        var text = ""
        for component in components {
            switch component {
            case .key(let key): text += text.isEmpty ? key : "." + key
            case .index(let index): text += "[\(index)]"
            }
        }
        return text
    }
}
