import GestureModel
import Interaction

/// The model against the device for one recording: for a pan, translation and velocity (x and y)
/// over time; for a pinch, scale and scale velocity. The model's actions are lines, the device's
/// callbacks dots in the same colour.
public enum FidelityPlot {
    struct Series {
        var name: String
        var colour: String
        var model: [(Double, Double)]
        var device: [(Double, Double)]
    }

    public static func svg(_ fidelity: TraceFidelity, standalone: Bool = true) -> String {
        let samples = fidelity.observed.comparedRecognizer?.samples ?? []
        let actions = fidelity.report.actions
        let pinch =
            actions.contains { if case .pinch = $0.sample { true } else { false } }
            || samples.contains { $0.scale != nil }
        func pan(_ value: (PanSample) -> Double) -> [(Double, Double)] {
            actions.compactMap { if case .pan(let s) = $0.sample { ($0.time, value(s)) } else { nil } }
        }
        func pinched(_ value: (PinchSample) -> Double) -> [(Double, Double)] {
            actions.compactMap { if case .pinch(let s) = $0.sample { ($0.time, value(s)) } else { nil } }
        }
        func device(_ value: (ObservedRecognizerSample) -> Double?) -> [(Double, Double)] {
            samples.compactMap { sample in value(sample).map { (sample.time, $0) } }
        }
        let panels: [(title: String, unit: String, series: [Series])] =
            pinch
            ? [
                (
                    "scale", "",
                    [Series(name: "scale", colour: SVG.palette[0], model: pinched(\.scale), device: device(\.scale))]
                ),
                (
                    "scale velocity", "/s",
                    [
                        Series(
                            name: "velocity", colour: SVG.palette[1], model: pinched(\.velocity),
                            device: device(\.scaleVelocity))
                    ]
                ),
            ]
            : [
                (
                    "translation", "pt",
                    [
                        Series(
                            name: "x", colour: SVG.palette[0], model: pan(\.translation.dx),
                            device: device { $0.translation?.dx }),
                        Series(
                            name: "y", colour: SVG.palette[1], model: pan(\.translation.dy),
                            device: device { $0.translation?.dy }),
                    ]
                ),
                (
                    "velocity", "pt/s",
                    [
                        Series(
                            name: "x", colour: SVG.palette[0], model: pan(\.velocity.dx),
                            device: device { $0.velocity?.dx }),
                        Series(
                            name: "y", colour: SVG.palette[1], model: pan(\.velocity.dy),
                            device: device { $0.velocity?.dy }),
                    ]
                ),
            ]
        let times = panels.flatMap { $0.series.flatMap { $0.model.map(\.0) + $0.device.map(\.0) } }
        let start = min(fidelity.report.trace.startTime, times.min() ?? fidelity.report.trace.startTime)
        let end = max(times.max() ?? 1, start + 0.05)
        let left = 80.0
        let width = 680.0
        let height = 200.0
        let gap = 70.0
        let top = 70.0
        var svg = SVG(width: left + width + 24, height: top + Double(panels.count) * (height + gap) + 20)
        let verdict = fidelity.agrees ? "agrees" : "disagrees"
        svg.text(
            left, 26,
            SVG.fitted(
                "\(fidelity.name) — model (\(fidelity.scenario)) against the device", size: 17,
                width: svg.width - left - 12, bold: true), size: 17, weight: "bold")
        svg.text(
            left, 46,
            SVG.fitted(
                "lines: the model's actions · dots: the device's callbacks · \(verdict)", size: 12,
                width: svg.width - left - 12), size: 12, fill: "#555555")
        for (index, panel) in panels.enumerated() {
            let y0 = top + Double(index) * (height + gap)
            let values = panel.series.flatMap { $0.model.map(\.1) + $0.device.map(\.1) }.filter(\.isFinite)
            var low = min(values.min() ?? 0, 0)
            var high = max(values.max() ?? 1, 0)
            if high - low < 1e-9 {
                low -= 1
                high += 1
            }
            func x(_ t: Double) -> Double { left + (t - start) / (end - start) * width }
            func y(_ v: Double) -> Double { y0 + (high - v) / (high - low) * height }
            let ticks = SVG.ticks(low, high, count: 4)
            for (tick, label) in zip(ticks, SVG.tickLabels(ticks)) {
                svg.line(left, y(tick), left + width, y(tick), stroke: SVG.grid)
                svg.text(left - 8, y(tick) + 4, label, size: 11, anchor: .end)
            }
            let timeTicks = SVG.ticks(0, end - start)
            for (tick, label) in zip(timeTicks, SVG.tickLabels(timeTicks)) {
                svg.line(x(start + tick), y0 + height, x(start + tick), y0 + height + 5, stroke: SVG.ink)
                svg.text(x(start + tick), y0 + height + 18, label, size: 11, anchor: .middle)
            }
            svg.line(left, y0 + height, left + width, y0 + height, stroke: SVG.ink)
            svg.line(left, y0, left, y0 + height, stroke: SVG.ink)
            svg.text(
                left, y0 - 8, "\(panel.title)\(panel.unit.isEmpty ? "" : " (\(panel.unit))")", size: 13, weight: "bold")
            for (seriesIndex, series) in panel.series.enumerated() {
                svg.polyline(
                    series.model.map { (x($0.0), y($0.1)) }, stroke: series.colour, width: 2,
                    id: "model-\(index)-\(series.name)")
                for (point, (t, v)) in series.device.enumerated() {
                    svg.circle(
                        x(t), y(v), 4, fill: series.colour, id: point == 0 ? "device-\(index)-\(series.name)" : nil)
                }
                let legendX = left + width - 140 + Double(seriesIndex) * 70
                svg.line(legendX, y0 - 12, legendX + 18, y0 - 12, stroke: series.colour, width: 2.5)
                svg.text(legendX + 22, y0 - 8, series.name, size: 12)
            }
        }
        svg.text(left + width, svg.height - 6, "time since the first touch (s)", size: 12, anchor: .end)
        return svg.render(standalone: standalone)
    }
}
