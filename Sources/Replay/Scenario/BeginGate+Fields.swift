import GestureModel
import Interaction

extension BeginGate {
    // Each kind's payload, where the gate is of that kind: what its variant reads its fields from.
    private var alwaysGate: AlwaysBegins? { if case .always = self { AlwaysBegins() } else { nil } }
    private var directionGate: DirectionGate? {
        if case .direction(let d) = self { DirectionGate(direction: d) } else { nil }
    }
    private var axisGate: AxisGate? { if case .dominantAxis(let a) = self { AxisGate(axis: a) } else { nil } }
    private var regionGate: Rect? { if case .region(let r) = self { r } else { nil } }

    /// Each kind of delegate answer and its fields (G5); a file names its kind.
    static let union = ScenarioUnion<BeginGate>(
        noun: "a shouldBegin kind", kindRequired: true, keepsCurrent: false,
        help:
            "what the delegate's `gestureRecognizerShouldBegin` answers, asked once when the pan would begin (G5): `always`, `direction` (the translation points that way), `dominantAxis` (its larger component lies along the axis) or `region` (the touch is inside a rectangle); a refusal fails the recognizer",
        defaultNote: "`always`",
        variants: [
            .init("always", defaults: AlwaysBegins(), embed: { _ in .always }, extract: \.alwaysGate),
            .init(
                "direction", defaults: DirectionGate(direction: .down), embed: { .direction($0.direction) },
                extract: \.directionGate, required: ["direction"]),
            .init(
                "dominantAxis", defaults: AxisGate(axis: .horizontal), embed: { .dominantAxis($0.axis) },
                extract: \.axisGate, required: ["axis"]),
            .init(
                "region", defaults: Rect(x: 0, y: 0, width: 0, height: 0), embed: { .region($0) },
                extract: \.regionGate, required: ["x", "y", "width", "height"]),
        ])
}

/// A delegate that always lets the pan begin (or none).
struct AlwaysBegins: ScenarioFields {
    static let fields: [ScenarioField<Self>] = []
}

struct DirectionGate: ScenarioFields {
    var direction: PanDirection
    static let fields: [ScenarioField<Self>] = [
        .word(
            "direction", \.direction, naming: "a direction",
            help:
                "the way the translation must point: its component that way positive and larger than the other's magnitude"
        )
    ]
}

struct AxisGate: ScenarioFields {
    var axis: PanAxis
    static let fields: [ScenarioField<Self>] = [
        .word(
            "axis", \.axis, naming: "an axis",
            help: "the axis the translation's larger component must lie along, either way")
    ]
}

extension Rect: ScenarioFields {
    static let fields: [ScenarioField<Self>] = [
        .number("x", \.origin.x, .points, .finite, sweeps: false, help: "the region's left edge, screen points"),
        .number("y", \.origin.y, .points, .finite, sweeps: false, help: "the region's top edge, screen points"),
        .number("width", \.size.width, .points, .nonNegative, sweeps: false, help: "the region's width"),
        .number("height", \.size.height, .points, .nonNegative, sweeps: false, help: "the region's height"),
    ]
}
