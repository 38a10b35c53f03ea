import GestureModel
import Interaction

extension SweepResult {
    private func stat(_ value: Double?) -> JSONValue { value.map(number) ?? .null }

    /// The full result: every grid point in grid order, then the best ones.
    public var json: JSONValue {
        if let places { return placesJSON(places) }
        var object: JSONObject = [
            "preset": .string(preset),
            "traces": .number(Double(traceCount)),
            "unseen": .number(Double(unseen)),
            "axes": axesJSON,
            "points": .array(points.indices.map { pointJSON($0) }),
            // Nothing to choose, nothing ranked: an empty list, and the reason.
            "best": .array(best == nil ? [] : best(5).map { pointJSON($0) }),
            "allPointsEqual": .bool(points.count > 1 && allPointsEqual),
        ]
        // Only when asked: a sweep without close calls reads as before.
        if let closeWithin { object["closeWithin"] = number(closeWithin) }
        return .object(object)
    }

    private func pointJSON(_ index: Int) -> JSONValue {
        let c = counts[index]
        var object = JSONObject()
        for (axis, value) in zip(axes, points[index]) {
            object[axis.name] = axis.labels == nil ? number(value) : .string(axis.label(of: value))
        }
        object["finished"] = .number(Double(c.finished))
        object["cancelled"] = .number(Double(c.cancelled))
        object["undecided"] = .number(Double(c.undecided))
        object["meantFinishFinished"] = .number(Double(c.meantFinishFinished))
        object["meantFinishCancelled"] = .number(Double(c.meantFinishCancelled))
        object["meantCancelFinished"] = .number(Double(c.meantCancelFinished))
        object["meantCancelCancelled"] = .number(Double(c.meantCancelCancelled))
        object["unlabelled"] = .number(Double(c.unlabelled))
        object["accuracy"] = stat(c.accuracy)
        let times = c.completionTimes
        object["completionMedian"] = stat(times.median)
        object["completionP95"] = stat(times.p95)
        object["completionMax"] = stat(times.max)
        if closeWithin != nil { object["closeCalls"] = .number(Double(c.closeCalls)) }
        return .object(object)
    }

    public var csv: String {
        if let places { return placesCSV(places) }
        var lines = [
            (axes.map(\.name) + [
                "finished", "cancelled", "undecided", "meant_finish_finished", "meant_finish_cancelled",
                "meant_cancel_finished",
                "meant_cancel_cancelled", "unlabelled", "accuracy", "completion_median_s", "completion_p95_s",
                "completion_max_s",
            ] + (closeWithin == nil ? [] : ["close_calls"])).joined(separator: ",")
        ]
        for index in points.indices {
            let c = counts[index]
            let times = c.completionTimes
            let cells =
                zip(axes, points[index]).map { $0.label(of: $1) }
                + [
                    c.finished, c.cancelled, c.undecided, c.meantFinishFinished, c.meantFinishCancelled,
                    c.meantCancelFinished,
                    c.meantCancelCancelled, c.unlabelled,
                ].map(String.init)
                + [c.accuracy, times.median, times.p95, times.max].map {
                    $0.map { fixed($0, 4) } ?? ""
                }
            lines.append((cells + (closeWithin == nil ? [] : [String(c.closeCalls)])).joined(separator: ","))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The readable table: every grid point up to 40, else the best 20; then the best point.
    public var text: String {
        if let places { return placesText(places) }
        let header =
            axes.map(\.name) + [
                "finish", "cancel", "none", "F→F", "F→C", "C→F", "C→C", "unlab.", "accuracy", "median", "p95", "max",
            ]
            + (closeWithin == nil ? [] : ["close"])
        var rows = [header]
        for index in shownPoints {
            let c = counts[index]
            let times = c.completionTimes
            rows.append(
                zip(axes, points[index]).map { $0.label(of: $1) }
                    + [
                        c.finished, c.cancelled, c.undecided, c.meantFinishFinished, c.meantFinishCancelled,
                        c.meantCancelFinished,
                        c.meantCancelCancelled, c.unlabelled,
                    ].map(String.init) + [c.accuracy.map { fixed($0, 3) } ?? "—"]
                    + [times.median, times.p95, times.max].map { $0.map { "\(fixed($0, 3)) s" } ?? "—" }
                    + (closeWithin == nil ? [] : [String(c.closeCalls)]))
        }
        var lines = tableLines(rows)
        lines.append("")
        lines.append(
            "F→C: meant finish, cancelled; C→F: meant cancel, finished. Undecided traces count as not finished.")
        if let closeWithin {
            lines.append(
                "close: decided releases that a progress change of at most \(JSONWriter.formatNumber(closeWithin)) would flip (their margin)."
            )
        }
        if let best {
            let setting = zip(axes, points[best]).map { "\($0.name)=\($0.label(of: $1))" }.joined(
                separator: " ")
            let accuracy = counts[best].accuracy.map { fixed($0, 3) } ?? "—"
            lines.append(
                "best       \(setting): accuracy \(accuracy), \(counts[best].meantFinishCancelled) F→C, \(counts[best].meantCancelFinished) C→F"
            )
        } else {
            lines.append(noBestLine)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The heading, the rows under their header (every grid point up to 40, else the best 20's).
    func tableLines(_ rows: [[String]]) -> [String] {
        var lines = [
            "sweep      \(preset.escapingControls) over \(unseen > 0 ? "\(countedTraces) of \(counted(traceCount, "trace")) (\(unseen) unseen: its recognizer began on none of them)" : counted(traceCount, "trace")), \(counted(points.count, "grid point")) (\(axes.map { "\($0.name) × \($0.values.count)" }.joined(separator: ", ")))",
            "",
        ]
        lines += Self.aligned(rows)
        if points.count > 40 {
            lines.append("(the best 20 of \(points.count) grid points; --format csv or json lists every one)")
        }
        return lines
    }

    /// The grid points a table shows: every one up to 40, else the best 20.
    var shownPoints: [Int] { points.count <= 40 ? Array(points.indices) : best(20) }

    var noBestLine: String { "best       none: \(noBestReason.replacingOccurrences(of: "no best point: ", with: ""))" }

    /// A shard's raw counts, with the duration histograms, so that `sweep merge` can add shards up
    /// to exactly the single run.
    public var shardJSON: JSONValue {
        var object: JSONObject = [
            "format": .string("gesture-replay-sweep-shard"), "version": .number(1),
            "preset": .string(preset),
            "shard": shard.map { .object(["index": .number(Double($0.index)), "count": .number(Double($0.count))]) }
                ?? .null,
            "traces": .number(Double(traceCount)),
            "unseen": .number(Double(unseen)),
            "axes": .array(
                axes.map { axis in
                    var object: JSONObject = [
                        "name": .string(axis.name), "values": .array(axis.values.map { .number($0) }),
                    ]
                    if let labels = axis.labels { object["labels"] = .array(labels.map { .string($0) }) }
                    return .object(object)
                }),
            "counts": .array(
                counts.indices.map { index in
                    let c = counts[index]
                    // A resting sweep's counts are its confusion's cells.
                    if let confusions, index < confusions.count {
                        return .object(["confusion": .array(confusions[index].cells.map { .number(Double($0)) })])
                    }
                    return .object([
                        "f": .number(Double(c.finished)), "c": .number(Double(c.cancelled)),
                        "u": .number(Double(c.undecided)),
                        "ff": .number(Double(c.meantFinishFinished)), "fc": .number(Double(c.meantFinishCancelled)),
                        "cf": .number(Double(c.meantCancelFinished)), "cc": .number(Double(c.meantCancelCancelled)),
                        "unlabelled": .number(Double(c.unlabelled)),
                        "durations": .array(
                            zip(c.durations.milliseconds, c.durations.counts).flatMap {
                                [.number(Double($0)), .number(Double($1))]
                            }),
                    ])
                }),
        ]
        if let places { object["places"] = .array(places.map { .string($0) }) }
        return .object(object)
    }

    /// The most shards a sweep may be cut into (`--shard K/N` and `sweep merge` check it).
    public static let maximumShards = 10_000

    /// Adds shard files up into the result of one run; every shard 1…N must be there exactly once.
    /// Warnings name fields the reader does not know.
    public static func merge(
        _ documents: [(file: String, value: JSONValue)]
    ) -> Result<(result: SweepResult, warnings: [String]), ScenarioParameterError> {
        var merged: SweepResult?
        var warnings: [String] = []
        var seen: Set<Int> = []
        var expectedCount: Int?
        for (file, value) in documents {
            var reader = SweepShardReader(file: file)
            let shard: SweepShardReader.Shard
            switch reader.read(value) {
            case .success(let read): shard = read
            case .failure(let error): return .failure(error)
            }
            warnings += reader.warnings
            if let expectedCount, expectedCount != shard.count {
                return .failure(
                    ScenarioParameterError(
                        message: "\(file): shard of \(shard.count), the others are of \(expectedCount)"))
            }
            expectedCount = shard.count
            guard seen.insert(shard.index).inserted else {
                return .failure(
                    ScenarioParameterError(message: "\(file): shard \(shard.index)/\(shard.count) is given twice"))
            }
            if var result = merged {
                guard result.preset == shard.preset, result.axes == shard.axes, result.places == shard.places else {
                    return .failure(
                        ScenarioParameterError(message: "\(file): a different preset or grid from the first shard"))
                }
                let (traces, overflow) = result.traceCount.addingReportingOverflow(shard.traces)
                guard !overflow, traces <= SweepShardReader.maximumCount else {
                    return .failure(
                        ScenarioParameterError(
                            message:
                                "\(file): traces: the shards hold more than \(SweepShardReader.maximumCount) traces together"
                        ))
                }
                // Every count is at most its shard's traces, so the sums stay within `traces`.
                for (position, item) in shard.counts.enumerated() { result.counts[position].add(item) }
                if let theirs = shard.confusions {
                    for (position, item) in theirs.enumerated() { result.confusions?[position].add(item) }
                }
                result.traceCount = traces
                result.unseen += shard.unseen
                merged = result
            } else {
                merged = SweepResult(
                    preset: shard.preset, axes: shard.axes, points: SweepAxis.grid(shard.axes), counts: shard.counts,
                    traceCount: shard.traces, shard: nil)
                merged?.unseen = shard.unseen
                merged?.places = shard.places
                merged?.confusions = shard.confusions
            }
        }
        guard let result = merged, let expectedCount else {
            return .failure(ScenarioParameterError(message: "sweep merge needs at least one shard file"))
        }
        guard seen.count == expectedCount else {
            let missing = (1...expectedCount).lazy.filter { !seen.contains($0) }
            let listed = missing.prefix(10).map { "\($0)/\(expectedCount)" }.joined(separator: ", ")
            let more = expectedCount - seen.count > 10 ? " and \(expectedCount - seen.count - 10) more" : ""
            return .failure(ScenarioParameterError(message: "shards missing: \(listed)\(more)"))
        }
        // Whole, the shards add up to the single run, which keeps what its reports read.
        var reduced = result
        reduced.counts = Sweep.kept(result.counts, shard: nil)
        return .success((reduced, warnings))
    }
}
