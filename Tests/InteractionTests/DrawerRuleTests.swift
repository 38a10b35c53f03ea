import GestureModel
import Testing

@testable import Interaction

/// A navigation drawer's release, each rule's boundary just under and just over, numbers derived
/// by hand from the source as docs/model.md states it.
@Suite("Drawers")
struct DrawerRuleTests {
    /// A 280 dp drawer: closed at 0, open at 280.
    static let android = AndroidDrawerRule(drawerWidth: 280)

    static func androidPlace(_ rule: AndroidDrawerRule = android, offset: Double, v: Double = 0) -> String {
        rule.decide(RestRelease(offset: offset, velocity: v, travel: offset)).place.name
    }

    @Test("DA1: without velocity a drawer more than half open (strict) opens")
    func androidHalfOpen() {
        #expect(Self.androidPlace(offset: 140) == "closed", "140 / 280 = 0.5 is not more than half")
        #expect(Self.androidPlace(offset: 140.1) == "open")
        #expect(Self.android.places.map(\.offset) == [0, 280])
    }

    @Test("DA1: under 400 dp/s is no velocity; from 400 on any fling decides, wherever the drawer is")
    func androidFling() {
        #expect(Self.androidPlace(offset: 10, v: 399.9) == "closed", "zeroed: 10 / 280 is under half")
        #expect(Self.androidPlace(offset: 10, v: 400) == "open")
        #expect(Self.androidPlace(offset: 270, v: -400) == "closed")
        #expect(Self.androidPlace(offset: 270, v: -399.9) == "open")
        #expect(Self.androidPlace(offset: 10, v: 20_000) == "open", "capped at 8000, still open")
    }

    @Test("DA2: ViewDragHelper's settle over the drawer's range, its velocity clamped at 400 dp/s")
    func androidSettle() {
        let surface = RestingSurface.androidDrawer(Self.android)
        let open = RestingPlace(name: "open", offset: 280)
        // 100 dp to go, no velocity: (100 / 280 + 1) × 256 = 347.4 → 347 ms.
        let slow = surface.settle(
            RestRelease(offset: 180, velocity: 300, travel: 180), to: open, viewWidth: 390, scale: 1, frame: 1 / 60)
        #expect(slow.duration == 0.347)
        // At 3000 dp/s: D = 195 + 195 sin((100/390 − 0.5) · 0.3π/2) = 172.66; 4 × round(57.55) = 232 ms.
        let fast = surface.settle(
            RestRelease(offset: 180, velocity: 3000, travel: 180), to: open, viewWidth: 390, scale: 1, frame: 1 / 60)
        #expect(fast.duration == 0.232)
    }

    /// A 304 lp drawer: closed at 0, open at 304.
    static let flutter = FlutterDrawerRule(drawerWidth: 304)

    static func flutterPlace(_ rule: FlutterDrawerRule = flutter, offset: Double, v: Double = 0) -> String {
        rule.decide(RestRelease(offset: offset, velocity: v, travel: offset)).place.name
    }

    @Test("DF1: without a fling a value of 0.5 or more opens; a closed drawer stays closed")
    func flutterHalfOpen() {
        #expect(Self.flutterPlace(offset: 152) == "open", "152 / 304 = 0.5 opens")
        #expect(Self.flutterPlace(offset: 151.9) == "closed")
        #expect(Self.flutterPlace(offset: 0, v: 5000) == "closed", "dismissed: the release does nothing")
    }

    @Test("DF1: from 365 lp/s a fling goes the way it points, wherever the drawer is")
    func flutterFling() {
        #expect(Self.flutterPlace(offset: 10, v: 365) == "open")
        #expect(Self.flutterPlace(offset: 10, v: 364.9) == "closed")
        #expect(Self.flutterPlace(offset: 300, v: -365) == "closed")
        #expect(Self.flutterPlace(offset: 300, v: -364.9) == "open")
    }

    @Test("DF2: open() flings at one width per second, a critically damped spring aimed 1 % past")
    func flutterSettle() {
        let open = RestingPlace(name: "open", offset: 304)
        // From 152: 155.04 pt from the aim at 307.04, moving 304 pt/s toward it, ω = √500; the
        // error (155.04 + (−304 + ω · 155.04) t) e^(−ωt) is 3.04 pt at t = 0.2579 s.
        let settle = Self.flutter.settle(RestRelease(offset: 152, velocity: 0, travel: 152), to: open)
        #expect(abs(settle.duration - 0.2579) < 0.002)
        #expect(abs(settle.offset(at: 0.05) - 204.655) < 0.01)
        #expect(settle.offset(at: settle.duration) == 304)
        #expect(settle.account.contains("open()"))
    }

    @Test(
        "DA3: a touch held 160 ms in the strip peeks the closed drawer out 20 dp in 274 ms; a drag takes it from there")
    func androidPeek() {
        let surface = RestingSurface.androidDrawer(Self.android)
        #expect(Self.android.peek == DrawerPeek(delay: 0.16, distance: 20, duration: 0.274))
        func track(downAt down: Double, beganAt began: Double) -> [Double] {
            var handler = RestingHandler(surface: surface, viewWidth: 390, scale: 3, frame: 1.0 / 120)
            for (state, time, dx) in [(RecognizerPhase.began, began, 0.0), (.changed, began + 0.1, 50)] {
                handler.handle(
                    .pan(
                        state: state, time: time, translation: Vector(dx: dx, dy: 0), velocity: .zero,
                        location: Point(x: 10 + dx, y: 400), numberOfTouches: 1,
                        bounds: Rect(origin: .zero, size: Size(width: 390, height: 844)), touchDownTime: down))
            }
            return handler.run.track.map(\.offset)
        }
        // Began 0.1 s after the touch came down: no peek yet.
        #expect(track(downAt: 1, beganAt: 1.1) == [0, 50])
        // Began 0.297 s after: 0.137 s = half of the 274 ms slide, 1 − 0.5⁵ of 20 dp out.
        let half = track(downAt: 1, beganAt: 1.297)
        #expect(abs(half[0] - 20 * (1 - 0.03125)) < 1e-9)
        #expect(abs(half[1] - (half[0] + 50)) < 1e-9)
        // Held a second: all the way out.
        #expect(track(downAt: 1, beganAt: 2) == [20, 70])
        // Flutter's drawer has no peek.
        #expect(RestingSurface.flutterDrawer(Self.flutter).drag.peek == nil)
    }
}
