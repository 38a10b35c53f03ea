/// The edges a screen-edge recognizer watches, as UIScreenEdgePanGestureRecognizer's `edges` (a
/// UIRectEdge) is a set of flags: a value with no allocation, so a recognizer and its rule are
/// made and copied without building or reference-counting a set. Iterates in `ScreenEdge.allCases`
/// order (left, right, top, bottom), the same order on every run.
public struct ScreenEdges: Sendable, Hashable, Sequence, ExpressibleByArrayLiteral {
    private var bits: UInt8

    public init(arrayLiteral edges: ScreenEdge...) {
        self.init(edges)
    }

    /// One edge: what a scenario's recognizer watches (the array literal builds an array first).
    public init(_ edge: ScreenEdge) {
        bits = Self.bit(edge)
    }

    public init(_ edges: some Sequence<ScreenEdge>) {
        bits = 0
        for edge in edges { insert(edge) }
    }

    public var isEmpty: Bool { bits == 0 }

    public func contains(_ edge: ScreenEdge) -> Bool { bits & Self.bit(edge) != 0 }

    public mutating func insert(_ edge: ScreenEdge) { bits |= Self.bit(edge) }

    public mutating func remove(_ edge: ScreenEdge) { bits &= ~Self.bit(edge) }

    private static func bit(_ edge: ScreenEdge) -> UInt8 {
        switch edge {
        case .left: 1
        case .right: 2
        case .top: 4
        case .bottom: 8
        }
    }

    public struct Iterator: IteratorProtocol {
        let edges: ScreenEdges
        var position = 0

        public mutating func next() -> ScreenEdge? {
            // `allCases` would build its list on every call.
            while position < 4 {
                let edge: ScreenEdge =
                    switch position {
                    case 0: .left
                    case 1: .right
                    case 2: .top
                    default: .bottom
                    }
                position += 1
                if edges.contains(edge) { return edge }
            }
            return nil
        }
    }

    public func makeIterator() -> Iterator { Iterator(edges: self) }
}
