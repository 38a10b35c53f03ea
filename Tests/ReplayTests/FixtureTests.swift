import GestureModel
import Interaction
import Testing

@testable import Replay

/// What each fixture was recorded to show, worked out from its motion: the handler's decision,
/// the outcome, the band its release progress lies in, and the diagnostics it must raise.
private struct Expected {
    var decision: PercentDrivenTransition.Direction?
    var outcome: ReplayReport.Outcome
    var releaseProgress: ClosedRange<Double>?
    var diagnostics: [DiagnosticCode] = []
}

private let expectations: [String: Expected] = [
    // Edge swipes under edge-back. 250 pt − 10 pt of hysteresis over 390 pt ≈ 0.615.
    "left-slow-drag-finish": Expected(decision: .finish, outcome: .finished, releaseProgress: 0.60 ... 0.63),
    // 105 − 10 = 95 pt → 0.244.
    "left-short-drag-cancel": Expected(decision: .cancel, outcome: .cancelled, releaseProgress: 0.23 ... 0.26),
    // Out 245 pt, back 150: 95 − 10 = 85 pt → 0.218.
    "left-past-half-then-back-cancel": Expected(decision: .cancel, outcome: .cancelled, releaseProgress: 0.20 ... 0.23),
    // Starts 30 pt in: E2 fails it at touch-down.
    "left-starts-outside-edge-region": Expected(decision: nil, outcome: .noTransition, releaseProgress: nil),
    // 244 − 10 = 234 pt → 0.600, cancelled by the system; edge-back finishes on cancelled too.
    "left-system-cancel-at-0.6": Expected(decision: .finish, outcome: .finished, releaseProgress: 0.59 ... 0.61),
    // Inline scenario: the right edge. 255 − 10 = 245 pt → 0.628.
    "right-edge-swipe-finish": Expected(decision: .finish, outcome: .finished, releaseProgress: 0.61 ... 0.64),
    // Inline scenario: the bottom edge. 520 − 10 = 510 pt of 844 → 0.604.
    "bottom-edge-swipe-finish": Expected(decision: .finish, outcome: .finished, releaseProgress: 0.59 ... 0.62),
    "left-recording-stops-finger-down": Expected(
        decision: nil, outcome: .incomplete, releaseProgress: nil, diagnostics: [.recordingEndedWithTouchDown]),
    // 110 − 10 = 100 pt → 0.256, however fast.
    "left-quick-flick-cancel": Expected(decision: .cancel, outcome: .cancelled, releaseProgress: 0.24 ... 0.27),

    // Pinches under book-pinch: B = 100 + 8, progress (400/108 − 1)/5 = 0.541.
    "pinch-open-past-half": Expected(decision: .finish, outcome: .finished, releaseProgress: 0.53 ... 0.55),
    // (220/108 − 1)/5 = 0.207; book-pinch finishes on every release.
    "pinch-open-short": Expected(decision: .finish, outcome: .finished, releaseProgress: 0.20 ... 0.22),
    // B = 300 − 8 = 292: 1 − 120/292 = 0.589.
    "pinch-close": Expected(decision: .finish, outcome: .finished, releaseProgress: 0.58 ... 0.60),
    // Frozen at (300/108 − 1)/5 = 0.356 while one finger moves alone; that finger lifts 58 ms after the last update.
    "pinch-one-finger-lifts-then-other": Expected(
        decision: .finish, outcome: .finished, releaseProgress: 0.35 ... 0.36, diagnostics: [.staleVelocity]),
    // 250 pt apart = (250/108 − 1)/5 = 0.263 when a finger lifts; the re-landed pair spreads 50 pt more.
    "pinch-finger-lifts-and-lands-again": Expected(decision: .finish, outcome: .finished, releaseProgress: 0.37 ... 0.39),
    // (260/108 − 1)/5 = 0.281, then cancelled: book-pinch does nothing, so it is stuck.
    "pinch-cancelled": Expected(decision: nil, outcome: .stuck, releaseProgress: 0.27 ... 0.29, diagnostics: [.stuckTransition]),

    // Pans. Swipe-dismiss: (380 − 10) / 422 = 0.877.
    "swipe-dismiss-finish": Expected(decision: .finish, outcome: .finished, releaseProgress: 0.86 ... 0.89),
    // (150 − 10) / 422 = 0.332.
    "swipe-dismiss-cancel": Expected(decision: .cancel, outcome: .cancelled, releaseProgress: 0.32 ... 0.34),
    // (300 − 10) / 422 = 0.687, cancelled: always cancel, lasting 0.687 × 1.5 / 0.313 = 3.3 s.
    "swipe-dismiss-system-cancel": Expected(
        decision: .cancel, outcome: .cancelled, releaseProgress: 0.68 ... 0.70, diagnostics: [.longCompletion]),
    // Swipe-back: (160 − 10) / 195 = 0.769.
    "swipe-back-finish": Expected(decision: .finish, outcome: .finished, releaseProgress: 0.76 ... 0.78),
    // (70 − 10) / 195 = 0.308.
    "swipe-back-cancel": Expected(decision: .cancel, outcome: .cancelled, releaseProgress: 0.30 ... 0.32),
]

private func replay(_ fixture: Fixture) throws -> ReplayReport {
    Replayer.replay(fixture.trace, scenario: try fixture.scenario())
}

@Suite("Fixtures")
struct FixtureTests {
    @Test("the Fixtures folder holds every expected trace, each with a name, a label and a description")
    func fixturesExist() {
        #expect(Fixture.all.count >= 20)
        #expect(Fixture.all.filter { $0.group == "edge" }.count >= 8)
        #expect(Set(Fixture.all.map(\.trace.name)) == Set(expectations.keys))
        for fixture in Fixture.all {
            #expect(fixture.trace.label != nil, "\(fixture.trace.name) has no label")
            guard case .object(let meta) = fixture.trace.meta, case .string(let description) = meta["description"] else {
                Issue.record("\(fixture.trace.name) has no meta.description")
                continue
            }
            #expect(!description.isEmpty)
            #expect(fixture.trace.screen.refreshRate == 120)
        }
    }

    @Test("each fixture replays to its expected decision, outcome and diagnostics", arguments: Fixture.all)
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
        #expect(report.diagnostics.map(\.code) == expected.diagnostics)
    }

    @Test("the readable account explains the decision in numbers", arguments: Fixture.all)
    func accountExplainsDecision(fixture: Fixture) throws {
        let report = try replay(fixture)
        let text = report.text
        if let release = report.release {
            #expect(text.contains("decision   \(release.decision.reason)"))
            if release.decision.threshold != nil {
                #expect(text.contains(release.decision.direction == .finish ? "> threshold" : "≤ threshold"))
            }
            if let direction = release.decision.direction {
                #expect(text.contains("completion \(direction.rawValue) from"))
            }
        } else {
            #expect(text.contains("decision   none"))
        }
        #expect(text.contains("outcome    \(report.outcome.rawValue)"))
    }

    @Test("G1: every recognizer change is allowed; progress stays in [0, 1]; completions end where they should", arguments: Fixture.all)
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

    @Test("replays are deterministic: the same input gives byte-identical JSON", arguments: Fixture.all)
    func deterministic(fixture: Fixture) throws {
        let first = JSONWriter.string(try replay(fixture).json)
        let second = JSONWriter.string(try replay(fixture).json)
        #expect(first == second)
    }
}
