import GestureModel
import Interaction

/// A folder of recordings that cannot serve as fixtures.
public struct RecordedFixtureError: Error, Sendable, CustomStringConvertible {
    public var message: String
    public var description: String { message }
}
