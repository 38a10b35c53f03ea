import GestureModel
import Interaction

extension Scenario {
    /// Why the handler's release speed (H5) changes nothing in this scenario; nil when it is read.
    public var releaseSpeedUnreadReason: String? {
        guard let releaseSpeed = handler.releaseSpeed else { return nil }
        if transition.timing != .uikit {
            return "the \(transition.timing.rawValue) completion timing does not read completionSpeed"
        }
        if case .constant = transition.completionSpeed {
        } else {
            return "completionSpeed is a getter (\(transition.completionSpeed)), which setting it does not change"
        }
        let responses = [handler.onEnded, handler.onCancelled]
        let completes: Bool =
            switch releaseSpeed.direction {
            case nil: responses.contains { $0 != .nothing }
            case .finish: responses.contains { $0 == .decide || $0 == .finish }
            case .cancel: responses.contains { $0 == .decide || $0 == .cancel }
            }
        return completes
            ? nil
            : "the handler never calls \(releaseSpeed.direction.map { "\($0.rawValue)()" } ?? "finish() or cancel()")"
    }
}
