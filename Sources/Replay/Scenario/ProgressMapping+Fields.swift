import GestureModel
import Interaction

extension ProgressMapping {
    // Each kind's mapping, where the progress is of that kind: what its variant reads its fields from.
    private var translationMapping: TranslationProgress? { if case .translation(let t) = self { t } else { nil } }
    private var pinchMapping: PinchProgress? { if case .pinchScale(let p) = self { p } else { nil } }

    /// Each progress kind's name and fields; a file's progress names its kind and starts from
    /// that kind's defaults.
    static let union = ScenarioUnion<ProgressMapping>(
        noun: "a progress kind", kindRequired: true, keepsCurrent: false,
        help: "`translation` (pans) or `pinchScale` (pinches)",
        defaultNote: "by recognizer: `translation` (pans), `pinchScale` (pinch)",
        variants: [
            .init(
                "translation", defaults: TranslationProgress(axis: .x), embed: { .translation($0) },
                extract: \.translationMapping,
                required: ["axis"]),
            .init("pinchScale", defaults: PinchProgress(), embed: { .pinchScale($0) }, extract: \.pinchMapping),
        ])
}

extension TranslationProgress: ScenarioFields {
    static let fields: [ScenarioField<Self>] = [
        .word(
            "axis", \.axis, expected: "an axis (x, y, inward)",
            help: "`inward` is away from the recognizer's edge", defaultNote: "`inward` (screenEdgePan), `y` (pan)"),
        .number(
            "progressDivisor", \.divisor, .fractionOfView, .positive,
            help: "progress = translation / (extent × divisor)"),
        .bool(
            "absolute", \.absolute,
            help: "count movement against the axis too, as |translation| does; `true` under a screenEdgePan by default"),
        .number(
            "maximum", \.maximum, .none, .positiveFraction, sweeps: false, write: .unless(1),
            help: "the largest progress the handler reports (0.999 for `ios-pop`)"),
    ]
}

extension PinchProgress: ScenarioFields {
    static let fields: [ScenarioField<Self>] = [
        .number("openDivisor", \.openDivisor, .scale, .positive, help: "progress = |scale − 1| / openDivisor opening"),
        .number(
            "closeDivisor", \.closeDivisor, .scale, .positive, help: "progress = |1 − scale| / closeDivisor closing"),
    ]
}
