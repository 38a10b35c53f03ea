/// The state of a gesture recognizer, with UIKit's names (rule G1).
///
/// ```
///             ┌──────────► failed ─────────────────────┐
///  possible ──┤                                        │ reset (G3), once every
///             └─► began ─► changed ⟲ ─► ended ─────────┤ touch of the sequence
///                   │         │                        │ has lifted
///                   └─────────┴──────► cancelled ──────┘
/// ```
public enum RecognizerPhase: String, Sendable, CaseIterable, CustomStringConvertible {
    case possible, began, changed, ended, cancelled, failed

    /// An edge of the lifecycle.
    public struct Transition: Sendable, Hashable, CustomStringConvertible {
        public var from: RecognizerPhase
        public var to: RecognizerPhase

        public var description: String { "\(from) → \(to)" }
    }

    /// G1: the legal transitions of a continuous recognizer, written down once.
    /// Discrete recognizers' possible → recognized is not listed: every recognizer here is continuous.
    public static let allowedTransitions: Set<Transition> = [
        Transition(from: .possible, to: .began),
        Transition(from: .possible, to: .failed),
        Transition(from: .began, to: .changed),
        Transition(from: .began, to: .ended),
        Transition(from: .began, to: .cancelled),
        Transition(from: .changed, to: .changed),
        Transition(from: .changed, to: .ended),
        Transition(from: .changed, to: .cancelled),
    ]

    /// G3: after a terminal state the recognizer returns to possible, once every touch has lifted.
    public static let resets: Set<Transition> = [
        Transition(from: .ended, to: .possible),
        Transition(from: .cancelled, to: .possible),
        Transition(from: .failed, to: .possible),
    ]

    /// Whether a recognizer may go from `from` to `to`, by a transition or a reset.
    public static func isAllowed(from: RecognizerPhase, to: RecognizerPhase) -> Bool {
        allowedOrReset[from.ordinal * allCases.count + to.ordinal]
    }

    /// The two sets above as a table indexed by (from, to): a replay asks at every state change,
    /// so the answer is one load, with nothing hashed.
    private static let allowedOrReset: [Bool] = allCases.flatMap { from in
        allCases.map { to in
            let transition = Transition(from: from, to: to)
            return allowedTransitions.contains(transition) || resets.contains(transition)
        }
    }

    /// The phase's place in `allCases`.
    private var ordinal: Int {
        switch self {
        case .possible: 0
        case .began: 1
        case .changed: 2
        case .ended: 3
        case .cancelled: 4
        case .failed: 5
        }
    }

    /// Ended, cancelled or failed: the recognizer ignores touches until it is reset (G3).
    public var isTerminal: Bool {
        switch self {
        case .ended, .cancelled, .failed: true
        case .possible, .began, .changed: false
        }
    }

    /// Began or changed: the gesture is being recognized.
    public var isRecognizing: Bool { self == .began || self == .changed }

    public var description: String { rawValue }
}
