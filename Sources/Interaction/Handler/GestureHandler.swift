/// An app's gesture handler: the code its recognizer's action method runs, written once so the
/// app and its tests share it.
///
/// The replay calls `handle` for every action the recognizer sends (began, changed, ended,
/// cancelled; never for failed, G2), in trace order, with the recognizer as UIKit would show it
/// and the transition it drives (`PercentDrivenInteraction`). The handler may keep its own state between actions: a struct's
/// mutating method keeps it in the value, a class in the object.
///
/// ```swift
/// struct EdgePop: GestureHandler {
///     mutating func handle(_ gesture: inout Gesture, transition: inout some PercentDrivenInteraction) {
///         let progress = abs(gesture.translation.dx) / gesture.bounds.width
///         switch gesture.state {
///         case .began: transition.start()
///         case .changed: transition.update(progress)
///         case .ended, .cancelled: progress > 0.5 ? transition.finish() : transition.cancel()
///         default: break
///         }
///     }
/// }
/// ```
public protocol GestureHandler {
    /// Names the handler in reports; by default its type's name.
    var name: String { get }

    /// One action. `transition` is the replay's model in tests and an adapter over the app's real
    /// interactor on a device: the same code runs in both.
    mutating func handle(_ gesture: inout Gesture, transition: inout some PercentDrivenInteraction)

    /// Whether the handler drives an interruptible animator (`AnimatorDriven`): the replay then
    /// makes the transition interruptible (T10). False by default.
    static var drivesInterruptibleAnimator: Bool { get }

    /// What the handler finds wrong once the trace has ended (`AnimatorDriven`: a transition
    /// nothing completed). None by default.
    func diagnostics(atEndOf time: Double) -> [Diagnostic]

    /// The pinch direction the handler chose on began, which the report shows. Nil by default.
    var pinchDirection: PinchDirection? { get }
}

extension GestureHandler {
    public var name: String { String(describing: Self.self) }

    public static var drivesInterruptibleAnimator: Bool { false }

    public var pinchDirection: PinchDirection? { nil }

    public func diagnostics(atEndOf time: Double) -> [Diagnostic] { [] }
}
