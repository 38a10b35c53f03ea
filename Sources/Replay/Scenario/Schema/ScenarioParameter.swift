import GestureModel
import Interaction

/// A number of a scenario that `--set`, `--vary`, sweeps and `presets` name, where the scenario
/// has it: its name, unit and the values it takes, declared once by its field (`ScenarioField`),
/// and how to read and change it in this scenario. `Scenario.parameter(named:)` finds one.
public struct ScenarioParameter: Sendable, CustomStringConvertible {
    /// The name, unit and values, as the field declares them.
    let facts: ParameterFacts
    /// Where it is in a scenario file: `handler.rule.triggerThreshold`.
    public let path: String
    /// Older names that still find it, with a warning.
    let formerNames: [String]
    let get: @Sendable (Scenario) -> Double?
    let store: @Sendable (inout Scenario, Double) -> Void
    let unread: @Sendable (Scenario) -> String?
    /// Whether `scenario` has this parameter's place (its recognizer, mapping or rule is of the
    /// kind that holds it); nil where every scenario has it.
    let reaches: (@Sendable (Scenario) -> Bool)?

    public var name: String { facts.name }
    public var description: String { facts.name }
    public var unit: String { facts.unit.symbol }
    public var domain: Domain { facts.domain }
    /// What it takes, in words, for messages: "a number of seconds > 0".
    public var accepts: String { facts.accepts }
    /// The one setting this parameter and others set (the look-ahead, the release speed): set two
    /// of them and the later replaces the earlier. Nil where it sets its own.
    public var shares: String? { facts.shares }

    public func accepts(_ value: Double) -> Bool { facts.domain.contains(value) }

    /// Its value in `scenario`; nil when it has none (no maximum number of touches, no velocity
    /// threshold, a completion speed that is a getter).
    public func value(in scenario: Scenario) -> Double? { get(scenario) }

    /// Why `scenario` never reads it (its rule has no threshold, its timing no duration); nil when
    /// it reads it.
    public func unreadReason(in scenario: Scenario) -> String? { unread(scenario) }

    /// The values a parameter takes.
    public enum Domain: Sendable, Hashable {
        /// 0 … 1.
        case fraction
        /// 0 < x ≤ 1.
        case positiveFraction
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
        /// 0 … an hour of seconds: a look-ahead, whose projection p + L × v / extent stays finite
        /// for every velocity a trace can hold (its places are within 1e6 pt).
        case lookahead
        /// A whole number from 1 to 10 000: a pager's pages.
        case count
        /// A whole number from 0 to 9 999: a page's index.
        case index

        public func contains(_ value: Double) -> Bool {
            guard value.isFinite else { return false }
            switch self {
            case .fraction: return (0...1).contains(value)
            case .positiveFraction: return value > 0 && value <= 1
            case .positive: return value > 0
            case .nonNegative: return value >= 0
            case .touchCount: return value == value.rounded() && value >= 1 && value <= 10
            case .finite: return true
            case .rate: return value >= 0 && value < 1
            case .angle: return value >= 0 && value <= 180
            case .bounce: return value > -1 && value < 1
            case .lookahead: return value >= 0 && value <= 3600
            case .count: return value == value.rounded() && value >= 1 && value <= 10_000
            case .index: return value == value.rounded() && value >= 0 && value <= 9_999
            }
        }

        /// What it takes, in words, for a quantity such as "a number of points".
        func accepts(_ quantity: String) -> String {
            switch self {
            case .fraction: "a number from 0 to 1"
            case .positiveFraction: "a number in (0, 1]"
            case .positive: "\(quantity) > 0"
            case .nonNegative: "\(quantity) ≥ 0"
            case .touchCount: "a whole number from 1 to 10"
            case .finite: "a number"
            case .rate: "a rate from 0 up to (not including) 1, such as 0.998 (normal) or 0.99 (fast)"
            case .angle: "an angle from 0 to 180 degrees"
            case .bounce: "a number between −1 and 1 (not including them)"
            case .lookahead: "\(quantity) from 0 to 3600 (an hour)"
            case .count: "a whole number from 1 to 10000"
            case .index: "a whole number from 0 to 9999"
            }
        }

        /// The domain as the parameter table shows it beside the unit.
        var shown: String {
            switch self {
            case .fraction: "0…1"
            case .positiveFraction: "> 0, ≤ 1"
            case .positive: "> 0"
            case .nonNegative: "≥ 0"
            case .touchCount: "1…10"
            case .finite: "any"
            case .rate: "0 ≤ r < 1"
            case .angle: "0…180"
            case .bounce: "−1 < b < 1"
            case .lookahead: "0…3600"
            case .count: "1…10000"
            case .index: "0…9999"
            }
        }
    }
}

/// A parameter's unit: its symbol, and the quantity messages name ("a number of points").
public struct ParameterUnit: Sendable, Hashable {
    public let symbol: String
    let quantity: String

    static let points = ParameterUnit(symbol: "pt", quantity: "a number of points")
    static let seconds = ParameterUnit(symbol: "s", quantity: "a number of seconds")
    static let hertz = ParameterUnit(symbol: "Hz", quantity: "a rate in Hz")
    static let pointsPerSecond = ParameterUnit(symbol: "pt/s", quantity: "a speed in points per second")
    static let viewWidthsPerSecond = ParameterUnit(
        symbol: "view widths/s", quantity: "a speed in view widths per second")
    static let fractionOfView = ParameterUnit(symbol: "fraction of the view", quantity: "a number")
    static let factor = ParameterUnit(symbol: "× (a speed factor)", quantity: "a number")
    static let factorPerVelocity = ParameterUnit(symbol: "× per pt/s", quantity: "a number")
    static let secondsPerVelocity = ParameterUnit(symbol: "s per pt/s", quantity: "a number")
    static let touches = ParameterUnit(symbol: "touches", quantity: "a number of touches")
    static let degrees = ParameterUnit(symbol: "degrees", quantity: "an angle")
    static let perMillisecond = ParameterUnit(symbol: "per millisecond", quantity: "a rate")
    static let springUnits = ParameterUnit(symbol: "UIKit's spring units", quantity: "a number")
    static let dampingRatio = ParameterUnit(symbol: "ζ", quantity: "a number")
    static let bounce = ParameterUnit(symbol: "bounce", quantity: "a number")
    static let distancesPerSecond = ParameterUnit(symbol: "distances/s", quantity: "a number of distances per second")
    static let scale = ParameterUnit(symbol: "scale", quantity: "a number")
    static let pixelsPerSecond = ParameterUnit(symbol: "px/s", quantity: "a speed in pixels per second")
    static let perSecond = ParameterUnit(symbol: "/s", quantity: "a rate per second")
    static let fraction = ParameterUnit(symbol: "fraction", quantity: "a number")
    static let pages = ParameterUnit(symbol: "pages", quantity: "a number of pages")
    static let none = ParameterUnit(symbol: "", quantity: "a number")
}

/// A numeric field's name, unit and values: what its declaration says.
struct ParameterFacts: Sendable, Hashable {
    var name: String
    var unit: ParameterUnit
    var domain: ScenarioParameter.Domain
    /// What it takes, in words; derived from the unit and domain unless the field says otherwise.
    var accepts: String
    /// The one setting this parameter and others set, nil where it sets its own.
    var shares: String? = nil

    init(
        name: String, unit: ParameterUnit, domain: ScenarioParameter.Domain, accepts: String? = nil,
        shares: String? = nil
    ) {
        self.name = name
        self.unit = unit
        self.domain = domain
        self.shares = shares
        self.accepts = accepts ?? domain.accepts(unit.quantity)
    }

    /// A value from a scenario file, checked against the domain.
    func read(_ value: JSONValue, at path: TracePath, reader: inout JSONDocumentReader) -> Double? {
        guard let number = reader.finite(value, at: path) else { return nil }
        guard domain.contains(number) else {
            reader.error(
                path, .invalid(value: JSONWriter.formatNumber(number), expected: accepts, reference: scenarioValues))
            return nil
        }
        return number
    }
}

/// A numeric field as a section holds it: read and changed through the section's value, lifted
/// to the scenario by the sections and unions around it.
struct FieldParameter<Root>: Sendable {
    let facts: ParameterFacts
    /// The keys from the scenario's top down to the field.
    let path: [String]
    let formerNames: [String]
    let get: @Sendable (Root) -> Double?
    let set: @Sendable (inout Root, Double) -> Void
    let unread: @Sendable (Scenario) -> String?
    /// Whether a value holds this parameter's place; nil where every value does (a section's
    /// field), so a check through sections costs nothing.
    var reaches: (@Sendable (Root) -> Bool)? = nil

    /// The same parameter reached through `key` of a larger value.
    func lifted<Whole>(
        under key: String, get outer: @escaping @Sendable (Whole) -> Root?,
        set embed: @escaping @Sendable (inout Whole, Root) -> Void
    ) -> FieldParameter<Whole> {
        let get = self.get
        let set = self.set
        let reaches = self.reaches
        return FieldParameter<Whole>(
            facts: facts, path: [key] + path, formerNames: formerNames, get: { outer($0).flatMap(get) },
            set: { whole, value in
                guard var root = outer(whole) else { return }
                set(&root, value)
                embed(&whole, root)
            }, unread: unread,
            reaches: reaches.map { reaches -> @Sendable (Whole) -> Bool in { outer($0).map(reaches) ?? false } })
    }

    /// The same parameter reached through `key` of a larger value that `modify` changes in place.
    func lifted<Whole>(
        under key: String, get outer: @escaping @Sendable (Whole) -> Root,
        modify: @escaping @Sendable (inout Whole, (inout Root) -> Void) -> Void
    ) -> FieldParameter<Whole> {
        let get = self.get
        let set = self.set
        let reaches = self.reaches
        return FieldParameter<Whole>(
            facts: facts, path: [key] + path, formerNames: formerNames, get: { get(outer($0)) },
            set: { whole, value in modify(&whole) { set(&$0, value) } }, unread: unread,
            reaches: reaches.map { reaches -> @Sendable (Whole) -> Bool in { reaches(outer($0)) } })
    }

    /// The same parameter, unread also wherever `outer` says (the section or union around it).
    func unread(also outer: (@Sendable (Scenario) -> String?)?) -> FieldParameter {
        guard let outer else { return self }
        let own = unread
        return FieldParameter(
            facts: facts, path: path, formerNames: formerNames, get: get, set: set,
            unread: { scenario in outer(scenario) ?? own(scenario) }, reaches: reaches)
    }

    /// The same parameter reached through a union's kind, which a value may not be of.
    func lifted<Whole>(
        throughKind outer: @escaping @Sendable (Whole) -> Root?,
        set embed: @escaping @Sendable (inout Whole, Root) -> Void
    ) -> FieldParameter<Whole> {
        var lifted = self.lifted(under: "", get: outer, set: embed)
        let reaches = self.reaches
        lifted.reaches = { whole in outer(whole).map { reaches?($0) ?? true } ?? false }
        return lifted
    }
}

extension FieldParameter where Root == Scenario {
    var scenarioParameter: ScenarioParameter {
        ScenarioParameter(
            facts: facts, path: path.joined(separator: "."), formerNames: formerNames, get: get, store: set,
            unread: unread, reaches: reaches)
    }
}
