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
        /// The cost per touch sample relative to the baseline cell's, measured round by round.
        var costRelativeToBaseline: Double

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
            // the progress axis, an opening pinch; a sheet watches a pan down.
            // A pager watches a swipe left, toward its next page; a drawer, a swipe in from its edge; a pull, a pan down.
            let corpus: Synthesizer.Kind =
                if let axis = preset.resting?.axis {
                    switch axis {
                    case .sheet: .panDown
                    case .pager: .edgeRight
                    case .item: .panSideways
                    case .drawer: .edgeLeft
                    case .pull: .panDown
                    }
                } else {
                    switch (preset.recognizer, preset.progress) {
                    case (.screenEdgePan, _), (.contentPan, _): .edgeLeft
                    case (.pan, .translation(let mapping)) where mapping.axis == .x: .panSideways
                    case (.drag, .translation(let mapping)) where mapping.axis == .x: .panSideways
                    case (.pan, _), (.drag, _): .panDown
                    case (.pinch, _): .pinchOpen
                    }
                }
            cells.append((corpus, preset, preset.velocity))
        }
        return cells
    }

    /// Rounds of the matrix: each round replays every cell once, so a slow minute of a shared
    /// machine falls on every cell of a round rather than on one cell's every run.
    static let matrixRounds = 5

    /// Replays each cell's corpus; `traces` traces per corpus kind, synthesized once each. A cell's
    /// time is its median over the rounds, and its cost relative to the baseline the median of its
    /// ratio to the baseline's time in the same round.
    static func matrix(traces count: Int) -> [MatrixCell] {
        var parameters = Synthesizer.Parameters()
        parameters.rate = 120
        var corpora: [Synthesizer.Kind: [Trace]] = [:]
        let runs: [(kind: Synthesizer.Kind, scenario: Scenario, traces: [Trace])] = matrixCells.map {
            (kind, preset, velocity) in
            if corpora[kind] == nil {
                let synthesizer = Synthesizer(kind: kind, parameters: parameters)
                corpora[kind] = (0..<count).compactMap { try? synthesizer.trace(index: $0, seed: 2026).trace }
            }
            var scenario = preset
            scenario.velocity = velocity
            return (kind, scenario, corpora[kind] ?? [])
        }
        let clock = ContinuousClock()
        var times = Array(repeating: [Double](), count: runs.count)
        for _ in 0..<matrixRounds {
            for (index, run) in runs.enumerated() {
                var decided = 0
                times[index].append(
                    seconds(
                        clock.measure {
                            for trace in run.traces where Replayer.replay(trace, scenario: run.scenario).decision != nil
                            {
                                decided += 1
                            }
                        }))
            }
        }
        func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
        let touchSamples = runs.map { $0.traces.reduce(0) { $0 + $1.touchSamples.count } }
        return runs.indices.map { index in
            let run = runs[index]
            // Time per touch sample over the baseline's, in each round.
            let ratios = zip(times[index], times[0]).map {
                ($0 / Double(touchSamples[index])) / ($1 / Double(touchSamples[0]))
            }
            return MatrixCell(
                corpus: run.kind, preset: matrixCells[index].1.name, velocity: run.scenario.velocity,
                touchSamples: touchSamples[index], seconds: median(times[index]), costRelativeToBaseline: median(ratios)
            )
        }
    }

    /// One line per cell: samples per second and the cost per touch sample relative to the first
    /// cell (edge-back under uikit).
    static func matrixLines(_ cells: [MatrixCell]) -> [String] {
        guard let baseline = cells.first else { return [] }
        let width = cells.map(\.name.count).max() ?? 0
        return [
            "matrix     one full replay of each trace, one core, median of \(matrixRounds) rounds; cost per touch sample relative to \(baseline.name) in the same round"
        ]
            + cells.map { cell in
                "           \(cell.name.padding(toLength: width, withPad: " ", startingAt: 0))  \(cell.corpus.rawValue.padding(toLength: 12, withPad: " ", startingAt: 0)) \(fixed(cell.samplesPerSecond / 1e6, 2)) M touch samples/s  ×\(fixed(cell.costRelativeToBaseline, 2))"
            }
    }

    static func matrixJSON(_ cells: [MatrixCell]) -> JSONValue {
        .array(
            cells.map { cell in
                .object([
                    "corpus": .string(cell.corpus.rawValue), "preset": .string(cell.preset),
                    "velocity": .string(cell.velocity.rawValue),
                    "touchSamples": .number(Double(cell.touchSamples)), "seconds": .number(cell.seconds),
                    "touchSamplesPerSecond": .number(cell.samplesPerSecond.rounded()),
                    "costRelativeToBaseline": .number((cell.costRelativeToBaseline * 1000).rounded() / 1000),
                ])
            })
    }
}
