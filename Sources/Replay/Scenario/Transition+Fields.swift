import GestureModel
import Interaction

extension PercentDrivenTransition.Configuration: ScenarioFields {
    static let fields: [ScenarioField<Self>] = [
        .number(
            "duration", \.duration, .seconds, .positive, help: "the animator's transitionDuration",
            unread: { scenario in
                let timing = scenario.transition.timing
                return timing == .uikit || timing == .iosPop
                    ? nil : "the \(timing.rawValue) completion timing does not read the duration"
            }),
        .custom(
            "completionSpeed", help: "a number, or `\"remaining\"` for 1 − percentComplete", defaultText: "1",
            unread: readsCompletionSpeed,
            read: { value, path, transition, reader, _ in
                switch value {
                case .null: break
                case .string("remaining"): transition.completionSpeed = .remaining
                case .number:
                    if let speed = reader.finite(value, at: path) { transition.completionSpeed = .constant(speed) }
                default:
                    reader.error(path, .wrongType(expected: "a number or \"remaining\"", found: value.typeName))
                }
            },
            write: { transition, scenario in
                if let scenario, readsCompletionSpeed(scenario) != nil { return .null }
                return switch transition.completionSpeed {
                case .constant(let value): scenarioNumber(value)
                case .remaining: .string("remaining")
                case .override(let getter): .string(getter.name)
                }
            },
            documents: [completionSpeedFacts],
            parameters: { _ in
                [
                    FieldParameter(
                        facts: completionSpeedFacts,
                        path: ["completionSpeed"], formerNames: [],
                        get: { if case .constant(let speed) = $0.completionSpeed { speed } else { nil } },
                        set: { $0.completionSpeed = .constant($1) }, unread: readsCompletionSpeed)
                ]
            }),
        .custom(
            "curve",
            help:
                "`linear`, `easeIn`, `easeOut`, `easeInOut`, `default`, `fastEaseInToSlowEaseOut`, `cubic(x1,y1,x2,y2)`; `null` under a timing that sets its own curve",
            defaultText: "`easeInOut`", unread: readsCurve,
            read: { value, path, transition, reader, _ in
                if value == .null { return }
                guard let text = reader.string(value, at: path) else { return }
                if let curve = CompletionCurve(parsing: text) {
                    transition.completionCurve = curve
                } else {
                    let names = CompletionCurve.named.map(\.name).joined(separator: ", ")
                    reader.error(
                        path,
                        .invalid(
                            value: "\"\(text)\"",
                            expected: "a curve (\(names), or cubic(x1,y1,x2,y2) with x1, x2 in [0, 1])",
                            reference: scenarioValues))
                }
            },
            write: { transition, scenario in
                if let scenario, readsCurve(scenario) != nil { return .null }
                return .string(transition.completionCurve.description)
            }),
        .word(
            "timing", \.timing, naming: "a completion timing",
            help:
                "`uikit` (T3/T4 from completionSpeed), `ios-pop`, `flutter`, `flutter-3.24`, `flutter-legacy`, `android-spring`, `react-navigation-spring`, `uikit-spring` (a UIViewPropertyAnimator continued on `transition.spring`, US1–US4)"
        ),
        .custom(
            "spring",
            help:
                "`uikit-spring`: one initializer's fields, `{\"mass\", \"stiffness\", \"damping\"}`, `{\"dampingRatio\", \"response\"}` or `{\"duration\", \"bounce\"}`, an optional `velocityClip` (the largest |initialVelocity|, fractions of the distance per second) `allowsOverdamping` (`true` runs a damping ratio above 1 as given; by default it runs critically damped, US5) `continuesOn` (`spring`, the default: the progress rides the spring; `animatorCurve`: it runs on `curve` for as long as the spring takes, US6) and `atRest` (another initializer's fields: the spring a release with no velocity continues on, the animator's own, US7)",
            defaultText: "`{\"mass\": 3, \"stiffness\": 1000, \"damping\": 500}` (`UISpringTimingParameters()`)",
            unread: { scenario in
                scenario.transition.timing == .uikitSpring
                    ? nil
                    : "the \(scenario.transition.timing.rawValue) completion timing runs on no UIKit spring (uikit-spring does)"
            },
            read: { value, path, transition, reader, _ in
                if value == .null { return }
                if let spring = UIKitSpring.read(value, at: path, reader: &reader) { transition.spring = spring }
            },
            // Only where the timing runs on it: other scenarios' files read as before.
            write: { transition, _ in transition.timing == .uikitSpring ? transition.spring.json : nil },
            documents: UIKitSpring.parameters.map(\.facts), parameters: { _ in UIKitSpring.parameters }),
    ]

    static let completionSpeedFacts = ParameterFacts(name: "completionSpeed", unit: .factor, domain: .finite)

    static let readsCompletionSpeed: @Sendable (Scenario) -> String? = { scenario in
        scenario.transition.timing == .uikit
            ? nil : "the \(scenario.transition.timing.rawValue) completion timing does not read completionSpeed"
    }

    static let readsCurve: @Sendable (Scenario) -> String? = { scenario in
        scenario.transition.completesOnCurve
            ? nil : "the \(scenario.transition.timing.rawValue) completion timing sets its own curve"
    }
}

extension UIKitSpring {
    /// One way a scenario file gives a spring: an initializer's fields, and the parameters they are.
    struct Form: Sendable {
        let fields: [(key: String, parameter: ParameterFacts)]
        let make: @Sendable ([Double]) -> Definition
        let values: @Sendable (Definition) -> [Double]?
        /// "mass, stiffness and damping"
        var words: String {
            let keys = fields.map(\.key)
            return keys.dropLast().joined(separator: ", ") + " and " + (keys.last ?? "")
        }
    }

    static let forms: [Form] = [
        Form(
            fields: [
                ("mass", ParameterFacts(name: "springMass", unit: .springUnits, domain: .positive)),
                ("stiffness", ParameterFacts(name: "springStiffness", unit: .springUnits, domain: .positive)),
                ("damping", ParameterFacts(name: "springDamping", unit: .springUnits, domain: .nonNegative)),
            ], make: { .physical(mass: $0[0], stiffness: $0[1], damping: $0[2]) },
            values: { if case .physical(let m, let k, let c) = $0 { [m, k, c] } else { nil } }),
        Form(
            fields: [
                ("dampingRatio", ParameterFacts(name: "springDampingRatio", unit: .dampingRatio, domain: .nonNegative)),
                ("response", ParameterFacts(name: "springResponse", unit: .seconds, domain: .positive)),
            ], make: { .dampingRatio($0[0], response: $0[1]) },
            values: { if case .dampingRatio(let zeta, let response) = $0 { [zeta, response] } else { nil } }),
        Form(
            fields: [
                ("duration", ParameterFacts(name: "springDuration", unit: .seconds, domain: .positive)),
                ("bounce", ParameterFacts(name: "springBounce", unit: .bounce, domain: .bounce)),
            ], make: { .durationBounce(duration: $0[0], bounce: $0[1]) },
            values: { if case .durationBounce(let duration, let bounce) = $0 { [duration, bounce] } else { nil } }),
    ]

    /// The clip on the initial velocity (US4).
    static let velocityClipFacts = ParameterFacts(name: "velocityClip", unit: .distancesPerSecond, domain: .nonNegative)

    /// Every form's parameters and the clip, each read where the scenario's spring has that form.
    static let parameters: [FieldParameter<PercentDrivenTransition.Configuration>] =
        forms.enumerated().flatMap { formIndex, form in
            form.fields.enumerated().map { index, field in
                FieldParameter<PercentDrivenTransition.Configuration>(
                    facts: field.parameter, path: ["spring", field.key], formerNames: [],
                    get: { form.values($0.spring.definition)?[index] },
                    set: { transition, value in
                        guard var values = form.values(transition.spring.definition) else { return }
                        values[index] = value
                        transition.spring.definition = form.make(values)
                    },
                    unread: { scenario in springUnreadReason(in: scenario, form: formIndex) })
            }
        }
        + [
            FieldParameter(
                facts: velocityClipFacts, path: ["spring", "velocityClip"], formerNames: [],
                get: { $0.spring.velocityClip }, set: { $0.spring.velocityClip = $1 },
                unread: { scenario in springUnreadReason(in: scenario, form: nil) })
        ]

    /// Why a spring parameter changes nothing: no spring runs, or the spring is given by another form.
    static func springUnreadReason(in scenario: Scenario, form: Int?) -> String? {
        if scenario.transition.timing != .uikitSpring {
            return "the \(scenario.transition.timing.rawValue) completion timing has no spring"
        }
        guard let form, forms[form].values(scenario.transition.spring.definition) == nil else { return nil }
        let given = forms.first { $0.values(scenario.transition.spring.definition) != nil }
        return "its spring is given by \(given?.words ?? "")"
    }

    /// The scenario file's object: the initializer's own fields, and the clip where set.
    var json: JSONValue {
        var object = JSONObject()
        for form in Self.forms {
            guard let values = form.values(definition) else { continue }
            for (field, value) in zip(form.fields, values) { object[field.key] = .number(value) }
        }
        if let velocityClip { object["velocityClip"] = .number(velocityClip) }
        if allowsOverdamping { object["allowsOverdamping"] = .bool(true) }
        if continuesOn != .spring { object["continuesOn"] = .string(continuesOn.rawValue) }
        if let atRest { object["atRest"] = UIKitSpring(definition: atRest).json }
        return .object(object)
    }

    /// A UIKit spring: the fields of one initializer (mass, stiffness, damping; dampingRatio,
    /// response; duration, bounce) and an optional velocityClip.
    /// `nested`: the `atRest` spring, whose own fields are an initializer's alone.
    static func read(
        _ value: JSONValue, at path: TracePath, reader: inout JSONDocumentReader, nested: Bool = false
    ) -> UIKitSpring? {
        guard let object = reader.object(value, at: path) else { return nil }
        var numbers: [String: Double] = [:]
        var failed = false
        var allowsOverdamping = false
        var continuesOn = Continuation.spring
        var atRest: Definition?
        let known = Set(forms.flatMap { $0.fields.map(\.key) } + (nested ? [] : ["velocityClip"]))
        for member in reader.members(object, at: path) {
            if member.key == "atRest", !nested {
                if let spring = read(member.value, at: path.appending(member.key), reader: &reader, nested: true) {
                    atRest = spring.definition
                } else {
                    failed = true
                }
                continue
            }
            if member.key == "continuesOn", !nested {
                if let word = reader.word(
                    member.value, at: path.appending(member.key), as: Continuation.self,
                    expected: "spring or animatorCurve", reference: scenarioValues)
                {
                    continuesOn = word
                } else {
                    failed = true
                }
                continue
            }
            if member.key == "allowsOverdamping", !nested {
                if let allows = reader.bool(member.value, at: path.appending(member.key)) {
                    allowsOverdamping = allows
                } else {
                    failed = true
                }
                continue
            }
            guard known.contains(member.key) else {
                reader.warning(path.appending(member.key), .unknownField(member.key))
                continue
            }
            if let v = reader.finite(member.value, at: path.appending(member.key)) {
                numbers[member.key] = v
            } else {
                failed = true
            }
        }
        if failed { return nil }
        let given = Set(numbers.keys).subtracting(["velocityClip"])
        let expected =
            "the fields of one initializer: mass, stiffness and damping; dampingRatio and response; or duration and bounce"
        guard let form = forms.first(where: { Set($0.fields.map(\.key)) == given }) else {
            let shown = given.sorted().joined(separator: ", ")
            reader.error(
                path,
                .invalid(
                    value: shown.isEmpty ? "no spring field" : shown, expected: expected, reference: scenarioValues))
            return nil
        }
        let keys = form.fields.map(\.key)
        let spring = UIKitSpring(
            definition: form.make(keys.map { numbers[$0] ?? 0 }), velocityClip: numbers["velocityClip"],
            allowsOverdamping: allowsOverdamping, continuesOn: continuesOn, atRest: atRest)
        if let problem = spring.problem {
            reader.error(
                path,
                .invalid(
                    value: keys.map { "\($0) \(JSONWriter.formatNumber(numbers[$0] ?? 0))" }.joined(separator: ", "),
                    expected: problem, reference: scenarioValues))
            return nil
        }
        if let clip = spring.velocityClip, !velocityClipFacts.domain.contains(clip) {
            reader.error(
                path.appending("velocityClip"),
                .invalid(
                    value: JSONWriter.formatNumber(clip), expected: velocityClipFacts.accepts, reference: scenarioValues
                ))
            return nil
        }
        return spring
    }
}
