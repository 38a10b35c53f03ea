import GestureModel
import Interaction

extension RestingSurface {
    /// Each surface's rule and geometry; `none` (the default) drives a transition instead. A file
    /// that leaves out `kind` keeps the scenario's surface.
    static let union = ScenarioUnion<RestingSurface?>(
        noun: "a resting surface", kindRequired: false, keepsCurrent: true,
        help:
            "a surface that settles at one of several places instead of a transition: `none`, or a platform's sheet or pager (`android-sheet`, `compose-sheet`, `flutter-sheet`, `floating-panel`, `flutter-page`, `android-viewpager`, `android-pager-snap`, `uikit-sheet`, `uikit-paging`) or a list item's swipe (`flutter-dismissible`, `android-item-swipe`, `uikit-swipe-actions`) or a navigation drawer (`android-drawer`, `flutter-drawer`) or a pull to refresh (`android-swipe-refresh`, `flutter-refresh`, `uikit-refresh-control`); with one, `progress`, `handler` and `transition` are not read",
        defaultNote: "`none`",
        variants: [
            .init("none", defaults: NoFields(), embed: { _ in nil }, extract: { $0 == nil ? NoFields() : nil }),
            .init(
                "android-sheet",
                defaults: AndroidBottomSheetRule.onPhone,
                embed: { .androidSheet($0) }, extract: { if case .androidSheet(let r)? = $0 { r } else { nil } },
                check: { rule, path, reader in checkStart(rule.start, in: rule.places, at: path, reader: &reader) }),
            .init(
                "compose-sheet",
                defaults: ComposeSheetRule.onPhone,
                embed: { .composeSheet($0) }, extract: { if case .composeSheet(let r)? = $0 { r } else { nil } },
                check: { rule, path, reader in checkStart(rule.start, in: rule.anchors, at: path, reader: &reader) }),
            .init(
                "flutter-sheet",
                defaults: FlutterSnapSheetRule.onPhone,
                embed: { .flutterSheet($0) }, extract: { if case .flutterSheet(let r)? = $0 { r } else { nil } },
                check: { rule, path, reader in checkStart(rule.start, in: rule.places, at: path, reader: &reader) }),
            .init(
                "floating-panel",
                defaults: FloatingPanelRule.onPhone,
                embed: { .floatingPanel($0) }, extract: { if case .floatingPanel(let r)? = $0 { r } else { nil } },
                check: { rule, path, reader in checkStart(rule.start, in: rule.states, at: path, reader: &reader) }),
            .init(
                "flutter-page", defaults: FlutterPageRule.onPhone,
                embed: { .flutterPage($0) }, extract: { if case .flutterPage(let r)? = $0 { r } else { nil } },
                check: { rule, path, reader in
                    checkPage(rule.startPage, of: rule.pageCount, at: path, reader: &reader)
                }),
            .init(
                "android-viewpager", defaults: AndroidViewPagerRule.onPhone,
                embed: { .androidViewPager($0) },
                extract: { if case .androidViewPager(let r)? = $0 { r } else { nil } },
                check: { rule, path, reader in
                    checkPage(rule.startPage, of: rule.pageCount, at: path, reader: &reader)
                }),
            .init(
                "android-pager-snap", defaults: AndroidPagerSnapRule.onPhone,
                embed: { .androidPagerSnap($0) },
                extract: { if case .androidPagerSnap(let r)? = $0 { r } else { nil } },
                check: { rule, path, reader in
                    checkPage(rule.startPage, of: rule.pageCount, at: path, reader: &reader)
                }),
            .init(
                "uikit-sheet", defaults: UIKitSheetRule.onPhone,
                embed: { .uikitSheet($0) }, extract: { if case .uikitSheet(let r)? = $0 { r } else { nil } },
                check: { rule, path, reader in checkStart(rule.start, in: rule.detents, at: path, reader: &reader) }),
            .init(
                "uikit-paging", defaults: UIKitPagingRule.onPhone,
                embed: { .uikitPaging($0) }, extract: { if case .uikitPaging(let r)? = $0 { r } else { nil } },
                check: { rule, path, reader in
                    checkPage(rule.startPage, of: rule.pageCount, at: path, reader: &reader)
                }),
            .init(
                "flutter-dismissible", defaults: FlutterDismissibleRule.onPhone,
                embed: { .flutterDismissible($0) },
                extract: { if case .flutterDismissible(let r)? = $0 { r } else { nil } }),
            .init(
                "android-item-swipe", defaults: AndroidItemSwipeRule.onPhone,
                embed: { .androidItemSwipe($0) },
                extract: { if case .androidItemSwipe(let r)? = $0 { r } else { nil } }),
            .init(
                "uikit-swipe-actions", defaults: UIKitSwipeActionsRule.onPhone,
                embed: { .uikitSwipeActions($0) },
                extract: { if case .uikitSwipeActions(let r)? = $0 { r } else { nil } }),
            .init(
                "android-drawer", defaults: AndroidDrawerRule.onPhone,
                embed: { .androidDrawer($0) }, extract: { if case .androidDrawer(let r)? = $0 { r } else { nil } },
                check: { rule, path, reader in checkStart(rule.start, in: rule.places, at: path, reader: &reader) }),
            .init(
                "flutter-drawer", defaults: FlutterDrawerRule.onPhone,
                embed: { .flutterDrawer($0) }, extract: { if case .flutterDrawer(let r)? = $0 { r } else { nil } },
                check: { rule, path, reader in checkStart(rule.start, in: rule.places, at: path, reader: &reader) }),
            .init(
                "android-swipe-refresh", defaults: AndroidSwipeRefreshRule.onPhone,
                embed: { .androidSwipeRefresh($0) },
                extract: { if case .androidSwipeRefresh(let r)? = $0 { r } else { nil } }),
            .init(
                "flutter-refresh", defaults: FlutterRefreshRule.onPhone,
                embed: { .flutterRefresh($0) }, extract: { if case .flutterRefresh(let r)? = $0 { r } else { nil } }),
            .init(
                "uikit-refresh-control", defaults: UIKitRefreshControlRule.onPhone,
                embed: { .uikitRefreshControl($0) },
                extract: { if case .uikitRefreshControl(let r)? = $0 { r } else { nil } }),
        ])

    /// `start` must name one of the places.
    static func checkStart(
        _ start: String, in places: [RestingPlace], at path: TracePath, reader: inout JSONDocumentReader
    ) {
        guard !places.contains(where: { $0.name == start }) else { return }
        let names = places.map { "\"\($0.name)\"" }.joined(separator: ", ")
        reader.error(
            path.appending("start"),
            .invalid(
                value: "\"\(start)\"", expected: "one of the surface's places (\(names))", reference: scenarioValues))
    }

    /// `startPage` must be one of the pages.
    static func checkPage(_ page: Int, of count: Int, at path: TracePath, reader: inout JSONDocumentReader) {
        guard page >= count else { return }
        reader.error(
            path.appending("startPage"),
            .invalid(
                value: "\(page)", expected: "a page of the \(count) (0 to \(count - 1))", reference: scenarioValues))
    }

    /// Why a resting scenario does not read a transition's field.
    static let drivesNoTransition: @Sendable (Scenario) -> String? = { scenario in
        scenario.resting == nil ? nil : "a resting surface settles at its places and drives no transition"
    }
}

extension ScenarioField {
    /// The place a surface rests at when the drag begins, by name.
    static func restingStart(_ keyPath: WritableKeyPath<Root, String> & Sendable) -> Self {
        text("start", keyPath, help: "the place the surface rests at when the drag begins")
    }

    /// A list of named places, `[{"name": "half", "offset": 422}, …]`, offsets in points along the
    /// surface's axis: at least two, each name once.
    static func places(
        _ key: String, _ keyPath: WritableKeyPath<Root, [RestingPlace]> & Sendable, help: String
    )
        -> Self
    {
        custom(
            key, help: help, unit: "pt",
            defaultText: "see the preset",
            read: { value, path, root, reader, _ in
                guard case .array(let items) = value else {
                    reader.error(path, .wrongType(expected: "a list of places", found: value.typeName))
                    return
                }
                var places: [RestingPlace] = []
                for (index, item) in items.enumerated() {
                    let itemPath = path.appending(index)
                    guard let object = reader.object(item, at: itemPath) else { continue }
                    guard let nameValue = object["name"] else {
                        reader.error(itemPath, .missingField("name"))
                        continue
                    }
                    guard let offsetValue = object["offset"] else {
                        reader.error(itemPath, .missingField("offset"))
                        continue
                    }
                    guard let name = reader.string(nameValue, at: itemPath.appending("name")),
                        let offset = reader.finite(offsetValue, at: itemPath.appending("offset"))
                    else { continue }
                    if places.contains(where: { $0.name == name }) {
                        reader.error(
                            itemPath.appending("name"),
                            .invalid(
                                value: "\"\(name)\"", expected: "a name no other place has", reference: scenarioValues))
                        continue
                    }
                    places.append(RestingPlace(name: name, offset: offset))
                }
                if items.count < 2 {
                    reader.error(
                        path,
                        .invalid(
                            value: "\(items.count) place\(items.count == 1 ? "" : "s")",
                            expected: "at least two places",
                            reference: scenarioValues))
                    return
                }
                root[keyPath: keyPath] = places
            },
            write: { root, _ in
                .array(
                    root[keyPath: keyPath].map { place in
                        .object(
                            JSONObject([
                                .init(key: "name", value: .string(place.name)),
                                .init(key: "offset", value: scenarioNumber(place.offset)),
                            ]))
                    })
            })
    }
}

extension AndroidBottomSheetRule: ScenarioFields {
    static let fields: [ScenarioField<Self>] = [
        .restingStart(\.start),
        .number("parentHeight", \.parentHeight, .points, .positive, help: "the CoordinatorLayout's height"),
        .number("sheetHeight", \.sheetHeight, .points, .positive, help: "the sheet's own height (its content's)"),
        .number("peekHeight", \.peekHeight, .points, .positive, help: "how much of the sheet shows collapsed"),
        .bool("fitToContents", \.fitToContents, help: "expanded is the content's top, with no half-expanded state"),
        .number(
            "halfExpandedRatio", \.halfExpandedRatio, .fraction, .positiveFraction,
            help: "the half-expanded state's share of the parent (without fitToContents)"),
        .points("expandedOffset", \.expandedOffset, "the expanded top without fitToContents"),
        .bool("hideable", \.hideable, help: "a release can hide the sheet (RS2)"),
        .bool("skipCollapsed", \.skipCollapsed, help: "a hideable sheet hides rather than collapses (RS2)"),
        .number(
            "significantVelocity", \.significantVelocity, .pixelsPerSecond, .nonNegative,
            help:
                "a mostly vertical release faster than this hides a hideable sheet (RS2); pixels, by the trace's scale"),
        .number(
            "hideFriction", \.hideFriction, .seconds, .nonNegative,
            help: "how many seconds of velocity project the top for the hide test (RS2)"),
        .speed("minimumVelocity", \.minimumVelocity, "ViewDragHelper sets a slower axis to 0 (RS1)"),
        .speed("maximumVelocity", \.maximumVelocity, "ViewDragHelper's clamp of a faster axis"),
    ]
}

extension ComposeSheetRule: ScenarioFields {
    static let fields: [ScenarioField<Self>] = [
        .restingStart(\.start),
        .places("anchors", \.anchors, help: "the sheet's anchors: its top at each, points"),
        .points(
            "positionalThreshold", \.positionalThreshold,
            "how far past the settled anchor a slow release moves on (RC2)"),
        .speed(
            "velocityThreshold", \.velocityThreshold,
            "a release at least this fast away from the settled anchor moves on (RC1)"),
    ]
}

extension FlutterSnapSheetRule: ScenarioFields {
    static let fields: [ScenarioField<Self>] = [
        .restingStart(\.start),
        .number(
            "parentHeight", \.parentHeight, .points, .positive,
            help: "the sheet's parent: a size s puts its top at H × (1 − s)"),
        .custom(
            "snapSizes", help: "the snap sizes, fractions of the parent, ascending (RD1)", unit: "fraction",
            defaultText: "`[0.25, 0.5, 1]`",
            read: { value, path, rule, reader, _ in
                guard case .array(let items) = value, !items.isEmpty else {
                    reader.error(path, .wrongType(expected: "a list of sizes", found: value.typeName))
                    return
                }
                var sizes: [Double] = []
                for (index, item) in items.enumerated() {
                    guard let size = reader.finite(item, at: path.appending(index)) else { return }
                    guard size > 0, size <= 1, size > (sizes.last ?? 0) else {
                        reader.error(
                            path.appending(index),
                            .invalid(
                                value: JSONWriter.formatNumber(size),
                                expected: "a size in (0, 1] larger than the one before", reference: scenarioValues))
                        return
                    }
                    sizes.append(size)
                }
                rule.snapSizes = sizes
            },
            write: { rule, _ in .array(rule.snapSizes.map(scenarioNumber)) }),
    ]
}

extension FloatingPanelRule: ScenarioFields {
    static let fields: [ScenarioField<Self>] = [
        .restingStart(\.start),
        .places("states", \.states, help: "the panel's states: its top at each, points"),
        .number(
            "momentumProjectionRate", \.momentumProjectionRate, .perMillisecond, .rate,
            help: "the deceleration rate the release velocity is projected with (RF1)"),
        .number(
            "redirectionalProgress", \.redirectionalProgress, .fraction, .fraction,
            help: "how far into the segment the projection must reach to move on (RF2)"),
        .bool("projectsMomentum", \.projectsMomentum, help: "`shouldProjectMomentum`: a release may skip states (RF3)"),
        .number(
            "hiddenOffset", \.hiddenOffset, .points, .finite,
            help: "where the panel is removed to, with the removal interaction on (RF4); `null`: off"),
        .number(
            "removalThreshold", \.removalThreshold, .perSecond, .nonNegative,
            help: "velocity toward the hidden position over the distance to it that removes the panel (RF4)"),
        .number(
            "springDecelerationRate", \.springDecelerationRate, .perMillisecond, .rate,
            help: "the settle spring's damping, from a deceleration rate (RF5)"),
        .number(
            "springResponseTime", \.springResponseTime, .seconds, .positive, help: "the settle spring's period (RF5)"),
    ]
}

extension FlutterPageRule: ScenarioFields {
    static let fields: [ScenarioField<Self>] = [
        .whole("startPage", \.startPage, .pages, .index, help: "the page the pager rests at when the drag begins"),
        .number("pageExtent", \.pageExtent, .points, .positive, help: "one page: the viewport × viewportFraction"),
        .whole("pageCount", \.pageCount, .pages, .count, help: "how many pages"),
    ]
}

extension AndroidViewPagerRule: ScenarioFields {
    static let fields: [ScenarioField<Self>] = [
        .whole("startPage", \.startPage, .pages, .index, help: "the page the pager rests at when the drag begins"),
        .number("pageWidth", \.pageWidth, .points, .positive, help: "one page's width"),
        .whole("pageCount", \.pageCount, .pages, .count, help: "how many pages"),
        .speed("minimumFlingVelocity", \.minimumFlingVelocity, "a fling must be faster (RP2)"),
        .points("minimumFlingDistance", \.minimumFlingDistance, "a fling must have travelled farther (RP2)"),
    ]
}

extension AndroidPagerSnapRule: ScenarioFields {
    static let fields: [ScenarioField<Self>] = [
        .whole("startPage", \.startPage, .pages, .index, help: "the page the pager rests at when the drag begins"),
        .number("pageWidth", \.pageWidth, .points, .positive, help: "one page's width"),
        .whole("pageCount", \.pageCount, .pages, .count, help: "how many pages"),
        .speed("minimumFlingVelocity", \.minimumFlingVelocity, "a fling must be faster (RP3)"),
    ]
}

extension UIKitSheetRule: ScenarioFields {
    static let fields: [ScenarioField<Self>] = [
        .restingStart(\.start),
        .places("detents", \.detents, help: "the sheet's detents: its top at each, points"),
        .number(
            "screenHeight", \.screenHeight, .points, .positive, help: "the screen's height: a dismissed sheet's top"),
        .bool("dismissible", \.dismissible, help: "a release can dismiss the sheet (`isModalInPresentation` false)"),
        .number(
            "projectionRate", \.projectionRate, .perMillisecond, .rate,
            help: "the deceleration rate the release velocity is projected with (RU1, assumed)"),
        .number(
            "redirectionalProgress", \.redirectionalProgress, .fraction, .fraction,
            help: "how far into the segment the projection must reach to move on (RU1, assumed)"),
        .bool("skipsDetents", \.skipsDetents, help: "a release may pass a detent (RU1, assumed not)"),
        .number(
            "settleResponse", \.settleResponse, .seconds, .positive, help: "the settle spring's response (RU2, assumed)"
        ),
        .number(
            "settleDampingRatio", \.settleDampingRatio, .dampingRatio, .positive,
            help: "the settle spring's damping ratio (RU2, assumed)"),
    ]
}

extension UIKitPagingRule: ScenarioFields {
    static let fields: [ScenarioField<Self>] = [
        .whole(
            "startPage", \.startPage, .pages, .index, help: "the page the scroll view rests at when the drag begins"),
        .number("pageWidth", \.pageWidth, .points, .positive, help: "one page: the scroll view's width"),
        .whole("pageCount", \.pageCount, .pages, .count, help: "how many pages"),
        .speed("flickVelocity", \.flickVelocity, "a faster release turns the page it heads for (RU3)"),
    ]
}

extension FlutterDismissibleRule: ScenarioFields {
    static let fields: [ScenarioField<Self>] = [
        .number("width", \.width, .points, .positive, help: "the item's width: its value is |offset| / width"),
        .number(
            "dismissThreshold", \.dismissThreshold, .fraction, .nonNegative,
            help: "`dismissThresholds`: past this share of the width a slow release dismisses (LD1); 1 or more: never"),
        .word(
            "directions", \.directions, naming: "a swipe direction",
            help: "the ways the item may be swiped away (`DismissDirection`)"),
        .speed("minimumFlingVelocity", \.minimumFlingVelocity, "a fling is at least this fast along the axis (LD1)"),
        .speed(
            "minimumFlingVelocityDelta", \.minimumFlingVelocityDelta,
            "…and at least this much faster along the axis than across it (LD1)"),
    ]
}

extension AndroidItemSwipeRule: ScenarioFields {
    static let fields: [ScenarioField<Self>] = [
        .number(
            "listWidth", \.listWidth, .points, .positive,
            help: "the RecyclerView's width: the threshold's base and how far a swiped item goes"),
        .number(
            "swipeThreshold", \.swipeThreshold, .fraction, .nonNegative,
            help: "`getSwipeThreshold`: past this share of the list's width a release swipes (LA1)"),
        .speed(
            "escapeVelocity", \.escapeVelocity,
            "`getSwipeEscapeVelocity`: a release this fast the way it was dragged swipes (LA1)"),
        .speed(
            "maximumVelocity", \.maximumVelocity,
            "`getSwipeVelocityThreshold`: the cap on each axis of the velocity (LA1)"),
        .word(
            "directions", \.directions, naming: "a swipe direction",
            help: "the ways the item may be swiped away (the swipe flags)"),
        .number(
            "settleDuration", \.settleDuration, .seconds, .nonNegative,
            help: "the ItemAnimator's remove duration: a swipe's and a recovery's settle (LA2)"),
    ]
}

extension AndroidDrawerRule: ScenarioFields {
    static let fields: [ScenarioField<Self>] = [
        .restingStart(\.start),
        .number(
            "drawerWidth", \.drawerWidth, .points, .positive,
            help: "the drawer view's width: the drag's range and how far open it goes"),
        .speed(
            "minimumFlingVelocity", \.minimumFlingVelocity,
            "`MIN_FLING_VELOCITY`: a slower release has no velocity (DA1)"),
        .speed("maximumFlingVelocity", \.maximumFlingVelocity, "a faster release is capped (DA1, DA2)"),
        .number(
            "openThreshold", \.openThreshold, .fraction, .fraction,
            help: "a release without velocity opens past this share of the width (DA1)"),
        .number(
            "peekDelay", \.peekDelay, .seconds, .nonNegative,
            help: "`PEEK_DELAY`: a touch held this long in the edge strip peeks the drawer out (DA3)"),
        .number(
            "edgeSize", \.edgeSize, .points, .nonNegative,
            help:
                "the helper's edge size: how far the drawer peeks out (DA3; the recognizer's `edgeRegion` is the strip)"
        ),
    ]
}

extension FlutterDrawerRule: ScenarioFields {
    static let fields: [ScenarioField<Self>] = [
        .restingStart(\.start),
        .number(
            "drawerWidth", \.drawerWidth, .points, .positive,
            help: "the drawer's width: a drag delta moves the value by delta / width"),
        .speed(
            "minimumFlingVelocity", \.minimumFlingVelocity, "`_kMinFlingVelocity`: a fling is at least this fast (DF1)"),
        .number(
            "openThreshold", \.openThreshold, .fraction, .fraction,
            help: "a release without a fling opens from this value on (DF1)"),
    ]
}

extension AndroidSwipeRefreshRule: ScenarioFields {
    static let fields: [ScenarioField<Self>] = [
        .number(
            "triggerDistance", \.triggerDistance, .points, .positive,
            help: "`mTotalDragDistance`: an overscroll past it at the release refreshes (PA1)"),
        .number(
            "dragRate", \.dragRate, .fraction, .positive,
            help:
                "the spinner's overscroll per point pulled: 1 nested (a RecyclerView child), 0.5 on the touch path (PA1)"
        ),
        .number("parentHeight", \.parentHeight, .points, .positive, help: "the layout's height: the farthest pull"),
    ]
}

extension FlutterRefreshRule: ScenarioFields {
    static let fields: [ScenarioField<Self>] = [
        .number(
            "viewportHeight", \.viewportHeight, .points, .positive,
            help: "the scroll view's viewport: the value is the pull over a quarter of it (PF1)"),
        .number(
            "dragContainerExtent", \.dragContainerExtent, .fraction, .positive,
            help: "`_kDragContainerExtentPercentage`: the share of the viewport a full value takes (PF1)"),
        .number(
            "dragSizeFactorLimit", \.dragSizeFactorLimit, .fraction, .positive,
            help: "`_kDragSizeFactorLimit`: the value arms at its inverse (PF1)"),
        .number(
            "backtrackTolerance", \.backtrackTolerance, .points, .nonNegative,
            help: "how far the pull may move back before the list scrolls and cancels it (PF1; 0 in the source read)"),
    ]
}

extension UIKitRefreshControlRule: ScenarioFields {
    static let fields: [ScenarioField<Self>] = [
        .number(
            "triggerDistance", \.triggerDistance, .points, .positive,
            help: "how far the content must be pulled past the top; it fires during the drag (PU1, assumed)"),
        .number(
            "dragRate", \.dragRate, .fraction, .positive,
            help: "the content's pull per point the finger moves past the top (PU1, assumed)"),
        .number("viewHeight", \.viewHeight, .points, .positive, help: "the scroll view's height: the farthest pull"),
        .number(
            "settleDuration", \.settleDuration, .seconds, .nonNegative, help: "the settle's duration (PU2, assumed)"),
    ]
}

extension UIKitSwipeActionsRule: ScenarioFields {
    static let fields: [ScenarioField<Self>] = [
        .number("rowWidth", \.rowWidth, .points, .positive, help: "the row's width: how far a full swipe takes it"),
        .number(
            "actionsWidth", \.actionsWidth, .points, .positive,
            help: "the revealed actions' width: where an open row rests (LU1, assumed)"),
        .bool(
            "fullSwipe", \.fullSwipe, help: "`performsFirstActionWithFullSwipe`: a full swipe performs the first action"
        ),
        .number(
            "fullSwipeShare", \.fullSwipeShare, .fraction, .fraction,
            help: "past this share of the row a swipe is full (LU1, SwipeCellKit's)"),
        .number(
            "openShare", \.openShare, .fraction, .nonNegative,
            help: "past this share of the actions' width a release opens them (LU1, assumed)"),
        .number(
            "settleDuration", \.settleDuration, .seconds, .nonNegative, help: "the settle's duration (LU2, assumed)"),
    ]
}
