import GestureModel
import Testing

@testable import Interaction

/// iOS 26's content pop (CP1–CP3) on numbers worked out by hand: touches at 120 Hz in a
/// 390 × 844 pt view whose top 91 pt and bottom 83 pt are bars.
@Suite("The content pop's recognizer")
struct ContentPopTests {
    static let view = Rect(x: 0, y: 0, width: 390, height: 844)
    static let bars = [Rect(x: 0, y: 0, width: 390, height: 91), Rect(x: 0, y: 761, width: 390, height: 83)]

    static func run(_ rule: ContentPopRule, from start: Point, step: Vector, frames: Int) -> [PanAction] {
        var recognizer = ContentPanRecognizer(rule: rule, viewFrame: view)
        var actions = [
            recognizer.handle(TouchEvent(time: 0, touches: [TouchSample(id: 1, phase: .began, location: start)]))
        ]
        for frame in 1...frames {
            let location = start + step * Double(frame)
            actions.append(
                recognizer.handle(
                    TouchEvent(
                        time: Double(frame) / 120, touches: [TouchSample(id: 1, phase: .moved, location: location)])))
        }
        return actions
    }

    @Test(
        "CP1: (8, 6) pt a frame is 36.9° and begins at (16, 12), rebased to (6, 2); (6, 8) is 53.1° and fails; leftward is 180°"
    )
    func direction() {
        let rule = ContentPopRule(excluded: Self.bars)
        let across = Self.run(rule, from: Point(x: 195, y: 400), step: Vector(dx: 8, dy: 6), frames: 2)
        guard case .began(let sample) = across[2] else {
            Issue.record("no began: \(across)")
            return
        }
        #expect(sample.translation == Vector(dx: 6, dy: 2))
        let steep = Self.run(rule, from: Point(x: 195, y: 400), step: Vector(dx: 6, dy: 8), frames: 2)
        guard case .failed(.wrongDirection(let angle, let maximum)) = steep[2] else {
            Issue.record("no failure: \(steep)")
            return
        }
        #expect(abs(angle - 53.130_102_354_155_98) < 1e-9 && maximum == 45)
        #expect(
            Self.run(rule, from: Point(x: 195, y: 400), step: Vector(dx: -10, dy: 0), frames: 1)[1]
                == .failed(.wrongDirection(angle: 180, maximum: 45)))
        #expect(abs(ContentPopRule.angle(of: Vector(dx: 1, dy: 1)) - 45) < 1e-12)
        #expect(abs(ContentPopRule.angle(of: Vector(dx: 1, dy: -3.0.squareRoot())) - 60) < 1e-12)
    }

    @Test("CP2, CP3: a touch in a bar fails; so does one in a scrollable region, unless it rests at its leading edge")
    func regions() {
        let rule = ContentPopRule(excluded: Self.bars)
        #expect(
            Self.run(rule, from: Point(x: 195, y: 50), step: Vector(dx: 10, dy: 0), frames: 1)[0]
                == .failed(.inExcludedRegion))
        #expect(
            Self.run(rule, from: Point(x: 195, y: 800), step: Vector(dx: 10, dy: 0), frames: 1)[0]
                == .failed(.inExcludedRegion))
        let carousel = Rect(x: 0, y: 300, width: 390, height: 200)
        let scrolled = ContentPopRule(excluded: Self.bars, scrollRegion: carousel, scrollRegionAtLeadingEdge: false)
        #expect(
            Self.run(scrolled, from: Point(x: 100, y: 400), step: Vector(dx: 10, dy: 0), frames: 1)[0]
                == .failed(.yieldedToScrollView))
        let atStart = ContentPopRule(excluded: Self.bars, scrollRegion: carousel, scrollRegionAtLeadingEdge: true)
        guard case .began = Self.run(atStart, from: Point(x: 100, y: 400), step: Vector(dx: 10, dy: 0), frames: 1)[1]
        else {
            Issue.record("the content pop should take a carousel at its leading edge")
            return
        }
    }
}
