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
        #expect(speed.completionSpeed(.finish, velocity: 1200, remaining: 0.5, duration: 0.35) == 1.5)
        #expect(speed.completionSpeed(.finish, velocity: 400, remaining: 0.5, duration: 0.35) == 0.99)
        #expect(speed.completionSpeed(.finish, velocity: -3000, remaining: 0.5, duration: 0.35) == 0.99)
        #expect(speed.completionSpeed(.finish, velocity: 4000, remaining: 0.5, duration: 0.35) == 2.25)
        #expect(speed.completionSpeed(.cancel, velocity: 1200, remaining: 0.5, duration: 0.35) == nil)
        let both = ReleaseSpeed(base: 0.5, perVelocity: 0.001)
        #expect(both.completionSpeed(.cancel, velocity: -200, remaining: 0.5, duration: 0.35) == 0.3)
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
        #expect(
            Self.problems(getter) == [
                #"warning: s.json: handler.releaseSpeed: "releaseSpeed" changes nothing here: completionSpeed is a getter (1 − percentComplete), which setting it does not change (scenario values)"#
            ])
        let spring = #"{"preset": "react-navigation", "handler": {"releaseSpeed": {"perVelocity": 0.001}}}"#
        #expect(
            Self.problems(spring).first?.contains(
                "the react-navigation-spring completion timing does not read completionSpeed") == true)
        let missing = #"{"handler": {"releaseSpeed": {"minimum": 1}}}"#
        #expect(
            Self.problems(missing).first?.contains(
                #"handler.releaseSpeed.perVelocity: required field "perVelocity" is missing"#) == true)
        let crossed = #"{"handler": {"releaseSpeed": {"perVelocity": 0.001, "minimum": 3, "maximum": 2}}}"#
        #expect(Self.problems(crossed).first?.contains("handler.releaseSpeed.minimum: 3") == true)
        let when = #"{"handler": {"releaseSpeed": {"perVelocity": 0.001, "when": "always"}}}"#
        #expect(Self.problems(when).first?.contains("finish, cancel or both") == true)
        let back = #"{"handler": {"cancelVelocity": -1}}"#
        #expect(Self.problems(back).first?.contains("handler.cancelVelocity") == true)
    }

    @Test(
        "H7: the completion lasts min(max(lo, b + k × |v|), hi) s; the handler sets completionSpeed = remaining × d / that"
    )
    func releaseDuration() throws {
        let length = ReleaseSpeed(base: 0.2, perVelocity: 0.0001, minimum: 0.15, maximum: 0.4, measure: .duration)
        // |1000| → 0.3 s: 0.6 × 0.5 / 0.3 = 1; |−3000| → 0.5, held at 0.4 s: 0.6 × 0.5 / 0.4 = 0.75.
        #expect(
            length.completionSpeed(.finish, velocity: 1000, remaining: 0.6, duration: 0.5).map {
                ($0 * 1e12).rounded() / 1e12
            } == 1)
        #expect(
            abs((length.completionSpeed(.cancel, velocity: -3000, remaining: 0.6, duration: 0.5) ?? 0) - 0.75) < 1e-12)
        // Nothing left to run: the speed is left alone.
        #expect(length.completionSpeed(.finish, velocity: 1000, remaining: 0, duration: 0.5) == nil)
        // Replayed: edge-back told to last 0.3 s whatever the velocity. 190/390 of the way on a
        // 200 pt swipe is below 0.5: the cancel runs 0.3 s at speed (190/390) × 0.5 / 0.3.
        let loaded = try Self.load(
            #"{"preset": "edge-back", "handler": {"releaseDuration": {"base": 0.3, "perVelocity": 0}}}"#)
        #expect(loaded.warnings.isEmpty)
        let report = Replayer.replay(try HandMadeTraces.edgeSwipe(moving: 200), scenario: loaded.scenario)
        let completion = try #require(report.completion)
        #expect(completion.direction == .cancel)
        #expect(abs(completion.duration - 0.3) < 1e-12)
        #expect(abs(completion.speed - (190.0 / 390) * 0.5 / 0.3) < 1e-12)
        #expect(
            loaded.scenario.summary.contains(
                "the completion lasts 0.3 + |v| × 0 s: completionSpeed set before finish() or cancel() (H7)"))
        // It reads back as written, and its numbers are sweepable parameters.
        let again = try Scenario.decode(loaded.scenario.json, file: "again.json").get()
        #expect(again.handler.releaseSpeed == loaded.scenario.handler.releaseSpeed)
        #expect(loaded.scenario.parameterNames.contains("releaseDurationBase"))
        #expect(!loaded.scenario.parameterNames.contains("releaseSpeedBase"))
        var shorter = loaded.scenario
        try shorter.set(shorter.parameter(named: "releaseDurationBase"), to: 0.2)
        #expect(
            abs(
                (Replayer.replay(try HandMadeTraces.edgeSwipe(moving: 200), scenario: shorter).completion?.duration ?? 0)
                    - 0.2) < 1e-12)
    }

    @Test("H7 with a length of 0 s: the speed is infinite and the completion lasts 0 s, a warning; nan is T3's 1")
    func releaseDurationZero() throws {
        let loaded = try Self.load(
            #"{"preset": "edge-back", "handler": {"releaseDuration": {"base": 0, "perVelocity": 0}}}"#)
        let report = Replayer.replay(try HandMadeTraces.edgeSwipe(moving: 200), scenario: loaded.scenario)
        let completion = try #require(report.completion)
        // 190/390 of the way, cancelled: 0.487 × 0.5 s / 0 s is an infinite speed, not T3's "≤ 0".
        #expect(completion.speed == .infinity)
        #expect(completion.duration == 0)
        let codes = report.diagnostics.map(\.code)
        #expect(codes == [.completionSpeedInfinite])
        #expect(
            report.diagnostics.first?.message
                == "completionSpeed inf at cancel(): the remaining 0.487 of the transition runs in 0 s, a jump to its end (T3)."
        )
        // A stored nan fails UIKit's `> 0` as a value ≤ 0 does, and becomes 1 (T3).
        #expect(CompletionSpeed.constant(.nan).resolve(percentComplete: 0.4).speed == 1)
        #expect(CompletionSpeed.constant(.infinity).resolve(percentComplete: 0.4).replaced == false)
    }

    @Test(
        "a uikit-spring's constants are parameters of the form that gives them; the others say why they change nothing")
    func springParameters() throws {
        let photo = Scenario.photoTransitioning
        #expect(photo.value(of: "springStiffness") == 1300)
        #expect(photo.value(of: "velocityClip") == 35)
        #expect(throws: ScenarioParameterError.self) { try photo.parameter(named: "springResponse") }
        do {
            _ = try photo.parameter(named: "springResponse")
        } catch {
            #expect(
                error.message.contains(
                    "'springResponse' changes nothing under scenario photo-transitioning: its spring is given by mass, stiffness and damping"
                ))
        }
        do {
            _ = try Scenario.edgeBack.parameter(named: "springMass")
        } catch {
            #expect(error.message.contains("the uikit completion timing has no spring"))
        }
        var stiffer = photo
        try stiffer.set(stiffer.parameter(named: "springStiffness"), to: 2600)
        guard case .physical(let mass, let stiffness, let damping) = stiffer.transition.spring.definition else {
            Issue.record("the spring changed its form")
            return
        }
        #expect((mass, stiffness, damping) == (4.5, 2600, 95))
    }

    @Test("US5: a scenario file's spring runs critically damped unless it says allowsOverdamping, which it writes back")
    func allowsOverdamping() throws {
        func loaded(_ spring: String) throws -> Scenario {
            let text = #"{"preset": "photo-transitioning", "transition": {"spring": "# + spring + "}}"
            return try Scenario.load(bytes: Array(text.utf8), file: "s.json").get().scenario
        }
        let clamped = try loaded(#"{"mass": 3, "stiffness": 1000, "damping": 500}"#)
        #expect(clamped.transition.spring.isClampedToCritical)
        let allowed = try loaded(#"{"mass": 3, "stiffness": 1000, "damping": 500, "allowsOverdamping": true}"#)
        #expect(allowed.transition.spring.allowsOverdamping)
        #expect(!allowed.transition.spring.isClampedToCritical)
        guard case .object(let json) = allowed.json, case .object(let transition)? = json["transition"],
            case .object(let spring)? = transition["spring"]
        else {
            Issue.record("no spring written")
            return
        }
        #expect(spring["allowsOverdamping"] == .bool(true))
        #expect(throws: (any Error).self) {
            try loaded(#"{"mass": 3, "stiffness": 1000, "damping": 500, "allowsOverdamping": 1}"#)
        }
    }
}
