import GestureModel
import Interaction

// docs/handler-code.md SwiftUI example begins
/// A SwiftUI sheet's drag logic as public snippets write it: follow the drag down, and on a
/// successful end dismiss iff `translation.height > 100 || predictedEndTranslation.height > 300`
/// (here as 0.12 and 0.36 of the view's height, the `swiftui-dismiss` preset's lines). The view
/// starts following at the first change and moves from the next, as a scenario's handler does.
struct SheetDismissDrag: DragGestureHandler {
    let height: Double
    var dismissFraction = 0.12
    var predictedFraction = 0.36
    private var dragging = false

    init(height: Double) {
        self.height = height
    }

    mutating func onChanged(_ value: DragValue, transition: inout some PercentDrivenInteraction) {
        if dragging {
            transition.update(min(max(value.translation.dy / height, 0), 1))
        } else {
            dragging = true
            transition.start()
        }
    }

    mutating func onEnded(_ value: DragValue, transition: inout some PercentDrivenInteraction) {
        let progress = min(max(value.translation.dy / height, 0), 1)
        if value.translation.dy > dismissFraction * height
            || value.predictedEndTranslation.dy > predictedFraction * height
        {
            transition.finish(decidedAt: progress, threshold: dismissFraction)
        } else {
            transition.cancel(decidedAt: progress, threshold: dismissFraction)
        }
    }

    mutating func gestureStateReset() { dragging = false }
}
// docs/handler-code.md SwiftUI example ends
