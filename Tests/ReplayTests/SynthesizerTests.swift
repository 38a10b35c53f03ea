import GestureModel
import Interaction
import Testing

@testable import Replay

@Suite("Synthesizer")
struct SynthesizerTests {
    @Test("the minimum-jerk profile runs from 0 to 1 with a peak speed of 1.875 × distance / duration")
    func minimumJerk() throws {
        #expect(Synthesizer.minimumJerk(0) == 0)
        #expect(Synthesizer.minimumJerk(1) == 1)
        #expect(Synthesizer.minimumJerk(0.5) == 0.5)
        let h = 1e-6
        let peak = (Synthesizer.minimumJerk(0.5 + h) - Synthesizer.minimumJerk(0.5 - h)) / (2 * h)
        #expect(abs(peak - 1.875) < 1e-6)
        // The slope is largest at τ = ½.
        for tau in stride(from: 0.05, through: 0.95, by: 0.05) where abs(tau - 0.5) > 1e-9 {
            let slope = (Synthesizer.minimumJerk(tau + h) - Synthesizer.minimumJerk(tau - h)) / (2 * h)
            #expect(slope < peak)
        }
    }

    @Test("a synthesized drag peaks near 1.875 × D / T between samples")
    func synthesizedPeak() throws {
        var parameters = Synthesizer.Parameters()
        parameters.distance = 0.5...0.5
        parameters.duration = 0.5...0.5
        parameters.jitter = 0
        parameters.label = .finish
        let trace = try Synthesizer(kind: .edgeLeft, parameters: parameters).trace(index: 0, seed: 3).trace
        let xs = trace.events.map { $0.touches.first!.location.x }
        let times = trace.events.map(\.time)
        let speeds = zip(zip(xs, xs.dropFirst()), zip(times, times.dropFirst())).map { ($0.1 - $0.0) / ($1.1 - $1.0) }
        let expected = 1.875 * 195 / 0.5
        let peak = speeds.max() ?? 0
        // Samples at 120 Hz straddle the peak, so the best sample is within a few percent of it.
        let flick = trace.meta.flatMap { meta -> Bool? in
            if case .object(let o) = meta, case .object(let g)? = o["generator"],
                case .bool(let b)? = g["releasedAtSpeed"]
            {
                return b
            }
            return nil
        }
        if flick == false {
            #expect(abs(peak - expected) / expected < 0.02, "peak \(peak), expected \(expected)")
            #expect(abs(xs.last! - xs.first! - 195) < 0.011)
        }
    }

    @Test(
        "the same seed gives the same bytes; another seed does not; every trace carries its label (or its rest) and parameters"
    )
    func determinism() throws {
        let synthesizer = Synthesizer(kind: .pinchOpen, parameters: Synthesizer.Parameters())
        let a = try (0..<20).map { JSONWriter.string(try synthesizer.trace(index: $0, seed: 42).json, pretty: false) }
        let b = try (0..<20).map { JSONWriter.string(try synthesizer.trace(index: $0, seed: 42).json, pretty: false) }
        let c = try (0..<20).map { JSONWriter.string(try synthesizer.trace(index: $0, seed: 43).json, pretty: false) }
        #expect(a == b)
        #expect(a != c)
        for kind in Synthesizer.Kind.allCases {
            let trace = try Synthesizer(kind: kind, parameters: Synthesizer.Parameters()).trace(index: 0, seed: 1).trace
            #expect((trace.label != nil) == (kind.restingPreset == nil))
            #expect((trace.rest != nil) == (kind.restingPreset != nil))
            guard case .object(let meta)? = trace.meta, case .object(let generator)? = meta["generator"] else {
                Issue.record("\(kind) has no generator parameters")
                continue
            }
            #expect(generator["kind"] == .string(kind.rawValue))
            // Written and read back, it is a valid trace.
            let text = JSONWriter.string(TraceWriter.json(trace), pretty: false)
            #expect(throws: Never.self) { try TraceDecoder.decode(Array(text.utf8), file: "s.json").get() }
        }
    }

    @Test(
        "a sheet's, a pager's, an item's and a drawer's traces mean one of their preset's places, and travel toward it as drawn: most of the way or a flick"
    )
    func restingKinds() throws {
        for kind in [Synthesizer.Kind.sheet, .pager, .item, .drawer] {
            let surface = try #require(kind.restingPreset?.resting)
            let synthesizer = Synthesizer(kind: kind, parameters: Synthesizer.Parameters())
            var meant: Set<String> = []
            for index in 0..<200 {
                let trace = try synthesizer.trace(index: index, seed: 3).trace
                let rest = try #require(trace.rest)
                let place = try #require(surface.places.first { $0.name == rest })
                meant.insert(rest)
                // The finger's travel along the surface's axis is the offset's change.
                let first = try #require(trace.events[0].touches.first).location
                let last = try #require(trace.events.last?.touches.first).location
                let moved = surface.axis.along(Vector(dx: last.x - first.x, dy: last.y - first.y))
                let away = place.offset - surface.startOffset
                guard case .object(let meta)? = trace.meta, case .object(let generator)? = meta["generator"],
                    case .bool(let flick)? = generator["releasedAtSpeed"]
                else {
                    Issue.record("\(trace.name) has no generator parameters")
                    continue
                }
                // Jitter moves each end by at most 0.15 pt.
                if away == 0 {
                    #expect(!flick)
                    let nearest =
                        surface.places.map { abs($0.offset - surface.startOffset) }.filter { $0 > 0 }.min() ?? 0
                    #expect(abs(moved) <= 0.3 * nearest + 0.3, "\(trace.name): \(moved) pt")
                } else {
                    let share = moved / away
                    let range = flick ? 0.15...0.45 : 0.6...0.95
                    // A flick is lifted at 60 % of its stroke, scaled to end at the travel drawn.
                    #expect(
                        share >= range.lowerBound - 0.3 / abs(away) && share <= range.upperBound + 0.3 / abs(away),
                        "\(trace.name): \(share) of the way to \(rest)")
                }
            }
            // A sheet means each of its four places; a pager its start page or the next.
            let places: [Synthesizer.Kind: Set<String>] = [
                .sheet: ["expanded", "half-expanded", "collapsed", "hidden"], .pager: ["page 0", "page 1"],
                .item: ["dismissed-left", "kept", "dismissed-right"], .drawer: ["closed", "open"],
            ]
            #expect(meant == places[kind])
        }
    }

    @Test("a pull's traces mean to refresh by 1.2 to 2 times the refreshing place, or not by 0.35 to 0.8 of it")
    func pullKind() throws {
        let surface = try #require(Synthesizer.Kind.pull.restingPreset?.resting)
        let refreshing = try #require(surface.places.last).offset
        let synthesizer = Synthesizer(kind: .pull, parameters: Synthesizer.Parameters())
        var meant: Set<String> = []
        for index in 0..<100 {
            let trace = try synthesizer.trace(index: index, seed: 5).trace
            let rest = try #require(trace.rest)
            meant.insert(rest)
            let first = try #require(trace.events[0].touches.first).location
            let last = try #require(trace.events.last?.touches.first).location
            let share = (last.y - first.y) / refreshing
            let range = rest == "refreshing" ? 1.2...2 : 0.35...0.8
            // Jitter moves each end by at most 0.15 pt.
            #expect(
                share >= range.lowerBound - 0.3 / refreshing && share <= range.upperBound + 0.3 / refreshing,
                "\(trace.name): \(share) of the refreshing pull")
        }
        #expect(meant == ["idle", "refreshing"])
    }
}
