import GestureModel
import Interaction

/// Every numeric parameter of a scenario, one case each, with its unit and the values it takes:
/// the one table scenario files, `--set`, `--vary`, `presets` and sweeps read. Adding a parameter
/// means adding a case here; a name that is not a case is an error wherever it is used.
public enum ScenarioParameter: String, CaseIterable, Sendable, CustomStringConvertible {
    // The handler, the transition and the replay.
    case threshold, duration, completionSpeed, sampleRate
    // Screen-edge pans (E2, E3).
    case edgeRegion, recognitionDistance, rebaseHysteresis
    // Pans (P1, P4) and pinches (N2).
    case hysteresis, minimumNumberOfTouches, maximumNumberOfTouches
    // SwiftUI drags (SD1).
    case minimumDistance
    // iOS 26's content pop (CP1, CP2).
    case directionAngle, topBarHeight, bottomBarHeight
    // Progress mappings.
    case progressDivisor, openDivisor, closeDivisor
    // The threshold rule's "or a release this fast", and its back speed that cancels (H2), in points per second.
    case velocityThreshold, cancelVelocity
    // The threshold rule's look-ahead (H3: seconds, or a deceleration rate) and flick (H4).
    case lookahead, decelerationRate, flickVelocity
    // The threshold rule's predicted threshold (H6).
    case predictedThreshold
    // ios-pop (S3).
    case popThresholdDistance
    // flutter-cupertino: its fling threshold is in view widths per second (it was `velocityThreshold`).
    case flingThreshold, flingGate, hitSlop, maximumFlingVelocity
    // android-back.
    case triggerThreshold, deactivationThreshold, reactivationThreshold, touchSlop, minimumFlingVelocity
    // react-navigation.
    case velocityImpact
    // The handler's completionSpeed (H5) or completion duration (H7) from the release velocity.
    case releaseSpeedBase, releaseSpeedPerVelocity, releaseDurationBase, releaseDurationPerVelocity
    // A uikit-spring completion's spring, by the constants of its initializer, and its clip (US1–US4).
    case springMass, springStiffness, springDamping, springDampingRatio, springResponse, springDuration, springBounce,
        velocityClip

    /// The values a parameter takes.
    public enum Domain: Sendable, Hashable {
        /// 0 … 1.
        case fraction
        case positive
        case nonNegative
        /// A whole number of touches, 1 … 10.
        case touchCount
        /// Any finite number (a completion speed ≤ 0 is modelled: UIKit's guard, T3).
        case finite
        /// 0 ≤ r < 1: a scroll view's deceleration rate.
        case rate
        /// 0 … 180 degrees.
        case angle
        /// −1 < b < 1: a spring's bounce (US3).
        case bounce
    }

    public var description: String { rawValue }

    public var unit: String {
        switch self {
        case .threshold, .progressDivisor, .openDivisor, .closeDivisor, .predictedThreshold: "fraction of the view"
        case .duration, .velocityImpact, .lookahead: "s"
        case .decelerationRate: "per millisecond"
        case .completionSpeed: "× (a speed factor)"
        case .sampleRate: "Hz"
        case .edgeRegion, .recognitionDistance, .rebaseHysteresis, .hysteresis, .popThresholdDistance, .hitSlop,
            .triggerThreshold, .deactivationThreshold, .reactivationThreshold, .touchSlop, .minimumDistance,
            .topBarHeight, .bottomBarHeight:
            "pt"
        case .directionAngle: "degrees"
        case .minimumNumberOfTouches, .maximumNumberOfTouches: "touches"
        case .velocityThreshold, .cancelVelocity, .flingGate, .maximumFlingVelocity, .minimumFlingVelocity,
            .flickVelocity:
            "pt/s"
        case .flingThreshold: "view widths/s"
        case .releaseSpeedBase: "× (a speed factor)"
        case .releaseSpeedPerVelocity: "× per pt/s"
        case .releaseDurationBase, .springResponse, .springDuration: "s"
        case .releaseDurationPerVelocity: "s per pt/s"
        case .springMass, .springStiffness, .springDamping: "UIKit's spring units"
        case .springDampingRatio: "ζ"
        case .springBounce: "bounce"
        case .velocityClip: "distances/s"
        }
    }

    public var domain: Domain {
        switch self {
        case .threshold: .fraction
        case .duration, .sampleRate, .progressDivisor, .openDivisor, .closeDivisor: .positive
        case .completionSpeed: .finite
        case .minimumNumberOfTouches, .maximumNumberOfTouches: .touchCount
        case .edgeRegion, .recognitionDistance, .rebaseHysteresis, .hysteresis, .velocityThreshold, .cancelVelocity,
            .popThresholdDistance,
            .flingThreshold, .flingGate, .hitSlop, .maximumFlingVelocity, .triggerThreshold, .deactivationThreshold,
            .reactivationThreshold, .touchSlop, .minimumFlingVelocity, .velocityImpact, .lookahead, .flickVelocity,
            .minimumDistance,
            .predictedThreshold, .topBarHeight, .bottomBarHeight:
            .nonNegative
        case .directionAngle: .angle
        case .decelerationRate: .rate
        case .releaseSpeedBase, .releaseSpeedPerVelocity, .releaseDurationPerVelocity: .finite
        case .releaseDurationBase, .springDamping, .springDampingRatio, .velocityClip: .nonNegative
        case .springMass, .springStiffness, .springResponse, .springDuration: .positive
        case .springBounce: .bounce
        }
    }

    /// What it takes, in words, for messages: "a number of seconds > 0".
    public var accepts: String {
        switch self {
        case .threshold: "a number from 0 to 1"
        case .duration: "a number of seconds > 0"
        case .completionSpeed: "a number"
        case .sampleRate: "a rate in Hz > 0"
        case .minimumNumberOfTouches, .maximumNumberOfTouches: "a whole number from 1 to 10"
        case .progressDivisor, .openDivisor, .closeDivisor: "a number > 0"
        case .velocityThreshold, .cancelVelocity, .flingGate, .maximumFlingVelocity, .minimumFlingVelocity,
            .flickVelocity:
            "a speed in points per second ≥ 0"
        case .lookahead: "a number of seconds ≥ 0"
        case .predictedThreshold: "a fraction of the view ≥ 0 (it may pass 1)"
        case .decelerationRate: "a rate from 0 up to (not including) 1, such as 0.998 (normal) or 0.99 (fast)"
        case .flingThreshold: "a speed in view widths per second ≥ 0"
        case .velocityImpact: "a number of seconds ≥ 0"
        case .edgeRegion, .recognitionDistance, .rebaseHysteresis, .hysteresis, .popThresholdDistance, .hitSlop,
            .triggerThreshold, .deactivationThreshold, .reactivationThreshold, .touchSlop, .minimumDistance,
            .topBarHeight, .bottomBarHeight:
            "a number of points ≥ 0"
        case .directionAngle: "an angle from 0 to 180 degrees"
        case .releaseSpeedBase, .releaseSpeedPerVelocity, .releaseDurationPerVelocity: "a number"
        case .releaseDurationBase: "a number of seconds ≥ 0"
        case .springMass, .springStiffness: "a number > 0"
        case .springDamping, .springDampingRatio: "a number ≥ 0"
        case .springResponse, .springDuration: "a number of seconds > 0"
        case .springBounce: "a number between −1 and 1 (not including them)"
        case .velocityClip: "a number ≥ 0 of distances per second"
        }
    }

    public func accepts(_ value: Double) -> Bool {
        guard value.isFinite else { return false }
        switch domain {
        case .fraction: return (0...1).contains(value)
        case .positive: return value > 0
        case .nonNegative: return value >= 0
        case .touchCount: return value == value.rounded() && value >= 1 && value <= 10
        case .finite: return true
        case .rate: return value >= 0 && value < 1
        case .angle: return value >= 0 && value <= 180
        case .bounce: return value > -1 && value < 1
        }
    }

    /// The release rule a rule parameter belongs to; nil for the others.
    public var rule: String? {
        switch self {
        case .popThresholdDistance: "ios-pop"
        case .flingThreshold, .flingGate, .hitSlop, .maximumFlingVelocity: "flutter-cupertino"
        case .triggerThreshold, .deactivationThreshold, .reactivationThreshold, .touchSlop, .minimumFlingVelocity:
            "android-back"
        case .velocityImpact: "react-navigation"
        case .threshold, .duration, .completionSpeed, .sampleRate, .edgeRegion, .recognitionDistance, .rebaseHysteresis,
            .hysteresis, .minimumNumberOfTouches, .maximumNumberOfTouches, .minimumDistance, .directionAngle,
            .topBarHeight, .bottomBarHeight,
            .progressDivisor, .openDivisor, .closeDivisor,
            .velocityThreshold, .cancelVelocity, .lookahead, .decelerationRate, .flickVelocity, .predictedThreshold,
            .releaseSpeedBase, .releaseSpeedPerVelocity, .releaseDurationBase, .releaseDurationPerVelocity, .springMass,
            .springStiffness,
            .springDamping, .springDampingRatio, .springResponse, .springDuration, .springBounce, .velocityClip:
            nil
        }
    }

    /// Whether `scenario` reads this parameter: its recognizer, progress mapping, rule and timing
    /// decide. A parameter it has no use for is not one of its parameters: setting it would change
    /// nothing, so `--set` and `--vary` refuse it and scenario files warn.
    public func applies(to scenario: Scenario) -> Bool {
        structurallyApplies(to: scenario) && unreadReason(in: scenario) == nil
    }

    /// Why `scenario` never reads this parameter although its recognizer and mapping have it (the
    /// rule has no threshold, the handler never compares, the timing ignores the duration); nil
    /// when it reads it.
    public func unreadReason(in scenario: Scenario) -> String? {
        let decides = scenario.handler.onEnded == .decide || scenario.handler.onCancelled == .decide
        switch self {
        case .threshold, .velocityThreshold, .cancelVelocity, .lookahead, .decelerationRate, .flickVelocity,
            .predictedThreshold:
            if scenario.handler.rule != .threshold { return "the \(scenario.handler.rule.name) rule has no \(self)" }
            if !decides { return "the handler never compares (it always finishes, cancels or does nothing)" }
        case .duration:
            switch scenario.transition.timing {
            case .uikit, .iosPop: break
            case .flutter, .flutter324, .flutterLegacy, .androidSpring, .reactNavigationSpring, .uikitSpring:
                return "the \(scenario.transition.timing.rawValue) completion timing does not read the duration"
            }
        case .completionSpeed:
            if scenario.transition.timing != .uikit {
                return "the \(scenario.transition.timing.rawValue) completion timing does not read completionSpeed"
            }
        case .releaseSpeedBase, .releaseSpeedPerVelocity, .releaseDurationBase, .releaseDurationPerVelocity:
            let wanted: ReleaseSpeed.Measure =
                self == .releaseSpeedBase || self == .releaseSpeedPerVelocity ? .completionSpeed : .duration
            guard let release = scenario.handler.releaseSpeed, release.measure == wanted else {
                return "the handler sets no \(wanted == .completionSpeed ? "releaseSpeed" : "releaseDuration")"
            }
            if let reason = scenario.releaseSpeedUnreadReason { return reason }
        case .springMass, .springStiffness, .springDamping, .springDampingRatio, .springResponse, .springDuration,
            .springBounce,
            .velocityClip:
            if scenario.transition.timing != .uikitSpring {
                return "the \(scenario.transition.timing.rawValue) completion timing has no spring"
            }
            let form: String? =
                switch (self, scenario.transition.spring.definition) {
                case (.velocityClip, _), (.springMass, .physical), (.springStiffness, .physical),
                    (.springDamping, .physical),
                    (.springDampingRatio, .dampingRatio), (.springResponse, .dampingRatio),
                    (.springDuration, .durationBounce),
                    (.springBounce, .durationBounce):
                    nil
                case (_, .physical): "mass, stiffness and damping"
                case (_, .dampingRatio): "dampingRatio and response"
                case (_, .durationBounce): "duration and bounce"
                }
            if let form { return "its spring is given by \(form)" }
        default:
            break
        }
        return nil
    }

    /// Whether the scenario's recognizer, mapping and rule have this parameter at all.
    func structurallyApplies(to scenario: Scenario) -> Bool {
        switch self {
        case .threshold, .duration, .completionSpeed, .sampleRate: true
        case .edgeRegion, .recognitionDistance, .rebaseHysteresis:
            if case .screenEdgePan = scenario.recognizer { true } else { false }
        case .hysteresis:
            switch scenario.recognizer {
            case .pan, .pinch, .contentPan: true
            case .screenEdgePan, .drag: false
            }
        case .minimumNumberOfTouches, .maximumNumberOfTouches:
            if case .pan = scenario.recognizer { true } else { false }
        case .minimumDistance:
            if case .drag = scenario.recognizer { true } else { false }
        case .directionAngle, .topBarHeight, .bottomBarHeight:
            if case .contentPan = scenario.recognizer { true } else { false }
        case .progressDivisor:
            if case .translation = scenario.progress { true } else { false }
        case .openDivisor, .closeDivisor:
            if case .pinchScale = scenario.progress { true } else { false }
        case .velocityThreshold, .cancelVelocity, .lookahead, .decelerationRate, .flickVelocity, .predictedThreshold:
            true
        case .releaseSpeedBase, .releaseSpeedPerVelocity, .releaseDurationBase, .releaseDurationPerVelocity,
            .springMass, .springStiffness,
            .springDamping, .springDampingRatio, .springResponse, .springDuration, .springBounce, .velocityClip:
            true
        case .popThresholdDistance, .flingThreshold, .flingGate, .hitSlop, .maximumFlingVelocity, .triggerThreshold,
            .deactivationThreshold, .reactivationThreshold, .touchSlop, .minimumFlingVelocity, .velocityImpact:
            rule == scenario.handler.rule.name
        }
    }

    /// The parameter's value in `scenario`; nil when it has none (not a parameter of it, no maximum
    /// number of touches, no velocity threshold, a completion speed that is a getter override).
    public func value(in scenario: Scenario) -> Double? {
        guard applies(to: scenario) else { return nil }
        switch (self, scenario.recognizer, scenario.progress) {
        case (.threshold, _, _): return scenario.handler.threshold
        case (.duration, _, _): return scenario.transition.duration
        case (.completionSpeed, _, _):
            if case .constant(let speed) = scenario.transition.completionSpeed { return speed }
            return nil
        case (.sampleRate, _, _): return scenario.sampleRate
        case (.edgeRegion, .screenEdgePan(let p), _): return p.edgeRegion
        case (.recognitionDistance, .screenEdgePan(let p), _): return p.recognitionDistance
        case (.rebaseHysteresis, .screenEdgePan(let p), _): return p.rebaseHysteresis
        case (.hysteresis, .pan(let p), _): return p.hysteresis
        case (.hysteresis, .pinch(let p), _): return p.hysteresis
        case (.minimumNumberOfTouches, .pan(let p), _): return Double(p.minimumNumberOfTouches)
        case (.maximumNumberOfTouches, .pan(let p), _): return p.maximumNumberOfTouches.map(Double.init)
        case (.minimumDistance, .drag(let p), _): return p.minimumDistance
        case (.hysteresis, .contentPan(let p), _): return p.hysteresis
        case (.directionAngle, .contentPan(let p), _): return p.directionAngle
        case (.topBarHeight, .contentPan(let p), _): return p.topBarHeight
        case (.bottomBarHeight, .contentPan(let p), _): return p.bottomBarHeight
        case (.progressDivisor, _, .translation(let t)): return t.divisor
        case (.openDivisor, _, .pinchScale(let p)): return p.openDivisor
        case (.closeDivisor, _, .pinchScale(let p)): return p.closeDivisor
        case (.velocityThreshold, _, _): return scenario.handler.velocityThreshold
        case (.cancelVelocity, _, _): return scenario.handler.cancelVelocity
        case (.lookahead, _, _):
            if case .lookahead(let seconds) = scenario.handler.projection { return seconds }
            return nil
        case (.decelerationRate, _, _):
            if case .decelerationRate(let rate) = scenario.handler.projection { return rate }
            return nil
        case (.flickVelocity, _, _): return scenario.handler.flick?.velocity
        case (.predictedThreshold, _, _): return scenario.handler.predictedThreshold
        case (.releaseSpeedBase, _, _), (.releaseDurationBase, _, _): return scenario.handler.releaseSpeed?.base
        case (.releaseSpeedPerVelocity, _, _), (.releaseDurationPerVelocity, _, _):
            return scenario.handler.releaseSpeed?.perVelocity
        case (.velocityClip, _, _): return scenario.transition.spring.velocityClip
        case (.springMass, _, _), (.springStiffness, _, _), (.springDamping, _, _), (.springDampingRatio, _, _),
            (.springResponse, _, _),
            (.springDuration, _, _), (.springBounce, _, _):
            switch scenario.transition.spring.definition {
            case .physical(let mass, let stiffness, let damping):
                return self == .springMass ? mass : self == .springStiffness ? stiffness : damping
            case .dampingRatio(let ratio, let response): return self == .springDampingRatio ? ratio : response
            case .durationBounce(let duration, let bounce): return self == .springDuration ? duration : bounce
            }
        default: return value(of: scenario.handler.rule)
        }
    }

    /// A rule parameter's value in `rule`; nil for other rules and other parameters.
    public func value(of rule: ReleaseRule) -> Double? {
        switch (self, rule) {
        case (.popThresholdDistance, .iosPop(let r)): r.thresholdDistance
        case (.flingThreshold, .flutterCupertino(let r)): r.minimumFlingVelocity
        case (.flingGate, .flutterCupertino(let r)): r.flingGate
        case (.hitSlop, .flutterCupertino(let r)): r.hitSlop
        case (.maximumFlingVelocity, .flutterCupertino(let r)): r.maximumFlingVelocity
        case (.triggerThreshold, .androidBack(let r)): r.triggerThreshold
        case (.deactivationThreshold, .androidBack(let r)): r.deactivationThreshold
        case (.reactivationThreshold, .androidBack(let r)): r.reactivationThreshold
        case (.touchSlop, .androidBack(let r)): r.touchSlop
        case (.minimumFlingVelocity, .androidBack(let r)): r.minimumFlingVelocity
        case (.velocityImpact, .reactNavigation(let r)): r.velocityImpact
        default: nil
        }
    }

    /// Stores `value` (already checked against the domain) in `scenario`, which has this parameter.
    func store(_ value: Double, in scenario: inout Scenario) {
        switch (self, scenario.recognizer, scenario.progress) {
        case (.threshold, _, _): scenario.handler.threshold = value
        case (.duration, _, _): scenario.transition.duration = value
        case (.completionSpeed, _, _): scenario.transition.completionSpeed = .constant(value)
        case (.sampleRate, _, _): scenario.sampleRate = value
        case (.edgeRegion, .screenEdgePan(var p), _):
            p.edgeRegion = value
            scenario.recognizer = .screenEdgePan(p)
        case (.recognitionDistance, .screenEdgePan(var p), _):
            p.recognitionDistance = value
            scenario.recognizer = .screenEdgePan(p)
        case (.rebaseHysteresis, .screenEdgePan(var p), _):
            p.rebaseHysteresis = value
            scenario.recognizer = .screenEdgePan(p)
        case (.hysteresis, .pan(var p), _):
            p.hysteresis = value
            scenario.recognizer = .pan(p)
        case (.hysteresis, .pinch(var p), _):
            p.hysteresis = value
            scenario.recognizer = .pinch(p)
        case (.minimumNumberOfTouches, .pan(var p), _):
            p.minimumNumberOfTouches = Int(exactly: value) ?? p.minimumNumberOfTouches
            scenario.recognizer = .pan(p)
        case (.maximumNumberOfTouches, .pan(var p), _):
            p.maximumNumberOfTouches = Int(exactly: value) ?? p.maximumNumberOfTouches
            scenario.recognizer = .pan(p)
        case (.minimumDistance, .drag(var p), _):
            p.minimumDistance = value
            scenario.recognizer = .drag(p)
        case (.hysteresis, .contentPan(var p), _):
            p.hysteresis = value
            scenario.recognizer = .contentPan(p)
        case (.directionAngle, .contentPan(var p), _):
            p.directionAngle = value
            scenario.recognizer = .contentPan(p)
        case (.topBarHeight, .contentPan(var p), _):
            p.topBarHeight = value
            scenario.recognizer = .contentPan(p)
        case (.bottomBarHeight, .contentPan(var p), _):
            p.bottomBarHeight = value
            scenario.recognizer = .contentPan(p)
        case (.progressDivisor, _, .translation(var t)):
            t.divisor = value
            scenario.progress = .translation(t)
        case (.openDivisor, _, .pinchScale(var p)):
            p.openDivisor = value
            scenario.progress = .pinchScale(p)
        case (.closeDivisor, _, .pinchScale(var p)):
            p.closeDivisor = value
            scenario.progress = .pinchScale(p)
        case (.velocityThreshold, _, _): scenario.handler.velocityThreshold = value
        case (.cancelVelocity, _, _): scenario.handler.cancelVelocity = value
        case (.lookahead, _, _): scenario.handler.projection = .lookahead(value)
        case (.decelerationRate, _, _): scenario.handler.projection = .decelerationRate(value)
        case (.predictedThreshold, _, _): scenario.handler.predictedThreshold = value
        case (.flickVelocity, _, _):
            scenario.handler.flick = ThresholdRule.Flick(
                velocity: value, measure: scenario.handler.flick?.measure ?? .magnitude)
        case (.releaseSpeedBase, _, _), (.releaseDurationBase, _, _): scenario.handler.releaseSpeed?.base = value
        case (.releaseSpeedPerVelocity, _, _), (.releaseDurationPerVelocity, _, _):
            scenario.handler.releaseSpeed?.perVelocity = value
        case (.velocityClip, _, _): scenario.transition.spring.velocityClip = value
        case (.springMass, _, _), (.springStiffness, _, _), (.springDamping, _, _), (.springDampingRatio, _, _),
            (.springResponse, _, _),
            (.springDuration, _, _), (.springBounce, _, _):
            switch scenario.transition.spring.definition {
            case .physical(var mass, var stiffness, var damping):
                if self == .springMass {
                    mass = value
                } else if self == .springStiffness {
                    stiffness = value
                } else {
                    damping = value
                }
                scenario.transition.spring.definition = .physical(mass: mass, stiffness: stiffness, damping: damping)
            case .dampingRatio(var ratio, var response):
                if self == .springDampingRatio { ratio = value } else { response = value }
                scenario.transition.spring.definition = .dampingRatio(ratio, response: response)
            case .durationBounce(var duration, var bounce):
                if self == .springDuration { duration = value } else { bounce = value }
                scenario.transition.spring.definition = .durationBounce(duration: duration, bounce: bounce)
            }
        default: store(value, in: &scenario.handler.rule)
        }
    }

    /// Stores a rule parameter in `rule`; other rules and parameters are left as they are.
    func store(_ value: Double, in rule: inout ReleaseRule) {
        switch (self, rule) {
        case (.popThresholdDistance, .iosPop(var r)):
            r.thresholdDistance = value
            rule = .iosPop(r)
        case (.flingThreshold, .flutterCupertino(var r)):
            r.minimumFlingVelocity = value
            rule = .flutterCupertino(r)
        case (.flingGate, .flutterCupertino(var r)):
            r.flingGate = value
            rule = .flutterCupertino(r)
        case (.hitSlop, .flutterCupertino(var r)):
            r.hitSlop = value
            rule = .flutterCupertino(r)
        case (.maximumFlingVelocity, .flutterCupertino(var r)):
            r.maximumFlingVelocity = value
            rule = .flutterCupertino(r)
        case (.triggerThreshold, .androidBack(var r)):
            r.triggerThreshold = value
            rule = .androidBack(r)
        case (.deactivationThreshold, .androidBack(var r)):
            r.deactivationThreshold = value
            rule = .androidBack(r)
        case (.reactivationThreshold, .androidBack(var r)):
            r.reactivationThreshold = value
            rule = .androidBack(r)
        case (.touchSlop, .androidBack(var r)):
            r.touchSlop = value
            rule = .androidBack(r)
        case (.minimumFlingVelocity, .androidBack(var r)):
            r.minimumFlingVelocity = value
            rule = .androidBack(r)
        case (.velocityImpact, .reactNavigation(var r)):
            r.velocityImpact = value
            rule = .reactNavigation(r)
        default:
            break
        }
    }

    /// The order `presets`, scenario files and sweeps list a scenario's values in.
    static let listingOrder: [ScenarioParameter] =
        allCases.filter {
            ![
                .sampleRate, .velocityThreshold, .cancelVelocity, .lookahead, .decelerationRate, .flickVelocity,
                .predictedThreshold,
            ].contains($0)
        }
        + [
            .velocityThreshold, .cancelVelocity, .lookahead, .decelerationRate, .flickVelocity, .predictedThreshold,
            .sampleRate,
        ]
}
