import GestureModel
import Interaction

extension SweepResult {
    private func stat(_ value: Double?) -> JSONValue { value.map(number) ?? .null }

    /// The full result: every grid point in grid order, then the best ones.
    public var json: JSONValue {
        .object([
            "preset": .string(preset),
            "traces": .number(Double(traceCount)),
            "axes": .array(axes.map { .object(["name": .string($0.name), "values": .array($0.values.map(number))]) }),
            "points": .array(points.indices.map { pointJSON($0) }),
            "best": .array(ranking.prefix(5).map { pointJSON($0) }),
        ])
    }

    private func pointJSON(_ index: Int) -> JSONValue {
        let c = counts[index]
        var object = JSONObject()
        for (axis, value) in zip(axes, points[index]) { object[axis.name] = number(value) }
        object["finished"] = .number(Double(c.finished))
        object["cancelled"] = .number(Double(c.cancelled))
        object["undecided"] = .number(Double(c.undecided))
        object["meantFinishFinished"] = .number(Double(c.meantFinishFinished))
        object["meantFinishCancelled"] = .number(Double(c.meantFinishCancelled))
        object["meantCancelFinished"] = .number(Double(c.meantCancelFinished))
        object["meantCancelCancelled"] = .number(Double(c.meantCancelCancelled))
        object["unlabelled"] = .number(Double(c.unlabelled))
        object["accuracy"] = stat(c.accuracy)
        object["completionMedian"] = stat(c.durationQuantile(0.5))
        object["completionP95"] = stat(c.durationQuantile(0.95))
        object["completionMax"] = stat(c.durationQuantile(1))
        return .object(object)
    }

    public var csv: String {
        var lines = [(axes.map(\.name) + [
            "finished", "cancelled", "undecided", "meant_finish_finished", "meant_finish_cancelled", "meant_cancel_finished",
            "meant_cancel_cancelled", "unlabelled", "accuracy", "completion_median_s", "completion_p95_s", "completion_max_s",
        ]).joined(separator: ",")]
        for index in points.indices {
            let c = counts[index]
            let cells = points[index].map { JSONWriter.formatNumber($0) } + [
                c.finished, c.cancelled, c.undecided, c.meantFinishFinished, c.meantFinishCancelled, c.meantCancelFinished,
                c.meantCancelCancelled, c.unlabelled,
            ].map(String.init) + [c.accuracy, c.durationQuantile(0.5), c.durationQuantile(0.95), c.durationQuantile(1)].map {
                $0.map { fixed($0, 4) } ?? ""
            }
            lines.append(cells.joined(separator: ","))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The readable table: every grid point up to 40, else the best 20; then the best point.
    public var text: String {
        let header = axes.map(\.name) + ["finish", "cancel", "none", "F→F", "F→C", "C→F", "C→C", "unlab.", "accuracy", "median", "p95", "max"]
        let shown = points.count <= 40 ? Array(points.indices) : Array(ranking.prefix(20))
        var rows = [header]
        for index in shown {
            let c = counts[index]
            rows.append(points[index].map { JSONWriter.formatNumber($0) } + [
                c.finished, c.cancelled, c.undecided, c.meantFinishFinished, c.meantFinishCancelled, c.meantCancelFinished,
                c.meantCancelCancelled, c.unlabelled,
            ].map(String.init) + [
                c.accuracy.map { fixed($0, 3) } ?? "—",
                c.durationQuantile(0.5).map { "\(fixed($0, 3)) s" } ?? "—",
                c.durationQuantile(0.95).map { "\(fixed($0, 3)) s" } ?? "—",
                c.durationQuantile(1).map { "\(fixed($0, 3)) s" } ?? "—",
            ])
        }
        let widths = header.indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
        var lines = ["sweep      \(preset) over \(traceCount) traces, \(points.count) grid points (\(axes.map { "\($0.name) × \($0.values.count)" }.joined(separator: ", ")))", ""]
        for (index, row) in rows.enumerated() {
            lines.append(row.enumerated().map { column, cell in
                String(repeating: " ", count: widths[column] - cell.count) + cell
            }.joined(separator: "  "))
            if index == 0 { lines.append(widths.map { String(repeating: "─", count: $0) }.joined(separator: "  ")) }
        }
        if points.count > 40 { lines.append("(the best 20 of \(points.count) grid points; --format csv or json lists every one)") }
        lines.append("")
        lines.append("F→C: meant finish, cancelled; C→F: meant cancel, finished. Undecided traces count as not finished.")
        if let best = ranking.first {
            let setting = zip(axes, points[best]).map { "\($0.name)=\(JSONWriter.formatNumber($1))" }.joined(separator: " ")
            let accuracy = counts[best].accuracy.map { fixed($0, 3) } ?? "— (no labelled traces)"
            lines.append("best       \(setting): accuracy \(accuracy), \(counts[best].meantCancelFinished) meant-cancel finished")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A shard's raw counts, with the duration histograms, so that `sweep merge` can add shards up
    /// to exactly the single run.
    public var shardJSON: JSONValue {
        .object([
            "format": .string("gesture-replay-sweep-shard"), "version": .number(1),
            "preset": .string(preset),
            "shard": shard.map { .object(["index": .number(Double($0.index)), "count": .number(Double($0.count))]) } ?? .null,
            "traces": .number(Double(traceCount)),
            "axes": .array(axes.map { .object(["name": .string($0.name), "values": .array($0.values.map { .number($0) })]) }),
            "counts": .array(counts.map { c in
                .object([
                    "f": .number(Double(c.finished)), "c": .number(Double(c.cancelled)), "u": .number(Double(c.undecided)),
                    "ff": .number(Double(c.meantFinishFinished)), "fc": .number(Double(c.meantFinishCancelled)),
                    "cf": .number(Double(c.meantCancelFinished)), "cc": .number(Double(c.meantCancelCancelled)),
                    "unlabelled": .number(Double(c.unlabelled)),
                    "durations": .array(c.durationHistogram.keys.sorted().flatMap { [.number(Double($0)), .number(Double(c.durationHistogram[$0]!))] }),
                ])
            }),
        ])
    }

    /// Adds shard files up into the result of one run; every shard 1…N must be there exactly once.
    public static func merge(_ documents: [(file: String, value: JSONValue)]) -> Result<SweepResult, ScenarioParameterError> {
        var merged: SweepResult?
        var seen: Set<Int> = []
        var expectedCount: Int?
        for (file, value) in documents {
            guard case .object(let object) = value, object["format"] == .string("gesture-replay-sweep-shard"),
                case .string(let preset)? = object["preset"], case .array(let axesJSON)? = object["axes"],
                case .array(let countsJSON)? = object["counts"], case .number(let traces)? = object["traces"],
                case .object(let shard)? = object["shard"], case .number(let index)? = shard["index"],
                case .number(let count)? = shard["count"]
            else {
                return .failure(ScenarioParameterError(message: "\(file): not a sweep shard (write one with 'sweep … --shard K/N --output FILE')"))
            }
            var axes: [SweepAxis] = []
            for case .object(let axis) in axesJSON {
                guard case .string(let name)? = axis["name"], case .array(let values)? = axis["values"] else { continue }
                axes.append(SweepAxis(name: name, values: values.compactMap { if case .number(let v) = $0 { v } else { nil } }))
            }
            var counts: [SweepCounts] = []
            for case .object(let c) in countsJSON {
                func int(_ key: String) -> Int { if case .number(let v)? = c[key] { Int(v) } else { 0 } }
                var item = SweepCounts()
                item.finished = int("f")
                item.cancelled = int("c")
                item.undecided = int("u")
                item.meantFinishFinished = int("ff")
                item.meantFinishCancelled = int("fc")
                item.meantCancelFinished = int("cf")
                item.meantCancelCancelled = int("cc")
                item.unlabelled = int("unlabelled")
                if case .array(let pairs)? = c["durations"] {
                    var position = 0
                    while position + 1 < pairs.count {
                        if case .number(let ms) = pairs[position], case .number(let n) = pairs[position + 1] {
                            item.durationHistogram[Int(ms), default: 0] += Int(n)
                        }
                        position += 2
                    }
                }
                counts.append(item)
            }
            if let expectedCount, expectedCount != Int(count) {
                return .failure(ScenarioParameterError(message: "\(file): shard of \(Int(count)), the others are of \(expectedCount)"))
            }
            expectedCount = Int(count)
            guard seen.insert(Int(index)).inserted else {
                return .failure(ScenarioParameterError(message: "\(file): shard \(Int(index))/\(Int(count)) is given twice"))
            }
            if var result = merged {
                guard result.preset == preset, result.axes == axes, result.counts.count == counts.count else {
                    return .failure(ScenarioParameterError(message: "\(file): a different preset or grid from the first shard"))
                }
                for (position, item) in counts.enumerated() { result.counts[position].add(item) }
                result.traceCount += Int(traces)
                merged = result
            } else {
                let points = SweepAxis.grid(axes)
                guard points.count == counts.count else {
                    return .failure(ScenarioParameterError(message: "\(file): \(counts.count) grid points for a grid of \(points.count)"))
                }
                merged = SweepResult(preset: preset, axes: axes, points: points, counts: counts, traceCount: Int(traces), shard: nil)
            }
        }
        guard let result = merged, let expectedCount else {
            return .failure(ScenarioParameterError(message: "sweep merge needs at least one shard file"))
        }
        let missing = (1 ... expectedCount).filter { !seen.contains($0) }
        guard missing.isEmpty else {
            return .failure(ScenarioParameterError(message: "shards missing: \(missing.map { "\($0)/\(expectedCount)" }.joined(separator: ", "))"))
        }
        return .success(result)
    }
}
