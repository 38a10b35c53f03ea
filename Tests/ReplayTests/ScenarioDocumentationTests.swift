import Foundation
import Interaction
import Testing

@testable import Replay

/// docs/scenarios.md's two tables are written from the declarations (`ScenarioDocumentation`):
/// the prose around them is the doc's own, and `GESTURE_REPLAY_UPDATE=1` writes the tables again.
@Suite("docs/scenarios.md")
struct ScenarioDocumentationTests {
    static let path = Fixture.packageRoot + "/docs/scenarios.md"

    /// The doc with the text between each pair of markers replaced by `generated`.
    static func regenerated(_ text: String) throws -> String {
        var text = text
        for (name, table) in [
            ("fields", ScenarioDocumentation.fieldTable), ("parameters", ScenarioDocumentation.parameterTable),
        ] {
            let open = "<!-- \(name): written from the declarations -->\n"
            let close = "<!-- end of \(name) -->"
            let start = try #require(text.range(of: open), "docs/scenarios.md has no \(open)")
            let end = try #require(text.range(of: close, range: start.upperBound..<text.endIndex), "no \(close)")
            text.replaceSubrange(start.upperBound..<end.lowerBound, with: table + "\n")
        }
        return text
    }

    @Test("its tables are the declarations' own")
    func tables() throws {
        let text = try String(contentsOfFile: Self.path, encoding: .utf8)
        try Golden.expect(try Self.regenerated(text), equalsFile: Self.path, "docs/scenarios.md's tables")
    }

    @Test("every parameter, curve, timing and velocity strategy is in it")
    func complete() throws {
        let text = try String(contentsOfFile: Self.path, encoding: .utf8)
        for name in ScenarioParameter.allNames { #expect(text.contains("| `\(name)` |"), "parameter \(name)") }
        for curve in CompletionCurve.named.map(\.name) { #expect(text.contains("`\(curve)`"), "curve \(curve)") }
        for timing in CompletionTiming.allCases {
            #expect(text.contains("`\(timing.rawValue)`"), "timing \(timing.rawValue)")
        }
        for strategy in VelocityStrategy.allCases {
            #expect(text.contains("`\(strategy.rawValue)`"), "velocity \(strategy.rawValue)")
        }
    }

    @Test("a name declared twice has one unit and one domain")
    func oneUnitPerName() {
        for (facts, places) in ScenarioDocumentation.parameters {
            for place in places {
                for other in place.parameters where other.name == facts.name {
                    #expect(other.unit == facts.unit && other.domain == facts.domain, "\(facts.name) at \(place.path)")
                }
            }
        }
    }
}
