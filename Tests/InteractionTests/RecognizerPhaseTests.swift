import Testing

@testable import Interaction

@Suite("Recognizer lifecycle (G1, G3)")
struct RecognizerPhaseTests {
    @Test("G1: exactly the continuous recognizer's transitions are allowed")
    func allowedTransitions() {
        let allowed = RecognizerPhase.allowedTransitions.map(\.description).sorted()
        #expect(
            allowed == [
                "began → cancelled", "began → changed", "began → ended", "changed → cancelled", "changed → changed",
                "changed → ended", "possible → began", "possible → failed",
            ])
    }

    @Test(
        "G1: anything else is refused; G3: terminal states reset to possible",
        arguments: [
            (RecognizerPhase.possible, RecognizerPhase.changed, false),
            (.possible, .ended, false),
            (.possible, .cancelled, false),
            (.began, .failed, false),
            (.changed, .began, false),
            (.ended, .began, false),
            (.failed, .began, false),
            (.began, .possible, false),
            (.ended, .possible, true),
            (.cancelled, .possible, true),
            (.failed, .possible, true),
            (.changed, .changed, true),
        ])
    func isAllowed(from: RecognizerPhase, to: RecognizerPhase, allowed: Bool) {
        #expect(RecognizerPhase.isAllowed(from: from, to: to) == allowed)
    }

    @Test("isAllowed answers all 36 pairs as the two sets do: 8 transitions and 3 resets")
    func everyPair() {
        var allowed: [String] = []
        for from in RecognizerPhase.allCases {
            for to in RecognizerPhase.allCases {
                let transition = RecognizerPhase.Transition(from: from, to: to)
                let inSets =
                    RecognizerPhase.allowedTransitions.contains(transition)
                    || RecognizerPhase.resets.contains(transition)
                #expect(RecognizerPhase.isAllowed(from: from, to: to) == inSets, "\(transition)")
                if RecognizerPhase.isAllowed(from: from, to: to) { allowed.append(transition.description) }
            }
        }
        #expect(allowed.count == 11)
        #expect(allowed.contains("failed → possible") && !allowed.contains("possible → possible"))
    }
}
