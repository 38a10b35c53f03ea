import GestureModel
import Interaction

/// Everything a replay needs besides the handler: the recognizer and how it estimates velocity,
/// the transition, and the rate of the completion's frames.
public struct ReplaySetup: Sendable, Hashable {
    public var recognizer: RecognizerConfiguration
    public var transition: PercentDrivenTransition.Configuration
    public var velocity: VelocityStrategy
    /// Frames per second for completion samples; nil uses the trace's refreshRate, else 120 Hz.
    public var sampleRate: Double?

    public init(
        recognizer: RecognizerConfiguration, transition: PercentDrivenTransition.Configuration = .init(duration: 0.5),
        velocity: VelocityStrategy = .uikit, sampleRate: Double? = nil
    ) {
        self.recognizer = recognizer
        self.transition = transition
        self.velocity = velocity
        self.sampleRate = sampleRate
    }
}

extension ReplaySetup {
    /// Frames per second for a trace's animations: the setup's sample rate, else the trace's
    /// refresh rate, else 120 Hz.
    func frameRate(for trace: Trace) -> Double {
        let rate = sampleRate ?? trace.screen.refreshRate ?? 120
        return rate > 0 && rate.isFinite ? rate : 120
    }
}
