import GestureModel
import Interaction

extension ProgressMapping {
    /// Each progress kind's name and fields; a file's progress names its kind and starts from
    /// that kind's defaults.
    static let union = ScenarioUnion<ProgressMapping>(
        noun: "a progress kind", kindRequired: true, keepsCurrent: false,
        help: "`translation` (pans) or `pinchScale` (pinches)",
        defaultNote: "by recognizer: `translation` (pans), `pinchScale` (pinch)",
        variants: [
            .init(
                "translation", defaults: TranslationProgress(axis: .x), embed: { .translation($0) },
                extract: { if case .translation(let t) = $0 { t } else { nil } }, required: ["axis"]),
            .init(
                "pinchScale", defaults: PinchProgress(), embed: { .pinchScale($0) },
                extract: { if case .pinchScale(let p) = $0 { p } else { nil } }),
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
