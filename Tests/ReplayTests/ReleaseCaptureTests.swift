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
            traces += try (0..<40).map { try synthesizer.trace(index: $0, seed: 23).trace }
        }
        return traces
    }

    @Test(
        "the same release, transition, decisions and completions on every trace under every preset",
        arguments: Scenario.transitionPresets)
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
                    let mine = coalesced.evaluate(
                        rules: point.handler, progress: point.progress, transition: point.transition)
                    let theirs = every.evaluate(
                        rules: point.handler, progress: point.progress, transition: point.transition)
                    #expect(
                        mine.direction == theirs.direction && mine.duration == theirs.duration,
                        "\(trace.name) \(base.name)")
                    let compared = coalesced.thresholdComparison(
                        rules: point.handler, progress: point.progress, transition: point.transition)
                    let everyCompared = every.thresholdComparison(
                        rules: point.handler, progress: point.progress, transition: point.transition)
                    #expect(
                        compared?.progress == everyCompared?.progress && compared?.velocity == everyCompared?.velocity)
                }
                if base.makeHandler(for: trace).changedActionsCoalesce, coalesced.release != nil {
                    coalescedSomewhere = true
                }
            }
        }
        // The presets whose rules keep running statistics never coalesce; the others do, somewhere.
        let coalesces = preset.makeHandler(for: try Self.traces()[0]).changedActionsCoalesce
        #expect(coalescedSomewhere == coalesces, "\(preset.name)")
    }
}

/// A sweep reads a grid point's completion as values (`ReleaseCapture.completionOutcome`) instead
/// of completing a copy of the controller (`ReleaseCapture.outcome`): the two must agree.
@Suite("Release capture: the completion as values against a completed copy")
struct CompletionOutcomeTests {
    /// Transitions and release speeds that reach every branch: UIKit's T3/T4 with a constant,
    /// `1 − percentComplete` and zero completionSpeed, each preset's own timing, a spring, and a
    /// release speed that sets completionSpeed or the duration (H5, H7).
    static func variants(
        of preset: Scenario
    ) -> [(rules: HandlerRules, transition: PercentDrivenTransition.Configuration)] {
        var found: [(HandlerRules, PercentDrivenTransition.Configuration)] = [(preset.handler, preset.transition)]
        for duration in [0.2, 1.5] {
            let getter = CompletionSpeedOverride("1.5 − percentComplete") { 1.5 - $0.percentComplete }
            for speed: CompletionSpeed in [.constant(0.5), .constant(2), .constant(0), .remaining, .override(getter)] {
                var transition = preset.transition
                transition.duration = duration
                transition.completionSpeed = speed
                found.append((preset.handler, transition))
                var uikit = transition
                uikit.timing = .uikit
                found.append((preset.handler, uikit))
            }
        }
        var spring = preset.transition
        spring.timing = .uikitSpring
        found.append((preset.handler, spring))
        for measure in [ReleaseSpeed.Measure.completionSpeed, .duration] {
            var rules = preset.handler
            rules.releaseSpeed = ReleaseSpeed(
                base: 0.1, perVelocity: 0.001, minimum: 0.2, maximum: 3, direction: nil, measure: measure)
            found.append((rules, preset.transition))
        }
        return found
    }

    @Test(
        "every fixture and synthesized trace under every preset, both directions", arguments: Scenario.transitionPresets
    )
    func valuesMatchCompletedCopy(preset: Scenario) throws {
        var compared = 0
        for trace in try ReleaseCaptureTests.traces() {
            let capture = ReleaseCapture(trace: trace, scenario: preset)
            for (rules, transition) in Self.variants(of: preset) {
                for direction in [PercentDrivenTransition.Direction.finish, .cancel] {
                    let settings = ThresholdLine.Settings(
                        points: [0], thresholds: [rules.threshold], rules: rules, progress: preset.progress,
                        transition: transition)
                    let values = capture.completionOutcome(direction, settings: settings)
                    let completed = capture.outcome(
                        direction, rules: rules, progress: preset.progress, transition: transition)
                    #expect(values.direction == completed.direction, "\(trace.name) \(preset.name)")
                    #expect(
                        values.duration == completed.duration, "\(trace.name) \(preset.name) \(direction) \(transition)"
                    )
                    if completed.duration != nil { compared += 1 }
                }
            }
        }
        #expect(compared > 1000, "\(preset.name)")
    }
}
