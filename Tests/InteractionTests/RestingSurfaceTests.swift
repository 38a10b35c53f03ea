import GestureModel
import Testing

@testable import Interaction

/// The surface a resting scenario moves: the offset from the pan (M5, RF6), the velocity each
/// platform's rule reads (FC3, RS6), and the settles (RS5, RP5, RF5), against numbers worked out
/// by hand from the sources' formulas.
@Suite("Resting surfaces: offsets, release velocities and settles")
struct RestingSurfaceTests {
    static let sheet = RestingSurface.androidSheet(
        {
            var rule = AndroidBottomSheetRule(parentHeight: 844, sheetHeight: 844, peekHeight: 200, scale: 3)
            rule.fitToContents = false
            rule.hideable = true
            return rule
        }())
    static let panel = RestingSurface.floatingPanel(
        FloatingPanelRule(
            states: [
                RestingPlace(name: "full", offset: 88), RestingPlace(name: "half", offset: 422),
                RestingPlace(name: "tip", offset: 775),
            ], start: "half"))
    static let pager = RestingSurface.flutterPage(FlutterPageRule(pageExtent: 390, pageCount: 3, devicePixelRatio: 3))
    static let bounds = Rect(origin: .zero, size: Size(width: 390, height: 844))

    static func pan(
        _ state: RecognizerPhase, _ time: Double, dx: Double = 0, dy: Double = 0, v: Vector = .zero
    )
        -> Gesture
    {
        .pan(
            state: state, time: time, translation: Vector(dx: dx, dy: dy), velocity: v,
            location: Point(x: 200, y: 600), numberOfTouches: 1, bounds: bounds)
    }

    static func handler(_ surface: RestingSurface) -> RestingHandler {
        RestingHandler(surface: surface, viewWidth: 390, scale: 3, frame: 1.0 / 120)
    }

    @Test("M5: a sheet's top moves with the translation's y from where it rested, within its first and last place")
    func sheetOffset() {
        var handler = Self.handler(Self.sheet)
        handler.handle(Self.pan(.began, 0))
        handler.handle(Self.pan(.changed, 0.1, dy: -100))
        handler.handle(Self.pan(.changed, 0.2, dy: -1000))
        // Collapsed is 844 − 200 = 644; 100 pt up is 544; 1000 pt up stops at expanded, 0.
        #expect(handler.run.track.map(\.offset) == [644, 544, 0])
    }

    @Test("M5: a pager's offset moves against the finger: 100 pt left scrolls 100 pt toward the next page")
    func pagerOffset() {
        var handler = Self.handler(Self.pager)
        handler.handle(Self.pan(.began, 0))
        handler.handle(Self.pan(.changed, 0.1, dx: -100))
        handler.handle(Self.pan(.changed, 0.2, dx: 50))
        // Right of page 0 there is nothing: the offset stays at 0.
        #expect(handler.run.track.map(\.offset) == [0, 100, 0])
    }

    @Test("RF6: FloatingPanel follows from the first change, so the translation it had then is not moved")
    func panelFollowsFromFirstChange() {
        var handler = Self.handler(Self.panel)
        handler.handle(Self.pan(.began, 0))
        handler.handle(Self.pan(.changed, 0.1, dy: -12))
        handler.handle(Self.pan(.changed, 0.2, dy: -100))
        // Half is 422: the first change (−12) leaves it there; −100 is 88 past it, 334.
        #expect(handler.run.track.map(\.offset) == [422, 422, 334])
        // The Android sheet moves by the whole translation.
        var android = Self.handler(Self.sheet)
        android.handle(Self.pan(.began, 0))
        android.handle(Self.pan(.changed, 0.1, dy: -12))
        #expect(android.run.track.map(\.offset) == [644, 632])
    }

    @Test("FC3: Flutter's rules read no velocity unless the lift is a fling (over 50 lp/s, past 18 lp)")
    func flutterGate() {
        let slow = Self.pager.releaseVelocity(
            Vector(dx: -49, dy: 0), flingOffset: Vector(dx: -40, dy: 0), cancelled: false)
        #expect(slow.along == 0)
        let short = Self.pager.releaseVelocity(
            Vector(dx: -400, dy: 0), flingOffset: Vector(dx: -18, dy: 0), cancelled: false)
        #expect(short.along == 0)
        let fling = Self.pager.releaseVelocity(
            Vector(dx: -400, dy: 30), flingOffset: Vector(dx: -19, dy: 0), cancelled: false)
        // The horizontal recognizer keeps x alone; a finger moving left scrolls forward.
        #expect(fling.along == 400 && fling.across == 0)
        let clamped = Self.pager.releaseVelocity(
            Vector(dx: -9000, dy: 0), flingOffset: Vector(dx: -60, dy: 0), cancelled: false)
        #expect(clamped.along == 8000)
    }

    @Test("RS6: a cancelled Android drag is released with no velocity; a cancelled FloatingPanel pan keeps its own")
    func cancelledVelocity() {
        let v = Vector(dx: 10, dy: 900)
        let cancelled = Self.sheet.releaseVelocity(v, flingOffset: .zero, cancelled: true)
        #expect(cancelled.along == 0 && cancelled.across == 0)
        let lifted = Self.sheet.releaseVelocity(v, flingOffset: .zero, cancelled: false)
        #expect(lifted.along == 900 && lifted.across == 10)
        let panel = Self.panel.releaseVelocity(v, flingOffset: .zero, cancelled: true)
        #expect(panel.along == 900 && panel.across == 10)
    }

    @Test("RS5: the sheet's settle from 500 to 422 pt at −2000 pt/s on a 3× screen takes 336 ms")
    func androidSheetSettle() {
        // dy = −78 pt = −234 px, v = −6000 px/s, no horizontal velocity (weight 0): W = 1170 px,
        // D = 585 + 585 × sin((0.2 − 0.5) × 0.15π) = 502.57, 4 × round(1000 × 502.57 / 6000) = 4 × 84.
        let release = RestRelease(offset: 500, velocity: -2000)
        let half = RestingPlace(name: "half-expanded", offset: 422)
        let settle = Self.sheet.settle(release, to: half, viewWidth: 390, scale: 3, frame: 1.0 / 120)
        #expect(settle.duration == 0.336)
        #expect(settle.offset(at: 0) == 500)
        #expect(settle.offset(at: 0.336) == 422)
        // Half way through the quintic ease-out: 1 + (−0.5)⁵ = 0.96875 of the move.
        #expect(abs(settle.offset(at: 0.168) - (500 - 78 * 0.96875)) < 1e-9)
    }

    @Test("RP5: PagerSnapHelper's snap after a fling is at most 298 ms; without one, (d / width + 1) × 300 ms")
    func pagerSnapSettle() {
        // 1170 px at 480 dpi: ⌈243.75⌉ = 244 ms, capped at 100, / 0.3356 → ⌈297.97⌉ = 298.
        #expect(AndroidPagerSnapRule.flingSettleDuration(distance: 1170, densityDpi: 480) == 298)
        // 150 px: ⌈31.25⌉ = 32 ms, / 0.3356 → ⌈95.35⌉ = 96.
        #expect(AndroidPagerSnapRule.flingSettleDuration(distance: 150, densityDpi: 480) == 96)
        // 426 px in a 1170 px container: (0.364 + 1) × 300 = 409.2 → 409.
        #expect(AndroidPagerSnapRule.snapSettleDuration(distance: 426, container: 1170) == 409)
        #expect(AndroidPagerSnapRule.snapSettleDuration(distance: 99_999, container: 100) == 2000)
    }

    @Test("RF5: FloatingPanel's spring: ζ from ln(0.991) past 300 pt/s, critical below, one step per frame")
    func numericSpring() {
        let fast = NumericSpring(
            from: 300, target: 88, velocity: -1500, decelerationRate: 0.991, responseTime: 0.4, frame: 1.0 / 120,
            displayScale: 3)
        // ln(0.991) / (−2π × 2.5 × 0.001) = 0.5755517.
        #expect(abs(fast.zeta - 0.575_551_680_2) < 1e-9)
        #expect(abs(fast.omega - 15.707_963_267_9) < 1e-9)
        let slow = NumericSpring(
            from: 0, target: 100, velocity: 0, decelerationRate: 0.991, responseTime: 0.4, frame: 1.0 / 120,
            displayScale: 3)
        #expect(slow.zeta == 1)
        // f = 1 + 2hζω = 1.2617994, h²ω² = 0.0171347, x₁ = 100 h²ω² / (f + h²ω²) = 1.3397664.
        #expect(abs(slow.positions[0] - 1.339_766_421_6) < 1e-9)
        // It stops within a pixel (1/3 pt) of the target, having moved at most that far.
        let last = slow.positions[slow.positions.count - 1]
        let before = slow.positions[slow.positions.count - 2]
        #expect(abs(100 - last) <= 1.0 / 3 && abs(last - before) <= 1.0 / 3)
        #expect(abs(100 - before) > 1.0 / 3 || abs(before - slow.positions[slow.positions.count - 3]) > 1.0 / 3)
        #expect(slow.duration == Double(slow.positions.count) / 120)
    }

    @Test("ln, as the numeric spring takes it, to the last bits")
    func logarithm() {
        #expect(abs(0.991.logarithm - -0.009_040_744_652_149_07) < 1e-17)
        #expect(abs(2.0.logarithm - 0.693_147_180_559_945_3) < 1e-16)
        #expect(1.0.logarithm == 0)
        #expect(abs(1e-300.logarithm - -690.775_527_898_213_7) < 1e-12)
        #expect(0.0.logarithm.isNaN && (-1.0).logarithm.isNaN)
    }

    @Test("a drag that begins during a settle grabs the surface where the settle has it")
    func grabDuringSettle() throws {
        var handler = Self.handler(Self.sheet)
        handler.handle(Self.pan(.began, 0))
        handler.handle(Self.pan(.changed, 0.1, dy: -144))
        // At 500 with no velocity: nearer half-expanded (78) than collapsed (144) → half-expanded (RS3).
        handler.handle(Self.pan(.ended, 0.2, dy: -144))
        let release = try #require(handler.run.last)
        #expect(release.decision.place.name == "half-expanded")
        let grabbed = release.settle.offset(at: 0.25 - release.time)
        handler.handle(Self.pan(.began, 0.25))
        #expect(handler.run.track.last?.offset == grabbed)
        #expect(grabbed < 500 && grabbed > 422)
    }
}
