import Foundation
import GestureModel
import Testing

@testable import Interaction

// Release states and S3 statistics for the release-rule tests.

func state(
    progress: Double, translation: Double = 0, velocity: Double, extent: Double = 390,
    trigger: RecognizerPhase = .ended,
    duration: Double = 0.35
) -> ReleaseState {
    ReleaseState(
        time: 1, progress: progress, translation: translation, velocity: velocity, extent: extent, trigger: trigger,
        duration: duration)
}

/// S3 statistics for a finger moving at a constant `widthsPerSecond` for 10 samples of 10 ms.
func steady(widthsPerSecond: Double, from start: Double = 0) -> IOSPopStatistics {
    var statistics = IOSPopStatistics()
    for step in 0...10 {
        statistics.add(time: Double(step) * 0.01, position: start + widthsPerSecond * Double(step) * 0.01)
    }
    return statistics
}
