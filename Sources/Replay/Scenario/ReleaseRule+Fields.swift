import GestureModel
import Interaction

extension ReleaseRule {
    /// Each rule's name and parameters; a file's rule names its kind, and parameters left out
    /// keep the rule's defaults.
    static let union = ScenarioUnion<ReleaseRule>(
        noun: "a release rule", kindRequired: true, keepsCurrent: false,
        help: "how `decide` decides: `threshold` (the handler's own fields above) or a platform's rule",
        defaultNote: "`threshold`",
        variants: [
            .init(
                "threshold", defaults: NoFields(), embed: { _ in .threshold },
                extract: { if case .threshold = $0 { NoFields() } else { nil } }),
            .init(
                "ios-pop", defaults: IOSPopRule(), embed: { .iosPop($0) },
                extract: { if case .iosPop(let r) = $0 { r } else { nil } }),
            .init(
                "flutter-cupertino", defaults: FlutterCupertinoRule(), embed: { .flutterCupertino($0) },
                extract: { if case .flutterCupertino(let r) = $0 { r } else { nil } }),
            .init(
                "android-back", defaults: AndroidBackRule(), embed: { .androidBack($0) },
                extract: { if case .androidBack(let r) = $0 { r } else { nil } }),
            .init(
                "react-navigation", defaults: ReactNavigationRule(), embed: { .reactNavigation($0) },
                extract: { if case .reactNavigation(let r) = $0 { r } else { nil } }),
        ])

    /// The rule's own parameters with their values, in the order its fields declare them.
    public var numericParameters: [(name: String, value: Double)] {
        Self.union.parameters(in: self).compactMap { parameter in parameter.get(self).map { (parameter.facts.name, $0) }
        }
    }
}

/// A kind with no fields of its own (the threshold rule reads the handler's).
struct NoFields: ScenarioFields {
    static let fields: [ScenarioField<Self>] = []
}

extension IOSPopRule: ScenarioFields {
    static let fields: [ScenarioField<Self>] = [
        .number(
            "popThresholdDistance", \.thresholdDistance, .points, .nonNegative,
            help: "the distance past which a slow release still pops: the threshold is min(d / W, 0.5) (S3)")
    ]
}

extension FlutterCupertinoRule: ScenarioFields {
    static let fields: [ScenarioField<Self>] = [
        .number(
            "flingThreshold", \.minimumFlingVelocity, .viewWidthsPerSecond, .nonNegative,
            help: "the fling that decides by its direction, in view widths per second (FC4)",
            formerKeys: ["velocityThreshold"]),
        .number(
            "flingGate", \.flingGate, .pointsPerSecond, .nonNegative,
            help: "the speed a drag's end must pass to fling at all (FC3)"),
        .number(
            "hitSlop", \.hitSlop, .points, .nonNegative,
            help: "the distance a drag's end must have moved to fling (FC3)"),
        .number(
            "maximumFlingVelocity", \.maximumFlingVelocity, .pointsPerSecond, .nonNegative,
            help: "the end velocity's clamp (FC3)"),
        .word(
            "drag", \.drag, expected: "a Flutter drag recognizer (horizontal, vertical, pan)",
            help:
                "the Flutter drag recognizer that ends the gesture: `horizontal` (the back gesture's), `vertical` (a sheet) or `pan`; each gates and clamps the end velocity its own way (FC3)"
        ),
    ]
}

extension AndroidBackRule: ScenarioFields {
    static let fields: [ScenarioField<Self>] = [
        .number(
            "triggerThreshold", \.triggerThreshold, .points, .nonNegative,
            help: "the distance that makes a release go back (AB2)"),
        .number(
            "deactivationThreshold", \.deactivationThreshold, .points, .nonNegative,
            help: "a return this far from the furthest point turns it off (AB3)"),
        .number(
            "reactivationThreshold", \.reactivationThreshold, .points, .nonNegative,
            help: "a move this far from where it turned off turns it back on (AB3)"),
        .number("touchSlop", \.touchSlop, .points, .nonNegative, help: "the slop before the gesture starts (AB1)"),
        .number(
            "minimumFlingVelocity", \.minimumFlingVelocity, .pointsPerSecond, .nonNegative,
            help: "a release at least this fast goes back even short of the trigger (AB4)"),
        .number(
            "minimumActiveTime", \.minimumActiveTime, .seconds, .nonNegative, write: .unless(0.3),
            help: "how long ACTIVE must have lasted before a return toward the edge can turn it off (AB3)"),
    ]
}

extension ReactNavigationRule: ScenarioFields {
    static let fields: [ScenarioField<Self>] = [
        .number(
            "velocityImpact", \.velocityImpact, .seconds, .nonNegative,
            help: "the seconds of release velocity added to the translation before the half-width test (RN2)")
    ]
}
