/// Where the device said a surface came to rest: a sheet's newly selected detent (its delegate's
/// `sheetPresentationControllerDidChangeSelectedDetentIdentifier(_:)`), `dismissed` when its
/// presentation was dismissed, a paging scroll view's page when its scrolling ended.
public struct ObservedRest: Sendable, Hashable {
    public var time: Double
    /// A place's name, or a page as "page N", as a trace's `rest` names it.
    public var place: String
    /// Which gesture of the recording it belongs to (1, 2, …); nil for the first.
    public var gesture: Int?

    public init(time: Double, place: String, gesture: Int? = nil) {
        self.time = time
        self.place = place
        self.gesture = gesture
    }
}
