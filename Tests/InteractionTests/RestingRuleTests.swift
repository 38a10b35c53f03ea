import Testing

@testable import Interaction

/// The resting-place rules from their sources, each boundary just under and just over, numbers
/// derived by hand from the rule as the source writes it.
@Suite("Resting places: bottom sheets and pagers")
struct RestingRuleTests {
    /// An 800 pt parent, a full-height sheet, a 200 pt peek, 3 px per pt: expanded at 0,
    /// collapsed at 600, half-expanded (without fitToContents) at 400, hidden at 800.
    static func sheet(
        fitToContents: Bool = true, hideable: Bool = false, skipCollapsed: Bool = false
    )
        -> AndroidBottomSheetRule
    {
        var rule = AndroidBottomSheetRule(parentHeight: 800, sheetHeight: 800, peekHeight: 200, scale: 3)
        rule.fitToContents = fitToContents
        rule.hideable = hideable
        rule.skipCollapsed = skipCollapsed
        return rule
    }

    static func place(_ rule: AndroidBottomSheetRule, top: Double, v: Double, x: Double = 0) -> String {
        rule.decide(RestRelease(offset: top, velocity: v, crossVelocity: x)).place.name
    }

    @Test("BottomSheetBehavior: up expands; under 50 pt/s is no velocity, and the nearer of 0 and 600 wins (RS1, RS3)")
    func sheetUpAndNearest() {
        let rule = Self.sheet()
        #expect(rule.places.map(\.name) == ["expanded", "collapsed"])
        #expect(Self.place(rule, top: 300, v: -100) == "expanded")
        // −40 pt/s is under ViewDragHelper's minimum: 0. At 300 the two are equally far: collapsed.
        #expect(Self.place(rule, top: 300, v: -40) == "collapsed")
        #expect(Self.place(rule, top: 299, v: -40) == "expanded")
        // Mostly horizontal: the nearest state, whatever the vertical velocity.
        #expect(Self.place(rule, top: 250, v: 100, x: 200) == "expanded")
        #expect(Self.place(rule, top: 250, v: 100) == "collapsed", "moving down collapses (RS4)")
    }

    @Test("BottomSheetBehavior: hide when the top projected 0.1 s is over half a peek past collapsed (RS2)")
    func sheetHide() {
        let rule = Self.sheet(hideable: true)
        // 650 + 0.1 × 200 = 670: 70/200 = 0.35 ≤ 0.5, no hide; moving down collapses.
        #expect(Self.place(rule, top: 650, v: 200) == "collapsed")
        // 650 + 0.1 × 600 = 710: 110/200 = 0.55 > 0.5; 1800 px/s > 500 → hidden.
        #expect(Self.place(rule, top: 650, v: 600) == "hidden")
        // 650 + 0.1 × 500 = 700: exactly 0.5 is not past it.
        #expect(Self.place(rule, top: 650, v: 500) == "collapsed")
        #expect(Self.place(rule, top: 650, v: 501) == "hidden")
    }

    @Test("BottomSheetBehavior: with skipCollapsed, 500 px/s (166.7 pt/s at 3 px/pt) or a low release hides")
    func sheetSignificantVelocityInPixels() {
        let rule = Self.sheet(hideable: true, skipCollapsed: true)
        // At 350 pt the sheet is above the released-low line (800 + 0)/2 = 400.
        #expect(Self.place(rule, top: 350, v: 166) == "expanded", "498 px/s")
        #expect(Self.place(rule, top: 350, v: 167) == "hidden", "501 px/s")
        #expect(Self.place(rule, top: 401, v: 60) == "hidden", "released low")
        #expect(Self.place(rule, top: 399, v: 60) == "expanded")
    }

    @Test("BottomSheetBehavior without fitToContents: the half-expanded state and the source's comparison with 0")
    func sheetHalfExpanded() {
        let rule = Self.sheet(fitToContents: false)
        #expect(rule.places.map(\.offset) == [0, 400, 600])
        // Above half-expanded with no velocity, the top is compared with its distance to collapsed:
        // at 290 it is 290 < 310, expanded, though half-expanded (110 away) is nearer than 0.
        #expect(Self.place(rule, top: 290, v: 0) == "expanded")
        #expect(Self.place(rule, top: 301, v: 0) == "half-expanded")
        // Moving down between 400 and 600: the nearer; the middle (500) goes to collapsed.
        #expect(Self.place(rule, top: 499, v: 100) == "half-expanded")
        #expect(Self.place(rule, top: 500, v: 100) == "collapsed")
        // Moving up from below 400 stops at half-expanded; from above, expands.
        #expect(Self.place(rule, top: 450, v: -100) == "half-expanded")
        #expect(Self.place(rule, top: 400, v: -100) == "expanded")
    }

    @Test("Flutter PageView: half a page toward any velocity past 1/(0.05 × 3) = 6.67 pt/s, then round (RP1)")
    func flutterPage() {
        let rule = FlutterPageRule(pageExtent: 400, pageCount: 5, devicePixelRatio: 3)
        func page(_ offset: Double, _ v: Double) -> String {
            rule.decide(RestRelease(offset: offset, velocity: v)).place.name
        }
        #expect(page(500, 0) == "page 1")
        #expect(page(500, 6.6) == "page 1")
        #expect(page(500, 6.7) == "page 2")
        #expect(page(500, -6.7) == "page 1")
        // 0.95 is nearest page 1; half a page back (0.45) rounds to page 0.
        #expect(page(380, 0) == "page 1")
        #expect(page(380, -6.7) == "page 0")
        // Half a page exactly rounds away from zero.
        #expect(page(600, 0) == "page 2")
        #expect(page(580, 0) == "page 1")
    }

    @Test("Android ViewPager: a fling past 25 dp and 400 dp/s turns a page; else 0.4 forward, 0.6 back (RP2)")
    func androidViewPager() {
        let rule = AndroidViewPagerRule(pageWidth: 400, pageCount: 5)
        func page(_ offset: Double, _ v: Double, travel: Double) -> String {
            rule.decide(RestRelease(offset: offset, velocity: v, travel: travel)).place.name
        }
        // From page 1 (400), 100 pt forward at 500 pt/s: a fling forward.
        #expect(page(500, 500, travel: 100) == "page 2")
        #expect(page(500, 400, travel: 100) == "page 1", "400 dp/s is not past 400")
        // Exactly 25 dp of travel is not a fling: 1 + ⌊0.0625 + 0.4⌋ = 1.
        #expect(page(425, 1000, travel: 25) == "page 1")
        #expect(page(426, 1000, travel: 26) == "page 2")
        // No fling, forward from page 1: page 2 needs 60 % scrolled past page 1.
        #expect(page(636, 0, travel: 236) == "page 1", "1.59")
        #expect(page(644, 0, travel: 244) == "page 2", "1.61")
        // No fling, back from page 2 (800): page 1 needs to show 60 %, its offset below 560.
        #expect(page(564, 0, travel: -236) == "page 2", "1.41 + 0.6")
        #expect(page(556, 0, travel: -244) == "page 1", "1.39 + 0.6")
    }
}

@Suite("ViewDragHelper's settle")
struct ViewDragHelperSettleTests {
    /// A bottom sheet at 3 px/pt on a 390 pt (1170 px) wide parent settling 300 pt (900 px) down to
    /// collapsed, its drag range the collapsed offset (600 pt, 1800 px): without velocity
    /// (900/1800 + 1) × 256 = 384 ms; at 8000 px/s D = 585 + 585 × sin((900/1170 − 0.5) × 0.3π/2)
    /// = 659.02 px, 4 × round(1000 × 659.02 / 8000) = 4 × 82 = 328 ms; at 3000 px/s 4 × 220 = 880,
    /// capped at 600 ms.
    @Test("the duration by distance without velocity, by speed with it, capped at 600 ms (RS5)")
    func duration() {
        func settle(_ yvel: Int, xvel: Int = 0, dx: Int = 0) -> Int {
            ViewDragHelperSettle.duration(
                dx: dx, dy: 900, xvel: xvel, yvel: yvel, parentWidth: 1170, horizontalRange: 0, verticalRange: 1800,
                minimumVelocity: 150, maximumVelocity: 24000)
        }
        #expect(settle(0) == 384)
        #expect(settle(149) == 384, "under the 50 dp/s minimum (150 px/s at 3 px/pt) is no velocity")
        #expect(settle(8000) == 328)
        #expect(settle(3000) == 600)
        // Horizontal velocity takes weight from the vertical axis, which has no horizontal move:
        // (8000 / 16000) × 328 = 164 ms.
        #expect(settle(8000, xvel: 8000) == 164)
        #expect(ViewDragHelperSettle.position(at: 0.5) == 1 - 1.0 / 32)
    }
}

@Suite("FloatingPanel's release")
struct FloatingPanelRuleTests {
    /// full at 100, half at 400, tip at 700; the normal rate projects 0.998/0.002/1000 = 0.499 s.
    static let panel = FloatingPanelRule(states: [
        RestingPlace(name: "tip", offset: 700), RestingPlace(name: "full", offset: 100),
        RestingPlace(name: "half", offset: 400),
    ])

    static func state(_ y: Double, _ v: Double, from start: Double, rule: FloatingPanelRule = panel) -> String {
        rule.decide(RestRelease(offset: y, velocity: v, travel: y - start)).place.name
    }

    @Test("past half of the segment after a 0.499 s projection: 450 + 0.499 × v against 550 (RF1, RF2)")
    func redirection() {
        #expect(Self.state(450, 0, from: 400) == "half")
        // 450 + 0.499 × 200 = 549.8: 0.499 of half → tip; 201 pt/s reaches 550.3, 0.501.
        #expect(Self.state(450, 200, from: 400) == "half")
        #expect(Self.state(450, 201, from: 400) == "tip")
        // Back from tip: 650 − 0.499 × 300 = 500.3 is 0.666 of tip → half; at 100 pt/s 0.333.
        #expect(Self.state(650, -300, from: 700) == "half")
        #expect(Self.state(650, -100, from: 700) == "tip")
    }

    @Test("removal: the velocity toward hidden over the distance to it, 5.5 per second or more (RF4)")
    func removal() {
        var rule = Self.panel
        rule.hiddenOffset = 844
        // At 650 the panel is 194 pt from hidden: 5.5 × 194 = 1067 pt/s removes it.
        #expect(Self.state(650, 1066, from: 700, rule: rule) == "tip")
        #expect(Self.state(650, 1067, from: 700, rule: rule) == "removed")
        #expect(Self.state(650, 1067, from: 700) == "tip", "removal off by default")
    }

    @Test("one state per release unless the momentum may project further (RF3)")
    func oneStatePerRelease() {
        // 150 + 0.499 × 1500 = 898.5 lies past tip, but trimmed to tip (700) the segment is
        // full → half: half. Projecting momentum, it is past the last state: tip.
        #expect(Self.state(150, 1500, from: 100) == "half")
        var free = Self.panel
        free.projectsMomentum = true
        #expect(Self.state(150, 1500, from: 100, rule: free) == "tip")
    }
}

@Suite("Compose Material3 sheet's release")
struct ComposeSheetRuleTests {
    /// Expanded at 100, partially expanded at 422 (half of 844), hidden at 844; settled at 422.
    static let sheet = ComposeSheetRule(anchors: [
        RestingPlace(name: "expanded", offset: 100), RestingPlace(name: "partially-expanded", offset: 422),
        RestingPlace(name: "hidden", offset: 844),
    ])

    static func anchor(_ offset: Double, _ v: Double) -> String {
        sheet.decide(RestRelease(offset: offset, velocity: v, travel: offset - 422)).place.name
    }

    @Test("56 dp from the settled anchor, or 125 dp/s the same way, moves one anchor (RC1, RC2)")
    func thresholds() {
        // Down: the line is 422 + 56 = 478, whatever the distance to hidden.
        #expect(Self.anchor(477, 100) == "partially-expanded")
        #expect(Self.anchor(478, 100) == "hidden")
        #expect(Self.anchor(430, 124) == "partially-expanded")
        #expect(Self.anchor(430, 125) == "hidden")
        // Up: the line is 422 − 56 = 366.
        #expect(Self.anchor(367, -100) == "partially-expanded")
        #expect(Self.anchor(366, -100) == "expanded")
        #expect(Self.anchor(420, -125) == "expanded")
        // A fling up after a drag down is no escape: only the 56 dp line counts.
        #expect(Self.anchor(430, -500) == "partially-expanded")
    }
}

@Suite("Flutter DraggableScrollableSheet's snap")
struct FlutterSnapSheetRuleTests {
    /// An 800 pt parent, snap sizes 0.25, 0.5 and 1 (200, 400, 800 pt tall: tops at 600, 400, 0),
    /// 3 px per pt: the tolerance is 1/(0.05 × 3) = 6.67 pt/s.
    static let sheet = FlutterSnapSheetRule(parentHeight: 800, snapSizes: [0.25, 0.5, 1], devicePixelRatio: 3)

    static func size(_ size: Double, growing v: Double) -> String {
        sheet.decide(RestRelease(offset: 800 - size, velocity: -v)).place.name
    }

    @Test("the nearer size at rest (a tie to the larger), the next size in the velocity's direction else (RD1)")
    func target() {
        #expect(Self.size(300, growing: 0) == "size 0.50", "100 pt from each: the larger")
        #expect(Self.size(299, growing: 0) == "size 0.25")
        #expect(Self.size(299, growing: 6.6) == "size 0.25", "within the tolerance")
        #expect(Self.size(299, growing: 6.7) == "size 0.50")
        #expect(Self.size(390, growing: -6.7) == "size 0.25")
        // Growing from exactly a snap size goes one further; only one step, however fast.
        #expect(Self.size(400, growing: 10) == "size 1.00")
        #expect(Self.size(250, growing: 5000) == "size 0.50")
    }

    @Test("the settle runs at 1600 pt/s, or faster with the release when it heads there (RD2)")
    func settle() {
        let release = RestRelease(offset: 500, velocity: -10)
        let half = FlutterSnapSheetRuleTests.sheet.places[1]
        #expect(Self.sheet.settleDuration(release, to: half) == 100.0 / 1600)
        #expect(Self.sheet.settleDuration(RestRelease(offset: 500, velocity: -3200), to: half) == 100.0 / 3200)
        // A release heading away from the target settles at the minimum speed.
        #expect(Self.sheet.settleDuration(RestRelease(offset: 500, velocity: 3200), to: half) == 100.0 / 1600)
    }
}

@Suite("PagerSnapHelper's snap")
struct AndroidPagerSnapRuleTests {
    @Test("a fling over 50 dp/s turns to the next page centre in its direction; slower, the nearest (RP3)")
    func snap() {
        let rule = AndroidPagerSnapRule(pageWidth: 400, pageCount: 5)
        func page(_ offset: Double, _ v: Double) -> String {
            rule.decide(RestRelease(offset: offset, velocity: v)).place.name
        }
        // 1.1 pages: forward goes to 2, back to 1, however fast.
        #expect(page(440, 51) == "page 2")
        #expect(page(440, 5000) == "page 2")
        #expect(page(440, -51) == "page 1")
        // 50 dp/s is no fling: the nearest centre, 1.1 → 1, 1.6 → 2, a tie (1.5) to the earlier.
        #expect(page(440, 50) == "page 1")
        #expect(page(640, 0) == "page 2")
        #expect(page(600, 0) == "page 1")
        // Exactly centred, a forward fling finds that page itself after the centre: no turn.
        #expect(page(400, 500) == "page 1")
    }
}

@Suite("Resting-place margins")
struct RestMarginTests {
    /// Flutter pages of 400 pt at 3 px/pt, released at rest on page 1.25 (offset 500): 100 pt on
    /// reaches 1.5, which rounds to page 2; 300 pt back reaches 0.5, which rounds to page 1 still
    /// (half away from zero), so page 0 needs just past it; 6.67 pt/s either way turns the half
    /// page: on to 1.75 (page 2), back to 0.75 (page 1, unchanged), so only faster flips.
    @Test("the smallest change of offset or velocity that chooses another place, each way")
    func flutterPage() throws {
        let rule = FlutterPageRule(pageExtent: 400, pageCount: 5, devicePixelRatio: 3)
        let margin = RestMargin.of(RestRelease(offset: 500, velocity: 0), under: rule)
        let higher = try #require(margin.higherOffset)
        #expect(abs(higher.change - 100) <= 0.01)
        #expect(higher.place.name == "page 2")
        let lower = try #require(margin.lowerOffset)
        #expect(abs(lower.change + 300) <= 0.01)
        #expect(lower.place.name == "page 0")
        let faster = try #require(margin.fasterVelocity)
        #expect(abs(faster.change - 1 / 0.15) <= 0.01)
        #expect(faster.place.name == "page 2")
        // Slower: any velocity back leaves page 1 (0.75 rounds to 1) until the page is outside reach.
        #expect(margin.slowerVelocity == nil)
    }

    @Test("a bottom sheet's hide margin in velocity: 500 px/s at 3 px/pt is 166.67 pt/s")
    func sheetHide() throws {
        var rule = AndroidBottomSheetRule(parentHeight: 800, sheetHeight: 800, peekHeight: 200, scale: 3)
        rule.hideable = true
        rule.skipCollapsed = true
        let margin = RestMargin.of(RestRelease(offset: 350, velocity: 100), under: rule)
        let faster = try #require(margin.fasterVelocity)
        #expect(abs(faster.change - (500.0 / 3 - 100)) <= 0.01)
        #expect(faster.place.name == "hidden")
    }
}

@Suite("ViewPager's settle")
struct ViewPagerSettleTests {
    /// 600 px to scroll on a 1170 px client: D = 585 + 585 × sin((600/1170 − 0.5) × 0.3π/2) =
    /// 588.53 px; at 8000 px/s 4 × round(73.57) = 296 ms; at 1200 px/s 1960, capped at 600;
    /// without velocity (600/1170 + 1) × 100 = 151 ms.
    @Test("smoothScrollTo: by the fling with velocity, by the pages without, at most 600 ms (RP4)")
    func settle() {
        #expect(AndroidViewPagerRule.settleDuration(dx: 600, velocity: 8000, clientWidth: 1170, pageWidth: 1170) == 296)
        #expect(AndroidViewPagerRule.settleDuration(dx: 600, velocity: 1200, clientWidth: 1170, pageWidth: 1170) == 600)
        #expect(AndroidViewPagerRule.settleDuration(dx: 600, velocity: 0, clientWidth: 1170, pageWidth: 1170) == 151)
    }
}
