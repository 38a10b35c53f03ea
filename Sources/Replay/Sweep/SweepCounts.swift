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
    /// Completion durations rounded to whole milliseconds: duration → count.
    public var durationHistogram: [Int: Int] = [:]

    public init() {}

    public mutating func add(_ other: SweepCounts) {
        finished += other.finished
        cancelled += other.cancelled
        undecided += other.undecided
        meantFinishFinished += other.meantFinishFinished
        meantFinishCancelled += other.meantFinishCancelled
        meantCancelFinished += other.meantCancelFinished
        meantCancelCancelled += other.meantCancelCancelled
        unlabelled += other.unlabelled
        // Hash the smaller histogram into a copy of the larger one (copied whole, not rehashed):
        // cumulative sums over a line add a large running histogram to a small one at every point.
        if durationHistogram.count < other.durationHistogram.count {
            var merged = other.durationHistogram
            for (milliseconds, count) in durationHistogram { merged[milliseconds, default: 0] += count }
            durationHistogram = merged
        } else {
            for (milliseconds, count) in other.durationHistogram { durationHistogram[milliseconds, default: 0] += count }
        }
    }

    public var labelled: Int { meantFinishFinished + meantFinishCancelled + meantCancelFinished + meantCancelCancelled }

    /// (finished as meant + cancelled as meant) / labelled traces; nil without labels.
    public var accuracy: Double? {
        labelled == 0 ? nil : Double(meantFinishFinished + meantCancelCancelled) / Double(labelled)
    }

    /// The nearest-rank quantile of the completion durations, in seconds (whole milliseconds).
    public func durationQuantile(_ q: Double) -> Double? {
        let total = durationHistogram.values.reduce(0, +)
        guard total > 0 else { return nil }
        let rank = max(1, Int((q * Double(total)).rounded(.up)))
        var seen = 0
        for milliseconds in durationHistogram.keys.sorted() {
            seen += durationHistogram[milliseconds] ?? 0
            if seen >= rank { return Double(milliseconds) / 1000 }
        }
        return nil
    }
}

extension SweepCounts {
    /// Counts one trace's outcome at this grid point, its completion duration in whole milliseconds.
    mutating func tally(_ outcome: Sweep.PointOutcome, label: TraceLabel?) {
        count(outcome.direction, label: label)
        if let duration = outcome.duration { durationHistogram[Int(Sweep.wholeMilliseconds(duration)), default: 0] += 1 }
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
