/// Where a surface that does not finish or cancel (a bottom sheet, a pager) can come to rest:
/// a named offset along its axis, in points. A sheet's offset is its top edge, y down; a pager's
/// is its scroll offset, page index × page extent.
public struct RestingPlace: Sendable, Hashable {
    public var name: String
    public var offset: Double

    public init(name: String, offset: Double) {
        self.name = name
        self.offset = offset
    }
}

extension RestingPlace {
    /// A pager's pages: page i at i × `extent`, at least one page.
    static func pages(_ count: Int, extent: Double) -> [RestingPlace] {
        (0..<max(count, 1)).map { page($0, extent: extent) }
    }

    static func page(_ index: Int, extent: Double) -> RestingPlace {
        RestingPlace(name: "page \(index)", offset: Double(index) * extent)
    }

    /// A page index clamped to the pages there are: every pager rule clamps its target to the
    /// known items.
    static func clampedPage(_ index: Int, of count: Int) -> Int { min(max(index, 0), max(count - 1, 0)) }

    /// The page edge next from `position` (in pages) the way a fling goes, ⌈position⌉ forward and
    /// ⌊position⌋ back, clamped: where a rule that turns one page per fling sends it, a position on
    /// a page edge staying there.
    static func pageAhead(of position: Double, forward: Bool, of count: Int) -> Int {
        clampedPage(Int(forward ? position.rounded(.up) : position.rounded(.down)), of: count)
    }
}

/// What a resting-place rule reads at the release, in points and points per second.
public struct RestRelease: Sendable, Hashable {
    /// The surface's offset at the release.
    public var offset: Double
    /// The offset's velocity: a sheet's top moving down is positive; a pager scrolling toward
    /// later pages (the finger moving toward earlier ones) is positive.
    public var velocity: Double
    /// The velocity across the axis, for rules that weigh one axis against the other.
    public var crossVelocity: Double
    /// How far the offset moved from the touch-down to the release (a pager's fling distance).
    public var travel: Double
    /// The farthest offset the drag reached, and the farthest it then fell back from its farthest
    /// so far: what a rule that arms during the drag reads (a pull to refresh). Kept only for a
    /// surface whose drag reads its path (`RestingDrag.readsPath`); otherwise the offset and 0.
    public var peak: Double
    public var retreat: Double

    public init(
        offset: Double, velocity: Double, crossVelocity: Double = 0, travel: Double = 0, peak: Double? = nil,
        retreat: Double = 0
    ) {
        self.offset = offset
        self.velocity = velocity
        self.crossVelocity = crossVelocity
        self.travel = travel
        self.peak = peak ?? offset
        self.retreat = retreat
    }
}

/// A rule's choice of resting place, with the rule's own numbers behind it.
public struct RestDecision: Sendable, Hashable {
    public var place: RestingPlace
    /// Says the reason when asked: a sweep or a check decides many releases and reads no reason,
    /// so the numbers are formatted only for a report.
    private let explain: @Sendable () -> String

    /// The rule's numbers, as a sentence: the comparison or threshold that chose the place.
    public var reason: String { explain() }

    public init(place: RestingPlace, reason: @autoclosure @escaping @Sendable () -> String) {
        self.place = place
        explain = reason
    }

    public static func == (a: Self, b: Self) -> Bool { a.place == b.place && a.reason == b.reason }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(place)
        hasher.combine(reason)
    }
}
