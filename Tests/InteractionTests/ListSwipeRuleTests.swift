import Testing

@testable import Interaction

/// A list item's swipe to dismiss, each rule's boundary just under and just over, numbers derived
/// by hand from the source as docs/model.md states it.
@Suite("List-item swipes")
struct ListSwipeRuleTests {
    /// A 400 pt wide item, either way: dismissed-left at −400, kept at 0, dismissed-right at 400.
    static let item = FlutterDismissibleRule(width: 400)

    static func place(
        _ rule: FlutterDismissibleRule = item, offset: Double, v: Double = 0, across: Double = 0
    ) -> String {
        rule.decide(RestRelease(offset: offset, velocity: v, crossVelocity: across, travel: offset)).place.name
    }

    @Test("LD1: without a fling, past 0.4 of the width (strict) dismisses the way it was dragged")
    func dismissibleThreshold() {
        #expect(Self.place(offset: 160) == "kept", "160 / 400 = 0.4 is not past it")
        #expect(Self.place(offset: 160.1) == "dismissed-right")
        #expect(Self.place(offset: -160.1) == "dismissed-left")
        #expect(Self.place(offset: 400, v: -5000) == "dismissed-right", "all the way out, whatever the fling")
    }

    @Test("LD1: a fling is at least 700 lp/s along and 400 lp/s more than across; forward dismisses, back keeps")
    func dismissibleFling() {
        #expect(Self.place(offset: 50, v: 699) == "kept")
        #expect(Self.place(offset: 50, v: 700) == "dismissed-right")
        #expect(Self.place(offset: 50, v: 800, across: 401) == "kept", "399 more than across")
        #expect(Self.place(offset: 50, v: 800, across: 400) == "dismissed-right")
        // 300 / 400 = 0.75 is past the threshold, but a fling back keeps it; a slower one does not.
        #expect(Self.place(offset: 300, v: -700) == "kept")
        #expect(Self.place(offset: 300, v: -699) == "dismissed-right")
        #expect(Self.place(offset: -50, v: -700) == "dismissed-left")
        // No displacement: no fling, and nothing past the threshold.
        #expect(Self.place(offset: 0, v: 2000) == "kept")
        var never = Self.item
        never.dismissThreshold = 1
        #expect(Self.place(never, offset: 50, v: 3000) == "kept", "a threshold of 1 turns a forward fling back")
    }

    @Test("LD1: an item that may go one way has that way's place and kept")
    func dismissibleDirections() {
        var left = Self.item
        left.directions = .left
        #expect(left.places.map(\.name) == ["dismissed-left", "kept"])
        #expect(left.places.map(\.offset) == [-400, 0])
    }

    @Test("LD2: forward() runs linearly in its share of 200 ms; a fling runs a critically damped spring")
    func dismissibleSettle() {
        let rule = Self.item
        let right = RestingPlace(name: "dismissed-right", offset: 400)
        // 100 pt left of 400 pt: 0.25 of 200 ms.
        let slow = rule.settle(RestRelease(offset: 300, velocity: 0, travel: 300), to: right)
        #expect(abs(slow.duration - 0.05) < 1e-12)
        #expect(abs(slow.offset(at: 0.025) - 350) < 1e-9)
        // 1500 lp/s is 5 widths per second at 1/300: 2000 pt/s, aimed 4 pt past 400. From 304 pt
        // away, (304 + (−2000 + ω·304) t) e^(−ωt), ω = √500, is 4 pt at t = 0.2676 s.
        let fling = rule.settle(RestRelease(offset: 100, velocity: 1500, travel: 100), to: right)
        #expect(abs(fling.duration - 0.2676) < 0.002)
        #expect(abs(fling.offset(at: 0.05) - 226.193) < 0.01)
        #expect(fling.offset(at: fling.duration) == 400)
    }

    /// A 400 dp wide list: swiped past 200 dp, escaping at 120 dp/s, each axis capped at 800.
    static let row = AndroidItemSwipeRule(listWidth: 400)

    static func swipe(_ rule: AndroidItemSwipeRule = row, offset: Double, v: Double = 0, across: Double = 0) -> String {
        rule.decide(RestRelease(offset: offset, velocity: v, crossVelocity: across, travel: offset)).place.name
    }

    @Test("LA1: past half the list's width (strict) swipes the way it was dragged")
    func itemTouchHelperDistance() {
        #expect(Self.swipe(offset: 200) == "kept")
        #expect(Self.swipe(offset: 200.1) == "dismissed-right")
        #expect(Self.swipe(offset: -200.1) == "dismissed-left")
        var left = Self.row
        left.directions = .left
        #expect(Self.swipe(left, offset: 250) == "kept", "a way the flags do not allow")
    }

    @Test("LA1: 120 dp/s the way it was dragged escapes, if faster than across once each axis is capped at 800")
    func itemTouchHelperEscape() {
        #expect(Self.swipe(offset: 10, v: 119) == "kept")
        #expect(Self.swipe(offset: 10, v: 120) == "dismissed-right")
        #expect(Self.swipe(offset: 10, v: 120, across: 120) == "kept", "not faster than across")
        #expect(Self.swipe(offset: 10, v: 5000, across: 900) == "kept", "both capped at 800")
        #expect(Self.swipe(offset: 10, v: 5000, across: 799) == "dismissed-right")
        #expect(Self.swipe(offset: 10, v: -500) == "kept", "a fling against the drag")
        // With no displacement the drag counts as leftward (mDx > 0 is false): a left fling escapes.
        #expect(Self.swipe(offset: 0, v: -500) == "dismissed-left")
        #expect(Self.swipe(offset: 0, v: 500) == "kept")
    }

    @Test("LA2: a swipe or a recovery runs 120 ms, accelerating then decelerating")
    func itemTouchHelperSettle() {
        let surface = RestingSurface.androidItemSwipe(Self.row)
        let right = RestingPlace(name: "dismissed-right", offset: 400)
        let settle = surface.settle(
            RestRelease(offset: 100, velocity: 0, travel: 100), to: right, viewWidth: 400, scale: 3, frame: 1.0 / 60)
        #expect(settle.duration == 0.12)
        // cos(1.5π) / 2 + 0.5 = 0.5 at half the time; cos(1.25π) / 2 + 0.5 = 0.14645 at a quarter.
        #expect(abs(settle.offset(at: 0.06) - 250) < 1e-9)
        #expect(abs(settle.offset(at: 0.03) - (100 + 300 * 0.146_446_6)) < 1e-5)
    }

    /// A 390 pt row with 74 pt of trailing actions: performed past 312 pt, open past 37.
    static let uikitRow = UIKitSwipeActionsRule(rowWidth: 390)

    static func uikitPlace(_ rule: UIKitSwipeActionsRule = uikitRow, offset: Double, v: Double = 0) -> String {
        rule.decide(RestRelease(offset: offset, velocity: v, travel: offset)).place.name
    }

    @Test("LU1: past 0.8 of the row (strict) a swipe performs the first action; past half the actions it opens them")
    func uikitThresholds() {
        #expect(Self.uikitPlace(offset: -312) == "open", "312 / 390 = 0.8 is not past it")
        #expect(Self.uikitPlace(offset: -312.1) == "performed")
        #expect(Self.uikitPlace(offset: -37) == "closed", "37 / 74 = 0.5 is not past it")
        #expect(Self.uikitPlace(offset: -37.1) == "open")
        var noFull = Self.uikitRow
        noFull.fullSwipe = false
        #expect(Self.uikitPlace(noFull, offset: -380) == "open")
        #expect(noFull.places.map(\.name) == ["open", "closed"])
    }

    @Test("LU1: a release moving back toward closed closes the row, however far it is open")
    func uikitDirection() {
        #expect(Self.uikitPlace(offset: -200, v: 1) == "closed")
        #expect(Self.uikitPlace(offset: -200, v: 0) == "open")
        #expect(Self.uikitPlace(offset: -200, v: -500) == "open")
        #expect(Self.uikitPlace(offset: -350, v: 1) == "performed", "a full swipe performs whatever the velocity")
    }
}
