/// A rule of the trace format (docs/trace-format.md), with the offending value.
public enum TraceRule: Sendable, Hashable {
    case syntax(message: String, line: Int, column: Int)
    case wrongType(expected: String, found: String)
    case missingField(String)
    case formatName(found: String)
    case unsupportedVersion(found: String)
    case notPositive(Double)
    case notFinite
    case positionTooLarge(Double)
    case emptyArray(of: String)
    case timeDecreased(previous: Double, found: Double)
    case unknownPhase(String)
    /// A touch id that is not an integer, or so large (2^53 or more) that neighbouring ids read as
    /// one; `more` counts the touches after the first with such an id.
    case invalidTouchID(Double, more: Int)
    case duplicateTouchID(id: Int, firstIndex: Int)
    case firstAppearanceNotBegan(id: Int, phase: TouchPhase)
    case beganWhileDown(id: Int)
    case notDown(id: Int, phase: TouchPhase)
    case unknownLabel(String)
    case unknownField(String)
    /// A field read under its new name, in a document other than a trace (a scenario file).
    case renamedField(old: String, new: String)
    /// Times that look like milliseconds written as seconds (a warning).
    case timesLookLikeMilliseconds(span: Double, typicalStep: Double)
    /// Positions far beyond the screen, as pixels written as points would be (a warning).
    case positionsLookLikePixels(reach: Double, extent: Double, axis: String)
    /// A touch that begins outside the recognizer's view (a warning).
    case touchOutsideView(id: Int, x: Double, y: Double, view: String)
    /// A began, ended or cancelled marked coalesced: delivered all the same (G7); `more` such samples after it.
    case coalescedContactEdge(id: Int, phase: TouchPhase, more: Int)
    /// A field an `expect` entry does not have: a misspelling would silently check nothing.
    case unknownExpectationField(String, known: String)
    case duplicateField(String)
    case emptyLine
    /// A corpus line longer than `limit` bytes: skipped to its end, never held whole.
    case lineTooLong(limit: Int)
    /// A value outside what a field accepts, in a document other than a trace (a scenario file).
    case invalid(value: String, expected: String, reference: String)
    /// A scenario value that the scenario never reads (a warning): setting it changes nothing.
    case notRead(String, reason: String)
    /// A scenario file where a trace was expected: no screen, no events, and `key`, a scenario's field.
    case scenarioFile(key: String)

    /// The top-level fields of a scenario file that no trace has.
    public static let scenarioFileKeys = ["preset", "recognizer", "handler", "transition", "progress"]

    /// The rule's name in the spec, so a reader can look it up.
    public var reference: String {
        switch self {
        case .syntax: "the file must be JSON"
        case .wrongType, .missingField: "field types"
        case .formatName: "format"
        case .unsupportedVersion: "version"
        case .notPositive: "sizes > 0"
        case .notFinite, .positionTooLarge: "lifecycle rule 4"
        case .emptyArray: "non-empty arrays"
        case .timeDecreased: "t never decreases"
        case .unknownPhase: "phase names"
        case .invalidTouchID: "id is an integer"
        case .duplicateTouchID: "one id per event"
        case .firstAppearanceNotBegan, .beganWhileDown: "lifecycle rule 1"
        case .notDown: "lifecycle rule 2"
        case .unknownLabel: "label"
        case .unknownField: "unknown fields are ignored"
        case .renamedField: "field names"
        case .unknownExpectationField: "expectations"
        case .timesLookLikeMilliseconds, .positionsLookLikePixels: "units"
        case .touchOutsideView: "view"
        case .coalescedContactEdge: "coalesced samples"
        case .duplicateField: "field names"
        case .emptyLine, .lineTooLong: "corpora: one trace object per line"
        case .invalid(_, _, let reference): reference
        case .scenarioFile: "a trace has a screen and events"
        case .notRead: "scenario values"
        }
    }

    /// One plain sentence about the offending value.
    public var sentence: String {
        switch self {
        case .syntax(let message, let line, let column): "\(message) at line \(line), column \(column)"
        case .wrongType(let expected, let found): "expected \(expected), found \(found)"
        case .missingField(let name): "required field \"\(name)\" is missing"
        case .formatName(let found): "\"\(found)\" is not \"gesture-trace\""
        case .unsupportedVersion(let found): "version \(found) is not supported; this build reads version 1"
        case .notPositive(let value): "\(number(value)) must be greater than 0"
        case .notFinite: "the number is not finite"
        case .positionTooLarge(let value): "position \(number(value)) is beyond 1e6 points"
        case .emptyArray(let of): "\(of) must not be empty"
        case .timeDecreased(let previous, let found):
            "t = \(number(found)) is earlier than the previous event's t = \(number(previous))"
        case .unknownPhase(let name):
            "\"\(name)\" is not a phase (began, moved, stationary, ended, cancelled)"
        case .invalidTouchID(let value, let more):
            (value == value.rounded()
                ? "\(Int64(exactly: value).map(String.init) ?? number(value)) is not an id below 2^53 (9007199254740992): from there on, neighbouring integers read as the same number"
                : "\(number(value)) is not an integer")
                + (more > 0 ? ", as in \(more) more \(more == 1 ? "touch" : "touches")" : "")
        case .duplicateTouchID(let id, let firstIndex):
            "touch \(id) already appears at touches[\(firstIndex)] of this event"
        case .firstAppearanceNotBegan(let id, let phase):
            "\"\(phase)\" for touch \(id), which has not begun (a touch's first appearance must be \"began\")"
        case .beganWhileDown(let id): "\"began\" for touch \(id), which is already down"
        case .notDown(let id, let phase): "\"\(phase)\" for touch \(id), which is not down (it ended or was cancelled)"
        case .unknownLabel(let found): "\"\(found)\" is not a label (finish, cancel)"
        case .unknownField(let name): "unknown field \"\(name)\" is ignored"
        case .renamedField(let old, let new): "\"\(old)\" is read as \"\(new)\", its new name"
        case .unknownExpectationField(let name, let known): "\"\(name)\" is not a field of an expectation (\(known))"
        case .timesLookLikeMilliseconds(let span, let step):
            "the trace lasts \(number(span)) s with events typically \(number(step)) s apart: times look like milliseconds written as seconds (t is in seconds)"
        case .positionsLookLikePixels(let reach, let extent, let axis):
            "touches reach \(axis) = \(number(reach)) on a screen \(number(extent)) pt \(axis == "x" ? "wide" : "high"): positions look like pixels written as points (divide by the screen's scale)"
        case .touchOutsideView(let id, let x, let y, let view):
            "touch \(id) begins at (\(number(x)), \(number(y))), outside the view \(view): UIKit would not deliver it to the view's recognizer; the model follows it anyway (it does not hit-test)"
        case .coalescedContactEdge(let id, let phase, let more):
            "touch \(id)'s \(phase) is marked coalesced, but UIKit delivers every touch's began, ended and cancelled in its own call: it is delivered (G7)\(more > 0 ? ", \(more == 1 ? "as is" : "as are") \(counted(more, "more such sample"))" : "")"
        case .duplicateField(let name): "field \"\(name)\" appears more than once; the last one is used"
        case .emptyLine: "the line is empty"
        case .lineTooLong(let limit): "the line is longer than \(limit >> 20) MiB; it was skipped to its end"
        case .invalid(let value, let expected, _): "\(value) is not \(expected)"
        case .notRead(let name, let reason): "\"\(name)\" changes nothing here: \(reason)"
        case .scenarioFile(let key):
            "this is a scenario file (it has \"\(key)\" and no \"screen\" or \"events\"), not a trace: keep it outside the checked folders, or pass it with --scenario"
        }
    }

    /// A number for a message; a span of two finite times can overflow, and says so.
    private func number(_ value: Double) -> String {
        value.isFinite
            ? JSONWriter.formatNumber(value) : value.isNaN ? "not a number" : "\(value < 0 ? "-" : "")more than 1.8e308"
    }
}
