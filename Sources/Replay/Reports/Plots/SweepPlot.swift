import GestureModel
import Interaction

/// Accuracy over the sweep's grid: a heatmap over two varied parameters, a line over one.
public enum SweepPlot {
    /// Viridis, sampled: perceptually even and readable in grey and with colour-vision deficiencies.
    static let viridis: [(Double, Double, Double)] = [
        (68, 1, 84), (72, 40, 120), (62, 74, 137), (49, 104, 142), (38, 130, 142), (31, 158, 137), (53, 183, 121),
        (109, 205, 89), (180, 222, 44), (253, 231, 37),
    ]

    static func colour(_ fraction: Double) -> String {
        let t = (fraction.isNaN ? 0 : min(max(fraction, 0), 1)) * Double(viridis.count - 1)
        let i = min(Int(t), viridis.count - 2)
        let f = t - Double(i)
        let (a, b) = (viridis[i], viridis[i + 1])
        func hex(_ v: Double) -> String {
            let s = String(Int((v).rounded()), radix: 16, uppercase: true)
            return s.count == 1 ? "0" + s : s
        }
        return "#" + hex(a.0 + (b.0 - a.0) * f) + hex(a.1 + (b.1 - a.1) * f) + hex(a.2 + (b.2 - a.2) * f)
    }

    /// With more than two axes, each cell shows the best accuracy over the others (said in the subtitle).
    public static func svg(_ result: SweepResult, standalone: Bool = true) -> String {
        result.axes.count >= 2 ? heatmap(result, standalone: standalone) : line(result, standalone: standalone)
    }

    static func heatmap(_ result: SweepResult, standalone: Bool) -> String {
        let xAxis = result.axes[1]
        let yAxis = result.axes[0]
        // At most `maximumCells` drawn along an axis: a finer grid is drawn in blocks, each the
        // best of its points (said in the subtitle), so a grid of a million points is a picture
        // a person can read and a file a browser can open.
        let rowBlock = (yAxis.values.count + maximumCells - 1) / maximumCells
        let columnBlock = (xAxis.values.count + maximumCells - 1) / maximumCells
        let columns = (xAxis.values.count + columnBlock - 1) / columnBlock
        let rows = (yAxis.values.count + rowBlock - 1) / rowBlock
        let cell = min(56, max(6, 640 / Double(max(columns, rows))))
        let left = 90.0
        let top = 70.0
        let width = cell * Double(columns)
        let height = cell * Double(rows)
        // The canvas is as wide as its title and its best line, so neither is cut short.
        let title = "\(result.preset): accuracy over \(yAxis.name) × \(xAxis.name)"
        let bestLine = result.best.map { bestText(result, $0, prefix: "best (outlined): ") }
        let textWidth = max(
            SVG.textWidth(title, size: 17) * 0.62 / 0.56, SVG.textWidth(bestLine ?? "", size: 12) * 0.62 / 0.56)
        var svg = SVG(width: max(left + width + 130, left + textWidth + 12), height: top + height + 70)
        svg.text(left, 26, title, size: 17, weight: "bold")
        var rest =
            result.axes.count > 2
            ? " · each cell: the best over \(result.axes.dropFirst(2).map(\.name).joined(separator: ", "))" : ""
        if rowBlock > 1 || columnBlock > 1 {
            rest +=
                " · each cell: the best of \(rowBlock) × \(columnBlock) grid values (\(yAxis.values.count) × \(xAxis.values.count) in all)"
        }
        svg.text(
            left, 46, SVG.fitted(tracesText(result) + rest, size: 12, width: svg.width - left - 12),
            size: 12, fill: "#555555")
        // The best accuracy per (y, x) cell.
        var best: [[(accuracy: Double?, index: Int)]] = Array(
            repeating: Array(repeating: (nil, -1), count: columns), count: rows)
        // Each axis value's place, looked up once: a grid of a million points is read in one pass.
        let rowOf = Dictionary(yAxis.values.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        let columnOf = Dictionary(xAxis.values.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        for (index, point) in result.points.enumerated() {
            guard let gridRow = rowOf[point[0]], let gridColumn = columnOf[point[1]] else { continue }
            let (row, column) = (gridRow / rowBlock, gridColumn / columnBlock)
            let accuracy = result.counts[index].accuracy
            if best[row][column].index < 0 || (accuracy ?? -1) > (best[row][column].accuracy ?? -1) {
                best[row][column] = (accuracy, index)
            }
        }
        let accuracies = best.flatMap { $0.compactMap(\.accuracy) }
        let low = accuracies.min() ?? 0
        let high = accuracies.max() ?? 1
        let bestCell = result.best.flatMap { best -> (Int, Int)? in
            guard let row = rowOf[result.points[best][0]], let column = columnOf[result.points[best][1]] else {
                return nil
            }
            return (row / rowBlock, column / columnBlock)
        }
        let showLabels = cell >= 30
        for row in 0..<rows {
            for column in 0..<columns {
                let (accuracy, index) = best[row][column]
                let x = left + Double(column) * cell
                // The first y value at the bottom, as on a chart.
                let y = top + Double(rows - 1 - row) * cell
                let fraction = high > low ? ((accuracy ?? low) - low) / (high - low) : 1
                let fill = accuracy == nil ? "#EEEEEE" : colour(fraction)
                let counts = index >= 0 ? result.counts[index] : SweepCounts()
                let title =
                    "\(yAxis.name)=\(span(yAxis, row, rowBlock)) \(xAxis.name)=\(span(xAxis, column, columnBlock)): accuracy \(accuracy.map { prose($0, 3) } ?? "—"), \(errorText(result, counts))"
                svg.rect(x, y, cell, cell, fill: fill, stroke: "#FFFFFF", strokeWidth: 0.5, title: title)
                if showLabels, let accuracy {
                    svg.text(
                        x + cell / 2, y + cell / 2 + 4, prose(accuracy, 2), size: min(12, cell / 3.2), anchor: .middle,
                        fill: fraction > 0.6 ? SVG.ink : "#FFFFFF")
                }
                if let bestCell, bestCell == (row, column) {
                    svg.rect(
                        x + 1.5, y + 1.5, cell - 3, cell - 3, fill: "none", stroke: "#D55E00", strokeWidth: 3,
                        id: "best")
                }
            }
        }
        // Axes: label every tick that fits.
        let everyX = max(1, Int((SVG.textWidth("0.000", size: 11) + 6) / cell) + 1)
        for column in stride(from: 0, to: columns, by: everyX) {
            svg.text(
                left + (Double(column) + 0.5) * cell, top + height + 16,
                xAxis.label(of: xAxis.values[column * columnBlock]), size: 11, anchor: .middle)
        }
        let everyY = max(1, Int(16 / cell) + 1)
        for row in stride(from: 0, to: rows, by: everyY) {
            svg.text(
                left - 6, top + Double(rows - 1 - row) * cell + cell / 2 + 4,
                yAxis.label(of: yAxis.values[row * rowBlock]), size: 11, anchor: .end)
        }
        svg.text(left + width / 2, top + height + 38, xAxis.name, size: 13, anchor: .middle)
        svg.text(22, top + height / 2, yAxis.name, size: 13, anchor: .middle, rotate: -90)
        // Colour scale.
        let scaleX = left + width + 30
        let stepHeight = height / 20
        for step in 0..<20 {
            svg.rect(
                scaleX, top + height - Double(step + 1) * stepHeight, 16, stepHeight + 0.5,
                fill: colour(Double(step) / 19))
        }
        svg.text(scaleX + 22, top + 10, prose(high, 3), size: 11)
        svg.text(scaleX + 22, top + height, prose(low, 3), size: 11)
        svg.text(scaleX, top - 8, "accuracy", size: 11)
        if let bestLine {
            svg.text(left, top + height + 58, bestLine, size: 12, fill: "#D55E00", weight: "bold")
        } else {
            svg.text(left, top + height + 58, result.noBestReason, size: 12, fill: "#555555")
        }
        return svg.render(standalone: standalone)
    }

    /// The most cells drawn along one axis of the heatmap.
    static let maximumCells = 120

    /// The values a drawn cell spans along `axis`: one value, or the first…last of its block.
    static func span(_ axis: SweepAxis, _ cell: Int, _ block: Int) -> String {
        let first = axis.values[cell * block]
        let last = axis.values[min(axis.values.count, (cell + 1) * block) - 1]
        return first == last
            ? axis.label(of: first) : "\(axis.label(of: first))…\(axis.label(of: last))"
    }

    /// The best point's setting, its accuracy and its two kinds of error.
    static func bestText(_ result: SweepResult, _ index: Int, prefix: String) -> String {
        let setting = zip(result.axes, result.points[index]).map { "\($0.name)=\($0.label(of: $1))" }.joined(
            separator: " ")
        let counts = result.counts[index]
        return
            "\(prefix)\(setting), accuracy \(counts.accuracy.map { prose($0, 3) } ?? "—") (\(errorText(result, counts)))"
    }

    /// The two errors users trade against each other: for a transition, meant finishes that
    /// cancelled and meant cancels that finished; for a resting surface, every miss and the skips
    /// among them.
    static func errors(
        _ result: SweepResult
    ) -> [(name: String, short: String, count: (SweepCounts) -> Int, id: String)] {
        result.places == nil
            ? [
                ("F→C (meant finish, cancelled)", "F→C", \.meantFinishCancelled, "finish-errors"),
                ("C→F (meant cancel, finished)", "C→F", \.meantCancelFinished, "cancel-errors"),
            ]
            : [
                ("missed (rested elsewhere)", "missed", { $0.labelled - $0.asMeant }, "missed"),
                ("skipped (two or more places off)", "skipped", \.unwanted, "skipped"),
            ]
    }

    /// A point's two errors, in a few words.
    static func errorText(_ result: SweepResult, _ counts: SweepCounts) -> String {
        errors(result).map { "\($0.count(counts)) \($0.short)" }.joined(separator: ", ")
    }

    /// The traces a sweep's counts are over, and those its recognizer never saw.
    static func tracesText(_ result: SweepResult) -> String {
        result.unseen > 0
            ? "\(result.countedTraces) of \(counted(result.traceCount, "trace")) (\(result.unseen) unseen: the recognizer began on none of them)"
            : counted(result.traceCount, "trace")
    }

    static func line(_ result: SweepResult, standalone: Bool) -> String {
        let axis = result.axes.first ?? SweepAxis(name: "value", values: [])
        // The legend's row sits between the subtitle (baseline 46) and the frame, clear of both.
        let frame = (left: 70.0, top: 80.0, width: 660.0, height: 280.0)
        var svg = SVG(width: frame.left + frame.width + 30, height: frame.top + frame.height + 80)
        svg.text(
            frame.left, 26,
            SVG.fitted(
                "\(result.preset): accuracy over \(axis.name)", size: 17, width: svg.width - frame.left - 12, bold: true
            ), size: 17, weight: "bold")
        svg.text(frame.left, 46, tracesText(result), size: 12, fill: "#555555")
        let low = axis.values.min() ?? 0
        let high = max(axis.values.max() ?? 1, low + 1e-9)
        func x(_ value: Double) -> Double { frame.left + (value - low) / (high - low) * frame.width }
        func y(_ accuracy: Double) -> Double { frame.top + (1 - accuracy) * frame.height }
        for value in stride(from: 0.0, through: 1.0, by: 0.25) {
            svg.line(frame.left, y(value), frame.left + frame.width, y(value), stroke: SVG.grid)
            svg.text(frame.left - 8, y(value) + 4, prose(value, 2), size: 11, anchor: .end)
        }
        // A named axis has a tick per choice, named; a numeric one round numbers.
        let ticks = axis.labels == nil ? SVG.ticks(low, high) : axis.values
        let tickLabels = axis.labels ?? SVG.tickLabels(ticks)
        for (tick, label) in zip(ticks, tickLabels) {
            svg.text(x(tick), frame.top + frame.height + 18, label, size: 11, anchor: .middle)
        }
        svg.line(
            frame.left, frame.top + frame.height, frame.left + frame.width, frame.top + frame.height, stroke: SVG.ink)
        svg.line(frame.left, frame.top, frame.left, frame.top + frame.height, stroke: SVG.ink)
        svg.text(frame.left + frame.width / 2, frame.top + frame.height + 38, axis.name, size: 13, anchor: .middle)
        svg.text(
            20, frame.top + frame.height / 2, "fraction of labelled traces", size: 13, anchor: .middle, rotate: -90)
        // A sweep with no axis (the library allows one: the base scenario alone) has points with no
        // value; they are drawn at the axis's start.
        func value(_ index: Int) -> Double { result.points[index].first ?? low }
        let points = result.points.indices.compactMap { index -> (Double, Double)? in
            result.counts[index].accuracy.map { (x(value(index)), y($0)) }
        }
        svg.polyline(points, stroke: SVG.palette[0], width: 2.5, id: "accuracy")
        for point in points { svg.circle(point.0, point.1, 3, fill: SVG.palette[0]) }
        // The two errors users trade against each other, as fractions of the labelled traces.
        for (position, error) in errors(result).enumerated() {
            let colour = SVG.palette[position + 1]
            let curve = result.points.indices.compactMap { index -> (Double, Double)? in
                let counts = result.counts[index]
                return counts.labelled > 0
                    ? (x(value(index)), y(Double(error.count(counts)) / Double(counts.labelled))) : nil
            }
            svg.polyline(curve, stroke: colour, width: 1.5, dash: "5 3", id: error.id)
            let legendX = frame.left + 10 + Double(position + 1) * 200
            svg.line(
                legendX, frame.top - 14, legendX + 24, frame.top - 14, stroke: colour, width: 1.5, dash: "5 3")
            svg.text(legendX + 30, frame.top - 10, error.name, size: 11)
        }
        svg.line(frame.left + 10, frame.top - 14, frame.left + 34, frame.top - 14, stroke: SVG.palette[0], width: 2.5)
        svg.text(frame.left + 40, frame.top - 10, "accuracy", size: 11)
        if let best = result.best, let accuracy = result.counts[best].accuracy {
            svg.circle(x(value(best)), y(accuracy), 7, fill: "#D55E00", id: "best")
            svg.text(
                frame.left, frame.top + frame.height + 60, bestText(result, best, prefix: "best: "), size: 12,
                fill: "#D55E00", weight: "bold")
        } else {
            svg.text(frame.left, frame.top + frame.height + 60, result.noBestReason, size: 12, fill: "#555555")
        }
        return svg.render(standalone: standalone)
    }
}
