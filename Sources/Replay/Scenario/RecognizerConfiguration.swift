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

    public var kind: String {
        switch self {
        case .screenEdgePan: "screenEdgePan"
        case .pan: "pan"
        case .pinch: "pinch"
        case .drag: "drag"
        case .contentPan: "contentPan"
        }
    }

    /// The edge of a screen-edge pan; nil for the others.
    public var edge: ScreenEdge? {
        if case .screenEdgePan(let parameters) = self { return parameters.edge }
        return nil
    }

    /// Each kind's recognizer, made as its own type: a replay's event loop is generic over it, so
    /// no enum wraps it and no event copies it in and out of one.
    static func recognizer(
        _ p: ScreenEdgePanParameters, screen: Size, view: Rect, velocity: VelocityStrategy
    ) -> ScreenEdgePanRecognizer {
        ScreenEdgePanRecognizer(
            rule: ScreenEdgeRule(
                edges: ScreenEdges(p.edge), screen: screen, edgeRegion: p.edgeRegion,
                recognitionDistance: p.recognitionDistance,
                rebaseHysteresis: p.rebaseHysteresis, beginsAtTouchDown: p.arena == .alone,
                followsEachPointer: p.pointers == .each),
            viewFrame: view, velocityStrategy: velocity)
    }

    static func recognizer(_ p: PanParameters, view: Rect, velocity: VelocityStrategy) -> PanRecognizer {
        PanRecognizer(
            rule: PanHysteresisRule(
                hysteresis: p.hysteresis, minimumNumberOfTouches: p.minimumNumberOfTouches,
                maximumNumberOfTouches: p.maximumNumberOfTouches ?? .max),
            viewFrame: view, velocityStrategy: velocity)
    }

    static func recognizer(_ p: DragParameters, view: Rect, velocity: VelocityStrategy) -> DragRecognizer {
        DragRecognizer(
            rule: DragDistanceRule(minimumDistance: p.minimumDistance), viewFrame: view, velocityStrategy: velocity)
    }

    static func recognizer(_ p: ContentPanParameters, view: Rect, velocity: VelocityStrategy) -> ContentPanRecognizer {
        let bars = [
            Rect(x: view.minX, y: view.minY, width: view.width, height: p.topBarHeight),
            Rect(x: view.minX, y: view.maxY - p.bottomBarHeight, width: view.width, height: p.bottomBarHeight),
        ].filter { $0.height > 0 }
        let scroll = p.scrollRegion.map {
            Rect(x: $0.minX + view.minX, y: $0.minY + view.minY, width: $0.width, height: $0.height)
        }
        return ContentPanRecognizer(
            rule: ContentPopRule(
                hysteresis: p.hysteresis, maximumAngle: p.directionAngle, excluded: bars, scrollRegion: scroll,
                scrollRegionAtLeadingEdge: p.scrollRegionAtLeadingEdge),
            viewFrame: view, velocityStrategy: velocity)
    }

    static func recognizer(
        _ p: PinchParameters, screen: Size, view: Rect, velocity: VelocityStrategy
    ) -> PinchRecognizer {
        PinchRecognizer(
            configuration: .init(
                hysteresis: p.hysteresis, window: Rect(origin: .zero, size: screen), viewFrame: view,
                velocityStrategy: velocity))
    }
}
