/// The keys of a trace's events and touches and of the recognizers the `observed` extension
/// records, each spelled once, as its case's name: the decoder that explains every error, its fast
/// path and the writer read them here. A key added here is a case each of their switches must
/// handle before the package builds; the fast path's reading of the writer's own byte order is
/// checked against the writer's output by a test (`FastDecoderTests`).
protocol TraceKey: RawRepresentable<String>, CaseIterable, Sendable {
    /// The keys, their bytes and places, made once.
    static var table: KeyTable<Self> { get }
}

/// A kind of key's cases in order, made once (`allCases` makes its array anew each time it is
/// asked), and grouped by their length in bytes: the fast path looks a key up on every member of
/// a file written in another order than the writer's, and compares only the keys as long.
struct KeyTable<Key: TraceKey>: Sendable {
    let all: [Key]
    let byLength: [[(key: Key, bytes: [UInt8], place: Int)]]

    init() {
        all = Array(Key.allCases)
        var table = [[(key: Key, bytes: [UInt8], place: Int)]](
            repeating: [], count: (all.map(\.rawValue.utf8.count).max() ?? 0) + 1)
        for (place, key) in all.enumerated() {
            table[key.rawValue.utf8.count].append((key, Array(key.rawValue.utf8), place))
        }
        byLength = table
    }
}

extension TraceKey {
    /// The key called `text`, or nil.
    init?(_ text: String) { self.init(rawValue: text) }

    var text: String { rawValue }

    static var all: [Self] { table.all }
}

/// An event's keys.
enum EventKey: String, TraceKey {
    case t, touches

    static let table = KeyTable<Self>()
}

/// A touch's keys, in the order the writer writes them.
enum TouchKey: String, TraceKey {
    case id, phase, x, y, force, majorRadius, coalesced

    static let table = KeyTable<Self>()
    /// The keys every touch has.
    static let required: [TouchKey] = [.id, .phase, .x, .y]
}

/// An observed recognizer's keys (the `observed` extension's `recognizer` and `recognizers`).
enum ObservedRecognizerKey: String, TraceKey {
    case kind, edge, owner, role, samples

    static let table = KeyTable<Self>()
}

/// An observed recognizer callback's keys, in the order the writer writes them.
enum ObservedSampleKey: String, TraceKey {
    case t, state, translation, velocity, scale, scaleVelocity, predictedEndTranslation, location, numberOfTouches,
        gesture

    static let table = KeyTable<Self>()
    /// The keys every callback has: the first two, so a reader's bits of the keys it saw (a key's
    /// bit is 1 << its place) hold them in `requiredBits`.
    static let required: [ObservedSampleKey] = [.t, .state]
    static let requiredBits: UInt16 = 0b11
}

extension JSONDocumentReader {
    /// The key a member names, or nil after a warning that no key of that kind has its name.
    mutating func key<Key: TraceKey>(_ member: JSONObject.Member, at path: @autoclosure () -> TracePath) -> Key? {
        if let key = Key(member.key) { return key }
        warning(path(), .unknownField(member.key))
        return nil
    }
}
