extension Trace {
    /// The trace as a UI driver replays its export: W3C's `pointerUp` and Hammer's `fingerUp`
    /// carry no position, so every lift lands where the finger's last delivered sample left it.
    /// A lift recorded elsewhere moves there; everything else is as recorded.
    public var liftedInPlace: Trace {
        var samples = touchSamples
        var last: [Int: Point] = [:]
        for index in samples.indices where samples[index].isDelivered {
            let id = samples[index].id
            if samples[index].phase.endsContact, let place = last[id] {
                samples[index].location = place
            }
            last[id] = samples[index].location
        }
        return Trace(
            name: name, screen: screen, view: view, label: label, rest: rest, meta: meta, eventTimes: eventTimes,
            touchStarts: touchStarts, touchSamples: samples, scenario: scenario, expect: expect, observed: observed)
    }
}
