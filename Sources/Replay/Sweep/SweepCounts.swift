import GestureModel
import Interaction

/// Additive results for one grid point: shards add up to exactly the single run.
public struct SweepCounts: Sendable, Hashable {
    public var finished = 0
    public var cancelled = 0
    /// Traces without a decision (no transition, stuck, incomplete): counted as not finished.
    public var undecided = 0
    public var meantFinishFinished = 0
    public var meantFinishCancelled = 0
    public var meantCancelFinished = 0
    public var meantCancelCancelled = 0
    public var unlabelled = 0
    /// Decided releases that a change of the progress of at most the sweep's `closeWithin` would
    /// flip (their margin, `DecisionMargin.positionChange`); 0 when the sweep was not asked.
    public var closeCalls = 0
    /// Completion durations rounded to whole milliseconds, sorted.
    var durations = DurationHistogram()
    /// A resting sweep's summary of its confusion (`SweepResult.confusions`): the traces with a
    /// `rest`, those that rested as meant and those that skipped a place; 0 in a transition's.
    /// Plain counts, so a transition's sweep copies no more than numbers for them.
    public var restLabelled = 0
    public var restedAsMeant = 0
    public var restSkipped = 0

    /// The quantiles of the completion durations a sweep's report shows.
    public static let reportedQuantiles = (median: 0.5, p95: 0.95, max: 1.0)

    /// These counts with the durations reduced to `reportedQuantiles`
    /// (`DurationHistogram.keepingReportedQuantiles`): what a grid point keeps when its sweep is
    /// not written as a shard, whose merge needs them whole.
    func keepingReportedQuantiles() -> SweepCounts {
        var kept = self
        kept.durations = durations.keepingReportedQuantiles()
        return kept
    }

    /// Completion durations rounded to whole milliseconds: duration → count; for a sweep that is
    /// not a shard, only the durations its reported quantiles need (`keepingReportedQuantiles`).
    public var durationHistogram: [Int: Int] {
        get { durations.dictionary }
        set { durations = DurationHistogram(newValue) }
    }

    public init() {}

    /// A resting sweep's counts, summarizing its confusion: the traces that never released are
    /// undecided.
    public init(summarizing confusion: PlaceConfusion) {
        undecided = confusion.noRelease
        unlabelled = confusion.unlabelled
        restLabelled = confusion.labelled
        restedAsMeant = confusion.asMeant
        restSkipped = confusion.skipped
    }

    public mutating func add(_ other: SweepCounts) {
        addCounts(of: other)
        durations.add(other.durations)
    }

    /// Takes away counts `add` put in (every count of `other` is within this one's).
    mutating func remove(_ other: SweepCounts) {
        removeCounts(of: other)
        durations.remove(other.durations)
    }

    /// Adds `other`'s counts but not its durations: a running total over a line keeps those in
    /// bins of its own (`DurationBins`).
    mutating func addCounts(of other: SweepCounts) {
        finished += other.finished
        cancelled += other.cancelled
        undecided += other.undecided
        meantFinishFinished += other.meantFinishFinished
        meantFinishCancelled += other.meantFinishCancelled
        meantCancelFinished += other.meantCancelFinished
        meantCancelCancelled += other.meantCancelCancelled
        unlabelled += other.unlabelled
        closeCalls += other.closeCalls
        restLabelled += other.restLabelled
        restedAsMeant += other.restedAsMeant
        restSkipped += other.restSkipped
    }

    /// Takes away counts `addCounts` put in, not the durations.
    mutating func removeCounts(of other: SweepCounts) {
        finished -= other.finished
        cancelled -= other.cancelled
        undecided -= other.undecided
        meantFinishFinished -= other.meantFinishFinished
        meantFinishCancelled -= other.meantFinishCancelled
        meantCancelFinished -= other.meantCancelFinished
        meantCancelCancelled -= other.meantCancelCancelled
        unlabelled -= other.unlabelled
        closeCalls -= other.closeCalls
        restLabelled -= other.restLabelled
        restedAsMeant -= other.restedAsMeant
        restSkipped -= other.restSkipped
    }

    /// Traces with a label, or with a `rest` (one kind or the other is 0).
    public var labelled: Int {
        meantFinishFinished + meantFinishCancelled + meantCancelFinished + meantCancelCancelled + restLabelled
    }

    /// The traces decided as meant: finished as meant and cancelled as meant, or rested at the
    /// place meant.
    public var asMeant: Int { meantFinishFinished + meantCancelCancelled + restedAsMeant }

    /// asMeant / labelled traces; nil without labels.
    public var accuracy: Double? {
        labelled == 0 ? nil : Double(asMeant) / Double(labelled)
    }

    /// The misses ranked worse: a meant-cancel trace finished (an unwanted navigation), or a
    /// resting place skipped (`PlaceConfusion.skipped`).
    public var unwanted: Int { meantCancelFinished + restSkipped }

    /// The nearest-rank quantile of the completion durations, in seconds (whole milliseconds).
    public func durationQuantile(_ q: Double) -> Double? {
        durations.quantile(q).map { Double($0) / 1000 }
    }

    /// The completion times a sweep's report shows (`reportedQuantiles`), in seconds; nil where
    /// nothing completed.
    public var completionTimes: (median: Double?, p95: Double?, max: Double?) {
        let q = Self.reportedQuantiles
        return (durationQuantile(q.median), durationQuantile(q.p95), durationQuantile(q.max))
    }
}

extension SweepCounts {
    /// Counts one trace's outcome at this grid point, its completion duration in whole milliseconds.
    mutating func tally(_ outcome: Sweep.PointOutcome, label: TraceLabel?) {
        count(outcome.direction, label: label)
        if let duration = outcome.duration { durations.add(Int(Sweep.wholeMilliseconds(duration))) }
    }

    /// Counts one trace's outcome at this grid point, holding its duration in whole milliseconds
    /// in `held` until `countHeld`; returns how many durations it held (0 or 1).
    mutating func tally(
        _ outcome: Sweep.PointOutcome, label: TraceLabel?, holdingDurationIn held: inout [Int32]
    ) -> Int {
        count(outcome.direction, label: label)
        guard let duration = outcome.duration else { return 0 }
        held.append(Sweep.wholeMilliseconds(duration))
        return 1
    }

    /// Counts the durations held for this grid point into its histogram, by counting sort over
    /// their range, and empties `held`, keeping its room for the next batch.
    mutating func countHeld(_ held: inout [Int32]) {
        guard !held.isEmpty else { return }
        durations.add(DurationHistogram(counting: held))
        held.removeAll(keepingCapacity: true)
    }

    /// Counts a decision against the trace's label (the duration is the caller's to keep).
    mutating func count(_ direction: PercentDrivenTransition.Direction?, label: TraceLabel?) {
        let finished = direction == .finish
        switch direction {
        case .finish: self.finished += 1
        case .cancel: cancelled += 1
        case nil: undecided += 1
        }
        switch label {
        case .finish?: if finished { meantFinishFinished += 1 } else { meantFinishCancelled += 1 }
        case .cancel?: if finished { meantCancelFinished += 1 } else { meantCancelCancelled += 1 }
        case nil: unlabelled += 1
        }
    }
}
