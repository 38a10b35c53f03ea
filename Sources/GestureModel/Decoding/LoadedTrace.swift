/// A trace that loaded, with the warnings found on the way (unknown fields).
public struct LoadedTrace: Sendable {
    public var trace: Trace
    public var warnings: [TraceProblem]
}
