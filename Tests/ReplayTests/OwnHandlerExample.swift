// docs/handler-code.md example begins
import Foundation
import GestureModel
import Interaction
import Replay
import Testing

/// The sheet's dismiss handler, shared by the app and its tests: a pan down by half the sheet's
/// height dismisses it; a system cancel never does. Decided at the release, completionSpeed 1.
struct SheetDismissHandler: GestureHandler {
    /// The progress past which a release dismisses: what a sweep varies.
    var threshold = 0.5

    mutating func handle(_ gesture: inout Gesture, transition: inout some PercentDrivenInteraction) {
        let progress = min(max(gesture.translation.dy / (gesture.bounds.height / 2), 0), 1)
        switch gesture.state {
        case .began:
            transition.start()
        case .changed:
            transition.update(progress)
        case .ended:
            if progress > threshold {
                transition.finish(decidedAt: progress, threshold: threshold)
            } else {
                transition.cancel(decidedAt: progress, threshold: threshold)
            }
        case .cancelled:
            transition.cancel(decidedAt: progress)
        default:
            break
        }
    }
}

/// What the app configures around the handler: a pan on the sheet, a 1.5 s dismiss animation.
let sheetDismissal = ReplaySetup(recognizer: .pan(PanParameters()), transition: .init(duration: 1.5))

/// The recordings bundled with the test target: `resources: [.copy("Recordings")]`.
let recordings = Bundle.module.url(forResource: "Recordings", withExtension: nil)?.path ?? "Recordings"

@Test("each recording does what its expect block says", arguments: try RecordedFixture.all(in: recordings))
func sheetDismissal(_ recording: RecordedFixture) {
    let failures = recording.failures(setup: sheetDismissal, handler: SheetDismissHandler())
    #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
}
// docs/handler-code.md example ends
