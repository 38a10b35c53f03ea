// Declarations of the UIKit API this project's iOS-only code uses (UIKitTraceRecorder, the
// recording example in docs/recording.md, the adapter in docs/handler-code.md, the Hammer tests
// `export hammer` writes), transcribed from Apple's documentation with their signatures and
// isolation, so Scripts/typecheck-ios.sh can type-check that code on Linux. Declarations only: no
// behaviour. Each names the documentation page it came from.
@_exported import Foundation

/// https://developer.apple.com/documentation/objectivec/selector (`#selector` is rewritten to it
/// for the type check, since Linux has no Objective-C runtime)
public struct Selector {
    public init(_ name: String) {}
}

/// https://developer.apple.com/documentation/quartzcore/1395996-cacurrentmediatime (QuartzCore, which UIKit exports)
public func CACurrentMediaTime() -> Double { 0 }

/// https://developer.apple.com/documentation/uikit/uiresponder
@preconcurrency @MainActor open class UIResponder: NSObject {}

/// https://developer.apple.com/documentation/uikit/uicoordinatespace
@preconcurrency @MainActor public protocol UICoordinateSpace: AnyObject {
    func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint
    func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect
    var bounds: CGRect { get }
}

/// https://developer.apple.com/documentation/uikit/uiview
@preconcurrency @MainActor open class UIView: UIResponder, UICoordinateSpace {
    /// https://developer.apple.com/documentation/uikit/uiview/animationcurve
    public enum AnimationCurve: Int, Sendable {
        case easeInOut, easeIn, easeOut, linear
    }

    /// https://developer.apple.com/documentation/uikit/uiview/bounds
    open var bounds: CGRect = .zero
    /// https://developer.apple.com/documentation/uikit/uiview/window
    open var window: UIWindow? { nil }
    /// https://developer.apple.com/documentation/uikit/uiview/addgesturerecognizer(_:)
    open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {}
    /// https://developer.apple.com/documentation/uikit/uiview/removegesturerecognizer(_:)
    open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {}
    /// https://developer.apple.com/documentation/uikit/uiview/convert(_:to:)-1ocox (to a view)
    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint { point }
    /// https://developer.apple.com/documentation/uikit/uicoordinatespace/convert(_:to:)-2x1i2
    open func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint { point }
    /// https://developer.apple.com/documentation/uikit/uicoordinatespace/convert(_:to:)-6x3q9
    open func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect { rect }
}

/// https://developer.apple.com/documentation/uikit/uiwindow
@preconcurrency @MainActor open class UIWindow: UIView {
    /// https://developer.apple.com/documentation/uikit/uiwindow/screen
    open var screen: UIScreen = UIScreen()
}

/// https://developer.apple.com/documentation/uikit/uiscreen
@preconcurrency @MainActor open class UIScreen: NSObject {
    /// https://developer.apple.com/documentation/uikit/uiscreen/bounds
    open var bounds: CGRect { .zero }
    /// https://developer.apple.com/documentation/uikit/uiscreen/scale
    open var scale: CGFloat { 1 }
    /// https://developer.apple.com/documentation/uikit/uiscreen/maximumframespersecond
    open var maximumFramesPerSecond: Int { 60 }
    /// https://developer.apple.com/documentation/uikit/uiscreen/coordinatespace
    open var coordinateSpace: any UICoordinateSpace { UIView() }
}

/// https://developer.apple.com/documentation/uikit/uitouch
@preconcurrency @MainActor open class UITouch: NSObject {
    /// https://developer.apple.com/documentation/uikit/uitouch/phase-swift.enum
    public enum Phase: Int, Sendable {
        case began, moved, stationary, ended, cancelled, regionEntered, regionMoved, regionExited
    }

    /// https://developer.apple.com/documentation/uikit/uitouch/timestamp
    open var timestamp: TimeInterval { 0 }
    /// https://developer.apple.com/documentation/uikit/uitouch/phase-swift.property
    open var phase: UITouch.Phase { .began }
    /// https://developer.apple.com/documentation/uikit/uitouch/force
    open var force: CGFloat { 0 }
    /// https://developer.apple.com/documentation/uikit/uitouch/majorradius
    open var majorRadius: CGFloat { 0 }
    /// https://developer.apple.com/documentation/uikit/uitouch/location(in:)
    open func location(in view: UIView?) -> CGPoint { .zero }
}

/// https://developer.apple.com/documentation/uikit/uievent
@preconcurrency @MainActor open class UIEvent: NSObject {
    /// https://developer.apple.com/documentation/uikit/uievent/alltouches
    open var allTouches: Set<UITouch>? { nil }
    /// https://developer.apple.com/documentation/uikit/uievent/coalescedtouches(for:)
    open func coalescedTouches(for touch: UITouch) -> [UITouch]? { nil }
}

/// https://developer.apple.com/documentation/uikit/uirectedge
public struct UIRectEdge: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let top = UIRectEdge(rawValue: 1 << 0)
    public static let left = UIRectEdge(rawValue: 1 << 1)
    public static let bottom = UIRectEdge(rawValue: 1 << 2)
    public static let right = UIRectEdge(rawValue: 1 << 3)
    public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}

/// https://developer.apple.com/documentation/uikit/uigesturerecognizer
@preconcurrency @MainActor open class UIGestureRecognizer: NSObject {
    /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/state-swift.enum
    public enum State: Int, Sendable {
        case possible, began, changed, ended, cancelled, failed
        public static var recognized: State { .ended }
    }

    /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/init(target:action:)
    public init(target: Any?, action: Selector?) {}
    /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/state-swift.property
    /// (settable where UIKit.UIGestureRecognizerSubclass is imported, as a subclass does)
    open var state: UIGestureRecognizer.State = .possible
    /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/cancelstouchesinview
    open var cancelsTouchesInView = true
    /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/delaystouchesbegan
    open var delaysTouchesBegan = false
    /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/delaystouchesended
    open var delaysTouchesEnded = true
    /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/view
    open var view: UIView? { nil }
    /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/numberoftouches
    open var numberOfTouches: Int { 0 }
    /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/addtarget(_:action:)
    open func addTarget(_ target: Any, action: Selector) {}
    /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/location(in:)
    open func location(in view: UIView?) -> CGPoint { .zero }
    /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/touchesbegan(_:with:)
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/touchesmoved(_:with:)
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/touchesended(_:with:)
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/touchescancelled(_:with:)
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/canprevent(_:)
    open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/canbeprevented(by:)
    open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }
}

/// https://developer.apple.com/documentation/uikit/uipangesturerecognizer
@preconcurrency @MainActor open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// https://developer.apple.com/documentation/uikit/uipangesturerecognizer/translation(in:)
    open func translation(in view: UIView?) -> CGPoint { .zero }
    /// https://developer.apple.com/documentation/uikit/uipangesturerecognizer/settranslation(_:in:)
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {}
    /// https://developer.apple.com/documentation/uikit/uipangesturerecognizer/velocity(in:)
    open func velocity(in view: UIView?) -> CGPoint { .zero }
}

/// https://developer.apple.com/documentation/uikit/uiscreenedgepangesturerecognizer
@preconcurrency @MainActor open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    /// https://developer.apple.com/documentation/uikit/uiscreenedgepangesturerecognizer/edges
    open var edges: UIRectEdge = []
}

/// https://developer.apple.com/documentation/uikit/uipinchgesturerecognizer
@preconcurrency @MainActor open class UIPinchGestureRecognizer: UIGestureRecognizer {
    /// https://developer.apple.com/documentation/uikit/uipinchgesturerecognizer/scale
    open var scale: CGFloat = 1
    /// https://developer.apple.com/documentation/uikit/uipinchgesturerecognizer/velocity
    open var velocity: CGFloat { 0 }
}

/// https://developer.apple.com/documentation/uikit/uiviewcontroller
@preconcurrency @MainActor open class UIViewController: UIResponder {
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/view
    open var view: UIView! = UIView()
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/init(nibname:bundle:)
    public override init() {}
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/dismiss(animated:completion:)
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {}
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/transitioncoordinator
    open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? { nil }
}

/// https://developer.apple.com/documentation/uikit/uinavigationcontroller
@preconcurrency @MainActor open class UINavigationController: UIViewController {
    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/interactivepopgesturerecognizer
    open var interactivePopGestureRecognizer: UIGestureRecognizer? { nil }
    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/interactivecontentpopgesturerecognizer
    @available(iOS 26.0, *)
    open var interactiveContentPopGestureRecognizer: UIGestureRecognizer? { nil }
}

/// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinatorcontext
@MainActor public protocol UIViewControllerTransitionCoordinatorContext: NSObjectProtocol {
    /// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinatorcontext/iscancelled
    var isCancelled: Bool { get }
    /// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinatorcontext/percentcomplete
    var percentComplete: CGFloat { get }
    /// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinatorcontext/completionvelocity
    var completionVelocity: CGFloat { get }
    /// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinatorcontext/transitionduration
    var transitionDuration: TimeInterval { get }
    /// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinatorcontext/completioncurve
    var completionCurve: UIView.AnimationCurve { get }
}

/// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinator
@MainActor public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    /// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinator/animate(alongsidetransition:completion:)
    func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
    /// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinator/notifywheninteractionchanges(_:)
    func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void)
}

/// https://developer.apple.com/documentation/uikit/uipercentdriveninteractivetransition
@preconcurrency @MainActor open class UIPercentDrivenInteractiveTransition: NSObject {
    /// https://developer.apple.com/documentation/uikit/uipercentdriveninteractivetransition/duration
    open var duration: CGFloat { 0 }
    /// https://developer.apple.com/documentation/uikit/uipercentdriveninteractivetransition/percentcomplete
    open var percentComplete: CGFloat { 0 }
    /// https://developer.apple.com/documentation/uikit/uipercentdriveninteractivetransition/completionspeed
    open var completionSpeed: CGFloat = 1
    /// https://developer.apple.com/documentation/uikit/uipercentdriveninteractivetransition/completioncurve
    open var completionCurve: UIView.AnimationCurve = .easeInOut
    /// https://developer.apple.com/documentation/uikit/uipercentdriveninteractivetransition/update(_:)
    open func update(_ percentComplete: CGFloat) {}
    /// https://developer.apple.com/documentation/uikit/uipercentdriveninteractivetransition/cancel()
    open func cancel() {}
    /// https://developer.apple.com/documentation/uikit/uipercentdriveninteractivetransition/finish()
    open func finish() {}
    /// https://developer.apple.com/documentation/uikit/uipercentdriveninteractivetransition/pause()
    open func pause() {}
}

/// https://developer.apple.com/documentation/uikit/uiscrollview
@preconcurrency @MainActor open class UIScrollView: UIView {
    /// https://developer.apple.com/documentation/uikit/uiscrollview/contentoffset
    open var contentOffset: CGPoint = .zero
}

/// https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller
@preconcurrency @MainActor open class UISheetPresentationController: NSObject {
    /// https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent
    @MainActor public class Detent: NSObject {
        /// https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent/identifier
        public struct Identifier: Hashable, Equatable, RawRepresentable, Sendable {
            public var rawValue: String
            public init(rawValue: String) { self.rawValue = rawValue }
            /// https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent/identifier/medium
            public static let medium = Identifier(rawValue: "com.apple.UIKit.medium")
            /// https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent/identifier/large
            public static let large = Identifier(rawValue: "com.apple.UIKit.large")
        }
    }

    /// https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/selecteddetentidentifier
    open var selectedDetentIdentifier: Detent.Identifier?
}
