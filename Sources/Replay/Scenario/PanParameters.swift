import GestureModel
import Interaction

/// A pan's parameters (P1, P4), declared once: its fields, its recognizer and its summary.
public struct PanParameters: Sendable, Hashable {
    /// P1, points.
    public var hysteresis: Double
    public var minimumNumberOfTouches: Int
    /// nil: no maximum (UIKit's default, UINT_MAX).
    public var maximumNumberOfTouches: Int?
    /// G5: the delegate's answer when the pan would begin.
    public var shouldBegin: BeginGate

    public init(
        hysteresis: Double = 10, minimumNumberOfTouches: Int = 1, maximumNumberOfTouches: Int? = nil,
        shouldBegin: BeginGate = .always
    ) {
        self.hysteresis = hysteresis
        self.minimumNumberOfTouches = minimumNumberOfTouches
        self.maximumNumberOfTouches = maximumNumberOfTouches
        self.shouldBegin = shouldBegin
    }

    /// Why these touch counts make a pan that can never begin (a maximum below the minimum), or nil.
    public var touchCountProblem: String? {
        guard let maximum = maximumNumberOfTouches, maximum < minimumNumberOfTouches else { return nil }
        return
            "maximumNumberOfTouches \(maximum) is below minimumNumberOfTouches \(minimumNumberOfTouches): the pan could never begin"
    }

    @inline(__always)
    func recognizer(view: Rect, velocity: VelocityStrategy) -> PanRecognizer {
        PanRecognizer(
            rule: PanHysteresisRule(
                hysteresis: hysteresis, minimumNumberOfTouches: minimumNumberOfTouches,
                maximumNumberOfTouches: maximumNumberOfTouches ?? .max, shouldBegin: shouldBegin),
            viewFrame: view, velocityStrategy: velocity)
    }

    var summary: String {
        "pan; hysteresis \(prose(hysteresis, 1)) pt"
            + (maximumNumberOfTouches.map { "; at most \($0) touch\($0 == 1 ? "" : "es")" } ?? "")
            + (shouldBegin == .always ? "" : "; begins only when \(shouldBegin.words) (shouldBegin)")
    }

    /// A file's touch counts that leave the pan unable to begin: an error at the maximum.
    static func check(_ pan: PanParameters, at path: TracePath, reader: inout JSONDocumentReader) {
        guard pan.touchCountProblem != nil, let maximum = pan.maximumNumberOfTouches else { return }
        reader.error(
            path.appending("maximumNumberOfTouches"),
            .invalid(
                value: "\(maximum)",
                expected:
                    "at least minimumNumberOfTouches (\(pan.minimumNumberOfTouches)): with fewer the pan could never begin",
                reference: scenarioValues))
    }
}

extension PanParameters: ScenarioFields {
    static let fields: [ScenarioField<Self>] = [
        .points("hysteresis", \.hysteresis, "per-axis slop (P1)"),
        .touches("minimumNumberOfTouches", \.minimumNumberOfTouches, help: "the fewest touches that begin the pan"),
        .touches(
            "maximumNumberOfTouches", \.maximumNumberOfTouches,
            help: "the most touches it follows; one more fails it before it begins, and is ignored after (P4)",
            defaultNote: "`null` (no maximum)"),
        .union(
            "shouldBegin", get: \.shouldBegin, set: { $0.shouldBegin = $1 }, BeginGate.union,
            help: "the delegate's answer when the pan would begin (G5)"),
    ]
}
