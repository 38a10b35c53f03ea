import Foundation
import GestureModel
import Testing

@testable import Interaction

@Suite("Springs (AB5, RN3)")
struct SpringTests {
    private let curve = CompletionCurve.easeInOut

    @Test("springs: the closed form matches a numerical integration of m·x'' = −k·x − c·x'")
    func springClosedForm() {
        for (k, c, m, v0) in [(1000.0, 500.0, 3.0, 400.0), (1500.0, 2 * 1500.0.squareRoot(), 1.0, 30.0), (200.0, 10.0, 1.0, 0.0)] {
            let spring = Spring(stiffness: k, damping: c, mass: m, distance: 100, initialVelocity: v0, restDisplacement: 0.5, restSpeed: 0.5, clampsOvershoot: false)
            var x = 100.0
            var v = -v0
            let dt = 1e-5
            for step in 1 ... 50_000 {
                let a = (-k * x - c * v) / m
                v += a * dt
                x += v * dt
                if step % 10_000 == 0 {
                    let exact = spring.state(at: Double(step) * dt)
                    #expect(abs(exact.displacement - x) < 0.05, "k \(k) c \(c) m \(m) at \(Double(step) * dt)")
                }
            }
        }
    }

    @Test("the react-navigation spring rests within 10 px and 10 px/s, and a clamped spring ends at the target")
    func reactNavigationSpring() throws {
        let timing = try #require(CompletionTiming.reactNavigationSpring.completion(direction: .finish, progress: 0.5, speed: 0, extent: 390, duration: 0.5, curve: curve))
        guard case .spring(let spring) = timing.curve else {
            Issue.record("not a spring")
            return
        }
        let end = spring.state(at: timing.duration)
        #expect(abs(end.displacement) < 10 && abs(end.velocity) < 10)
        let before = spring.state(at: timing.duration - 0.002)
        #expect(!(abs(before.displacement) < 10 && abs(before.velocity) < 10))
        #expect(spring.fraction(at: timing.duration) <= 1)
    }
}
