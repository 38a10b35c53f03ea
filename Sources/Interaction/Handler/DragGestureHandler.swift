import GestureModel

/// A SwiftUI view's drag logic, as its `.onChanged` and `.onEnded` closures write it, over the
/// transition the view drives (in the app an adapter over its `@State`, in tests the replay's
/// model). `onEnded` runs only when the drag ends successfully; `gestureStateReset` runs after
/// every end, as SwiftUI resets `@GestureState` (SD3).
public protocol DragGestureHandler {
    /// Names the handler in reports; by default its type's name.
    var name: String { get }
    mutating func onChanged(_ value: DragValue, transition: inout some PercentDrivenInteraction)
    mutating func onEnded(_ value: DragValue, transition: inout some PercentDrivenInteraction)
    /// What `@GestureState` resets when the drag ends, successfully or not; by default nothing.
    mutating func gestureStateReset()
    /// The velocity the handler's logic computes from a value, when it computes its own (apps
    /// before iOS 17, which have no `value.velocity`); nil by default. A replay checks it.
    func velocity(from value: DragValue) -> Vector?
}

extension DragGestureHandler {
    public var name: String { String(describing: Self.self) }
    public mutating func gestureStateReset() {}
    public func velocity(from value: DragValue) -> Vector? { nil }
}
