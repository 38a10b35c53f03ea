import GestureModel
import Interaction

/// Threshold tuning over a labelled corpus.
///
/// Efficient by design: the interactive phase (recognizer, progress, the handler's running state)
/// is run once per trace for each distinct `Scenario.InteractivePhase` among the grid points; every
/// grid point then only re-decides the release and its completion time, which is all a release-rule
/// or transition parameter changes.
public enum Sweep {
    /// The scenario at every grid point, or the first parameter that cannot be set.
    public static func scenarios(base: Scenario, axes: [SweepAxis]) -> Result<[Scenario], ScenarioParameterError> {
        if case .failure(let error) = SweepAxis.gridSize(axes) { return .failure(error) }
        let points = SweepAxis.grid(axes)
        // Each axis's parameter found by its name once. Setting a parameter checks again that it
        // applies, and when it does the name would find that same parameter; when it does not,
        // the name is set instead, for the error a name gets.
        // Each a closure made once: the parameter is not copied at every grid point.
        let setters: [(inout Scenario, Double) -> Bool] = axes.map { axis in
            guard let parameter = try? base.parameter(named: axis.name) else { return { _, _ in false } }
            return { scenario, value in (try? scenario.set(parameter, to: value)) != nil }
        }
        // Named axes found once; a preset axis replaces the whole scenario, so it is set first,
        // and the parameters found on the base apply only without one.
        let named = axes.map { axis in axis.labels == nil ? nil : SweepAxis.Named(rawValue: axis.name) }
        let order = axes.indices.sorted { (named[$0] == .preset ? 0 : 1) < (named[$1] == .preset ? 0 : 1) }
        let setsPreset = named.contains(.preset)
        var scenarios: [Scenario] = []
        scenarios.reserveCapacity(points.count)
        for point in points {
            var scenario = base
            for axisIndex in order {
                let value = point[axisIndex]
                if let named = named[axisIndex], let labels = axes[axisIndex].labels {
                    guard let index = Int(exactly: value), labels.indices.contains(index),
                        named.apply(labels[index], to: &scenario)
                    else {
                        return .failure(
                            ScenarioParameterError(message: "--vary \(named.rawValue): no choice at \(value)"))
                    }
                    continue
                }
                do {
                    if !setsPreset, setters[axisIndex](&scenario, value) { continue }
                    try scenario.set(axes[axisIndex].name, to: value)
                } catch {
                    return .failure(
                        ScenarioParameterError(message: "--vary \(axes[axisIndex].name): \(error.message)"))
                }
            }
            scenarios.append(scenario)
        }
        // A grid counts finishes and cancels, or resting places: not both.
        if let resting = scenarios.first(where: { $0.resting != nil }),
            let transition = scenarios.first(where: { $0.resting == nil })
        {
            return .failure(
                ScenarioParameterError(
                    message:
                        "\(resting.name) settles at resting places and \(transition.name) drives a transition: a sweep counts one or the other, so vary presets of one kind"
                ))
        }
        return .success(scenarios)
    }

    /// How a scenario's sweep evaluates its grid.
    public enum Method: Sendable {
        /// Each trace's interactive phase once per group; along each threshold line, one
        /// comparison per bisection step and cumulative sums (`ThresholdLine`). The sweep's path.
        case thresholdLines
        /// Every (trace, grid point) pair decided on its own: the reference the lines are tested against.
        case pointByPoint
    }

    /// Sweeps `traces` over the grid. `threads` workers share the traces in chunks; the result
    /// does not depend on their number. `progress` is told how many traces are done (from any thread).
    /// `closeWithin`: also count, per grid point, the decided releases that a progress change of
    /// at most this much would flip (`SweepCounts.closeCalls`).
    public static func run(
        traces: [Trace], base: Scenario, axes: [SweepAxis], threads: Int, shard: (index: Int, count: Int)? = nil,
        progress: (@Sendable (Int) -> Void)? = nil, closeWithin: Double? = nil
    ) -> Result<SweepResult, ScenarioParameterError> {
        run(
            traces: traces, base: base, axes: axes, threads: threads, shard: shard, progress: progress,
            method: .thresholdLines,
            closeWithin: closeWithin)
    }

    /// A sweep by the method given: the benchmark times the threshold lines against the
    /// point-by-point reference, and the tests compare them.
    public static func run(
        traces: [Trace], base: Scenario, axes: [SweepAxis], threads: Int, shard: (index: Int, count: Int)? = nil,
        progress: (@Sendable (Int) -> Void)? = nil, method: Method, closeWithin: Double? = nil
    ) -> Result<SweepResult, ScenarioParameterError> {
        let scenarios: [Scenario]
        switch Self.scenarios(base: base, axes: axes) {
        case .success(let made): scenarios = made
        case .failure(let error): return .failure(error)
        }
        let points = SweepAxis.grid(axes)
        if let places = restingPlaces(scenarios) {
            if closeWithin != nil {
                return .failure(
                    ScenarioParameterError(
                        message:
                            "--close counts releases a small change of progress would flip; \(base.name) settles at resting places, whose margins are in points and points per second: leave out --close"
                    ))
            }
            if let error = unknownRest(in: traces, places: places, preset: base.name) { return .failure(error) }
            // One path for both methods: each point's own rule decides each capture's release.
            let (confusions, unseen) = sweepRestingPlaces(
                traces: traces, scenarios: scenarios, places: places, threads: threads, progress: progress)
            var result = SweepResult(
                preset: base.name, axes: axes, points: points, counts: confusions.map(SweepCounts.init(summarizing:)),
                traceCount: traces.count, shard: shard)
            result.unseen = unseen
            result.places = places
            result.confusions = confusions
            return .success(result)
        }
        // Grid points that share the interactive phase share one capture per trace.
        let plan = groups(of: scenarios, by: \.interactivePhase)
        var counts: [SweepCounts]
        var unseen = 0
        switch method {
        case .thresholdLines:
            // With a threshold axis, each point's values on the other axes: the points sharing them
            // are on one line.
            let others = axes.indices.filter { axes[$0].name != "threshold" }
            let sameLine = others.count < axes.count ? points.map { point in others.map { point[$0] } } : nil
            (counts, unseen) = sweepLines(
                traces: traces, scenarios: scenarios, groups: plan, sameLine: sameLine, threads: threads,
                progress: progress, closeWithin: closeWithin, keepsHistograms: shard != nil)
        case .pointByPoint:
            // What each grid point changes, taken out once so the inner loop copies no scenario.
            let gridRules = scenarios.map(\.handler)
            let gridProgress = scenarios.map(\.progress)
            let gridTransition = scenarios.map(\.transition)
            (counts, unseen) = accumulate(
                traces: traces, pointCount: scenarios.count, threads: threads, progress: progress
            ) {
                trace, record in
                guard let captures = seenCaptures(trace, groups: plan, scenarios: scenarios) else { return false }
                for (members, capture) in zip(plan, captures) {
                    if capture.decidesLater {
                        for point in members {
                            let replayed = wholeReplay(trace, scenario: scenarios[point], closeWithin: closeWithin)
                            record(point, replayed.outcome, replayed.close)
                        }
                        continue
                    }
                    for point in members {
                        guard let within = closeWithin else {
                            record(
                                point,
                                capture.evaluate(
                                    rules: gridRules[point], progress: gridProgress[point],
                                    transition: gridTransition[point]), false)
                            continue
                        }
                        let evaluated = capture.evaluateWithDecision(
                            rules: gridRules[point], progress: gridProgress[point], transition: gridTransition[point])
                        record(point, evaluated.outcome, ReleaseCapture.isClose(evaluated.decision, within: within))
                    }
                }
                return true
            }
        }
        // The threshold lines reduce each point as they read it out.
        if case .pointByPoint = method { counts = kept(counts, shard: shard) }
        var result = SweepResult(
            preset: base.name, axes: axes, points: points, counts: counts, traceCount: traces.count, shard: shard)
        result.unseen = unseen
        result.closeWithin = closeWithin
        return .success(result)
    }

    /// The grid's points grouped by `key`, each group in grid order, the groups in the order their
    /// first points come. Neighbouring points usually share the key, so a point is compared with
    /// the last one's before any lookup.
    static func groups<Key: Hashable>(of scenarios: [Scenario], by key: (Scenario) -> Key) -> [[Int]] {
        var groups: [[Int]] = []
        var groupIndex: [Key: Int] = [:]
        var last: (key: Key, group: Int)?
        for (index, scenario) in scenarios.enumerated() {
            let key = key(scenario)
            let group: Int
            if let last, last.key == key {
                group = last.group
            } else if let known = groupIndex[key] {
                group = known
            } else {
                group = groups.count
                groupIndex[key] = group
                groups.append([])
            }
            groups[group].append(index)
            last = (key, group)
        }
        return groups
    }

    /// The threshold lines' sweep: per trace, each group's interactive phase once; per line, where
    /// the trace flips and the two outcomes either side (each outcome once per trace and outcome
    /// class); per worker, a `LineTally` per line. Cost: traces × lines × log(points per line),
    /// plus grid points × histogram size to read the counts out.
    static func sweepLines(
        traces: [Trace], scenarios: [Scenario], groups: [[Int]], sameLine: [[Double]]?, threads: Int,
        progress: (@Sendable (Int) -> Void)?, closeWithin: Double? = nil, keepsHistograms: Bool = true
    ) -> (counts: [SweepCounts], unseen: Int) {
        var classes = ThresholdLine.Classes()
        let groupLines = groups.map {
            ThresholdLine.lines(members: $0, scenarios: scenarios, sameLine: sameLine, classes: &classes)
        }
        let lineSizes = groupLines.flatMap { $0.map(\.points.count) }
        let emptyCaches = StepCaches(classes: classes)
        let partials = forEachChunk(
            count: traces.count, threads: threads, progress: progress,
            makePartial: { LinePartial(tallies: lineSizes.map { LineTally(pointCount: $0) }) },
            body: { partial, range in
                var made = emptyCaches
                for traceIndex in range {
                    let trace = traces[traceIndex]
                    guard let captures = seenCaptures(trace, groups: groups, scenarios: scenarios) else {
                        partial.unseen += 1
                        continue
                    }
                    var tally = 0
                    for (capture, lines) in zip(captures, groupLines) {
                        if capture.decidesLater {
                            for lineIndex in lines.indices {
                                for (place, point) in lines[lineIndex].points.enumerated() {
                                    let replayed = wholeReplay(
                                        trace, scenario: scenarios[point], closeWithin: closeWithin)
                                    partial.tallies[tally].add(
                                        replayed.outcome, label: trace.label, close: replayed.close, at: place)
                                }
                                tally += 1
                            }
                            continue
                        }
                        made.clear()
                        // By index: a line is large, and iterating the array would copy each one per trace.
                        for lineIndex in lines.indices {
                            let step = step(capture: capture, line: lines[lineIndex], made: &made)
                            partial.held += partial.tallies[tally].add(step, label: trace.label)
                            if let closeWithin {
                                partial.tallies[tally].addClose(
                                    closeRange(capture: capture, line: lines[lineIndex], within: closeWithin))
                            }
                            tally += 1
                        }
                    }
                }
                if partial.held >= PointPartial.foldLimit { partial.fold() }
            },
            finishPartial: { $0.fold() })
        // Each line's points from the workers' tallies, lines shared among the workers too: the
        // running totals build a histogram per point, work as large as the grid, so every core
        // takes part.
        let lines = groupLines.flatMap { $0 }
        let lineCounts = forEachChunk(
            count: lines.count, threads: threads, progress: nil,
            makePartial: { [(line: Int, counts: [SweepCounts])]() },
            body: { made, range in
                for line in range {
                    var merged = LineTally(pointCount: lines[line].points.count)
                    for partial in partials { merged.add(partial.tallies[line]) }
                    made.append((line, merged.pointCounts(keepingHistograms: keepsHistograms)))
                }
            })
        var totals = [SweepCounts](repeating: SweepCounts(), count: scenarios.count)
        for (line, counts) in lineCounts.joined() {
            for (point, pointCounts) in zip(lines[line].points, counts) { totals[point] = pointCounts }
        }
        return (totals, partials.reduce(0) { $0 + $1.unseen })
    }

    /// Each interactive phase group's capture of `trace`, or nil when the recognizer began in none
    /// of them: a motion the scenario's recognizer cannot see (a pinch under a pan, a swipe from
    /// mid-screen under an edge pan) is left out of the counts and counted apart
    /// (`SweepResult.unseen`), not scored as a trace it failed to decide.
    static func seenCaptures(_ trace: Trace, groups: [[Int]], scenarios: [Scenario]) -> [ReleaseCapture]? {
        let captures = groups.map { ReleaseCapture(trace: trace, scenario: scenarios[$0[0]]) }
        return captures.contains(where: \.recognizerBegan) ? captures : nil
    }

    /// A grid point's outcome from a whole replay: for a trace whose first release may not decide
    /// (`ReleaseCapture.decidesLater`), the transition's outcome is the last gesture's.
    static func wholeReplay(
        _ trace: Trace, scenario: Scenario, closeWithin: Double?
    ) -> (outcome: PointOutcome, close: Bool) {
        let report = Replayer.replay(trace, scenario: scenario)
        let close = closeWithin.map { ReleaseCapture.isClose(report.release?.decision, within: $0) } ?? false
        return ((report.decision, report.completion?.duration), close)
    }

    /// What a trace's steps make once per class and share among the lines of that class: the
    /// comparison at the release (per comparison class), where the trace flips (per decision
    /// class), and the finish and cancel outcomes (per outcome class). Cleared for each trace,
    /// keeping its room.
    struct StepCaches: Sendable {
        var comparisons: ClassCache<ThresholdRule.Release?>
        var finishingCounts: ClassCache<Int>
        var finishes: ClassCache<PointOutcome>
        var cancels: ClassCache<PointOutcome>

        init(classes: ThresholdLine.Classes) {
            comparisons = ClassCache(count: classes.comparison.count)
            finishingCounts = ClassCache(count: classes.decision.count)
            finishes = ClassCache(count: classes.outcome.count)
            cancels = ClassCache(count: classes.outcome.count)
        }

        mutating func clear() {
            comparisons.clear()
            finishingCounts.clear()
            finishes.clear()
            cancels.clear()
        }
    }

    /// One value per class, made by the first line of the class that asks for it.
    struct ClassCache<Value: Sendable>: Sendable {
        private var values: [Value?]

        init(count: Int) {
            values = [Value?](repeating: nil, count: count)
        }

        mutating func clear() {
            for index in values.indices { values[index] = nil }
        }

        @inline(__always)
        mutating func value(for index: Int, making make: () -> Value) -> Value {
            if let known = values[index] { return known }
            let made = make()
            values[index] = made
            return made
        }
    }

    /// Where one trace stands on a line: under the threshold rule, how many of the line's points
    /// finish and the finish and cancel outcomes; under any other rule or response, the one
    /// outcome every point of the line gets. Each is made once per trace and class (`made`).
    @inline(__always)
    static func step(capture: ReleaseCapture, line: ThresholdLine, made: inout StepCaches) -> ThresholdLine.Step {
        let count = line.points.count
        let compared = made.comparisons.value(for: line.comparisonClass) {
            capture.thresholdComparison(
                rules: line.settings.rules, progress: line.settings.progress, transition: line.settings.transition)
        }
        guard let comparison = compared else {
            let same = capture.evaluate(
                rules: line.settings.rules, progress: line.settings.progress, transition: line.settings.transition)
            return ThresholdLine.Step(finishing: count, above: same, below: same)
        }
        let finishing = made.finishingCounts.value(for: line.decisionClass) { line.finishingCount(comparison) }
        // Only the side some point takes is computed.
        let above =
            finishing > 0
            ? made.finishes.value(for: line.outcomeClass) {
                capture.completionOutcome(.finish, settings: line.settings)
            }
            : (nil, nil)
        let below =
            finishing < count
            ? made.cancels.value(for: line.outcomeClass) { capture.completionOutcome(.cancel, settings: line.settings) }
            : (nil, nil)
        return ThresholdLine.Step(finishing: finishing, above: above, below: below)
    }

    /// The points of a line whose decision a progress change of at most `within` flips. Under the
    /// threshold rule, those that finish at p but not at p − within and those that cancel at p but
    /// finish at p + within (progress stays in 0…1): two more searches. Another rule decides every
    /// point alike, and its margin says whether all are close.
    static func closeRange(capture: ReleaseCapture, line: ThresholdLine, within: Double) -> Range<Int> {
        guard
            let comparison = capture.thresholdComparison(
                rules: line.settings.rules, progress: line.settings.progress, transition: line.settings.transition)
        else {
            let decision = capture.evaluateWithDecision(
                rules: line.settings.rules, progress: line.settings.progress, transition: line.settings.transition
            ).decision
            return ReleaseCapture.isClose(decision, within: within) ? 0..<line.points.count : 0..<0
        }
        var lower = comparison
        lower.progress = max(comparison.progress - within, 0)
        var upper = comparison
        upper.progress = min(comparison.progress + within, 1)
        return line.finishingCount(lower)..<line.finishingCount(upper)
    }

    /// Sweeps `traces` through handler code: `makeReplay` builds the setup and the handler for each
    /// grid point from its parameters, and every (trace, grid point) pair is a full replay on the
    /// path `replay` and `check` use. The results have the same types and outputs as a scenario's
    /// sweep; it is slower, since nothing of the interactive phase can be shared between grid points.
    public static func run<Handler: SweptHandler>(
        traces: [Trace], name: String, axes: [SweepAxis], threads: Int, shard: (index: Int, count: Int)? = nil,
        progress: (@Sendable (Int) -> Void)? = nil,
        makeReplay: @escaping @Sendable (SweepPoint) -> (setup: ReplaySetup, handler: Handler)
    ) -> Result<SweepResult, ScenarioParameterError> {
        if case .failure(let error) = SweepAxis.gridSize(axes) { return .failure(error) }
        let points = SweepAxis.grid(axes)
        let names = axes.map(\.name)
        let counts = accumulate(traces: traces, pointCount: points.count, threads: threads, progress: progress) {
            trace, record in
            let reports = points.map { values in
                let made = makeReplay(SweepPoint(names: names, values: values))
                return Replayer.replay(trace, setup: made.setup, handler: made.handler)
            }
            guard reports.contains(where: \.recognizerBegan) else { return false }
            for (index, report) in reports.enumerated() {
                record(index, (report.decision, report.completion?.duration), false)
            }
            return true
        }
        var result = SweepResult(
            preset: name, axes: axes, points: points, counts: kept(counts.counts, shard: shard),
            traceCount: traces.count, shard: shard)
        result.unseen = counts.unseen
        return .success(result)
    }

    /// What a sweep keeps of each grid point: a shard its whole histogram, for `sweep merge` to add
    /// up; any other sweep what its reports read (`SweepCounts.keepingReportedQuantiles`), since a
    /// histogram per point grows with the corpus.
    static func kept(_ counts: [SweepCounts], shard: (index: Int, count: Int)?) -> [SweepCounts] {
        shard == nil ? counts.map { $0.keepingReportedQuantiles() } : counts
    }

    typealias PointOutcome = (direction: PercentDrivenTransition.Direction?, duration: Double?)

    /// A completion duration in whole milliseconds, clamped in floating point first: a scenario's
    /// completion speed near zero makes durations no integer holds, and NaN counts as 0.
    /// Rounded half away from zero, as `rounded()` does, from the whole part and the fraction
    /// (`x − ⌊x⌋` is exact for 0 ≤ x < 2^31), so no call to the C library is made per duration.
    static func wholeMilliseconds(_ seconds: Double) -> Int32 {
        let milliseconds = seconds * 1000
        // NaN and anything rounding to zero or below.
        guard milliseconds >= 0 else { return 0 }
        guard milliseconds < Double(Int32.max) else { return Int32.max }
        let whole = Int32(milliseconds)
        return milliseconds - Double(whole) >= 0.5 ? whole + 1 : whole
    }

    /// The slice `index` (from 1) of `count` that `--shard index/count` processes: every count-th trace.
    public static func shard<T>(_ items: [T], index: Int, count: Int) -> [T] {
        stride(from: index - 1, to: items.count, by: count).map { items[$0] }
    }
}

/// A handler a code sweep runs on every core: its type is handed to the workers, so from Swift 6.2
/// its metatype must be Sendable (every struct's is).
#if compiler(>=6.2)
public typealias SweptHandler = GestureHandler & SendableMetatype
#else
public typealias SweptHandler = GestureHandler
#endif
