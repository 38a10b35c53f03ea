/// A handler as a replay's event loop drives it: called already specialized for the replay's
/// model of the transition, and saying which changes' velocity it reads, so that a platform
/// tracker's fit is made only for those. The package's own protocol: the scenario's
/// `TransitionHandler` conforms, and a replay wraps an app's handler code, which may read the
/// velocity of any action, in one that reads every change's (`CodeHandler`).
package protocol ReplayHandler: GestureHandler {
    /// `handle(_:transition:)` with the replay's model, specialized where the handler is compiled.
    mutating func handle(_ gesture: inout Gesture, controller: inout InteractionController)

    /// Whether the handler reads a change's velocity, not only the release's.
    var readsVelocityWhileChanging: Bool { get }

    /// For a handler that reads some change's velocity: whether it reads the next one's, asked
    /// after each action it handled.
    var readsNextChangeVelocity: Bool { get }

    /// What a resting surface did, for the resting scenario's handler; nil for the others.
    var restingRun: RestingRun? { get }
}

extension ReplayHandler {
    /// What a resting surface did, for the resting scenario's handler; nil for the others.
    package var restingRun: RestingRun? { nil }
}
