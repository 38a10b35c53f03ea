import GestureModel
import Interaction

extension ReplaySetup {
    /// The setup in one line, for a replay through handler code.
    public var summary: String {
        var parts = [recognizer.summary, transitionSummary]
        if velocity != .uikit { parts.append("\(velocity.rawValue) velocity") }
        return parts.joined(separator: "; ")
    }

    var transitionSummary: String {
        if transition.timing == .uikit {
            return
                "duration \(prose(transition.duration, 3)) s, completionSpeed \(transition.completionSpeed), curve \(transition.completionCurve)"
        }
        return "\(transition.timing.rawValue) completion timing"
    }
}
