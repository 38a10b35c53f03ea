/// Warnings for traces that are valid but probably converted wrong: the numbers that gave it away.
enum TracePlausibility {
    /// Longer than this, or with most steps at least a second, a trace's times look like milliseconds.
    static let longestSpan = 120.0
    /// Touches beyond this many screens' extent look like pixels.
    static let screensBeyond = 1.5

    static func warnings(for trace: Trace, file: String, line: Int?) -> [TraceProblem] {
        var problems: [TraceProblem] = []
        func warn(_ path: TracePath, _ rule: TraceRule) {
            problems.append(TraceProblem(severity: .warning, file: file, line: line, path: path, rule: rule))
        }
        let events = TracePath.root.appending("events")
        let times = trace.events.map(\.time)
        let span = (times.last ?? 0) - (times.first ?? 0)
        let steps = zip(times, times.dropFirst()).map { $1 - $0 }.filter { $0 > 0 }
        let longSteps = steps.filter { $0 >= 1 }.count
        if span >= longestSpan || (!steps.isEmpty && longSteps * 2 > steps.count) {
            let typical = steps.sorted().dropFirst(steps.count / 2).first ?? span
            warn(events, .timesLookLikeMilliseconds(span: span, typicalStep: typical))
        }
        var reach: (value: Double, axis: String, path: TracePath)?
        var outside: Set<Int> = []
        let view = trace.view
        let viewIsScreen = view.minX == 0 && view.minY == 0 && view.size == trace.screen.size
        for (eventIndex, event) in trace.events.enumerated() {
            for (touchIndex, touch) in event.touches.enumerated() {
                // Built only for a warning: most traces have none, and this runs on every touch loaded.
                func path() -> TracePath { events.appending(eventIndex).appending("touches").appending(touchIndex) }
                let size = trace.screen.size
                if reach == nil, touch.location.x > screensBeyond * size.width { reach = (touch.location.x, "x", path().appending("x")) }
                if reach == nil, touch.location.y > screensBeyond * size.height { reach = (touch.location.y, "y", path().appending("y")) }
                if !viewIsScreen, touch.phase == .began, !view.contains(touch.location), outside.insert(touch.id).inserted {
                    let frame = "(" + [view.minX, view.minY, view.width, view.height].map(JSONWriter.formatNumber).joined(separator: ", ") + ")"
                    warn(path(), .touchOutsideView(id: touch.id, x: touch.location.x, y: touch.location.y, view: frame))
                }
            }
        }
        if let reach {
            let extent = reach.axis == "x" ? trace.screen.size.width : trace.screen.size.height
            warn(reach.path, .positionsLookLikePixels(reach: reach.value, extent: extent, axis: reach.axis))
        }
        return problems
    }
}
