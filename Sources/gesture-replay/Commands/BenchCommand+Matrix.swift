import GestureModel
import Interaction
import Replay

/// The benchmark's matrix: every preset under its own velocity strategy, and edge-back under every
/// strategy, each over a synthesized corpus of the motion its recognizer watches; one full replay
/// of each trace on one core, the median of three. Every cell is compared with edge-back under
/// `uikit`, measured in the same run.
extension BenchCommand {
    /// One cell of the matrix.
    struct MatrixCell {
        var corpus: Synthesizer.Kind
        var preset: String
        var velocity: VelocityStrategy
        var touchSamples: Int
        var seconds: Double

        var samplesPerSecond: Double { Double(touchSamples) / seconds }
        var name: String { "\(preset)/\(velocity.rawValue)" }
    }

    /// The cells: (corpus, preset, velocity strategy), the baseline first.
    static var matrixCells: [(Synthesizer.Kind, Scenario, VelocityStrategy)] {
        var cells: [(Synthesizer.Kind, Scenario, VelocityStrategy)] = VelocityStrategy.allCases.map {
            (.edgeLeft, .edgeBack, $0)
        }
        for preset in Scenario.presets where preset.name != Scenario.edgeBack.name {
            // The motion the preset's recognizer and progress watch: a left-edge swipe, a pan along
            // the progress axis, an opening pinch.
            let corpus: Synthesizer.Kind =
                switch (preset.recognizer, preset.progress) {
                case (.screenEdgePan, _), (.contentPan, _): .edgeLeft
                case (.pan, .translation(let mapping)) where mapping.axis == .x: .panSideways
                case (.drag, .translation(let mapping)) where mapping.axis == .x: .panSideways
                case (.pan, _), (.drag, _): .panDown
                case (.pinch, _): .pinchOpen
                }
            cells.append((corpus, preset, preset.velocity))
        }
        return cells
    }

    /// Replays each cell's corpus; `traces` traces per corpus kind, synthesized once each.
    static func matrix(traces count: Int) -> [MatrixCell] {
        var corpora: [Synthesizer.Kind: [Trace]] = [:]
        var parameters = Synthesizer.Parameters()
        parameters.rate = 120
        let clock = ContinuousClock()
        var cells: [MatrixCell] = []
        for (kind, preset, velocity) in matrixCells {
            if corpora[kind] == nil {
                let synthesizer = Synthesizer(kind: kind, parameters: parameters)
                corpora[kind] = (0..<count).compactMap { try? synthesizer.trace(index: $0, seed: 2026).trace }
            }
            let traces = corpora[kind] ?? []
            var scenario = preset
            scenario.velocity = velocity
            var decided = 0
            let time = measureThreeTimes(clock) {
                decided = 0
                for trace in traces where Replayer.replay(trace, scenario: scenario).decision != nil { decided += 1 }
            }.median
            let samples = traces.reduce(0) { $0 + $1.touchSamples.count }
            cells.append(
                MatrixCell(
                    corpus: kind, preset: preset.name, velocity: velocity, touchSamples: samples, seconds: seconds(time)
                ))
        }
        return cells
    }

    /// One line per cell: samples per second and the cost per touch sample relative to the first
    /// cell (edge-back under uikit).
    static func matrixLines(_ cells: [MatrixCell]) -> [String] {
        guard let baseline = cells.first else { return [] }
        let width = cells.map(\.name.count).max() ?? 0
        return [
            "matrix     one full replay of each trace, one core, median of 3; cost per touch sample relative to \(baseline.name)"
        ]
            + cells.map { cell in
                "           \(cell.name.padding(toLength: width, withPad: " ", startingAt: 0))  \(cell.corpus.rawValue.padding(toLength: 12, withPad: " ", startingAt: 0)) \(fixed(cell.samplesPerSecond / 1e6, 2)) M touch samples/s  ×\(fixed(baseline.samplesPerSecond / cell.samplesPerSecond, 2))"
            }
    }

    static func matrixJSON(_ cells: [MatrixCell]) -> JSONValue {
        guard let baseline = cells.first else { return .array([]) }
        return .array(
            cells.map { cell in
                .object([
                    "corpus": .string(cell.corpus.rawValue), "preset": .string(cell.preset),
                    "velocity": .string(cell.velocity.rawValue),
                    "touchSamples": .number(Double(cell.touchSamples)), "seconds": .number(cell.seconds),
                    "touchSamplesPerSecond": .number(cell.samplesPerSecond.rounded()),
                    "costRelativeToBaseline": .number(
                        (baseline.samplesPerSecond / cell.samplesPerSecond * 1000).rounded() / 1000),
                ])
            })
    }
}
