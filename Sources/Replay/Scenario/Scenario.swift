import GestureModel
import Interaction

/// What an app configures: the recognizer and its parameters, how progress is computed from it,
/// what the handler does on each recognizer state, and the transition's parameters.
///
/// Build one in code, decode one from a scenario file (`Scenario(json:file:)`), or start from a
/// preset (`Scenario.preset(named:)`).
public struct Scenario: Sendable, Hashable {
    public var name: String
    /// Where the scenario comes from (the seed code it copies), for `presets`.
    public var source: String?
    public var recognizer: RecognizerConfiguration
    public var progress: ProgressMapping
    public var handler: HandlerRules
    public var transition: PercentDrivenTransition.Configuration
    /// How the recognizer estimates velocity.
    public var velocity: VelocityStrategy
    /// Frames per second for completion samples; nil uses the trace's refreshRate, else 120 Hz.
    public var sampleRate: Double?
    /// A surface that settles at one of several places (a sheet, a pager) instead of a transition
    /// that finishes or cancels; nil for a transition. With one, `progress`, `handler` and
    /// `transition` are not read.
    public var resting: RestingSurface? {
        get { restingBox?.surface }
        set { restingBox = newValue.map(RestingBox.init) }
    }
    /// The surface behind a reference: a transition's scenario, copied at every sweep grid point,
    /// holds a null pointer rather than the largest rule's fields, and a plain class reference
    /// (an indirect enum's box hides in spare bits, where a leak checker does not see it).
    private var restingBox: RestingBox?

    public init(
        name: String, source: String? = nil, recognizer: RecognizerConfiguration, progress: ProgressMapping,
        handler: HandlerRules = HandlerRules(),
        transition: PercentDrivenTransition.Configuration = .init(duration: 0.5),
        velocity: VelocityStrategy = .uikit, sampleRate: Double? = nil, resting: RestingSurface? = nil
    ) {
        restingBox = resting.map(RestingBox.init)
        self.name = name
        self.source = source
        self.recognizer = recognizer
        self.progress = progress
        self.handler = handler
        self.transition = transition
        self.velocity = velocity
        self.sampleRate = sampleRate
    }
}

/// An immutable surface behind a reference, equal by its surface.
private final class RestingBox: Sendable, Hashable {
    let surface: RestingSurface

    init(_ surface: RestingSurface) {
        self.surface = surface
    }

    static func == (a: RestingBox, b: RestingBox) -> Bool { a === b || a.surface == b.surface }

    func hash(into hasher: inout Hasher) { hasher.combine(surface) }
}
