import Foundation
import GestureModel
import Interaction
import Testing

@testable import Replay

#if canImport(FoundationXML)
import FoundationXML
#endif

/// Collects the attributes of elements with an id, and checks the document is well-formed XML.
private final class ElementsByID: NSObject, XMLParserDelegate {
    var elements: [String: [String: String]] = [:]
    var count = 0

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        count += 1
        if let id = attributes["id"] { elements[id] = attributes }
    }
}

private func parse(_ svg: String) throws -> ElementsByID {
    let parser = XMLParser(data: Data(svg.utf8))
    let collector = ElementsByID()
    parser.delegate = collector
    #expect(parser.parse(), "not well-formed XML: \(parser.parserError.map { "\($0)" } ?? "")")
    return collector
}

private func number(_ text: String?) -> Double { Double(text ?? "") ?? .nan }

@Suite("Plots")
struct PlotTests {
    @Test(
        "a replay plot is XML, with the release marker and the threshold line where the numbers say",
        arguments: Fixture.all.prefix(12))
    func replayPlot(fixture: Fixture) throws {
        let report = Replayer.replay(fixture.trace, scenario: try fixture.scenario())
        let svg = ProgressPlot.svg(report)
        let elements = try parse(svg)
        #expect(elements.count > 20)
        let frame = ProgressPlot.frame(for: [report])
        if let release = report.release {
            let marker = try #require(elements.elements["release"])
            #expect(abs(number(marker["cx"]) - frame.x(release.time)) < 0.01)
            #expect(abs(number(marker["cy"]) - frame.y(release.decision.progress)) < 0.01)
        } else {
            #expect(elements.elements["release"] == nil)
        }
        if let threshold = report.release?.decision.threshold {
            let line = try #require(elements.elements["threshold"])
            #expect(abs(number(line["y1"]) - frame.y(threshold)) < 0.01)
            #expect(number(line["y1"]) == number(line["y2"]))
        }
        #expect(
            elements.elements["interactive"] != nil || report.progress.filter { $0.phase == .interactive }.count < 2)
        #expect(svg.contains("time since the first touch (s)"))
        #expect(svg.contains("percentComplete"))
    }

    @Test(
        "a resting replay's plot: the offset, each place a dotted line where its offset is, the release at its offset",
        arguments: Fixture.all.filter { $0.group == "resting" })
    func restingPlot(fixture: Fixture) throws {
        let report = Replayer.replay(fixture.trace, scenario: try fixture.scenario())
        let run = try #require(report.resting)
        let svg = ProgressPlot.svg(report)
        let elements = try parse(svg)
        let frame = ProgressPlot.restingFrame(for: [report])
        let scale = ProgressPlot.OffsetScale([report])
        // The offset grows downward: the lowest place at the top edge, the highest at the bottom.
        #expect(frame.y(scale.share(scale.low)) == frame.top && frame.y(scale.share(scale.high)) == frame.bottom)
        for (index, place) in run.surface.places.enumerated() {
            let line = try #require(elements.elements["place-\(index)"])
            #expect(abs(number(line["y1"]) - frame.y(scale.share(place.offset))) < 0.01)
            #expect(svg.contains("\(place.name) \(prose(place.offset, 0)) pt"))
        }
        let last = try #require(run.last)
        let marker = try #require(elements.elements["release-1"])
        #expect(abs(number(marker["cx"]) - frame.x(last.time)) < 0.01)
        #expect(abs(number(marker["cy"]) - frame.y(scale.share(last.release.offset))) < 0.01)
        #expect(svg.contains("→ \(last.decision.place.name)"))
        #expect(elements.elements["drag"] != nil && elements.elements["settle-1"] != nil)
        // The plot runs on to the rest.
        #expect(frame.end >= last.restTime)
        #expect(!svg.contains("percentComplete"))
    }

    @Test("the plot's scale: 0.5 on the y axis is half way up, the first touch at the left edge")
    func scale() {
        let frame = ProgressPlotFrame(start: 10, end: 11)
        #expect(frame.y(0.5) == frame.top + frame.plotHeight / 2)
        #expect(frame.x(10) == frame.left)
        #expect(frame.x(11) == frame.left + frame.plotWidth)
    }

    @Test("the compare plot overlays every preset with a legend; the sweep heatmap marks the best point")
    func compareAndSweep() throws {
        let fixture = try #require(Fixture.all.first { $0.trace.name == "fling-120hz" })
        let comparison = Comparison(trace: fixture.trace, scenarios: Scenario.comparisonPresets)
        let compare = try parse(ProgressPlot.svg(comparison: comparison))
        for scenario in Scenario.comparisonPresets {
            #expect(compare.elements["release-\(scenario.name)"] != nil, "\(scenario.name)")
        }
        let traces = Fixture.all.map(\.trace)
        let axes = [
            SweepAxis(name: "threshold", values: [0.3, 0.4, 0.5]),
            SweepAxis(name: "velocityThreshold", values: [500, 1000]),
        ]
        let result = try Sweep.run(traces: traces, base: .edgeBack, axes: axes, threads: 1).get()
        let heatmap = try parse(SweepPlot.svg(result))
        #expect(heatmap.elements["best"] != nil)
        let line = try parse(
            SweepPlot.svg(try Sweep.run(traces: traces, base: .edgeBack, axes: [axes[0]], threads: 1).get()))
        #expect(line.elements["accuracy"] != nil)
        #expect(line.elements["best"] != nil)
    }

    @Test("the HTML report is self-contained: inline SVG and CSS, no scripts, nothing fetched")
    func htmlReport() throws {
        let entries = try Fixture.all.prefix(5).map { fixture in
            HTMLReport.Entry(
                file: fixture.file, trace: fixture.trace,
                report: Replayer.replay(fixture.trace, scenario: try fixture.scenario()),
                cases: try RegressionCheck.check(fixture.trace, file: fixture.file).get())
        }
        let html = HTMLReport.html(entries)
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        #expect(html.components(separatedBy: "<svg ").count == 6)
        #expect(!html.contains("<script"))
        #expect(
            !html.contains("http://")
                || !html.replacingOccurrences(of: "http://www.w3.org/2000/svg", with: "").contains("http://"))
        #expect(!html.contains("https://"))
        #expect(html.contains("PASS"))
    }

    @Test("the README's plot is the one the documented command draws")
    func readmePlot() throws {
        let committed = try String(
            contentsOfFile: Fixture.packageRoot + "/docs/left-slow-drag-finish.svg", encoding: .utf8)
        let fixture = try #require(Fixture.all.first { $0.trace.name == "left-slow-drag-finish" })
        #expect(committed == ProgressPlot.svg(Replayer.replay(fixture.trace, scenario: try fixture.scenario())))
        let readme = try String(contentsOfFile: Fixture.packageRoot + "/README.md", encoding: .utf8)
        #expect(readme.contains("![The slow drag's progress curve](docs/left-slow-drag-finish.svg)"))
        #expect(
            readme.contains(
                "swift run gesture-replay replay Fixtures/edge/left-slow-drag-finish.json --plot docs/left-slow-drag-finish.svg"
            ))
    }

    @Test("book-pinch has no threshold, so its plot draws no threshold line; edge-back's does")
    func noThresholdLine() throws {
        let pinch = try #require(Fixture.all.first { $0.trace.name == "pinch-open-past-half" })
        let pinchSVG = ProgressPlot.svg(Replayer.replay(pinch.trace, scenario: .bookPinch))
        #expect(!pinchSVG.contains(#"id="threshold""#))
        let edge = try #require(Fixture.all.first { $0.trace.name == "left-slow-drag-finish" })
        #expect(ProgressPlot.svg(Replayer.replay(edge.trace, scenario: .edgeBack)).contains(#"id="threshold""#))
    }

    /// A three-event edge swipe at the given times.
    private static func swipe(at times: [Double]) throws -> Trace {
        let phases = ["began", "moved", "ended"]
        let events = zip(times, zip(phases, [2.0, 200, 300])).map { t, step in
            "{\"t\": \(t), \"touches\": [{\"id\": 1, \"phase\": \"\(step.0)\", \"x\": \(step.1), \"y\": 400}]}"
        }
        let text =
            "{\"format\": \"gesture-trace\", \"version\": 1, \"name\": \"far\", \"screen\": {\"width\": 390, \"height\": 844}, \"events\": [\(events.joined(separator: ", "))]}"
        return try TraceDecoder.decode(Array(text.utf8), file: "far.json").get().trace
    }

    @Test(
        "ticks: none over a span that is not finite, a bounded few where a step vanishes in rounding, the usual ones otherwise"
    )
    func ticks() {
        #expect(SVG.ticks(0, 1) == [0, 0.2, 0.4, 0.6000000000000001, 0.8, 1])
        #expect(SVG.ticks(0, .infinity) == [])
        #expect(SVG.ticks(-1e308, 1e308) == [])
        #expect(SVG.ticks(.nan, 1) == [])
        #expect(SVG.ticks(1, 1) == [])
        // 1e15 + k·1e-10 rounds to 1e15: the old loop never ended here.
        #expect(SVG.ticks(1e15, 1e15 + 0.25).count <= 18)
    }

    @Test(
        "a trace far out on the clock still draws finite coordinates; one spanning more than an hour is refused with the reason"
    )
    func farTimes() throws {
        let late = try Self.swipe(at: [1e300, 1e300, 1e300])
        let svg = ProgressPlot.svg(Replayer.replay(late, scenario: .edgeBack))
        #expect(!svg.contains("nan") && !svg.contains("inf"))
        _ = try parse(svg)
        #expect(ProgressPlot.unplottable([late]) == nil)
        let wide = try Self.swipe(at: [-1e308, 0, 1e308])
        #expect(
            ProgressPlot.unplottable([wide])
                == "the touches span more than any clock (t=-1e+308…1e+308); a plot spans at most 3600 s")
        // Drawn anyway (the library does not refuse; the tool does): every coordinate finite.
        let drawnAnyway = ProgressPlot.svg(Replayer.replay(wide, scenario: .edgeBack))
        #expect(drawnAnyway.firstMatch(of: /="[^"]*(nan|inf)/) == nil)
        _ = try parse(drawnAnyway)
        let twoHours = try Self.swipe(at: [0, 1, 7200])
        #expect(
            ProgressPlot.unplottable([twoHours]) == "the touches span 7200.0 s (t=0…7200); a plot spans at most 3600 s")
        #expect(ProgressPlot.unplottable([try Self.swipe(at: [0, 1, 3600])]) == nil)
    }

    @Test(
        "names with characters XML 1.0 forbids (U+FFFE, U+FFFF, control characters) still give well-formed SVG and JUnit XML"
    )
    func forbiddenCharacters() throws {
        let name = "a\u{FFFE}b\u{FFFF}c\u{1}d\re\"f<g>&'"
        // Control characters are shown as escapes, as on a terminal; the non-characters replaced.
        #expect(JUnitReport.escape(name) == "a\u{FFFD}b\u{FFFD}c\\u{1}d\\re&quot;f&lt;g&gt;&amp;&apos;")
        var svg = SVG(width: 10, height: 10)
        svg.text(1, 1, name, id: name)
        let elements = try parse(svg.render())
        #expect(
            elements.elements[
                name.escapingControls.replacingOccurrences(of: "\u{FFFE}", with: "\u{FFFD}").replacingOccurrences(
                    of: "\u{FFFF}", with: "\u{FFFD}")] != nil)
        let xml = JUnitReport.xml(for: [], unchecked: [JUnitReport.Unchecked(file: name + ".json", problems: [name])])
        _ = try parse(xml)
        // A name that starts with a combining mark joins the quote before it into one Character;
        // XML reads scalars, and the attribute still holds the name as data.
        let combining = "\u{35C}$w"
        let joined = JUnitReport.xml(
            for: [], unchecked: [JUnitReport.Unchecked(file: combining + ".json", problems: [combining])])
        _ = try parse(joined)
        #expect(joined.contains(#"classname="\#(combining)""#))
    }

    @Test("tick labels share one number of decimals, the fewest that show every tick exactly")
    func tickLabels() {
        #expect(SVG.tickLabels([0, 0.5, 1, 1.5]) == ["0.0", "0.5", "1.0", "1.5"])
        #expect(SVG.tickLabels([0, 0.25, 0.5]) == ["0.00", "0.25", "0.50"])
        #expect(SVG.tickLabels([0, 2, 4]) == ["0", "2", "4"])
        #expect(SVG.tickLabels(SVG.ticks(0, 1)) == ["0.0", "0.2", "0.4", "0.6", "0.8", "1.0"])
    }

    @Test("a long title is shortened to fit the picture, never clipped by its edge")
    func longTitle() throws {
        let fixture = try #require(Fixture.all.first)
        var trace = fixture.trace
        trace.name = String(repeating: "a-very-long-recording-name-", count: 8)
        let svg = ProgressPlot.svg(Replayer.replay(trace, scenario: try fixture.scenario()))
        let title = try #require(svg.firstMatch(of: /font-size="17.00"[^>]*>([^<]*)</)).1
        #expect(title.hasSuffix("…"))
        let widthMatch = try #require(svg.firstMatch(of: /<svg[^>]* width="([0-9.]+)"/))
        let width = try #require(Double(widthMatch.1))
        #expect(64 + SVG.textWidth(String(title), size: 17) * 0.62 / 0.56 <= width)
        #expect(SVG.fitted("short", size: 12, width: 500) == "short")
    }

    @Test(
        "a heatmap of a fine grid is drawn in blocks of at most 120 cells an axis, each the best of its block, and says so"
    )
    func heatmapBlocks() throws {
        let axes = [
            SweepAxis(name: "threshold", values: (0..<300).map { Double($0) / 300 }),
            SweepAxis(name: "duration", values: (1...250).map { Double($0) / 100 }),
        ]
        let points = SweepAxis.grid(axes)
        var counts = [SweepCounts](repeating: SweepCounts(), count: points.count)
        for index in counts.indices {
            counts[index].meantFinishFinished = index % 7
            counts[index].meantCancelCancelled = 1
        }
        let result = SweepResult(
            preset: "edge-back", axes: axes, points: points, counts: counts, traceCount: 7, shard: nil)
        let svg = SweepPlot.svg(result)
        // 300 rows in blocks of 3 (100 drawn), 250 columns in blocks of 3 (84 drawn): 8,400 cells.
        #expect(
            svg.components(separatedBy: "<rect").count - 1 == 100 * 84 + 20 + 1 + 1,
            "cells, the colour scale, the best outline and the background")
        #expect(svg.contains("each cell: the best of 3 × 3 grid values (300 × 250 in all)"))
        #expect(svg.contains("threshold=0…0.006666666666666667 duration=0.01…0.03"))
    }

    /// The baseline of each text element whose content is exactly `content`.
    static func baselines(of content: String, in svg: String) -> [Double] {
        svg.components(separatedBy: "<text").dropFirst().compactMap { element in
            guard element.contains(">\(content)</text>"), let y = element.firstMatch(of: /y="([-0-9.]+)"/) else {
                return nil
            }
            return Double(y.output.1)
        }
    }

    @Test("the line plot's legend row sits below its subtitle: 12 px text at baseline 46, 11 px legend text")
    func legendClearOfSubtitle() throws {
        let axes = [SweepAxis(name: "threshold", values: [0.3, 0.5, 0.7])]
        var counts = [SweepCounts](repeating: SweepCounts(), count: 3)
        for index in counts.indices { counts[index].meantFinishFinished = index + 1 }
        var result = SweepResult(
            preset: "edge-back", axes: axes, points: SweepAxis.grid(axes), counts: counts, traceCount: 9, shard: nil)
        result.unseen = 5
        let svg = SweepPlot.svg(result)
        let subtitle = try #require(
            Self.baselines(of: "4 of 9 traces (5 unseen: the recognizer began on none of them)", in: svg).first)
        let legend = try #require(Self.baselines(of: "accuracy", in: svg).first)
        // A text's glyphs reach about its size above the baseline and a quarter of it below.
        #expect(legend - 11 >= subtitle + 3, "legend at \(legend), subtitle at \(subtitle)")
    }

    @Test("compare --plot names a curve that repeats another's: it is drawn over it and hides it")
    func identicalCurvesNamed() throws {
        let fixture = try #require(Fixture.all.first { $0.file.hasSuffix("edge/left-slow-drag-finish.json") })
        // Released at 0.615: a threshold of 0.45 decides it as 0.5 does, on the same curve.
        var lower = Scenario.edgeBack
        lower.handler.threshold = 0.45
        lower.name = "edge-back-0.45"
        let comparison = Comparison(trace: fixture.trace, scenarios: [.edgeBack, lower, .swipeBack])
        let svg = ProgressPlot.svg(comparison: comparison)
        #expect(svg.contains("edge-back-0.45: finish, 0.19 s (= edge-back)"))
        #expect(!svg.contains("swipe-back: finish, 0.00 s (="), "a different curve is not named")
        #expect(svg.contains("(= name): the same curve as that preset&apos;s, drawn over it (1 of 3)"))
    }
}
