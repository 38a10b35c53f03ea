/// The keys of a trace's events and touches and of the recognizers the `observed` extension
/// records, each spelled once: the decoder that explains every error, its fast path and the writer
/// read them here. A key added here is a case each of their switches must handle before the
/// package builds; the fast path's reading of the writer's own byte order is checked against the
/// writer's output by a test (`FastDecoderTests`).
protocol TraceKey: CaseIterable {
    /// The key as it stands in a file.
    var name: StaticString { get }
    /// Every key, made once: `allCases` makes its array anew each time it is asked.
    static var all: [Self] { get }
    /// The keys by their length in bytes (`groupedByLength(all)`): the fast path looks a key up on every
    /// member of a file written in another order than the writer's, and tries only those as long.
    static var byLength: [[Self]] { get }
}

extension TraceKey {
    /// The key called `text`, or nil.
    init?(_ text: String) {
        guard let key = Self.all.first(where: { $0.text == text }) else { return nil }
        self = key
    }

    var text: String { name.description }

    static func groupedByLength(_ keys: [Self]) -> [[Self]] {
        var table = [[Self]](repeating: [], count: (keys.map(\.name.utf8CodeUnitCount).max() ?? 0) + 1)
        for key in keys { table[key.name.utf8CodeUnitCount].append(key) }
        return table
    }
}

/// An event's keys.
enum EventKey: TraceKey {
    case t, touches

    static let all = allCases
    static let byLength = groupedByLength(all)

    var name: StaticString {
        switch self {
        case .t: "t"
        case .touches: "touches"
        }
    }
}

/// A touch's keys, in the order the writer writes them.
enum TouchKey: TraceKey {
    case id, phase, x, y, force, majorRadius, coalesced

    static let all = allCases
    static let byLength = groupedByLength(all)

    var name: StaticString {
        switch self {
        case .id: "id"
        case .phase: "phase"
        case .x: "x"
        case .y: "y"
        case .force: "force"
        case .majorRadius: "majorRadius"
        case .coalesced: "coalesced"
        }
    }

    /// The keys every touch has.
    static let required: [TouchKey] = [.id, .phase, .x, .y]
}

/// An observed recognizer's keys (the `observed` extension's `recognizer` and `recognizers`).
enum ObservedRecognizerKey: TraceKey {
    case kind, edge, owner, role, samples

    static let all = allCases
    static let byLength = groupedByLength(all)

    var name: StaticString {
        switch self {
        case .kind: "kind"
        case .edge: "edge"
        case .owner: "owner"
        case .role: "role"
        case .samples: "samples"
        }
    }
}

/// An observed recognizer callback's keys, in the order the writer writes them.
enum ObservedSampleKey: Int, TraceKey {
    case t, state, translation, velocity, scale, scaleVelocity, predictedEndTranslation, location, numberOfTouches,
        gesture

    static let all = allCases
    static let byLength = groupedByLength(all)

    var name: StaticString {
        switch self {
        case .t: "t"
        case .state: "state"
        case .translation: "translation"
        case .velocity: "velocity"
        case .scale: "scale"
        case .scaleVelocity: "scaleVelocity"
        case .predictedEndTranslation: "predictedEndTranslation"
        case .location: "location"
        case .numberOfTouches: "numberOfTouches"
        case .gesture: "gesture"
        }
    }

    /// The keys every callback has: the first two, so a reader's bits of the keys it saw hold
    /// them in `requiredBits`.
    static let required: [ObservedSampleKey] = [.t, .state]
    static let requiredBits: UInt16 = 0b11

    /// This key's bit in a reader's record of the keys it saw.
    @inline(__always)
    var bit: UInt16 { 1 << UInt16(rawValue) }
}
