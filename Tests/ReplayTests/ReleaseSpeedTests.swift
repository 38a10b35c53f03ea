import GestureModel
import Interaction
import Testing

@testable import Replay

@Suite("The handler's release speed (H5) and cancel velocity (H2) in scenario files")
struct ReleaseSpeedTests {
    static func load(_ text: String) throws -> LoadedScenario {
        try Scenario.load(bytes: Array(text.utf8), file: "s.json").get()
    }

    static func problems(_ text: String) -> [String] {
        switch Scenario.load(bytes: Array(text.utf8), file: "s.json") {
        case .success(let loaded): loaded.warnings.map(\.description)
        case .failure(let failure): failure.problems.map(\.description)
        }
    }

    @Test("min(max(lo, b + k × v), hi), before the completions it names only")
    func formula() {
        let speed = ReleaseSpeed(perVelocity: 1.0 / 800, minimum: 0.99, maximum: 2.25, direction: .finish)
        #expect(speed.completionSpeed(.finish, velocity: 1200) == 1.5)
        #expect(speed.completionSpeed(.finish, velocity: 400) == 0.99)
        #expect(speed.completionSpeed(.finish, velocity: -3000) == 0.99)
        #expect(speed.completionSpeed(.finish, velocity: 4000) == 2.25)
        #expect(speed.completionSpeed(.cancel, velocity: 1200) == nil)
        let both = ReleaseSpeed(base: 0.5, perVelocity: 0.001)
        #expect(both.completionSpeed(.cancel, velocity: -200) == 0.3)
    }

    @Test("a preset's release speed and cancel velocity read back as written, without a warning")
    func roundTrip() throws {
        let written = JSONWriter.string(Scenario.navigationTransitions.json)
        let loaded = try Self.load(written)
        #expect(loaded.warnings.isEmpty)
        #expect(loaded.scenario.handler == Scenario.navigationTransitions.handler)
        // Absent, they stay absent: edge-back's file has neither key.
        #expect(!JSONWriter.string(Scenario.edgeBack.json).contains("releaseSpeed"))
        #expect(!JSONWriter.string(Scenario.edgeBack.json).contains("cancelVelocity"))
    }

    @Test("a release speed that nothing reads warns with the reason; a bad one is an error at its place")
    func unread() {
        let getter = #"{"preset": "swipe-dismiss", "handler": {"releaseSpeed": {"perVelocity": 0.001}}}"#
        #expect(Self.problems(getter) == [
            #"warning: s.json: handler.releaseSpeed: "releaseSpeed" changes nothing here: completionSpeed is a getter (1 − percentComplete), which setting it does not change (scenario values)"#
        ])
        let spring = #"{"preset": "react-navigation", "handler": {"releaseSpeed": {"perVelocity": 0.001}}}"#
        #expect(Self.problems(spring).first?.contains("the react-navigation-spring completion timing does not read completionSpeed") == true)
        let missing = #"{"handler": {"releaseSpeed": {"minimum": 1}}}"#
        #expect(Self.problems(missing).first?.contains(#"handler.releaseSpeed.perVelocity: required field "perVelocity" is missing"#) == true)
        let crossed = #"{"handler": {"releaseSpeed": {"perVelocity": 0.001, "minimum": 3, "maximum": 2}}}"#
        #expect(Self.problems(crossed).first?.contains("handler.releaseSpeed.minimum: 3") == true)
        let when = #"{"handler": {"releaseSpeed": {"perVelocity": 0.001, "when": "always"}}}"#
        #expect(Self.problems(when).first?.contains("finish, cancel or both") == true)
        let back = #"{"handler": {"cancelVelocity": -1}}"#
        #expect(Self.problems(back).first?.contains("handler.cancelVelocity") == true)
    }
}
