import GestureModel
import Interaction

/// A resting scenario's sweep: each trace's drag runs once per distinct drag among the grid points
/// (`RestingDrag`, with the recognizer and its velocity), stopped at the first release; every grid
/// point then hands that release to its own rule (`RestingSurface.decide`), the call a replay
/// makes. A trace with a touch after its first release, which a settle may grab, is replayed whole
/// at each point instead. Counted against each trace's `rest`: a confusion of meant and rested places.
extension Sweep {
    /// The places a resting sweep counts: every grid point's, in the order the first point that
    /// has each gives them (along the axis); nil when a point drives a transition.
    public static func restingPlaces(_ scenarios: [Scenario]) -> [String]? {
        var names: [String] = []
        for scenario in scenarios {
            guard let surface = scenario.resting else { return nil }
            for place in surface.places where !names.contains(place.name) { names.append(place.name) }
        }
        return names
    }

    /// The first trace whose `rest` names no place of the grid, as an error naming the trace, the
    /// place and the places there are.
    static func unknownRest(in traces: [Trace], places: [String], preset: String) -> ScenarioParameterError? {
        guard let trace = traces.first(where: { unknownRest($0, places: places, preset: preset) != nil }) else {
            return nil
        }
        return unknownRest(trace, places: places, preset: preset).map {
            ScenarioParameterError(message: "\(trace.name.escapingControls): \($0)")
        }
    }

    /// Why `trace`'s `rest` names no place of the grid (`restingPlaces`), with the places there
    /// are; nil when it names one or the trace has none.
    public static func unknownRest(_ trace: Trace, places: [String], preset: String) -> String? {
        guard let rest = trace.rest, !places.contains(rest) else { return nil }
        return
            "rest \"\(rest.escapingControls)\" names no place of \(preset.escapingControls) (\(places.joined(separator: ", "))): the trace's \"rest\" is where it was meant to come to rest"
    }

    /// Every grid point's confusion of meant and rested places over `traces`, and how many traces
    /// no point's recognizer began on. `places` is `restingPlaces(scenarios)`.
    static func sweepRestingPlaces(
        traces: [Trace], scenarios: [Scenario], places: [String], threads: Int,
        progress: (@Sendable (Int) -> Void)?
    ) -> (confusions: [PlaceConfusion], unseen: Int) {
        let groups = Self.groups(of: scenarios, by: RestingPhase.init)
        let width = places.count + 1
        let cellsPerPoint = width * width
        let pointCount = scenarios.count
        // Each point's places, made once, and their columns among the sweep's.
        let pointPlaces = scenarios.map { $0.resting?.places ?? [] }
        let columns = pointPlaces.map { own in own.map { places.firstIndex(of: $0.name) } }
        let partials = forEachChunk(
            count: traces.count, threads: threads, progress: progress,
            makePartial: { RestPartial(cells: [Int](repeating: 0, count: pointCount * cellsPerPoint)) },
            body: { partial, range in
                // A chunk's releases, by screen scale and drag group, each with its trace's meant
                // place: every point then decides all of its group's at once.
                var batches: [Double: (meant: [[Int]], releases: [[RestRelease]])] = [:]
                for traceIndex in range {
                    let trace = traces[traceIndex]
                    let captures = groups.map { RestCapture(trace: trace, scenario: scenarios[$0[0]]) }
                    guard captures.contains(where: \.recognizerBegan) else {
                        partial.unseen += 1
                        continue
                    }
                    let meant = trace.rest.flatMap { places.firstIndex(of: $0) } ?? places.count
                    for (group, capture) in captures.enumerated() {
                        if capture.decidesLater {
                            for point in groups[group] {
                                let rested = Replayer.replay(trace, scenario: scenarios[point]).resting?.last.flatMap {
                                    places.firstIndex(of: $0.decision.place.name)
                                }
                                partial.cells[point * cellsPerPoint + meant * width + (rested ?? places.count)] += 1
                            }
                        } else if let release = capture.release {
                            let scale = trace.screen.scale ?? 1
                            if batches[scale] == nil {
                                batches[scale] = (groups.map { _ in [] }, groups.map { _ in [] })
                            }
                            batches[scale]?.meant[group].append(meant)
                            batches[scale]?.releases[group].append(release)
                        } else {
                            for point in groups[group] {
                                partial.cells[point * cellsPerPoint + meant * width + places.count] += 1
                            }
                        }
                    }
                }
                for (scale, batch) in batches {
                    let surfaces = partial.surfaces(on: scale, of: scenarios)
                    for (group, members) in groups.enumerated() where !batch.releases[group].isEmpty {
                        let meant = batch.meant[group]
                        for point in members {
                            let own = pointPlaces[point]
                            let base = point * cellsPerPoint
                            surfaces[point].forEachPlace(after: batch.releases[group], among: own) {
                                index, place in
                                var column = places.count
                                for candidate in own.indices
                                where own[candidate].offset == place.offset && own[candidate].name == place.name {
                                    column = columns[point][candidate] ?? places.count
                                    break
                                }
                                partial.cells[base + meant[index] * width + column] += 1
                            }
                        }
                    }
                }
            })
        var confusions: [PlaceConfusion] = []
        confusions.reserveCapacity(pointCount)
        for point in 0..<pointCount {
            var confusion = PlaceConfusion(placeCount: places.count)
            for partial in partials {
                for cell in 0..<cellsPerPoint {
                    confusion.add(partial.cells[point * cellsPerPoint + cell], atCell: cell)
                }
            }
            confusions.append(confusion)
        }
        return (confusions, partials.reduce(0) { $0 + $1.unseen })
    }

    /// What shapes a resting replay up to its first release: the recognizer and its velocity, and
    /// what the drag reads of the surface. Two scenarios with the same phase differ only in how the
    /// release is decided and settled.
    struct RestingPhase: Hashable {
        var recognizer: RecognizerConfiguration
        var velocity: VelocityStrategy
        var sampleRate: Double?
        var drag: RestingDrag?

        init(_ scenario: Scenario) {
            recognizer = scenario.recognizer
            velocity = scenario.velocity
            sampleRate = scenario.sampleRate
            drag = scenario.resting?.drag
        }
    }

    /// One worker's confusion cells, every grid point's in turn, and each point's surface on each
    /// screen scale its traces had.
    struct RestPartial {
        var cells: [Int]
        var unseen = 0
        var surfaces: [Double: [RestingSurface]] = [:]

        /// Every point's surface on a screen of `scale` (`restingPlaces` made sure each point has one).
        mutating func surfaces(on scale: Double, of scenarios: [Scenario]) -> [RestingSurface] {
            if let made = surfaces[scale] { return made }
            let made = scenarios.compactMap { $0.resting?.onScreen(scale: scale) }
            surfaces[scale] = made
            return made
        }
    }
}

/// One trace's drag on a resting surface, run once through the replay's own event loop and
/// stopped at the first release: what the release hands the rule (`RestingHandler.release(of:)`).
struct RestCapture {
    /// The first release, as the rule reads it; nil when no gesture ended.
    let release: RestRelease?
    let recognizerBegan: Bool
    /// A touch begins after the first release: a settle may be grabbed, and the release may not be
    /// the last (each point is then replayed whole).
    let decidesLater: Bool

    init(trace: Trace, scenario: Scenario) {
        guard let surface = scenario.resting else {
            (release, recognizerBegan, decidesLater) = (nil, false, false)
            return
        }
        let setup = scenario.setup
        let scale = trace.screen.scale ?? 1
        let handler = RestingHandler(
            surface: surface.onScreen(scale: scale), viewWidth: trace.view.size.width, scale: scale,
            frame: 1 / setup.frameRate(for: trace))
        let (release, time, began) = setup.withRecognizer(for: trace, Drag(setup: setup, handler: handler))
        self.release = release
        recognizerBegan = began
        decidesLater =
            time.map { time in
                trace.events.contains { event in
                    event.time > time && event.touchIndices.contains { event.touch(at: $0).phase == .began }
                }
            } ?? false
    }

    /// The drag on the event loop specialized for the scenario's recognizer.
    private struct Drag: RecognizerBody {
        let setup: ReplaySetup
        let handler: RestingHandler

        consuming func run<Recognizing: ReplayRecognizer>(
            _ recognizer: consuming Recognizing, on trace: Trace
        ) -> (release: RestRelease?, time: Double?, began: Bool) {
            var run = Run(
                trace: trace, setup: setup, recognizer: recognizer, handler: handler,
                mode: .sweepCapture(coalescingChanges: handler.changedActionsCoalesce))
            guard let release = run.runUntilRelease() else {
                return (nil, nil, !run.handler.run.track.isEmpty)
            }
            return (run.handler.release(of: release), release.time, true)
        }
    }
}
