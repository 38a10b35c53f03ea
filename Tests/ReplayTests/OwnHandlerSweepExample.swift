// docs/handler-code.md sweep example begins
import GestureModel
import Interaction
import Replay
import Testing

/// A back swipe as the app sets it up: a screen-edge pan with UIKit's defaults, a 0.35 s pop.
let backSwipe = ReplaySetup(recognizer: .screenEdgePan(ScreenEdgePanParameters()), transition: .init(duration: 0.35))

@Test("the sheet's threshold, swept over its recordings")
func sheetThresholdSweep() throws {
    // Every .json and .jsonl trace of the folder, each with its label.
    let traces = try RecordedFixture.all(in: recordings).map(\.trace)
    // One axis per parameter, each a list of values; the handler reads them by name.
    let axes = [SweepAxis(name: "threshold", values: [0.2, 0.35, 0.5, 0.65])]
    let result = try Sweep.run(traces: traces, name: "sheet-dismiss", axes: axes, threads: 2) { point in
        (sheetDismissal, SheetDismissHandler(threshold: point["threshold"] ?? 0.5))
    }.get()
    print(result.text)
    // Two recordings end with the finger lifted past 0: at 0.331 and 0.876 of half the height;
    // the others move up or are cancelled by the system, which never dismisses.
    #expect(result.counts.map(\.finished) == [2, 1, 1, 1])
}
// docs/handler-code.md sweep example ends
