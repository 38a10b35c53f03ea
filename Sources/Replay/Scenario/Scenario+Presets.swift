import GestureModel
import Interaction

extension Scenario {
    /// The seed handler of GLInteractiveTransition: a left screen-edge pan, progress = |translation| /
    /// view width, finish on ended or cancelled if progress > 0.5, 0.5 s.
    public static let edgeBack = Scenario(
        name: "edge-back",
        source:
            "GLInteractiveTransition: UIScreenEdgePanGestureRecognizer handler; duration 0.5 s, that code's default",
        recognizer: .screenEdgePan(ScreenEdgePanParameters()),
        progress: .translation(TranslationProgress(axis: .inward, divisor: 1, absolute: true)),
        handler: HandlerRules(onEnded: .decide, onCancelled: .decide, decideWith: .release, threshold: 0.5),
        transition: .init(duration: 0.5, completionSpeed: .constant(1), completionCurve: .easeInOut))

    /// SPPercentSwipeTransition presenting modally: a pan on the view, progress = translation.y /
    /// (view height / 2), canEndTransition = progress > 0.5 on changed; completionSpeed = 1 − percentComplete.
    public static let swipeDismiss = Scenario(
        name: "swipe-dismiss",
        source:
            "SPPercentSwipeTransition (modal): UIPanGestureRecognizer handler with canEndTransition; dismiss animator 1.5 s",
        recognizer: .pan(PanParameters()),
        progress: .translation(TranslationProgress(axis: .y, divisor: 0.5, absolute: false)),
        handler: HandlerRules(onEnded: .decide, onCancelled: .cancel, decideWith: .lastChanged, threshold: 0.5),
        transition: .init(duration: 1.5, completionSpeed: .remaining, completionCurve: .easeInOut))

    /// The same class in push mode: progress = translation.x / (view width / 2).
    public static let swipeBack = Scenario(
        name: "swipe-back",
        source: "SPPercentSwipeTransition (push): UIPanGestureRecognizer handler with canEndTransition; animator 1.5 s",
        recognizer: .pan(PanParameters()),
        progress: .translation(TranslationProgress(axis: .x, divisor: 0.5, absolute: false)),
        handler: HandlerRules(onEnded: .decide, onCancelled: .cancel, decideWith: .lastChanged, threshold: 0.5),
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

    /// The system back swipe: a left screen-edge pan (13 pt), p = translation.x / W capped at 0.999 (S2),
    /// S3's projected-position rule, completion min(D, r·W/|v|) with D = 0.35 s (S4).
    public static let iosPop = Scenario(
        name: "ios-pop",
        source: "UINavigationController interactive pop (S1–S5); D = 0.35 s measured with lldb",
        recognizer: .screenEdgePan(ScreenEdgePanParameters()),
        progress: .translation(TranslationProgress(axis: .inward, divisor: 1, absolute: false, maximum: 0.999)),
        handler: HandlerRules(onEnded: .decide, onCancelled: .cancel, rule: .iosPop(IOSPopRule())),
        transition: .init(duration: 0.35, completionCurve: .easeInOut, timing: .iosPop),
        velocity: .uikit)

    /// CupertinoPageRoute's back swipe: a 20 pt edge strip, accepted at the touch-down (alone in the
    /// gesture arena; `arena: competing` swallows an 18 pt slop first), each pointer its own gesture,
    /// Flutter's velocity tracker and fling gate, 1 width/s or half way, 350 ms on fastEaseInToSlowEaseOut.
    public static let flutterCupertino = Scenario(
        name: "flutter-cupertino",
        source: "Flutter CupertinoPageRoute back gesture (FC1–FC5, FV1)",
        recognizer: .screenEdgePan(
            ScreenEdgePanParameters(
                edgeRegion: 20, recognitionDistance: 18, rebaseHysteresis: 18, arena: .alone, pointers: .each)),
        progress: .translation(TranslationProgress(axis: .inward)),
        handler: HandlerRules(onEnded: .decide, onCancelled: .decide, rule: .flutterCupertino(FlutterCupertinoRule())),
        transition: .init(duration: 0.5, completionCurve: .fastEaseInToSlowEaseOut, timing: .flutter),
        velocity: .flutter)

    /// Android predictive back: a 20 dp edge inset, 0.75 × 8 dp slop, progress = distance / width
    /// (linear below 412 dp), SystemUI's ACTIVE/INACTIVE machine, LSQ2 velocity, a progress spring.
    public static let androidBack = Scenario(
        name: "android-back",
        source: "Android predictive back: BackTouchTracker, BackPanelController, VelocityTracker (AB1–AB5, AV1)",
        recognizer: .screenEdgePan(
            ScreenEdgePanParameters(edgeRegion: 20, recognitionDistance: 6, rebaseHysteresis: 0)),
        progress: .translation(TranslationProgress(axis: .inward)),
        handler: HandlerRules(onEnded: .decide, onCancelled: .cancel, rule: .androidBack(AndroidBackRule())),
        transition: .init(duration: 0.5, timing: .androidSpring),
        velocity: .lsq2)

    /// react-navigation's stack card: a 50 px response distance, 5 px activation, T + 0.3·V > W/2,
    /// a spring seeded with the release velocity.
    public static let reactNavigation = Scenario(
        name: "react-navigation",
        source: "@react-navigation/stack Card with react-native-gesture-handler on iOS (RN1–RN3)",
        recognizer: .screenEdgePan(
            ScreenEdgePanParameters(edgeRegion: 50, recognitionDistance: 5, rebaseHysteresis: 0)),
        progress: .translation(TranslationProgress(axis: .inward)),
        handler: HandlerRules(onEnded: .decide, onCancelled: .cancel, rule: .reactNavigation(ReactNavigationRule())),
        transition: .init(duration: 0.5, timing: .reactNavigationSpring),
        velocity: .uikit)

    /// Apple's PhotoTransitioning sample (WWDC16): a one-finger pan whose delegate lets it begin
    /// only when its translation points down (`translation.y > 0 && |y| > |x|`), progress =
    /// translation.y / (height / 2); a release faster than 1200 pt/s (the velocity vector's
    /// length) decides by the sign of its vertical velocity, and one with none falls through to
    /// finish iff fractionComplete > 0.33; the system's cancel decides the same way. The item
    /// frames continue on a spring of mass 4.5, stiffness 1300, damping 95 seeded with the
    /// release velocity over the remaining distance, clipped to ±35 (US1, US4), along the
    /// progress axis (the sample seeds each item frame's axes apart); the transition's own
    /// animator (easeOut) continues with no new timing for as long as that spring takes (US6).
    public static let photoTransitioning = Scenario(
        name: "photo-transitioning",
        source:
            "Apple PhotoTransitioning sample, AssetTransitionController and AssetTransitionDriver (G5, H4, US1, US4)",
        recognizer: .pan(PanParameters(maximumNumberOfTouches: 1, shouldBegin: .direction(.down))),
        progress: .translation(TranslationProgress(axis: .y, divisor: 0.5, absolute: false)),
        handler: HandlerRules(
            onEnded: .decide, onCancelled: .decide, threshold: 0.33,
            flick: ThresholdRule.Flick(velocity: 1200, measure: .magnitude)),
        transition: .init(
            duration: 0.5, completionSpeed: .constant(1), completionCurve: .easeOut, timing: .uikitSpring,
            spring: UIKitSpring(
                definition: .physical(mass: 4.5, stiffness: 1300, damping: 95), velocityClip: 35,
                continuesOn: .animatorCurve)))

    /// Touchwonders' Transition, PanInteractionController: a one-finger pan whose delegate
    /// (TransitionController) lets it begin only when its translation is mostly horizontal (the
    /// vertical edges have no operation), progress = translation.x / width, completionThreshold
    /// 1/3 (0.3333 here, as a scenario file writes it); a flick is a velocity of at least
    /// 1200 pt/s whose larger component is horizontal, and its direction decides; its driver
    /// continues the animator with durationFactor 1 − f (finish) or f (cancel), UIKit's
    /// (1 − p) × d here.
    public static let touchwonders = Scenario(
        name: "touchwonders",
        source: "Touchwonders/Transition PanInteractionController, TransitionController and TransitionDriver (G5, H4)",
        recognizer: .pan(PanParameters(maximumNumberOfTouches: 1, shouldBegin: .dominantAxis(.horizontal))),
        progress: .translation(TranslationProgress(axis: .x, divisor: 1, absolute: false)),
        handler: HandlerRules(
            onEnded: .decide, onCancelled: .decide, threshold: 0.3333,
            flick: ThresholdRule.Flick(velocity: 1200, measure: .dominantAxis, inclusive: true)),
        transition: .init(duration: 0.5, completionSpeed: .constant(1), completionCurve: .linear))

    /// Hero's AppStoreCardExample: a pan down on the card, finish iff (T + v · 1 s) / H > 0.5;
    /// a cancelled or failed gesture decides like an ended one.
    public static let heroExample = Scenario(
        name: "hero-example",
        source:
            "Hero AppStoreCardExample pan handler: (T + v · 1 s) / H > 0.5 (H3); Hero's per-view animators are not modelled",
        recognizer: .pan(PanParameters()),
        progress: .translation(TranslationProgress(axis: .y, divisor: 1, absolute: false)),
        handler: HandlerRules(onEnded: .decide, onCancelled: .decide, threshold: 0.5, projection: .lookahead(1)),
        transition: .init(duration: 0.5, completionSpeed: .constant(1), completionCurve: .easeInOut))

    /// swiftui-navigation-transitions' interactive pop with `interactivity: .edgePan`, its default
    /// before iOS 26: a screen-edge pan, progress = translation.x / width clamped to [0, 1]; finish iff v > 675 pt/s or (p ≥ 0.2 and v > −200 pt/s) (H1, H2),
    /// with completionSpeed min(max(0.99, v / 800), 2.25) set before finish() (H5); a cancelled or
    /// failed gesture cancels; the library's default animation, 0.35 s easeInOut.
    public static let navigationTransitions = Scenario(
        name: "navigation-transitions",
        source: "davdroman/swiftui-navigation-transitions, UINavigationController.handleInteraction (H1, H2, H5)",
        recognizer: .screenEdgePan(ScreenEdgePanParameters()),
        progress: .translation(TranslationProgress(axis: .inward)),
        handler: HandlerRules(
            onEnded: .decide, onCancelled: .cancel, threshold: 0.2, velocityThreshold: 675, cancelVelocity: 200,
            releaseSpeed: ReleaseSpeed(perVelocity: 1.0 / 800, minimum: 0.99, maximum: 2.25, direction: .finish)),
        transition: .init(duration: 0.35, completionSpeed: .constant(1), completionCurve: .easeInOut))

    /// The same library's default on iOS 26 (0.19, `interactivity: .contentPan`): a plain
    /// `UIPanGestureRecognizer` on the navigation controller's view, whose delegate checks only that
    /// a controller can be popped (so any direction begins it), driving the same `handleInteraction`.
    public static let navigationTransitionsContent = Scenario(
        name: "navigation-transitions-content",
        source:
            "davdroman/swiftui-navigation-transitions 0.19 on iOS 26: interactivity .contentPan's UIPanGestureRecognizer, UINavigationController.handleInteraction (H1, H2, H5)",
        recognizer: .pan(PanParameters()),
        progress: .translation(TranslationProgress(axis: .x, divisor: 1, absolute: false)),
        handler: navigationTransitions.handler,
        transition: navigationTransitions.transition)

    /// A SwiftUI sheet dismissed by a drag, as public snippets write it: `DragGesture()` (10 pt),
    /// dismiss iff `translation.height > 100 || predictedEndTranslation.height > 300`, here 0.12
    /// and 0.36 of the view's height (101 and 304 pt on an 844 pt view) (H6); `onEnded` is not
    /// called when the system cancels, so the offset set in `onChanged` stays: nothing.
    public static let swiftUIDismiss = Scenario(
        name: "swiftui-dismiss",
        source:
            "SwiftUI DragGesture dismiss snippets: translation.height > 100 || predictedEndTranslation.height > 300 (SD1–SD3, SV1, H6)",
        recognizer: .drag(DragParameters()),
        progress: .translation(TranslationProgress(axis: .y, divisor: 1, absolute: false)),
        handler: HandlerRules(onEnded: .decide, onCancelled: .nothing, threshold: 0.12, predictedThreshold: 0.36),
        transition: .init(duration: 0.35, completionSpeed: .constant(1), completionCurve: .easeInOut),
        velocity: .swiftui)

    /// iOS 26's content-wide back swipe (CP1–CP3): a rightward pan anywhere in the content but the
    /// bars of a 390 × 844 pt iPhone (status bar 47 + navigation bar 44 at the top, toolbar 49 +
    /// home indicator 34 at the bottom), its first movement within 45° of leading-to-trailing; the
    /// release rule and timing are ios-pop's, an assumption until recordings say otherwise. iOS 26's
    /// navigation transitions are interruptible: a touch during the completion grabs it (T12).
    public static let iosContentPop = Scenario(
        name: "ios-content-pop",
        source: "UINavigationController.interactiveContentPopGestureRecognizer, iOS 26 (CP1–CP3; S3–S4 assumed)",
        recognizer: .contentPan(ContentPanParameters(topBarHeight: 91, bottomBarHeight: 83)),
        progress: .translation(TranslationProgress(axis: .x, divisor: 1, absolute: false, maximum: 0.999)),
        handler: HandlerRules(
            onEnded: .decide, onCancelled: .cancel, rule: .iosPop(IOSPopRule()), onBeganDuringCompletion: .grab),
        transition: .init(duration: 0.35, completionCurve: .easeInOut, timing: .iosPop),
        velocity: .uikit)

    /// WWDC18 "Designing Fluid Interfaces" as published in nathangitter/fluid-interfaces: the
    /// Momentum drawer pulled down to close, progress = translation.y / (0.6 × height) (its closed
    /// offset); a release velocity decides by its sign (down closes), a release at rest finishes
    /// (the animator continues unreversed), and below 1 pt/s is rest: a finger at rest reads a
    /// rounding error of its timestamps as velocity, whose sign would decide; the animator continues on a spring of damping ratio
    /// 0.8 and response 0.3 seeded with |v| over the remaining distance, clipped at 30 (US2, US4);
    /// a release at exactly 0 pt/s continues it with no new timing and a durationFactor of 0, on
    /// its own spring, damping ratio 1 and response 0.4, from rest (US7).
    /// Not modelled: its InstantPan (began at touch-down; here a pan's 10 pt), catching the drawer
    /// mid-flight, the opening direction.
    public static let fluidInterfaces = Scenario(
        name: "fluid-interfaces",
        source: "nathangitter/fluid-interfaces (WWDC18 Designing Fluid Interfaces), Momentum.swift (H4, US2, US4)",
        recognizer: .pan(PanParameters()),
        progress: .translation(TranslationProgress(axis: .y, divisor: 0.6, absolute: false)),
        handler: HandlerRules(
            onEnded: .decide, onCancelled: .decide, threshold: 0,
            flick: ThresholdRule.Flick(velocity: 1, measure: .axis)),
        transition: .init(
            duration: 0.5, completionSpeed: .constant(1), completionCurve: .easeInOut, timing: .uikitSpring,
            spring: UIKitSpring(
                definition: .dampingRatio(0.8, response: 0.3), velocityClip: 30,
                atRest: .dampingRatio(1, response: 0.4))))

    /// Every named preset, in the order `presets` lists them: the transitions', then the resting
    /// surfaces'.
    public static let presets: [Scenario] = transitionPresets + restingPresets

    /// The presets that drive a transition, which finishes or cancels.
    public static let transitionPresets: [Scenario] = [
        edgeBack, swipeDismiss, swipeBack, bookPinch, iosPop, flutterCupertino, androidBack, reactNavigation,
        photoTransitioning,
        touchwonders, heroExample, navigationTransitions, navigationTransitionsContent, swiftUIDismiss, iosContentPop,
        fluidInterfaces,
    ]

    /// The presets `compare` runs by default: the platforms' back swipes (iOS's edge and, since
    /// iOS 26, content pops) and the seed's edge-back.
    public static let comparisonPresets: [Scenario] = [
        iosPop, iosContentPop, flutterCupertino, androidBack, reactNavigation, edgeBack,
    ]

    public static func preset(named name: String) -> Scenario? {
        presets.first { $0.name == name }
    }
}
