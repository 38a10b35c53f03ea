import GestureModel

/// Why a recognizer failed.
public enum RecognizerFailure: Sendable, Hashable, CustomStringConvertible {
    /// E2: the touch started farther from every configured edge than the edge region.
    case outsideEdgeRegion(distance: Double, region: Double)
    /// E3: after enough movement, the inward component did not dominate.
    case notInward(inward: Double, along: Double)
    /// P4: a touch beyond maximumNumberOfTouches landed before recognition.
    case tooManyTouches(maximum: Int)
    /// P5, N5: every touch lifted before the gesture was recognized.
    case liftedBeforeRecognition
    /// G4: the touches were cancelled before recognition.
    case cancelledBeforeRecognition

    public var description: String {
        switch self {
        case .outsideEdgeRegion(let distance, let region):
            "the touch started \(prose(distance, 1)) pt from the edge, outside the \(prose(region, 1)) pt edge region (E2)"
        case .notInward(let inward, let along):
            "the touch moved \(prose(inward, 1)) pt inward and \(prose(along, 1)) pt along the edge: not an inward swipe (E3)"
        case .tooManyTouches(let maximum):
            "a touch beyond the maximum of \(maximum) landed before recognition (P4)"
        case .liftedBeforeRecognition:
            "every touch lifted before the gesture was recognized (P5, N5)"
        case .cancelledBeforeRecognition:
            "the touches were cancelled before recognition (G4)"
        }
    }
}
