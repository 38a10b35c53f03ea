import Foundation
import Replay
import XCTest

// docs/handler-code.md XCTest example begins
final class SheetDismissRecordingTests: XCTestCase {
    func testRecordings() throws {
        for recording in try RecordedFixture.all(in: recordings) {
            for failure in recording.failures(setup: sheetDismissal, handler: SheetDismissHandler()) {
                XCTFail(failure)  // "swipe-dismiss-late-cancel.json: decision: expected cancel, got finish (…)"
            }
        }
    }
}
// docs/handler-code.md XCTest example ends
