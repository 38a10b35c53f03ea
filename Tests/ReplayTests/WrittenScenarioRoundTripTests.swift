import GestureModel
import Testing

@testable import Replay

/// What the tool writes it reads back: every preset with each of its parameters set to values
/// across the parameter's domain (its ends, a small and a large value), written as a scenario file
/// (`--emit-best`, `presets --format json`) and loaded again, gives the same scenario.
@Suite("Scenario files the tool writes")
struct WrittenScenarioRoundTripTests {
    static let values: [Double] = [
        0, 1e-300, 1e-9, 0.001, 0.1 + 0.2, 0.5, 0.9999999999, 1, 2, 10, 45, 180, 3600, 1e6, 1e300, -0.5, -1e-9,
    ]

    @Test("each preset, each parameter, each value its domain takes: written, then read back the same")
    func roundTrip() throws {
        var tried = 0
        for preset in Scenario.presets {
            for parameter in preset.parameters {
                for value in Self.values where parameter.accepts(value) {
                    var scenario = preset
                    guard (try? scenario.set(parameter, to: value)) != nil else { continue }
                    let bytes = Array(JSONWriter.string(scenario.json, pretty: true).utf8)
                    let loaded = Scenario.load(bytes: bytes, file: "s.json")
                    guard case .success(let back) = loaded else {
                        Issue.record("\(preset.name) \(parameter.name)=\(value): written, then refused: \(loaded)")
                        continue
                    }
                    #expect(back.scenario == scenario, "\(preset.name) \(parameter.name)=\(value)")
                    tried += 1
                }
            }
        }
        #expect(tried > 500)
    }
}
