import GestureModel
import Interaction

extension Scenario {
    /// A resting scenario: a recognizer and its velocity moving a surface that settles at its
    /// places. It drives no transition: its progress, handler and transition are the file
    /// defaults', never read.
    public static func resting(
        name: String, source: String, recognizer: RecognizerConfiguration, velocity: VelocityStrategy,
        surface: RestingSurface
    ) -> Scenario {
        let defaults = Scenario.fileDefaults
        return Scenario(
            name: name, source: source, recognizer: recognizer, progress: recognizer.defaultProgress,
            handler: defaults.handler, transition: defaults.transition, velocity: velocity, resting: surface)
    }

    /// material-components-android's `BottomSheetBehavior` on an 844 pt parent: peek 200 pt, not
    /// fit to contents (so half-expanded at 0.5), hideable, resting collapsed; `ViewDragHelper`'s
    /// 8 dp touch slop and Android's velocity tracker.
    public static let androidSheet = resting(
        name: "android-sheet",
        source: "material-components-android BottomSheetBehavior with ViewDragHelper (RS1–RS6)",
        recognizer: .pan(PanParameters(hysteresis: 8)), velocity: .lsq2,
        surface: .androidSheet(.onPhone))

    /// Compose Material 3's `ModalBottomSheet` (material3-internal `AnchoredDraggable`): anchors
    /// expanded, partially expanded (half) and hidden on an 844 pt screen, 56 dp and 125 dp/s.
    public static let composeSheet = resting(
        name: "compose-sheet",
        source: "Jetpack Compose Material3 ModalBottomSheet, AnchoredDraggable (RC1–RC3)",
        recognizer: .pan(PanParameters(hysteresis: 8)), velocity: .lsq2,
        surface: .composeSheet(.onPhone))

    /// Flutter's `DraggableScrollableSheet` with `snap: true` and sizes 0.25, 0.5 and 1, resting
    /// at 0.5; the vertical drag recognizer's 18 px slop, fling gate and velocity tracker.
    public static let flutterSheet = resting(
        name: "flutter-sheet",
        source: "Flutter DraggableScrollableSheet with snap (RD1, RD2, FC3)",
        recognizer: .pan(PanParameters(hysteresis: 18)), velocity: .flutter,
        surface: .flutterSheet(.onPhone))

    /// scenee/FloatingPanel with the default behavior: states full, half and tip on an 844 pt
    /// screen, resting at half; UIKit's pan.
    public static let floatingPanel = resting(
        name: "floating-panel",
        source: "scenee/FloatingPanel default behavior, Core.swift (RF1–RF3, RF5, RF6)",
        recognizer: .pan(PanParameters()), velocity: .uikit,
        surface: .floatingPanel(.onPhone))

    /// Flutter's `PageView` with `PageScrollPhysics`: three 390 pt pages, from page 0; the
    /// horizontal drag recognizer's slop, fling gate and velocity tracker.
    public static let flutterPage = resting(
        name: "flutter-page",
        source: "Flutter PageView, PageScrollPhysics and the default scroll spring (RP1, RP6, FC3)",
        recognizer: .pan(PanParameters(hysteresis: 18)), velocity: .flutter,
        surface: .flutterPage(.onPhone))

    /// The classic AndroidX `ViewPager`: three 390 pt pages, from page 0.
    public static let androidViewPager = resting(
        name: "android-viewpager",
        source: "androidx ViewPager determineTargetPage and smoothScrollTo (RP2, RP4)",
        recognizer: .pan(PanParameters(hysteresis: 8)), velocity: .lsq2,
        surface: .androidViewPager(.onPhone))

    /// ViewPager2's `PagerSnapHelper`: three 390 pt pages, from page 0.
    public static let androidPagerSnap = resting(
        name: "android-pager-snap",
        source: "androidx PagerSnapHelper and LinearSmoothScroller, as ViewPager2 uses them (RP3, RP5)",
        recognizer: .pan(PanParameters(hysteresis: 8)), velocity: .lsq2,
        surface: .androidPagerSnap(.onPhone))

    /// UIKit's sheet with the medium and large detents, dismissible, resting at medium; UIKit's
    /// pan. Closed source: the release and the settle are assumptions (RU1, RU2; low).
    public static let uikitSheet = resting(
        name: "uikit-sheet",
        source:
            "UISheetPresentationController, SwiftUI presentationDetents: documented detents, assumed rule (RU1, RU2)",
        recognizer: .pan(PanParameters()), velocity: .uikit,
        surface: .uikitSheet(.onPhone))

    /// `UIScrollView` with paging: three 390 pt pages, from page 0; UIKit's pan. Closed source:
    /// the numbers are Apple's iAd scroll view's (RU3, RU4; low).
    public static let uikitPaging = resting(
        name: "uikit-paging",
        source: "UIScrollView isPagingEnabled, as Apple's iAd JS ScrollView re-implements it (RU3, RU4)",
        recognizer: .pan(PanParameters()), velocity: .uikit,
        surface: .uikitPaging(.onPhone))

    /// Flutter's `Dismissible` on a 390 pt wide list item that may go either way; the horizontal
    /// drag recognizer's 18 lp slop, fling gate and velocity tracker.
    public static let flutterDismissible = resting(
        name: "flutter-dismissible",
        source: "Flutter Dismissible, its fling test and AnimationController (LD1, LD2, FC3)",
        recognizer: .pan(PanParameters(hysteresis: 18, shouldBegin: .dominantAxis(.horizontal))), velocity: .flutter,
        surface: .flutterDismissible(.onPhone))

    /// AndroidX `ItemTouchHelper` swiping an item of a 390 dp wide list either way; a touch slop of
    /// 8 dp on the horizontal axis, Android's velocity tracker.
    public static let androidItemSwipe = resting(
        name: "android-item-swipe",
        source: "androidx ItemTouchHelper and its RecoverAnimation (LA1, LA2)",
        recognizer: .pan(PanParameters(hysteresis: 8, shouldBegin: .dominantAxis(.horizontal))), velocity: .lsq2,
        surface: .androidItemSwipe(.onPhone))

    /// UIKit's trailing swipe actions on a 390 pt row, one 74 pt action, full swipe on; UIKit's pan
    /// beginning only along x. Closed source: the rule's numbers are assumed or SwipeCellKit's
    /// (LU1, LU2; low).
    public static let uikitSwipeActions = resting(
        name: "uikit-swipe-actions",
        source:
            "UISwipeActionsConfiguration, SwiftUI swipeActions: documented full swipe, SwipeCellKit's rule, assumed numbers (LU1, LU2)",
        recognizer: .pan(PanParameters(shouldBegin: .dominantAxis(.horizontal))), velocity: .uikit,
        surface: .uikitSwipeActions(.onPhone))

    /// AndroidX `DrawerLayout`'s left drawer, 280 dp wide, opened by an edge drag: `ViewDragHelper`'s
    /// 20 dp edge and 8 dp touch slop, swallowed, and Android's velocity tracker; a touch held in the
    /// strip peeks the drawer out (DA3). A drag on an
    /// open drawer is `start: open` with a `pan` recognizer.
    public static let androidDrawer = resting(
        name: "android-drawer",
        source: "androidx DrawerLayout with ViewDragHelper's edge drag and settle (DA1, DA2)",
        recognizer: .screenEdgePan(
            ScreenEdgePanParameters(
                edgeRegion: AndroidDrawerRule.defaultEdgeSize, recognitionDistance: 8, rebaseHysteresis: 8)),
        velocity: .lsq2, surface: .androidDrawer(.onPhone))

    /// Flutter's `DrawerController` with a 304 lp `Drawer`, opened by an edge drag: the 20 lp
    /// strip's horizontal drag recognizer competing with the body's scrolling, so its 18 lp slop
    /// is swallowed (`DragStartBehavior.start`); Flutter's velocity tracker and fling gate.
    public static let flutterDrawer = resting(
        name: "flutter-drawer",
        source: "Flutter DrawerController and AnimationController.fling (DF1, DF2, FC3)",
        recognizer: .screenEdgePan(
            ScreenEdgePanParameters(edgeRegion: 20, recognitionDistance: 18, rebaseHysteresis: 18, pointers: .each)),
        velocity: .flutter, surface: .flutterDrawer(.onPhone))

    /// AndroidX `SwipeRefreshLayout` over a `RecyclerView` (the nested-scrolling path, pull 1:1) on
    /// an 844 dp screen: the list's 8 dp touch slop, swallowed, beginning only on a pull down.
    public static let androidSwipeRefresh = resting(
        name: "android-swipe-refresh",
        source: "androidx SwipeRefreshLayout, finishSpinner and its nested-scroll path (PA1, PA2)",
        recognizer: .pan(PanParameters(hysteresis: 8, shouldBegin: .direction(.down))), velocity: .lsq2,
        surface: .androidSwipeRefresh(.onPhone))

    /// Flutter's `RefreshIndicator` over a full-screen list with clamping physics: the scrollable's
    /// 18 lp slop, swallowed (`DragStartBehavior.start`), beginning only on a pull down.
    public static let flutterRefresh = resting(
        name: "flutter-refresh",
        source: "Flutter RefreshIndicator with ClampingScrollPhysics (PF1, PF2)",
        recognizer: .pan(PanParameters(hysteresis: 18, shouldBegin: .direction(.down))), velocity: .flutter,
        surface: .flutterRefresh(.onPhone))

    /// UIKit's `UIRefreshControl` on a table view: UIKit's pan, beginning only on a pull down.
    /// Closed source: every number is assumed (PU1, PU2; low).
    public static let uikitRefreshControl = resting(
        name: "uikit-refresh-control",
        source:
            "UIRefreshControl: documented valueChanged, observed firing during the drag, assumed numbers (PU1, PU2)",
        recognizer: .pan(PanParameters(shouldBegin: .direction(.down))), velocity: .uikit,
        surface: .uikitRefreshControl(.onPhone))

    /// The resting presets, in the order `presets` lists them.
    public static let restingPresets: [Scenario] = [
        androidSheet, composeSheet, flutterSheet, floatingPanel, flutterPage, androidViewPager, androidPagerSnap,
        uikitSheet, uikitPaging, flutterDismissible, androidItemSwipe, uikitSwipeActions, androidDrawer, flutterDrawer,
        androidSwipeRefresh, flutterRefresh, uikitRefreshControl,
    ]
}

// Each surface on a 390 × 844 pt phone: the presets' and a file's kind's defaults, declared once.
// Scale-dependent fields are set from the trace's screen when a replay runs (`onScreen`).

extension AndroidBottomSheetRule {
    static var onPhone: Self {
        var rule = AndroidBottomSheetRule(parentHeight: 844, sheetHeight: 844, peekHeight: 200, scale: 1)
        rule.fitToContents = false
        rule.hideable = true
        return rule
    }
}

extension ComposeSheetRule {
    static var onPhone: Self {
        ComposeSheetRule(
            anchors: [
                RestingPlace(name: "expanded", offset: 0), RestingPlace(name: "partially-expanded", offset: 422),
                RestingPlace(name: "hidden", offset: 844),
            ], start: "partially-expanded")
    }
}

extension FlutterSnapSheetRule {
    static var onPhone: Self {
        FlutterSnapSheetRule(
            parentHeight: 844, snapSizes: [0.25, 0.5, 1], devicePixelRatio: 1,
            start: FlutterSnapSheetRule.placeName(0.5))
    }
}

extension FloatingPanelRule {
    static var onPhone: Self {
        FloatingPanelRule(
            states: [
                RestingPlace(name: "full", offset: 88), RestingPlace(name: "half", offset: 422),
                RestingPlace(name: "tip", offset: 775),
            ], start: "half")
    }
}

extension FlutterPageRule {
    static var onPhone: Self { FlutterPageRule(pageExtent: 390, pageCount: 3, devicePixelRatio: 1) }
}

extension AndroidViewPagerRule {
    static var onPhone: Self { AndroidViewPagerRule(pageWidth: 390, pageCount: 3) }
}

extension AndroidPagerSnapRule {
    static var onPhone: Self { AndroidPagerSnapRule(pageWidth: 390, pageCount: 3) }
}

extension UIKitSheetRule {
    /// `.large()` a 10 pt gap under the 47 pt status bar, `.medium()` half the screen.
    static var onPhone: Self {
        UIKitSheetRule(
            detents: [RestingPlace(name: "large", offset: 57), RestingPlace(name: "medium", offset: 422)],
            screenHeight: 844, start: "medium")
    }
}

extension UIKitPagingRule {
    static var onPhone: Self { UIKitPagingRule(pageWidth: 390, pageCount: 3) }
}

extension FlutterDismissibleRule {
    static var onPhone: Self { FlutterDismissibleRule(width: 390) }
}

extension AndroidItemSwipeRule {
    static var onPhone: Self { AndroidItemSwipeRule(listWidth: 390) }
}

extension AndroidDrawerRule {
    /// material-components' `NavigationView` caps its width at 280 dp (`design_navigation_max_width`,
    /// `lib/java/com/google/android/material/navigation/res/values/dimens.xml`).
    static var onPhone: Self { AndroidDrawerRule(drawerWidth: 280) }
}

extension FlutterDrawerRule {
    /// `Drawer`'s default width, `_kWidth`.
    static var onPhone: Self { FlutterDrawerRule(drawerWidth: 304) }
}

extension AndroidSwipeRefreshRule {
    static var onPhone: Self { AndroidSwipeRefreshRule(parentHeight: 844) }
}

extension FlutterRefreshRule {
    static var onPhone: Self { FlutterRefreshRule(viewportHeight: 844) }
}

extension UIKitRefreshControlRule {
    static var onPhone: Self { UIKitRefreshControlRule(viewHeight: 844) }
}

extension UIKitSwipeActionsRule {
    static var onPhone: Self { UIKitSwipeActionsRule(rowWidth: 390) }
}
