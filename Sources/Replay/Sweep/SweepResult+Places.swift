import GestureModel
import Interaction

/// A resting sweep's outputs: where each grid point's traces came to rest, against where they
/// were meant to (`PlaceConfusion`), in place of a transition's finishes and cancels.
extension SweepResult {
    /// Point `index`'s confusion (an empty one where a result has none).
    func confusion(at index: Int, places: [String]) -> PlaceConfusion {
        confusions.flatMap { index < $0.count ? $0[index] : nil } ?? PlaceConfusion(placeCount: places.count)
    }

    /// A place's column, or the column of the traces that never released.
    private func placeName(_ index: Int?, places: [String]) -> String { index.map { places[$0] } ?? "none" }

    func placesJSON(_ places: [String]) -> JSONValue {
        var object: JSONObject = [
            "preset": .string(preset),
            "traces": .number(Double(traceCount)),
            "unseen": .number(Double(unseen)),
            "places": .array(places.map { .string($0) }),
            "axes": axesJSON,
            "points": .array(points.indices.map { placesPointJSON($0, places: places) }),
            "best": .array(best == nil ? [] : best(5).map { placesPointJSON($0, places: places) }),
            "allPointsEqual": .bool(points.count > 1 && allPointsEqual),
        ]
        if let closeWithin { object["closeWithin"] = number(closeWithin) }
        return .object(object)
    }

    var axesJSON: JSONValue {
        .array(
            axes.map { axis in
                .object([
                    "name": .string(axis.name),
                    "values": axis.labels.map { .array($0.map { .string($0) }) } ?? .array(axis.values.map(number)),
                ])
            })
    }

    private func placesPointJSON(_ index: Int, places: [String]) -> JSONValue {
        let c = counts[index]
        let confusion = confusion(at: index, places: places)
        var object = JSONObject()
        for (axis, value) in zip(axes, points[index]) {
            object[axis.name] = axis.labels == nil ? number(value) : .string(axis.label(of: value))
        }
        var rested = JSONObject()
        for place in places.indices { rested[places[place]] = .number(Double(confusion.rested(at: place))) }
        object["rested"] = .object(rested)
        object["noRelease"] = .number(Double(confusion.noRelease))
        object["asMeant"] = .number(Double(confusion.asMeant))
        object["skipped"] = .number(Double(confusion.skipped))
        object["unlabelled"] = .number(Double(confusion.unlabelled))
        object["accuracy"] = c.accuracy.map(number) ?? .null
        // Rows for the places some trace was meant to rest at.
        object["confusion"] = .array(
            places.indices.filter { confusion.meant(for: $0) > 0 }
                .map { meant in
                    var row = JSONObject()
                    for column in places.indices {
                        row[places[column]] = .number(Double(confusion[meant: meant, rested: column]))
                    }
                    return .object([
                        "meant": .string(places[meant]), "rested": .object(row),
                        "noRelease": .number(Double(confusion[meant: meant, rested: nil])),
                    ])
                })
        return .object(object)
    }

    func placesCSV(_ places: [String]) -> String {
        let columns = places.indices.map(Optional.some) + [nil]
        let header =
            axes.map(\.name) + places.map { "rested_\($0)" } + [
                "no_release", "as_meant", "skipped", "unlabelled", "accuracy",
            ]
            + places.flatMap { meant in columns.map { "meant_\(meant)_rested_\(placeName($0, places: places))" } }
        var lines = [header.map(csvField).joined(separator: ",")]
        for index in points.indices {
            let confusion = confusion(at: index, places: places)
            let cells =
                zip(axes, points[index]).map { $0.label(of: $1) }
                + places.indices.map { String(confusion.rested(at: $0)) }
                + [confusion.noRelease, confusion.asMeant, confusion.skipped, confusion.unlabelled].map(String.init)
                + [counts[index].accuracy.map { fixed($0, 4) } ?? ""]
                + places.indices.flatMap { meant in columns.map { String(confusion[meant: meant, rested: $0]) } }
            lines.append(cells.map(csvField).joined(separator: ","))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    func placesText(_ places: [String]) -> String {
        let shownPlaces = places.map(\.escapingControls)
        let header = axes.map(\.name) + shownPlaces + ["none", "as meant", "skipped", "unlab.", "accuracy"]
        var rows = [header]
        for index in shownPoints {
            let confusion = confusion(at: index, places: places)
            rows.append(
                zip(axes, points[index]).map { $0.label(of: $1) }
                    + places.indices.map { String(confusion.rested(at: $0)) }
                    + [confusion.noRelease, confusion.asMeant, confusion.skipped, confusion.unlabelled].map(String.init)
                    + [counts[index].accuracy.map { fixed($0, 3) } ?? "—"])
        }
        var lines = tableLines(rows)
        lines.append("")
        lines.append(
            "Each place's column counts the traces that came to rest there; none: no release. skipped: rested two or more places from where the trace's \"rest\" meant."
        )
        let confusionPoint: Int?
        if let best {
            let setting = zip(axes, points[best]).map { "\($0.name)=\($0.label(of: $1))" }.joined(separator: " ")
            let accuracy = counts[best].accuracy.map { fixed($0, 3) } ?? "—"
            lines.append(
                "best       \(setting): accuracy \(accuracy), \(counts[best].restSkipped) skipped")
            confusionPoint = best
        } else {
            lines.append(noBestLine)
            confusionPoint = points.count > 1 && allPointsEqual ? 0 : nil
        }
        if let point = confusionPoint, case let confusion = confusion(at: point, places: places), confusion.labelled > 0
        {
            lines.append("")
            lines.append(
                best == nil ? "meant and rested, at every grid point:" : "meant and rested, at the best point:")
            var table = [["meant \\ rested"] + shownPlaces + ["none"]]
            for meant in places.indices where confusion.meant(for: meant) > 0 {
                table.append(
                    [shownPlaces[meant]]
                        + (places.indices.map(Optional.some) + [nil]).map {
                            String(confusion[meant: meant, rested: $0])
                        })
            }
            lines += Self.aligned(table).map { "  " + $0 }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Rows right-aligned under a header, with a rule under it.
    static func aligned(_ rows: [[String]]) -> [String] {
        guard let header = rows.first else { return [] }
        let widths = header.indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
        var lines: [String] = []
        for (index, row) in rows.enumerated() {
            lines.append(
                row.enumerated().map { column, cell in
                    String(repeating: " ", count: widths[column] - cell.count) + cell
                }.joined(separator: "  "))
            if index == 0 { lines.append(widths.map { String(repeating: "─", count: $0) }.joined(separator: "  ")) }
        }
        return lines
    }
}

extension PlaceConfusion {
    /// Traces meant to rest at `place`, wherever they rested.
    func meant(for place: Int) -> Int {
        (0...placeCount).reduce(0) { $0 + self[meant: place, rested: $1 == placeCount ? nil : $1] }
    }
}
