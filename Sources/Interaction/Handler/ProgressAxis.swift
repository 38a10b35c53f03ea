import GestureModel

/// The direction a translation counts in.
public enum ProgressAxis: String, Sendable, Hashable, CaseIterable {
    /// +x: to the right; the extent is the view's width.
    case x
    /// +y: down; the extent is the view's height.
    case y
    /// Away from the screen edge the recognizer watches; the extent is the width for left and
    /// right edges, the height for top and bottom.
    case inward
}
