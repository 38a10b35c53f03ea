import GestureModel
import Interaction
import Testing

@testable import Replay

/// A sweep's interactive phase hands a scenario handler only the last of a run of changed actions
/// (`TransitionHandler.changedActionsCoalesce`); every handler and transition it leaves must decide
/// and complete as the one that saw every action, as a replay does.
@Suite("Release capture: coalesced changes against every change")
struct ReleaseCaptureTests {
    static func traces() throws -> [Trace] {
        var traces = Fixture.all.map(\.trace)
        for kind in [Synthesizer.Kind.edgeLeft, .panDown, .pinchOpen] {
            let synthesizer = Synthesizer(kind: kind, parameters: Synthesizer.Parameters())
            traces += try (0 ..< 40).map { try synthesizer.trace(index: $0, seed: 23).trace }
        }
        return traces
    }

    @Test("the same release, transition, decisions and completions on every trace under every preset", arguments: Scenario.presets)
    func coalescedMatchesEveryChange(preset: Scenario) throws {
        var lastChanged = preset
        lastChanged.handler.decideWith = .lastChanged
        var coalescedSomewhere = false
        for base in [preset, lastChanged] {
            let grid = try Sweep.scenarios(base: base, axes: SweepLinesTests.axes(for: base)).get()
            for trace in try Self.traces() {
                let coalesced = ReleaseCapture(trace: trace, scenario: base)
                let every = ReleaseCapture(trace: trace, scenario: base, coalescingChanges: false)
                #expect(coalesced.release == every.release, "\(trace.name) \(base.name)")
                #expect(coalesced.controller.transition == every.controller.transition, "\(trace.name) \(base.name)")
                for point in grid where point.interactivePhase == base.interactivePhase {
                    let mine = coalesced.evaluate(rules: point.handler, progress: point.progress, transition: point.transition)
                    let theirs = every.evaluate(rules: point.handler, progress: point.progress, transition: point.transition)
                    #expect(mine.direction == theirs.direction && mine.duration == theirs.duration, "\(trace.name) \(base.name)")
                    let compared = coalesced.thresholdComparison(rules: point.handler, progress: point.progress, transition: point.transition)
                    let everyCompared = every.thresholdComparison(rules: point.handler, progress: point.progress, transition: point.transition)
                    #expect(compared?.progress == everyCompared?.progress && compared?.velocity == everyCompared?.velocity)
                }
                if base.makeHandler(for: trace).changedActionsCoalesce, coalesced.release != nil { coalescedSomewhere = true }
            }
        }
        // The presets whose rules keep running statistics never coalesce; the others do, somewhere.
        let coalesces = preset.makeHandler(for: try Self.traces()[0]).changedActionsCoalesce
        #expect(coalescedSomewhere == coalesces, "\(preset.name)")
    }
}
