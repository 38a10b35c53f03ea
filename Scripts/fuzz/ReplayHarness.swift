// libFuzzer harness 2: decode, then replay under every preset, with the text and JSON reports,
// the plots, the regression check and its JUnit file. Properties that must hold for every valid
// trace: progress stays in [0, 1], a replay is byte-identical when repeated, the JSON report
// parses, and no plot coordinate is nan or infinite.
import GestureModel
import Interaction
import Replay

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOne(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard case .success(let loaded) = TraceDecoder.decode(bytes, file: "fuzz.json") else { return 0 }
    let trace = loaded.trace
    for scenario in Scenario.presets {
        let report = Replayer.replay(trace, scenario: scenario)
        for sample in report.progress where !(sample.percentComplete >= 0 && sample.percentComplete <= 1) {
            fatalError("\(scenario.name): percentComplete \(sample.percentComplete) outside [0, 1]")
        }
        let text = report.text
        let json = JSONWriter.string(report.json)
        guard (try? JSONParser.parse(json)) != nil else {
            fatalError("\(scenario.name): the JSON report does not parse")
        }
        let again = Replayer.replay(trace, scenario: scenario)
        guard again.text == text, JSONWriter.string(again.json) == json else {
            fatalError("\(scenario.name): a replay differs when repeated")
        }
        let svg = ProgressPlot.svg(report)
        if svg.contains("=\"nan") || svg.contains("=\"-nan") || svg.contains("inf\"") {
            fatalError("\(scenario.name): a plot coordinate is not finite")
        }
    }
    _ = ProgressPlot.svg(comparison: Comparison(trace: trace, scenarios: Scenario.presets))
    if trace.observed != nil,
        let fidelity = FidelityCheck.check(
            trace, file: "fuzz.json", scenario: .edgeBack, tolerances: FidelityTolerances())
    {
        _ = FidelitySummary(traces: [fidelity], tolerances: FidelityTolerances()).text
        _ = FidelityPlot.svg(fidelity)
    }
    if case .success(let cases) = RegressionCheck.check(trace, file: "fuzz.json") {
        _ = JUnitReport.xml(for: cases)
    }
    // check --robust's perturbations, at the fastest rate it takes for traces of a few events
    // (the rate multiplies the work): a resampled trace holds at most 2 × 1 s × 2000 grid moves
    // per recorded event (Perturbation.fastestRate, Trace.restGap).
    let rates = trace.eventTimes.count <= 4 ? [30, Perturbation.fastestRate] : [30]
    for perturbation in Perturbation.defaults(rates: rates) {
        guard let perturbed = perturbation.apply(to: trace) else { continue }
        if perturbed.eventTimes.count > (trace.eventTimes.count + 1) * (2 * 2000 + 1) {
            fatalError("\(perturbation) made \(perturbed.eventTimes.count) events of \(trace.eventTimes.count)")
        }
        _ = Replayer.replay(perturbed, scenario: .edgeBack).text
    }
    return 0
}
