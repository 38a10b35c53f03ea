import GestureModel
import Interaction

extension ReleaseRule {
    /// The rule's numeric parameters, by the names `--set` and sweeps use.
    public var numericParameters: [(name: String, value: Double)] {
        switch self {
        case .threshold: []
        case .iosPop(let r): [("popThresholdDistance", r.thresholdDistance)]
        case .flutterCupertino(let r):
            [("velocityThreshold", r.minimumFlingVelocity), ("flingGate", r.flingGate), ("hitSlop", r.hitSlop),
             ("maximumFlingVelocity", r.maximumFlingVelocity)]
        case .androidBack(let r):
            [("triggerThreshold", r.triggerThreshold), ("deactivationThreshold", r.deactivationThreshold),
             ("reactivationThreshold", r.reactivationThreshold), ("touchSlop", r.touchSlop),
             ("minimumFlingVelocity", r.minimumFlingVelocity)]
        case .reactNavigation(let r): [("velocityImpact", r.velocityImpact)]
        }
    }

    /// Sets one of `numericParameters`; other names are ignored.
    mutating func set(_ name: String, to value: Double) {
        switch self {
        case .threshold: break
        case .iosPop(var r):
            if name == "popThresholdDistance" { r.thresholdDistance = value }
            self = .iosPop(r)
        case .flutterCupertino(var r):
            switch name {
            case "velocityThreshold": r.minimumFlingVelocity = value
            case "flingGate": r.flingGate = value
            case "hitSlop": r.hitSlop = value
            case "maximumFlingVelocity": r.maximumFlingVelocity = value
            default: break
            }
            self = .flutterCupertino(r)
        case .androidBack(var r):
            switch name {
            case "triggerThreshold": r.triggerThreshold = value
            case "deactivationThreshold": r.deactivationThreshold = value
            case "reactivationThreshold": r.reactivationThreshold = value
            case "touchSlop": r.touchSlop = value
            case "minimumFlingVelocity": r.minimumFlingVelocity = value
            default: break
            }
            self = .androidBack(r)
        case .reactNavigation(var r):
            if name == "velocityImpact" { r.velocityImpact = value }
            self = .reactNavigation(r)
        }
    }
}
