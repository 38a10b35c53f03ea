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

    /// Each kind's name and fields; a file that leaves out `kind` keeps the scenario's.
    static let union = ScenarioUnion<RecognizerConfiguration>(
        noun: "a recognizer kind", kindRequired: false, keepsCurrent: true,
        help:
            "`screenEdgePan`, `pan`, `pinch`, `drag` (SwiftUI's `DragGesture`, SD1–SD3) or `contentPan` (iOS 26's content-wide back swipe, CP1–CP3)",
        defaultNote: "`screenEdgePan`",
        variants: [
            .init(
                "screenEdgePan", defaults: ScreenEdgePanParameters(), embed: { .screenEdgePan($0) },
                extract: { if case .screenEdgePan(let p) = $0 { p } else { nil } }),
            .init(
                "pan", defaults: PanParameters(), embed: { .pan($0) },
                extract: { if case .pan(let p) = $0 { p } else { nil } }, check: PanParameters.check),
            .init(
                "pinch", defaults: PinchParameters(), embed: { .pinch($0) },
                extract: { if case .pinch(let p) = $0 { p } else { nil } }),
            .init(
                "drag", defaults: DragParameters(), embed: { .drag($0) },
                extract: { if case .drag(let p) = $0 { p } else { nil } }),
            .init(
                "contentPan", defaults: ContentPanParameters(), embed: { .contentPan($0) },
                extract: { if case .contentPan(let p) = $0 { p } else { nil } }),
        ])
}
