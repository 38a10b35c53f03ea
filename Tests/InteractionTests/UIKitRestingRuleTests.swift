import Testing

@testable import Interaction

/// UIKit's closed sheet and paging models (RU1–RU4) at their boundaries, numbers derived by hand
/// from the rules as docs/model.md states them: the assumed projection for the sheet, the iAd
/// scroll view's for paging.
@Suite("Resting places: UIKit's sheet and paging (low confidence)")
struct UIKitRestingRuleTests {
    /// Large at 57 pt, medium at 422, dismissed at 844.
    static let sheet = UIKitSheetRule(
        detents: [RestingPlace(name: "large", offset: 57), RestingPlace(name: "medium", offset: 422)],
        screenHeight: 844, start: "medium")

    static func place(_ rule: UIKitSheetRule, top: Double, v: Double, from start: Double) -> String {
        rule.decide(RestRelease(offset: top, velocity: v, travel: top - start)).place.name
    }

    @Test("RU1: from medium, the top projected 0.499 s must pass half of medium → dismissed, 211 pt")
    func sheetDismissBoundary() {
        // 0.5 × 422 / 0.499 = 422.85 pt/s: 422 pt/s projects 210.6 pt, 423 pt/s 211.08.
        #expect(Self.place(Self.sheet, top: 422, v: 422, from: 422) == "medium")
        #expect(Self.place(Self.sheet, top: 422, v: 423, from: 422) == "dismissed")
        // Upward, half of medium → large (365 pt) is 182.5 pt: 365.7 pt/s is the line.
        #expect(Self.place(Self.sheet, top: 422, v: -365, from: 422) == "medium")
        #expect(Self.place(Self.sheet, top: 422, v: -366, from: 422) == "large")
    }

    @Test("RU1: one detent per release unless skipsDetents; no dismissal when modal in presentation")
    func sheetOneDetentPerRelease() {
        // From large, 3000 pt/s projects 1497 pt: trimmed to dismissed, 844, so it passes half of
        // large → medium and stops at medium.
        #expect(Self.place(Self.sheet, top: 100, v: 3000, from: 57) == "medium")
        var skipping = Self.sheet
        skipping.skipsDetents = true
        #expect(Self.place(skipping, top: 100, v: 3000, from: 57) == "dismissed")
        var modal = Self.sheet
        modal.dismissible = false
        #expect(modal.places.map(\.name) == ["large", "medium"])
        #expect(Self.place(modal, top: 422, v: 2000, from: 422) == "medium")
    }

    @Test("RU2: the settle spring, critically damped at 0.5 s, rests within a pixel of 100 pt in 0.528 s")
    func sheetSettle() {
        let surface = RestingSurface.uikitSheet(Self.sheet)
        let release = RestRelease(offset: 322, velocity: 0, travel: -100)
        let medium = RestingPlace(name: "medium", offset: 422)
        let settle = surface.settle(release, to: medium, viewWidth: 390, scale: 1, frame: 1.0 / 60)
        // ω = 4π; (1 + ωt) e^(−ωt) × 100 = 1 at ωt = 6.638, t = 0.5283 s.
        #expect(abs(settle.duration - 0.5283) < 0.001)
        // Half a response in, ωt = π: 100 × (1 + π) e^(−π) = 17.897 pt from medium.
        #expect(abs(settle.offset(at: 0.25) - (422 - 17.8974)) < 0.001)
    }

    static let paging = UIKitPagingRule(pageWidth: 390, pageCount: 3)

    static func page(_ offset: Double, _ v: Double) -> String {
        paging.decide(RestRelease(offset: offset, velocity: v, travel: offset)).place.name
    }

    @Test("RU3: over 300 pt/s (strict) the page edge next in the velocity's direction")
    func pagingFlick() {
        #expect(Self.page(100, 300) == "page 0", "300 is no flick: round(0.256) = 0")
        #expect(Self.page(100, 301) == "page 1", "⌈0.256⌉")
        #expect(Self.page(500, -301) == "page 1", "⌊1.282⌋")
        #expect(Self.page(500, 301) == "page 2", "⌈1.282⌉")
        // On a page exactly, ⌈1⌉ = 1: a flick from rest at a page edge stays.
        #expect(Self.page(390, 5000) == "page 1")
        #expect(Self.page(780, 5000) == "page 2", "clamped to the last page")
    }

    @Test("RU3: slower, the nearest page, half a page going on (Math.round)")
    func pagingNearest() {
        #expect(Self.page(195, 0) == "page 1")
        #expect(Self.page(194.9, 0) == "page 0")
        #expect(Self.page(585, -300) == "page 2", "round(1.5) = 2")
    }

    @Test("RU4: the flick's deceleration steps per millisecond; a slow release eases 250 ms")
    func pagingSettle() {
        let deceleration = PagingDeceleration(from: 0, target: 390, velocity: 0)
        // v = 0.9668 × (0 + 0.36 × 390) = 135.73872 pt/s; x = 0.13573872 pt.
        #expect(abs(deceleration.positions[0] - 0.135_738_72) < 1e-9)
        // v = 0.9668 × (135.73872 + 0.36 × 389.86426128) = 266.923671; x = 0.13573872 + 0.266923671.
        #expect(abs(deceleration.positions[1] - 0.402_662_391) < 1e-9)
        let last = deceleration.positions[deceleration.positions.count - 1]
        #expect(abs(390 - last) <= 1)
        #expect(deceleration.offset(at: deceleration.duration, from: 0) == 390)
        let surface = RestingSurface.uikitPaging(Self.paging)
        let slow = surface.settle(
            RestRelease(offset: 100, velocity: 0, travel: 100), to: Self.paging.places[0], viewWidth: 390,
            scale: 3, frame: 1.0 / 60)
        #expect(slow.duration == 0.25)
        // CSS ease at half its time: 0.8024 of the way.
        #expect(abs(slow.offset(at: 0.125) - (100 - 100 * 0.8024)) < 0.01)
    }
}
