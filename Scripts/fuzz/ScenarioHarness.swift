// libFuzzer harness 3: scenario files, and the text of --set and --vary. The first line of the
// input is a scenario file; every further line is tried as NAME=VALUE (as --set) and as
// NAME=FROM:TO:STEP (as --vary). A scenario that loads replays a fixed swipe. Properties: what the
// tool writes of a scenario it reads back as the same scenario; a spring it accepts is one the
// model can follow; a replay's completion lasts a finite time.
import GestureModel
import Interaction
import Replay

let swipe: Trace? = {
    var events: [String] = []
    for index in 0..<12 {
        let phase = index == 0 ? "began" : index == 11 ? "ended" : "moved"
        events.append(
            #"{"t": \#(Double(index) / 60), "touches": [{"id": 1, "phase": "\#(phase)", "x": \#(3 + index * 25), "y": \#(400 + index)}]}"#
        )
    }
    let text =
        #"{"format": "gesture-trace", "version": 1, "screen": {"width": 390, "height": 844}, "events": [\#(events.joined(separator: ","))]}"#
    if case .success(let loaded) = TraceDecoder.decode(Array(text.utf8), file: "swipe.json") { return loaded.trace }
    return nil
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOne(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    guard let head = lines.first else { return 0 }
    var scenario = Scenario.edgeBack
    if case .success(let loaded) = Scenario.load(bytes: head, file: "fuzz-scenario.json") { scenario = loaded.scenario }
    for line in lines.dropFirst() {
        let text = String(decoding: line, as: UTF8.self)
        _ = CompletionCurve(parsing: text)
        _ = CompletionSpeed(parsing: text)
        if case .success(let axis) = SweepAxis.parse(text) {
            var changed = scenario
            for value in axis.values.prefix(3) { try? changed.set(axis.name, to: value) }
        }
        let parts = text.split(separator: "=", maxSplits: 1)
        if parts.count == 2, let value = Double(parts[1]) { try? scenario.set(String(parts[0]), to: value) }
    }
    _ = scenario.summary
    if let problem = scenario.transition.spring.problem, scenario.transition.timing == .uikitSpring {
        fatalError("an accepted spring the model cannot follow: \(problem)")
    }
    let written = Array(JSONWriter.string(scenario.json, pretty: true).utf8)
    switch Scenario.load(bytes: written, file: "written.json") {
    case .success(let back):
        guard back.scenario == scenario else { fatalError("a written scenario reads back as another") }
    case .failure(let failure):
        fatalError("a written scenario is refused: \(failure)")
    }
    if let swipe {
        let report = Replayer.replay(swipe, scenario: scenario)
        _ = report.text
        _ = JSONWriter.string(report.json)
        if let completion = report.completion, !completion.duration.isFinite {
            fatalError("a completion lasts \(completion.duration) s")
        }
    }
    return 0
}
