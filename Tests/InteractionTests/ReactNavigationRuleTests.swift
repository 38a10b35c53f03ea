import Foundation
import GestureModel
import Testing

@testable import Interaction

@Suite("react-navigation (RN2)")
struct ReactNavigationRuleTests {
    @Test(
        "react-navigation: close if T + 0.3·V > W/2 (RN2's worked examples, and the boundary)",
        arguments: [
            (100.0, 400.0, PercentDrivenTransition.Direction.finish),
            (150.0, -200.0, .cancel),
            (40.0, 600.0, .finish),
            (135.0, 200.0, .cancel),  // 135 + 60 = 195: not more than half
            (135.0, 201.0, .finish),
        ])
    func reactNavigation(translation: Double, velocity: Double, expected: PercentDrivenTransition.Direction) {
        #expect(
            ReactNavigationRule().decide(
                state(progress: translation / 390, translation: translation, velocity: velocity)
            ).direction == expected)
        #expect(
            ReactNavigationRule().decide(state(progress: 0.9, translation: 351, velocity: 1000, trigger: .cancelled))
                .direction == .cancel)
    }
}
