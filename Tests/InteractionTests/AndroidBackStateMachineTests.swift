import Foundation
import GestureModel
import Testing

@testable import Interaction

@Suite("android-back (AB3, AB4)")
struct AndroidBackStateMachineTests {
    @Test("android-back: ENTRY commits past 16 pt or on a fling; ACTIVE commits; INACTIVE commits only on a fling")
    func androidBack() {
        let rule = AndroidBackRule()
        // ENTRY, released at 12 pt without a fling: cancel; at 17 pt: commit (past the trigger threshold).
        var entry = AndroidBackStateMachine(rule: rule)
        entry.update(time: 0, x: 6, y: 0, speed: 40)
        entry.update(time: 0.01, x: 12, y: 0, speed: 40)
        #expect(entry.state == .entry)
        #expect(entry.decide(state(progress: 0.03, translation: 12, velocity: 40)).direction == .cancel)
        #expect(entry.decide(state(progress: 0.04, translation: 17, velocity: 40)).direction == .finish)
        // 25 pt since the last turn and 60 pt/s away from the edge is a fling (3 × 8 pt, 50 pt/s).
        var fling = AndroidBackStateMachine(rule: rule)
        fling.update(time: 0, x: 0, y: 0, speed: 60)
        fling.update(time: 0.005, x: 15, y: 0, speed: 60)
        #expect(fling.isFlungAway(x: 25, velocity: 60))
        #expect(!fling.isFlungAway(x: 23, velocity: 60))
        #expect(!fling.isFlungAway(x: 25, velocity: 50))
        // Past 16 pt for the dwell (100 ms when slow): ACTIVE, which commits.
        var active = AndroidBackStateMachine(rule: rule)
        for step in 0...20 { active.update(time: Double(step) * 0.01, x: 20 + Double(step), y: 0, speed: 100) }
        #expect(active.state == .active)
        #expect(active.decide(state(progress: 0.1, translation: 40, velocity: 0)).direction == .finish)
        // After 300 ms in ACTIVE, 32 pt back toward the edge deactivates; releasing slowly then cancels.
        for step in 1...40 { active.update(time: 0.2 + Double(step) * 0.01, x: 40 - Double(step), y: 0, speed: -100) }
        #expect(active.state == .inactive)
        #expect(active.decide(state(progress: 0.0, translation: 0, velocity: -100)).direction == .cancel)
        #expect(
            active.decide(state(progress: 0.1, translation: 40, velocity: 10, trigger: .cancelled)).direction == .cancel
        )
    }

    @Test("android-back: a return toward the edge turns ACTIVE off only once it has lasted minimumActiveTime")
    func minimumActiveTime() {
        // ACTIVE from 0.1 s (past 16 pt for the slow dwell); the peak at 0.2 s, then 1 pt back every
        // 10 ms: 32 pt back at 0.52 s, 0.42 s into ACTIVE. The platform's 0.3 s has passed; 0.6 s has
        // not, even at the last step (0.6 s, 0.5 s into ACTIVE).
        for (time, expected) in [(0.3, AndroidBackStateMachine.State.inactive), (0.6, .active)] {
            var machine = AndroidBackStateMachine(rule: AndroidBackRule(minimumActiveTime: time))
            for step in 0...20 { machine.update(time: Double(step) * 0.01, x: 20 + Double(step), y: 0, speed: 100) }
            for step in 1...40 {
                machine.update(time: 0.2 + Double(step) * 0.01, x: 40 - Double(step), y: 0, speed: -100)
            }
            #expect(machine.state == expected, "minimumActiveTime \(time)")
        }
    }

    @Test(
        "android-back: only ENTRY reads the speed, so a machine given no speed where it says it reads none moves as one given every speed"
    )
    func speedReadOnlyInEntry() {
        let rule = AndroidBackRule()
        var every = AndroidBackStateMachine(rule: rule)
        var asked = AndroidBackStateMachine(rule: rule)
        // Out past the trigger (ACTIVE after the dwell), 40 pt back (INACTIVE), then out again
        // (ACTIVE after the reactivation hold), at 100 Hz with a speed of 100 pt/s either way.
        let out: [Double] = (0...40).map { 2 * Double($0) }
        let back: [Double] = (1...40).map { 80 - Double($0) }
        let outAgain: [Double] = (1...40).map { 40 + 2 * Double($0) }
        let path = out + back + outAgain
        var unread = 0
        var states: [AndroidBackStateMachine.State] = []
        for (step, x) in path.enumerated() {
            let speed = step < 41 || step > 80 ? 100.0 : -100.0
            let given = asked.readsSpeed ? speed : .nan
            if given.isNaN { unread += 1 }
            every.update(time: Double(step) * 0.01, x: x, y: 0, speed: speed)
            asked.update(time: Double(step) * 0.01, x: x, y: 0, speed: given)
            #expect(asked.state == every.state, "step \(step)")
            #expect(asked.readsSpeed == (every.state == .entry))
            if states.last != every.state { states.append(every.state) }
        }
        #expect(states == [.entry, .active, .inactive, .active])
        #expect(unread > 100)
    }

    @Test("android-back: ENTRY's dwell runs from 100 ms for a slow swipe to 10 ms for a fast one")
    func androidDwell() {
        #expect(AndroidBackRule.entryDwell(speed: 50) == 0.100)
        #expect(abs(AndroidBackRule.entryDwell(speed: 550) - 0.055) < 1e-12)
        #expect(abs(AndroidBackRule.entryDwell(speed: 5000) - 0.010) < 1e-12)
    }
}
