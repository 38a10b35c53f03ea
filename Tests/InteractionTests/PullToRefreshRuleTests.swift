import Testing

@testable import Interaction

/// A pull to refresh's release, each rule's boundary just under and just over, numbers derived by
/// hand from the source as docs/model.md states it.
@Suite("Pull to refresh")
struct PullToRefreshRuleTests {
    static let android = AndroidSwipeRefreshRule(parentHeight: 844)

    static func androidPlace(_ rule: AndroidSwipeRefreshRule = android, pull: Double) -> String {
        rule.decide(RestRelease(offset: pull, velocity: 0, travel: pull)).place.name
    }

    @Test("PA1: an overscroll past 64 dp (strict) refreshes; the touch path's drag rate halves the pull")
    func androidTrigger() {
        #expect(Self.androidPlace(pull: 64) == "idle")
        #expect(Self.androidPlace(pull: 64.01) == "refreshing")
        var touch = Self.android
        touch.dragRate = 0.5
        #expect(Self.androidPlace(touch, pull: 128) == "idle", "0.5 × 128 = 64 is not past it")
        #expect(Self.androidPlace(touch, pull: 128.1) == "refreshing")
        #expect(touch.places.map(\.offset) == [0, 128])
    }

    @Test("PA1: the spinner follows the overscroll to 64 dp, then the slingshot curve toward 128")
    func androidSpinner() {
        let rule = Self.android
        #expect(rule.spinnerTravel(overscroll: 32) == 32)
        #expect(rule.spinnerTravel(overscroll: 64) == 64)
        // 64 past: tension (1/4 − 1/16) × 2 = 0.375, extra 64 × 0.375 × 2 = 48.
        #expect(rule.spinnerTravel(overscroll: 128) == 112)
        #expect(rule.spinnerTravel(overscroll: 500) == 128)
    }

    @Test("PA2: 200 ms on DecelerateInterpolator(2), 1 − (1 − t)⁴")
    func androidSettle() {
        let surface = RestingSurface.androidSwipeRefresh(Self.android)
        let refreshing = RestingPlace(name: "refreshing", offset: 64)
        let settle = surface.settle(
            RestRelease(offset: 164, velocity: 0, travel: 164), to: refreshing, viewWidth: 390, scale: 1, frame: 1 / 60)
        #expect(settle.duration == 0.2)
        #expect(abs(settle.offset(at: 0.1) - (164 - 100 * 0.9375)) < 1e-9)
    }

    /// A 900 lp viewport: the value is the pull over 225 lp, arming at 2/3 (150 lp).
    static let flutter = FlutterRefreshRule(viewportHeight: 900)

    static func flutterPlace(
        _ rule: FlutterRefreshRule = flutter, pull: Double, peak: Double? = nil, retreat: Double = 0
    ) -> String {
        rule.decide(RestRelease(offset: pull, velocity: 0, travel: pull, peak: peak, retreat: retreat)).place.name
    }

    @Test("PF1: the indicator arms at a sixth of the viewport and stays armed")
    func flutterArming() {
        #expect(Self.flutterPlace(pull: 149.99) == "idle")
        #expect(Self.flutterPlace(pull: 150.01) == "refreshing")
        #expect(Self.flutter.places.map(\.offset) == [0, 150])
        // Armed at 160, released at 100 without moving back: a drag that only ever went down
        // cannot end short of its peak, so the peak is what armed it.
        #expect(Self.flutterPlace(pull: 100, peak: 160) == "refreshing")
    }

    @Test("PF1: under clamping physics any move back scrolls the list and cancels, armed or not")
    func flutterBacktrack() {
        #expect(Self.flutterPlace(pull: 199.99, peak: 200, retreat: 0.01) == "idle")
        var tolerant = Self.flutter
        tolerant.backtrackTolerance = 1
        #expect(Self.flutterPlace(tolerant, pull: 199.99, peak: 200, retreat: 0.01) == "refreshing")
    }

    @Test("PF2: the snap runs 150 ms, the dismissal 200 ms, both linear")
    func flutterSettle() {
        let rule = Self.flutter
        let snap = rule.settle(
            RestRelease(offset: 200, velocity: 0, travel: 200), to: RestingPlace(name: "refreshing", offset: 150))
        #expect(snap.duration == 0.15)
        #expect(abs(snap.offset(at: 0.075) - 175) < 1e-9)
        let back = rule.settle(RestRelease(offset: 100, velocity: 0, travel: 100), to: PullPlaces.idle)
        #expect(back.duration == 0.2)
    }

    @Test("PU1: the content pulled 96 pt (half the finger's pull) at its farthest fires, however the drag ends")
    func uikitFiresDuringDrag() {
        let rule = UIKitRefreshControlRule(viewHeight: 844)
        func place(pull: Double, peak: Double) -> String {
            rule.decide(RestRelease(offset: pull, velocity: 0, travel: pull, peak: peak, retreat: peak - pull)).place
                .name
        }
        #expect(place(pull: 191.9, peak: 191.9) == "idle", "95.95 pt of content is short of 96")
        #expect(place(pull: 192, peak: 192) == "refreshing")
        #expect(place(pull: 20, peak: 192) == "refreshing", "fired on the way, then pushed back")
        #expect(rule.places.map(\.offset) == [0, 192])
    }
}
