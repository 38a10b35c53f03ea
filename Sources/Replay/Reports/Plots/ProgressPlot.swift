import GestureModel
import Interaction

/// Progress-curve plots: one replay, or one trace under several presets.
public enum ProgressPlot {
    static let stateColours: [RecognizerPhase: String] = [
        .possible: "#EEEEEE", .began: "#56B4E9", .changed: "#0072B2", .ended: "#009E73", .cancelled: "#D55E00",
        .failed: "#999999",
    ]

    /// The plot of one replay: the interactive part and the completion drawn distinctly, the release
    /// with its decision, the threshold, the recognizer's states as bands, a title and labelled axes.
    public static func svg(_ report: ReplayReport, standalone: Bool = true) -> String {
        if let run = report.resting { return restingSVG(report, run, standalone: standalone) }
        let frame = frame(for: [report])
        var svg = SVG(width: frame.right + 24, height: frame.bottom + 118)
        header(&svg, frame, report, subtitle: outcomeLine(report))
        axes(&svg, frame)
        threshold(&svg, frame, report)
        curve(&svg, frame, report, colour: SVG.palette[0], completionColour: SVG.palette[1], idPrefix: "")
        releaseMarker(&svg, frame, report, colour: SVG.palette[3], labelled: true, id: "release")
        stateBands(&svg, frame, report, y: frame.bottom + 44)
        // Legend.
        let legendY = frame.bottom + 100
        svg.line(frame.left, legendY - 4, frame.left + 24, legendY - 4, stroke: SVG.palette[0], width: 2.5)
        svg.text(frame.left + 30, legendY, "interactive (touch events)", size: 12)
        svg.line(
            frame.left + 210, legendY - 4, frame.left + 234, legendY - 4, stroke: SVG.palette[1], width: 2.5,
            dash: "7 4")
        svg.text(frame.left + 240, legendY, "completion", size: 12)
        svg.circle(frame.left + 340, legendY - 4, 5, fill: SVG.palette[3])
        svg.text(frame.left + 350, legendY, "release", size: 12)
        return svg.render(standalone: standalone)
    }

    /// One trace under several presets, overlaid, with a legend.
    public static func svg(comparison: Comparison, standalone: Bool = true) -> String {
        let reports = comparison.rows.map(\.report)
        let resting = comparison.comparesPlaces
        let frame = resting ? restingFrame(for: reports) : frame(for: reports)
        let scale = OffsetScale(reports)
        let legendRows = (reports.count + 1) / 2
        var svg = SVG(width: frame.right + 24, height: frame.bottom + 76 + Double(legendRows) * 20)
        svg.text(
            frame.left, 26,
            SVG.fitted(
                "\(comparison.traceName) — \(reports.count) presets", size: 17, width: svg.width - frame.left - 12,
                bold: true), size: 17, weight: "bold")
        svg.text(
            frame.left, 44,
            resting
                ? "solid: drag; dashed: settle; dot: release; the offset grows downward"
                : "solid: interactive; dashed: completion; dot: release", size: 12, fill: "#555555")
        if resting {
            offsetAxes(&svg, frame, scale, axis: reports.first?.resting?.surface.axis ?? .sheet)
        } else {
            axes(&svg, frame)
        }
        for (index, row) in comparison.rows.enumerated() {
            let colour = SVG.palette[index % SVG.palette.count]
            if resting {
                restingCurve(
                    &svg, frame, scale, row.report, colour: colour, settleColour: colour,
                    idPrefix: "\(row.scenario.name)-")
                if let last = row.report.resting?.last {
                    svg.circle(
                        frame.x(last.time), frame.y(scale.share(last.release.offset)), 5.5, fill: colour,
                        id: "release-\(row.scenario.name)")
                }
                continue
            }
            curve(&svg, frame, row.report, colour: colour, completionColour: colour, idPrefix: "\(row.scenario.name)-")
            releaseMarker(&svg, frame, row.report, colour: colour, labelled: false, id: "release-\(row.scenario.name)")
        }
        // A curve drawn over an identical one hides it: the legend says whose it repeats.
        let curves: [[Double]] =
            resting
            ? reports.map { $0.restingOffsets.flatMap { [$0.time, $0.offset] } }
            : reports.map { $0.progress.flatMap { [$0.time, $0.percentComplete] } }
        let repeats = curves.indices.map { curves[..<$0].firstIndex(of: curves[$0]) }
        for (index, row) in comparison.rows.enumerated() {
            let colour = SVG.palette[index % SVG.palette.count]
            let x = frame.left + Double(index % 2) * 350
            let y = frame.bottom + 62 + Double(index / 2) * 20
            svg.line(x, y - 4, x + 22, y - 4, stroke: colour, width: 3)
            let decision = row.verdict
            let duration =
                resting
                ? row.report.resting?.last.map { ", \(prose($0.settle.duration, 2)) s" } ?? ""
                : row.report.completion.map { ", \(prose($0.duration, 2)) s" } ?? ""
            let same = repeats[index].map { " (= \(comparison.rows[$0].scenario.name))" }
            svg.text(
                x + 28, y,
                SVG.fitted(
                    "\(row.scenario.name): \(decision)\(row.disagrees ? " ≠" : "")\(duration)\(same ?? "")", size: 12,
                    width: 320),
                size: 12)
        }
        let repeated = repeats.compactMap { $0 }.count
        if repeated > 0 {
            svg.text(
                frame.left, frame.bottom + 62 + Double(legendRows) * 20,
                "(= name): the same curve as that preset's, drawn over it (\(repeated) of \(reports.count))", size: 11,
                fill: "#555555")
        }
        return svg.render(standalone: standalone)
    }

    /// The longest stretch of a trace's clock a plot draws. Recordings of one gesture last seconds;
    /// a longer span is almost always a converter's unit mistake, and its ticks would be unreadable.
    public static let maximumSpan = 3600.0

    /// Why these traces cannot be plotted (their touches span more than `maximumSpan`), or nil.
    public static func unplottable(_ traces: [Trace]) -> String? {
        guard let start = traces.map(\.startTime).min(), let end = traces.map(\.endTime).max() else { return nil }
        let span = end - start
        guard span.isFinite, span <= maximumSpan else {
            return
                "the touches span \(span.isFinite ? prose(span, 1) + " s" : "more than any clock") (t=\(JSONWriter.formatNumber(start))…\(JSONWriter.formatNumber(end))); a plot spans at most \(prose(maximumSpan, 0)) s"
        }
        return nil
    }

    /// The trace's span plus the completion, with a margin, never more than `maximumSpan`: a
    /// completion that runs for hours is drawn to the right edge (its duration is in the text).
    static func frame(for reports: [ReplayReport]) -> ProgressPlotFrame {
        let start = reports.map(\.trace.startTime).min() ?? 0
        let end = reports.flatMap { [$0.trace.endTime, $0.completion?.endTime ?? $0.trace.endTime] }.max() ?? start + 1
        let span = min(end - start, maximumSpan)
        guard span.isFinite else { return ProgressPlotFrame(start: start, end: start + maximumSpan) }
        return ProgressPlotFrame(start: start, end: start + span * 1.03)
    }

    /// One replay's title (the trace and the handler) and the line under it, each fitted to the width.
    static func header(_ svg: inout SVG, _ frame: ProgressPlotFrame, _ report: ReplayReport, subtitle: String) {
        let textWidth = svg.width - frame.left - 12
        svg.text(
            frame.left, 26,
            SVG.fitted("\(report.trace.name) — \(report.handler)", size: 17, width: textWidth, bold: true), size: 17,
            weight: "bold")
        svg.text(frame.left, 44, SVG.fitted(subtitle, size: 12, width: textWidth), size: 12, fill: "#555555")
    }

    static func outcomeLine(_ report: ReplayReport) -> String {
        var text = "outcome \(report.outcome.rawValue)"
        if let release = report.release { text += " · \(release.decision.reason)" }
        if let completion = report.completion {
            text += " · completion \(prose(completion.duration, 3)) s"
        }
        return text
    }

    /// The value axis (a grid line at each quarter of the height, labelled by `label` of its
    /// share, 0 at the bottom), the time axis and their titles.
    static func axes(
        _ svg: inout SVG, _ frame: ProgressPlotFrame, title: String = "percentComplete",
        label: (Double) -> String = { prose($0, 2) }
    ) {
        for value in stride(from: 0.0, through: 1.0, by: 0.25) {
            let y = frame.y(value)
            svg.line(frame.left, y, frame.right, y, stroke: SVG.grid)
            svg.text(frame.left - 8, y + 4, label(value), size: 11, anchor: .end)
        }
        let ticks = SVG.ticks(0, frame.end - frame.start)
        for (tick, label) in zip(ticks, SVG.tickLabels(ticks)) {
            let x = frame.x(frame.start + tick)
            svg.line(x, frame.bottom, x, frame.bottom + 5, stroke: SVG.ink)
            svg.text(x, frame.bottom + 18, label, size: 11, anchor: .middle)
        }
        svg.line(frame.left, frame.bottom, frame.right, frame.bottom, stroke: SVG.ink)
        svg.line(frame.left, frame.top, frame.left, frame.bottom, stroke: SVG.ink)
        svg.text(frame.right, frame.bottom + 34, "time since the first touch (s)", size: 12, anchor: .end)
        svg.text(18, frame.top + frame.plotHeight / 2, title, size: 12, anchor: .middle, rotate: -90)
    }

    static func threshold(_ svg: inout SVG, _ frame: ProgressPlotFrame, _ report: ReplayReport) {
        // A threshold line only where the threshold rule decides something: book-pinch always finishes.
        let declared = report.scenario.flatMap { scenario -> Double? in
            let decides = scenario.handler.onEnded == .decide || scenario.handler.onCancelled == .decide
            return scenario.handler.rule == .threshold && decides ? scenario.handler.threshold : nil
        }
        guard let value = report.release?.decision.threshold ?? declared
        else { return }
        let y = frame.y(value)
        svg.line(frame.left, y, frame.right, y, stroke: "#555555", width: 1.2, dash: "2 4", id: "threshold")
        svg.text(
            frame.right - 4, y - 6, "threshold \(prose(value, 2))", size: 11, anchor: .end, fill: "#555555", halo: true)
    }

    static func curve(
        _ svg: inout SVG, _ frame: ProgressPlotFrame, _ report: ReplayReport, colour: String, completionColour: String,
        idPrefix: String
    ) {
        // Read once: the report makes its completion frames on every read of its progress.
        let progress = report.progress
        let interactive = progress.filter { $0.phase == .interactive }.map {
            (frame.x($0.time), frame.y($0.percentComplete))
        }
        var completing = progress.filter { $0.phase == .completing }.map {
            (frame.x($0.time), frame.y($0.percentComplete))
        }
        if let last = interactive.last, !completing.isEmpty { completing.insert(last, at: 0) }
        svg.polyline(interactive, stroke: colour, width: 2.5, id: idPrefix + "interactive")
        svg.polyline(completing, stroke: completionColour, width: 2.5, dash: "7 4", id: idPrefix + "completion")
        if let completion = report.completion {
            svg.circle(frame.x(completion.endTime), frame.y(completion.toPercent), 3, fill: completionColour)
        }
    }

    static func releaseMarker(
        _ svg: inout SVG, _ frame: ProgressPlotFrame, _ report: ReplayReport, colour: String, labelled: Bool, id: String
    ) {
        guard let release = report.release else { return }
        let x = frame.x(release.time)
        let y = frame.y(release.decision.progress)
        svg.line(x, frame.top, x, frame.bottom, stroke: colour, width: 1, dash: "3 3")
        svg.circle(x, y, 5.5, fill: colour, id: id)
        guard labelled else { return }
        let label =
            "\(release.decision.trigger == .cancelled ? "cancelled" : "released") at \(prose(release.decision.progress, 2)) → \(release.decision.direction?.rawValue ?? "nothing")"
        let width = SVG.textWidth(label, size: 12)
        // Keep the label inside the plot: to the left of the marker when it would run off the right.
        let anchor: SVG.Anchor = x + 10 + width > frame.right ? .end : .start
        let labelX = anchor == .end ? x - 10 : x + 10
        var labelY = y < frame.top + 30 ? y + 20 : y - 10
        // Keep clear of the threshold's label at the right end of its line.
        if let threshold = report.release?.decision.threshold {
            let thresholdY = frame.y(threshold) - 6
            let right = anchor == .end ? labelX : labelX + width
            let thresholdLeft = frame.right - 4 - SVG.textWidth("threshold 0.00", size: 11)
            if right > thresholdLeft, abs(labelY - thresholdY) < 14 {
                labelY = labelY <= thresholdY ? thresholdY - 16 : thresholdY + 16
            }
        }
        svg.text(labelX, labelY, label, size: 12, anchor: anchor, fill: colour, weight: "bold", halo: true)
    }

    static func stateBands(_ svg: inout SVG, _ frame: ProgressPlotFrame, _ report: ReplayReport, y: Double) {
        svg.text(frame.left - 8, y + 12, "recognizer", size: 11, anchor: .end)
        let entries = report.recognizer
        for (index, entry) in entries.enumerated() {
            let startX = frame.x(entry.time)
            let endTime = index + 1 < entries.count ? entries[index + 1].time : max(report.trace.endTime, entry.time)
            var endX = frame.x(endTime)
            if endX - startX < 2 { endX = startX + 2 }
            let colour = stateColours[entry.phase] ?? "#CCCCCC"
            svg.rect(
                startX, y, endX - startX, 16, fill: colour, id: "state-\(index)",
                title: "\(entry.phase) from \(prose(entry.time - frame.start, 3)) s")
            let name = entry.phase.rawValue
            if SVG.textWidth(name, size: 10) + 6 < endX - startX {
                let dark = entry.phase == .changed || entry.phase == .cancelled || entry.phase == .ended
                svg.text(startX + 4, y + 12, name, size: 10, fill: dark ? "#FFFFFF" : SVG.ink)
            }
        }
    }
}
