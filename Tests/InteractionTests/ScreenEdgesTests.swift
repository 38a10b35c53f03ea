import GestureModel
import Testing

@testable import Interaction

@Suite("A screen-edge recognizer's set of edges")
struct ScreenEdgesTests {
    @Test("holds each edge once and lists them in left, right, top, bottom order whatever order they were given in")
    func membersInFixedOrder() {
        var edges: ScreenEdges = [.bottom, .left, .bottom]
        #expect(Array(edges) == [.left, .bottom])
        #expect(edges.contains(.left) && edges.contains(.bottom))
        #expect(!edges.contains(.right) && !edges.contains(.top))
        edges.insert(.top)
        edges.remove(.left)
        #expect(Array(edges) == [.top, .bottom])
        #expect(ScreenEdges(ScreenEdge.allCases.reversed()) == [.left, .right, .top, .bottom])
        #expect(ScreenEdges().isEmpty && Array(ScreenEdges()).isEmpty)
        for edge in ScreenEdge.allCases { #expect(Array(ScreenEdges(edge)) == [edge] && ScreenEdges(edge) == [edge]) }
    }

    @Test("with two edges a touch goes to the nearer one; at equal distances to the one whose name sorts first")
    func nearestOfSeveral() {
        let rule = ScreenEdgeRule(edges: [.top, .left], screen: Size(width: 400, height: 800))
        #expect(rule.nearestEdge(to: Point(x: 5, y: 300))?.edge == .left)
        #expect(rule.nearestEdge(to: Point(x: 300, y: 5))?.edge == .top)
        // (8, 8) is 8 from both: "left" < "top".
        #expect(rule.nearestEdge(to: Point(x: 8, y: 8))?.edge == .left)
        #expect(rule.nearestEdge(to: Point(x: 8, y: 8))?.distance == 8)
        #expect(
            ScreenEdgeRule(edges: [], screen: Size(width: 400, height: 800)).nearestEdge(to: Point(x: 1, y: 1)) == nil)
    }
}
