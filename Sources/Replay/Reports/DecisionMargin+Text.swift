import GestureModel
import Interaction

extension DecisionMargin {
    /// "finish by 0.120 of the view (progress); a release velocity 38 pt/s lower would cancel;
    /// progress 0.120 lower would cancel".
    public func text(deciding direction: PercentDrivenTransition.Direction) -> String {
        let other = direction == .finish ? "cancel" : "finish"
        // A margin that rounds to nothing at the places shown is on the line: any change flips it.
        func by(_ value: Double, _ unit: String, _ places: String? = nil) -> String {
            let shown = places ?? Self.amount(value, unit)
            return shown.contains(where: { $0.isNumber && $0 != "0" }) ? shown : "any amount"
        }
        var parts = [
            spare == 0 || by(spare, unit) == "any amount"
                ? "\(direction.rawValue) on the line (\(quantity.words))"
                : "\(direction.rawValue) by \(Self.amount(spare, unit)) (\(quantity.words))"
        ]
        if let velocityChange, let rule = ruleVelocity {
            // The rule reads a velocity of its own: the flip is where that velocity would have to be.
            let at = rule.value + velocityChange
            let side = velocityChange < 0 ? "at or below" : "at or above"
            parts.append(
                "\(rule.name) (\(Self.amount(rule.value, velocityUnit)) here) \(side) \(Self.amount(at, velocityUnit)) would \(other)"
            )
        } else if let velocityChange {
            let way = velocityChange < 0 ? "lower" : "higher"
            parts.append("a release velocity \(by(abs(velocityChange), velocityUnit)) \(way) would \(other)")
        } else {
            parts.append("no release velocity alone would \(other)")
        }
        if let positionChange {
            if positionUnit == .translation {
                parts.append(
                    "a translation \(by(abs(positionChange), positionUnit.rawValue)) \(positionChange < 0 ? "shorter" : "longer") would \(other)"
                )
            } else {
                let shown = by(abs(positionChange), "", prose(abs(positionChange), 3))
                parts.append("progress \(shown) \(positionChange < 0 ? "lower" : "higher") would \(other)")
            }
        } else {
            parts.append("no \(positionUnit == .translation ? "translation" : "progress") alone would \(other)")
        }
        return parts.joined(separator: "; ")
    }

    /// A number in its unit, to the places that unit is read in.
    static func amount(_ value: Double, _ unit: String) -> String {
        switch unit {
        case "pt/s": "\(prose(value, 0)) pt/s"
        case "pt": "\(prose(value, 1)) pt"
        case "widths/s": "\(prose(value, 2)) widths/s"
        default: "\(prose(value, 3)) \(unit)"
        }
    }

    var json: JSONValue {
        .object([
            "quantity": .string(quantity.rawValue), "spare": number(spare), "unit": .string(unit),
            "velocityChange": velocityChange.map(number) ?? .null, "velocityUnit": .string(velocityUnit),
            "velocityRead": .string(ruleVelocity == nil ? "release" : "average"),
            "positionChange": positionChange.map(number) ?? .null, "positionUnit": .string(positionUnit.rawValue),
        ])
    }
}

extension DecisionMargin.Quantity {
    var words: String {
        switch self {
        case .progress: "progress"
        case .projectedProgress: "projected progress"
        case .velocity: "release velocity"
        case .flickSpeed: "flick speed"
        case .averageVelocity: "average velocity"
        case .flingVelocity: "fling velocity"
        case .projectedTranslation: "T + k·V"
        case .translation: "translation"
        }
    }
}
