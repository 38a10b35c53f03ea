import GestureModel
import Interaction

extension ReplaySetup {
    /// The setup in one line, for a replay through handler code.
    public var summary: String {
        var parts = [recognizerSummary, transitionSummary]
        if velocity != .uikit { parts.append("\(velocity.rawValue) velocity") }
        return parts.joined(separator: "; ")
    }

    var recognizerSummary: String {
        switch recognizer {
        case .screenEdgePan(let p):
            "\(recognizer.kind); \(p.edge) edge, region \(prose(p.edgeRegion, 1)) pt"
                + (p.arena == .alone ? ", accepted at the touch-down (alone in its gesture arena)" : "")
                + (p.pointers == .each ? ", each pointer its own gesture" : "")
        case .pan(let p): "\(recognizer.kind); hysteresis \(prose(p.hysteresis, 1)) pt"
        case .pinch(let p): "\(recognizer.kind); hysteresis \(prose(p.hysteresis, 1)) pt"
        case .drag(let p): "\(recognizer.kind) (SwiftUI); minimum distance \(prose(p.minimumDistance, 1)) pt"
        case .contentPan(let p):
            "\(recognizer.kind) (iOS 26); hysteresis \(prose(p.hysteresis, 1)) pt, first movement within \(prose(p.directionAngle, 0))° of leading-to-trailing, bars \(prose(p.topBarHeight, 0)) pt top and \(prose(p.bottomBarHeight, 0)) pt bottom"
                + (p.scrollRegion == nil
                    ? ""
                    : ", a scrollable region \(p.scrollRegionAtLeadingEdge ? "at its leading edge" : "that keeps its touches")")
        }
    }

    var transitionSummary: String {
        if transition.timing == .uikit {
            return
                "duration \(prose(transition.duration, 3)) s, completionSpeed \(transition.completionSpeed), curve \(transition.completionCurve)"
        }
        return "\(transition.timing.rawValue) completion timing"
    }
}
