import GestureModel
import Testing

@testable import Interaction

private let screen = Rect(x: 0, y: 0, width: 390, height: 844)

/// A pan moving right at 1000 pt/s, sampled at 120 Hz for 100 ms, lifted `liftDelay` after the last move.
private func releaseVelocity(_ strategy: VelocityStrategy, liftDelay: Double) -> Double? {
    var pan = PanRecognizer(rule: PanHysteresisRule(), viewFrame: screen, velocityStrategy: strategy)
    _ = pan.handle(Touch.down(100, 400, at: 0))
    let dt = 1.0 / 120
    for step in 1...12 {
        _ = pan.handle(Touch.move(100 + 1000 * Double(step) * dt, 400, at: Double(step) * dt))
    }
    return pan.handle(Touch.up(200, 400, at: 12 * dt + liftDelay)).sample?.velocity.dx
}

@Suite("Velocity strategies")
struct VelocityStrategyTests {
    @Test("every strategy reads a steady 1000 pt/s drag as 1000 pt/s", arguments: VelocityStrategy.allCases)
    func steadyDrag(strategy: VelocityStrategy) throws {
        let velocity = try #require(releaseVelocity(strategy, liftDelay: 0.008))
        #expect(abs(velocity - 1000) < 0.5, "\(strategy): \(velocity)")
    }

    @Test(
        "a lift 60 ms after the last move: Android and Flutter report 0 (40 ms stop rules), UIKit and last keep the stale 1000 pt/s",
        arguments: [(VelocityStrategy.uikit, 1000.0), (.lsq2, 0), (.impulse, 0), (.flutter, 0), (.last, 1000)])
    func stalePause(strategy: VelocityStrategy, expected: Double) throws {
        let velocity = try #require(releaseVelocity(strategy, liftDelay: 0.060))
        #expect(abs(velocity - expected) < 0.5, "\(strategy): \(velocity)")
    }

    @Test("a pinch's scale velocity uses the chosen strategy: steady growth of 2 per second reads as 2")
    func pinchScaleVelocity() throws {
        for strategy in [VelocityStrategy.lsq2, .flutter, .last] {
            var pinch = PinchRecognizer(
                configuration: .init(window: screen, viewFrame: screen, velocityStrategy: strategy))
            _ = pinch.handle(Touch.event(at: 0, [(1, .began, 145, 400), (2, .began, 245, 400)]))
            var last: PinchSample?
            for step in 1...12 {
                let t = Double(step) / 120
                // Distance 108 · (1 + 2t) after the 8 pt shift: scale grows 2 per second.
                let distance = 100 + 8 + 108 * 2 * t
                let action = pinch.handle(
                    Touch.event(at: t, [(1, .moved, 195 - distance / 2, 400), (2, .moved, 195 + distance / 2, 400)]))
                last = action.sample ?? last
            }
            let velocity = try #require(last?.velocity)
            #expect(abs(velocity - 2) < 0.01, "\(strategy): \(velocity)")
        }
    }

    @Test("Flutter's estimate spans its window: its offset is the newest sample minus the oldest within 100 ms")
    func flutterEstimateOffset() {
        var tracker = FlutterVelocityTracker()
        // 15 samples 10 ms apart, 3 pt each along x and 1 pt along y: the window holds t = 40…140 ms.
        for step in 0..<15 { tracker.addPosition(time: Double(step) * 0.01, x: Double(step) * 3, y: Double(step)) }
        let estimate = tracker.estimate(at: 0.14)
        #expect(abs(estimate.offsetX - 30) < 1e-9 && abs(estimate.offsetY - 10) < 1e-9)
        #expect(abs(estimate.x - 300) < 1e-6 && abs(estimate.y - 100) < 1e-6)
        // Two samples: no velocity, but still their offset.
        var two = FlutterVelocityTracker()
        two.addPosition(time: 0, x: 0, y: 0)
        two.addPosition(time: 0.01, x: 25, y: 0)
        #expect(two.estimate(at: 0.01) == (0, 0, 25, 0))
        // Stopped for more than 40 ms: nothing at all.
        #expect(tracker.estimate(at: 0.2) == (0, 0, 0, 0))
    }

    @Test("Flutter's tracker needs 3 samples and stops at a 40 ms gap")
    func flutterMinimumSamples() {
        var tracker = FlutterVelocityTracker()
        tracker.addPosition(time: 0, x: 0, y: 0)
        tracker.addPosition(time: 0.01, x: 10, y: 0)
        #expect(tracker.velocity(at: 0.01).x == 0)
        tracker.addPosition(time: 0.02, x: 20, y: 0)
        #expect(abs(tracker.velocity(at: 0.02).x - 1000) < 1e-6)
        tracker.addPosition(time: 0.07, x: 25, y: 0)  // 50 ms gap: only this sample counts
        #expect(tracker.velocity(at: 0.07).x == 0)
    }
}

@Suite("Least squares")
struct LeastSquaresTests {
    @Test("Android's two-sample line is the general fit's b[1], bit for bit, and fails where it fails")
    func lineSlopeEqualsFit() {
        var random = SeededGenerator(seed: 7)
        var compared = 0
        for trial in 0..<20_000 {
            // Seconds before the newest sample (0 for it), as Android makes them; some equal, so the fit fails.
            let older: Float = trial % 101 == 0 ? -0.0 : -Float.random(in: 0.000_5...0.1, using: &random)
            let times = (older, Float(-0.0))
            let values = (0..<2).map { _ in Float.random(in: -3000...3000, using: &random) }
            let fit = LeastSquares.fit(
                x: [times.0, times.1], y: values, weights: [1, 1], degree: 1, tolerance: Float(1e-6))
            let slope = LeastSquares.lineSlope(x: times, y: (values[0], values[1]), tolerance: 1e-6)
            if let fit, let slope {
                #expect(slope.bitPattern == fit[1].bitPattern, "trial \(trial)")
                compared += 1
            } else {
                #expect(fit == nil && slope == nil, "trial \(trial)")
            }
        }
        #expect(compared > 19_000)
    }

    @Test("the quadratic slopes Flutter asks for are the general fit's b[1], bit for bit, and fail where it fails")
    func quadraticSlopesEqualFit() {
        var random = SeededGenerator(seed: 31)
        var compared = 0
        for trial in 0..<20_000 {
            let count = 3 + trial % 18
            // Times as Flutter makes them (ms before the newest, newest first), some repeated or
            // all equal so the fit fails; positions anywhere on a screen.
            let step = trial % 97 == 0 ? 0 : Double.random(in: 0.5...12, using: &random)
            let times = (0..<count).map {
                -Double($0) * step - (trial % 5 == 0 ? 0 : Double.random(in: 0...0.01, using: &random))
            }
            let xs = (0..<count).map { _ in Double.random(in: -2000...2000, using: &random) }
            let ys = (0..<count).map { _ in Double.random(in: -2000...2000, using: &random) }
            let fitX = LeastSquares.fit(
                x: times, y: xs, weights: [Double](repeating: 1, count: count), degree: 2, tolerance: 1e-10)
            let fitY = LeastSquares.fit(
                x: times, y: ys, weights: [Double](repeating: 1, count: count), degree: 2, tolerance: 1e-10)
            let slopes = times.withUnsafeBufferPointer { t in
                xs.withUnsafeBufferPointer { x in
                    ys.withUnsafeBufferPointer { y in
                        LeastSquares.quadraticSlopes(x: t, first: x, second: y, tolerance: 1e-10)
                    }
                }
            }
            if let fitX, let fitY, let slopes {
                #expect(
                    slopes.0.bitPattern == fitX[1].bitPattern && slopes.1.bitPattern == fitY[1].bitPattern,
                    "trial \(trial)")
                compared += 1
            } else {
                #expect(fitX == nil && fitY == nil && slopes == nil, "trial \(trial)")
            }
        }
        #expect(compared > 19_000)
    }
}
