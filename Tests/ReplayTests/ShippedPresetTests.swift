import GestureModel
import Interaction
import Testing

@testable import Replay

/// The presets from shipped code decide as their sources do just under and just over each line,
/// on straight pans at a constant velocity: at 120 Hz every UIKit velocity sample is the same, so
/// the release velocity is the motion's own, and the translation is the displacement less the
/// 10 pt hysteresis on each axis that moved past it (P2).
@Suite("Presets from shipped code at their boundaries")
struct ShippedPresetTests {
    /// A pan from (100, 100) moving (vx, vy) pt/s for `frames` moves at 120 Hz, lifted 1/120 s
    /// after the last move where it stopped.
    static func pan(vx: Double, vy: Double, frames: Int, from start: Point = Point(x: 100, y: 100)) throws -> Trace {
        var events = [TouchEvent(time: 0, touches: [TouchSample(id: 1, phase: .began, location: start)])]
        for frame in 1...frames {
            let location = Point(x: start.x + vx * Double(frame) / 120, y: start.y + vy * Double(frame) / 120)
            events.append(
                TouchEvent(time: Double(frame) / 120, touches: [TouchSample(id: 1, phase: .moved, location: location)]))
        }
        let end = Point(x: start.x + vx * Double(frames) / 120, y: start.y + vy * Double(frames) / 120)
        events.append(
            TouchEvent(time: Double(frames + 1) / 120, touches: [TouchSample(id: 1, phase: .ended, location: end)]))
        return try Trace(name: "pan", screen: Screen(size: Size(width: 390, height: 844)), events: events)
    }

    static func decision(_ trace: Trace, _ scenario: Scenario) -> PercentDrivenTransition.Direction? {
        Replayer.replay(trace, scenario: scenario).decision
    }

    @Test("hero-example: finish iff T + v × 1 s > 844 / 2 = 422 pt")
    func hero() throws {
        // 120 pt/s for 310 frames: 310 pt, T = 300; 300 + 120 = 420 ≤ 422.
        #expect(Self.decision(try Self.pan(vx: 0, vy: 120, frames: 310), .heroExample) == .cancel)
        // 132 pt/s for 283 frames: 311.3 pt, T = 301.3; 301.3 + 132 = 433.3 > 422.
        #expect(Self.decision(try Self.pan(vx: 0, vy: 132, frames: 283), .heroExample) == .finish)
        // Without the look-ahead the same release cancels: 301.3 / 844 = 0.36 ≤ 0.5.
        var plain = Scenario.heroExample
        plain.handler.projection = nil
        #expect(Self.decision(try Self.pan(vx: 0, vy: 132, frames: 283), plain) == .cancel)
        let report = Replayer.replay(try Self.pan(vx: 0, vy: 132, frames: 283), scenario: .heroExample)
        #expect(
            report.release?.decision.reason
                == "released at 0.36 + 1.00 s × 132 pt/s / 844 pt = 0.51 > threshold 0.50 → finish")
    }

    @Test("touchwonders: a flick above 1200 pt/s along the gesture, else progress above 1/3")
    func touchwonders() throws {
        // 8 frames at 1194 pt/s: 79.6 pt, p = 69.6 / 390 = 0.18, no flick → cancel; at 1206 pt/s a flick → finish.
        #expect(Self.decision(try Self.pan(vx: 1194, vy: 0, frames: 8), .touchwonders) == .cancel)
        #expect(Self.decision(try Self.pan(vx: 1206, vy: 0, frames: 8), .touchwonders) == .finish)
        // A flick back from past the threshold cancels: 400 frames at 0.5 pt are 200 pt, three back
        // at −1300 pt/s leave 167.5 pt, p = 157.5 / 390 = 0.40 > 1/3, which alone would finish.
        let back = try Self.extended(try Self.pan(vx: 60, vy: 0, frames: 400), vx: -1300, frames: 3)
        #expect(Self.decision(back, .touchwonders) == .cancel)
        var noFlick = Scenario.touchwonders
        noFlick.handler.flick = nil
        #expect(Self.decision(back, noFlick) == .finish)
        // Slowly, 0.5 pt a frame: 277 frames are 138.5 pt, p = 128.5 / 390 = 0.3295; 284 frames are
        // 142 pt, p = 132 / 390 = 0.3385.
        #expect(Self.decision(try Self.pan(vx: 60, vy: 0, frames: 277), .touchwonders) == .cancel)
        #expect(Self.decision(try Self.pan(vx: 60, vy: 0, frames: 284), .touchwonders) == .finish)
    }

    @Test("photo-transitioning: a flick is the velocity vector's length, its direction the vertical one")
    func photoTransitioning() throws {
        // (800, 900) pt/s: 1204 > 1200, moving down → finish at p = 35 / 422 = 0.08; (800, 880):
        // 1189 ≤ 1200, so the progress decides → cancel. Along y alone 900 would never flick.
        #expect(Self.decision(try Self.pan(vx: 800, vy: 900, frames: 6), .photoTransitioning) == .finish)
        #expect(Self.decision(try Self.pan(vx: 800, vy: 880, frames: 6), .photoTransitioning) == .cancel)
        // 0.33 of (844 / 2): 1 pt a frame, 149 frames are T = 139 (0.3294), 151 frames T = 141 (0.3341).
        #expect(Self.decision(try Self.pan(vx: 0, vy: 120, frames: 149), .photoTransitioning) == .cancel)
        #expect(Self.decision(try Self.pan(vx: 0, vy: 120, frames: 151), .photoTransitioning) == .finish)
    }

    @Test(
        "photo-transitioning: the delegate begins only a downward pan (AssetTransitionController.gestureRecognizerShouldBegin)"
    )
    func photoTransitioningBeginGate() throws {
        // `translation.y > 0 && abs(translation.y) > abs(translation.x)`: a frame right at
        // 1200 pt/s crosses 10 pt sideways first, so the pan fails, and 60 frames down after it
        // never start the pop that the same motion finishes without the delegate.
        let sidewaysThenDown = try Self.extended(try Self.pan(vx: 1200, vy: 0, frames: 3), vx: 0, vy: 600, frames: 60)
        let gated = Replayer.replay(sidewaysThenDown, scenario: .photoTransitioning)
        #expect(gated.decision == nil)
        #expect(
            gated.noReleaseReason
                == "the recognizer failed at 0.008 s: the delegate's shouldBegin refused it: it begins only when the translation points down, and the translation was (10.0, 0.0) pt at (110.0, 100.0) (G5)"
        )
        var ungated = Scenario.photoTransitioning
        guard case .pan(var pan) = ungated.recognizer else { return }
        pan.shouldBegin = .always
        ungated.recognizer = .pan(pan)
        #expect(Self.decision(sidewaysThenDown, ungated) == .finish)
    }

    @Test(
        "photo-transitioning: after the release the transition runs on its animator's easeOut for as long as the item frames' spring takes (US6)"
    )
    func photoTransitioningCompletionCurve() throws {
        // AssetTransitionDriver.animate: the item frames get a new spring animator; the transition
        // animator (UIViewPropertyAnimator(duration:curve: .easeOut)) continues with nil timing
        // and durationFactor = the spring animator's duration / its own, so its progress follows
        // easeOut from the release to 1 over the spring's settling time.
        let report = Replayer.replay(try Self.pan(vx: 0, vy: 120, frames: 151), scenario: .photoTransitioning)
        let completion = try #require(report.completion)
        #expect(completion.curve == .easeOut)
        // 120 pt/s over (1 − 141/422) of 422 pt is 0.427 of the distance per second.
        let seeded = Scenario.photoTransitioning.transition.spring.spring(
            initialVelocity: 120 / ((1 - 141.0 / 422) * 422))
        #expect(abs(completion.duration - seeded.settlingTime) < 1e-12)
        let frames = report.progress.filter { $0.phase == .completing }
        #expect(frames.count > 10)
        for frame in frames {
            let t = (frame.time - completion.startTime) / completion.duration
            let expected = completion.fromPercent + (1 - completion.fromPercent) * CompletionCurve.easeOut.value(at: t)
            #expect(abs(frame.percentComplete - expected) < 1e-9)
        }
    }

    @Test("touchwonders: the delegate begins only a mostly horizontal pan; a flick is ≥ 1200 pt/s, mostly along x")
    func touchwondersBeginGateAndFlick() throws {
        // TransitionController.gestureRecognizerShouldBegin asks for the operation of the edge
        // TransitionScreenEdge(vector: translation) picks (|dx| > |dy|: left or right); the
        // vertical edges have none. A pan straight down never begins.
        #expect(Replayer.replay(try Self.pan(vx: 0, vy: 900, frames: 40), scenario: .touchwonders).decision == nil)
        // Past the start, 100 frames at 60 pt/s: 50 pt, T = 40. Then 3 frames at the release
        // velocity (UIKit's P6 then reads it exactly) add to T; p stays under 1/3 in each.
        let start = try Self.pan(vx: 60, vy: 0, frames: 100)
        func released(_ vx: Double, _ vy: Double) throws -> PercentDrivenTransition.Direction? {
            Self.decision(try Self.extended(start, vx: vx, vy: vy, frames: 3), .touchwonders)
        }
        // (1100, 600): 1253 ≥ 1200, mostly horizontal, forward → finish (p = 67.5 / 390 = 0.17).
        #expect(try released(1100, 600) == .finish)
        // (1300, 1400): mostly vertical → no flick; p = 72.5 / 390 = 0.19 ≤ 1/3 → cancel.
        #expect(try released(1300, 1400) == .cancel)
        // (1201, 0) → finish; 1200 exactly, which `>=` counts, is ThresholdRuleTests' (frame times
        // at 120 Hz are not exact in binary, so a replayed velocity lands a rounding off it).
        #expect(try released(1201, 0) == .finish)
    }

    @Test("photo-transitioning and touchwonders follow one finger: a resting second finger does not halve the drag")
    func oneTouch() throws {
        // One finger drags down 1 pt a frame for 200 frames; after it began, a second finger lands
        // at (300, 600) and rests. `maximumNumberOfTouches = 1` (both sources) ignores it (P4):
        // T = 190, p = 190 / 422 = 0.45 > 0.33 → finish. Without the maximum the centroid moves
        // half as fast from the landing on: T = 30 + 170 / 2 = 115, p = 0.27 → cancel.
        var events = [
            TouchEvent(time: 0, touches: [TouchSample(id: 1, phase: .began, location: Point(x: 100, y: 100))])
        ]
        for frame in 1...200 {
            var touches = [TouchSample(id: 1, phase: .moved, location: Point(x: 100, y: 100 + Double(frame)))]
            if frame == 40 { touches.append(TouchSample(id: 2, phase: .began, location: Point(x: 300, y: 600))) }
            events.append(TouchEvent(time: Double(frame) / 120, touches: touches))
        }
        events.append(
            TouchEvent(
                time: 201.0 / 120,
                touches: [
                    TouchSample(id: 1, phase: .ended, location: Point(x: 100, y: 300)),
                    TouchSample(id: 2, phase: .ended, location: Point(x: 300, y: 600)),
                ]))
        let trace = try Trace(name: "pan", screen: Screen(size: Size(width: 390, height: 844)), events: events)
        #expect(Self.decision(trace, .photoTransitioning) == .finish)
        var anyCount = Scenario.photoTransitioning
        guard case .pan(var pan) = anyCount.recognizer else { return }
        pan.maximumNumberOfTouches = nil
        anyCount.recognizer = .pan(pan)
        #expect(Self.decision(trace, anyCount) == .cancel)
    }

    @Test(
        "a decision a rule below high confidence made says so in the account, the JSON, compare's table and the HTML report"
    )
    func confidenceShown() throws {
        let swipe = try Self.edgeSwipe(vx: 600, frames: 60)
        let pop = Replayer.replay(swipe, scenario: .iosPop)
        let release = try #require(pop.release)
        #expect(pop.confidence(of: release) == DecisionConfidence(rules: ["S3"]))
        #expect(pop.text.contains("\nconfidence low: decided by S3 (low); see docs/model.md\n"))
        guard case .object(let json) = pop.json, case .object(let released)? = json["release"],
            case .object(let confidence)? = released["confidence"]
        else {
            Issue.record("no confidence in the JSON report")
            return
        }
        #expect(confidence["level"] == .string("low"))
        #expect(confidence["rules"] == .array([.string("S3")]))
        // The content pop adds its recognizer's reading; android's machine is medium; the
        // threshold rule is high and says nothing in the account.
        let content = Replayer.replay(
            try Self.pan(vx: 600, vy: 0, frames: 60, from: Point(x: 100, y: 400)), scenario: .iosContentPop)
        #expect(content.text.contains("\nconfidence low: decided by CP1 (low), S3 (low); see docs/model.md\n"))
        let android = Replayer.replay(swipe, scenario: .androidBack)
        #expect(
            android.text.contains("\nconfidence medium: decided by AB3 (medium), AB4 (medium); see docs/model.md\n"))
        let edge = Replayer.replay(swipe, scenario: .edgeBack)
        #expect(edge.release.flatMap(edge.confidence(of:))?.level == .high)
        #expect(!edge.text.contains("confidence"))
        let table = Comparison(trace: swipe, scenarios: [.edgeBack, .iosPop]).text
        #expect(table.contains("low: S3"))
        let html = HTMLReport.html([HTMLReport.Entry(file: "swipe.json", trace: swipe, report: pop, cases: [])])
        #expect(html.contains("<p class=\"confidence\">confidence low: decided by S3 (low); see docs/model.md</p>"))
    }

    @Test("ios-pop's margin names the velocity S3 reads, v̄, and where it would flip; ā carries its unit")
    func iosPopMarginInItsOwnQuantity() throws {
        // A swipe at 600 pt/s for 60 frames: v̄ = 600 pt/s (1.538 widths/s); it pops while
        // p + v̄·D = 290/390 + v̄·0.35 > 187.5/390, so until v̄ ≤ (0.4808 − 0.7436) / 0.35 widths/s:
        // −0.751 widths/s (−293 pt/s): only a swipe back would cancel.
        let report = Replayer.replay(try Self.edgeSwipe(vx: 600, frames: 60), scenario: .iosPop)
        let release = try #require(report.release)
        let margin = try #require(release.decision.margin)
        let rule = try #require(margin.ruleVelocity)
        #expect(abs(rule.value - 600) < 1e-6)
        let flip = rule.value + (margin.velocityChange ?? .nan)
        #expect(abs(flip - (187.5 / 390 - 290.0 / 390) / 0.35 * 390) < 0.01)
        #expect(
            margin.text(deciding: .finish).contains(
                "v̄, the mean of the last three velocity samples (600 pt/s here) at or below −293 pt/s would cancel"))
        #expect(
            release.decision.reason.contains("p + v̄·D + ½·ā·D² (v̄ in widths/s, ā in widths/s²) = 0.744 + 1.538·0.35"))
    }

    /// `trace` with its lift replaced by `frames` more moves at (vx, 0) pt/s, then the lift.
    static func extended(_ trace: Trace, vx: Double, vy: Double = 0, frames: Int) throws -> Trace {
        var events = Array(trace.events.dropLast())
        guard let last = events.last, let touch = last.touches.first else { return trace }
        for frame in 1...frames {
            let location = Point(
                x: touch.location.x + vx * Double(frame) / 120, y: touch.location.y + vy * Double(frame) / 120)
            events.append(
                TouchEvent(
                    time: last.time + Double(frame) / 120,
                    touches: [TouchSample(id: 1, phase: .moved, location: location)]))
        }
        let end = Point(
            x: touch.location.x + vx * Double(frames) / 120, y: touch.location.y + vy * Double(frames) / 120)
        events.append(
            TouchEvent(
                time: last.time + Double(frames + 1) / 120, touches: [TouchSample(id: 1, phase: .ended, location: end)])
        )
        return try Trace(name: "pan", screen: trace.screen, events: events)
    }

    /// A swipe from the left edge at (5, 400): the edge pan begins past 15 pt and rebases its
    /// translation by 10 pt (E3), so T is the displacement less 10.
    static func edgeSwipe(vx: Double, frames: Int) throws -> Trace {
        try pan(vx: vx, vy: 0, frames: frames, from: Point(x: 5, y: 400))
    }

    @Test(
        "navigation-transitions: v ≥ 675 finishes, v ≤ −200 cancels, else p > 0.2; completionSpeed v / 800 in 0.99 … 2.25 before finish()"
    )
    func navigationTransitions() throws {
        let preset = Scenario.navigationTransitions
        // 6 frames at 680 pt/s: 34 pt, T = 24, p = 0.0615, but 680 ≥ 675 → finish at speed
        // max(0.99, 0.85) = 0.99: (1 − 24 / 390) × 0.35 s / 0.99 = 0.33178 s.
        let fast = Replayer.replay(try Self.edgeSwipe(vx: 680, frames: 6), scenario: preset)
        #expect(fast.decision == .finish)
        #expect(abs((fast.completion?.duration ?? 0) - (1 - 24.0 / 390) * 0.35 / 0.99) < 1e-9)
        // 6 frames at 670 pt/s: T = 23.5, p = 0.0603 ≤ 0.2 → cancel, at the stored speed 1:
        // 23.5 / 390 × 0.35 s = 0.02109 s.
        let slow = Replayer.replay(try Self.edgeSwipe(vx: 670, frames: 6), scenario: preset)
        #expect(slow.decision == .cancel)
        #expect(abs((slow.completion?.duration ?? 0) - 23.5 / 390 * 0.35) < 1e-9)
        // 6 frames at 2000 pt/s: T = 90, p = 0.2308; speed min(2.5, 2.25) = 2.25:
        // (1 − 90 / 390) × 0.35 s / 2.25 = 0.11966 s.
        let flung = Replayer.replay(try Self.edgeSwipe(vx: 2000, frames: 6), scenario: preset)
        #expect(flung.decision == .finish)
        #expect(abs((flung.completion?.duration ?? 0) - (1 - 90.0 / 390) * 0.35 / 2.25) < 1e-9)
        // 200 frames at 60 pt/s reach T = 90 (p = 0.2308); three back at −150 pt/s leave
        // T = 86.25 (p = 0.2212 > 0.2) → finish; at −250 pt/s T = 83.75 (p = 0.2147), but
        // −250 ≤ −200 → cancel, where the symmetric rule (cancel only at ≤ −675) finishes.
        let drag = try Self.edgeSwipe(vx: 60, frames: 200)
        #expect(Self.decision(try Self.extended(drag, vx: -150, frames: 3), preset) == .finish)
        let back = try Self.extended(drag, vx: -250, frames: 3)
        #expect(Self.decision(back, preset) == .cancel)
        var symmetric = preset
        symmetric.handler.cancelVelocity = nil
        #expect(Self.decision(back, symmetric) == .finish)
        let report = Replayer.replay(back, scenario: preset)
        #expect(report.release?.decision.reason == "released at 0.21, velocity −250 pt/s ≤ −200 pt/s → cancel")
    }

    @Test("the account and the JSON report carry the margin: 6 frames at 680 pt/s finish by 5 pt/s over 675")
    func marginInReports() throws {
        let report = Replayer.replay(try Self.edgeSwipe(vx: 680, frames: 6), scenario: .navigationTransitions)
        // p = 24 / 390 = 0.0615 ≤ 0.2, so dropping under 675 cancels; no progress alone does.
        #expect(
            report.text.contains(
                "margin     finish by 5 pt/s (release velocity); a release velocity 5 pt/s lower would cancel; no progress alone would cancel\n"
            ))
        guard case .object(let top) = report.json, case .object(let release)? = top["release"],
            case .object(let margin)? = release["margin"]
        else {
            Issue.record("no release.margin")
            return
        }
        #expect(margin["quantity"] == .string("velocity"))
        #expect(margin["positionChange"] == .null)
        if case .number(let change)? = margin["velocityChange"] {
            #expect(abs(change + 5) < 1e-6)
        } else {
            Issue.record("no velocityChange")
        }
    }

    @Test(
        "swiftui-dismiss: finish iff T / 844 > 0.12 or (T + 0.25 s × v) / 844 > 0.36, the drag's translation not rebased"
    )
    func swiftUIDismiss() throws {
        let preset = Scenario.swiftUIDismiss
        // 6 frames at 1000 pt/s: T = 50 (0.0592), 50 + 250 = 300 pt → 0.3555 ≤ 0.36 → cancel;
        // at 1020 pt/s T = 51, 51 + 255 = 306 pt → 0.3626 > 0.36 → finish.
        #expect(Self.decision(try Self.pan(vx: 0, vy: 1000, frames: 6), preset) == .cancel)
        #expect(Self.decision(try Self.pan(vx: 0, vy: 1020, frames: 6), preset) == .finish)
        // 1 pt a frame: 100 frames are T = 100 (0.1185; 100 + 30 = 130 pt, 0.154) → cancel;
        // 102 frames T = 102 (0.1209) → finish.
        #expect(Self.decision(try Self.pan(vx: 0, vy: 120, frames: 100), preset) == .cancel)
        #expect(Self.decision(try Self.pan(vx: 0, vy: 120, frames: 102), preset) == .finish)
        let report = Replayer.replay(try Self.pan(vx: 0, vy: 1020, frames: 6), scenario: preset)
        #expect(
            report.release?.decision.reason
                == "released at 0.06 ≤ threshold 0.12; predicted 0.06 + 0.25 s × 1020 pt/s / 844 pt = 0.363 > 0.360 → finish"
        )
    }

    @Test(
        "swiftui velocity: y 0, 4, 8, 12, 20 at 120 Hz release at 0.25 × 960 + 0.75 × 480 = 600 pt/s; UIKit's P6 gives 576"
    )
    func swiftUIVelocity() throws {
        var events = [
            TouchEvent(time: 0, touches: [TouchSample(id: 1, phase: .began, location: Point(x: 100, y: 100))])
        ]
        for (frame, y) in [4.0, 8, 12, 20].enumerated() {
            events.append(
                TouchEvent(
                    time: Double(frame + 1) / 120,
                    touches: [TouchSample(id: 1, phase: .moved, location: Point(x: 100, y: 100 + y))]))
        }
        events.append(
            TouchEvent(time: 5.0 / 120, touches: [TouchSample(id: 1, phase: .ended, location: Point(x: 100, y: 120))]))
        let trace = try Trace(name: "accelerating", screen: Screen(size: Size(width: 390, height: 844)), events: events)
        let drag = Replayer.replay(trace, scenario: .swiftUIDismiss)
        guard case .pan(let released)? = drag.release?.sample else {
            Issue.record("no pan release")
            return
        }
        #expect(abs(released.velocity.dy - 600) < 1e-9)
        // The drag began at 12 pt (the third move) with T = 12; the lift adds no sample: T = 20.
        #expect(released.translation == Vector(dx: 0, dy: 20))
        var uikit = Scenario.swiftUIDismiss
        uikit.velocity = .uikit
        guard case .pan(let p6)? = Replayer.replay(trace, scenario: uikit).release?.sample else { return }
        #expect(abs(p6.velocity.dy - 576) < 1e-9)
    }

    @Test("swiftui-dismiss: a system cancel calls no onEnded, so the sheet stays displaced (stuck)")
    func swiftUICancel() throws {
        var trace = try Self.pan(vx: 0, vy: 600, frames: 20)
        var events = Array(trace.events)
        if let last = events.popLast(), let touch = last.touches.first {
            events.append(
                TouchEvent(
                    time: last.time, touches: [TouchSample(id: touch.id, phase: .cancelled, location: touch.location)]))
        }
        trace = try Trace(name: "cancelled", screen: trace.screen, events: events)
        #expect(Replayer.replay(trace, scenario: .swiftUIDismiss).outcome == .stuck)
        // As handler code: 20 moves of 5 pt, the drag began at the second (10 pt), so 19 onChanged
        // calls; the transition started at the first and followed to 100 / 844 = 0.118.
        let code = Replayer.replay(
            trace, setup: Scenario.swiftUIDismiss.setup, handler: SwiftUIDrag(SheetDismissDrag(height: 844)))
        #expect(code.outcome == .stuck)
        #expect(
            code.diagnostics.map(\.message).contains(
                "The system cancelled the drag at t=0.175 s after 19 onChanged calls: SwiftUI runs no onEnded then, so what onChanged set stays (the transition at 0.118) unless a @GestureState holds it (SD3)."
            ))
    }

    @Test(
        "ios-content-pop: a 2000 pt/s swipe from mid-screen pops (0.316 + 5.13 × 0.35 > 0.48) where ios-pop never begins"
    )
    func contentPop() throws {
        // 8 frames of 16.7 pt from x 150: 133.3 pt, T = 123.3 after the pan's 10 pt (P2), p = 0.316;
        // v̄ = 2000 / 390 = 5.13 widths/s with no acceleration, so p + v̄·D = 2.11.
        let swipe = try Self.pan(vx: 2000, vy: 0, frames: 8, from: Point(x: 150, y: 400))
        let content = Replayer.replay(swipe, scenario: .iosContentPop)
        #expect(content.decision == .finish)
        #expect(abs((content.release?.decision.progress ?? 0) - 123.333_333_333_333_3 / 390) < 1e-9)
        let edge = Replayer.replay(swipe, scenario: .iosPop)
        #expect(edge.decision == nil && edge.outcome == .noTransition)
        // From the navigation bar (y 60) the content pop does not begin either.
        let fromBar = Replayer.replay(
            try Self.pan(vx: 2000, vy: 0, frames: 8, from: Point(x: 150, y: 60)), scenario: .iosContentPop)
        #expect(fromBar.outcome == .noTransition)
    }

    /// A pre-iOS 17 SwiftUI handler that takes `predictedEndLocation − location` for the velocity,
    /// or (fixed) four times it.
    struct PolyfillDrag: DragGestureHandler {
        var scale = 1.0
        var started = false
        func velocity(from value: DragValue) -> Vector? { (value.predictedEndLocation - value.location) * scale }
        mutating func onChanged(_ value: DragValue, transition: inout some PercentDrivenInteraction) {
            if !started {
                started = true
                transition.start()
            }
        }
        mutating func onEnded(_ value: DragValue, transition: inout some PercentDrivenInteraction) {
            (velocity(from: value).map { $0.dy > 800 } ?? false) ? transition.finish() : transition.cancel()
        }
    }

    @Test(
        "drag-velocity-quarter: predictedEndLocation − location is 250 pt/s for a 1000 pt/s drag; four times it is not reported"
    )
    func polyfillVelocity() throws {
        let trace = try Self.pan(vx: 0, vy: 1000, frames: 6)
        let quarter = Replayer.replay(trace, setup: Scenario.swiftUIDismiss.setup, handler: SwiftUIDrag(PolyfillDrag()))
        #expect(quarter.diagnostics.map(\.code) == [.dragVelocityQuarter])
        #expect(
            quarter.diagnostics.first?.message.contains(
                "(0.0, 250.0) pt/s is a quarter of the drag's (0.0, 1000.0) pt/s") == true)
        // The quarter velocity (250 pt/s) misses the handler's 800 pt/s line that the drag passes.
        #expect(quarter.decision == .cancel)
        let fixed = Replayer.replay(
            trace, setup: Scenario.swiftUIDismiss.setup, handler: SwiftUIDrag(PolyfillDrag(scale: 4)))
        #expect(fixed.diagnostics.isEmpty)
        #expect(fixed.decision == .finish)
    }
}
