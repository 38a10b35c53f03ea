import GestureModel
import Interaction
import Testing

@testable import Replay

@Suite("The recorder page")
struct RecorderPageTests {
    static let page = RecorderPage.html(scenarios: [.edgeBack, .swipeDismiss, .bookPinch], takes: 2)

    @Test("self-contained: inline style and script, no URL, nothing fetched")
    func selfContained() {
        for outside in ["http", "src=", "href=", "@import", "url(", "fetch(", "XMLHttpRequest"] {
            #expect(!Self.page.contains(outside), "the page contains \(outside)")
        }
        #expect(Self.page.hasPrefix("<!DOCTYPE html>"))
        #expect(Self.page.contains("touch-action: none"))
        #expect(Self.page.contains("window.gestureTraces = jsonl;"))
    }

    @Test("the session: every prompt of every preset, each take labelled by its prompt, named preset-prompt-take")
    func session() throws {
        let start = try #require(Self.page.firstRange(of: "<script id=\"configuration\" type=\"application/json\">"))
        let end = try #require(Self.page[start.upperBound...].firstRange(of: "</script>"))
        let configuration = try JSONParser.parse(String(Self.page[start.upperBound..<end.lowerBound]))
        guard case .object(let object) = configuration, case .array(let steps)? = object["steps"],
            case .object(let scenarios)? = object["scenarios"]
        else {
            Issue.record("no configuration")
            return
        }
        // 4 edge prompts, 3 pan prompts, 2 pinch prompts, twice each.
        #expect(steps.count == 18)
        #expect(scenarios.keys == ["edge-back", "swipe-dismiss", "book-pinch"])
        guard case .object(let first) = steps[0], case .object(let second) = steps[2] else { return }
        #expect(first["name"] == .string("edge-back-all-the-way-1"))
        #expect(first["label"] == .string("finish"))
        #expect(second["name"] == .string("edge-back-change-of-mind-1"))
        #expect(second["label"] == .string("cancel"))
        #expect(
            RecorderPage.prompts(for: .swipeBack).first?.text
                == "Swipe right all the way: from the middle, past half the screen, then lift.")
    }

    @Test(
        "a sheet's prompts: a drag and a flick to each other place, a nudge that settles back; a pager's: its next page and back"
    )
    func restingPrompts() throws {
        let sheet = RecorderPage.prompts(for: .androidSheet)
        #expect(
            sheet.map(\.slug) == [
                "drag-expanded", "flick-expanded", "drag-half-expanded", "flick-half-expanded", "drag-hidden",
                "flick-hidden", "nudge",
            ])
        #expect(sheet.map(\.meaning).last == .rest("collapsed"))
        #expect(sheet.first?.text == "Drag the sheet up to expanded, then lift.")
        #expect(sheet[4].text == "Drag the sheet down to hidden, then lift.")
        let pager = RecorderPage.prompts(for: .flutterPage)
        #expect(pager.map(\.meaning) == [.rest("page 1"), .rest("page 1"), .rest("page 0")])
        // A closed drawer opens only from its edge; an open one is dragged from anywhere.
        #expect(
            RecorderPage.prompts(for: .androidDrawer).first?.text
                == "Drag the drawer right in from the left edge to open, then lift.")
        var open = Scenario.androidDrawer
        var openRule = AndroidDrawerRule(drawerWidth: 280)
        openRule.start = "open"
        open.resting = .androidDrawer(openRule)
        #expect(RecorderPage.prompts(for: open).first?.text == "Drag the drawer left to closed, then lift.")
        #expect(
            RecorderPage.prompts(for: .androidSwipeRefresh).first?.text
                == "Drag the list down to refreshing, then lift.")
        // On the page: each step names its rest and the axis the mock follows, and no label.
        let page = RecorderPage.html(scenarios: [.androidSheet, .flutterPage], takes: 1)
        let start = try #require(page.firstRange(of: "<script id=\"configuration\" type=\"application/json\">"))
        let end = try #require(page[start.upperBound...].firstRange(of: "</script>"))
        guard case .object(let object) = try JSONParser.parse(String(page[start.upperBound..<end.lowerBound])),
            case .array(let steps)? = object["steps"], case .object(let first) = steps[0],
            case .object(let last) = steps[steps.count - 1]
        else {
            Issue.record("no configuration")
            return
        }
        #expect(steps.count == 10)
        #expect(first["rest"] == .string("expanded") && first["axis"] == .string("y") && first["label"] == nil)
        #expect(last["rest"] == .string("page 0") && last["axis"] == .string("x"))
        #expect(last["name"] == .string("flutter-page-nudge"))
    }
}
