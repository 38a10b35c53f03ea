import GestureModel
import Interaction

/// A resting surface's offset over time: the drag solid, each settle dashed to its rest, the
/// places as dotted lines, the release with its place, the recognizer's states as bands. The
/// offset grows downward, as a sheet's top does on the screen.
extension ProgressPlot {
    /// The offsets a plot spans: every place of every surface shown, and every offset drawn.
    struct OffsetScale {
        var low: Double
        var high: Double

        init(_ reports: [ReplayReport]) {
            let offsets =
                reports.flatMap { report in
                    (report.resting?.surface.places.map(\.offset) ?? []) + report.restingOffsets.map(\.offset)
                }.filter(\.isFinite)
            low = offsets.min() ?? 0
            high = max(offsets.max() ?? 1, low + 1)
        }

        /// The frame's share of the height, from the top: the frame's y takes a percentComplete,
        /// which grows upward.
        func share(_ offset: Double) -> Double { 1 - (offset - low) / (high - low) }
    }

    static func restingFrame(for reports: [ReplayReport]) -> ProgressPlotFrame {
        var frame = frame(for: reports)
        let rest = reports.compactMap { $0.resting?.last?.restTime }.max() ?? frame.end
        let end = min(max(frame.end, frame.start + (rest - frame.start) * 1.03), frame.start + maximumSpan)
        frame = ProgressPlotFrame(start: frame.start, end: end.isFinite ? end : frame.end)
        return frame
    }

    /// One resting replay.
    static func restingSVG(_ report: ReplayReport, _ run: RestingRun, standalone: Bool) -> String {
        let frame = restingFrame(for: [report])
        let scale = OffsetScale([report])
        var svg = SVG(width: frame.right + 24, height: frame.bottom + 118)
        var line = "outcome \(report.outcome.rawValue)"
        if let last = run.last { line += " · \(last.decision.place.name): \(last.decision.reason)" }
        header(&svg, frame, report, subtitle: line)
        offsetAxes(&svg, frame, scale, axis: run.surface.axis)
        places(&svg, frame, scale, run.surface.places)
        restingCurve(&svg, frame, scale, report, colour: SVG.palette[0], settleColour: SVG.palette[1], idPrefix: "")
        for (index, rest) in run.releases.enumerated() {
            let x = frame.x(rest.time)
            let y = frame.y(scale.share(rest.release.offset))
            svg.line(x, frame.top, x, frame.bottom, stroke: SVG.palette[3], width: 1, dash: "3 3")
            svg.circle(x, y, 5.5, fill: SVG.palette[3], id: "release-\(index + 1)")
            let label =
                "\(rest.cancelled ? "cancelled" : "released") at \(prose(rest.release.offset, 0)) pt → \(rest.decision.place.name)"
            let anchor: SVG.Anchor = x + 10 + SVG.textWidth(label, size: 12) > frame.right ? .end : .start
            svg.text(
                anchor == .end ? x - 10 : x + 10, y < frame.top + 30 ? y + 20 : y - 10, label, size: 12, anchor: anchor,
                fill: SVG.palette[3], weight: "bold", halo: true)
        }
        stateBands(&svg, frame, report, y: frame.bottom + 44)
        let legendY = frame.bottom + 100
        svg.line(frame.left, legendY - 4, frame.left + 24, legendY - 4, stroke: SVG.palette[0], width: 2.5)
        svg.text(frame.left + 30, legendY, "drag (touch events)", size: 12)
        svg.line(
            frame.left + 190, legendY - 4, frame.left + 214, legendY - 4, stroke: SVG.palette[1], width: 2.5,
            dash: "7 4")
        svg.text(frame.left + 220, legendY, "settle", size: 12)
        svg.circle(frame.left + 290, legendY - 4, 5, fill: SVG.palette[3])
        svg.text(frame.left + 300, legendY, "release", size: 12)
        return svg.render(standalone: standalone)
    }

    /// The offset axis (its ends and quarters, in points, growing downward) and the time axis.
    static func offsetAxes(_ svg: inout SVG, _ frame: ProgressPlotFrame, _ scale: OffsetScale, axis: RestingAxis) {
        axes(&svg, frame, title: "\(axis.offsetName) (pt)") { share in
            prose(scale.high - share * (scale.high - scale.low), 0)
        }
    }

    /// Each place as a dotted line with its name at the right.
    static func places(_ svg: inout SVG, _ frame: ProgressPlotFrame, _ scale: OffsetScale, _ places: [RestingPlace]) {
        for (index, place) in places.enumerated() {
            let y = frame.y(scale.share(place.offset))
            svg.line(frame.left, y, frame.right, y, stroke: "#555555", width: 1.2, dash: "2 4", id: "place-\(index)")
            svg.text(
                frame.right - 4, y - 6, "\(place.name) \(prose(place.offset, 0)) pt", size: 11, anchor: .end,
                fill: "#555555", halo: true)
        }
    }

    /// The offsets while dragged (solid) and settling (dashed from the release).
    static func restingCurve(
        _ svg: inout SVG, _ frame: ProgressPlotFrame, _ scale: OffsetScale, _ report: ReplayReport, colour: String,
        settleColour: String, idPrefix: String
    ) {
        let offsets = report.restingOffsets
        let point = { (sample: ReplayReport.RestingOffset) in
            (frame.x(sample.time), frame.y(scale.share(sample.offset)))
        }
        svg.polyline(
            offsets.filter { $0.phase == .interactive }.map(point), stroke: colour, width: 2.5, id: idPrefix + "drag")
        // Each settle starts at its release, the interactive sample just before it.
        var settles: [[(Double, Double)]] = []
        for (index, sample) in offsets.enumerated() where sample.phase == .settling {
            if index > 0, offsets[index - 1].phase == .interactive { settles.append([point(offsets[index - 1])]) }
            if settles.isEmpty { settles.append([]) }
            settles[settles.count - 1].append(point(sample))
        }
        for (index, settle) in settles.enumerated() {
            svg.polyline(settle, stroke: settleColour, width: 2.5, dash: "7 4", id: idPrefix + "settle-\(index + 1)")
        }
    }
}
