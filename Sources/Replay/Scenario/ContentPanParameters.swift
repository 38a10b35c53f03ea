import GestureModel
import Interaction

/// iOS 26's content pop (CP1–CP3): a pan anywhere in the content, judged by its first movement's
/// direction, kept off the bars and out of a scrollable region that can still scroll back.
/// Declared once: its fields, its recognizer and its summary.
public struct ContentPanParameters: Sendable, Hashable {
    /// P1: points on either axis before the direction is judged.
    public var hysteresis: Double
    /// CP1: degrees from leading-to-trailing the first movement may point.
    public var directionAngle: Double
    /// CP2: the navigation bar's band at the view's top and the toolbar's at its bottom, points
    /// (with the status bar and the home indicator's inset).
    public var topBarHeight: Double
    public var bottomBarHeight: Double
    /// CP3: a horizontally scrollable region, in the view's coordinates.
    public var scrollRegion: Rect?
    /// Whether that region is scrolled to its leading edge (a rightward pan cannot scroll it).
    public var scrollRegionAtLeadingEdge: Bool

    public init(
        hysteresis: Double = 10, directionAngle: Double = 45, topBarHeight: Double = 0, bottomBarHeight: Double = 0,
        scrollRegion: Rect? = nil, scrollRegionAtLeadingEdge: Bool = false
    ) {
        self.hysteresis = hysteresis
        self.directionAngle = directionAngle
        self.topBarHeight = topBarHeight
        self.bottomBarHeight = bottomBarHeight
        self.scrollRegion = scrollRegion
        self.scrollRegionAtLeadingEdge = scrollRegionAtLeadingEdge
    }

    @inline(__always)
    func recognizer(view: Rect, velocity: VelocityStrategy) -> ContentPanRecognizer {
        let bars = [
            Rect(x: view.minX, y: view.minY, width: view.width, height: topBarHeight),
            Rect(x: view.minX, y: view.maxY - bottomBarHeight, width: view.width, height: bottomBarHeight),
        ].filter { $0.height > 0 }
        let scroll = scrollRegion.map {
            Rect(x: $0.minX + view.minX, y: $0.minY + view.minY, width: $0.width, height: $0.height)
        }
        return ContentPanRecognizer(
            rule: ContentPopRule(
                hysteresis: hysteresis, maximumAngle: directionAngle, excluded: bars, scrollRegion: scroll,
                scrollRegionAtLeadingEdge: scrollRegionAtLeadingEdge),
            viewFrame: view, velocityStrategy: velocity)
    }

    var summary: String {
        "contentPan (iOS 26); hysteresis \(prose(hysteresis, 1)) pt, first movement within \(prose(directionAngle, 0))° of leading-to-trailing, bars \(prose(topBarHeight, 0)) pt top and \(prose(bottomBarHeight, 0)) pt bottom"
            + (scrollRegion == nil
                ? ""
                : ", a scrollable region \(scrollRegionAtLeadingEdge ? "at its leading edge" : "that keeps its touches")")
    }

    /// CP3's region as a file gives it: x, y, width, height (> 0) and atLeadingEdge.
    struct ScrollRegion: Sendable, Hashable {
        var x: Double?, y: Double?, width: Double?, height: Double?
        var atLeadingEdge = false
    }
}

extension ContentPanParameters: ScenarioFields {
    static let fields: [ScenarioField<Self>] = [
        .points("hysteresis", \.hysteresis, "per-axis slop before the direction is judged (P1)"),
        .number(
            "directionAngle", \.directionAngle, .degrees, .angle,
            help: "how far from leading-to-trailing its first movement past the hysteresis may point (CP1)"),
        .points(
            "topBarHeight", \.topBarHeight, "the band at the view's top (navigation bar) that does not start it (CP2)"),
        .points(
            "bottomBarHeight", \.bottomBarHeight, "the band at the view's bottom (toolbar) that does not start it (CP2)"
        ),
        .custom(
            "scrollRegion",
            help:
                "`{\"x\", \"y\", \"width\", \"height\", \"atLeadingEdge\"}` in the view's coordinates, a horizontally scrollable region that keeps its touches unless it rests at its leading edge (CP3)",
            defaultText: "absent",
            read: { value, path, pan, reader, _ in
                if value == .null {
                    pan.scrollRegion = nil
                } else if let region = readScrollRegion(value, at: path, reader: &reader) {
                    pan.scrollRegion = region.rect
                    pan.scrollRegionAtLeadingEdge = region.atLeadingEdge
                }
            },
            write: { pan, _ in
                pan.scrollRegion.map { region in
                    .object([
                        "x": scenarioNumber(region.minX), "y": scenarioNumber(region.minY),
                        "width": scenarioNumber(region.width),
                        "height": scenarioNumber(region.height), "atLeadingEdge": .bool(pan.scrollRegionAtLeadingEdge),
                    ])
                }
            }),
    ]

    static func readScrollRegion(
        _ value: JSONValue, at path: TracePath, reader: inout JSONDocumentReader
    ) -> (rect: Rect, atLeadingEdge: Bool)? {
        guard let object = reader.object(value, at: path) else { return nil }
        var region = ScrollRegion()
        let before = reader.problems.count
        ScrollRegion.fields.read(object, at: path, into: &region, reader: &reader)
        guard reader.problems[before...].allSatisfy({ $0.severity != .error }) else { return nil }
        for (key, number) in [("x", region.x), ("y", region.y), ("width", region.width), ("height", region.height)]
        where number == nil {
            reader.error(path.appending(key), .missingField(key))
            return nil
        }
        guard let x = region.x, let y = region.y, let width = region.width, let height = region.height else {
            return nil
        }
        guard width > 0, height > 0 else {
            reader.error(path.appending(width > 0 ? "height" : "width"), .notPositive(width > 0 ? height : width))
            return nil
        }
        return (Rect(x: x, y: y, width: width, height: height), region.atLeadingEdge)
    }
}

extension ContentPanParameters.ScrollRegion: ScenarioFields {
    static let fields: [ScenarioField<Self>] =
        [
            coordinate("x", \.x), coordinate("y", \.y), coordinate("width", \.width), coordinate("height", \.height),
            .custom(
                "atLeadingEdge", help: "", defaultText: "",
                read: { value, path, region, reader, _ in
                    if case .bool(let flag) = value {
                        region.atLeadingEdge = flag
                    } else {
                        reader.error(path, .wrongType(expected: "true or false", found: value.typeName))
                    }
                }, write: { _, _ in nil }),
        ]

    private static func coordinate(
        _ key: String, _ keyPath: WritableKeyPath<Self, Double?> & Sendable
    ) -> ScenarioField<Self> {
        .custom(
            key, help: "", defaultText: "",
            read: { value, path, region, reader, _ in
                if let number = reader.finite(value, at: path) { region[keyPath: keyPath] = number }
            }, write: { _, _ in nil })
    }
}
