import GestureModel
import Interaction

/// What the fidelity check compares between a model and a device, each on its own scale.
public enum FidelityMeasure: String, Sendable, Hashable, CaseIterable {
    /// The recognizer's state at each callback, and its sequence when the log is complete.
    case states
    /// An observed callback that no delivered event lies near (within the match window),
    /// milliseconds to the nearest: reported, never dropped.
    case unmatched
    /// When the recognizer began, milliseconds.
    case beganTime
    /// A pan's translation at each callback, points.
    case translation
    /// A pan's velocity at each callback, points per second (and relative).
    case velocity
    /// A SwiftUI drag's predicted end translation at each callback, points (SV1).
    case predictedEnd
    /// A pinch's scale at each callback.
    case scale
    /// A pinch's scale velocity at each callback, per second (and relative).
    case scaleVelocity
    /// finish or cancel.
    case decision
    /// percentComplete at the finish or cancel call.
    case percentComplete
    /// When the completion ended, milliseconds.
    case completionTime
    /// Whether the completion completed (`observed.completion.completed`) or was cancelled.
    case completed
    /// Where a resting surface came to rest after each release (`observed.rest`).
    case rest

    /// A comparison of kinds, whose error is 0 or 1: a recording's account names the model's kind
    /// even where it agrees, and the statistics say same or different.
    public var isCategorical: Bool {
        switch self {
        case .states, .decision, .completed, .rest: true
        case .unmatched, .beganTime, .translation, .velocity, .predictedEnd, .scale, .scaleVelocity,
            .percentComplete, .completionTime:
            false
        }
    }

    /// The unit an error is shown in.
    public var unit: String {
        switch self {
        case .states, .decision, .completed, .rest: ""
        case .beganTime, .completionTime, .unmatched: "ms"
        case .translation, .predictedEnd: "pt"
        case .velocity: "pt/s"
        case .scale, .percentComplete: ""
        case .scaleVelocity: "/s"
        }
    }
}
