import GestureModel
import Interaction

/// What a run is for, and what follows from it, in one place: a replay keeps everything its
/// report shows and runs the whole trace (`Run.deliverAll`); a sweep's capture keeps nothing,
/// stops at the first release (`Run.runUntilRelease`) and may hand a run of changed actions over
/// as its last one.
struct RunMode {
    /// Timeline, progress and diagnostics, and each call's diagnostics in the controller.
    let recordsReport: Bool
    /// Every action with its sample, each change with its velocity estimate (what fidelity
    /// compares with the device's callbacks).
    var keepsActions = false
    /// A run of changed actions handed over as the last of them: never where a report shows
    /// every action and its diagnostics.
    let coalescesChanges: Bool

    static let replay = RunMode(recordsReport: true, coalescesChanges: false)

    static let replayKeepingActions = RunMode(recordsReport: true, keepsActions: true, coalescesChanges: false)

    /// `coalescingChanges`: whether the handler leaves a run of changes as the last one leaves it
    /// (`TransitionHandler.changedActionsCoalesce`).
    static func sweepCapture(coalescingChanges: Bool) -> RunMode {
        RunMode(recordsReport: false, coalescesChanges: coalescingChanges)
    }
}
