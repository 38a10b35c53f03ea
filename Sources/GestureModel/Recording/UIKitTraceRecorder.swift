#if canImport(UIKit) && os(iOS)
import UIKit
import UIKit.UIGestureRecognizerSubclass

// Compiled only where UIKit exists: Linux CI cannot build it, so it stays small and uses only
// public, long-stable UIKit API, named here with its documented signature:
//   UIGestureRecognizer: init(target: Any?, action: Selector?), var cancelsTouchesInView: Bool,
//     var delaysTouchesBegan: Bool, var delaysTouchesEnded: Bool, var state (settable in a subclass),
//     func touchesBegan/Moved/Ended/Cancelled(_ touches: Set<UITouch>, with event: UIEvent),
//     func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool,
//     func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool,
//     func addTarget(_ target: Any, action: Selector), func location(in view: UIView?) -> CGPoint,
//     var numberOfTouches: Int, var view: UIView?
//   UIPanGestureRecognizer: func translation(in view: UIView?) -> CGPoint, func velocity(in view: UIView?) -> CGPoint
//   UIPinchGestureRecognizer: var scale: CGFloat, var velocity: CGFloat
//   UIScreenEdgePanGestureRecognizer: var edges: UIRectEdge
//   UITouch: var timestamp: TimeInterval, var phase: UITouch.Phase, func location(in view: UIView?) -> CGPoint,
//     var force: CGFloat, var majorRadius: CGFloat; UIEvent: func coalescedTouches(for touch: UITouch) -> [UITouch]?
//   UIView: func addGestureRecognizer(_:), func removeGestureRecognizer(_:), var window: UIWindow?,
//     func convert(_ point: CGPoint, to coordinateSpace: UICoordinateSpace) -> CGPoint,
//     func convert(_ rect: CGRect, to coordinateSpace: UICoordinateSpace) -> CGRect
//   UIWindow: var screen: UIScreen; UIScreen: var bounds: CGRect, var scale: CGFloat, var maximumFramesPerSecond: Int
//   ProcessInfo: var systemUptime: TimeInterval (UITouch.timestamp's clock)
//   UIViewController: var transitionCoordinator: (any UIViewControllerTransitionCoordinator)?
//   UINavigationController: var interactivePopGestureRecognizer: UIGestureRecognizer?,
//     var interactiveContentPopGestureRecognizer: UIGestureRecognizer? (iOS 26)
//   UIViewControllerTransitionCoordinator: func notifyWhenInteractionChanges(_ handler:),
//     func animate(alongsideTransition:completion:) -> Bool; its context: var isCancelled: Bool,
//     var percentComplete: CGFloat, var completionVelocity: CGFloat, var transitionDuration: TimeInterval,
//     var completionCurve: UIView.AnimationCurve
// Everything else is `TraceRecorder`, tested on Linux.

/// Records every touch of a window, and what the app's recognizer and transition do, into traces.
/// For debug builds: add it, `start()`, swipe, `label(.finish)`, `save(to:)`.
@MainActor
public final class UIKitTraceRecorder {
    private let window: UIWindow
    private var recorder: TraceRecorder<ObjectIdentifier>
    private var observer: TouchObserver?
    /// The system recognizers observed, by identity: their role and the view controller whose
    /// transition coordinator reports the outcome.
    private var systemRecognizers: [ObjectIdentifier: (role: ObservedRecognizer.Role, owner: WeakViewController)] = [:]

    /// `view`: the view the app's recognizer is attached to (its frame goes into the trace).
    public init(window: UIWindow, name: String, view: UIView? = nil, keepsCoalescedSamples: Bool = false) {
        self.window = window
        let screen = window.screen
        let frame = view.map { $0.convert($0.bounds, to: screen.coordinateSpace) }
        recorder = TraceRecorder(
            name: name,
            screen: Screen(
                size: Size(width: screen.bounds.width, height: screen.bounds.height), scale: screen.scale,
                refreshRate: Double(screen.maximumFramesPerSecond)),
            view: frame.map {
                Rect(origin: Point(x: $0.minX, y: $0.minY), size: Size(width: $0.width, height: $0.height))
            },
            keepsCoalescedSamples: keepsCoalescedSamples)
    }

    /// Starts watching the window's touches, passively: the observer never recognizes, never delays
    /// or cancels a touch, and neither prevents nor is prevented by the app's recognizers.
    public func start() {
        guard observer == nil else { return }
        let observer = TouchObserver { [weak self] touches, event in self?.record(touches, event) }
        window.addGestureRecognizer(observer)
        self.observer = observer
    }

    public func stop() {
        observer.map(window.removeGestureRecognizer)
        observer = nil
    }

    /// What the person meant in this take.
    public func label(_ label: TraceLabel) { recorder.label = label }

    /// Logs the app's own recognizer's callbacks, as an extra target beside the app's.
    public func observe(_ recognizer: UIGestureRecognizer) {
        recognizer.addTarget(self, action: #selector(recognizerAction(_:)))
    }

    /// Logs a navigation controller's own back swipes: the edge pop and, on iOS 26, the content
    /// pop recognizers' callbacks, and what the transition coordinator decided each time.
    public func observeBackSwipes(of navigationController: UINavigationController) {
        if let edge = navigationController.interactivePopGestureRecognizer {
            observeSystemRecognizer(edge, role: .edgePop, transitionOwner: navigationController)
        }
        if #available(iOS 26.0, *), let content = navigationController.interactiveContentPopGestureRecognizer {
            observeSystemRecognizer(content, role: .contentPop, transitionOwner: navigationController)
        }
    }

    /// Logs a system recognizer's callbacks (a sheet's or a zoom transition's dismissal gesture),
    /// and, when it begins, what `transitionOwner`'s transition coordinator reports: whether the
    /// interaction ended cancelled, at which percentComplete and how it completes, then when.
    public func observeSystemRecognizer(
        _ recognizer: UIGestureRecognizer, role: ObservedRecognizer.Role, transitionOwner: UIViewController
    ) {
        systemRecognizers[ObjectIdentifier(recognizer)] = (role, WeakViewController(transitionOwner))
        recognizer.addTarget(self, action: #selector(systemRecognizerAction(_:)))
    }

    /// The app's handler calls this beside each call it makes on its interactive transition.
    public func transitionCall(
        _ call: ObservedTransitionCall.Call, percentComplete: CGFloat? = nil, completionSpeed: CGFloat? = nil,
        duration: CGFloat? = nil
    ) {
        recorder.transitionCall(
            call, percentComplete: percentComplete.map(Double.init), completionSpeed: completionSpeed.map(Double.init),
            duration: duration.map(Double.init))
    }

    /// From a sheet's delegate, `sheetPresentationControllerDidChangeSelectedDetentIdentifier(_:)`:
    /// the detent it settled at, `medium`, `large` or a custom detent's identifier. UIKit calls it
    /// only on a change, so a release with no call rested where it was.
    public func sheetSelectedDetent(of sheet: UISheetPresentationController) {
        guard let detent = sheet.selectedDetentIdentifier else { return }
        let place: String =
            switch detent {
            case .medium: "medium"
            case .large: "large"
            default: detent.rawValue
            }
        recorder.cameToRest(at: place, at: ProcessInfo.processInfo.systemUptime)
    }

    /// From the presentation controller's delegate, `presentationControllerDidDismiss(_:)`.
    public func sheetDismissed() {
        recorder.cameToRest(at: "dismissed", at: ProcessInfo.processInfo.systemUptime)
    }

    /// From a paging scroll view's delegate, when its scrolling ends (`scrollViewDidEndDecelerating`,
    /// or `scrollViewDidEndDragging(_:willDecelerate:)` with false): its horizontal page.
    public func pagingScrollViewCameToRest(_ scrollView: UIScrollView) {
        let width = scrollView.bounds.width
        guard width > 0 else { return }
        let page = max(Int((scrollView.contentOffset.x / width).rounded()), 0)
        recorder.cameToRest(at: "page \(page)", at: ProcessInfo.processInfo.systemUptime)
    }

    /// From the transition's completion (`completeTransition(_:)`).
    public func transitionCompleted(_ completed: Bool) {
        recorder.transitionCompleted(completed, at: ProcessInfo.processInfo.systemUptime)
    }

    /// Saving ends the take; the next one starts at once (`name-2`, `name-3`, …).
    public func save(to url: URL) throws {
        try TraceFileWriter.write(try recorder.trace(), to: url.path)
        recorder.startNewTake()
    }
    public func append(toCorpus url: URL) throws {
        try TraceFileWriter.append(try recorder.trace(), toCorpus: url.path)
        recorder.startNewTake()
    }

    private func point(_ p: CGPoint) -> Point { Point(x: Double(p.x), y: Double(p.y)) }

    private func record(_ touches: Set<UITouch>, _ event: UIEvent) {
        let space = window.screen.coordinateSpace
        let recorded = touches.sorted { $0.timestamp < $1.timestamp }.map { touch in
            let phases: [UITouch.Phase: TouchPhase] = [
                .began: .began, .ended: .ended, .cancelled: .cancelled, .stationary: .stationary,
            ]
            let phase = phases[touch.phase] ?? .moved
            let coalesced = (event.coalescedTouches(for: touch) ?? []).dropLast().map {
                RecordedTouch<ObjectIdentifier>.CoalescedSample(
                    timestamp: $0.timestamp, screenLocation: point(window.convert($0.location(in: window), to: space)))
            }
            return RecordedTouch(
                identity: ObjectIdentifier(touch), phase: phase, timestamp: touch.timestamp,
                windowLocation: point(touch.location(in: nil)),
                screenLocation: point(window.convert(touch.location(in: window), to: space)),
                force: Double(touch.force),
                majorRadius: Double(touch.majorRadius), coalesced: Array(coalesced))
        }
        recorder.record(recorded)
    }

    @objc private func recognizerAction(_ recognizer: UIGestureRecognizer) {
        report(recognizer, role: nil)
    }

    @objc private func systemRecognizerAction(_ recognizer: UIGestureRecognizer) {
        guard let (role, owner) = systemRecognizers[ObjectIdentifier(recognizer)] else { return }
        report(recognizer, role: role)
        // The system's own target ran first and started the transition: its coordinator exists now.
        guard recognizer.state == .began, let coordinator = owner.viewController?.transitionCoordinator else { return }
        coordinator.notifyWhenInteractionChanges { [weak self] context in
            self?.recorder.coordinatorReported(
                isCancelled: context.isCancelled, percentComplete: Double(context.percentComplete),
                completionVelocity: Double(context.completionVelocity), transitionDuration: context.transitionDuration,
                completionCurve: Self.name(of: context.completionCurve), at: ProcessInfo.processInfo.systemUptime)
        }
        _ = coordinator.animate(alongsideTransition: nil) { [weak self] context in
            self?.transitionCompleted(!context.isCancelled)
        }
    }

    /// UIKit's curve by name; a curve UIKit adds later by its raw value.
    private static func name(of curve: UIView.AnimationCurve) -> String {
        switch curve {
        case .easeInOut: "easeInOut"
        case .easeIn: "easeIn"
        case .easeOut: "easeOut"
        case .linear: "linear"
        @unknown default: String(curve.rawValue)
        }
    }

    private func report(_ recognizer: UIGestureRecognizer, role: ObservedRecognizer.Role?) {
        let states: [UIGestureRecognizer.State: ObservedRecognizerSample.State] = [
            .began: .began, .changed: .changed, .ended: .ended, .cancelled: .cancelled,
        ]
        let state = states[recognizer.state] ?? .failed
        let location = point(recognizer.location(in: nil))
        let touches = recognizer.numberOfTouches
        switch recognizer {
        case let pinch as UIPinchGestureRecognizer:
            recorder.recognizerAction(
                kind: "pinch", role: role, state: state, scale: Double(pinch.scale),
                scaleVelocity: Double(pinch.velocity), location: location, numberOfTouches: touches)
        case let pan as UIPanGestureRecognizer:
            let edges = (pan as? UIScreenEdgePanGestureRecognizer)?.edges
            let edge: String? = edges.map {
                $0.contains(.left) ? "left" : $0.contains(.right) ? "right" : $0.contains(.top) ? "top" : "bottom"
            }
            // The content pop is a pan whose kind the models call contentPan.
            let kind = edges != nil ? "screenEdgePan" : role == .contentPop ? "contentPan" : "pan"
            recorder.recognizerAction(
                kind: kind, edge: edge, role: role, state: state,
                translation: Vector(
                    dx: Double(pan.translation(in: pan.view).x), dy: Double(pan.translation(in: pan.view).y)),
                velocity: Vector(dx: Double(pan.velocity(in: pan.view).x), dy: Double(pan.velocity(in: pan.view).y)),
                location: location, numberOfTouches: touches)
        default:
            recorder.recognizerAction(
                kind: String(describing: type(of: recognizer)), role: role, state: state, location: location,
                numberOfTouches: touches)
        }
    }
}

/// A view controller held without keeping it alive.
private struct WeakViewController {
    weak var viewController: UIViewController?
    init(_ viewController: UIViewController) { self.viewController = viewController }
}

/// Sees every touch of the window and hands it on; stays possible, fails once all touches lift.
private final class TouchObserver: UIGestureRecognizer {
    private let report: (Set<UITouch>, UIEvent) -> Void

    init(report: @escaping (Set<UITouch>, UIEvent) -> Void) {
        self.report = report
        super.init(target: nil, action: nil)
        cancelsTouchesInView = false
        delaysTouchesBegan = false
        delaysTouchesEnded = false
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) { report(touches, event) }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) { report(touches, event) }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        report(touches, event)
        resetIfLifted(event)
    }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        report(touches, event)
        resetIfLifted(event)
    }
    override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    override func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    private func resetIfLifted(_ event: UIEvent) {
        let down = (event.allTouches ?? []).contains { $0.phase != .ended && $0.phase != .cancelled }
        if !down { state = .failed }
    }
}
#endif
