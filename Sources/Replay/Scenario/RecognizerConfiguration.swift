import GestureModel
import Interaction

/// The recognizer a scenario attaches to the view, with its parameters.
public enum RecognizerConfiguration: Sendable, Hashable {
    case screenEdgePan(ScreenEdgePanParameters)
    case pan(PanParameters)
    case pinch(PinchParameters)
    /// SwiftUI's DragGesture (SD1–SD3).
    case drag(DragParameters)
    /// iOS 26's content-wide back swipe (CP1–CP3).
    case contentPan(ContentPanParameters)

    /// The kind's name, as a scenario file gives it.
    public var kind: String { Self.union.name(of: self) }

    /// The edge of a screen-edge pan; nil for the others.
    public var edge: ScreenEdge? {
        if case .screenEdgePan(let parameters) = self { return parameters.edge }
        return nil
    }

    /// The progress a recognizer kind gets when the file does not say.
    var defaultProgress: ProgressMapping {
        switch self {
        case .screenEdgePan: .translation(TranslationProgress(axis: .inward, divisor: 1, absolute: true))
        case .pan, .drag: .translation(TranslationProgress(axis: .y, divisor: 1, absolute: false))
        case .contentPan: .translation(TranslationProgress(axis: .x, divisor: 1, absolute: false))
        case .pinch: .pinchScale(PinchProgress())
        }
    }

    /// The recognizer in one line, for the account and `presets`.
    var summary: String {
        switch self {
        case .screenEdgePan(let p): p.summary
        case .pan(let p): p.summary
        case .pinch(let p): p.summary
        case .drag(let p): p.summary
        case .contentPan(let p): p.summary
        }
    }

    // Each kind's parameters, where the recognizer is of that kind: what its variant reads its fields from.
    private var edgePan: ScreenEdgePanParameters? { if case .screenEdgePan(let p) = self { p } else { nil } }
    private var plainPan: PanParameters? { if case .pan(let p) = self { p } else { nil } }
    private var pinchParameters: PinchParameters? { if case .pinch(let p) = self { p } else { nil } }
    private var dragParameters: DragParameters? { if case .drag(let p) = self { p } else { nil } }
    private var contentPanParameters: ContentPanParameters? { if case .contentPan(let p) = self { p } else { nil } }

    /// Each kind's name and fields; a file that leaves out `kind` keeps the scenario's.
    static let union = ScenarioUnion<RecognizerConfiguration>(
        noun: "a recognizer kind", kindRequired: false, keepsCurrent: true,
        help:
            "`screenEdgePan`, `pan`, `pinch`, `drag` (SwiftUI's `DragGesture`, SD1–SD3) or `contentPan` (iOS 26's content-wide back swipe, CP1–CP3)",
        defaultNote: "`screenEdgePan`",
        variants: [
            .init(
                "screenEdgePan", defaults: ScreenEdgePanParameters(), embed: { .screenEdgePan($0) }, extract: \.edgePan),
            .init(
                "pan", defaults: PanParameters(), embed: { .pan($0) }, extract: \.plainPan,
                check: { PanParameters.check($0, at: $1, reader: &$2) }),
            .init("pinch", defaults: PinchParameters(), embed: { .pinch($0) }, extract: \.pinchParameters),
            .init("drag", defaults: DragParameters(), embed: { .drag($0) }, extract: \.dragParameters),
            .init(
                "contentPan", defaults: ContentPanParameters(), embed: { .contentPan($0) },
                extract: \.contentPanParameters),
        ])
}
