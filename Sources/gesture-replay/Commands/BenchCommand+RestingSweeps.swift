import GestureModel
import Interaction
import Replay

/// The benchmark's resting sweeps: each resting rule with thresholds swept over a grid of them,
/// on every thread, over a synthesized corpus of the motion its surface follows (a pan down for a
/// sheet, a swipe left for a pager, a swipe in from the left edge for a drawer, a pan down for a pull), the median of three runs.
extension BenchCommand {
    /// One resting rule's sweep.
    struct RestingSweepFigure {
        var preset: String
        var corpus: Synthesizer.Kind
        var grid: String
        var pairs: Int
        var seconds: Double

        var pairsPerSecond: Double { Double(pairs) / seconds }
    }

    /// Each rule's thresholds, a thousand grid points. Flutter's sheet and page have none to tune:
    /// their tolerances follow the screen's density, and their geometry is not a threshold.
    static var restingSweepGrids: [(preset: Scenario, corpus: Synthesizer.Kind, axes: [SweepAxis])] {
        func axis(_ name: String, from: Double, step: Double, count: Int) -> SweepAxis {
            SweepAxis(name: name, values: (0..<count).map { from + step * Double($0) })
        }
        return [
            (
                .androidSheet, .panDown,
                [
                    axis("hideFriction", from: 0.01, step: 0.01, count: 50),
                    axis("significantVelocity", from: 100, step: 100, count: 20),
                ]
            ),
            (
                .composeSheet, .panDown,
                [
                    axis("positionalThreshold", from: 2, step: 2, count: 50),
                    axis("velocityThreshold", from: 25, step: 25, count: 20),
                ]
            ),
            (
                .floatingPanel, .panDown,
                [
                    axis("redirectionalProgress", from: 0.02, step: 0.02, count: 50),
                    axis("momentumProjectionRate", from: 0.98, step: 0.001, count: 20),
                ]
            ),
            (
                .androidViewPager, .edgeRight,
                [
                    axis("minimumFlingVelocity", from: 50, step: 50, count: 50),
                    axis("minimumFlingDistance", from: 5, step: 5, count: 20),
                ]
            ),
            (.androidPagerSnap, .edgeRight, [axis("minimumFlingVelocity", from: 10, step: 10, count: 1000)]),
            (
                .uikitSheet, .panDown,
                [
                    axis("redirectionalProgress", from: 0.02, step: 0.02, count: 50),
                    axis("projectionRate", from: 0.98, step: 0.001, count: 20),
                ]
            ),
            (.uikitPaging, .edgeRight, [axis("flickVelocity", from: 10, step: 10, count: 1000)]),
            (
                .flutterDismissible, .panSideways,
                [
                    axis("dismissThreshold", from: 0.02, step: 0.02, count: 50),
                    axis("minimumFlingVelocity", from: 100, step: 100, count: 20),
                ]
            ),
            (
                .androidItemSwipe, .panSideways,
                [
                    axis("swipeThreshold", from: 0.02, step: 0.02, count: 50),
                    axis("escapeVelocity", from: 50, step: 50, count: 20),
                ]
            ),
            (
                .uikitSwipeActions, .panSideways,
                [
                    axis("fullSwipeShare", from: 0.02, step: 0.02, count: 50),
                    axis("openShare", from: 0.05, step: 0.05, count: 20),
                ]
            ),
            (
                .androidDrawer, .edgeLeft,
                [
                    axis("openThreshold", from: 0.02, step: 0.02, count: 50),
                    axis("minimumFlingVelocity", from: 50, step: 50, count: 20),
                ]
            ),
            (
                .flutterDrawer, .edgeLeft,
                [
                    axis("openThreshold", from: 0.02, step: 0.02, count: 50),
                    axis("minimumFlingVelocity", from: 50, step: 50, count: 20),
                ]
            ),
            (
                .androidSwipeRefresh, .panDown,
                [
                    axis("triggerDistance", from: 4, step: 4, count: 50),
                    axis("dragRate", from: 0.05, step: 0.05, count: 20),
                ]
            ),
            (
                .flutterRefresh, .panDown,
                [
                    axis("dragContainerExtent", from: 0.01, step: 0.01, count: 50),
                    axis("backtrackTolerance", from: 0, step: 0.5, count: 20),
                ]
            ),
            (
                .uikitRefreshControl, .panDown,
                [
                    axis("triggerDistance", from: 4, step: 4, count: 50),
                    axis("dragRate", from: 0.05, step: 0.05, count: 20),
                ]
            ),
        ]
    }

    /// Sweeps each rule's grid over `count` synthesized traces on `threads` threads.
    static func restingSweeps(traces count: Int, threads: Int) -> [RestingSweepFigure] {
        var parameters = Synthesizer.Parameters()
        parameters.rate = 120
        var corpora: [Synthesizer.Kind: [Trace]] = [:]
        let clock = ContinuousClock()
        return restingSweepGrids.compactMap { grid in
            if corpora[grid.corpus] == nil {
                let synthesizer = Synthesizer(kind: grid.corpus, parameters: parameters)
                corpora[grid.corpus] = (0..<count).compactMap { try? synthesizer.trace(index: $0, seed: 2026).trace }
            }
            let traces = corpora[grid.corpus] ?? []
            var swept = false
            let (time, _) = measureThreeTimes(clock) {
                swept =
                    (try? Sweep.run(traces: traces, base: grid.preset, axes: grid.axes, threads: threads).get()) != nil
            }
            guard swept else { return nil }
            let points = grid.axes.reduce(1) { $0 * $1.values.count }
            return RestingSweepFigure(
                preset: grid.preset.name, corpus: grid.corpus,
                grid: grid.axes.map { "\($0.name) × \($0.values.count)" }.joined(separator: ", "),
                pairs: traces.count * points, seconds: seconds(time))
        }
    }

    static func restingSweepLines(_ figures: [RestingSweepFigure], threads: Int) -> [String] {
        guard !figures.isEmpty else { return [] }
        let width = figures.map(\.preset.count).max() ?? 0
        let corpusWidth = figures.map(\.corpus.rawValue.count).max() ?? 0
        return [
            "resting    sweeps over each resting rule's thresholds, \(counted(threads, "thread")), median of 3"
        ]
            + figures.map { figure in
                "           \(figure.preset.padding(toLength: width, withPad: " ", startingAt: 0))  \(figure.corpus.rawValue.padding(toLength: corpusWidth, withPad: " ", startingAt: 0)) \(figure.grid): \(fixed(figure.seconds, 3)) s for \(figure.pairs) pairs = \(fixed(figure.pairsPerSecond / 1e6, 1)) M pairs/s"
            }
    }

    static func restingSweepJSON(_ figures: [RestingSweepFigure]) -> JSONValue {
        .array(
            figures.map { figure in
                .object([
                    "preset": .string(figure.preset), "corpus": .string(figure.corpus.rawValue),
                    "grid": .string(figure.grid), "pairs": .number(Double(figure.pairs)),
                    "seconds": .number(figure.seconds), "pairsPerSecond": .number(figure.pairsPerSecond.rounded()),
                ])
            })
    }
}
