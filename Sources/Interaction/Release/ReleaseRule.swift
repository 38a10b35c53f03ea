import GestureModel

/// How a handler decides finish or cancel when the gesture ends: each platform's rule, as a pure
/// function of the release state: S3 (iOS), FC4 (Flutter), AB4 (Android), RN2 (react-navigation);
/// docs/model.md explains each.
public enum ReleaseRule: Sendable, Hashable {
    /// progress > threshold: the seed handlers' rule.
    case threshold
    /// The system back swipe (S3): pop if p + v̄·D + ½·ā·D² > min(187.5 / W, 0.5).
    case iosPop(IOSPopRule)
    /// CupertinoPageRoute: |v| ≥ 1 view width per second decides by direction, else progress ≥ 0.5 pops.
    case flutterCupertino(FlutterCupertinoRule)
    /// Predictive back's SystemUI state machine: ACTIVE commits, INACTIVE commits only on a fling.
    case androidBack(AndroidBackRule)
    /// react-navigation's card: close if translation + 0.3 × velocity > width / 2.
    case reactNavigation(ReactNavigationRule)

    public var name: String {
        switch self {
        case .threshold: "threshold"
        case .iosPop: "ios-pop"
        case .flutterCupertino: "flutter-cupertino"
        case .androidBack: "android-back"
        case .reactNavigation: "react-navigation"
        }
    }
}
