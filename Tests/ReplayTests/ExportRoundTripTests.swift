import GestureModel
import Interaction
import Testing

@testable import Replay

@Suite("Export round trips")
struct ExportRoundTripTests {
    @Test(
        "W3C actions: importing an export gives the same decision under every preset, and the completion within 20 ms, on every fixture"
    )
    func w3cActions() throws {
        var compared = 0
        var flips: [String] = []
        for fixture in Fixture.all {
            let exported = JSONWriter.string(W3CActions.export(fixture.trace))
            var options = W3CActions.ImportOptions()
            options.screen = fixture.trace.screen.size
            let imported = try #require(
                try W3CActions.importTrace(Array(exported.utf8), file: "export.json", options: options).get().traces
                    .first)
            // The view is the screen in W3C (viewport coordinates); give the import the fixture's view back.
            let again = try Trace(
                name: fixture.trace.name, screen: fixture.trace.screen, view: fixture.trace.view,
                events: Array(imported.events))
            for scenario in Scenario.presets {
                let before = Replayer.replay(fixture.trace, scenario: scenario)
                let after = Replayer.replay(again, scenario: scenario)
                // Whole milliseconds move a 120 Hz release velocity by a few per cent: a flick whose
                // line lies between the two speeds may flip, and nothing else may.
                if after.decision != before.decision, let flick = scenario.handler.flick,
                    case .pan(let a)? = before.release?.sample, case .pan(let b)? = after.release?.sample,
                    (min(abs(a.velocity.dx), abs(b.velocity.dx))...max(abs(a.velocity.dx), abs(b.velocity.dx)))
                        .contains(flick.velocity)
                {
                    flips.append("\(fixture.trace.name) under \(scenario.name)")
                    continue
                }
                #expect(after.decision == before.decision, "\(fixture.trace.name) under \(scenario.name)")
                #expect(after.outcome == before.outcome, "\(fixture.trace.name) under \(scenario.name)")
                if let a = before.completion?.duration, let b = after.completion?.duration {
                    // An underdamped spring's settling time steps by up to half its period when a
                    // slightly different seed moves an overshoot peak across the rest band (US4).
                    // A release at exactly 0 pt/s on one side runs the animator's own spring (US7).
                    var allowed = 0.020
                    for report in [before, after] {
                        if case .uikitSpring(let spring, _, _, _)? = report.completion?.basis {
                            allowed = max(allowed, spring.perceptualDuration / 2)
                        }
                        if case .animatorRun? = report.completion?.basis,
                            let resting = scenario.transition.spring.restingSpring
                        {
                            allowed = max(allowed, resting.perceptualDuration / 2)
                        }
                    }
                    #expect(abs(a - b) <= allowed, "\(fixture.trace.name) under \(scenario.name): \(a) vs \(b)")
                }
                compared += 1
            }
        }
        #expect(compared >= 8 * 40)
        // The one fixture whose 120 Hz release speed (1260 pt/s, 1196 after export) straddles
        // touchwonders' 1200 pt/s flick.
        #expect(flips == ["flick-forward-short under touchwonders"])
    }
}
