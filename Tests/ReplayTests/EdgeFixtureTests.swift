import GestureModel
import Interaction
import Testing

@testable import Replay

/// What each edge fixture was recorded to show, worked out from its motion: the edge it swipes
/// from, the seed handler's decision and the outcome, and the band its release progress lies in.
private struct Expected {
    var edge: ScreenEdge
    var decision: PercentDrivenTransition.Direction?
    var outcome: ReplayReport.Outcome
    var releaseProgress: ClosedRange<Double>?
}

private let expectations: [String: Expected] = [
    // 250 pt − 10 pt of hysteresis over 390 pt ≈ 0.615.
    "left-slow-drag-finish": Expected(edge: .left, decision: .finish, outcome: .finished, releaseProgress: 0.60 ... 0.63),
    // 105 − 10 = 95 pt → 0.244.
    "left-short-drag-cancel": Expected(edge: .left, decision: .cancel, outcome: .cancelled, releaseProgress: 0.23 ... 0.26),
    // Out 245 pt, back 150: 95 − 10 = 85 pt → 0.218.
    "left-past-half-then-back-cancel": Expected(edge: .left, decision: .cancel, outcome: .cancelled, releaseProgress: 0.20 ... 0.23),
    // Starts 30 pt in: E2 fails it at touch-down.
    "left-starts-outside-edge-region": Expected(edge: .left, decision: nil, outcome: .noTransition, releaseProgress: nil),
    // 244 − 10 = 234 pt → 0.600, cancelled by the system; the seed handler finishes on cancelled too.
    "left-system-cancel-at-0.6": Expected(edge: .left, decision: .finish, outcome: .finished, releaseProgress: 0.59 ... 0.61),
    // 255 − 10 = 245 pt → 0.628.
    "right-edge-swipe-finish": Expected(edge: .right, decision: .finish, outcome: .finished, releaseProgress: 0.61 ... 0.64),
    // 520 − 10 = 510 pt of 844 → 0.604.
    "bottom-edge-swipe-finish": Expected(edge: .bottom, decision: .finish, outcome: .finished, releaseProgress: 0.59 ... 0.62),
    "left-recording-stops-finger-down": Expected(edge: .left, decision: nil, outcome: .incomplete, releaseProgress: nil),
    // 110 − 10 = 100 pt → 0.256, however fast.
    "left-quick-flick-cancel": Expected(edge: .left, decision: .cancel, outcome: .cancelled, releaseProgress: 0.24 ... 0.27),
]

private func replay(_ fixture: Fixture) throws -> ReplayReport {
    let expected = try #require(expectations[fixture.trace.name], "no expectation for fixture \(fixture.trace.name)")
    var scenario = Scenario.edgeBack
    scenario.edge = expected.edge
    return Replayer.replay(fixture.trace, scenario: scenario)
}

@Suite("Edge fixtures under the seed handler")
struct EdgeFixtureTests {
    @Test("the Fixtures/edge folder holds at least 8 traces, each with a name, a label and a description, and each expected")
    func fixturesExist() {
        #expect(Fixture.edge.count >= 8)
        #expect(Set(Fixture.edge.map(\.trace.name)) == Set(expectations.keys))
        for fixture in Fixture.edge {
            #expect(fixture.trace.label != nil, "\(fixture.trace.name) has no label")
            guard case .object(let meta) = fixture.trace.meta, case .string(let description) = meta["description"] else {
                Issue.record("\(fixture.trace.name) has no meta.description")
                continue
            }
            #expect(!description.isEmpty)
            #expect(fixture.trace.screen.refreshRate == 120)
        }
    }

    @Test("each fixture replays to its expected decision and outcome", arguments: Fixture.edge)
    func decisionAndOutcome(fixture: Fixture) throws {
        let expected = try #require(expectations[fixture.trace.name])
        let report = try replay(fixture)
        #expect(report.decision == expected.decision)
        #expect(report.outcome == expected.outcome)
        if let band = expected.releaseProgress {
            let progress = try #require(report.release?.decision.progress)
            #expect(band.contains(progress), "release progress \(progress)")
        } else {
            #expect(report.release == nil)
        }
    }

    @Test("the readable account explains the decision in numbers", arguments: Fixture.edge)
    func accountExplainsDecision(fixture: Fixture) throws {
        let report = try replay(fixture)
        let text = report.text
        if let release = report.release {
            #expect(text.contains("decision   \(release.decision.reason)"))
            #expect(text.contains(release.decision.direction == .finish ? "> threshold" : "≤ threshold"))
            #expect(text.contains("completion \(release.decision.direction.rawValue) from"))
        } else {
            #expect(text.contains("decision   none"))
        }
        #expect(text.contains("outcome    \(report.outcome.rawValue)"))
    }

    @Test("G1: every recognizer change in every fixture is allowed; progress stays in [0, 1]", arguments: Fixture.edge)
    func invariants(fixture: Fixture) throws {
        let report = try replay(fixture)
        for (previous, next) in zip(report.recognizer, report.recognizer.dropFirst()) {
            #expect(RecognizerPhase.isAllowed(from: previous.phase, to: next.phase), "\(previous.phase) → \(next.phase)")
        }
        #expect(!report.diagnostics.contains { $0.code == .illegalRecognizerTransition })
        #expect(report.progress.allSatisfy { (0 ... 1).contains($0.percentComplete) })
        #expect(zip(report.progress, report.progress.dropFirst()).allSatisfy { $0.time <= $1.time })
        if let completion = report.completion {
            #expect(report.progress.last?.percentComplete == completion.toPercent)
            #expect(report.progress.last?.time == completion.endTime)
        }
    }

    @Test("replays are deterministic: the same input gives byte-identical JSON", arguments: Fixture.edge)
    func deterministic(fixture: Fixture) throws {
        let first = JSONWriter.string(try replay(fixture).json)
        let second = JSONWriter.string(try replay(fixture).json)
        #expect(first == second)
    }
}
