import GestureModel

/// Why a recognizer failed.
public enum RecognizerFailure: Sendable, Hashable, CustomStringConvertible {
    /// E2: the touch started farther from every configured edge than the edge region. `edge` is
    /// the configured edge nearest the touch (nil with none configured); `nearer` is another screen
    /// edge the touch started within the region of, which a scenario watching it would recognize.
    case outsideEdgeRegion(edge: ScreenEdge?, distance: Double, region: Double, nearer: ScreenEdge? = nil)
    /// E3: after enough movement, the inward component did not dominate.
    case notInward(inward: Double, along: Double)
    /// P4: a touch beyond maximumNumberOfTouches landed before recognition.
    case tooManyTouches(maximum: Int)
    /// P5, N5: every touch lifted before the gesture was recognized.
    case liftedBeforeRecognition
    /// G4: the touches were cancelled before recognition.
    case cancelledBeforeRecognition
    /// CP1: the first movement pointed more than `maximum` degrees from leading-to-trailing.
    case wrongDirection(angle: Double, maximum: Double)
    /// CP2: the touch started in the navigation bar or the toolbar.
    case inExcludedRegion
    /// CP3: the touch started in a horizontally scrollable region that can still scroll back.
    case yieldedToScrollView
    /// G5: the delegate's shouldBegin answered false for this translation and location.
    case refusedToBegin(BeginRefusal)

    public var description: String {
        switch self {
        case .outsideEdgeRegion(let edge?, let distance, let region, let nearer):
            "the touch started \(prose(distance, 1)) pt from the \(edge) edge, outside its \(prose(region, 1)) pt edge region (E2)"
                + (nearer.map {
                    "; it started at the \($0) edge, which a scenario watching the \($0) edge (--edge \($0)) recognizes"
                } ?? "")
        case .outsideEdgeRegion(nil, _, _, _):
            "the recognizer watches no edge, so no touch starts in an edge region (E2)"
        case .notInward(let inward, let along):
            "the touch moved \(prose(inward, 1)) pt inward and \(prose(along, 1)) pt along the edge: not an inward swipe (E3)"
        case .tooManyTouches(let maximum):
            "a touch beyond the maximum of \(maximum) landed before recognition (P4)"
        case .liftedBeforeRecognition:
            "every touch lifted before the gesture was recognized (P5, N5)"
        case .cancelledBeforeRecognition:
            "the touches were cancelled before recognition (G4)"
        case .wrongDirection(let angle, let maximum):
            "the first movement pointed \(prose(angle, 1))° from leading-to-trailing, more than \(prose(maximum, 1))°: not a back swipe (CP1)"
        case .inExcludedRegion:
            "the touch started in the navigation bar or the toolbar, where the content pop does not begin (CP2)"
        case .yieldedToScrollView:
            "the touch started in a horizontally scrollable region that is not at its leading edge, which keeps it (CP3)"
        case .refusedToBegin(let refusal):
            "the delegate's shouldBegin refused it: it begins only when \(refusal.test.words), and the translation was (\(prose(Double(refusal.dx), 1)), \(prose(Double(refusal.dy), 1))) pt at (\(prose(Double(refusal.x), 1)), \(prose(Double(refusal.y), 1))) (G5)"
        }
    }
}
