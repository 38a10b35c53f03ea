import GestureModel
import Interaction

/// Grid points that differ only in `threshold`, in ascending threshold order.
///
/// Along a line a trace's decision is a step: the threshold rule finishes a release iff its
/// progress is above the threshold (or its velocity forces one answer), so the points below some
/// index finish and the rest cancel; every other rule ignores the threshold and decides the same
/// at every point. A trace is then one comparison per point it could flip at (a binary search),
/// and the line's counts are cumulative sums over where each trace flips, not traces × points.
struct ThresholdLine: Sendable {
    /// What the line's points share, held by reference: a sweep reads a line for every (trace,
    /// line) pair, and a line taken out of its array copies one reference, never its arrays or rules.
    let settings: Settings
    /// Lines with the same progress and transition share their finish and cancel outcomes.
    let outcomeClass: Int
    /// Lines that read a release the same way compare the same at it (`ComparisonKey`): lines
    /// that differ in their velocity threshold, flick or look-ahead, say, share one comparison.
    let comparisonClass: Int
    /// Lines that compare the same, under the same threshold rule, at the same thresholds, flip at
    /// the same place (`DecisionKey`): a grid with no threshold axis is one such class, so a trace
    /// searches its thresholds once, not once per grid point.
    let decisionClass: Int

    /// Grid indices, ascending threshold.
    var points: [Int] { settings.points }
    var thresholds: [Double] { settings.thresholds }

    final class Settings: Sendable {
        /// Grid indices, ascending threshold, and their thresholds.
        let points: [Int]
        let thresholds: [Double]
        /// The line's rules (its first point's; only the threshold differs along it).
        let rules: HandlerRules
        let progress: ProgressMapping
        let transition: PercentDrivenTransition.Configuration
        /// The rules' threshold rule, its threshold set per point by the search.
        let thresholdRule: ThresholdRule
        /// The completion, when the release's motion does not change it: each grid point reads
        /// its duration from this, copying no transition configuration.
        let motionFreeCompletion: TransitionHandler.MotionFreeCompletion?

        init(
            points: [Int], thresholds: [Double], rules: HandlerRules, progress: ProgressMapping,
            transition: PercentDrivenTransition.Configuration
        ) {
            self.points = points
            self.thresholds = thresholds
            self.rules = rules
            self.progress = progress
            self.transition = transition
            thresholdRule = rules.thresholdRule(at: 0)
            motionFreeCompletion = TransitionHandler.motionFreeCompletion(
                releaseSpeed: rules.releaseSpeed, configuration: transition)
        }
    }

    /// Where a trace stands on the line: the points before `finishing` take `above` (they finish,
    /// or it is the same outcome at every point), the rest take `below` (they cancel).
    struct Step {
        var finishing: Int
        var above: Sweep.PointOutcome
        var below: Sweep.PointOutcome
    }

    /// The number of points (from the lowest threshold) at which a release with this comparison
    /// finishes: the first threshold `ThresholdRule.finishes` says no to, found by bisection.
    func finishingCount(_ release: ThresholdRule.Release) -> Int {
        // One rule for the whole search, only its threshold changing: the line's rules are the same
        // at every point.
        var rule = settings.thresholdRule
        var low = 0
        var high = thresholds.count
        while low < high {
            let middle = (low + high) / 2
            rule.threshold = thresholds[middle]
            if rule.finishes(release) { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The classes lines fall into, numbered in the order they are first seen, across groups.
    struct Classes {
        var outcome: [OutcomeKey: Int] = [:]
        var comparison: [ComparisonKey: Int] = [:]
        var decision: [DecisionKey: Int] = [:]
    }

    /// Splits a group's grid points into lines: points whose scenarios are equal but for the threshold.
    /// `sameLine`, for a grid with a threshold axis, is each grid point's values on its other axes:
    /// points with equal values differ only in their threshold, so a line's key is made and looked
    /// up once per distinct values rather than once per point (the key hashes whole rules). Without
    /// a threshold axis every point is a line of its own, and nil skips the lookup.
    static func lines(
        members: [Int], scenarios: [Scenario], sameLine: [[Double]]?, classes: inout Classes
    ) -> [ThresholdLine] {
        /// A line as its points are gathered: its first point, and every point with its threshold.
        struct Gathered {
            var first: Int
            var points: [Int]
            var thresholds: [Double]
        }
        var gathered: [Gathered] = []
        var index: [LineKey: Int] = [:]
        var lineOfValues: [[Double]: Int] = [:]
        for point in members {
            let scenario = scenarios[point]
            let values = sameLine?[point]
            let line: Int
            if let values, let known = lineOfValues[values] {
                line = known
            } else {
                var rules = scenario.handler
                rules.threshold = 0
                let key = LineKey(rules: rules, progress: scenario.progress, transition: scenario.transition)
                if let known = index[key] {
                    line = known
                } else {
                    line = gathered.count
                    index[key] = line
                    gathered.append(Gathered(first: point, points: [], thresholds: []))
                }
                if let values { lineOfValues[values] = line }
            }
            gathered[line].points.append(point)
            gathered[line].thresholds.append(scenario.handler.threshold)
        }
        return gathered.map { line in
            let scenario = scenarios[line.first]
            let outcomeClass = classIndex(
                of: OutcomeKey(
                    progress: scenario.progress, transition: scenario.transition,
                    releaseSpeed: scenario.handler.releaseSpeed),
                in: &classes.outcome)
            let comparisonClass = classIndex(
                of: ComparisonKey(rules: scenario.handler, progress: scenario.progress), in: &classes.comparison)
            // Ascending threshold; equal thresholds keep grid order.
            let order = line.thresholds.indices.sorted { (line.thresholds[$0], $0) < (line.thresholds[$1], $1) }
            let settings = Settings(
                points: order.map { line.points[$0] }, thresholds: order.map { line.thresholds[$0] },
                rules: scenario.handler, progress: scenario.progress, transition: scenario.transition)
            let decisionClass = classIndex(
                of: DecisionKey(
                    comparisonClass: comparisonClass, rule: settings.thresholdRule, thresholds: settings.thresholds),
                in: &classes.decision)
            return ThresholdLine(
                settings: settings, outcomeClass: outcomeClass, comparisonClass: comparisonClass,
                decisionClass: decisionClass)
        }
    }

    /// The class `key` belongs to: the index it was given when first seen, or the next one.
    private static func classIndex<Key: Hashable>(of key: Key, in classes: inout [Key: Int]) -> Int {
        if let known = classes[key] { return known }
        classes[key] = classes.count
        return classes.count - 1
    }

    struct LineKey: Hashable {
        var rules: HandlerRules
        var progress: ProgressMapping
        var transition: PercentDrivenTransition.Configuration
    }

    /// What `TransitionHandler.thresholdComparison` reads besides the release: whether the threshold
    /// rule decides it (the responses and the rule) and the progress it compares (the mapping, and
    /// the release's or the last change's). Not the threshold, the velocity threshold, flick or
    /// look-ahead, which the rule's own `finishes` applies to the comparison, nor the transition.
    struct ComparisonKey: Hashable {
        var onEnded: ReleaseResponse
        var onCancelled: ReleaseResponse
        var decideWith: DecisionProgress
        var rule: ReleaseRule
        var progress: ProgressMapping

        init(rules: HandlerRules, progress: ProgressMapping) {
            onEnded = rules.onEnded
            onCancelled = rules.onCancelled
            decideWith = rules.decideWith
            rule = rules.rule
            self.progress = progress
        }
    }

    /// What `finishingCount` reads besides the release: the comparison's class (the release as
    /// the threshold rule sees it), the rule the thresholds are set into, and the thresholds.
    struct DecisionKey: Hashable {
        var comparisonClass: Int
        var rule: ThresholdRule
        var thresholds: [Double]
    }

    struct OutcomeKey: Hashable {
        var progress: ProgressMapping
        var transition: PercentDrivenTransition.Configuration
        /// The handler's completionSpeed from the release velocity changes the completion too.
        var releaseSpeed: ReleaseSpeed?
    }
}

/// Per line, the traces' contributions by where they flip: `above[k]` holds the outcomes that
/// traces flipping at k give the points before k, `below[k]` those they give the points from k on.
/// Additive, so workers and shards add up to exactly the single run.
struct LineTally: Sendable {
    var above: [SweepCounts]
    var below: [SweepCounts]
    /// The completion durations of `above[k]` and `below[k]` in whole milliseconds, counted into
    /// their histograms a worker's batch at a time (`fold`, as `PointPartial` does): a counting
    /// sort of many is one pass over their range, where an insert per trace moves a sorted tail.
    var aboveDurations: [[Int32]]
    var belowDurations: [[Int32]]
    /// Close calls as differences, made on the first one: a trace close at points a..<b adds 1
    /// at a and takes 1 at b.
    var closeStarts: [Int] = []
    var closeEnds: [Int] = []
    /// Outcomes given to one point each, by its place on the line: a trace replayed whole at
    /// every point (`ReleaseCapture.decidesLater`). Made on the first one.
    var own: [SweepCounts] = []

    init(pointCount: Int) {
        above = [SweepCounts](repeating: SweepCounts(), count: pointCount + 1)
        below = [SweepCounts](repeating: SweepCounts(), count: pointCount + 1)
        aboveDurations = [[Int32]](repeating: [], count: pointCount + 1)
        belowDurations = [[Int32]](repeating: [], count: pointCount + 1)
    }

    /// Counts a trace's step; returns how many durations it left to `fold`.
    @discardableResult
    mutating func add(_ step: ThresholdLine.Step, label: TraceLabel?) -> Int {
        var held = 0
        if step.finishing > 0 {
            held += above[step.finishing].tally(
                step.above, label: label, holdingDurationIn: &aboveDurations[step.finishing])
        }
        if step.finishing < below.count - 1 {
            held += below[step.finishing].tally(
                step.below, label: label, holdingDurationIn: &belowDurations[step.finishing])
        }
        return held
    }

    /// Counts the held durations into the histograms; `add(_: LineTally)` and `pointCounts` read
    /// folded tallies only.
    mutating func fold() {
        for k in above.indices {
            above[k].countHeld(&aboveDurations[k])
            below[k].countHeld(&belowDurations[k])
        }
    }

    /// Whether every duration is counted.
    var isFolded: Bool {
        aboveDurations.allSatisfy(\.isEmpty) && belowDurations.allSatisfy(\.isEmpty)
    }

    /// One point's outcome (at `place` along the line), and whether it was a close call.
    mutating func add(_ outcome: Sweep.PointOutcome, label: TraceLabel?, close: Bool, at place: Int) {
        if own.isEmpty { own = [SweepCounts](repeating: SweepCounts(), count: above.count - 1) }
        own[place].tally(outcome, label: label)
        if close { own[place].closeCalls += 1 }
    }

    mutating func addClose(_ range: Range<Int>) {
        guard !range.isEmpty else { return }
        if closeStarts.isEmpty {
            closeStarts = [Int](repeating: 0, count: above.count)
            closeEnds = [Int](repeating: 0, count: above.count)
        }
        closeStarts[range.lowerBound] += 1
        closeEnds[range.upperBound] += 1
    }

    mutating func add(_ other: LineTally) {
        assert(isFolded && other.isFolded, "a tally is added with durations not yet counted")
        for k in above.indices {
            above[k].add(other.above[k])
            below[k].add(other.below[k])
        }
        if !other.own.isEmpty {
            if own.isEmpty {
                own = other.own
            } else {
                for k in own.indices { own[k].add(other.own[k]) }
            }
        }
        guard !other.closeStarts.isEmpty else { return }
        if closeStarts.isEmpty {
            closeStarts = other.closeStarts
            closeEnds = other.closeEnds
            return
        }
        for k in closeStarts.indices {
            closeStarts[k] += other.closeStarts[k]
            closeEnds[k] += other.closeEnds[k]
        }
    }

    /// Each point's counts: point j takes `below[k]` for k ≤ j and `above[k]` for k > j. A running
    /// total starts as point 0's, and each next point trades `above[j]` for `below[j]`: two small
    /// changes and a copy per point, where sums either side would merge whole histograms. The
    /// total's durations are bins over the line's range (`DurationBins`) when that range is within
    /// a few times the durations the line holds, so a change is no merge and a point's histogram
    /// one pass; a wider range merges the histograms themselves.
    /// `keepingHistograms` false reduces each point's durations to its reported quantiles as it
    /// is read out (`SweepCounts.keepingReportedQuantiles`), so only a line at a time is whole.
    func pointCounts(keepingHistograms: Bool = true) -> [SweepCounts] {
        assert(isFolded, "a tally is read with durations not yet counted")
        let count = above.count - 1
        guard count > 0 else { return [] }
        let histograms = above.map(\.durations) + below.map(\.durations)
        let entries = histograms.reduce(0) { $0 + $1.milliseconds.count }
        var bins = DurationBins(covering: histograms, widthLimit: max(1024, 4 * entries))
        var total = SweepCounts()
        func add(_ counts: SweepCounts) {
            guard bins != nil else { return total.add(counts) }
            total.addCounts(of: counts)
            bins?.add(counts.durations)
        }
        func remove(_ counts: SweepCounts) {
            guard bins != nil else { return total.remove(counts) }
            total.removeCounts(of: counts)
            bins?.remove(counts.durations)
        }
        add(below[0])
        for k in 1...count { add(above[k]) }
        var results: [SweepCounts] = []
        results.reserveCapacity(count)
        var close = 0
        for j in 0..<count {
            if j > 0 {
                add(below[j])
                remove(above[j])
            }
            var point = total
            if !closeStarts.isEmpty {
                close += closeStarts[j] - closeEnds[j]
                point.closeCalls = close
            }
            // Kept to the reported quantiles from the bins straight, unless the point's own
            // durations are still to come (`own`), which the whole histogram takes first.
            if let bins, !keepingHistograms, own.isEmpty {
                point.durations = bins.keepingReportedQuantiles()
                results.append(point)
                continue
            }
            if let bins { point.durations = bins.histogram }
            if !own.isEmpty { point.add(own[j]) }
            results.append(keepingHistograms ? point : point.keepingReportedQuantiles())
        }
        return results
    }
}
