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
            .init("threshold", defaults: NoFields(), embed: { _ in .threshold }, extract: \.thresholdRule),
            .init("ios-pop", defaults: IOSPopRule(), embed: { .iosPop($0) }, extract: \.iosPopRule),
            .init(
                "flutter-cupertino", defaults: FlutterCupertinoRule(), embed: { .flutterCupertino($0) },
                extract: \.flutterRule),
            .init("android-back", defaults: AndroidBackRule(), embed: { .androidBack($0) }, extract: \.androidRule),
            .init(
                "react-navigation", defaults: ReactNavigationRule(), embed: { .reactNavigation($0) }, extract: \.rnRule),
        ])

    // Each kind's rule, where the rule is of that kind: what its variant reads its fields from.
    fileprivate var thresholdRule: NoFields? { if case .threshold = self { NoFields() } else { nil } }
    fileprivate var iosPopRule: IOSPopRule? { if case .iosPop(let rule) = self { rule } else { nil } }
    fileprivate var flutterRule: FlutterCupertinoRule? {
        if case .flutterCupertino(let rule) = self { rule } else { nil }
    }
    fileprivate var androidRule: AndroidBackRule? { if case .androidBack(let rule) = self { rule } else { nil } }
    fileprivate var rnRule: ReactNavigationRule? { if case .reactNavigation(let rule) = self { rule } else { nil } }

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
        .points("popThresholdDistance", \.thresholdDistance, "a slow release pops past min(d / W, 0.5) (S3)")
    ]
}

extension FlutterCupertinoRule: ScenarioFields {
    static let fields: [ScenarioField<Self>] = [
        .number(
            "flingThreshold", \.minimumFlingVelocity, .viewWidthsPerSecond, .nonNegative,
            help: "the fling that decides by its direction, in view widths per second (FC4)",
            formerKeys: ["velocityThreshold"]),
        .speed("flingGate", \.flingGate, "the speed a drag's end must pass to fling at all (FC3)"),
        .points("hitSlop", \.hitSlop, "the distance a drag's end must have moved to fling (FC3)"),
        .speed("maximumFlingVelocity", \.maximumFlingVelocity, "the end velocity's clamp (FC3)"),
        .word(
            "drag", \.drag, expected: "a Flutter drag recognizer (horizontal, vertical, pan)",
            help:
                "the Flutter drag recognizer that ends the gesture: `horizontal` (the back gesture's), `vertical` (a sheet) or `pan`; each gates and clamps the end velocity its own way (FC3)"
        ),
    ]
}

extension AndroidBackRule: ScenarioFields {
    static let fields: [ScenarioField<Self>] = [
        .points(
            "triggerThreshold", \.triggerThreshold,
            "past it, ENTRY may become ACTIVE, and a release goes back (AB3, AB4)"),
        .points(
            "deactivationThreshold", \.deactivationThreshold, "a return this far toward the edge turns it off (AB3)"),
        .points("reactivationThreshold", \.reactivationThreshold, "a move this far away turns it back on (AB3)"),
        .points("touchSlop", \.touchSlop, "0.75 × it before the gesture starts; 3 × it for a fling (AB1, AB4)"),
        .speed("minimumFlingVelocity", \.minimumFlingVelocity, "a fling away goes back from ENTRY or INACTIVE (AB4)"),
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
