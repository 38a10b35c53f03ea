import GestureModel
import Interaction

/// What an app configures: the recognizer and its parameters, how progress is computed from it,
/// what the handler does on each recognizer state, and the transition's parameters.
///
/// Build one in code, decode one from a scenario file (`Scenario(json:file:)`), or start from a
/// preset (`Scenario.preset(named:)`).
public struct Scenario: Sendable, Hashable {
    public var name: String
    /// Where the scenario comes from (the seed code it copies), for `presets`.
    public var source: String?
    public var recognizer: RecognizerConfiguration
    public var progress: ProgressMapping
    public var handler: HandlerRules
    public var transition: PercentDrivenTransition.Configuration
    /// Frames per second for completion samples; nil uses the trace's refreshRate, else 120 Hz.
    public var sampleRate: Double?

    public init(
        name: String, source: String? = nil, recognizer: RecognizerConfiguration, progress: ProgressMapping,
        handler: HandlerRules = HandlerRules(), transition: PercentDrivenTransition.Configuration = .init(duration: 0.5),
        sampleRate: Double? = nil
    ) {
        self.name = name
        self.source = source
        self.recognizer = recognizer
        self.progress = progress
        self.handler = handler
        self.transition = transition
        self.sampleRate = sampleRate
    }
}

/// The recognizer a scenario attaches to the view, with its parameters.
public enum RecognizerConfiguration: Sendable, Hashable {
    case screenEdgePan(ScreenEdgePanParameters)
    case pan(PanParameters)
    case pinch(PinchParameters)

    public var kind: String {
        switch self {
        case .screenEdgePan: "screenEdgePan"
        case .pan: "pan"
        case .pinch: "pinch"
        }
    }

    /// The edge of a screen-edge pan; nil for the others.
    public var edge: ScreenEdge? {
        if case .screenEdgePan(let parameters) = self { return parameters.edge }
        return nil
    }

    /// A fresh recognizer for a trace's screen and view.
    public func makeRecognizer(screen: Size, view: Rect) -> Recognizer {
        switch self {
        case .screenEdgePan(let p):
            .screenEdgePan(
                ScreenEdgePanRecognizer(
                    rule: ScreenEdgeRule(
                        edges: [p.edge], screen: screen, edgeRegion: p.edgeRegion, recognitionDistance: p.recognitionDistance,
                        rebaseHysteresis: p.rebaseHysteresis),
                    viewFrame: view))
        case .pan(let p):
            .pan(
                PanRecognizer(
                    rule: PanHysteresisRule(
                        hysteresis: p.hysteresis, minimumNumberOfTouches: p.minimumNumberOfTouches,
                        maximumNumberOfTouches: p.maximumNumberOfTouches ?? .max),
                    viewFrame: view))
        case .pinch(let p):
            .pinch(
                PinchRecognizer(
                    configuration: .init(hysteresis: p.hysteresis, window: Rect(origin: .zero, size: screen), viewFrame: view)))
        }
    }
}

public struct ScreenEdgePanParameters: Sendable, Hashable {
    public var edge: ScreenEdge
    /// E2, points.
    public var edgeRegion: Double
    /// E3, points.
    public var recognitionDistance: Double
    /// E3, points.
    public var rebaseHysteresis: Double

    public init(edge: ScreenEdge = .left, edgeRegion: Double = 13, recognitionDistance: Double = 15, rebaseHysteresis: Double = 10) {
        self.edge = edge
        self.edgeRegion = edgeRegion
        self.recognitionDistance = recognitionDistance
        self.rebaseHysteresis = rebaseHysteresis
    }
}

public struct PanParameters: Sendable, Hashable {
    /// P1, points.
    public var hysteresis: Double
    public var minimumNumberOfTouches: Int
    /// nil: no maximum (UIKit's default, UINT_MAX).
    public var maximumNumberOfTouches: Int?

    public init(hysteresis: Double = 10, minimumNumberOfTouches: Int = 1, maximumNumberOfTouches: Int? = nil) {
        self.hysteresis = hysteresis
        self.minimumNumberOfTouches = minimumNumberOfTouches
        self.maximumNumberOfTouches = maximumNumberOfTouches
    }
}

public struct PinchParameters: Sendable, Hashable {
    /// N2, points of finger-distance change.
    public var hysteresis: Double

    public init(hysteresis: Double = 8) {
        self.hysteresis = hysteresis
    }
}

extension Scenario {
    /// The seed handler of GLInteractiveTransition: a left screen-edge pan, progress = |translation| /
    /// view width, finish on ended or cancelled if progress > 0.5, 0.5 s.
    public static let edgeBack = Scenario(
        name: "edge-back",
        source: "GLInteractiveTransition: UIScreenEdgePanGestureRecognizer handler; duration 0.5 s, that code's default",
        recognizer: .screenEdgePan(ScreenEdgePanParameters()),
        progress: .translation(TranslationProgress(axis: .inward, divisor: 1, absolute: true)),
        handler: HandlerRules(onEnded: .threshold, onCancelled: .threshold, decideWith: .release, threshold: 0.5),
        transition: .init(duration: 0.5, completionSpeed: .constant(1), completionCurve: .easeInOut))

    /// SPPercentSwipeTransition presenting modally: a pan on the view, progress = translation.y /
    /// (view height / 2), canEndTransition = progress > 0.5 on changed; completionSpeed = 1 − percentComplete.
    public static let swipeDismiss = Scenario(
        name: "swipe-dismiss",
        source: "SPPercentSwipeTransition (modal): UIPanGestureRecognizer handler with canEndTransition; dismiss animator 1.5 s",
        recognizer: .pan(PanParameters()),
        progress: .translation(TranslationProgress(axis: .y, divisor: 0.5, absolute: false)),
        handler: HandlerRules(onEnded: .threshold, onCancelled: .cancel, decideWith: .lastChanged, threshold: 0.5),
        transition: .init(duration: 1.5, completionSpeed: .remaining, completionCurve: .easeInOut))

    /// The same class in push mode: progress = translation.x / (view width / 2).
    public static let swipeBack = Scenario(
        name: "swipe-back",
        source: "SPPercentSwipeTransition (push): UIPanGestureRecognizer handler with canEndTransition; animator 1.5 s",
        recognizer: .pan(PanParameters()),
        progress: .translation(TranslationProgress(axis: .x, divisor: 0.5, absolute: false)),
        handler: HandlerRules(onEnded: .threshold, onCancelled: .cancel, decideWith: .lastChanged, threshold: 0.5),
        transition: .init(duration: 1.5, completionSpeed: .remaining, completionCurve: .easeInOut))

    /// BookOpeningTransition's pinch: scale ≥ 1 on began opens (push), else closes (pop); always
    /// finishes on ended and does nothing on cancelled, so a cancelled pinch leaves it stuck.
    public static let bookPinch = Scenario(
        name: "book-pinch",
        source: "BookOpeningTransition: UIPinchGestureRecognizer handler; duration 1 s",
        recognizer: .pinch(PinchParameters()),
        progress: .pinchScale(PinchProgress(openDivisor: 5, closeDivisor: 1)),
        handler: HandlerRules(onEnded: .finish, onCancelled: .nothing, decideWith: .release, threshold: 0.5),
        transition: .init(duration: 1, completionSpeed: .constant(1), completionCurve: .easeInOut))

    /// Every named preset, in the order `presets` lists them.
    public static let presets: [Scenario] = [edgeBack, swipeDismiss, swipeBack, bookPinch]

    public static func preset(named name: String) -> Scenario? {
        presets.first { $0.name == name }
    }
}
