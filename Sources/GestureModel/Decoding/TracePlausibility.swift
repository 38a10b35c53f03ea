/// Warnings for traces that are valid but probably converted wrong: the numbers that gave it away.
enum TracePlausibility {
    /// With most steps at least this long, a trace's times look like milliseconds written as
    /// seconds (an 8 ms frame read as 8 s); a long recording at a normal rate does not.
    static let longStep = 1.0
    /// Touches beyond this many screens' extent look like pixels.
    static let screensBeyond = 1.5

    static func warnings(for trace: Trace, file: String, line: Int?) -> [TraceProblem] {
        var problems: [TraceProblem] = []
        func warn(_ path: TracePath, _ rule: TraceRule) {
            problems.append(TraceProblem(severity: .warning, file: file, line: line, path: path, rule: rule))
        }
        func events() -> TracePath { TracePath.root.appending("events") }
        // One pass over the times with nothing allocated: this runs on every trace loaded, and the
        // list of steps is made only when the warning needs its typical step.
        let times = trace.eventTimes
        let span = (times.last ?? 0) - (times.first ?? 0)
        var stepCount = 0
        var longSteps = 0
        for index in times.indices.dropFirst() {
            let step = times[index] - times[index - 1]
            guard step > 0 else { continue }
            stepCount += 1
            if step >= longStep { longSteps += 1 }
        }
        if stepCount > 0 && longSteps * 2 > stepCount {
            let steps = zip(times, times.dropFirst()).map { $1 - $0 }.filter { $0 > 0 }
            let typical = steps.sorted().dropFirst(steps.count / 2).first ?? span
            warn(events(), .timesLookLikeMilliseconds(span: span, typicalStep: typical))
        }
        var reach: (value: Double, axis: String, path: TracePath)?
        var contactEdge: (id: Int, phase: TouchPhase, path: TracePath)?
        var moreContactEdges = 0
        var outside: Set<Int> = []
        let view = trace.view
        let viewIsScreen = view.minX == 0 && view.minY == 0 && view.size == trace.screen.size
        let size = trace.screen.size
        let samples = trace.touchSamples
        let starts = trace.touchStarts
        // By index over the flat storage, making no slice per event; the place of a touch is
        // worked out only for a warning: most traces have none, and this runs on every touch loaded.
        for eventIndex in trace.eventTimes.indices {
            for sampleIndex in starts[eventIndex]..<starts[eventIndex + 1] {
                let touch = samples[sampleIndex]
                func path() -> TracePath {
                    events().appending(eventIndex).appending("touches").appending(sampleIndex - starts[eventIndex])
                }
                if touch.coalesced, touch.isDelivered {
                    if contactEdge == nil {
                        contactEdge = (touch.id, touch.phase, path())
                    } else {
                        moreContactEdges += 1
                    }
                }
                if reach == nil, touch.location.x > screensBeyond * size.width {
                    reach = (touch.location.x, "x", path().appending("x"))
                }
                if reach == nil, touch.location.y > screensBeyond * size.height {
                    reach = (touch.location.y, "y", path().appending("y"))
                }
                if !viewIsScreen, touch.phase == .began, !view.contains(touch.location),
                    outside.insert(touch.id).inserted
                {
                    let frame =
                        "("
                        + [view.minX, view.minY, view.width, view.height].map(JSONWriter.formatNumber).joined(
                            separator: ", ") + ")"
                    warn(path(), .touchOutsideView(id: touch.id, x: touch.location.x, y: touch.location.y, view: frame))
                }
            }
        }
        if let contactEdge {
            warn(
                contactEdge.path,
                .coalescedContactEdge(id: contactEdge.id, phase: contactEdge.phase, more: moreContactEdges))
        }
        if let reach {
            let extent = reach.axis == "x" ? trace.screen.size.width : trace.screen.size.height
            warn(reach.path, .positionsLookLikePixels(reach: reach.value, extent: extent, axis: reach.axis))
        }
        return problems
    }
}
