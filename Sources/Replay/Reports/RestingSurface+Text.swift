import GestureModel
import Interaction

extension RestingSurface {
    /// The surface in one line: its kind, its places and where it starts, its rules.
    public var summary: String {
        "\(surfaceSummary) (\(ruleCodes.joined(separator: ", ")), \(confidence.rawValue))"
    }

    /// The surface without its rules: what an app's own rule (`RestingPlaceChooser`) runs on.
    public var surfaceSummary: String {
        let kind = Self.union.name(of: self)
        let places = places.map { "\($0.name) \(prose($0.offset, 1))" }.joined(separator: ", ")
        let axis = axis.offsetName
        return "\(kind) surface, \(axis) at \(places) pt, resting at \(start)"
    }

    /// Whether the rule speaks pixels (Android's): its account shows pixels beside points.
    var speaksPixels: Bool {
        switch self {
        case .androidSheet, .composeSheet, .androidViewPager, .androidPagerSnap, .androidItemSwipe, .androidDrawer,
            .androidSwipeRefresh:
            true
        case .flutterSheet, .floatingPanel, .flutterPage, .uikitSheet, .uikitPaging, .flutterDismissible,
            .flutterDrawer, .flutterRefresh, .uikitRefreshControl, .uikitSwipeActions:
            false
        }
    }
}

extension ReplayReport {
    /// The resting surface's lines: each release with the rule's decision and numbers, its margins
    /// and its settle.
    func restingLines(_ run: RestingRun) -> [String] {
        var lines: [String] = []
        let scale = run.scale
        let pixels = run.surface.speaksPixels && scale != 1
        func speed(_ value: Double) -> String {
            "\(prose(value, 1)) pt/s" + (pixels ? " (\(prose(value * scale, 0)) px/s)" : "")
        }
        let axis = run.surface.axis.offsetName
        for (index, rest) in run.releases.enumerated() {
            if run.releases.count > 1 { lines.append("gesture    \(index + 1) of \(run.releases.count)") }
            let what = rest.cancelled ? "cancelled" : "released"
            lines.append(
                "release    \(what) at \(at(rest.time)): \(axis) \(prose(rest.release.offset, 1)) pt after \(prose(rest.release.travel, 1)) pt from \(prose(rest.began, 1)), velocity \(speed(rest.release.velocity)) along, \(speed(rest.release.crossVelocity)) across"
            )
            lines.append("rest       \(rest.decision.place.name): \(rest.decision.reason)")
            if run.chooser == nil, run.surface.confidence < .high {
                lines.append(
                    "confidence \(run.surface.confidence.rawValue): decided by \(run.surface.ruleCodes.joined(separator: ", ")); see docs/model.md"
                )
            }
            lines.append("margin     \(RestMargin.of(rest.release, under: run.surface).text)")
            let settle = rest.settle
            lines.append(
                "settle     \(prose(settle.from, 1)) → \(prose(settle.to, 1)) pt by \(settle.account), at rest at \(at(rest.time + settle.duration))"
            )
        }
        if run.releases.isEmpty {
            lines.append("rest       none: \(noReleaseReason ?? "the gesture never ended or was cancelled")")
        }
        return lines
    }
}

extension RestMargin {
    /// "offset +180.9 pt → collapsed; velocity −276.2 pt/s → expanded; none lower or faster within
    /// 1000 pt and 10000 pt/s": how far the release stands from another place, each way.
    public var text: String {
        var found: [String] = []
        var none: [String] = []
        func add(_ flip: Flip?, _ quantity: String, _ unit: String, _ direction: String) {
            guard let flip else {
                none.append(direction)
                return
            }
            let sign = flip.change > 0 ? "+" : "−"
            found.append("\(quantity) \(sign)\(prose(abs(flip.change), 1)) \(unit) → \(flip.place.name)")
        }
        add(lowerOffset, "offset", "pt", "lower")
        add(higherOffset, "offset", "pt", "higher")
        add(slowerVelocity, "velocity", "pt/s", "slower")
        add(fasterVelocity, "velocity", "pt/s", "faster")
        if !none.isEmpty { found.append("none \(none.joined(separator: ", ")) within 1000 pt and 10000 pt/s") }
        return found.joined(separator: "; ")
    }
}

extension ReplayReport {
    /// One point of a resting surface's offset over time.
    public struct RestingOffset: Sendable, Hashable {
        public enum Phase: String, Sendable, Hashable {
            case interactive, settling
        }

        public var time: Double
        public var offset: Double
        public var phase: Phase
    }

    /// The surface's offset over time: each action's while dragged, then each settle's frames at
    /// the sample rate from its release, up to its rest (one frame exactly there) or to the next
    /// drag that grabbed it. A settle longer than 20 000 frames is sampled more sparsely.
    public var restingOffsets: [RestingOffset] {
        guard let run = resting else { return [] }
        var all: [RestingOffset] = []
        var releases = run.releases[...]
        for (index, sample) in run.track.enumerated() {
            all.append(RestingOffset(time: sample.time, offset: sample.offset, phase: .interactive))
            guard let release = releases.first, release.time == sample.time else { continue }
            releases = releases.dropFirst()
            // The track's next sample after a release is the next drag's began.
            let grab = run.track.dropFirst(index + 1).first?.time
            let settle = release.settle
            let restTime = release.time + settle.duration
            let end = min(restTime, grab ?? .infinity)
            let interval = max(1 / sampleRate, settle.duration / 20_000)
            var frame = 1
            while true {
                let time = release.time + Double(frame) * interval
                if time >= end - 1e-9 { break }
                all.append(
                    RestingOffset(
                        time: time, offset: settle.offset(at: time - release.time), phase: .settling))
                frame += 1
            }
            if grab == nil || restTime < grab ?? 0 {
                all.append(RestingOffset(time: restTime, offset: settle.to, phase: .settling))
            }
        }
        return all
    }
}
