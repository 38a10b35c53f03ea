import GestureModel
import Interaction

/// Reads one shard file written by `sweep … --shard K/N --output FILE`. A shard comes from outside
/// (another machine, an edited file), so every number is checked before it becomes an `Int`: whole,
/// in range, and consistent with the shard's own trace count. Each failure names the file and the field.
struct SweepShardReader {
    /// The largest count a shard may hold: every whole number up to here is exact in a JSON double.
    static let maximumCount = 9_007_199_254_740_991
    static let fields: Set<String> = [
        "format", "version", "preset", "shard", "traces", "unseen", "axes", "counts", "places",
    ]
    /// The most places a resting sweep's shard may name: a pager's pages, with room.
    static let maximumPlaces = 1_000
    static var countFields: [(key: String, path: WritableKeyPath<SweepCounts, Int>)] {
        [
            ("f", \.finished), ("c", \.cancelled), ("u", \.undecided), ("ff", \.meantFinishFinished),
            ("fc", \.meantFinishCancelled), ("cf", \.meantCancelFinished), ("cc", \.meantCancelCancelled),
            ("unlabelled", \.unlabelled),
        ]
    }

    struct Shard {
        var preset: String
        var index: Int
        var count: Int
        var traces: Int
        /// Traces left out of the counts (`SweepResult.unseen`); 0 in shards written before it was counted.
        var unseen: Int
        var axes: [SweepAxis]
        var counts: [SweepCounts]
        /// A resting sweep's places and confusions (`SweepResult.places`, `confusions`).
        var places: [String]?
        var confusions: [PlaceConfusion]?
    }

    let file: String
    var warnings: [String] = []

    init(file: String) { self.file = file }

    func failure(_ place: String, _ message: String) -> ScenarioParameterError {
        ScenarioParameterError(message: "\(file): \(place): \(message)")
    }

    /// A whole number in `range`, or an error naming `place`.
    func whole(_ value: JSONValue?, _ place: String, in range: ClosedRange<Int>) -> Result<Int, ScenarioParameterError>
    {
        guard case .number(let number)? = value else {
            return .failure(failure(place, value == nil ? "missing (a whole number)" : "not a number"))
        }
        // Every bound is at most 2^53 - 1, so it converts to Double exactly.
        guard number >= Double(range.lowerBound), number <= Double(range.upperBound), let whole = Int(exactly: number)
        else {
            return .failure(
                failure(
                    place,
                    "\(JSONWriter.formatNumber(number)) is not a whole number from \(range.lowerBound) to \(range.upperBound)"
                ))
        }
        return .success(whole)
    }

    mutating func read(_ value: JSONValue) -> Result<Shard, ScenarioParameterError> {
        guard case .object(let object) = value, object["format"] == .string("gesture-replay-sweep-shard") else {
            return .failure(
                ScenarioParameterError(
                    message: "\(file): not a sweep shard (write one with 'sweep … --shard K/N --output FILE')"))
        }
        for key in object.keys where !Self.fields.contains(key) {
            warnings.append("\(file): unknown field '\(key)' ignored")
        }
        guard object["version"] == .number(1) else {
            let found =
                object["version"].map {
                    if case .number(let n) = $0 { JSONWriter.formatNumber(n) } else { $0.typeName }
                } ?? "missing"
            return .failure(failure("version", "\(found); this build reads sweep shards of version 1"))
        }
        guard case .string(let preset)? = object["preset"] else {
            return .failure(failure("preset", "missing (a string)"))
        }
        guard case .object(let shard)? = object["shard"] else {
            return .failure(
                failure("shard", "missing (this is a whole run, not a shard: write shards with --shard K/N)"))
        }
        let count: Int
        let index: Int
        let traces: Int
        switch whole(shard["count"], "shard.count", in: 1...SweepResult.maximumShards) {
        case .success(let value): count = value
        case .failure(let error): return .failure(error)
        }
        switch whole(shard["index"], "shard.index", in: 1...count) {
        case .success(let value): index = value
        case .failure(let error): return .failure(error)
        }
        switch whole(object["traces"], "traces", in: 0...Self.maximumCount) {
        case .success(let value): traces = value
        case .failure(let error): return .failure(error)
        }
        var unseen = 0
        if object["unseen"] != nil {
            switch whole(object["unseen"], "unseen", in: 0...traces) {
            case .success(let value): unseen = value
            case .failure(let error): return .failure(error)
            }
        }
        let axes: [SweepAxis]
        switch readAxes(object["axes"]) {
        case .success(let value): axes = value
        case .failure(let error): return .failure(error)
        }
        guard case .array(let countsJSON)? = object["counts"] else {
            return .failure(failure("counts", "missing (an array)"))
        }
        let gridSize: Int
        switch SweepAxis.gridSize(axes) {
        case .success(let value): gridSize = value
        case .failure(let error): return .failure(failure("axes", error.message))
        }
        guard countsJSON.count == gridSize else {
            return .failure(failure("counts", "\(counted(countsJSON.count, "grid point")) for a grid of \(gridSize)"))
        }
        var places: [String]?
        if let placesJSON = object["places"] {
            switch readPlaces(placesJSON) {
            case .success(let value): places = value
            case .failure(let error): return .failure(error)
            }
        }
        var counts: [SweepCounts] = []
        var confusions: [PlaceConfusion]? = places.map { _ in [] }
        counts.reserveCapacity(gridSize)
        for (position, item) in countsJSON.enumerated() {
            if let places {
                switch readConfusion(item, place: "counts[\(position)]", places: places.count, traces: traces - unseen)
                {
                case .success(let value):
                    confusions?.append(value)
                    counts.append(SweepCounts(summarizing: value))
                case .failure(let error): return .failure(error)
                }
                continue
            }
            switch readCounts(item, place: "counts[\(position)]", traces: traces - unseen) {
            case .success(let value): counts.append(value)
            case .failure(let error): return .failure(error)
            }
        }
        return .success(
            Shard(
                preset: preset, index: index, count: count, traces: traces, unseen: unseen, axes: axes, counts: counts,
                places: places, confusions: confusions))
    }

    func readAxes(_ value: JSONValue?) -> Result<[SweepAxis], ScenarioParameterError> {
        guard case .array(let items)? = value else { return .failure(failure("axes", "missing (an array)")) }
        var axes: [SweepAxis] = []
        for (position, item) in items.enumerated() {
            let place = "axes[\(position)]"
            guard case .object(let axisObject) = item, case .string(let name)? = axisObject["name"],
                case .array(let valuesJSON)? = axisObject["values"]
            else {
                return .failure(failure(place, "not an axis (an object with a name and an array of values)"))
            }
            guard valuesJSON.count <= SweepAxis.maximumValues else {
                return .failure(
                    failure("\(place).values", "\(valuesJSON.count) values; at most \(SweepAxis.maximumValues)"))
            }
            var values: [Double] = []
            for (valuePosition, valueJSON) in valuesJSON.enumerated() {
                guard case .number(let number) = valueJSON, number.isFinite else {
                    return .failure(failure("\(place).values[\(valuePosition)]", "not a number"))
                }
                values.append(number)
            }
            var axis = SweepAxis(name: name, values: values)
            if let labelsJSON = axisObject["labels"] {
                guard case .array(let items) = labelsJSON, items.count == values.count,
                    values == items.indices.map(Double.init)
                else {
                    return .failure(failure("\(place).labels", "not one name per value, the values 0, 1, …"))
                }
                var labels: [String] = []
                for item in items {
                    guard case .string(let label) = item else {
                        return .failure(failure("\(place).labels", "not a name"))
                    }
                    labels.append(label)
                }
                axis.labels = labels
            }
            axes.append(axis)
        }
        return .success(axes)
    }

    /// One grid point's counts: every counted trace has one outcome and one label, so each set adds
    /// up to `traces` (the shard's traces less its unseen ones).
    func readCounts(_ value: JSONValue, place: String, traces: Int) -> Result<SweepCounts, ScenarioParameterError> {
        guard case .object(let object) = value else { return .failure(failure(place, "not an object of counts")) }
        var counts = SweepCounts()
        for field in Self.countFields {
            switch whole(object[field.key], "\(place).\(field.key)", in: 0...traces) {
            case .success(let number): counts[keyPath: field.path] = number
            case .failure(let error): return .failure(error)
            }
        }
        // Each is at most `traces`, itself at most 2^53, so these sums cannot overflow.
        guard counts.finished + counts.cancelled + counts.undecided == traces,
            counts.labelled + counts.unlabelled == traces
        else {
            return .failure(
                failure(place, "the outcomes or the labels do not add up to the shard's \(counted(traces, "trace"))"))
        }
        guard case .array(let pairs)? = object["durations"], pairs.count.isMultiple(of: 2) else {
            return .failure(failure("\(place).durations", "missing or odd (pairs of milliseconds and count)"))
        }
        var total = 0
        for position in stride(from: 0, to: pairs.count, by: 2) {
            let milliseconds: Int
            let number: Int
            switch whole(pairs[position], "\(place).durations[\(position)]", in: 0...Int(Int32.max)) {
            case .success(let value): milliseconds = value
            case .failure(let error): return .failure(error)
            }
            switch whole(pairs[position + 1], "\(place).durations[\(position + 1)]", in: 1...Self.maximumCount) {
            case .success(let value): number = value
            case .failure(let error): return .failure(error)
            }
            guard number <= traces - total else {
                return .failure(
                    failure("\(place).durations", "more completions than the shard's \(counted(traces, "trace"))"))
            }
            total += number
            counts.durations.add(milliseconds, count: number)
        }
        return .success(counts)
    }

    /// A resting sweep's places: names, each once.
    func readPlaces(_ value: JSONValue) -> Result<[String], ScenarioParameterError> {
        guard case .array(let items) = value, !items.isEmpty, items.count <= Self.maximumPlaces else {
            return .failure(failure("places", "not an array of 1 to \(Self.maximumPlaces) place names"))
        }
        var names: [String] = []
        for (position, item) in items.enumerated() {
            guard case .string(let name) = item, !names.contains(name) else {
                return .failure(failure("places[\(position)]", "not a name no other place has"))
            }
            names.append(name)
        }
        return .success(names)
    }

    /// One grid point's confusion of a resting sweep: (places + 1)² whole numbers adding up to
    /// `traces` (every counted trace has one meant place, or none, and one rested place, or none).
    func readConfusion(
        _ value: JSONValue, place: String, places: Int, traces: Int
    ) -> Result<PlaceConfusion, ScenarioParameterError> {
        guard case .object(let object) = value, case .array(let items)? = object["confusion"],
            items.count == (places + 1) * (places + 1)
        else {
            return .failure(
                failure(
                    "\(place).confusion",
                    "missing, or not \((places + 1) * (places + 1)) counts for \(counted(places, "place"))"))
        }
        var confusion = PlaceConfusion(placeCount: places)
        var total = 0
        for (cell, item) in items.enumerated() {
            switch whole(item, "\(place).confusion[\(cell)]", in: 0...(traces - total)) {
            case .success(let number):
                total += number
                confusion.add(number, atCell: cell)
            case .failure(let error): return .failure(error)
            }
        }
        guard total == traces else {
            return .failure(
                failure("\(place).confusion", "adds up to \(total), not the shard's \(counted(traces, "trace"))"))
        }
        return .success(confusion)
    }
}
